package verify

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"gopkg.in/yaml.v3"
)

// The classes of rulings no scenario can execute. ClassEngineLimited is
// not a classification of the ruling but a limit of the engine: such
// rulings are counted apart (Report.RulingsEngineLimited), each with the
// feature that is missing (missing:).
var rulingClasses = []string{"deck-building", "tournament", "wording", "timing-only", "other", ClassEngineLimited}

// ClassEngineLimited is the class of the rulings a scenario could check if
// the engine had the feature the classification's missing: names.
const ClassEngineLimited = "engine-limited"

// ClassifyDir holds the embedded lists of rulings classified as not
// executable, one YAML file per part of the corpus, so that classifying a
// new set adds a file rather than editing a shared one.
const ClassifyDir = "rulings"

//go:embed rulings/*.yaml
var classifyFS embed.FS

// EmbeddedClassifications reads every embedded classification file; an id
// classified in two files is an error naming both places.
func EmbeddedClassifications() (map[string]Classification, error) {
	names, err := fs.Glob(classifyFS, ClassifyDir+"/*.yaml")
	if err != nil {
		return nil, err
	}
	out := map[string]Classification{}
	for _, name := range names {
		data, err := classifyFS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		m, err := ParseClassifications(name, data)
		if err != nil {
			return nil, err
		}
		for id, c := range m {
			if prev, dup := out[id]; dup {
				return nil, fmt.Errorf("%s:%d: %s already classified at %s:%d", c.File, c.Line, id, prev.File, prev.Line)
			}
			out[id] = c
		}
	}
	return out, nil
}

// Classification says why a ruling is not checked by a scenario: its class
// and, in a sentence, the reason. It holds for the ruling's counterpart in
// the other language too (the same note, translated).
type Classification struct {
	ID     string `yaml:"id" json:"id"`
	Class  string `yaml:"class" json:"class"`
	Reason string `yaml:"reason" json:"reason"`
	// Missing names the engine feature the ruling needs (class
	// engine-limited only).
	Missing string `yaml:"missing" json:"missing,omitempty"`
	Line    int    `yaml:"-" json:"-"`
	File    string `yaml:"-" json:"-"`
}

// ParseClassifications reads a classification list; an unknown class, a
// missing reason or an id given twice is an error at its file:line.
func ParseClassifications(name string, data []byte) (map[string]Classification, error) {
	var nodes []yaml.Node
	var list []Classification
	out := map[string]Classification{}
	if err := yaml.Unmarshal(data, &nodes); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	// Decoded again, strictly: a misspelt key is an error, not a
	// silently ignored line.
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&list); err != nil {
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for i := range nodes {
		n := &nodes[i]
		c := list[i]
		c.Line, c.File = n.Line, name
		switch {
		case c.ID == "":
			return nil, fmt.Errorf("%s:%d: classification without an id", name, n.Line)
		case !slices.Contains(rulingClasses, c.Class):
			return nil, fmt.Errorf("%s:%d: %s: class %q is not one of %s", name, n.Line, c.ID, c.Class, strings.Join(rulingClasses, ", "))
		case strings.TrimSpace(c.Reason) == "":
			return nil, fmt.Errorf("%s:%d: %s: a classification needs a reason", name, n.Line, c.ID)
		case (c.Class == ClassEngineLimited) != (strings.TrimSpace(c.Missing) != ""):
			return nil, fmt.Errorf("%s:%d: %s: missing: names what the engine lacks, for class %s and no other", name, n.Line, c.ID, ClassEngineLimited)
		}
		if prev, dup := out[c.ID]; dup {
			return nil, fmt.Errorf("%s:%d: %s already classified at line %d", name, n.Line, c.ID, prev.Line)
		}
		out[c.ID] = c
	}
	return out, nil
}

// Ruling statuses in the report.
const (
	RulingChecked     = "checked"        // a scenario checks it, passing in both languages (or playing generic cards only), with the printed cards
	RulingPartial     = "partial"        // passing scenarios check it, with something written in place of the print
	RulingOneLanguage = "one-language"   // a scenario checks it, but its run in the other language fails or has no counterpart
	RulingClassified  = "classified"     // classified as not executable
	RulingEngine      = "engine-limited" // not checkable until the engine has a feature
	RulingUntouched   = "untouched"
)

// DocRulings is one document's card and section rulings by status.
type DocRulings struct {
	Doc     string `json:"doc"`
	Total   int    `json:"total"`
	Checked int    `json:"checked"`
	// CheckedPrinted: checked by a scenario that plays the printed cards
	// only (no ability written with a reason).
	CheckedPrinted int `json:"checked_printed"`
	Partial        int `json:"partial"`
	OneLanguage    int `json:"one_language"`
	Classified     int `json:"classified"`
	EngineLimited  int `json:"engine_limited"`
	Untouched      int `json:"untouched"`
	// ByClass counts the classified rulings by class.
	ByClass map[string]int `json:"by_class,omitempty"`
	// UntouchedIDs lists the rulings neither checked nor classified.
	UntouchedIDs []string `json:"untouched_ids,omitempty"`
}

