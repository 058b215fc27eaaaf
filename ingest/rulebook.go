package ingest

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// The 9th-edition rulebook is a PDF turned into text: a cover, an
// introduction, a printed table of contents, seven chapters whose parts are
// upper-case headings (with mixed-case or lettered sub-parts), the glossary
// as chapter 7, then credits, addresses and the back cover. Page breaks
// left runs of blank lines, sometimes in the middle of a sentence, and the
// card pictures left fragments of English card text.

var (
	chapterRE   = regexp.MustCompile(`^CHAPITRE\s+(\d+)\s*:?\s*(.*)$`)
	tocEntryRE  = regexp.MustCompile(`^(\d+)\s+Chapitre\s+(\d+)\s*:\s*(.+)$`)
	copyrightRE = regexp.MustCompile(`©\s*((?:19|20)\d\d)`)
	// englishTypeRE is the type line of a card picture ("Creature — Human
	// Wizard"); the rulebook's own prose is French.
	englishTypeRE = regexp.MustCompile(`^\|?\s*(Legendary |Artifact )?(Creature|Artifact|Enchantment|Instant|Sorcery|Land)\b\s*(—|\||$)`)
)

type rulebookState int

const (
	rbCover rulebookState = iota
	rbTOC
	rbChapter
	rbGlossary
	rbCredits
	rbBackCover
)

// rulebookParser holds the state of one pass over the rulebook. Sections
// and entries are collected locally and appended to the KB at the end, so
// that indexes stay valid while they grow.
type rulebookParser struct {
	d        *doc
	blocks   []block
	state    rulebookState
	cover    []string
	sections []corpus.Section
	parent   map[int]int // section index → parent section index
	chapter  int         // index in sections of the current chapter, -1 if none
	part     int         // current level-2 part, -1 if none
	sub      int         // current level-3 sub-part, -1 if none
	entries  []corpus.GlossaryEntry
	entry    int   // current glossary entry, -1 if none
	prev     block // the block handled before the current one
	toc      map[int]string
	inFigure bool
}

func parseRulebook(d *doc) {
	p := &rulebookParser{d: d, parent: map[int]int{}, chapter: -1, part: -1, sub: -1, entry: -1, toc: map[int]string{}}
	blankRuns(d, 1, len(d.lines), 3, corpus.CategoryPageBreak)
	p.blocks = blocksOf(d, 1, len(d.lines))
	for i := 0; i < len(p.blocks); i++ {
		if p.blocks[i].lines == nil {
			continue // joined to the block before it
		}
		i = p.block(i)
		p.prev = p.blocks[i]
	}
	p.finish()
}

// block handles p.blocks[i] and returns the index of the last block it
// consumed.
func (p *rulebookParser) block(i int) int {
	b := p.at(i)
	t := b.first().clean
	caps := b.single() && allCaps(t) && utf8.RuneCountInString(t) <= 80
	if caps && p.state != rbCredits && p.state != rbBackCover {
		if m := chapterRE.FindStringSubmatch(t); m != nil {
			return p.newChapter(i, m)
		}
		switch {
		case t == "SOMMAIRE":
			p.state = rbTOC
			p.d.categorizeText(b, corpus.CategoryTOC)
			return i
		case strings.HasPrefix(t, "GÉNÉRIQUE"):
			p.state = rbCredits
			p.closeChapter()
			p.d.categorizeText(b, corpus.CategoryCredits)
			return i
		}
	}
	switch p.state {
	case rbCover:
		if nb, _, ok := p.next(i); ok && p.headingLike(b) && !p.headingLike(nb) {
			// The first heading with a body ends the cover: the introduction.
			p.state = rbChapter
			return p.chapterBlock(i)
		}
		if p.headingLike(b) {
			if len(p.cover) < 4 {
				// The title is on the first cover lines; a document of
				// nothing but short lines must not make a megabyte title.
				p.cover = append(p.cover, t)
			}
			p.d.categorizeText(b, corpus.CategoryHeading)
		} else {
			p.d.warnf(b.from, "text before the first heading kept as boilerplate")
			p.d.categorizeText(b, corpus.CategoryBoilerplate)
		}
	case rbTOC:
		for _, l := range b.lines {
			if m := tocEntryRE.FindStringSubmatch(l.clean); m != nil {
				n, _ := strconv.Atoi(m[2])
				p.toc[n] = m[3]
			}
		}
		p.d.categorizeText(b, corpus.CategoryTOC)
	case rbChapter:
		return p.chapterBlock(i)
	case rbGlossary:
		p.glossaryBlock(i)
	case rbCredits:
		if strings.HasPrefix(t, "©") {
			p.state = rbBackCover
			p.d.categorizeText(b, corpus.CategoryBoilerplate)
			return i
		}
		p.d.categorizeText(b, corpus.CategoryCredits)
	case rbBackCover:
		if strings.HasPrefix(t, "Illus.") {
			p.d.categorizeText(b, corpus.CategoryCredits)
		} else {
			p.d.categorizeText(b, corpus.CategoryBoilerplate)
		}
	}
	return i
}

