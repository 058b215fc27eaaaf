package rules

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// ExamplePattern finds the knowledge-base items that hold a concrete
// example: the example markers of the French and Italian documents. It is
// matched against the text of every ruling, rule paragraph (with its
// examples) and glossary entry.
var ExamplePattern = regexp.MustCompile(`(?i)(par exemple|exemple\s*:|prenons un exemple|per esempio|ad esempio)`)

// KBIndex is what the scenarios need of the knowledge base: cards by id,
// the text of every citable item, and the example-bearing items.
type KBIndex struct {
	kb       *corpus.KB          // its lookups find cards and languages by id
	defs     map[string]*CardDef // cards as the engine reads them, copied for each run
	texts    map[string]string
	folded   map[string]string // texts folded for quote comparison
	examples []string          // ids of example-bearing items, in knowledge-base order
	// exampleSections are sections whose own text (not a ruling) gives an
	// example: the rulebook's chapters and the Journey into Nyx page.
	exampleSections []string
}

// NewKBIndex indexes a knowledge base.
func NewKBIndex(kb *corpus.KB) *KBIndex {
	x := &KBIndex{kb: kb, defs: map[string]*CardDef{}, texts: map[string]string{}, folded: map[string]string{}}
	if kb == nil {
		return x
	}
	defer func() {
		for id, t := range x.texts {
			x.folded[id] = quoteFold(t)
		}
		for i := range kb.Cards {
			if d, err := CardFromKB(&kb.Cards[i]); err == nil {
				x.defs[kb.Cards[i].ID] = d
			}
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

// card returns the knowledge-base card with the given id, or nil.
func (x *KBIndex) card(id string) *corpus.Card {
	if x.kb == nil {
		return nil
	}
	return x.kb.Card(id)
}

// cardDef returns a knowledge-base card as the engine reads it: a copy, to
// which a scenario may add abilities without touching the index.
func (x *KBIndex) cardDef(id string) (*CardDef, error) {
	d := x.defs[id]
	if d == nil {
		c := x.card(id)
		if c == nil {
			return nil, fmt.Errorf("card %s: not in the knowledge base", id)
		}
		return CardFromKB(c) // unreadable: report its error
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

// Has reports whether id names a citable knowledge-base item.
func (x *KBIndex) Has(id string) bool { _, ok := x.texts[id]; return ok }

// Examples returns the ids of the example-bearing items.
func (x *KBIndex) Examples() []string { return append([]string(nil), x.examples...) }

// checkQuotes verifies that every id a scenario names exists and that its
// quote is the item's own text (compared folded, whitespace collapsed).
func (x *KBIndex) checkQuotes(s *Scenario) error {
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

// quoteFold normalises text for quote comparison: folded, quotes and
// ellipses unified, markdown emphasis dropped.
func quoteFold(s string) string {
	s = strings.NewReplacer("«", "\"", "»", "\"", "“", "\"", "”", "\"", "*", "", "…", "...").Replace(s)
	return text.FoldLine(s)
}

// Report is the outcome of running every scenario.
type Report struct {
	Scenarios int `json:"scenarios"`
	Passed    int `json:"passed"`
	Failed    int `json:"failed"`
	// ExampleRulings counts the knowledge-base items that hold an example
	// (see ExamplePattern); CoveredRulings those a passing scenario checks.
	ExampleRulings int `json:"example_rulings"`
	CoveredRulings int `json:"covered_rulings"`
	// ExampleMethod says how the example-bearing items were found.
	ExampleMethod string `json:"example_method"`
	// ExampleSections counts the sections whose own paragraphs hold an
	// example (the rulebook's chapters, the Journey into Nyx page), which
	// are not rulings; CoveredSections those a passing scenario checks.
	ExampleSections int `json:"example_sections"`
	CoveredSections int `json:"covered_sections"`
	// Uncovered lists the example-bearing items no passing scenario checks.
	Uncovered []string `json:"uncovered,omitempty"`
	// CoveredByLang breaks coverage down by document language.
	CoveredByLang map[string][2]int `json:"covered_by_lang,omitempty"`
	Results       []Result          `json:"results"`
	Elapsed       time.Duration     `json:"-"`
	ElapsedMS     float64           `json:"elapsed_ms"`
}

// ByRuling returns, for each knowledge-base id, the results of the
// scenarios that check it (for marking verified rulings on pages).
func (r *Report) ByRuling() map[string][]Result {
	out := map[string][]Result{}
	for _, res := range r.Results {
		for _, id := range res.RulingIDs {
			out[id] = append(out[id], res)
		}
	}
	return out
}

// RunAll loads the embedded scenarios and runs them all against kb (which
// may be nil, then scenarios needing knowledge-base cards fail).
func RunAll(ctx context.Context, kb *corpus.KB) (*Report, error) {
	scs, err := LoadScenarios()
	if err != nil {
		return nil, err
	}
	return Run(ctx, scs, NewKBIndex(kb))
}

// Run runs the given scenarios and computes coverage of the
// example-bearing items of the index.
func Run(ctx context.Context, scs []*Scenario, kb *KBIndex) (*Report, error) {
	start := time.Now()
	rep := &Report{Scenarios: len(scs), ExampleMethod: "items (rulings, rule paragraphs, glossary entries) whose text matches " +
		ExamplePattern.String() + ", plus rule paragraphs with an Exemple/Example block"}
	covered := map[string]bool{}
	for _, s := range scs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res := s.Run(ctx, kb)
		rep.Results = append(rep.Results, res)
		if res.Passed {
			rep.Passed++
			for _, id := range res.RulingIDs {
				covered[id] = true
			}
		} else {
			rep.Failed++
		}
	}
	rep.CoveredByLang = map[string][2]int{}
	if kb != nil {
		rep.ExampleSections = len(kb.exampleSections)
		for _, id := range kb.exampleSections {
			if covered[id] {
				rep.CoveredSections++
			}
		}
		rep.ExampleRulings = len(kb.examples)
		for _, id := range kb.examples {
			e, _ := kb.kb.Element(id)
			l := e.Lang
			c := rep.CoveredByLang[l]
			c[1]++
			if covered[id] {
				rep.CoveredRulings++
				c[0]++
			} else {
				rep.Uncovered = append(rep.Uncovered, id)
			}
			rep.CoveredByLang[l] = c
		}
	}
	sort.Strings(rep.Uncovered)
	rep.Elapsed = time.Since(start)
	rep.ElapsedMS = float64(rep.Elapsed.Microseconds()) / 1000
	return rep, nil
}
