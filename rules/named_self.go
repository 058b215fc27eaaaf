package rules

// hasSourceName is the filter word named_self: the object has a name of
// the filter's source ("search your library for a card named Elvish
// Clancaller", "une carte appelée ~"): another card of the same name,
// whatever the language it is printed in, since the source's names are its
// own card's. A source that left is known by its last information.
func hasSourceName(c *EvalCtx, _ *Object, ch *Chars) bool {
	src := c.sourceOrLast()
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

// sourceOrLast is the filter's source, or as it last existed where it left
// (its last known information) once it is gone; nil if neither.
func (c *EvalCtx) sourceOrLast() *Object {
	if src := c.G.Objs[c.Src]; src != nil {
		return src
	}
	lo, _ := c.G.LKI(c.Src)
	return lo
}
