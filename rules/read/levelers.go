package read

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// Levelers (711): after "Level up {cost}" the card prints level bars,
// each a paragraph of its own, "LEVEL 1-4" / « NIVEAU 1-4 » / « LIVELLO
// 1-4 » or "LEVEL 5+", then the box's power and toughness ("2/2", a
// paragraph) and the abilities of that box, up to the next bar. Each box
// is one static ability (711.2a, 711.2b): "as long as this creature has
// at least N1 and no more than N2 level counters on it, it has base power
// and toughness P/T (layer 7b) and has [abilities] (layer 6)". The box is
// read together, as a saga's chapters are read by their numbers: the bar
// paragraph holds the ability, the P/T and ability paragraphs become its
// continuations. A box whose abilities do not all read is unread as a
// whole: its abilities alone would apply at every level.

// levelBar is a bar once folded: the level counter's word in the
// paragraph's language (the lexicon's counter names), then the range.
var levelBar = regexp.MustCompile(`^(\S+) (\d+)(?:-(\d+)|(\+))$`)

// levelPT is a box's power and toughness, alone on its paragraph, or run
// into the box's first ability where a printing lost the break ("8/8Vol,
// piétinement"): the rest is read as a paragraph of its own.
var levelPT = regexp.MustCompile(`^(\d+)/(\d+)(\pL.*)?$`)

// levelRange reads a bar: its lowest level and its highest (-1: "N+").
func (lx *lexicon) levelRange(printed string) (lo, hi int, ok bool) {
	printed = strings.TrimSpace(printed)
	if len(printed) > 24 || printed == "" || !strings.ContainsAny(printed[len(printed)-1:], "0123456789+") {
		// Most paragraphs: no bar, told without folding them.
		return 0, 0, false
	}
	m := levelBar.FindStringSubmatch(text.FoldLine(strings.TrimSpace(text4Row(printed))))
	if m == nil || lx.counters[m[1]] != "level" {
		return 0, 0, false
	}
	lo, _ = strconv.Atoi(m[2])
	hi = -1
	if m[4] == "" {
		hi, _ = strconv.Atoi(m[3])
		if hi < lo {
			return 0, 0, false
		}
	}
	return lo, hi, true
}

// readLevels reads a leveler's boxes among a card's readings (each
// paragraph already read on its own, continuations joined).
func (lx *lexicon) readLevels(ps []Reading, env paragraphEnv) []Reading {
	var bars []int
	for i, p := range ps {
		if _, _, ok := lx.levelRange(p.Text); ok && p.Status == ReadUnread {
			bars = append(bars, i)
		}
	}
	for k, b := range bars {
		end := len(ps)
		if k+1 < len(bars) {
			end = bars[k+1]
		}
		for j := b + 1; j < end; j++ {
			if ps[j].Face != ps[b].Face {
				end = j
				break
			}
		}
		env.face, env.index = ps[b].Face, ps[b].Paragraph
		lx.readLevelBox(ps, b, end, env)
	}
	return ps
}

// readLevelBox reads the box of the bar ps[b], its paragraphs up to end.
func (lx *lexicon) readLevelBox(ps []Reading, b, end int, env paragraphEnv) {
	lo, hi, _ := lx.levelRange(ps[b].Text)
	box := ps[b+1 : end]
	if len(box) > 0 {
		if m := levelPT.FindStringSubmatch(strings.TrimSpace(box[0].Text)); m != nil && m[3] != "" {
			box = append([]Reading{{Text: m[1] + "/" + m[2]}, lx.readParagraph(m[3], env)}, box[1:]...)
		}
	}
	ab, err := levelAbility(box, lo, hi)
	if err != nil {
		// Every paragraph of the box is unread: an ability read alone
		// would be the creature's at every level.
		lx.unreadBox(ps, b, end, err.Error())
		return
	}
	ab.RoomDoor = -1
	rules.SlotRefs(ab)
	if err := validateAbility(ab); err != nil {
		lx.unreadBox(ps, b, end, "level box not executable: "+err.Error())
		return
	}
	ps[b].Status, ps[b].Reason, ps[b].Kind = ReadCompiled, "", "static"
	ps[b].Abilities, ps[b].Keywords = []*rules.Ability{ab}, nil
	for j := b + 1; j < end; j++ {
		ps[j] = Reading{Face: ps[j].Face, Paragraph: ps[j].Paragraph, Text: ps[j].Text, Status: ReadCompiled, Kind: "continuation"}
	}
}