// at returns block i, joined first with what a page break cut from it; the
// blocks joined to it are emptied. Credits and addresses are lists of short
// lines, not sentences: they are never joined.
func (p *rulebookParser) at(i int) block {
	if p.state != rbCredits && p.state != rbBackCover {
		for j := p.live(i + 1); j < len(p.blocks) && cutMidSentence(p.blocks[i].last().text, p.blocks[j].first().text); j = p.live(j + 1) {
			p.blocks[i] = joinBlocks(p.d, p.blocks[i], p.blocks[j])
			p.blocks[j] = block{}
		}
	}
	return p.blocks[i]
}

// live returns the index of the first block from i on that was not joined
// to an earlier one, or len(p.blocks).
func (p *rulebookParser) live(i int) int {
	for i < len(p.blocks) && p.blocks[i].lines == nil {
		i++
	}
	return i
}

// next returns the block after block i, joined, and its index.
func (p *rulebookParser) next(i int) (block, int, bool) {
	j := p.live(i + 1)
	if j >= len(p.blocks) {
		return block{}, j, false
	}
	return p.at(j), j, true
}

// headingLike reports whether b could be a heading: one short line that
// does not read as a sentence or a list item.
func (p *rulebookParser) headingLike(b block) bool {
	if !b.single() {
		return false
	}
	t := b.first().clean
	n := utf8.RuneCountInString(t)
	if n == 0 || n > 80 {
		return false
	}
	if allCaps(t) {
		return true
	}
	if n > 60 || strings.HasPrefix(t, "|") || englishTypeRE.MatchString(t) {
		return false
	}
	if e := enumerated(t); e != "" {
		return isLetterEnum(e) && words(t) <= 9
	}
	first, _ := utf8.DecodeRuneInString(t)
	if unicode.IsLower(first) || bulletOrNumbered(t) {
		return false
	}
	return !endsSentence(t)
}

func isLetterEnum(e string) bool { return len(e) == 2 && e[0] >= 'a' && e[0] <= 'z' }

func (p *rulebookParser) newChapter(i int, m []string) int {
	b := p.blocks[i]
	title := strings.TrimSpace(b.first().clean)
	end := b.to
	if next, j, ok := p.next(i); ok && strings.TrimSpace(m[2]) == "" {
		// "CHAPITRE 6 :" with the title on the next line.
		if nt := next.first().clean; next.single() && allCaps(nt) {
			title += " " + nt
			end = next.to
			i = j
		}
	}
	p.closeChapter()
	p.chapter = p.addSection(title, 1, -1, b.from, end)
	p.state = rbChapter
	if strings.Contains(title, "GLOSSAIRE") {
		p.state = rbGlossary
	}
	return i
}

func (p *rulebookParser) closeChapter() {
	p.chapter, p.part, p.sub, p.entry, p.inFigure = -1, -1, -1, -1, false
}

