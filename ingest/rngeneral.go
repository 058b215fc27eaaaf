package ingest

import (
	"cmp"
	"fmt"
	"slices"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// The general notes are a list of sections ("Nouveau mot de capacité :
// survie"), each with prose, example cards printed in full, and rulings
// about the mechanic. Some sections nest: "Notes générales sur les cartes
// face cachée" belongs to manifest dread, and "Retour de mécanique :
// machinations" is a bare title whose content is the next section's.

// generalLine handles line i of the general notes and returns the next.
func (p *rnParser) generalLine(i int) int {
	l := p.lines[i]
	switch {
	case l.kind == rnSep:
		p.d.categorize(l.n, l.n, corpus.CategorySeparator)
		p.lastItem = nil
		return i + 1
	case l.kind == rnCredit:
		p.d.categorize(l.n, l.n, corpus.CategoryCredits)
		p.lastItem = nil
		return i + 1
	case p.start[i]:
		e, next := p.parseEntry(i, true)
		id := p.register(e, corpus.SectionExamples, 3)
		if p.sec < 0 {
			p.d.warnf(l.n, "example card %q before any section title", e.displayName())
		} else {
			s := &p.d.kb.Sections[p.sec]
			if !slices.Contains(s.Cards, id) {
				s.Cards = append(s.Cards, id)
			}
			p.extendSection(e.to)
		}
		p.lastItem = nil
		return next
	case l.kind == rnBullet:
		if p.sec < 0 {
			p.d.guessf(l.n, "a bullet before any section title, not attached")
			return i + 1 // unaccounted, reported by finish
		}
		st := p.secItems[p.sec]
		st.rulings = p.startItem(st.rulings, l, l.item)
		return i + 1
	}
	// Text: the rest of the paragraph or ruling before, a section title, or
	// a new paragraph.
	if p.lastItem != nil && p.sec >= 0 && (p.lastItem.continuedBy(l) || rnStartsLower(l.plain)) {
		p.lastItem.add(l, l.text, l.plain)
		p.extendSection(l.n)
		return i + 1
	}
	if utf8.RuneCountInString(l.plain) < 120 && releaseDateLine(l.plain) {
		// "Date de sortie : vendredi 13 février 2026" printed under the
		// first heading: the document's date (readMeta), not a section.
		p.d.assign(l.n, l.n, p.d.meta.ID)
		return i + 1
	}
	if l.heading || (rnNameLike(l.plain) && !rnStartsLower(l.plain)) {
		if allCaps(l.plain) && len(l.plain) > 8 {
			p.d.guessf(l.n, "an all-capitals heading that is no part heading of sections.json, read as a section title")
		}
		p.newSection(l)
		return i + 1
	}
	if p.sec < 0 {
		p.d.guessf(l.n, "a paragraph before any section title, left out")
		return i + 1 // unaccounted, reported by finish
	}
	st := p.secItems[p.sec]
	st.text = p.startItem(st.text, l, l.text)
	return i + 1
}

// startItem begins a ruling or paragraph of the current section at line
// l, whose text is text, and returns items with it appended.
func (p *rnParser) startItem(items []*rnItem, l rnLine, text string) []*rnItem {
	it := &rnItem{}
	it.add(l, text, l.plain)
	p.lastItem = it
	p.extendSection(l.n)
	return append(items, it)
}

// newSection opens a section at title line l. A title right after a bare
// title, or one that says it is general notes about the previous topic, is
// a subsection.
func (p *rnParser) newSection(l rnLine) {
	title := rnClean(l.text)
	level, parent := 1, -1
	if p.sec >= 0 {
		cur := &p.d.kb.Sections[p.sec]
		st := p.secItems[p.sec]
		empty := len(st.text) == 0 && len(st.rulings) == 0 && len(cur.Cards) == 0
		sub := p.g.subsectionTitle(title)
		switch {
		case empty && cur.Level == 1:
			level, parent = 2, p.sec
		case sub && p.lastTop >= 0:
			level, parent = 2, p.lastTop
		}
	}
	id := p.d.newID(p.d.meta.ID + "-s-" + cmp.Or(text.Slug(title), fmt.Sprintf("line-%d", l.n)))
	s := corpus.Section{
		ID:       id,
		Doc:      p.d.meta.ID,
		Lang:     p.d.meta.Lang,
		Title:    title,
		Level:    level,
		Mechanic: p.terms.sectionMechanic(title),
		Text:     []string{},
		Rulings:  []corpus.Ruling{},
		Cards:    []string{},
		Pos:      p.pos(l.n, l.n),
	}
	if parent >= 0 {
		s.Parent = p.d.kb.Sections[parent].ID
		if s.Mechanic == "" {
			s.Mechanic = p.d.kb.Sections[parent].Mechanic
		}
	}
	s.Kind = "general"
	switch {
	case s.Mechanic != "":
		s.Kind = "mechanic"
	case p.g.mechanicTitle(title):
		// A mechanic the term table does not know yet: the section still
		// explains one, named after the title's colon; its cards are
		// linked to it once the document is read (linkNewMechanics).
		s.Kind = "mechanic"
		s.Mechanic = newMechanicKey(title)
		p.d.guessf(l.n, "section %q explains a mechanic the term table does not hold", title)
	}
	p.d.kb.Sections = append(p.d.kb.Sections, s)
	p.sec = len(p.d.kb.Sections) - 1
	if level == 1 {
		p.lastTop = p.sec
	}
	p.secItems[p.sec] = &rnSecState{}
	p.lastItem = nil
	p.d.assign(l.n, l.n, id)
	p.d.outline = append(p.d.outline, corpus.OutlineItem{Kind: "section", ID: id, Title: title, Level: level + 1, Line: l.n})
}

// extendSection stretches the current section (and its parent) to line n.
func (p *rnParser) extendSection(n int) {
	if p.sec < 0 {
		return
	}
	s := &p.d.kb.Sections[p.sec]
	if n > s.Pos.End {
		s.Pos.End = n
	}
	if s.Parent != "" {
		for k := range p.d.kb.Sections {
			if ps := &p.d.kb.Sections[k]; ps.ID == s.Parent && n > ps.Pos.End {
				ps.Pos.End = n
			}
		}
	}
}

// finishSections turns the collected paragraphs and rulings into section
// text and rulings with their ids, and gives them their lines.
func (p *rnParser) finishSections() {
	for k := range p.d.kb.Sections {
		st, ok := p.secItems[k]
		if !ok {
			continue // another document's section
		}
		s := &p.d.kb.Sections[k]
		for _, it := range st.text {
			s.Text = append(s.Text, rnClean(it.raw))
			for _, n := range it.lines {
				p.d.assign(n, n, s.ID)
			}
		}
		for _, it := range st.rulings {
			id := fmt.Sprintf("%s-r%d", s.ID, len(s.Rulings)+1)
			s.Rulings = append(s.Rulings, p.ruling(id, rnClean(it.raw), it))
			for _, n := range it.lines {
				p.d.assign(n, n, id)
			}
		}
	}
}
