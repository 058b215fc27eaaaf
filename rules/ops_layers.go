package rules

import (
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// layerOps change characteristics, each in its layer of rule 613; the
// handler applies the effect to one object's characteristics.
func layerOps() []Op {
	pt := []Arg{Opt("p", ArgExpr), Opt("t", ArgExpr)}
	return []Op{
		{Name: "control", Doc: "the effect's controller, or the player to names as it begins (none: no change), controls the affected permanents (layer 2)",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: layered(layerControl, applyControl)},
		{Name: "add_types", Doc: "adds card types or supertypes (types) and subtypes (subtypes; chosen: the type chosen for the source; all_creature_types: every creature type)",
			Args: []Arg{Opt("types", ArgWords), Opt("subtypes", ArgWords)}, Handler: layered(layerType, applyAddTypes)},
		{Name: "remove_types", Doc: "removes card types (losing creature loses the creature types, 205.1b)",
			Args: []Arg{Req("types", ArgWords)}, Handler: layered(layerType, func(_ *Game, e *contEffect, _ *Object, c *Chars) {
				removeTypes(c, e.op.Types)
			})},
		{Name: "not_creature", Doc: "the affected permanents are not creatures",
			Handler: layered(layerType, applyNotCreature)},
		{Name: "set_types", Doc: "the card types become types (\"it's an enchantment\"), creature types are lost",
			Args: []Arg{Req("types", ArgWords)}, Handler: layered(layerType, applySetTypes)},
		{Name: "set_colors", Doc: "the colors become colors (letters WUBRG; empty for colorless)",
			Args: []Arg{Opt("colors", ArgColors)}, Handler: layered(layerColor, applySetColors)},
		{Name: "grant", Doc: "grants keywords (\"protection:red\") and an ability",
			Args: []Arg{Opt("keywords", ArgWords), Opt("ability", ArgAbility)}, Handler: layered(layerAbility, applyGrant)},
		{Name: "lose_abilities", Doc: "the affected objects lose all abilities",
			Handler: layered(layerAbility, func(_ *Game, _ *contEffect, _ *Object, c *Chars) { c.Keywords, c.Abilities = nil, nil })},
		{Name: "lose_keywords", Doc: "the affected objects lose keywords",
			Args: []Arg{Req("keywords", ArgWords)}, Handler: layered(layerAbility, applyLoseKeywords)},
		{Name: "copy_activated", Doc: "the affected objects have the activated abilities of the other permanents matching the source's filter",
			Handler: layered(layerAbility, func(g *Game, _ *contEffect, o *Object, c *Chars) {
				c.Abilities = append(c.Abilities, g.activatedOfOthers(o, c)...)
			})},
		{Name: "cda_pt", Doc: "characteristic-defining power p and toughness t (layer 7a), evaluated continuously",
			Args: pt, Handler: layered(layerPTCDA, applySetPT)},
		{Name: "set_pt", Doc: "power becomes p and toughness t (layer 7b)", Args: pt, Handler: layered(layerPTSet, applySetPT)},
		{Name: "pump", Doc: "gets +p/+t (layer 7c); fixed as a resolving effect begins (608.2h)", Args: pt, Handler: layered(layerPTMod, applyPump)},
		{Name: "switch_pt", Doc: "power and toughness switch (layer 7d)",
			Handler: layered(layerPTSwap, func(_ *Game, _ *contEffect, _ *Object, c *Chars) { c.Power, c.Toughness = c.Toughness, c.Power })},
	}
}

// applyLayer applies one layer effect to one object's characteristics.
func applyLayer(g *Game, e *contEffect, o *Object, c *Chars) {
	if e.apply != nil {
		e.apply(g, e, o, c)
	}
}

func applyAddTypes(g *Game, e *contEffect, _ *Object, c *Chars) {
	for _, t := range e.op.Types {
		if ct, ok := CardTypeWord(t); ok {
			c.addType(ct)
		} else if st, ok := supertypeWord(t); ok {
			c.Supertypes = appendUnique(c.Supertypes, st)
		}
	}
	for _, s := range e.op.Subtypes {
		if s == AllCreatureTypes {
			c.EveryCreatureType = true
			continue
		}
		if s == "chosen" {
			// The type chosen for the effect's source (choose_creature_type).
			src := g.Objs[e.source]
			if src == nil || src.ChosenType == "" {
				continue
			}
			s = src.ChosenType
		}
		if cs, ok := subWords[text.FoldLine(s)]; ok {
			s = cs
		}
		c.Subtypes = appendUnique(c.Subtypes, s)
	}
}

func removeTypes(c *Chars, types []string) {
	for _, t := range types {
		ct := t
		if x, ok := CardTypeWord(t); ok {
			ct = x
		}
		if ct == TCreature && c.Is(TCreature) {
			// Losing the creature type loses creature subtypes (205.1b).
			c.Subtypes = keepNonCreatureSubtypes(c.Subtypes)
			c.EveryCreatureType = false
		}
		c.removeType(ct)
	}
}

// applyNotCreature: an impending permanent with time counters is not a
// creature; neither is what not_creature affects.
func applyNotCreature(_ *Game, _ *contEffect, _ *Object, c *Chars) {
	removeTypes(c, []string{TCreature})
}

func applySetTypes(_ *Game, e *contEffect, _ *Object, c *Chars) {
	// "It's an enchantment" (Courage perpétuel): replaces the card types.
	c.Types = nil
	for _, t := range e.op.Types {
		if ct, ok := CardTypeWord(t); ok {
			c.addType(ct)
		}
	}
	c.Subtypes = keepNonCreatureSubtypes(c.Subtypes)
	c.EveryCreatureType = false
}

// applyBestowed makes a bestowed permanent or spell an aura, not a
// creature (702.103b); rules attach it, no op creates it.
func applyBestowed(_ *Game, _ *contEffect, _ *Object, c *Chars) {
	c.removeType(TCreature)
	c.Subtypes = keepNonCreatureSubtypes(c.Subtypes)
	c.EveryCreatureType = false
	c.Subtypes = appendUnique(c.Subtypes, SubAura)
}

func applySetColors(_ *Game, e *contEffect, _ *Object, c *Chars) {
	c.Colors = nil
	for _, r := range e.op.Colors {
		if Color(r).IsColor() {
			c.Colors = append(c.Colors, Color(r))
		}
	}
}

func applyGrant(g *Game, e *contEffect, _ *Object, c *Chars) {
	for _, k := range e.op.Keywords {
		key, arg, _ := strings.Cut(k, ":")
		if arg == ChosenColor {
			// "Protection from the chosen color": the color its source
			// chose as it entered (chosen_color_static.go); none, none.
			if arg = g.enteredColor(e.source); arg == "" {
				continue
			}
		}
		kw := Keyword{Key: key, Arg: arg}
		if cost, err := ParseManaCost(arg); err == nil && strings.HasPrefix(arg, "{") {
			// A keyword with a mana cost ("ward:{2}"): the cost its
			// ability pays.
			kw.Cost, kw.Arg = cost, ""
		}
		c.addKeyword(kw)
	}
	if e.op.Ability != nil {
		c.Abilities = append(c.Abilities, e.op.Ability)
	}
}

func applyLoseKeywords(_ *Game, e *contEffect, _ *Object, c *Chars) {
	for _, k := range e.op.Keywords {
		out := c.Keywords[:0:0]
		for _, x := range c.Keywords {
			if x.Key != k {
				out = append(out, x)
			}
		}
		c.Keywords = out
	}
}

// applySetPT sets power and toughness (cda_pt, set_pt).
func applySetPT(_ *Game, e *contEffect, o *Object, c *Chars) {
	op := e.op
	c.HasPT = true
	p, t := e.p, e.t
	if !e.locked2() {
		ctx := e.ctx.with(o)
		if op.P != nil {
			p = op.P.Eval(ctx)
		}
		if op.T != nil {
			t = op.T.Eval(ctx)
		}
	}
	if op.P != nil {
		c.Power = p
	}
	if op.T != nil {
		c.Toughness = t
	}
}

func applyPump(_ *Game, e *contEffect, o *Object, c *Chars) {
	op := e.op
	p, t := e.p, e.t
	if !e.locked2() {
		ctx := e.ctx.with(o)
		p, t = 0, 0
		if op.P != nil {
			p = op.P.Eval(ctx)
		}
		if op.T != nil {
			t = op.T.Eval(ctx)
		}
	}
	c.Power += p
	c.Toughness += t
}
