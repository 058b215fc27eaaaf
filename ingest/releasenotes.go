package ingest

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
)

// Release notes come in three parts: front matter (title, date, intro), the
// general notes (sections explaining the set's mechanics, with example cards
// printed in full), and card notes split by product (main set, special
// guests, Commander, Archenemy schemes). The French document has no markup
// at all; the Italian one puts headings at random levels on names, type
// lines, keywords and part titles alike. So the parser never trusts markup:
// a card starts where a short line is followed by a mana cost or a type
// line, a part starts at an all-capitals "NOTES …" line, and everything else
// follows from the order of things inside an entry.

// rnProseMin is the length (in characters) above which a line after an
// example card in the general notes is the section's prose again rather
// than rules text: the longest rules-text line in the corpus is under 460
// characters, the prose paragraphs that follow example cards are longer than
// 550. Nothing else tells them apart: both are plain paragraphs.
const rnProseMin = 480

// rnParser is the state of one release-notes document being parsed.
type rnParser struct {
	d     *doc
	lines []rnLine
	start []bool // start[i]: lines[i] begins a card entry
	part  string // rnGeneral or a corpus.Section* constant, "" in front matter

	byName map[string]int // text.Slug(name) → index in d.kb.Cards
	terms  *termMatcher

	// General notes.
	sec      int // index of the current section in d.kb.Sections, -1 before the first
	lastTop  int // index of the last top-level section
	lastItem *rnItem
	secItems map[int]*rnSecState
}

// rnItem is a paragraph, mode or ruling being built from one or more lines.
type rnItem struct {
	raw      string
	from, to int
	lines    []int
	tail     string // plain text of the last line added
	open     int    // "(" not yet closed in the plain text so far
}

// add appends a line: its raw text (markup kept) and its plain text.
func (it *rnItem) add(l rnLine, text, plainText string) {
	if it.raw == "" {
		it.raw, it.from = text, l.n
	} else {
		it.raw = rnJoin(it.raw, text)
	}
	it.to = l.n
	it.lines = append(it.lines, l.n)
	it.tail = plainText
	it.open += strings.Count(plainText, "(") - strings.Count(plainText, ")")
}

// continuedBy reports whether line l is the rest of the item.
func (it *rnItem) continuedBy(l rnLine) bool {
	return rnContinues(it.tail, it.open, l.plain)
}

// rnSecState collects a general-notes section's paragraphs and rulings
// until finishSections gives them ids.
type rnSecState struct {
	text, rulings []*rnItem
}

// parseReleaseNotes reads a release-notes document into d.kb: the document's
// title and date, its general-notes sections, and its card entries.
func parseReleaseNotes(d *doc) {
	p := &rnParser{d: d, byName: map[string]int{}, sec: -1, lastTop: -1, secItems: map[int]*rnSecState{}}
	p.terms = newTermMatcher(d.meta.Lang)
	p.lines = make([]rnLine, len(d.lines))
	for i, raw := range d.lines {
		p.lines[i] = classifyRN(i+1, raw)
	}
	p.start = make([]bool, len(p.lines))
	for i := range p.lines {
		p.start[i] = p.cardStart(i)
	}
	i := p.frontMatter()
	for i < len(p.lines) {
		l := p.lines[i]
		switch {
		case l.kind == rnBlank:
			i++
		case l.kind == rnPart:
			p.enterPart(l)
			i++
		case l.kind == rnLegal:
			p.d.categorize(l.n, l.n, corpus.CategoryBoilerplate)
			i++
		case p.part == rnGeneral:
			i = p.generalLine(i)
		default:
			i = p.cardLine(i)
		}
	}
	p.finishSections()
}

// cardStart reports whether line i starts a card entry: a name-like line
// whose next non-blank line is a mana cost or, for cards without one
// (lands, schemes), a type line.
func (p *rnParser) cardStart(i int) bool {
	l := p.lines[i]
	if l.kind != rnText || !rnNameLike(l.plain) {
		return false
	}
	j := p.next(i + 1)
	return j < len(p.lines) && (p.lines[j].kind == rnCost || p.lines[j].kind == rnType)
}

// next returns the index of the first non-blank line at or after i.
func (p *rnParser) next(i int) int {
	for i < len(p.lines) && p.lines[i].kind == rnBlank {
		i++
	}
	return i
}

