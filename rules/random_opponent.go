package rules

// "Puis attachez le Maléfice accablant à un autre de vos adversaires
// choisis au hasard": an opponent of the controller other than the player
// the source enchants, drawn at random; the scenario draws it (the
// resolution's next choice naming a player), else the first such opponent.
func (c *evalCtx) otherOpponentRandom() []int {
	g := c.g
	skip := -1
	if src, _ := c.source(); src != nil && src.AttachedToPl > 0 {
		skip = src.AttachedToPl - 1
	}
	var ops []int
	for _, p := range g.opponents(c.ctrl) {
		if p != skip {
			ops = append(ops, p)
		}
	}
	if len(ops) == 0 {
		return nil
	}
	if len(g.choices) > 0 {
		for _, p := range ops {
			if g.Players[p].Name == g.choices[0] {
				g.choices = g.choices[1:]
				return []int{p}
			}
		}
	}
	return ops[:1]
}
