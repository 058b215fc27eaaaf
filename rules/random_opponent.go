package rules

// "Puis attachez le Maléfice accablant à un autre de vos adversaires
// choisis au hasard": an opponent of the controller other than the player
// the source enchants, drawn at random; the scenario draws it (the
// resolution's next choice naming a player), else the first such opponent.
func (c *EvalCtx) otherOpponentRandom() []int {
	g := c.G
	skip := -1
	if src, _ := c.source(); src != nil && src.AttachedToPl > 0 {
		skip = src.AttachedToPl - 1
	}
	var ops []int
	for _, p := range g.Opponents(c.Ctrl) {
		if p != skip {
			ops = append(ops, p)
		}
	}
	if len(ops) == 0 {
		return nil
	}
	if len(g.Choices) > 0 {
		for _, p := range ops {
			if g.Players[p].Name == g.Choices[0] {
				g.Choices = g.Choices[1:]
				return []int{p}
			}
		}
	}
	return ops[:1]
}
