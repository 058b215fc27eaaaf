package ingest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// rnEntry is one card entry as printed: one face or several (each a name,
// an optional cost, a type line, stats and text, separated by "//"
// lines), or a room's doors followed by their shared type line, then the
// modes and the rulings.
type rnEntry struct {
	from, to int
	faces    []*rnFace // at least one, in printed order
	shared   bool      // the faces share one type line printed after them
	sharedTL typeLine
	text     []*rnItem // text printed after the shared type line
	modes    []*rnItem
	rulings  []*rnItem
	own      []int // lines of the card itself (names, costs, types, stats, text, modes, "//")
	seps     []int // separator lines inside the entry
	flags    []string
	general  bool // printed in the general notes
	headLine int
}

// rnFace is one printed face of an entry.
type rnFace struct {
	name                 string
	cost                 string
	tl                   typeLine
	hasType              bool
	faceTLs              []typeLine // a joined type line's faces, for a joined entry
	pt, loyalty, defense string
	token                bool
	text                 []*rnItem
	from, to             int
}

func (e *rnEntry) take(l rnLine) {
	e.own = append(e.own, l.n)
	if l.n > e.to {
		e.to = l.n
	}
}

func (e *rnEntry) displayName() string {
	names := make([]string, len(e.faces))
	for i, f := range e.faces {
		names[i] = f.name
	}
	return strings.Join(names, " // ")
}

// textTarget is where the entry's body text goes: after the shared type
// line of a room, else the last face's text.
func (e *rnEntry) textTarget() *[]*rnItem {
	if e.shared {
		return &e.text
	}
	return &e.faces[len(e.faces)-1].text
}

// parseEntry reads the card entry starting at line i. In the general notes
// an entry ends at the first bullet (the section's rulings follow example
// cards) or at a paragraph of prose; in the card parts it runs to the next
// entry or part.
func (p *rnParser) parseEntry(i int, general bool) (*rnEntry, int) {
	l := p.lines[i]
	e := &rnEntry{from: l.n, to: l.n, general: general, headLine: l.n}
	f, j := p.faceHead(e, i)
	e.faces = append(e.faces, f)
	joined := false
	if names := splitFaceNames(f.name); len(names) > 1 {
		j, joined = p.joinedFaces(e, names, j), true
	}
	for !joined && p.faceBreakAhead(j) {
		j = p.faceText(e, f, j)
		if j >= len(p.lines) || p.lines[j].kind != rnRoomSep {
			break
		}
		sep := p.lines[j]
		e.take(sep)
		k := p.next(j + 1)
		if k < len(p.lines) && p.lines[k].kind == rnType {
			// The faces' shared type line: a room.
			e.shared, e.sharedTL = true, *p.lines[k].tl
			e.take(p.lines[k])
			j = p.next(k + 1)
			if r := e.sharedTL.Reminder; r != "" {
				e.text = append(e.text, reminderItem(r, p.lines[k].n))
			}
			break
		}
		if k >= len(p.lines) || p.lines[k].kind != rnText {
			p.d.warnf(sep.n, "card %q: no second half after \"//\"", e.displayName())
			p.d.guessf(sep.n, "card %q: \"//\" not followed by a face; the entry is read as %d face(s)", e.displayName(), len(e.faces))
			j = k
			break
		}
		f, j = p.faceHead(e, k)
		e.faces = append(e.faces, f)
	}
	if layout, guessed := p.layout(e); guessed {
		p.d.guessf(e.from, "card %q: layout %s read from whether its last face has a mana cost", e.displayName(), layout)
	}
	if !e.shared {
		for _, f := range e.faces {
			if !f.hasType {
				e.flags = append(e.flags, "no type line")
				p.d.warnf(f.from, "card %q: no type line after the name and cost (entry cut short?)", f.name)
				p.d.guessf(f.from, "card %q: no type line after the name and cost; read as a card anyway", f.name)
				break
			}
		}
	}
	return e, p.body(e, j)
}

