package rules

// defendingPlayer is "defending player" (506.2): the player the attacking
// creature an ability is about attacks. That creature is the one its
// trigger names ("Whenever a creature you control attacks, defending
// player loses 1 life"; "Whenever ~ becomes blocked, …"), else the source
// itself ("As long as ~ is attacking, defending player can't cast
// spells"); as it last existed when it has left the battlefield. No
// attacking creature: no player.
func (c *EvalCtx) defendingPlayer() []int {
	g := c.G
	var ids []int
	if ev := c.ev; ev != nil {
		switch ev.Kind {
		case EvAttackPlayer:
			return []int{ev.Player}
		case EvAttacks:
			ids = append(ids, ev.Obj)
		case EvBlocks:
			ids = append(ids, ev.Source)
		}
	}
	ids = append(ids, c.Src)
	for _, id := range ids {
		if o, _ := g.objectOrLKI(id); o != nil && o.Attacking {
			return []int{o.AttackTarget}
		}
	}
	return nil
}
