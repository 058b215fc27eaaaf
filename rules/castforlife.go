package rules

import "fmt"

// « Une fois pendant chacun de vos tours, vous pouvez lancer un sort
// depuis votre main en payant un nombre de points de vie égal à sa valeur
// de mana à la place de payer son coût de mana. » An alternative cost
// (alt: life): no other alternative cost with it, additional costs paid
// as usual, timing rules unchanged.

// canCastForLife checks that p controls such an effect, has not used it
// this turn, casts from their hand during their turn and can pay the life.
func (g *Game) canCastForLife(p int, obj *Object, ch *Chars) error {
	found := false
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "cast_for_life" && e.ctrl == p {
			found = true
		}
	}
	switch pl := g.Players[p]; {
	case !found:
		return fmt.Errorf("no effect lets %s pay life for %s", pl.Name, obj.Card.Name)
	case g.Active != p:
		return fmt.Errorf("paying life instead of the mana cost: only during your turn")
	case pl.CastForLifeTurn == g.Turn && g.Turn > 0:
		return fmt.Errorf("paying life instead of the mana cost: once during each of your turns")
	case obj.Zone != ZoneHand:
		return fmt.Errorf("paying life instead of the mana cost: only a spell from your hand")
	case pl.Life < ch.ManaValue:
		return fmt.Errorf("cannot pay %d life with %d (119.4)", ch.ManaValue, pl.Life)
	}
	return nil
}

// payForLife pays the spell's mana value in life as it is cast.
func (g *Game) payForLife(p int, spell *Object) {
	g.Players[p].CastForLifeTurn = g.Turn
	g.loseLife(p, g.Chars(spell).ManaValue, spell.ID)
}
