package rules

// hasSourceName is the filter word named_self: the object has a name of
// the filter's source ("search your library for a card named Elvish
// Clancaller", "une carte appelée ~"): another card of the same name,
// whatever the language it is printed in, since the source's names are its
// own card's. A source that left is known by its last information.
func hasSourceName(c *EvalCtx, _ *Object, ch *Chars) bool {
	src := c.G.Objs[c.Src]
	if src == nil {
		if lo, _ := c.G.LKI(c.Src); lo != nil {
			src = lo
		}
	}
	if src == nil {
		return false
	}
	for _, n := range c.G.Chars(src).Names {
		if ch.HasName(n) {
			return true
		}
	}
	return false
}
