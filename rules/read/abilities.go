package read

import (
	"regexp"
	"slices"
	"strconv"

	"github.com/arbitre/arbitre/rules"
)

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