var (
	dateRE  = regexp.MustCompile(`(?i)\b(\d{1,2})(?:er|°|º)?\s+(\p{L}+)\s+(\d{4})\b`)
	monthNo = map[string]string{
		"janvier": "01", "février": "02", "mars": "03", "avril": "04", "mai": "05", "juin": "06",
		"juillet": "07", "août": "08", "septembre": "09", "octobre": "10", "novembre": "11", "décembre": "12",
		"gennaio": "01", "febbraio": "02", "marzo": "03", "aprile": "04", "maggio": "05", "giugno": "06",
		"luglio": "07", "agosto": "08", "settembre": "09", "ottobre": "10", "dicembre": "12",
		"january": "01", "february": "02", "march": "03", "april": "04", "may": "05", "june": "06",
		"july": "07", "august": "08", "september": "09", "october": "10", "november": "11", "december": "12",
	}
	creditsRE = regexp.MustCompile(`(?i)^(compilée?s? par|rédigée?s? par|redatt[ea] da|a cura di|compiled by)\b`)
)

// isoDate reads "5 août 2024" or "17 settembre 2024" as "2024-08-05".
func isoDate(s string) (string, bool) {
	m := dateRE.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	mm, ok := monthNo[strings.ToLower(m[2])]
	if !ok {
		return "", false
	}
	day := m[1]
	if len(day) == 1 {
		day = "0" + day
	}
	return m[3] + "-" + mm + "-" + day, true
}

// frontMatter reads the title, the date and the introduction, up to the
// first part heading, and returns the index where the parts begin.
func (p *rnParser) frontMatter() int {
	end := len(p.lines)
	for i, l := range p.lines {
		if l.kind == rnPart {
			end = i
			break
		}
	}
	if end == len(p.lines) {
		// No part heading: the document was cut, or is not release notes.
		// Card entries may still be there; read them as main-set cards.
		for i := range p.lines {
			if p.start[i] {
				end = i
				break
			}
		}
		line := 1
		if end < len(p.lines) {
			line = p.lines[end].n
		}
		p.d.warnf(line, "no part heading (\"NOTES GÉNÉRALES\", \"NOTE SPECIFICHE SULLE CARTE …\") found; reading card entries as main-set cards")
		p.part = corpus.SectionMain
	}
	for i := 0; i < end; i++ {
		l := p.lines[i]
		t := l.plain
		switch {
		case l.kind == rnBlank:
		case l.kind == rnSep:
			p.d.categorize(l.n, l.n, corpus.CategorySeparator)
		case p.d.title == "" && l.kind != rnBullet:
			p.d.title = rnClean(l.text)
			p.d.assign(l.n, l.n, p.d.meta.ID)
		case p.d.modified == "" && utf8.RuneCountInString(t) < 120 && dateLine(t):
			p.d.modified, _ = isoDate(t)
			p.d.assign(l.n, l.n, p.d.meta.ID)
		case creditsRE.MatchString(t):
			p.d.categorize(l.n, l.n, corpus.CategoryCredits)
		default:
			p.d.categorize(l.n, l.n, corpus.CategoryBoilerplate)
		}
	}
	if p.d.title == "" {
		p.d.warnf(1, "no document title found")
	}
	if p.d.modified == "" {
		p.d.warnf(1, "no last-modified date found in the front matter")
	}
	return end
}

func dateLine(t string) bool {
	_, ok := isoDate(t)
	return ok
}

func (p *rnParser) enterPart(l rnLine) {
	p.part = l.part
	p.lastItem = nil
	p.d.categorize(l.n, l.n, corpus.CategoryHeading)
	p.d.outline = append(p.d.outline, corpus.OutlineItem{Kind: "heading", Title: rnClean(l.text), Level: 1, Line: l.n})
}

// setCode is the search set code of a card section.
func (p *rnParser) setCode(section string) string {
	set := p.d.meta.Set
	switch section {
	case corpus.SectionSpecialGuests:
		return "spg"
	case corpus.SectionCommander:
		// Commander decks carry the set code with a final "c": DSK → DSC,
		// BLB → BLC, MKM → MKC.
		if len(set) == 3 {
			return set[:2] + "c"
		}
		return set + "c"
	case corpus.SectionArchenemy:
		return "archenemy"
	}
	return set
}

// cardLine handles one line of a card part.
func (p *rnParser) cardLine(i int) int {
	l := p.lines[i]
	switch {
	case l.kind == rnSep:
		p.d.categorize(l.n, l.n, corpus.CategorySeparator)
		return i + 1
	case p.start[i]:
		e, next := p.parseEntry(i, false)
		p.register(e, p.part, 2)
		return next
	}
	// Left unaccounted on purpose: finish reports it with its position.
	return i + 1
}
