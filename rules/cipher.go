package rules

import (
	"fmt"
	"slices"
)

// Cipher (702.99a) is two abilities: the spell's last instruction, "then
// you may exile this spell card encoded on a creature you control", and,
// for as long as the card is encoded on that creature, the creature's
// "Whenever this creature deals combat damage to a player, you may copy
// the encoded card and you may cast the copy without paying its mana
// cost." The link lasts while the card stays in exile and the creature on
// the battlefield (702.99c): either one moving makes a new object, and the
// new object has no link. Each encoded card gives its own trigger.

func cipherOps() []Op {
	return []Op{
		{Name: "cast_encoded", Doc: "cipher (702.99a): the controller may copy the card encoded on the source whose object id is n and cast the copy without paying its mana cost, now (targets: the resolve action's); decline lets it go",
			Args: []Arg{Req("n", ArgExpr), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opCastEncoded)},
	}
}

// encode follows a resolving spell with cipher: the resolution's next
// choice names the creature its controller encodes it on; with no such
// choice the player declines (the instruction is a "may") and the card
// goes to the graveyard as usual. It reports whether the card was exiled.
func (g *Game) encode(top *Object) bool {
	if top.Card == nil || len(g.Choices) == 0 {
		return false
	}
	cr := g.ByAlias(g.Choices[0])
	if cr == nil || cr.Zone != ZoneBattlefield || !g.Chars(cr).Is(TCreature) || g.Chars(cr).Controller != top.Controller {
		g.logf("cipher: no creature you control is chosen, %s is not encoded", g.Describe(top))
		return false
	}
	g.Choices = g.Choices[1:]
	n := g.Move(top, ZoneExile, MoveOpts{})
	if n == nil || n.Zone != ZoneExile {
		return true
	}
	cr.Encoded = append(cr.Encoded, n.ID)
	g.Touch()
	g.logf("%s is encoded on %s (cipher)", g.Describe(n), g.Describe(cr))
	return true
}

// encodedOn lists the cards still encoded on o: in exile, not moved since.
func (g *Game) encodedOn(o *Object) []int {
	var out []int
	for _, id := range o.Encoded {
		if c := g.Objs[id]; c != nil && c.Zone == ZoneExile {
			out = append(out, id)
		}
	}
	return out
}

// addCipherTriggers gives a creature on the battlefield the triggered
// ability of each card encoded on it, one value per card so that the game
// sees the same ability every time it looks.
func (g *Game) addCipherTriggers(o *Object, c *Chars) {
	if o.Zone != ZoneBattlefield || len(o.Encoded) == 0 {
		return
	}
	for _, id := range g.encodedOn(o) {
		key := fmt.Sprintf("cipher #%d", id)
		a, ok := g.kwAbilities[key]
		if !ok {
			a = g.keepKeywordAbility(key, &Ability{Kind: KindTriggered, Label: "cipher", When: "combat_damage_player",
				Filter: MustParseFilter("self"), Effects: []*Effect{{Op: "cast_encoded", N: ConstExpr(id), Optional: true}}})
		}
		if !hasAbility(c.Abilities, a) {
			c.Abilities = append(c.Abilities, a)
		}
	}
}

// opCastEncoded copies the encoded card in exile and casts the copy
// without paying its mana cost (707.12); a copy not cast ceases to exist
// (704.5e).
func (g *Game) opCastEncoded(e *Effect, ctx *EvalCtx) error {
	id := g.num(e.N, ctx, 0)
	src := g.Objs[ctx.Src]
	card := g.Objs[id]
	if card == nil || card.Card == nil || card.Zone != ZoneExile || src == nil || !slices.Contains(g.encodedOn(src), id) {
		g.logf("cipher: the card is no longer encoded on the creature")
		return nil
	}
	c := g.newObject(card.Card, ctx.Ctrl, ZoneExile)
	c.Copy = true
	c.CopyOf = card.ID
	g.cardCopies++
	g.insert(c, c.Zone, false)
	g.logf("%s copies %s (cipher)", g.Players[ctx.Ctrl].Name, card.Card.Name)
	opts := CastOptions{Door: -1, Free: true, ignoreTiming: true, fromEffect: true, Targets: g.CastTargets}
	if _, err := g.Cast(ctx.Ctrl, c, opts); err != nil {
		return fmt.Errorf("cipher: %w", err)
	}
	return nil
}
