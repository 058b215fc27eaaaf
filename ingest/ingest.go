package ingest

import (
	"cmp"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// Embedded parses the documents embedded in package corpus.
func Embedded() (*corpus.KB, *Report, error) {
	srcs, err := corpus.Sources()
	if err != nil {
		return nil, nil, err
	}
	return Parse(srcs)
}

// Parse builds the knowledge base from the given documents. A document
// that cannot be parsed at all (empty, too large, no kind or language it
// can tell, the id of a document already parsed) is left out and named in
// the returned error; the knowledge base and the report hold every other
// document. Everything the parsers can survive is a warning in the Report.
func Parse(srcs []corpus.Source) (*corpus.KB, *Report, error) {
	return parse(srcs, nil)
}

// parse is Parse, taking from cache (when not nil) the documents it parsed
// before and keeping there those it parses.
func parse(srcs []corpus.Source, cache *Cache) (*corpus.KB, *Report, error) {
	srcs = sortSources(srcs)
	// Documents are independent, so each is parsed into a knowledge base of
	// its own, concurrently; the parts are then joined in file-name order,
	// which keeps the result identical to a sequential parse.
	parts := make([]*doc, len(srcs))
	errs := make([]error, len(srcs))
	var wg sync.WaitGroup
	for i, src := range srcs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[i], errs[i] = cache.parse(src)
		}()
	}
	wg.Wait()
	cache.keepOnly()
	replaced := reviseIDs(srcs, parts, errs)
	kb := joinedKB(parts)
	rep := &Report{}
	for _, d := range parts {
		if d == nil {
			continue
		}
		doc := d.document()
		doc.ReplacedBy = replaced[doc.ID]
		kb.Documents = append(kb.Documents, doc)
		kb.Cards = append(kb.Cards, d.kb.Cards...)
		kb.Sections = append(kb.Sections, d.kb.Sections...)
		kb.Glossary = append(kb.Glossary, d.kb.Glossary...)
		kb.Rules = append(kb.Rules, d.kb.Rules...)
		rep.Docs = append(rep.Docs, d.report(doc))
		rep.Diagnostics = append(rep.Diagnostics, d.diags...)
	}
	fillEmpty(kb)
	// Ids are unique within a document and documents' ids are distinct, so
	// Index failing is a parser's bug, not bad input: no KB is better than
	// one whose lookups are wrong.
	if err := kb.Index(); err != nil {
		return nil, nil, fmt.Errorf("ingest: %w", err)
	}
	if cache != nil {
		shareElements(kb, parts)
	}
	return kb, rep, errors.Join(errs...)
}

// joinedKB is an empty knowledge base with room for the elements of parts
// (a large corpus's elements, grown by appending, took up to twice their
// size).
func joinedKB(parts []*doc) *corpus.KB {
	var docs, cards, sections, glossary, rules int
	for _, d := range parts {
		if d != nil {
			docs++
			cards += len(d.kb.Cards)
			sections += len(d.kb.Sections)
			glossary += len(d.kb.Glossary)
			rules += len(d.kb.Rules)
		}
	}
	return &corpus.KB{
		Documents: make([]corpus.Document, 0, docs),
		Cards:     make([]corpus.Card, 0, cards),
		Sections:  make([]corpus.Section, 0, sections),
		Glossary:  make([]corpus.GlossaryEntry, 0, glossary),
		Rules:     make([]corpus.Rule, 0, rules),
	}
}

// shareElements points the elements of the documents parts, which a Cache
// keeps, at their copies in kb, which holds them in the same order, so
// that the cache holds no copy of its own: the knowledge base is only read
// once built, and the next parse copies them again. The cache's own copies
// were a tenth of a large corpus's knowledge base. Each part's elements
// are capped, so that nothing appends to kb's.
func shareElements(kb *corpus.KB, parts []*doc) {
	var c, s, g, r int
	for _, d := range parts {
		if d == nil {
			continue
		}
		d.kb.Cards, c = share(kb.Cards, c, len(d.kb.Cards))
		d.kb.Sections, s = share(kb.Sections, s, len(d.kb.Sections))
		d.kb.Glossary, g = share(kb.Glossary, g, len(d.kb.Glossary))
		d.kb.Rules, r = share(kb.Rules, r, len(d.kb.Rules))
	}
}

// share returns the n elements of all from at, capped, and where the next
// part's begin.
func share[T any](all []T, at, n int) ([]T, int) {
	return all[at : at+n : at+n], at + n
}

// parseDoc parses one document into a knowledge base of its own.
// A non-empty id replaces the one the document's metadata gives it.
func parseDoc(src corpus.Source, id string) (*doc, error) {
	d, err := newDoc(src, &corpus.KB{})
	if err != nil {
		return nil, err
	}
	if id != "" {
		d.meta.ID = id
		d.info.ID = id
	}
	switch d.meta.Kind {
	case corpus.KindReleaseNotes:
		if err := parseReleaseNotes(d); err != nil {
			return nil, err
		}
	case corpus.KindMechanics, corpus.KindFAQ:
		// A FAQ is headed sections of questions and answers, which the
		// mechanics reader takes as it takes headed prose and bullets.
		parseMechanics(d)
	case corpus.KindRulebook:
		parseRulebook(d)
	}
	d.finish()
	// Filled now, so that a document kept in a Cache is only read by the
	// knowledge bases built from it.
	fillEmpty(d.kb)
	d.seal()
	return d, nil
}

