package ingest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// rnEntry is one card entry as printed: a name, a cost, a type line, a
// body, and for a room two halves before the shared type line.
type rnEntry struct {
	name     string
	from, to int
	cost     string
	tl       typeLine
	hasType  bool
	pt       string
	loyalty  string
	faces    []rnFace // two for a room, none otherwise
	text     []*rnItem
	modes    []*rnItem
	rulings  []*rnItem
	own      []int // lines of the card itself (name, cost, type, P/T, text, modes, "//")
	seps     []int // separator lines inside the entry
	flags    []string
	general  bool // printed in the general notes
	headLine int
}

type rnFace struct {
	name     string
	cost     string
	text     []*rnItem
	from, to int
}

func (e *rnEntry) take(l rnLine) {
	e.own = append(e.own, l.n)
	if l.n > e.to {
		e.to = l.n
	}
}

func (e *rnEntry) displayName() string {
	if len(e.faces) == 2 {
		return e.faces[0].name + " // " + e.faces[1].name
	}
	return e.name
}

// parseEntry reads the card entry starting at line i. In the general notes
// an entry ends at the first bullet (the section's rulings follow example
// cards) or at a paragraph of prose; in the card parts it runs to the next
// entry or part.
func (p *rnParser) parseEntry(i int, general bool) (*rnEntry, int) {
	l := p.lines[i]
	e := &rnEntry{name: rnClean(l.text), from: l.n, to: l.n, general: general, headLine: l.n}
	e.take(l)
	j := p.next(i + 1)
	if j < len(p.lines) && p.lines[j].kind == rnCost {
		e.cost = p.lines[j].item
		e.take(p.lines[j])
		j = p.next(j + 1)
	}
	switch {
	case j < len(p.lines) && p.lines[j].kind == rnType:
		e.tl, e.hasType = *p.lines[j].tl, true
		e.take(p.lines[j])
		j = p.next(j + 1)
	case e.cost != "" && j < len(p.lines) && p.lines[j].kind == rnText && !p.start[j]:
		j = p.parseRoom(e, j)
	default:
		e.flags = append(e.flags, "no type line")
		p.d.warnf(e.from, "card %q: no type line after the name and cost (entry cut short?)", e.name)
	}
	if e.hasType && j < len(p.lines) {
		switch nl := p.lines[j]; {
		case nl.kind == rnPT:
			e.pt = nl.plain
			e.take(nl)
			j = p.next(j + 1)
		case nl.kind == rnNumber && slices.Contains(e.tl.Types, "Planeswalker"):
			e.loyalty = nl.plain
			e.take(nl)
			j = p.next(j + 1)
		}
	}
	if e.tl.Reminder != "" {
		// The reminder fused on the type line is the first paragraph of the
		// body; it may go on over the next lines.
		it := &rnItem{raw: e.tl.Reminder, from: e.to, to: e.to, tail: e.tl.Reminder,
			open: strings.Count(e.tl.Reminder, "(") - strings.Count(e.tl.Reminder, ")")}
		e.text = append(e.text, it)
	}
	return e, p.body(e, j)
}

// parseRoom reads the two halves of a room, from half A's text at line j:
// A's text, "//", B's name and cost and text, "//", and the shared type
// line (Italian fuses it with the reminder text).
func (p *rnParser) parseRoom(e *rnEntry, j int) int {
	a := rnFace{name: e.name, cost: e.cost, from: e.from}
	j = p.faceText(e, &a, j)
	if j >= len(p.lines) || p.lines[j].kind != rnRoomSep {
		e.flags = append(e.flags, "no type line")
		p.d.warnf(e.from, "card %q: a mana cost followed by text but no type line and no \"//\" (entry cut short?)", e.name)
		e.text = append(e.text, a.text...)
		return j
	}
	e.take(p.lines[j])
	j = p.next(j + 1)
	b := rnFace{}
	if j < len(p.lines) && p.lines[j].kind == rnText {
		b.name, b.from, b.to = rnClean(p.lines[j].text), p.lines[j].n, p.lines[j].n
		e.take(p.lines[j])
		j = p.next(j + 1)
		if j < len(p.lines) && p.lines[j].kind == rnCost {
			b.cost = p.lines[j].item
			e.take(p.lines[j])
			j = p.next(j + 1)
		}
		j = p.faceText(e, &b, j)
	}
	if b.name == "" {
		p.d.warnf(e.to, "room %q: no second half after \"//\"", e.name)
	}
	if j < len(p.lines) && p.lines[j].kind == rnRoomSep {
		e.take(p.lines[j])
		j = p.next(j + 1)
	}
	if j < len(p.lines) && p.lines[j].kind == rnType {
		e.tl, e.hasType = *p.lines[j].tl, true
		e.take(p.lines[j])
		j = p.next(j + 1)
	} else {
		e.flags = append(e.flags, "no type line")
		p.d.warnf(e.to, "room %q: no type line after its halves", e.name)
	}
	e.faces = []rnFace{a, b}
	e.cost = ""
	return j
}

