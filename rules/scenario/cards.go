package scenario

import (
	"fmt"
	"slices"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/read"
)

// Cards are the knowledge base's cards as the engine reads them, by stable
// id: what a scenario that names a knowledge-base card plays with. Each
// card is read the first time it is asked for, and kept; each run gets its
// own copy of a card (Def), so that runs share no state. A knowledge base
// of many sets holds tens of thousands of cards, of which the scenarios
// play a few hundred: read all at once, they made most of a reload's work.
type Cards struct {
	kb *corpus.KB // its lookups find cards by id
	// vocab is the subtypes the knowledge base prints, made once.
	vocab func() *read.Vocabulary
	mu    sync.Mutex
	read  map[string]*cardRead
}

// cardRead is one card as read, once.
type cardRead struct {
	once sync.Once
	// def is the card as printed: its type line, cost, keywords and every
	// ability the reader compiles from its text; bare the same card
	// without the reader's abilities: what a scenario that writes a card's
	// abilities itself (with a reason) adds them to; reading the reader's
	// reading. All nil for a card CardFromKB cannot read.
	def, bare *rules.CardDef
	reading   *read.CardReading
}

// NewCards is the cards of a knowledge base (nil: no card).
func NewCards(kb *corpus.KB) *Cards {
	return &Cards{kb: kb, read: map[string]*cardRead{}, vocab: sync.OnceValue(func() *read.Vocabulary { return read.NewVocabulary(kb) })}
}

// card reads the card id on its first call; nil when there is no such
// card.
func (c *Cards) cardRead(id string) *cardRead {
	kc := c.card(id)
	if kc == nil {
		return nil
	}
	c.mu.Lock()
	r := c.read[id]
	if r == nil {
		r = &cardRead{}
		c.read[id] = r
	}
	c.mu.Unlock()
	r.once.Do(func() {
		// The cards are read as the report reads them (ReadCards), with
		// the subtypes the knowledge base prints: a scenario plays what
		// "arbitre verify --cards" counts as compiled.
		d, err := rules.CardFromKB(kc)
		if err != nil {
			return
		}
		r.bare, r.def = d, d
		cr, err := read.ReadCardWith(kc, c.vocab())
		if err != nil {
			return
		}
		r.reading, r.def = cr, withPrinted(d, cr)
	})
	return r
}

// withPrinted returns a copy of d with the abilities the reader compiled
// from each face's paragraphs. An ability that CardFromKB already read
// from its wording (a land's mana ability, monstrosity) is the reader's
// too: the reader's one is kept, so that no ability is there twice.
func withPrinted(d *rules.CardDef, cr *read.CardReading) *rules.CardDef {
	cp := copyDef(d)
	for fi, f := range cp.Faces {
		face := &read.CardReading{CardID: cr.CardID, Lang: cr.Lang}
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
			if p.Status != read.ReadCompiled || p.Kind != "several" && p.Kind != "keywords" {
				continue
			}
			for _, k := range p.Keywords {
				if _, ok := rules.FaceChars(f, 0).Keyword(k.Key); !ok {
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
		var kept []*rules.Ability
		for _, a := range f.Abilities {
			if a.Intrinsic || !labels[a.Label] {
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
func (c *Cards) Reading(id string) *read.CardReading {
	if r := c.cardRead(id); r != nil {
		return r.reading
	}
	return nil
}

// Def returns a knowledge-base card as the engine reads it, with the
// abilities compiled from its print: a copy, so that runs share nothing.
func (c *Cards) Def(id string) (*rules.CardDef, error) {
	return c.def(id, func(r *cardRead) *rules.CardDef { return r.def })
}

// WrittenDef returns a knowledge-base card without the abilities the reader
// compiles from its text (its cost, types, keywords and the few abilities
// read from their wording alone stay): the card to which a scenario that
// overrides the print, with a reason, adds the abilities it writes.
func (c *Cards) WrittenDef(id string) (*rules.CardDef, error) {
	return c.def(id, func(r *cardRead) *rules.CardDef { return r.bare })
}

func (c *Cards) def(id string, which func(*cardRead) *rules.CardDef) (*rules.CardDef, error) {
	r := c.cardRead(id)
	if r == nil {
		return nil, fmt.Errorf("card %s: not in the knowledge base", id)
	}
	if d := which(r); d != nil {
		return copyDef(d), nil
	}
	return rules.CardFromKB(c.card(id)) // unreadable: report its error
}

// copyDef copies a card and its faces' lists of abilities and keywords
// (the abilities themselves are never written to).
func copyDef(d *rules.CardDef) *rules.CardDef {
	cp := *d
	cp.Faces = make([]*rules.Face, len(d.Faces))
	for i, f := range d.Faces {
		fc := *f
		fc.Abilities = append([]*rules.Ability(nil), f.Abilities...)
		fc.Keywords = append([]rules.Keyword(nil), f.Keywords...)
		cp.Faces[i] = &fc
	}
	return &cp
}