// unreadBox marks the paragraphs of a box unread for reason.
func (*lexicon) unreadBox(ps []Reading, b, end int, reason string) {
	for j := b; j < end; j++ {
		ps[j].Status, ps[j].Reason, ps[j].Kind = ReadUnread, reason, ""
		ps[j].Abilities, ps[j].Keywords = nil, nil
	}
}

// levelAbility builds a box's static ability from its paragraphs: the
// power and toughness first, then its abilities.
func levelAbility(box []Reading, lo, hi int) (*rules.Ability, error) {
	var m []string
	if len(box) > 0 {
		m = levelPT.FindStringSubmatch(strings.TrimSpace(box[0].Text))
	}
	if m == nil || m[3] != "" {
		return nil, unreadf("level box without its power and toughness")
	}
	p, _ := strconv.Atoi(m[1])
	t, _ := strconv.Atoi(m[2])
	cond := fmt.Sprintf("counters(self, level) >= %d", lo)
	if hi >= 0 {
		cond += fmt.Sprintf(" && counters(self, level) <= %d", hi)
	}
	ifExpr, err := rules.ParseExpr(cond)
	if err != nil {
		return nil, fmt.Errorf("level box: %w", err)
	}
	static := []*rules.Effect{{Op: "set_pt", Affects: "self", P: rules.ConstExpr(p), T: rules.ConstExpr(t)}}
	var kws []string
	for _, r := range box[1:] {
		if r.Kind == "continuation" {
			continue
		}
		if r.Status != ReadCompiled {
			return nil, unreadf("level box: an ability of the box is unread (%s)", r.Reason)
		}
		if r.Kind == "reminder" {
			continue
		}
		for _, k := range r.Keywords {
			w, err := grantWord(k)
			if err != nil {
				return nil, err
			}
			kws = append(kws, w)
		}
		for _, a := range r.Abilities {
			effs, err := levelGranted(a)
			if err != nil {
				return nil, err
			}
			for _, e := range effs {
				if selfKeywords(e) {
					// "~ is indestructible" (old wording) is the
					// keyword the creature has, as "Indestructible".
					kws = append(kws, e.Keywords...)
					continue
				}
				static = append(static, e)
			}
		}
	}
	if len(kws) > 0 {
		static = append(static, &rules.Effect{Op: "grant", Affects: "self", Keywords: kws})
	}
	return &rules.Ability{Kind: rules.KindStatic, If: ifExpr, Static: static}, nil
}

// grantWord is a keyword as the grant op names it ("protection:instants",
// "landwalk:island", "ward:{2}").
func grantWord(k rules.Keyword) (string, error) {
	switch {
	case k.N != 0:
		return "", unreadf("level box: keyword %q with a number", k.Key)
	case k.Cost != nil && k.Arg != "":
		return "", unreadf("level box: keyword %q with a cost and a quality", k.Key)
	case k.Cost != nil:
		return k.Key + ":" + k.Cost.String(), nil
	case k.Arg != "":
		return k.Key + ":" + k.Arg, nil
	}
	return k.Key, nil
}

// levelGranted is what a box's ability adds to the box's static ability:
// a static ability's effects, applying under the box's condition (an
// ability of its own condition is left unread), or the grant of a
// triggered, activated or mana ability to the creature.
func levelGranted(a *rules.Ability) ([]*rules.Effect, error) {
	if a.Kind == rules.KindStatic {
		if FormAbility(&rules.Ability{Kind: rules.KindStatic, Static: a.Static}) != FormAbility(a) {
			return nil, unreadf("level box: a static ability with a condition of its own")
		}
		return a.Static, nil
	}
	switch a.Kind {
	case rules.KindTriggered, rules.KindActivated, rules.KindMana:
		return []*rules.Effect{{Op: "grant", Affects: "self", Ability: a}}, nil
	}
	return nil, unreadf("level box: a %s ability", a.Kind.String())
}

// selfKeywords reports whether a static effect only grants the creature
// keywords: it joins the box's keyword line.
func selfKeywords(e *rules.Effect) bool {
	return e.Op == "grant" && e.Ability == nil && len(e.Keywords) > 0 &&
		formEffect(e) == formEffect(&rules.Effect{Op: "grant", Affects: "self", Keywords: e.Keywords})
}