// faceText collects a room half's rules text up to the next "//".
func (p *rnParser) faceText(e *rnEntry, f *rnFace, j int) int {
	for j < len(p.lines) {
		l := p.lines[j]
		if l.kind == rnBlank {
			j++
			continue
		}
		if l.kind == rnRoomSep || l.kind == rnBullet || l.kind == rnPart || l.kind == rnLegal || l.kind == rnSep || l.kind == rnType || p.start[j] {
			return j
		}
		if n := len(f.text); n > 0 && f.text[n-1].continuedBy(l) {
			f.text[n-1].add(l, l.text, l.plain)
		} else {
			it := &rnItem{}
			it.add(l, l.text, l.plain)
			f.text = append(f.text, it)
		}
		e.take(l)
		f.to = l.n
		j++
	}
	return j
}

// rnModeMax is the length above which a bullet naming the card reads as a
// ruling rather than a mode: modes in the corpus are under 110 characters.
const rnModeMax = 130

var (
	chooseRE   = regexp.MustCompile(`(?i)\b(choisissez|choisis|scegli|choose)\s+(l'un|l’un|un|une|uno|una|one|deux|due|two|trois|tre|three|quatre|quattro|four)(\s+ou plus|\s+o più|\s+or more)?\s*(—|-|\.|$)`)
	modeWordRE = regexp.MustCompile(`(?i)\b(modes?|mod[oi])\b`)
	wordDashRE = regexp.MustCompile(`^\p{Lu}[\p{L}'’]*\s*—`)
)

// modalParagraph reports whether the text right before a run of bullets
// announces modes: "Choisissez l'un —", "Scegli uno —", "choisissez trois.",
// or a choice between named options ("choisissez Croire ou Douter.") whose
// bullets start with those names.
func modalParagraph(para *rnItem, firstBullet string) (modal, named bool) {
	if strings.HasSuffix(strings.TrimSpace(para.tail), "—") {
		return true, false
	}
	if !strings.Contains(para.raw, "hoisi") && !strings.Contains(para.raw, "cegli") && !strings.Contains(para.raw, "hoose") {
		return false, false
	}
	t := strings.TrimSpace(plain(para.raw))
	if chooseRE.MatchString(t) {
		return true, false
	}
	if wordDashRE.MatchString(firstBullet) {
		w := strings.TrimSpace(strings.SplitN(firstBullet, "—", 2)[0])
		if strings.Contains(t, w) {
			return true, true
		}
	}
	return false, false
}

// body reads the rest of an entry from line j: rules text paragraphs, the
// modes of a modal spell (bulleted exactly like rulings, right after the
// text that announces them), the rulings, and their wrapped lines.
func (p *rnParser) body(e *rnEntry, j int) int {
	modal, named, blankAfterMode, sawSep := false, false, false, false
	for j < len(p.lines) {
		l := p.lines[j]
		if l.kind == rnBlank {
			if len(e.modes) > 0 {
				blankAfterMode = true
			}
			j++
			continue
		}
		if l.kind == rnPart || l.kind == rnLegal || p.start[j] {
			break
		}
		switch l.kind {
		case rnSep, rnRoomSep:
			if e.general {
				return j
			}
			if l.kind == rnRoomSep {
				p.d.warnf(l.n, "card %q: \"//\" outside a room's halves", e.displayName())
			}
			e.seps = append(e.seps, l.n)
			modal, sawSep = false, true
			j++
			continue
		case rnBullet:
			if e.general {
				return j
			}
			if len(e.rulings) == 0 && len(e.modes) == 0 && len(e.text) > 0 {
				modal, named = modalParagraph(e.text[len(e.text)-1], l.item)
			}
			if modal && p.isMode(e, l.item, named, blankAfterMode) {
				it := &rnItem{}
				it.add(l, l.item, l.plain)
				e.modes = append(e.modes, it)
				e.take(l)
			} else {
				modal = false
				it := &rnItem{}
				it.add(l, l.item, l.plain)
				e.rulings = append(e.rulings, it)
				if l.n > e.to {
					e.to = l.n
				}
			}
			j++
			continue
		}
		// Text (or a stray cost, P/T or type line read as text). Nothing
		// of an entry follows its closing separator: such a line is left to
		// the caller, which reports it.
		if sawSep {
			return j
		}
		switch {
		case len(e.rulings) > 0:
			last := e.rulings[len(e.rulings)-1]
			if !last.continuedBy(l) && !rnStartsLower(l.plain) {
				p.d.warnf(l.n, "card %q: text after its rulings read as the end of ruling %d", e.displayName(), len(e.rulings))
			}
			last.add(l, l.text, l.plain)
			if l.n > e.to {
				e.to = l.n
			}
		case len(e.modes) > 0 && !blankAfterMode && e.modes[len(e.modes)-1].continuedBy(l):
			e.modes[len(e.modes)-1].add(l, l.text, l.plain)
			e.take(l)
		default:
			if e.general && (l.heading || (len(e.text) > 0 && utf8.RuneCountInString(l.plain) > rnProseMin)) {
				return j
			}
			if n := len(e.text); n > 0 && e.text[n-1].continuedBy(l) {
				e.text[n-1].add(l, l.text, l.plain)
			} else {
				it := &rnItem{}
				it.add(l, l.text, l.plain)
				e.text = append(e.text, it)
			}
			e.take(l)
		}
		j++
	}
	return j
}

