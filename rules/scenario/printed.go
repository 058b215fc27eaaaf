package scenario

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/read"
)

// Real printed cards in scenarios.
//
// A scenario may declare a real card inline, as printed in a set in one
// language (lang:, set:, number:, with name, cost, type, pt and text as
// printed, paragraph by paragraph): the rulings of a mechanic that no
// document of the knowledge base prints a card for are then checked
// against a real card, playing with what the reader compiles from its
// printed text, never with abilities written for it. Every paragraph must
// compile: a printed card whose text the reader cannot read is refused,
// since the scenario would not run the card. The test
// TestPrintedCardsAreReal checks each such card against the real cards'
// file (../shared/realcards), where it is present.

// printedCard is the knowledge-base card a printed card spec stands for,
// laid out as the release notes lay a card out.
func printedCard(cs *CardSpec) (*corpus.Card, error) {
	if cs.Set == "" || cs.Number == "" || cs.Name == "" {
		return nil, fmt.Errorf("printed card %q: set, number and name say which printing it is", cs.Name)
	}
	if len(cs.Abilities) > 0 || len(cs.Keywords) > 0 || cs.Reason != "" || cs.KB != "" {
		return nil, fmt.Errorf("printed card %s: it plays with its printed text only (no abilities, keywords, reason or kb)", cs.Name)
	}
	supers, types, subs, err := rules.ParseTypeLine(cs.Type)
	if err != nil {
		return nil, fmt.Errorf("printed card %s: %w", cs.Name, err)
	}
	c := &corpus.Card{ID: printedID(cs), Lang: cs.Lang, Set: cs.Set, Layout: corpus.LayoutNormal, Name: cs.Name,
		ManaCost: cs.Cost, TypeLine: cs.Type, Supertypes: supers, Types: types, PT: cs.PT,
		Text: append([]string{}, cs.Text...), Modes: []string{}}
	for _, s := range subs {
		c.Subtypes = append(c.Subtypes, strings.ToLower(s))
	}
	if p, t, ok := strings.Cut(cs.PT, "/"); ok {
		c.Power, c.Toughness = p, t
	}
	return c, nil
}

// Printed reports whether the spec is a real printed card (lang, set and
// number given) rather than a knowledge-base card or written abilities.
func (cs *CardSpec) Printed() bool { return cs.Lang != "" && cs.Set != "" && cs.KB == "" }

// PrintedDef is what a printed card spec plays with: its printed
// characteristics and the abilities the reader compiles from its text
// (its back face's too); reports count what scenarios play from it.
func PrintedDef(cs *CardSpec) (*rules.CardDef, error) { return printedDef(cs) }

// PrintedID names the printing of a printed card spec (set, collector
// number, language): Cards.WithDefs takes a def for it, as for a
// knowledge-base card.
func (cs *CardSpec) PrintedID() string { return printedID(cs) }

// printedID names a printing: set, collector number, language.
func printedID(cs *CardSpec) string {
	return fmt.Sprintf("printed:%s-%s-%s", cs.Set, cs.Number, cs.Lang)
}

// printedDef is the definition of a printed card: its printed
// characteristics, and the abilities the reader compiles from its text.
// A transforming double-faced card gets its back face, read the same way.
func printedDef(cs *CardSpec) (*rules.CardDef, error) {
	def, err := readPrinted(cs)
	if err != nil {
		return nil, err
	}
	if cs.Back != nil {
		back := *cs.Back
		back.Lang, back.Set, back.Number = cs.Lang, cs.Set, cs.Number+"b"
		bd, err := readPrinted(&back)
		if err != nil {
			return nil, err
		}
		def.Back = bd.Faces[0]
		// The back face has no mana cost: its color is its color
		// indicator's (204), which a scenario gives.
		for _, r := range cs.Back.Colors {
			def.Back.Colors = append(def.Back.Colors, rules.Color(r))
		}
	}
	return def, nil
}

// readPrinted reads one printed face, refusing a paragraph the reader
// does not compile.
func readPrinted(cs *CardSpec) (*rules.CardDef, error) {
	kc, err := printedCard(cs)
	if err != nil {
		return nil, err
	}
	d, err := rules.CardFromKB(kc)
	if err != nil {
		return nil, err
	}
	cr, err := read.ReadCard(kc)
	if err != nil {
		return nil, err
	}
	for _, p := range cr.Paragraphs {
		if p.Status != read.ReadCompiled {
			return nil, fmt.Errorf("printed card %s: paragraph %d %q is not compiled (%s): a scenario runs what the card compiles to", cs.Name, p.Paragraph+1, p.Text, p.Reason)
		}
	}
	return withPrinted(d, cr), nil
}
