package rules

import (
	"fmt"

	"github.com/arbitre/arbitre/corpus"
)

// Cards are the knowledge base's cards as the engine reads them, by stable
// id: what a scenario that names a knowledge-base card plays with. Built
// once; each run gets its own copy of a card (Def), so that runs share no
// state.
type Cards struct {
	kb   *corpus.KB          // its lookups find cards by id
	defs map[string]*CardDef // the cards the engine can read
}

// NewCards reads the cards of a knowledge base (nil: no card).
func NewCards(kb *corpus.KB) *Cards {
	c := &Cards{kb: kb, defs: map[string]*CardDef{}}
	if kb == nil {
		return c
	}
	for i := range kb.Cards {
		if d, err := CardFromKB(&kb.Cards[i]); err == nil {
			c.defs[kb.Cards[i].ID] = d
		}
	}
	return c
}

// Has reports whether id names a knowledge-base card.
func (c *Cards) Has(id string) bool { return c.card(id) != nil }

func (c *Cards) card(id string) *corpus.Card {
	if c == nil || c.kb == nil {
		return nil
	}
	return c.kb.Card(id)
}

// Def returns a knowledge-base card as the engine reads it: a copy, to
// which a scenario may add abilities without touching the others.
func (c *Cards) Def(id string) (*CardDef, error) {
	d := c.defs[id]
	if d == nil {
		kc := c.card(id)
		if kc == nil {
			return nil, fmt.Errorf("card %s: not in the knowledge base", id)
		}
		return CardFromKB(kc) // unreadable: report its error
	}
	cp := *d
	cp.Faces = make([]*Face, len(d.Faces))
	for i, f := range d.Faces {
		fc := *f
		fc.Abilities = append([]*Ability(nil), f.Abilities...)
		fc.Keywords = append([]Keyword(nil), f.Keywords...)
		cp.Faces[i] = &fc
	}
	return &cp, nil
}