// isMode decides whether a bullet after a modal paragraph is one more mode
// or the first ruling. Modes come first and never talk about modes or name
// the card; a blank line after the modes ends them.
func (p *rnParser) isMode(e *rnEntry, b string, named, blankAfterMode bool) bool {
	if len(e.modes) > 0 && blankAfterMode {
		return false
	}
	// Modes may name the card ("Mettez deux marqueurs +1/+1 sur le Fureteur
	// de couloir silencieux."); only a long bullet naming it is a ruling.
	if modeWordRE.MatchString(b) || (mentions(b, e.name) && utf8.RuneCountInString(b) > rnModeMax) {
		return false
	}
	if named && !wordDashRE.MatchString(b) {
		return false
	}
	return true
}

// mentions reports whether text names the card (or the part of a
// "Name, title" name that rulings use on its own).
func mentions(text, name string) bool {
	lt, ln := strings.ToLower(text), strings.ToLower(name)
	if ln == "" {
		return false
	}
	if strings.Contains(lt, ln) {
		return true
	}
	if i := strings.Index(ln, ","); i >= 4 && strings.Contains(lt, ln[:i]) {
		return true
	}
	return false
}

// register turns an entry into a card of the knowledge base, or merges it
// into the card it repeats: an example card of the general notes and its
// entry in the card parts are one card, and so are two printings of an
// entry in the same part. Every position is kept; the card parts' printing
// is the primary one.
func (p *rnParser) register(e *rnEntry, section string, level int) string {
	name := e.displayName()
	key := text.Slug(name)
	if key == "" {
		key = fmt.Sprintf("line-%d", e.from)
	}
	if idx, ok := p.byName[key]; ok {
		c := &p.d.kb.Cards[idx]
		switch {
		case e.general || section == corpus.SectionExamples:
			// The same card printed again inside the general notes.
			c.Positions = append(c.Positions, p.pos(e.from, e.to))
			p.own(e, c)
			p.outlineCard(c.ID, name, e.headLine, level)
			return c.ID
		case c.Section == corpus.SectionExamples:
			// The card entry of an example printed earlier: it becomes the
			// primary printing.
			old := c.Positions
			*c = p.buildCard(e, c.ID, section)
			c.Positions = append([]corpus.Pos{p.pos(e.from, e.to)}, old...)
			p.own(e, c)
			p.outlineCard(c.ID, name, e.headLine, level)
			return c.ID
		case c.Section == section:
			p.d.duplicates++
			p.mergeDuplicate(e, c)
			return c.ID
		}
		// Same name in another card part: a card of its own.
		id := p.d.newID(p.d.meta.ID + "-" + key + "-" + p.setCode(section))
		p.addCard(e, id, section, level)
		return id
	}
	id := p.d.newID(p.d.meta.ID + "-" + key)
	p.byName[key] = p.addCard(e, id, section, level)
	return id
}

func (p *rnParser) addCard(e *rnEntry, id, section string, level int) int {
	c := p.buildCard(e, id, section)
	c.Positions = []corpus.Pos{p.pos(e.from, e.to)}
	p.d.kb.Cards = append(p.d.kb.Cards, c)
	idx := len(p.d.kb.Cards) - 1
	p.own(e, &p.d.kb.Cards[idx])
	p.outlineCard(id, c.Name, e.headLine, level)
	return idx
}

func (p *rnParser) outlineCard(id, name string, line, level int) {
	p.d.outline = append(p.d.outline, corpus.OutlineItem{Kind: "card", ID: id, Title: name, Level: level, Line: line})
}

func (p *rnParser) pos(from, to int) corpus.Pos {
	return corpus.Pos{Doc: p.d.meta.ID, Line: from, End: to}
}

