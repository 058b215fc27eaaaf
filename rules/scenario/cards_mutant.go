package scenario

import "github.com/arbitre/arbitre/rules"

// WithDefs returns the cards with each def of defs played in place of the
// knowledge-base card of its id, as if the reader had compiled the card's
// print to it: the mutation test of package verify plays cards whose
// compiled abilities it changed. The other cards are shared with c (read
// once); c is not changed.
func (c *Cards) WithDefs(defs map[string]*rules.CardDef) *Cards {
	n := &Cards{kb: c.kb, vocab: c.vocab, read: map[string]*cardRead{}}
	c.mu.Lock()
	for k, v := range c.read {
		n.read[k] = v
	}
	c.mu.Unlock()
	for id, d := range defs {
		old := c.cardRead(id)
		r := &cardRead{def: d, bare: d}
		if old != nil {
			r.bare, r.reading = old.bare, old.reading
		}
		r.once.Do(func() {}) // read already: the def is given
		n.read[id] = r
	}
	return n
}

// given returns the def WithDefs gave for id, a copy; nil when none was
// given. A real printed card a scenario declares (its id: PrintedID) plays
// it in place of what the reader compiles from its text, as a
// knowledge-base card does.
func (c *Cards) given(id string) *rules.CardDef {
	if c == nil {
		return nil
	}
	c.mu.Lock()
	r := c.read[id]
	c.mu.Unlock()
	if r == nil || r.def == nil {
		return nil
	}
	return copyDef(r.def)
}