// addText adds line l to a face's rules text: the rest of the last
// paragraph, or a new one. A bare stat ("4/3", "5") that is no face's
// stats (a leveler's level stats, or stats printed where no rule of the
// genre expects them) is a paragraph of its own, and reported with its
// line for a reader to look at.
func (p *rnParser) addText(e *rnEntry, text *[]*rnItem, l rnLine) {
	stat := l.kind == rnPT || l.kind == rnNumber
	if stat {
		p.d.guessf(l.n, "card %q: a bare stat line %q left in its rules text", e.displayName(), l.plain)
	}
	if n := len(*text); n > 0 && !stat && !(*text)[n-1].keyword && (*text)[n-1].continuedBy(l) {
		(*text)[n-1].add(l, l.text, l.plain)
		return
	}
	it := &rnItem{}
	it.add(l, l.text, l.plain)
	// "Enchanter : une créature que vous contrôlez", the keyword line of
	// an aura (an older card's type line): whole on its line, whatever
	// its length, never wrapped into the next.
	it.keyword = l.eraTL != nil && !l.heading && it.open == 0
	*text = append(*text, it)
}

// splitFaceNames splits a name line that names every face of a card
// ("Fuoco // Cenere"); one name for any other.
func splitFaceNames(name string) []string {
	parts := strings.Split(name, " // ")
	for i := range parts {
		if parts[i] = strings.TrimSpace(parts[i]); parts[i] == "" {
			return []string{name}
		}
	}
	return parts
}

// joinedFaces reads an entry whose faces are printed as one, as sites and
// card databases print them: one name line ("Fuoco // Cenere"), the costs
// joined the same way ("{1}{R} // {3}{B}"), one type line per face
// ("Stregoneria // Stregoneria") or one for all ("Incantesimo — Stanza"),
// then each face's text up to a "//". The first face, read by faceHead,
// is split into the faces; it returns the line after the last face's
// head, whose text body reads.
func (p *rnParser) joinedFaces(e *rnEntry, names []string, j int) int {
	f := e.faces[0]
	costs := strings.Split(f.cost, " // ")
	tls := f.faceTLs
	f.name, f.cost = names[0], costs[0]
	if len(tls) > 0 {
		f.tl = tls[0]
	}
	for k := 1; k < len(names); k++ {
		nf := &rnFace{name: names[k], from: f.from, to: f.to, tl: f.tl, hasType: f.hasType}
		if k < len(costs) {
			nf.cost = costs[k]
		}
		if k < len(tls) {
			nf.tl = tls[k]
		}
		e.faces = append(e.faces, nf)
	}
	for k := 0; k < len(e.faces)-1 && p.faceBreakAhead(j); k++ {
		j = p.faceText(e, e.faces[k], j)
		if j >= len(p.lines) || p.lines[j].kind != rnRoomSep {
			break
		}
		e.take(p.lines[j])
		j = p.next(j + 1)
	}
	return j
}

// reminderItem is reminder text fused on a type line at line n: the first
// paragraph of the text after it, which may go on over the next lines.
func reminderItem(r string, n int) *rnItem {
	return &rnItem{raw: r, from: n, to: n, tail: r, open: strings.Count(r, "(") - strings.Count(r, ")")}
}

// faceHead reads a face's name at line i, then its cost, type line and
// stats when printed: P/T, or a bare number that is a planeswalker's
// loyalty or a battle's defense.
func (p *rnParser) faceHead(e *rnEntry, i int) (*rnFace, int) {
	l := p.lines[i]
	f := &rnFace{name: rnClean(l.text), from: l.n, to: l.n}
	e.take(l)
	j := p.next(i + 1)
	if cost, k, ok := p.costAt(j); ok {
		f.cost = cost
		e.take(p.lines[j])
		j = k
	}
	typ := p.typeAt(j, f.cost != "")
	if typ == nil {
		return f, j
	}
	tl := p.lines[j]
	f.tl, f.hasType, f.token, f.faceTLs = *typ, true, tl.token, tl.faceTLs
	e.take(tl)
	f.to = tl.n
	j = p.next(j + 1)
	if j < len(p.lines) && p.takeStat(e, f, p.lines[j]) {
		j = p.next(j + 1)
	}
	if f.tl.Reminder != "" {
		f.text = append(f.text, reminderItem(f.tl.Reminder, tl.n))
	}
	return f, j
}

