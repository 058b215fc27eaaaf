package read

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// A spell's paragraphs are one ability (CardReading.Abilities joins them),
// and a later paragraph may name with a definite article what an earlier
// one targeted: « Choisissez une créature ciblée que vous contrôlez et une
// créature ciblée qu'un adversaire contrôle. » then « … sur la créature
// que vous contrôlez ». The reader passes each paragraph the targets the
// spell's paragraphs before it declared (paragraphEnv.priorTargets).

// priorTarget reads s as such a phrase: a definite article (or an
// articulated preposition: "sulla", "alla") and an object phrase whose
// filter is that of exactly one earlier target. It returns that target's
// reference in the joined ability (t0 …).
func (rd *reader) priorTarget(s string) (string, bool) {
	if len(rd.env.priorTargets) == 0 || len(rd.ab.Targets) > 0 || rd.lx.definite == nil {
		return "", false
	}
	art := rd.lx.definite.FindString(s)
	if art == "" {
		return "", false
	}
	n, err := rd.nounPhrase(s[len(art):])
	if err != nil || n.target || n.ref != "" || n.player || len(n.tokens) == 0 {
		return "", false
	}
	f, err := rules.ParseFilter(n.filter())
	if err != nil {
		return "", false
	}
	ref := ""
	for i, t := range rd.env.priorTargets {
		if t.Max != 1 {
			// The engine numbers targets across slots: after a slot of
			// several, the next slot's number is not known.
			return "", false
		}
		if t.Filter.String() != f.String() {
			continue
		}
		if ref != "" {
			return "", false // two targets fit: the phrase names neither
		}
		ref = fmt.Sprintf("t%d", i)
	}
	if ref == "" {
		return "", false
	}
	rd.last = ref
	return ref, true
}

// spellTargets are the targets a spell's compiled paragraph declares, in
// the order the joined ability numbers them.
func spellTargets(r Reading) []*rules.TargetSpec {
	if r.Status != ReadCompiled {
		return nil
	}
	var out []*rules.TargetSpec
	for _, a := range r.Abilities {
		if a.Kind == rules.KindSpell && a.Label != "enchant" && len(a.Modes) == 0 {
			out = append(out, a.Targets...)
		}
	}
	return out
}
