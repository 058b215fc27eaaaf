package rules

import (
	_ "embed"
	"encoding/json"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/internal/text"
)

// Keywords that cast or put a card from where it is, run from the printed
// keyword alone (no ability written for the card):
//
// Miracle (702.94a): "You may cast this card for its miracle cost when
// you draw it if it's the first card you drew this turn": a triggered
// ability of the card in its owner's hand (drawn_self, if amount == 1)
// that casts it for that cost as it resolves (cast_self kind miracle).
//
// Madness (702.35a): "If you discard this card, discard it into exile.
// When you do, cast it for its madness cost or put it into your
// graveyard": the discard puts the card into exile (discard), an event
// that triggers the card's ability there, which casts it for its madness
// cost (optional) or puts it into its owner's graveyard.
//
// Typecycling (702.29e): "[Type]cycling [cost]" is "[cost], Discard this
// card: Search your library for a [type] card, reveal it, put it into your
// hand, then shuffle": an activated ability of the card in hand.
//
// Ninjutsu and cycling are keyword_activated.go's; kicker is an
// additional cost (additionalCosts) read by the expression kicked.

// keywordCastTrigger is the triggered ability of miracle or madness.
func keywordCastTrigger(k Keyword) *Ability {
	switch k.Key {
	case "miracle":
		return &Ability{Kind: KindTriggered, Label: "miracle", When: "drawn_self", If: MustParseExpr("amount == 1"),
			Effects: []*Effect{{Op: "cast_self", Kind: "miracle", Optional: true}}}
	case "madness":
		if k.Cost == nil {
			return nil
		}
		return &Ability{Kind: KindTriggered, Label: "madness", When: "madness_exiled",
			Effects: []*Effect{{Op: "cast_self", Kind: "madness", Optional: true},
				// Not cast: it is put into its owner's graveyard (702.35a);
				// cast, "self" names nothing any more.
				{Op: "move", What: "self", Zone: "graveyard"}}}
	}
	return nil
}

// writtenMiracle reports whether c has a written miracle trigger (a
// drawn_self ability that casts the card for its miracle cost), which then
// stands for the keyword's own.
func writtenMiracle(c *Chars) bool {
	for _, a := range c.Abilities {
		if a.When != "drawn_self" || a.Label == "miracle" {
			continue
		}
		for _, e := range a.Effects {
			if e.Op == "cast_self" && e.Kind == "miracle" {
				return true
			}
		}
	}
	return false
}

// madnessDiscard discards o, a card with madness, into exile (702.35a):
// it is discarded all the same, and its madness ability triggers.
func (g *Game) madnessDiscard(o *Object) *Object {
	p := o.Owner
	n := g.Move(o, ZoneExile, MoveOpts{})
	if n == nil {
		return nil
	}
	g.logf("%s is discarded into exile (madness)", g.Describe(n))
	g.emit(Event{Kind: EvDiscard, Obj: n.ID, Old: o.ID, Player: p, To: n.Zone, Card: true})
	if n.Zone == ZoneExile {
		g.emit(Event{Kind: EvMadness, Obj: n.ID, Player: p})
	}
	return n
}

// typecyclingJSON holds the printed forms of typecycling: the words before
// or after the type, by language (keyword_forms.json's forms are whole
// words; typecycling's surround a type).
//
//go:embed typecycling.json
var typecyclingJSON []byte

var typecyclingForms = sync.OnceValue(func() (f struct{ Prefixes, Suffixes []string }) {
	if err := json.Unmarshal(typecyclingJSON, &f); err != nil {
		panic("rules: typecycling.json: " + err.Error())
	}
	return f
})

// typecyclingKeyword reads "Recyclage de forêt {2}", "Cicloforesta {2}",
// "Forestcycling {2}" (folded): the keyword typecycling with its cost and,
// in Arg, the filter of the cards it finds.
func typecyclingKeyword(f string) (Keyword, bool) {
	i := strings.Index(f, "{")
	if i < 0 {
		return Keyword{}, false
	}
	words, cost := strings.TrimSpace(f[:i]), f[i:]
	forms := typecyclingForms()
	typ := ""
	for _, p := range forms.Prefixes {
		if t, ok := strings.CutPrefix(words, p); ok && t != "" {
			typ = t
		}
	}
	for _, s := range forms.Suffixes {
		if t, ok := strings.CutSuffix(words, s); ok && t != "" {
			typ = t
		}
	}
	filter := typeFilter(strings.TrimSpace(typ))
	c, err := ParseManaCost(cost)
	if filter == "" || err != nil {
		return Keyword{}, false
	}
	return Keyword{Key: "typecycling", Cost: c, Arg: filter}, true
}

// typeFilter is the filter of the cards of a type written in a keyword
// ("foret", "terrain de base", "terra base"): a subtype, or card types and
// supertypes; "" when it names none.
func typeFilter(s string) string {
	if s == "" {
		return ""
	}
	if c, ok := subWords[text.FoldLine(s)]; ok {
		return "card sub:" + c
	}
	supers, types, subs, err := ParseTypeLine(s)
	if err != nil || len(subs) > 0 {
		return ""
	}
	out := []string{"card"}
	for _, t := range types {
		out = append(out, strings.ToLower(t))
	}
	for _, s := range supers {
		out = append(out, strings.ToLower(s))
	}
	if _, err := ParseFilter(strings.Join(out, " ")); err != nil {
		return ""
	}
	return strings.Join(out, " ")
}

// typecyclingAbility is typecycling's activated ability.
func typecyclingAbility(k Keyword) *Ability {
	f, err := ParseFilter(k.Arg)
	if err != nil || k.Cost == nil {
		return nil
	}
	return &Ability{Kind: KindActivated, Label: "typecycling", From: "hand", Cost: k.Cost, DiscardSelf: true,
		Effects: []*Effect{{Op: "search", Filter: f, Zone: "hand"}}}
}