// takeStat reads line l as face f's stats when it is one and f has none:
// a P/T, or a number that is a planeswalker's loyalty or a battle's
// defense (labelled, or bare on a face of that type). The notes print
// stats after the type line or, as the card does (bottom right), after
// the text; either way they are the face's, not a line of its text.
func (p *rnParser) takeStat(e *rnEntry, f *rnFace, l rnLine) bool {
	if f.pt != "" || f.loyalty != "" || f.defense != "" {
		return false
	}
	switch {
	case l.kind == rnPT:
		f.pt = l.plain
	case l.kind == rnNumber && l.stat == "loyalty", l.kind == rnNumber && l.stat == "" && slices.Contains(f.tl.Types, "Planeswalker"):
		f.loyalty = l.plain
	case l.kind == rnNumber && l.stat == "defense", l.kind == rnNumber && l.stat == "" && slices.Contains(f.tl.Types, "Battle"):
		f.defense = l.plain
	default:
		return false
	}
	e.take(l)
	f.to = l.n
	return true
}

// statLast reports whether the stat line j ends its face's text: the next
// non-blank line is a "//", a bullet, a separator, a part heading, the
// next entry, or the end.
func (p *rnParser) statLast(j int) bool {
	if k := p.lines[j].kind; k != rnPT && k != rnNumber {
		return false
	}
	k := p.next(j + 1)
	if k >= len(p.lines) {
		return true
	}
	switch p.lines[k].kind {
	case rnRoomSep, rnBullet, rnSep, rnPart, rnLegal:
		return true
	}
	return p.start[k]
}

// faceBreakAhead reports whether a "//" comes after line j before anything
// that ends a face's text: the face at hand is not the entry's last.
func (p *rnParser) faceBreakAhead(j int) bool {
	for ; j < len(p.lines); j++ {
		switch l := p.lines[j]; {
		case l.kind == rnRoomSep:
			return true
		case l.kind == rnBlank, l.kind == rnText && !p.start[j], p.statLast(j):
		default:
			return false
		}
	}
	return false
}

// faceText collects a face's rules text up to the next "//".
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
		if p.statLast(j) && p.takeStat(e, f, l) {
			j++
			continue
		}
		p.addText(e, &f.text, l)
		e.take(l)
		f.to = l.n
		j++
	}
	return j
}

var (
	wordDashRE = regexp.MustCompile(`^\p{Lu}[\p{L}'’]*\s*—`)
)

// modalParagraph reports whether the text right before a run of bullets
// announces modes: "Choisissez l'un —", "Scegli uno —", "choisissez trois.",
// or a choice between named options ("choisissez Croire ou Douter.") whose
// bullets start with those names.
func (p *rnParser) modalParagraph(para *rnItem, firstBullet string) (modal, named bool) {
	if strings.HasSuffix(strings.TrimSpace(para.tail), "—") {
		return true, false
	}
	if !p.g.mentionsChoice(para.raw) {
		return false, false
	}
	t := strings.TrimSpace(plain(para.raw))
	if p.g.announcesChoice(t) {
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
			// A blank line after modes printed on adjacent lines ends
			// them; where the modes themselves are spaced out (or there is
			// one so far), a blank line says nothing and the bullets' words
			// decide.
			if len(e.modes) > 1 && modesAdjacent(e.modes) && !p.spacedBullets {
				blankAfterMode = true
			}
			j++
			continue
		}
		if l.kind == rnPart || l.kind == rnLegal || l.kind == rnCredit || p.start[j] || (!e.general && strayHeading(l)) {
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
			if text := *e.textTarget(); len(e.rulings) == 0 && len(e.modes) == 0 && len(text) > 0 {
				modal, named = p.modalParagraph(text[len(text)-1], l.item)
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
		case p.statLast(j) && p.takeStat(e, e.faces[len(e.faces)-1], l):
			// Stats printed after the text (and the modes), as on the
			// card; never the end of a ruling.
		case len(e.rulings) > 0:
			last := e.rulings[len(e.rulings)-1]
			if !last.continuedBy(l) && !rnStartsLower(l.plain) {
				p.d.warnf(l.n, "card %q: text after its rulings read as the end of ruling %d", e.displayName(), len(e.rulings))
				p.d.guessf(l.n, "card %q: a paragraph after the rulings attached to ruling %d", e.displayName(), len(e.rulings))
			}
			last.add(l, l.text, l.plain)
			if l.n > e.to {
				e.to = l.n
			}
		case len(e.modes) > 0 && !blankAfterMode && e.modes[len(e.modes)-1].continuedBy(l):
			e.modes[len(e.modes)-1].add(l, l.text, l.plain)
			e.take(l)
		default:
			text := e.textTarget()
			if e.general && (l.heading || p.proseAgain(*text, l)) {
				return j
			}
			p.addText(e, text, l)
			e.take(l)
		}
		j++
	}
	return j
}

