package read

import (
	"fmt"
	"slices"

	"github.com/arbitre/arbitre/rules"
)

// inheritDelayed gives the reader of a delayed trigger (sub) what the
// ability that creates it named: "Exile target creature. … At the
// beginning of your next upkeep, return that card to the battlefield"
// returns the creature exiled (the engine's delayed trigger keeps the
// creating ability's targets, opDelayed), not the card itself, which a
// pronoun with nothing named before it would be. Only a target is
// inherited: the objects an instruction moved or created are remembered by
// their own references ("moved", "created"), and a set named before is
// not one object. It returns how many targets sub knows from rd, which
// the delayed ability does not declare again (delayedOwnTargets).
func (sub *reader) inheritDelayed(rd *reader) int {
	if !rd.targetRef(rd.last) {
		return 0
	}
	sub.last = rd.last
	sub.ab.Targets = slices.Clone(rd.ab.Targets)
	return len(rd.ab.Targets)
}

// delayedOwnTargets drops from the delayed ability a the inherited targets
// of the ability that created it; one of its own after them would be
// numbered as theirs: unread.
func delayedOwnTargets(a *rules.Ability, inherited int) (*rules.Ability, error) {
	if inherited == 0 {
		return a, nil
	}
	if len(a.Targets) != inherited {
		return nil, unreadf("a delayed trigger with targets of its own after the ability's")
	}
	a.Targets = nil
	return a, nil
}

// targetRef reports whether ref is one target of the ability (t0, t1 …).
func (rd *reader) targetRef(ref string) bool {
	i, ok := targetIndex(ref)
	return ok && i < len(rd.ab.Targets)
}

// targetIndex is the index of the target ref names ("t2": 2).
func targetIndex(ref string) (int, bool) {
	var i int
	if _, err := fmt.Sscanf(ref, "t%d", &i); err != nil || fmt.Sprintf("t%d", i) != ref {
		return 0, false
	}
	return i, true
}

// followExiled rewrites, in the delayed ability of d, the inherited target
// the creating ability exiled before it (done) into the card in exile:
// "Exile target creature. … At the beginning of your next upkeep, return
// that card to the battlefield": the creature exiled became a new object
// (400.7), which the exile remembers as exiled_now (opExile), as the
// "at the beginning of the next end step" flow reads it
// (flowAtTheNextEndStep). Amounts keep the target: its last known
// information ("that creature's toughness").
func followExiled(d *rules.Effect, done []*rules.Effect) {
	if d.Ability == nil {
		return
	}
	var walk func(effs []*rules.Effect)
	walk = func(effs []*rules.Effect) {
		for _, e := range effs {
			if e.What != "" && targetRefName(e.What) && exiledBefore(done, e.What) {
				e.What = "exiled_now"
			}
			walk(e.Then)
			walk(e.Else)
		}
	}
	walk(d.Ability.Effects)
}

// targetRefName reports whether ref names one target (t0, t1 …).
func targetRefName(ref string) bool {
	_, ok := targetIndex(ref)
	return ok
}
