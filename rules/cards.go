package rules

import (
	"fmt"
	"slices"

	"github.com/arbitre/arbitre/corpus"
)

// Cards are the knowledge base's cards as the engine reads them, by stable
// id: what a scenario that names a knowledge-base card plays with. Built
// once; each run gets its own copy of a card (Def), so that runs share no
// state.
type Cards struct {
	kb *corpus.KB // its lookups find cards by id
	// defs are the cards as printed: their type line, cost, keywords and
	// every ability the reader compiles from their text.
	defs map[string]*CardDef
	// bare are the same cards without the reader's abilities: what a
	// scenario that writes a card's abilities itself (with a reason) adds
	// them to.
	bare map[string]*CardDef
	// readings are the reader's readings of every card.
	readings map[string]*CardReading
}

// NewCards reads the cards of a knowledge base (nil: no card).
func NewCards(kb *corpus.KB) *Cards {
	c := &Cards{kb: kb, defs: map[string]*CardDef{}, bare: map[string]*CardDef{}, readings: map[string]*CardReading{}}
	if kb == nil {
		return c
	}
	// The cards are read as the report reads them (ReadCards), with the
	// subtypes the knowledge base prints: a scenario plays what
	// "arbitre verify --cards" counts as compiled.
	vocab := NewVocabulary(kb)
	for i := range kb.Cards {
		kc := &kb.Cards[i]
		d, err := CardFromKB(kc)
		if err != nil {
			continue
		}
		c.bare[kc.ID] = d
		cr, err := ReadCardWith(kc, vocab)
		if err != nil {
			c.defs[kc.ID] = d
			continue
		}
		c.readings[kc.ID] = cr
		c.defs[kc.ID] = withPrinted(d, cr)
	}
	return c
}

// withPrinted returns a copy of d with the abilities the reader compiled
// from each face's paragraphs. An ability that CardFromKB already read
// from its wording (a land's mana ability, monstrosity) is the reader's
// too: the reader's one is kept, so that no ability is there twice.
func withPrinted(d *CardDef, cr *CardReading) *CardDef {
	cp := copyDef(d)
	for fi, f := range cp.Faces {
		face := &CardReading{CardID: cr.CardID, Lang: cr.Lang}
		for _, p := range cr.Paragraphs {
			if p.Face == fi || (p.Face < 0 && fi == 0 && !d.Room) {
				face.Paragraphs = append(face.Paragraphs, p)
			}
		}
		// A keyword printed at the end of another ability's paragraph
		// ("… su di essa. Sospendere 3—{1}{B}"), or with a cost that is
		// not mana ("Équipement — Sacrifiez une créature."), is the
		// reader's alone.
		for _, p := range face.Paragraphs {
			if p.Status != ReadCompiled || p.Kind != "several" && p.Kind != "keywords" {
				continue
			}
			for _, k := range p.Keywords {
				if _, ok := faceChars(f, 0).Keyword(k.Key); !ok {
					f.Keywords = append(slices.Clip(f.Keywords), k)
				}
			}
		}
		printed := face.Abilities()
		if len(printed) == 0 {
			continue
		}
		labels := map[string]bool{}
		for _, a := range printed {
			labels[a.Label] = true
		}
		var kept []*Ability
		for _, a := range f.Abilities {
			if a.intrinsic || !labels[a.Label] {
				kept = append(kept, a)
			}
		}
		f.Abilities = append(kept, printed...)
	}
	return cp
}

// Has reports whether id names a knowledge-base card.
func (c *Cards) Has(id string) bool { return c.card(id) != nil }

func (c *Cards) card(id string) *corpus.Card {
	if c == nil || c.kb == nil {
		return nil
	}
	return c.kb.Card(id)
}

// Reading returns the reader's reading of a card, nil if none.
func (c *Cards) Reading(id string) *CardReading {
	if c == nil {
		return nil
	}
	return c.readings[id]
}

// Def returns a knowledge-base card as the engine reads it, with the
// abilities compiled from its print: a copy, so that runs share nothing.
func (c *Cards) Def(id string) (*CardDef, error) { return c.def(c.defs, id) }

// WrittenDef returns a knowledge-base card without the abilities the reader
// compiles from its text (its cost, types, keywords and the few abilities
// read from their wording alone stay): the card to which a scenario that
// overrides the print, with a reason, adds the abilities it writes.
func (c *Cards) WrittenDef(id string) (*CardDef, error) { return c.def(c.bare, id) }

func (c *Cards) def(defs map[string]*CardDef, id string) (*CardDef, error) {
	d := defs[id]
	if d == nil {
		kc := c.card(id)
		if kc == nil {
			return nil, fmt.Errorf("card %s: not in the knowledge base", id)
		}
		return CardFromKB(kc) // unreadable: report its error
	}
	return copyDef(d), nil
}

// copyDef copies a card and its faces' lists of abilities and keywords
// (the abilities themselves are never written to).
func copyDef(d *CardDef) *CardDef {
	cp := *d
	cp.Faces = make([]*Face, len(d.Faces))
	for i, f := range d.Faces {
		fc := *f
		fc.Abilities = append([]*Ability(nil), f.Abilities...)
		fc.Keywords = append([]Keyword(nil), f.Keywords...)
		cp.Faces[i] = &fc
	}
	return &cp
}