// own gives the entry's lines to the card and its rulings. Rulings of a
// repeated printing that say what an existing ruling says are that ruling.
func (p *rnParser) own(e *rnEntry, c *corpus.Card) {
	for _, n := range e.own {
		p.d.assign(n, n, c.ID)
	}
	for _, n := range e.seps {
		p.d.categorize(n, n, corpus.CategorySeparator)
	}
	for _, it := range e.rulings {
		text := rnClean(it.raw)
		id := ""
		for _, r := range c.Rulings {
			if r.Text == text {
				id = r.ID
				break
			}
		}
		if id == "" {
			id = fmt.Sprintf("%s-r%d", c.ID, len(c.Rulings)+1)
			c.Rulings = append(c.Rulings, corpus.Ruling{ID: id, Text: text, Line: it.from, Pos: p.pos(it.from, it.to)})
		}
		for _, n := range it.lines {
			p.d.assign(n, n, id)
		}
	}
}

// mergeDuplicate folds a second printing of an entry into its card.
func (p *rnParser) mergeDuplicate(e *rnEntry, c *corpus.Card) {
	dup := p.buildCard(e, c.ID, c.Section)
	if strings.Join(dup.Text, "\n") != strings.Join(c.Text, "\n") || dup.ManaCost != c.ManaCost || dup.TypeLine != c.TypeLine {
		p.d.warnf(e.from, "card %q printed again (first at line %d) with different text; the first printing is kept", c.Name, c.Positions[0].Line)
		c.Flags = append(c.Flags, fmt.Sprintf("printed again at line %d with different text", e.from))
	}
	n := len(c.Rulings)
	c.Positions = append(c.Positions, p.pos(e.from, e.to))
	p.own(e, c)
	if len(c.Rulings) > n {
		p.d.warnf(e.from, "card %q printed again with %d ruling(s) the first printing lacks; merged", c.Name, len(c.Rulings)-n)
	}
}

// buildCard makes the card of an entry, without positions.
func (p *rnParser) buildCard(e *rnEntry, id, section string) corpus.Card {
	c := corpus.Card{
		ID:         id,
		Doc:        p.d.meta.ID,
		Lang:       p.d.meta.Lang,
		Section:    section,
		Set:        p.setCode(section),
		Name:       e.displayName(),
		TypeLine:   e.tl.Written,
		Supertypes: nonNil(e.tl.Supertypes),
		Types:      nonNil(e.tl.Types),
		Subtypes:   nonNil(e.tl.Subtypes),
		PT:         e.pt,
		Loyalty:    e.loyalty,
		Text:       []string{},
		Modes:      []string{},
		Rulings:    []corpus.Ruling{},
		Mechanics:  []string{},
		Flags:      append(append([]string(nil), e.flags...), e.tl.Flags...),
	}
	if section == corpus.SectionExamples && slices.Contains(c.Types, "Scheme") {
		c.Set = "archenemy"
	}
	if c.PT != "" {
		if pw, tg, ok := strings.Cut(c.PT, "/"); ok {
			c.Power, c.Toughness = pw, tg
		}
	}
	for _, it := range e.modes {
		c.Modes = append(c.Modes, rnClean(it.raw))
	}
	shared := make([]string, 0, len(e.text))
	for _, it := range e.text {
		shared = append(shared, rnClean(it.raw))
	}
	if len(e.faces) == 2 {
		costs := make([]string, 0, 2)
		names := make([]string, 0, 2)
		for _, f := range e.faces {
			face := corpus.Face{
				Name:      f.name,
				ManaCost:  f.cost,
				ManaValue: manaValue(f.cost),
				Colors:    manaColors(f.cost),
				TypeLine:  e.tl.Written,
				Text:      []string{},
				Pos:       p.pos(f.from, f.to),
			}
			for _, it := range f.text {
				face.Text = append(face.Text, rnClean(it.raw))
			}
			c.Faces = append(c.Faces, face)
			c.Text = append(c.Text, face.Text...)
			c.ManaValue += face.ManaValue
			c.Colors = unionColors(c.Colors, face.Colors)
			costs = append(costs, f.cost)
			names = append(names, f.name)
		}
		c.ManaCost = strings.Join(costs, " // ")
		c.Text = append(c.Text, shared...)
	} else {
		c.ManaCost = e.cost
		c.ManaValue = manaValue(e.cost)
		c.Colors = manaColors(e.cost)
		c.Text = shared
		c.Faces = []corpus.Face{{
			Name: c.Name, ManaCost: c.ManaCost, ManaValue: c.ManaValue, Colors: c.Colors,
			TypeLine: c.TypeLine, Text: c.Text, Pos: p.pos(e.from, e.to),
		}}
	}
	if c.Colors == nil {
		c.Colors = []string{}
	}
	c.Mechanics = p.terms.cardMechanics(&c)
	return c
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
