package corpus

import (
	"fmt"
	"slices"
)

// Element kinds, as Element.Kind reports them.
const (
	ElementDocument = "document"
	ElementCard     = "card"
	ElementRuling   = "ruling"
	ElementSection  = "section"
	ElementGlossary = "glossary"
	ElementRule     = "rule"
)

// Element says what an id names: its kind, document and language, and for
// a ruling the card or section that holds it.
type Element struct {
	ID    string
	Kind  string // Element* constants
	Doc   string // the document's own id for a document
	Lang  string
	Owner string // for a ruling: the id of its card or section; "" otherwise
}

// Contents are the elements of one document, each kind in document order.
type Contents struct {
	Cards    []*Card
	Sections []*Section
	Glossary []*GlossaryEntry
	Rules    []*Rule
}

// lookup holds the knowledge base's indexes. KB.Index builds it once the
// slices are complete and nothing writes to it afterwards, so any number
// of goroutines may read it. Its pointers point into the KB's slices.
type lookup struct {
	// of and sizes are the KB the lookups were built for and the lengths
	// of its slices then: a copy of the KB, or one whose slices grew or
	// shrank, would read lookups that point elsewhere.
	of    *KB
	sizes [5]int
	// elements locates every id of every kind in the KB's slices: one
	// small value per id, rather than an Element and a pointer, since a
	// large corpus has hundreds of thousands of ids.
	elements map[string]ref
	byNumber map[string][]*Rule // rule number → paragraphs, document order
	bySet    map[string][]*Document
	contents map[string]*Contents  // document id → its elements
	children map[string][]*Section // section id → sub-sections
	printing map[string][]*Section // card id → sections printing it as an example
	mechanic map[string][]*Section // term-table key → sections explaining it
	mechCard map[string][]*Card    // term-table key → cards using it
}

// ref locates an element in the KB's slices: its kind, and its position
// in the slice of that kind (i), or for a ruling the position of its card
// or section (i) and its own among their rulings (j).
type ref struct {
	kind refKind
	i, j int32
}

type refKind uint8

const (
	refDocument refKind = iota
	refCard
	refSection
	refGlossary
	refRule
	refCardRuling
	refSectionRuling
)

// refKinds are the Element kinds of the refKinds.
var refKinds = [...]string{
	refDocument: ElementDocument, refCard: ElementCard, refSection: ElementSection,
	refGlossary: ElementGlossary, refRule: ElementRule,
	refCardRuling: ElementRuling, refSectionRuling: ElementRuling,
}

// element is the Element that r locates in kb.
func (kb *KB) element(r ref) Element {
	switch r.kind {
	case refDocument:
		d := &kb.Documents[r.i]
		return Element{ID: d.ID, Kind: ElementDocument, Doc: d.ID, Lang: d.Lang}
	case refCard:
		c := &kb.Cards[r.i]
		return Element{ID: c.ID, Kind: ElementCard, Doc: c.Doc, Lang: c.Lang}
	case refSection:
		s := &kb.Sections[r.i]
		return Element{ID: s.ID, Kind: ElementSection, Doc: s.Doc, Lang: s.Lang}
	case refGlossary:
		g := &kb.Glossary[r.i]
		return Element{ID: g.ID, Kind: ElementGlossary, Doc: g.Doc, Lang: g.Lang}
	case refRule:
		ru := &kb.Rules[r.i]
		return Element{ID: ru.ID, Kind: ElementRule, Doc: ru.Doc, Lang: ru.Lang}
	case refCardRuling:
		c := &kb.Cards[r.i]
		return Element{ID: c.Rulings[r.j].ID, Kind: ElementRuling, Doc: c.Doc, Lang: c.Lang, Owner: c.ID}
	default: // refSectionRuling
		s := &kb.Sections[r.i]
		return Element{ID: s.Rulings[r.j].ID, Kind: ElementRuling, Doc: s.Doc, Lang: s.Lang, Owner: s.ID}
	}
}

