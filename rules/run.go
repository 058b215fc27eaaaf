package rules

// byAlias returns the newest object a scenario's alias names (a card that
// changed zones is a new object with the same alias), or nil.
func (g *Game) ByAlias(alias string) *Object {
	var best *Object
	for _, o := range g.Objs {
		if o.Alias != alias {
			continue
		}
		if best == nil || o.ID > best.ID {
			best = o
		}
	}
	return best
}