// modesAdjacent reports whether the modes were printed on adjacent lines.
func modesAdjacent(modes []*rnItem) bool {
	for i := 1; i < len(modes); i++ {
		if modes[i].from != modes[i-1].to+1 {
			return false
		}
	}
	return true
}

// strayHeading reports whether l is an all-capitals line of several words
// that no part heading matched: a heading the parser cannot classify, which
// ends the entry before it rather than being read as its text.
func strayHeading(l rnLine) bool {
	return l.kind == rnText && allCaps(l.plain) && letterWords(l.plain) >= 2
}

// letterWords counts the words of s that hold a letter: "NIVEAU 1-4", a
// leveler's level line, is one.
func letterWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n
}

// proseAgain reports whether line l, after an example card's text
// paragraphs in the general notes, is the section's prose again rather than
// more rules text. Both are plain paragraphs; what tells them apart is the
// section itself: the prose it printed before the card is made of long
// paragraphs, the card's of shorter ones. A paragraph at least as long as
// the section's shortest so far, and longer than every paragraph of the
// card, is prose. A section with no prose yet gives no measure: the card
// goes on.
func (p *rnParser) proseAgain(text []*rnItem, l rnLine) bool {
	if len(text) == 0 || p.sec < 0 {
		return false
	}
	st := p.secItems[p.sec]
	if st == nil || len(st.text) == 0 {
		return false
	}
	shortest := -1
	for _, it := range st.text {
		if n := utf8.RuneCountInString(plain(it.raw)); shortest < 0 || n < shortest {
			shortest = n
		}
	}
	n := utf8.RuneCountInString(l.plain)
	if n < shortest {
		return false
	}
	for _, it := range text {
		if utf8.RuneCountInString(plain(it.raw)) >= n {
			return false
		}
	}
	return true
}

// isMode decides whether a bullet after a modal paragraph is one more mode
// or the first ruling. Modes come first and never talk about modes or name
// the card; a blank line after the modes ends them.
func (p *rnParser) isMode(e *rnEntry, b string, named, blankAfterMode bool) bool {
	if len(e.modes) > 0 && blankAfterMode {
		return false
	}
	// Modes may name the card ("Mettez deux marqueurs +1/+1 sur le Fureteur
	// de couloir silencieux."), but a mode is one instruction: a bullet
	// naming the card in more than one sentence explains it, a ruling.
	if p.g.talksAboutModes(b) || (mentions(b, e.faces[0].name) && sentences(plain(b)) > 1) {
		return false
	}
	if named && !wordDashRE.MatchString(b) {
		return false
	}
	return true
}

// sentences counts the sentences of s: ends of sentence followed by more
// text starting in capitals, plus one.
func sentences(s string) int {
	n := 1
	r := []rune(strings.TrimSpace(s))
	for i := 0; i+2 < len(r); i++ {
		if strings.ContainsRune(".!?", r[i]) && r[i+1] == ' ' && unicode.IsUpper(r[i+2]) {
			n++
		}
	}
	return n
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
			c.Rulings = append(c.Rulings, p.ruling(id, text, it))
		}
		for _, n := range it.lines {
			p.d.assign(n, n, id)
		}
	}
}

