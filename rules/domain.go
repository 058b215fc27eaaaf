package rules

// Domain (« domaine », "dominio"): "for each basic land type among lands
// you control" counts the basic land types (305.6: Plains, Island, Swamp,
// Mountain, Forest) that at least one land the player controls has, each
// once, however many lands have it and whatever language their type
// lines are printed in (SubtypeName writes « forêt », "Foresta" forest).

// BasicLandTypes returns how many of the five basic land types are among
// the lands player p controls.
func (g *Game) BasicLandTypes(p int) int {
	seen := map[string]bool{}
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Controller != p || !c.Is(TLand) {
			continue
		}
		for _, s := range c.Subtypes {
			if _, ok := basicLandColor[SubtypeName(s)]; ok {
				seen[SubtypeName(s)] = true
			}
		}
	}
	return len(seen)
}