// seal lets go of what only parsing needed, once the document is parsed:
// its lines (the elements hold their own text; the report keeps the
// counts) and the ids handed out. A Cache keeps the document for as long
// as its file is served.
func (d *doc) seal() {
	shown := d.lines
	if d.shown != nil {
		shown = d.shown // page furniture and front matter count as text
	}
	d.nLines = len(d.lines)
	for _, l := range shown {
		if strings.TrimSpace(l) != "" {
			d.nonBlank++
		}
	}
	d.lines, d.shown, d.ids = nil, nil, nil
	// What the parser grew by appending is kept at its size: the slack
	// of every card's rulings was a tenth of a large corpus's cards.
	d.outline = slices.Clone(d.outline)
	for i := range d.kb.Cards {
		c := &d.kb.Cards[i]
		c.Rulings = slices.Clone(c.Rulings)
	}
	for i := range d.kb.Sections {
		s := &d.kb.Sections[i]
		s.Rulings = slices.Clone(s.Rulings)
	}
}

// doc is the state of one document being parsed: its lines, who owns each
// line, and what the parser noticed. The kind-specific parsers append
// elements to kb and record ownership through assign and categorize.
type doc struct {
	meta  corpus.DocMeta
	info  docInfo // meta and what else the content, the name or the front matter said
	file  string
	lines []string // normalised; lines[i] is line i+1
	// shown are the lines as the document gives them, where lines (the
	// parser's view) has page furniture blanked; nil when the same.
	shown []string
	// fixed is set when some owners were settled before parsing (see
	// sourceText): the parser's claims on those lines are ignored.
	fixed bool
	owner []corpus.LineOwner
	kb    *corpus.KB
	diags []Diagnostic

	title    string
	modified string
	outline  []corpus.OutlineItem

	// nLines and nonBlank count the lines, and those with text, once the
	// lines are let go (seal).
	nLines, nonBlank int

	guesses    []Guess // where the parser fell back to a guess
	duplicates int     // repeated blocks merged into the element they repeat
	glyphs     int     // ambiguous mana glyphs flagged
	ids        map[string]int
}

func newDoc(src corpus.Source, kb *corpus.KB) (*doc, error) {
	st, err := readSource(src)
	if err != nil {
		return nil, err
	}
	info, err := readMeta(src.Name, st.lines, st.front)
	if err != nil {
		return nil, err
	}
	owner := st.fixed
	if owner == nil {
		owner = make([]corpus.LineOwner, len(st.lines))
	}
	return &doc{
		meta:  info.DocMeta,
		info:  info,
		file:  src.Name,
		lines: st.lines,
		shown: st.shown,
		fixed: st.fixed != nil,
		owner: owner,
		kb:    kb,
		diags: st.diags,
		ids:   make(map[string]int),
	}, nil
}

// line returns line n (1-based), or "" outside the document.
func (d *doc) line(n int) string {
	if n < 1 || n > len(d.lines) {
		return ""
	}
	return d.lines[n-1]
}

// assign gives lines from..to (1-based, inclusive) to element id.
func (d *doc) assign(from, to int, id string) {
	d.claim(from, to, corpus.LineOwner{ID: id})
}

// categorize puts lines from..to in a category (corpus.Category*).
func (d *doc) categorize(from, to int, category string) {
	d.claim(from, to, corpus.LineOwner{Category: category})
}

// claim gives lines from..to to owner. A line already owned keeps its
// first owner and the clash is reported: two owners claiming a line is a
// parser bug worth seeing, not hiding.
func (d *doc) claim(from, to int, owner corpus.LineOwner) {
	for n := max(from, 1); n <= to && n <= len(d.lines); n++ {
		o := &d.owner[n-1]
		if d.fixed && d.lines[n-1] == "" && *o != (corpus.LineOwner{}) {
			continue // page furniture or front matter, blank to the parser
		}
		switch {
		case *o == (corpus.LineOwner{}):
			*o = owner
		case *o != owner:
			d.warnf(n, "line claimed by %s%s and %s%s", owner.ID, owner.Category, o.ID, o.Category)
		}
	}
}

func (d *doc) warnf(line int, format string, args ...any) {
	d.diags = append(d.diags, Diagnostic{File: d.file, Line: line, Severity: SeverityWarning, Msg: fmt.Sprintf(format, args...)})
}

// newID returns base, or base-2, base-3 … when base was already handed out
// in this document, so ids stay unique and depend only on document order.
func (d *doc) newID(base string) string {
	d.ids[base]++
	if n := d.ids[base]; n > 1 {
		id := fmt.Sprintf("%s-%d", base, n)
		d.ids[id]++
		return id
	}
	return base
}

// finish puts blank lines in their category and reports what nobody owns.
func (d *doc) finish() {
	for i, l := range d.lines {
		o := &d.owner[i]
		if o.ID == "" && o.Category == "" && strings.TrimSpace(l) == "" {
			o.Category = corpus.CategoryBlank
		}
	}
	for i, o := range d.owner {
		if o.ID == "" && o.Category == "" {
			d.warnf(i+1, "line not accounted for: %q", clip(d.lines[i], 60))
		}
	}
}

func (d *doc) document() corpus.Document {
	return corpus.Document{
		ID:       d.meta.ID,
		File:     d.file,
		Lang:     d.meta.Lang,
		Kind:     d.meta.Kind,
		Set:      d.meta.Set,
		SetName:  d.info.SetName,
		Released: d.info.Released,
		// A front matter overrides what the parser read; what the parser
		// read (it knows where a title stands) overrides what readMeta
		// found searching the whole text; a page that prints no title is
		// named by its file.
		Title:      cmp.Or(d.info.front["title"], d.title, path.Base(d.file)),
		Modified:   cmp.Or(d.info.front["modified"], d.modified, d.info.Modified),
		Lines:      d.nLines,
		Outline:    slices.Clip(d.outline), // sealed: never written again
		Accounting: d.owner,
	}
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