// ruling makes the ruling of item it, flagged when it is an erratum.
func (p *rnParser) ruling(id, text string, it *rnItem) corpus.Ruling {
	r := corpus.Ruling{ID: id, Text: text, Line: it.from, Pos: p.pos(it.from, it.to)}
	if p.g.isErratum(it.raw) {
		r.Flags = []string{corpus.RulingErratum}
	}
	return r
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
	layout, guessed := p.layout(e)
	c := corpus.Card{
		ID:        id,
		Doc:       p.d.meta.ID,
		Lang:      p.d.meta.Lang,
		Section:   section,
		Set:       p.setCode(section),
		Layout:    layout,
		Name:      e.displayName(),
		Text:      []string{},
		Modes:     []string{},
		Rulings:   []corpus.Ruling{},
		Mechanics: []string{},
		Flags:     append([]string(nil), e.flags...),
	}
	if guessed {
		c.Flags = append(c.Flags, "layout "+layout+" read from the last face's mana cost")
	}
	var costs, typeLines []string
	var tls []typeLine
	if e.shared {
		tls = append(tls, e.sharedTL)
	}
	for _, f := range e.faces {
		face := p.buildFace(e, f)
		c.Faces = append(c.Faces, face)
		c.Text = append(c.Text, face.Text...)
		costs = append(costs, f.cost)
		typeLines = append(typeLines, f.tl.Written)
		if !e.shared {
			tls = append(tls, f.tl)
		}
		if c.PT == "" && c.Loyalty == "" && c.Defense == "" {
			c.PT, c.Loyalty, c.Defense = f.pt, f.loyalty, f.defense
		}
		c.Flags = append(c.Flags, f.tl.Flags...)
	}
	for _, it := range e.text {
		c.Text = append(c.Text, rnClean(it.raw))
	}
	c.ManaCost = strings.Join(costs, " // ")
	// The card has every color of its faces' costs.
	_, c.Colors = costFacts(strings.Join(costs, ""))
	switch {
	case e.shared:
		c.TypeLine = e.sharedTL.Written
		c.Flags = append(c.Flags, e.sharedTL.Flags...)
	case layout == corpus.LayoutRoom && allSame(typeLines):
		// Doors printed each with the same type line: it is the card's.
		c.TypeLine = typeLines[0]
	default:
		c.TypeLine = strings.Join(typeLines, " // ")
	}
	switch layout {
	case corpus.LayoutRoom, corpus.LayoutSplit:
		// Off the stack the card has both halves' costs.
		for _, f := range c.Faces {
			c.ManaValue += f.ManaValue
		}
	default:
		c.ManaValue = c.Faces[0].ManaValue
	}
	c.Supertypes, c.Types, c.Subtypes = unionTypes(tls)
	corpus.SortTypes(c.Types)
	if section == corpus.SectionExamples && slices.Contains(c.Types, "Scheme") {
		c.Set = p.setCode(corpus.SectionArchenemy)
	}
	if c.PT != "" {
		if pw, tg, ok := strings.Cut(c.PT, "/"); ok {
			c.Power, c.Toughness = pw, tg
		}
	}
	for _, it := range e.modes {
		c.Modes = append(c.Modes, rnClean(it.raw))
	}
	if c.Colors == nil {
		c.Colors = []string{}
	}
	c.Mechanics = p.terms.cardMechanics(&c)
	return c
}

// buildFace makes one face of an entry's card.
func (p *rnParser) buildFace(e *rnEntry, f *rnFace) corpus.Face {
	mv, colors := costFacts(f.cost)
	face := corpus.Face{
		Name:      f.name,
		ManaCost:  f.cost,
		ManaValue: mv,
		Colors:    colors,
		TypeLine:  f.tl.Written,
		Text:      []string{},
		PT:        f.pt,
		Loyalty:   f.loyalty,
		Defense:   f.defense,
		Pos:       p.pos(f.from, f.to),
	}
	if e.shared {
		face.TypeLine = e.sharedTL.Written
	}
	for _, it := range f.text {
		face.Text = append(face.Text, rnClean(it.raw))
	}
	if len(e.faces) == 1 {
		// A single face spans the whole entry, rulings included.
		face.Pos = p.pos(e.from, e.to)
	}
	return face
}

// unionTypes gathers the supertypes, types and subtypes of type lines, each
// once, in the order first met.
func unionTypes(tls []typeLine) (super, types, sub []string) {
	super, types, sub = []string{}, []string{}, []string{}
	add := func(to []string, ws []string) []string {
		for _, w := range ws {
			if !slices.Contains(to, w) {
				to = append(to, w)
			}
		}
		return to
	}
	for _, tl := range tls {
		super = add(super, tl.Supertypes)
		types = add(types, tl.Types)
		sub = add(sub, tl.Subtypes)
	}
	return super, types, sub
}

// allSame reports whether every string of ss is the first.
func allSame(ss []string) bool {
	for _, s := range ss[1:] {
		if s != ss[0] {
			return false
		}
	}
	return true
}
