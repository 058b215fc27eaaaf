package rules

import "fmt"

// Valgavoth, dévoreur de terreur: « Si une carte que vous ne contrôliez pas
// devait être mise dans le cimetière d'un adversaire d'où qu'elle vienne,
// exilez-la à la place. Pendant votre tour, vous pouvez jouer des cartes
// exilées par Valgavoth. Si vous lancez un sort de cette manière, payez un
// nombre de points de vie égal à sa valeur de mana à la place de son coût
// de mana. » A card exiled by a replacement effect remembers its source
// (Object.ExiledBy; filter word exiled_by_self). A may_play effect of kind
// life lets its cards be played, and the spells cast that way are cast
// for the alternative cost of their mana value in life (alt: life): not
// their mana cost nor another alternative cost; additional costs are paid
// as usual, and the timing rules are those of the card (601.3, 305.1).

// lifePermits reports whether a "pay life instead" permission covers
// casting obj for p.
func (g *Game) lifePermits(p int, obj *Object, spell *Chars) bool {
	if obj.Zone == ZoneHand || obj.Zone == ZoneBattlefield || obj.Zone == ZoneStack {
		return false
	}
	for _, ce := range g.activeEffects() {
		if ce.kind == effPlayer && ce.op.Op == "may_play" && ce.op.Kind == "life" && g.permits(ce, p, obj, spell) {
			return true
		}
	}
	return false
}

// checkLifePermit refuses a cast under such a permission that does not
// pay life, or a player who has less life than the spell's mana value.
func (g *Game) checkLifePermit(p int, obj *Object, ch *Chars, opts CastOptions) error {
	if !g.lifePermits(p, obj, ch) {
		return nil
	}
	if opts.Alt != "life" {
		return fmt.Errorf("%s is cast this way by paying life equal to its mana value (alt: life), not %s", obj.Card.Name, altName(opts.Alt))
	}
	if pl := g.Players[p]; pl.Life < ch.ManaValue {
		return fmt.Errorf("cannot pay %d life with %d (119.4)", ch.ManaValue, pl.Life)
	}
	return nil
}

func altName(alt string) string {
	if alt == "" || alt == "normal" {
		return "its mana cost"
	}
	return "the alternative cost " + alt
}
