package rules

import "slices"

// DealtCreatures is the reference of the creatures a resolution's damage
// instructions dealt damage to: "a creature dealt damage this way" / « une
// créature ayant subi des blessures de cette manière » / « una creatura a
// cui è stato inflitto danno in questo modo » (Pillar of Flame's exile,
// Incinerate's regeneration, Aggravate's attack).
const DealtCreatures = "dealt_creatures"

// rememberDealtCreature records that the resolution dealt damage to the
// object id, if it was a creature then and the damage was more than 0.
func (g *Game) rememberDealtCreature(ctx *EvalCtx, id, dealt int) {
	if dealt <= 0 {
		return
	}
	if o := g.Objs[id]; o != nil && g.Chars(o).Is(TCreature) && !slices.Contains(ctx.vars[DealtCreatures], id) {
		ctx.remember(DealtCreatures, o)
	}
}
