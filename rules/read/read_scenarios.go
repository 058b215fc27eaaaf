package read

import (
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// ScenarioCard sets the abilities a scenario writes by hand for a
// knowledge-base card beside what the reader compiles from the card's
// print: where they differ, a scenario may pass on a model of the card
// that is not the card (a printed trigger missing, another number).
type ScenarioCard struct {
	Scenario string   `json:"scenario"`
	CardID   string   `json:"card_id"`
	Written  []string `json:"written"` // the scenario's abilities, in the ability language
	Printed  []string `json:"printed"` // what the print compiles to (keywords left out: both have them)
	Unread   int      `json:"unread"`  // paragraphs of the print the reader cannot read
	// Status is "same" (the print compiles entirely, to the written
	// abilities), "subset" (the written abilities are among the printed
	// ones: the scenario leaves printed abilities out), "differ" (the
	// print compiles entirely, to other abilities) or "unread" (part of the
	// print does not compile yet).
	Status string `json:"status"`
}

// canonicalFilter writes a filter's conditions in one order, so that a
// scenario's "creature you_control" and the reader's "you_control
// creature" compare equal.
func canonicalFilter(f *rules.Filter) string {
	if f == nil {
		return ""
	}
	ws := strings.Fields(f.String())
	for i, w := range ws {
		// "creature|sub:vehicule": each alternative.
		alts := strings.Split(w, "|")
		for j, a := range alts {
			alts[j] = canonicalSubtype(a)
		}
		ws[i] = strings.Join(alts, "|")
	}
	sort.Strings(ws)
	return strings.Join(ws, " ")
}

// canonicalSubtype writes a subtype word of a filter ("sub:vehicule",
// "!sub:veicolo") as the term table's key ("sub:vehicle"), so that the
// French and Italian readings of a card compare alike. Subtypes the table
// does not hold stay as they are.
func canonicalSubtype(w string) string {
	neg, rest := "", w
	if strings.HasPrefix(rest, "!") {
		neg, rest = "!", rest[1:]
	}
	sub, ok := strings.CutPrefix(rest, "sub:")
	if !ok {
		return w
	}
	if key, ok := subtypeKeys()[sub]; ok {
		return neg + "sub:" + key
	}
	return w
}

// subtypeKeys maps the folded French and Italian forms of the term
// table's subtypes to their keys.
var subtypeKeys = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	terms, err := corpus.Terms()
	if err != nil {
		return out
	}
	for _, t := range terms {
		if t.Kind != "subtype" {
			continue
		}
		for _, f := range append(slices.Clone(t.FR), t.IT...) {
			out[text.FoldLine(f)] = t.Key
		}
	}
	return out
})

// Subset reports whether every line of a is in b.
func Subset(a, b []string) bool {
	for _, l := range a {
		if !slices.Contains(b, l) {
			return false
		}
	}
	return true
}

// Abilities is the card's compiled abilities as the engine runs them: the
// spell-ability paragraphs of an instant or sorcery are one spell ability
// (the engine resolves a spell's instructions in printed order), with the
// targets of later paragraphs renumbered after the earlier ones. Unread
// paragraphs are left out: a caller must check Compiled first.
func (c *CardReading) Abilities() []*rules.Ability {
	var out []*rules.Ability
	var spell *rules.Ability
	for _, p := range c.Paragraphs {
		if p.Status != ReadCompiled {
			continue
		}
		for _, a := range p.Abilities {
			if a.Kind != rules.KindSpell || a.Label == "enchant" || len(a.Modes) > 0 {
				out = append(out, a)
				continue
			}
			if spell == nil {
				cp := *a
				spell = &cp
				out = append(out, spell)
				continue
			}
			joinSpell(spell, a)
		}
	}
	return out
}

var targetRef = regexp.MustCompile(`\bt(\d)\b`)

// shiftTargets returns a copy of e whose target references t<i> read
// t<i+n>.
func shiftTargets(e *rules.Effect, n int) *rules.Effect {
	if n == 0 {
		return e
	}
	shift := func(s string) string {
		return targetRef.ReplaceAllStringFunc(s, func(m string) string {
			i, _ := strconv.Atoi(m[1:])
			return "t" + strconv.Itoa(i+n)
		})
	}
	cp := *e
	cp.What, cp.To, cp.Source, cp.Affects = shift(e.What), shift(e.To), shift(e.Source), shift(e.Affects)
	for _, x := range []**rules.Expr{&cp.N, &cp.P, &cp.T, &cp.If} {
		if *x != nil {
			if re, err := rules.ParseExpr(shift((*x).String())); err == nil {
				*x = re
			}
		}
	}
	if e.Filter != nil {
		if f, err := rules.ParseFilter(shift(e.Filter.String())); err == nil {
			cp.Filter = f
		}
	}
	cp.Then, cp.Else = nil, nil
	for _, t := range e.Then {
		cp.Then = append(cp.Then, shiftTargets(t, n))
	}
	for _, t := range e.Else {
		cp.Else = append(cp.Else, shiftTargets(t, n))
	}
	return &cp
}

// joinSpell adds a, one more paragraph of a spell's effect, to spell: its
// targets after spell's (a's effects renumbered to match), its effects
// after spell's, or in their place when a is printed as what happens
// instead.
func joinSpell(spell, a *rules.Ability) {
	if a.CastSacrifice != "" {
		spell.CastSacrifice, spell.CastSacrificeOr = a.CastSacrifice, a.CastSacrificeOr
	}
	if a.CastExile != "" {
		spell.CastExile, spell.CastExileN = a.CastExile, a.CastExileN
	}
	if len(a.CastChoose) > 0 {
		spell.CastChoose = a.CastChoose
	}
	shift := len(spell.Targets)
	if len(a.Targets) == 0 {
		// A paragraph without targets of its own names the spell's
		// ("Ce joueur perd 3 points de vie.": the first target's
		// controller).
		shift = 0
	}
	spell.Targets = append(slices.Clip(spell.Targets), a.Targets...)
	for _, e := range a.Effects {
		if e.Replaces {
			cp := *shiftTargets(e, shift)
			cp.Else, cp.Replaces = spell.Effects, false
			spell.Effects = []*rules.Effect{&cp}
			continue
		}
		spell.Effects = append(slices.Clip(spell.Effects), shiftTargets(e, shift))
	}
}