// rulingIDs lists every card and section ruling of the knowledge base with
// its document, in knowledge-base order.
func rulingIDs(kb *corpus.KB) (ids, docs []string) {
	if kb == nil {
		return nil, nil
	}
	for i := range kb.Cards {
		for _, r := range kb.Cards[i].Rulings {
			ids, docs = append(ids, r.ID), append(docs, kb.Cards[i].Doc)
		}
	}
	for i := range kb.Sections {
		for _, r := range kb.Sections[i].Rulings {
			ids, docs = append(ids, r.ID), append(docs, kb.Sections[i].Doc)
		}
	}
	return ids, docs
}

// EngineLimited is a ruling the engine cannot check yet, with the feature
// it lacks.
type EngineLimited struct {
	ID      string `json:"id"`
	Missing string `json:"missing"`
}

// rulingRuns says, per ruling id, how the passing scenarios check it:
// in both languages with the printed cards (both; printed: without any
// override), in one language only, or with stand-ins (partial, the
// reasons).
type rulingRuns struct {
	both, one, printed map[string]bool
	partial            map[string][]string
}

// status returns how a ruling (or its counterpart cp) is checked.
func (r rulingRuns) status(id, cp string, classified bool, c Classification) string {
	has := func(m map[string]bool) bool { return m[id] || (cp != "" && m[cp]) }
	switch {
	case has(r.both):
		return RulingChecked
	case len(r.partial[id]) > 0 || (cp != "" && len(r.partial[cp]) > 0):
		return RulingPartial
	case classified && c.Class == ClassEngineLimited:
		return RulingEngine
	case classified:
		return RulingClassified
	case has(r.one):
		return RulingOneLanguage
	}
	return RulingUntouched
}

// countRulings fills the report's ruling figures: each card and section
// ruling is checked (by a passing scenario whose run in the other language
// passes too, through the ruling or its counterpart, playing the printed
// cards), checked partly, engine-limited, classified, or untouched.
func (x *Index) countRulings(rep *Report, runs rulingRuns) {
	ids, docs := rulingIDs(x.kb)
	byDoc := map[string]*DocRulings{}
	var order []string
	for i, id := range ids {
		d := byDoc[docs[i]]
		if d == nil {
			d = &DocRulings{Doc: docs[i], ByClass: map[string]int{}}
			byDoc[docs[i]] = d
			order = append(order, docs[i])
		}
		d.Total++
		cp := x.tr.IDs[id]
		c, classified := x.classes[id]
		if !classified && cp != "" {
			c, classified = x.classes[cp]
		}
		switch runs.status(id, cp, classified, c) {
		case RulingChecked:
			d.Checked++
			if runs.printed[id] || (cp != "" && runs.printed[cp]) {
				d.CheckedPrinted++
			}
			if classified {
				rep.CheckedButClassified = append(rep.CheckedButClassified, id)
			}
		case RulingPartial:
			d.Partial++
			rep.Partial = append(rep.Partial, PartialRuling{ID: id, Reasons: append(runs.partial[id], runs.partial[cp]...)})
		case RulingEngine:
			d.EngineLimited++
			rep.EngineLimited = append(rep.EngineLimited, EngineLimited{ID: id, Missing: c.Missing})
		case RulingClassified:
			d.Classified++
			d.ByClass[c.Class]++
		case RulingOneLanguage:
			d.OneLanguage++
			d.UntouchedIDs = append(d.UntouchedIDs, id)
		default:
			d.Untouched++
			d.UntouchedIDs = append(d.UntouchedIDs, id)
		}
	}
	sort.Strings(order)
	for _, doc := range order {
		d := byDoc[doc]
		rep.RulingsTotal += d.Total
		rep.RulingsChecked += d.Checked
		rep.RulingsCheckedPrinted += d.CheckedPrinted
		rep.RulingsPartial += d.Partial
		rep.RulingsOneLanguage += d.OneLanguage
		rep.RulingsClassified += d.Classified
		rep.RulingsEngineLimited += d.EngineLimited
		rep.RulingsUntouched += d.Untouched
		rep.RulingsByDoc = append(rep.RulingsByDoc, *d)
	}
	for id := range x.classes {
		if !x.Has(id) {
			rep.ClassifyErrors = append(rep.ClassifyErrors, fmt.Sprintf("%s:%d: %s: no such ruling", x.classes[id].File, x.classes[id].Line, id))
		}
	}
	sort.Strings(rep.ClassifyErrors)
	sort.Strings(rep.CheckedButClassified)
}
