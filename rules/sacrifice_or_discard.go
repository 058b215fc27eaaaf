package rules

import (
	"cmp"
	"fmt"
	"slices"
)

// "Chaque adversaire peut sacrifier un permanent non-terrain ou se défausser
// d'une carte. Puis ~ inflige un nombre de blessures égal à sa force à
// chaque adversaire qui n'a pas sacrifié de permanent ou ne s'est pas
// défaussé d'une carte de cette manière." Each player, in turn order,
// chooses a permanent to sacrifice, a card to discard or neither (the
// resolution's choices, one per player: an alias, or "none"; without a
// choice, neither); then the sacrifices and discards happen at once.
// Later instructions call the players who did neither "declined".

func sacrificeOrDiscardOp() Op {
	return Op{Name: "sacrifice_or_discard", Doc: "each player to names (default each opponent), in turn order, may sacrifice a permanent matching filter or discard a card: the resolution's choices, one per player (an alias of theirs, or none); then all of it happens at once; later instructions call the players who did neither declined",
		Args:    []Arg{Req("filter", ArgFilter), Opt("to", ArgPlayer)},
		Handler: OneShot((*Game).opSacrificeOrDiscard)}
}

func (g *Game) opSacrificeOrDiscard(e *Effect, ctx *EvalCtx) error {
	if e.Filter == nil {
		return fmt.Errorf("sacrifice_or_discard without filter")
	}
	var sac, disc []*Object
	ctx.declined = nil
	for _, p := range g.inTurnOrder(ctx.PlayerRef(cmp.Or(e.To, "each_opponent"))) {
		choice := "none"
		if len(g.Choices) > 0 {
			choice, g.Choices = g.Choices[0], g.Choices[1:]
		}
		if choice == "none" {
			ctx.declined = append(ctx.declined, p)
			g.logf("%s neither sacrifices nor discards", g.Players[p].Name)
			continue
		}
		o := g.ByAlias(choice)
		switch {
		case o != nil && o.Zone == ZoneBattlefield && g.Chars(o).Controller == p && matchPreds(ctx, e.Filter, o, g.Chars(o)):
			sac = append(sac, o)
		case o != nil && o.Zone == ZoneHand && o.Owner == p:
			disc = append(disc, o)
		default:
			return fmt.Errorf("sacrifice_or_discard: %q is neither a permanent of %s's that is %s nor a card in their hand", choice, g.Players[p].Name, e.Filter.src)
		}
	}
	g.simultaneously(func() {
		for _, o := range sac {
			g.sacrifice(o, g.Chars(o).Controller)
		}
		for _, o := range disc {
			g.discard(o)
		}
	})
	return nil
}

// inTurnOrder sorts players in turn order, starting with the active
// player.
func (g *Game) inTurnOrder(ps []int) []int {
	n := len(g.Players)
	out := slices.Clone(ps)
	slices.SortFunc(out, func(a, b int) int { return (a-g.Active+n)%n - (b-g.Active+n)%n })
	return out
}
