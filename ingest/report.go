package ingest

import (
	"fmt"

	"github.com/arbitre/arbitre/corpus"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
)

// Report says, per document, how every line was accounted for, and lists
// the diagnostics of the whole run.
type Report struct {
	Docs        []DocReport  `json:"documents"`
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// DocReport is the accounting of one document.
type DocReport struct {
	Doc  string `json:"doc"`
	File string `json:"file"`
	// What the metadata reader made of the document (see
	// corpus.Document), printed so that a wrong guess shows: a title
	// taken from a navigation line, a set named in the wrong language.
	Title    string `json:"title"`
	Lang     string `json:"lang"`
	Kind     string `json:"kind"`
	Set      string `json:"set"`
	SetName  string `json:"set_name"`
	Released string `json:"released"`
	Modified string `json:"modified"`
	Lines    int    `json:"lines"`     // all lines
	NonBlank int    `json:"non_blank"` // lines with text
	// Assigned counts non-blank lines owned by a knowledge-base element.
	Assigned int `json:"assigned"`
	// Categories counts lines per category, blank lines included.
	Categories map[string]int `json:"categories"`
	// Elements counts owned lines per element kind (card, ruling …) is not
	// kept: element counts are in the KB. DuplicatesMerged counts repeated
	// blocks merged into the element they repeat.
	DuplicatesMerged int   `json:"duplicates_merged"`
	AmbiguousGlyphs  int   `json:"ambiguous_glyphs"`
	Unaccounted      []int `json:"unaccounted"` // line numbers; must be empty
	// Guesses are the places where the parser fell back to a guess: a
	// heading it could not classify, a card without a type line, a bullet
	// it could not attach. They are where a reader should look first.
	Guesses []Guess `json:"guesses"`
}

// Guess is one place where the parser was not sure of its reading.
type Guess struct {
	Line int    `json:"line"`
	What string `json:"what"`
}

// guessf records a guess at line n, for the report's confidence section.
func (d *doc) guessf(n int, format string, args ...any) {
	d.guesses = append(d.guesses, Guess{Line: n, What: fmt.Sprintf(format, args...)})
}

func (d *doc) report(meta corpus.Document) DocReport {
	r := DocReport{
		Doc:              d.meta.ID,
		File:             d.file,
		Title:            meta.Title,
		Lang:             meta.Lang,
		Kind:             meta.Kind,
		Set:              meta.Set,
		SetName:          meta.SetName,
		Released:         meta.Released,
		Modified:         meta.Modified,
		Lines:            d.nLines,
		NonBlank:         d.nonBlank,
		Categories:       map[string]int{},
		DuplicatesMerged: d.duplicates,
		AmbiguousGlyphs:  d.glyphs,
		Unaccounted:      []int{},
		Guesses:          append([]Guess{}, d.guesses...),
	}
	sort.SliceStable(r.Guesses, func(i, j int) bool { return r.Guesses[i].Line < r.Guesses[j].Line })
	for i, o := range d.owner {
		switch {
		case o.ID != "":
			r.Assigned++
		case o.Category != "":
			r.Categories[o.Category]++
		default:
			r.Unaccounted = append(r.Unaccounted, i+1)
		}
	}
	return r
}

// orNone is s, or "(none)" for a date the document does not give.
func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// Unaccounted is the total number of lines owned by nothing.
func (r *Report) Unaccounted() int {
	n := 0
	for _, d := range r.Docs {
		n += len(d.Unaccounted)
	}
	return n
}

// WriteText prints the report for people.
func (r *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, d := range r.Docs {
		fmt.Fprintf(&b, "%s (%s)\n", d.Doc, d.File)
		fmt.Fprintf(&b, "  title %q\n  language %s, kind %s, set %s, set name %q\n  released %s, modified %s\n",
			d.Title, d.Lang, d.Kind, d.Set, d.SetName, orNone(d.Released), orNone(d.Modified))
		fmt.Fprintf(&b, "  lines %d, non-blank %d, assigned to elements %d\n", d.Lines, d.NonBlank, d.Assigned)
		cats := slices.Sorted(maps.Keys(d.Categories))
		for _, c := range cats {
			fmt.Fprintf(&b, "  %-12s %d\n", c, d.Categories[c])
		}
		fmt.Fprintf(&b, "  duplicates merged %d, ambiguous glyphs %d, unaccounted %d\n",
			d.DuplicatesMerged, d.AmbiguousGlyphs, len(d.Unaccounted))
		for _, n := range d.Unaccounted {
			fmt.Fprintf(&b, "    %s:%d unaccounted\n", d.File, n)
		}
		fmt.Fprintf(&b, "  confidence: %d guess(es)\n", len(d.Guesses))
		for _, g := range d.Guesses {
			fmt.Fprintf(&b, "    %s:%d guess: %s\n", d.File, g.Line, g.What)
		}
	}
	warnings := 0
	for _, dg := range r.Diagnostics {
		if dg.Severity == SeverityWarning {
			warnings++
		}
	}
	fmt.Fprintf(&b, "total: %d unaccounted lines, %d warnings\n", r.Unaccounted(), warnings)
	_, err := io.WriteString(w, b.String())
	return err
}