// chapterBlock handles a block inside a chapter: a part heading, a
// sub-part heading, a picture fragment, or text.
func (p *rulebookParser) chapterBlock(i int) int {
	d := p.d
	b := p.at(i)
	t := b.first().clean
	if p.inFigure && figureContinues(b) {
		d.categorizeText(b, corpus.CategoryFigure)
		return i
	}
	p.inFigure = false
	if strings.HasPrefix(t, "|") || englishTypeRE.MatchString(t) {
		p.inFigure = true
		d.categorizeText(b, corpus.CategoryFigure)
		return i
	}
	nb, _, hasNext := p.next(i)
	// A short line that leads into a list or a sentence's end is text.
	leadsIn := hasNext && (startsLower(nb.first().text) || bulletOrNumbered(nb.first().text))
	if p.headingLike(b) && (allCaps(t) || !leadsIn) {
		switch {
		case p.chapter < 0:
			p.chapter = p.addSection(t, 1, -1, b.from, b.to)
			p.part, p.sub = -1, -1
		case allCaps(t):
			p.part = p.addSection(t, 2, p.chapter, b.from, b.to)
			p.sub = -1
		case !hasNext || p.headingLike(nb):
			// A caption whose picture is gone ("Structure par
			// élimination directe" right before the next heading).
			d.categorizeText(b, corpus.CategoryFigure)
		case p.part >= 0 && allCaps(p.sections[p.part].Title):
			p.sub = p.addSection(t, 3, p.part, b.from, b.to)
		default:
			p.part = p.addSection(t, 2, p.chapter, b.from, b.to)
			p.sub = -1
		}
		return i
	}
	s := p.current()
	if s < 0 {
		d.warnf(b.from, "text outside any chapter kept as boilerplate")
		d.categorizeText(b, corpus.CategoryBoilerplate)
		return i
	}
	for _, l := range b.lines {
		p.addText(s, l)
	}
	return i
}

// figureContinues reports whether b is more of a card picture's English
// text: an ability whose cost symbol was lost (": Draw a card.") or the
// flavour text in quotes.
func figureContinues(b block) bool {
	t := strings.TrimSpace(b.first().text)
	return strings.HasPrefix(t, ":") || strings.HasPrefix(t, "*“") || strings.HasPrefix(t, "“") || strings.HasPrefix(t, "|")
}

func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(s))
	return unicode.IsLower(r)
}

// current returns the deepest open section, or -1.
func (p *rulebookParser) current() int {
	switch {
	case p.sub >= 0:
		return p.sub
	case p.part >= 0:
		return p.part
	}
	return p.chapter
}

func (p *rulebookParser) addSection(title string, level, parent, from, to int) int {
	d := p.d
	slug := text.Slug(title)
	if slug == "" {
		slug = "section"
	}
	id := d.newID(d.meta.ID + "-s-" + slug)
	s := corpus.Section{
		ID: id, Doc: d.meta.ID, Lang: d.meta.Lang, Title: title, Kind: "chapter", Level: level,
		Text: []string{}, Rulings: []corpus.Ruling{}, Cards: []string{},
		Pos: corpus.Pos{Doc: d.meta.ID, Line: from, End: to},
	}
	if parent >= 0 {
		s.Parent = p.sections[parent].ID
	}
	s.Flags = d.flagLines(from, to)
	d.assignText(textLine{from: from, to: to}, id)
	p.sections = append(p.sections, s)
	k := len(p.sections) - 1
	p.parent[k] = parent
	p.extend(parent, to)
	d.outline = append(d.outline, corpus.OutlineItem{Kind: "section", ID: id, Title: title, Level: level, Line: from})
	return k
}

// addText appends a logical line to section k.
func (p *rulebookParser) addText(k int, l textLine) {
	s := &p.sections[k]
	s.Text = append(s.Text, l.clean)
	s.Flags = append(s.Flags, p.d.flagText(l)...)
	p.d.assignText(l, s.ID)
	p.extend(k, l.to)
}