// Index builds the knowledge base's lookups: elements by id, rulings'
// owners, documents by set, each document's contents, sub-sections, the
// sections printing a card and the sections explaining a mechanic. Ingest
// calls it once the knowledge base is complete; whoever builds or decodes
// a KB otherwise must call it before using the lookups, and must not
// change the slices afterwards (the lookups point into them).
//
// It reports an error, and leaves the previous lookups in place, when an
// id is empty or names two elements: ids are the knowledge base's keys.
func (kb *KB) Index() error {
	rulings := 0
	for i := range kb.Cards {
		rulings += len(kb.Cards[i].Rulings)
	}
	for i := range kb.Sections {
		rulings += len(kb.Sections[i].Rulings)
	}
	s := kb.sizes()
	l := &lookup{
		// Sized once: growing the maps element by element was most of
		// what Index allocated.
		elements: make(map[string]ref, s[0]+s[1]+s[2]+s[3]+s[4]+rulings),
		byNumber: make(map[string][]*Rule, len(kb.Rules)),
		bySet:    make(map[string][]*Document),
		contents: make(map[string]*Contents, len(kb.Documents)),
		children: make(map[string][]*Section),
		printing: make(map[string][]*Section),
		mechanic: make(map[string][]*Section),
		mechCard: make(map[string][]*Card),
	}
	for i := range kb.Documents {
		d := &kb.Documents[i]
		if err := l.add(d.ID, d.ID, ref{kind: refDocument, i: int32(i)}); err != nil {
			return err
		}
		l.bySet[d.Set] = append(l.bySet[d.Set], d)
		l.contentsOf(d.ID)
	}
	for i := range kb.Cards {
		if err := l.addCard(&kb.Cards[i], int32(i)); err != nil {
			return err
		}
	}
	for i := range kb.Sections {
		if err := l.addSection(&kb.Sections[i], int32(i)); err != nil {
			return err
		}
	}
	for i := range kb.Glossary {
		g := &kb.Glossary[i]
		if err := l.add(g.ID, g.Doc, ref{kind: refGlossary, i: int32(i)}); err != nil {
			return err
		}
		l.contentsOf(g.Doc).Glossary = append(l.contentsOf(g.Doc).Glossary, g)
	}
	for i := range kb.Rules {
		r := &kb.Rules[i]
		if err := l.add(r.ID, r.Doc, ref{kind: refRule, i: int32(i)}); err != nil {
			return err
		}
		l.byNumber[r.Number] = append(l.byNumber[r.Number], r)
		l.contentsOf(r.Doc).Rules = append(l.contentsOf(r.Doc).Rules, r)
	}
	l.of, l.sizes = kb, kb.sizes()
	kb.lookup = l
	return nil
}

// add files the element r of document doc under its id, which must be
// new and not empty.
func (l *lookup) add(id, doc string, r ref) error {
	if id == "" {
		return fmt.Errorf("corpus: a %s in document %q has an empty id", refKinds[r.kind], doc)
	}
	if prev, ok := l.elements[id]; ok {
		return fmt.Errorf("corpus: id %q names a %s and a %s", id, refKinds[prev.kind], refKinds[r.kind])
	}
	l.elements[id] = r
	return nil
}

// contentsOf returns document doc's contents, created empty on first use.
func (l *lookup) contentsOf(doc string) *Contents {
	c := l.contents[doc]
	if c == nil {
		c = &Contents{}
		l.contents[doc] = c
	}
	return c
}

func (l *lookup) addCard(c *Card, i int32) error {
	if err := l.add(c.ID, c.Doc, ref{kind: refCard, i: i}); err != nil {
		return err
	}
	l.contentsOf(c.Doc).Cards = append(l.contentsOf(c.Doc).Cards, c)
	for _, m := range c.Mechanics {
		l.mechCard[m] = append(l.mechCard[m], c)
	}
	return l.addRulings(c.Rulings, c.Doc, refCardRuling, i)
}

func (l *lookup) addSection(s *Section, i int32) error {
	if err := l.add(s.ID, s.Doc, ref{kind: refSection, i: i}); err != nil {
		return err
	}
	l.contentsOf(s.Doc).Sections = append(l.contentsOf(s.Doc).Sections, s)
	if s.Parent != "" {
		l.children[s.Parent] = append(l.children[s.Parent], s)
	}
	for _, id := range s.Cards {
		l.printing[id] = append(l.printing[id], s)
	}
	if s.Mechanic != "" {
		l.mechanic[s.Mechanic] = append(l.mechanic[s.Mechanic], s)
	}
	return l.addRulings(s.Rulings, s.Doc, refSectionRuling, i)
}

// addRulings files the rulings rs of the card or section at owner (kind
// refCardRuling or refSectionRuling), of document doc.
func (l *lookup) addRulings(rs []Ruling, doc string, kind refKind, owner int32) error {
	for j := range rs {
		if err := l.add(rs[j].ID, doc, ref{kind: kind, i: owner, j: int32(j)}); err != nil {
			return err
		}
	}
	return nil
}

func (kb *KB) sizes() [5]int {
	return [5]int{len(kb.Documents), len(kb.Cards), len(kb.Sections), len(kb.Glossary), len(kb.Rules)}
}

