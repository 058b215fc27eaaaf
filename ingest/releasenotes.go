package ingest

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
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

// rnParser is the state of one release-notes document being parsed.
type rnParser struct {
	d     *doc
	lines []rnLine
	start []bool // start[i]: lines[i] begins a card entry
	// meldBacks are the back faces two different cards print: the halves
	// of a meld pair.
	meldBacks map[string]bool
	part      string // rnGeneral or a corpus.Section* constant, "" in front matter

	byName map[string]int // text.Slug(name) → index in d.kb.Cards
	terms  *termMatcher
	g      *genre
	codes  map[string]string // part → set code the legality paragraph gives
	// spacedBullets: the document separates consecutive bullets with
	// blank lines more often than not.
	spacedBullets bool
	// partEntries counts the card entries of the current part so far:
	// prose before the first is the part's introduction.
	partEntries int

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
	keyword  bool   // a keyword line that nothing continues (see addText)
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
// A document with neither a part heading nor a card entry cannot be read
// as release notes at all: that is an error naming it and its first line.
func parseReleaseNotes(d *doc) error {
	p := &rnParser{d: d, byName: map[string]int{}, sec: -1, lastTop: -1, secItems: map[int]*rnSecState{}}
	p.terms = newTermMatcher(d.meta.Lang)
	p.g = genreFor(d.meta.Lang)
	p.lines = make([]rnLine, len(d.lines))
	for i, raw := range d.lines {
		p.lines[i] = classifyRN(i+1, raw, p.g)
	}
	p.setextHeadings()
	p.furniture()
	p.codes = p.legalCodes()
	p.spacedBullets = p.bulletSpacing()
	p.start = make([]bool, len(p.lines))
	readable := false
	for i := range p.lines {
		p.start[i] = p.cardStart(i)
		readable = readable || p.start[i] || p.lines[i].kind == rnPart
	}
	p.meldBacks = p.sharedBacks()
	if !readable {
		first := 1
		if k := p.next(0); k < len(p.lines) {
			first = p.lines[k].n
		}
		return fmt.Errorf("%s:%d: no part heading and no card entry: cannot read it as release notes", d.file, first)
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
	p.linkNewMechanics()
	return nil
}

// cardStart reports whether line i starts a card entry: a name-like line
// whose next non-blank line is a mana cost or, for cards without one
// (lands, schemes), a type line.
func (p *rnParser) cardStart(i int) bool {
	l := p.lines[i]
	if l.kind == rnType {
		return p.typeNamed(i)
	}
	if l.kind != rnText {
		return false
	}
	if l.named {
		return true
	}
	// A name is short; what a cost or a type line follows decides, not
	// its case or its punctuation ("l'Innommable", "Eco senza fine…",
	// "Chi va là?").
	if !rnNameLike(l.plain) && !rnPrintedName(l.plain) {
		return false
	}
	j := p.next(i + 1)
	if _, _, ok := p.costAt(j); ok {
		return true
	}
	return p.typeAt(j, false) != nil && !p.typeNamed(j)
}

// typeNamed reports whether the type line at i is a card's name: a card
// named by a type word ("Machination", "Conspiration"), which a cost
// follows -- a cost never follows a type line, it follows a name.
func (p *rnParser) typeNamed(i int) bool {
	l := p.lines[i]
	if l.kind != rnType || l.heading || len(l.tl.Subtypes) > 0 || strings.TrimSpace(l.tl.Written) != l.plain {
		return false
	}
	k := p.next(i + 1)
	return k < len(p.lines) && p.lines[k].kind == rnCost
}

// typeAt returns the type line at line j where a type line stands (after
// a name or a cost): a type line, or, after a cost, an older card's type
// line whose words later cards print as a keyword ("Enchanter :
// créature": those cards, auras and creatures, always have a cost, and
// the keyword line of a newer card never follows one); nil when line j is
// neither.
func (p *rnParser) typeAt(j int, afterCost bool) *typeLine {
	if j >= len(p.lines) {
		return nil
	}
	switch l := p.lines[j]; {
	case l.kind == rnType:
		return l.tl
	case l.kind == rnText && l.eraTL != nil && afterCost:
		return l.eraTL
	}
	return nil
}

// setextHeadings reads a line underlined with "=" as a heading (setext):
// a part heading may then be in any case, as one marked with "#". The
// underline is a separator. The document's first line, its title, is
// left as it is.
func (p *rnParser) setextHeadings() {
	first := true
	for i := 1; i < len(p.lines); i++ {
		prev := &p.lines[i-1]
		if prev.kind != rnBlank && prev.kind != rnFurniture && prev.kind != rnSep {
			if first {
				first = false
				continue
			}
		}
		if !setextUnderline(p.d.lines[i]) || prev.kind != rnText || prev.heading {
			continue
		}
		*prev = classifyRN(prev.n, "# "+p.d.lines[i-1], p.g)
	}
}

// sharedBacks finds the back faces that two different cards print after
// their "//": the halves of a meld pair, whatever words their rules text
// uses for melding. An entry that names all its faces on one line ("Fuoco
// // Cenere") is no meld half.
func (p *rnParser) sharedBacks() map[string]bool {
	fronts := map[string]map[string]bool{}
	front := ""
	for i, l := range p.lines {
		if p.start[i] {
			front = rnClean(l.text)
			if strings.Contains(front, " // ") {
				front = ""
			}
		}
		if l.kind != rnRoomSep || front == "" {
			continue
		}
		if k := p.next(i + 1); k < len(p.lines) && p.lines[k].kind == rnText {
			back := rnClean(p.lines[k].text)
			if fronts[back] == nil {
				fronts[back] = map[string]bool{}
			}
			fronts[back][front] = true
		}
	}
	out := map[string]bool{}
	for back, fs := range fronts {
		if len(fs) > 1 {
			out[back] = true
		}
	}
	return out
}

// costAt reads a mana cost at line j: a cost line, or a bare number
// followed by a type line ("5" then "Créature-artefact : golem"), as
// documents that write costs without braces print generic costs. It
// returns the cost and the next non-blank line after it.
func (p *rnParser) costAt(j int) (string, int, bool) {
	if j >= len(p.lines) {
		return "", j, false
	}
	l := p.lines[j]
	switch {
	case l.kind == rnCost:
		return l.item, p.next(j + 1), true
	case l.kind == rnNumber && l.stat == "" && l.plain != "X":
		if k := p.next(j + 1); p.typeAt(k, true) != nil {
			return "{" + l.plain + "}", k, true
		}
	}
	return "", j, false
}

// furniture puts page numbers, the running heads next to them and web
// navigation in their categories, and makes them blank to the parser: a
// page break may fall anywhere, even inside a ruling.
func (p *rnParser) furniture() {
	heads := map[string][]int{}
	for i, l := range p.lines {
		if l.kind != rnFurniture || l.cat != corpus.CategoryPageBreak {
			continue
		}
		for _, k := range []int{p.prevNonBlank(i - 1), p.next(i + 1)} {
			if k >= 0 && k < len(p.lines) && p.lines[k].kind == rnText {
				heads[p.lines[k].plain] = append(heads[p.lines[k].plain], k)
			}
		}
	}
	// A running head is the same line next to page numbers twice or more.
	for _, ks := range heads {
		if len(ks) < 2 {
			continue
		}
		for _, k := range ks {
			p.lines[k].kind, p.lines[k].cat = rnFurniture, corpus.CategoryPageBreak
		}
	}
	for i := range p.lines {
		if l := &p.lines[i]; l.kind == rnFurniture {
			p.d.categorize(l.n, l.n, l.cat)
			l.kind = rnBlank
		}
	}
}

// bulletSpacing reports whether the document puts a blank line between
// consecutive bullets more often than it writes them on adjacent lines.
func (p *rnParser) bulletSpacing() bool {
	adjacent, spaced := 0, 0
	for i := 1; i < len(p.lines); i++ {
		if p.lines[i].kind != rnBullet {
			continue
		}
		switch {
		case p.lines[i-1].kind == rnBullet:
			adjacent++
		case i >= 2 && p.lines[i-1].kind == rnBlank && p.lines[i-2].kind == rnBullet:
			spaced++
		}
	}
	return spaced > adjacent
}

func (p *rnParser) prevNonBlank(i int) int {
	for i >= 0 && p.lines[i].kind == rnBlank {
		i--
	}
	return i
}

// next returns the index of the first non-blank line at or after i.
func (p *rnParser) next(i int) int {
	for i < len(p.lines) && p.lines[i].kind == rnBlank {
		i++
	}
	return i
}

// isoDate reads the first date of s ("5 août 2024", "17 settembre 2024",
// "March 3, 2033") as an ISO date, as the metadata reader reads dates.
func isoDate(s string) (string, bool) {
	v, err := loadVocab()
	if err != nil {
		return "", false
	}
	w := text.FoldWords(s)
	for i := range w {
		if d := v.isoDate(w[i:]); d != "" {
			return d, true
		}
	}
	return "", false
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
		p.d.guessf(line, "no part heading: the card entries are read as main-set cards")
		p.part = corpus.SectionMain
	}
	for i := 0; i < end; i++ {
		l := p.lines[i]
		t := l.plain
		switch {
		case l.kind == rnBlank:
		case l.kind == rnSep:
			p.d.categorize(l.n, l.n, corpus.CategorySeparator)
		case p.d.title == "" && l.kind != rnBullet && l.kind != rnCredit:
			p.d.title = rnClean(l.text)
			p.d.assign(l.n, l.n, p.d.meta.ID)
		case utf8.RuneCountInString(t) < 120 && releaseDateLine(t):
			// "Date de sortie : vendredi 13 février 2026": the
			// document's released date (readMeta), never its last
			// modification.
			p.d.assign(l.n, l.n, p.d.meta.ID)
		case p.d.modified == "" && utf8.RuneCountInString(t) < 120 && dateLine(t):
			p.d.modified, _ = isoDate(t)
			p.d.assign(l.n, l.n, p.d.meta.ID)
		case l.kind == rnCredit:
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

// releaseDateLine reports whether t gives a release date ("Date de
// sortie : …", "Data di uscita: …").
func releaseDateLine(t string) bool {
	v, err := loadVocab()
	return err == nil && hasYear(t) && v.releaseDateLine(t)
}

func (p *rnParser) enterPart(l rnLine) {
	p.part = l.part
	p.partEntries = 0
	p.lastItem = nil
	p.d.categorize(l.n, l.n, corpus.CategoryHeading)
	p.d.outline = append(p.d.outline, corpus.OutlineItem{Kind: "heading", Title: rnClean(l.text), Level: 1, Line: l.n})
}

// setCode is the search set code of a card section: the one the legality
// paragraph gives the part, else the part's usual code (sections.json),
// else the document's own.
func (p *rnParser) setCode(section string) string {
	if c, ok := p.codes[section]; ok {
		return c
	}
	if c, ok := p.g.defaultCodes[section]; ok {
		return c
	}
	return p.d.meta.Set
}

// legalCodes reads the set codes the legality paragraph gives: "portant le
// code d'extension DSK", "Les nouvelles cartes Commander … avec le code
// d'extension DSC". A code whose sentence names a part before it (in that
// part's heading words) is that part's; the first other one is the main
// set's.
func (p *rnParser) legalCodes() map[string]string {
	codes := map[string]string{}
	if len(p.g.setCode) == 0 {
		return codes
	}
	for _, l := range p.lines {
		if l.kind == rnPart && l.part != rnGeneral {
			break // the card parts: no legality paragraph there
		}
		if l.kind != rnText {
			continue
		}
		for _, sentence := range strings.SplitAfter(l.plain, ". ") {
			low := strings.ToLower(sentence)
			for _, phrase := range p.g.setCode {
				k := strings.Index(low, strings.ToLower(phrase))
				if k < 0 {
					continue
				}
				code := setCodeAfter(sentence[k+len(phrase):])
				if code == "" {
					// English: "cards with the ACC set code".
					code = setCodeBefore(sentence[:k])
				}
				if code == "" {
					continue
				}
				part := corpus.SectionMain
				for _, pr := range p.g.parts {
					if pr.Part == corpus.SectionMain || pr.Part == rnGeneral {
						continue
					}
					for _, w := range pr.Words[p.g.lang] {
						if strings.Contains(low[:k], strings.ToLower(w)) {
							part = pr.Part
						}
					}
				}
				if _, seen := codes[part]; !seen {
					codes[part] = code
				}
			}
		}
	}
	// The main set's code is the document's (its id says so); a legality
	// paragraph that names another is reported, not followed.
	if c, ok := codes[corpus.SectionMain]; ok && c != p.d.meta.Set {
		p.d.guessf(1, "the legality paragraph gives the main set code %q, the document %q; %q kept", c, p.d.meta.Set, p.d.meta.Set)
	}
	delete(codes, corpus.SectionMain)
	return codes
}

// setCodeAfter returns the set code at the start of s (" DSC et …"), lower
// case, or "".
func setCodeAfter(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	w := strings.TrimRight(f[0], ".,;:)")
	if len(w) < 2 || len(w) > 5 || strings.ToUpper(w) != w {
		return ""
	}
	return strings.ToLower(w)
}

// setCodeBefore returns the set code at the end of s ("… with the ACC "),
// lower case, or "".
func setCodeBefore(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return setCodeAfter(strings.Trim(f[len(f)-1], "*_("))
}

// cardLine handles one line of a card part.
func (p *rnParser) cardLine(i int) int {
	l := p.lines[i]
	switch {
	case l.kind == rnSep:
		p.d.categorize(l.n, l.n, corpus.CategorySeparator)
		return i + 1
	case l.kind == rnCredit:
		p.d.categorize(l.n, l.n, corpus.CategoryCredits)
		return i + 1
	case p.start[i]:
		e, next := p.parseEntry(i, false)
		p.register(e, p.part, 2)
		p.partEntries++
		return next
	case l.kind == rnText && p.partEntries == 0 && !strayHeading(l):
		// A part's introduction ("Chacun des quatre decks Commander
		// contient …"): prose about the product, as the front matter's
		// introduction is.
		p.d.categorize(l.n, l.n, corpus.CategoryBoilerplate)
		return i + 1
	}
	// Left unaccounted on purpose: finish reports it with its position; the
	// confidence section says what the parser made of it.
	switch {
	case l.kind == rnBullet:
		p.d.guessf(l.n, "a bullet outside any card entry, not attached")
	case strayHeading(l):
		p.d.categorize(l.n, l.n, corpus.CategoryHeading)
		p.d.guessf(l.n, "a heading not classified (no part heading of sections.json): kept as a heading, the part goes on")
	case l.kind != rnBlank:
		p.d.guessf(l.n, "a line outside any card entry, left out")
	}
	return i + 1
}