// extend makes section k and its ancestors end no earlier than line end.
func (p *rulebookParser) extend(k, end int) {
	for ; k >= 0; k = p.parent[k] {
		if p.sections[k].Pos.End < end {
			p.sections[k].Pos.End = end
		}
	}
}

// glossaryBlock handles a block of chapter 7: a term, a definition
// paragraph or list, or a cross-reference line.
func (p *rulebookParser) glossaryBlock(i int) {
	d := p.d
	b := p.at(i)
	next, _, hasNext := p.next(i)
	// An entry has a body: the block right after a term is not a term.
	prevTerm := p.entry >= 0 && p.entries[p.entry].Pos.Line == p.prev.from
	var nextp *block
	if hasNext {
		nextp = &next
	}
	if glossaryTerm(b, p.prev, nextp, prevTerm) {
		term := b.first().clean
		id := d.glossaryID(term)
		e := corpus.GlossaryEntry{
			ID: id, Doc: d.meta.ID, Lang: d.meta.Lang, Term: term,
			Text: []string{}, SeeAlso: []corpus.SeeAlso{},
			Pos:   corpus.Pos{Doc: d.meta.ID, Line: b.from, End: b.to},
			Flags: d.flagLines(b.from, b.to),
		}
		d.assign(b.from, b.to, id)
		p.entries = append(p.entries, e)
		p.entry = len(p.entries) - 1
		p.extend(p.chapter, b.to)
		d.outline = append(d.outline, corpus.OutlineItem{Kind: "glossary", ID: id, Title: term, Level: 2, Line: b.from})
		return
	}
	if p.entry < 0 {
		if p.chapter < 0 {
			d.warnf(b.from, "glossary text outside any chapter kept as boilerplate")
			d.categorizeText(b, corpus.CategoryBoilerplate)
			return
		}
		for _, l := range b.lines {
			p.addText(p.chapter, l)
		}
		return
	}
	e := &p.entries[p.entry]
	for _, l := range b.lines {
		t := l.clean
		if refs, ok := parseSeeAlso(t); ok {
			e.SeeAlso = append(e.SeeAlso, refs...)
		} else {
			e.Text = append(e.Text, t)
		}
		e.Flags = append(e.Flags, d.flagText(l)...)
		d.assignText(l, e.ID)
		e.Pos.End = l.to
	}
	p.extend(p.chapter, b.to)
}

func (p *rulebookParser) finish() {
	d := p.d
	if len(p.cover) > 0 {
		d.title = p.cover[len(p.cover)-1]
		if len(p.cover) > 1 {
			d.title = strings.Join(p.cover[:len(p.cover)-1], " ") + " — " + d.title
		}
	}
	for _, l := range d.lines {
		if m := copyrightRE.FindStringSubmatch(l); m != nil {
			// The rulebook dates itself only by its copyright year; an
			// ISO 8601 date of year precision says exactly that much.
			d.modified = m[1]
			break
		}
	}
	resolveSeeAlso(p.entries)
	flagMisordered(p.entries)
	for _, e := range p.entries {
		for _, r := range e.SeeAlso {
			if r.Dangling {
				d.warnf(e.Pos.Line, "glossary entry %q: see-also target %q matches no entry", e.Term, r.Term)
			}
		}
	}
	chapters := map[int]bool{}
	for _, s := range p.sections {
		if m := chapterRE.FindStringSubmatch(s.Title); m != nil {
			n, _ := strconv.Atoi(m[1])
			chapters[n] = true
		}
	}
	listed := make([]int, 0, len(p.toc))
	for n := range p.toc {
		listed = append(listed, n)
	}
	sort.Ints(listed)
	for _, n := range listed {
		if !chapters[n] {
			d.warnf(1, "table of contents lists chapter %d %q, which the document does not contain", n, p.toc[n])
		}
	}
	d.kb.Sections = append(d.kb.Sections, p.sections...)
	d.kb.Glossary = append(d.kb.Glossary, p.entries...)
}
