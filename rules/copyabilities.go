package rules

// activatedOfOthers returns the activated abilities (mana abilities
// included) of the other creatures o's controller controls that do not
// share a name with o: Marvin, Mimic Omicida "has all activated abilities
// of creatures you control that don't have the same name as this
// creature". The abilities are the same objects: a reference to "self" in
// one of them means whoever activates it, so Marvin's version of "Shuffle
// Affondatore delle Fosse Sommerse …" shuffles Marvin. It is called while
// layer 6 is applied, so the others' abilities are those they have at that
// point.
func (g *Game) activatedOfOthers(o *Object, c *Chars) []*Ability {
	var out []*Ability
	for _, other := range g.Battlefield() {
		if other.ID == o.ID {
			continue
		}
		oc := g.partial[other.ID]
		if oc == nil {
			oc = g.BaseChars(other)
		}
		if !oc.Is(TCreature) || oc.Controller != c.Controller || sharesName(oc, c) {
			continue
		}
		for _, a := range oc.Abilities {
			if a.Kind == KindActivated || a.Kind == KindMana {
				out = append(out, a)
			}
		}
	}
	return out
}

// sharesName reports whether two objects have a name in common; objects
// without a name (face down) share none.
func sharesName(a, b *Chars) bool {
	for _, n := range a.Names {
		if b.HasName(n) {
			return true
		}
	}
	return false
}
