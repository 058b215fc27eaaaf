package verify

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules/scenario"
)

// ExamplePattern finds the knowledge-base items that hold a concrete
// example: the example markers of the French and Italian documents. It is
// matched against the text of every ruling, rule paragraph (with its
// examples) and glossary entry.
var ExamplePattern = regexp.MustCompile(`(?i)(par exemple|exemple\s*:|prenons un exemple|per esempio|ad esempio)`)

// Index is what verification needs of the knowledge base: its cards as the
// engine reads them, the text of every citable item, and the
// example-bearing items.
type Index struct {
	kb       *corpus.KB      // its lookups find languages by id
	cards    *scenario.Cards // what the scenarios play with
	texts    map[string]string
	folded   map[string]string // texts folded for quote comparison
	examples []string          // ids of example-bearing items, in knowledge-base order
	// exampleSections are sections whose own text (not a ruling) gives an
	// example: the rulebook's chapters and the Journey into Nyx page.
	exampleSections []string
	// tr gives the counterpart, in the other language, of every aligned
	// card, ruling, section and printed name; trErr why it could not be
	// built.
	tr    scenario.Translation
	trErr error
	// classes are the rulings classified as not executable.
	classes  map[string]Classification
	classErr error
	// rulingCard gives the card of every card ruling.
	rulingCard map[string]string
}

// NewIndex indexes a knowledge base (nil: an empty index, with which
// scenarios that name knowledge-base cards fail and quotes are not
// checked).
func NewIndex(kb *corpus.KB) *Index {
	x := &Index{kb: kb, cards: scenario.NewCards(kb), texts: map[string]string{}, folded: map[string]string{},
		tr: scenario.Translation{IDs: map[string]string{}, Names: map[string]string{}}, rulingCard: map[string]string{}}
	x.classes, x.classErr = EmbeddedClassifications()
	if kb == nil {
		return x
	}
	x.tr, x.trErr = counterparts(kb)
	defer func() {
		for id, t := range x.texts {
			x.folded[id] = quoteFold(t)
		}
	}()
	add := func(id, text string, example bool) {
		x.texts[id] = text
		if example {
			x.examples = append(x.examples, id)
		}
	}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		x.texts[c.ID] = strings.Join(c.Text, "\n")
		for _, r := range c.Rulings {
			add(r.ID, r.Text, ExamplePattern.MatchString(r.Text))
			x.rulingCard[r.ID] = c.ID
		}
	}
	for _, s := range kb.Sections {
		x.texts[s.ID] = strings.Join(s.Text, "\n")
		if ExamplePattern.MatchString(x.texts[s.ID]) {
			x.exampleSections = append(x.exampleSections, s.ID)
		}
		for _, r := range s.Rulings {
			add(r.ID, r.Text, ExamplePattern.MatchString(r.Text))
		}
	}
	for _, r := range kb.Rules {
		text := r.Text
		if len(r.Examples) > 0 {
			text += "\n" + strings.Join(r.Examples, "\n")
		}
		add(r.ID, text, len(r.Examples) > 0 || ExamplePattern.MatchString(text))
	}
	for _, gl := range kb.Glossary {
		text := strings.Join(gl.Text, "\n")
		add(gl.ID, text, ExamplePattern.MatchString(text))
	}
	return x
}

// Run plays one scenario with the index's cards and, when it passes and
// the index has a knowledge base, checks its ids and quotes (a scenario
// whose quote is not its ruling's fails).
func (x *Index) Run(ctx context.Context, s *scenario.Scenario) scenario.Result {
	res := s.Run(ctx, x.cards)
	if res.Passed && x.kb != nil {
		if err := x.Check(s); err != nil {
			res.Passed, res.Message = false, err.Error()
		}
	}
	res.Lang = x.scenarioLang(s)
	res.Counterpart = x.runCounterpart(ctx, s, res.Lang)
	return res
}

// Check verifies that every id a scenario names exists and that its quote
// is the item's own text (compared folded, whitespace collapsed).
func (x *Index) Check(s *scenario.Scenario) error {
	for _, c := range s.Checks {
		text, ok := x.folded[c.ID]
		if !ok {
			return fmt.Errorf("checks %s: no such ruling, rule or glossary entry in the knowledge base", c.ID)
		}
		if !strings.Contains(text, quoteFold(c.Quote)) {
			return fmt.Errorf("checks %s: the quote is not in its text", c.ID)
		}
	}
	return nil
}

// quoteFold normalises text for quote comparison: folded as text.FoldPlain
// folds (quotation marks unified, markdown emphasis dropped), spaces
// collapsed, an ellipsis written as three dots.
func quoteFold(s string) string {
	return text.Collapse(text.FoldPlain(strings.ReplaceAll(s, "…", "...")))
}

// Has reports whether id names a citable knowledge-base item.
func (x *Index) Has(id string) bool { _, ok := x.texts[id]; return ok }