// Indexed reports whether Index has built the lookups for this KB as it
// stands: false for a copy or a KB whose slices changed length since.
func (kb *KB) Indexed() bool {
	return kb != nil && kb.lookup != nil && kb.lookup.of == kb && kb.lookup.sizes == kb.sizes()
}

// look returns the lookups. Using them before Index, or after the KB was
// copied or its slices resized, is a programming error, not a missing
// element, so it panics rather than answer "not found" or a stale element.
// (Changing an element in place is allowed; changing its id is not.)
func (kb *KB) look() *lookup {
	switch {
	case kb == nil || kb.lookup == nil:
		panic("corpus: knowledge-base lookup before KB.Index")
	case kb.lookup.of != kb || kb.lookup.sizes != kb.sizes():
		panic("corpus: knowledge base copied or resized after KB.Index; call Index again")
	}
	return kb.lookup
}

// Element says what id names; false when it names nothing.
func (kb *KB) Element(id string) (Element, bool) {
	r, ok := kb.look().elements[id]
	if !ok {
		return Element{}, false
	}
	return kb.element(r), true
}

// find locates id, if it names an element of kind k.
func (kb *KB) find(id string, k refKind) (int32, bool) {
	r, ok := kb.look().elements[id]
	return r.i, ok && r.kind == k
}

// Document returns the document with the given id, or nil.
func (kb *KB) Document(id string) *Document {
	if i, ok := kb.find(id, refDocument); ok {
		return &kb.Documents[i]
	}
	return nil
}

// Card returns the card with the given id, or nil.
func (kb *KB) Card(id string) *Card {
	if i, ok := kb.find(id, refCard); ok {
		return &kb.Cards[i]
	}
	return nil
}

// Section returns the section with the given id, or nil.
func (kb *KB) Section(id string) *Section {
	if i, ok := kb.find(id, refSection); ok {
		return &kb.Sections[i]
	}
	return nil
}

// GlossaryEntry returns the glossary entry with the given id, or nil.
func (kb *KB) GlossaryEntry(id string) *GlossaryEntry {
	if i, ok := kb.find(id, refGlossary); ok {
		return &kb.Glossary[i]
	}
	return nil
}

// Rule returns the rule paragraph with the given id ("emn-fr-702.118a"),
// or nil.
func (kb *KB) Rule(id string) *Rule {
	if i, ok := kb.find(id, refRule); ok {
		return &kb.Rules[i]
	}
	return nil
}

// Ruling returns the ruling with the given id and the id of the card or
// section that holds it; nil and "" when there is none.
func (kb *KB) Ruling(id string) (r *Ruling, owner string) {
	switch e, ok := kb.look().elements[id]; {
	case ok && e.kind == refCardRuling:
		c := &kb.Cards[e.i]
		return &c.Rulings[e.j], c.ID
	case ok && e.kind == refSectionRuling:
		s := &kb.Sections[e.i]
		return &s.Rulings[e.j], s.ID
	}
	return nil, ""
}

// The lookups below return shared slices in document order; the caller
// must not modify them. They are clipped, so appending to one copies it.

// RulesNumbered returns the rule paragraphs numbered exactly number
// ("702.118a"), one per document that prints it.
func (kb *KB) RulesNumbered(number string) []*Rule {
	return slices.Clip(kb.look().byNumber[number])
}

// SetDocuments returns the documents of a set ("dsk": the French and the
// Italian release notes).
func (kb *KB) SetDocuments(set string) []*Document {
	return slices.Clip(kb.look().bySet[set])
}

// Contents returns the elements of document doc; all empty for an unknown
// document.
func (kb *KB) Contents(doc string) Contents {
	c := kb.look().contents[doc]
	if c == nil {
		return Contents{}
	}
	return Contents{
		Cards:    slices.Clip(c.Cards),
		Sections: slices.Clip(c.Sections),
		Glossary: slices.Clip(c.Glossary),
		Rules:    slices.Clip(c.Rules),
	}
}

// Subsections returns the sections whose parent is section id.
func (kb *KB) Subsections(id string) []*Section {
	return slices.Clip(kb.look().children[id])
}

// SectionsPrinting returns the sections that print card id as an example.
func (kb *KB) SectionsPrinting(cardID string) []*Section {
	return slices.Clip(kb.look().printing[cardID])
}

// MechanicSections returns the sections explaining the mechanic with the
// given term-table key ("delirium"), in every language.
func (kb *KB) MechanicSections(key string) []*Section {
	return slices.Clip(kb.look().mechanic[key])
}

// MechanicCards returns the cards that use the mechanic with the given
// term-table key, in every language.
func (kb *KB) MechanicCards(key string) []*Card {
	return slices.Clip(kb.look().mechCard[key])
}
