package ingest

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// rnKind is what one line of a release-notes document looks like on its
// own, before the parser knows where it stands.
type rnKind int

const (
	rnBlank     rnKind = iota
	rnSep              // a lone "-", "---"
	rnRoomSep          // "//" between the halves of a room
	rnBullet           // "- text", " - text", "• text", "* text"
	rnCost             // nothing but a mana cost
	rnPT               // "5/5", "*/4"
	rnNumber           // a bare number: a planeswalker's loyalty
	rnType             // a type line, possibly with fused reminder text
	rnPart             // a part heading: "NOTES GÉNÉRALES", "NOTE SPECIFICHE SULLE CARTE COMMANDER"
	rnLegal            // trademark and copyright notice
	rnText             // anything else
	rnFurniture        // page numbers, running heads, web navigation
	rnCredit           // the compilers', translators' and proofreaders' credits
)

// rnLine is one classified line.
type rnLine struct {
	n       int    // 1-based line number
	text    string // heading marks removed, trimmed; markup kept
	plain   string // text without markup (for bullets: the item's)
	heading bool   // written as a markdown heading (the level means nothing)
	kind    rnKind
	item    string    // bullet text (rnBullet) or normalised cost (rnCost)
	tl      *typeLine // rnType
	part    string    // rnPart: rnGeneral or a corpus.Section* constant
	named   bool      // rnText: labelled as a card name ("Nom de carte : …")
	token   bool      // rnType: a token's type line
	// faceTLs are the faces' type lines of a joined type line
	// ("Stregoneria // Stregoneria"); nil otherwise.
	faceTLs []typeLine
	stat    string // rnNumber, rnPT: the label's field ("loyalty", "defense", "pt"), "" if unlabelled
	// eraTL is the type line an rnText line would be where a type line
	// stands: an older card's "Enchanter : créature", "Incanta Creatura".
	eraTL *typeLine
	cat   string // rnFurniture: its line category
}

var (
	// legalRE matches the trademark notice that ends release notes.
	legalRE  = regexp.MustCompile(`(?i)(©|\(c\) \d{4}).*wizards|wizards of the coast llc`)
	ptRE     = regexp.MustCompile(`^[0-9X*+\-]{1,4}/[0-9X*+\-]{1,4}$`)
	numberRE = regexp.MustCompile(`^(\d{1,2}|X)$`)
)

func classifyRN(n int, raw string, g *genre) rnLine {
	l := rnLine{n: n, text: strings.TrimSpace(raw)}
	if l.text == "" {
		l.kind = rnBlank
		return l
	}
	if _, t, ok := heading(raw); ok {
		l.heading, l.text = true, t
		if t == "" {
			// "###" alone: a separator drawn with heading marks.
			l.kind = rnSep
			return l
		}
	}
	l.text = strings.TrimSuffix(l.text, `\`)
	t := strings.TrimSpace(l.text)
	l.plain = plain(t)
	switch {
	case t == "//":
		l.kind = rnRoomSep
	case separator(t):
		l.kind = rnSep
	}
	if l.kind != rnBlank {
		return l
	}
	if cat, ok := g.furniture(l.plain); ok {
		l.kind, l.cat = rnFurniture, cat
		return l
	}
	if name, ok := g.unlabel("name", t); ok {
		l.kind, l.named, l.text, l.plain = rnText, true, name, plain(name)
		return l
	}
	for _, field := range []string{"loyalty", "defense", "pt"} {
		if v, ok := g.unlabel(field, l.plain); ok {
			switch {
			case field == "pt" && ptRE.MatchString(v):
				l.kind, l.plain, l.stat = rnPT, v, field
				return l
			case field != "pt" && numberRE.MatchString(v):
				l.kind, l.plain, l.stat = rnNumber, v, field
				return l
			}
		}
	}
	if b, ok := bullet(t); ok && !l.heading {
		l.kind, l.item, l.plain = rnBullet, b, plain(b)
		return l
	}
	if c, ok := joinedCostLine(t); ok {
		l.kind, l.item = rnCost, c
		return l
	}
	if c, ok := manaCostLine(t); ok {
		l.kind, l.item = rnCost, c
		return l
	}
	if c, ok := bareCostLine(t); ok {
		l.kind, l.item = rnCost, c
		return l
	}
	p := l.plain
	switch {
	case ptRE.MatchString(t):
		// Read before markup removal: "*/*" is not emphasis.
		l.kind, l.plain = rnPT, t
	case ptRE.MatchString(p):
		l.kind = rnPT
	case numberRE.MatchString(p):
		l.kind = rnNumber
	}
	if l.kind != rnBlank {
		return l
	}
	g.classifyProse(&l, t)
	return l
}

// classifyProse classifies line l, neither furniture, a label, a bullet,
// a cost nor a stat, as the trademark notice, a part heading, a type line
// (a card's, a joined one's, a token's) or text; t is its text with markup.
func (g *genre) classifyProse(l *rnLine, t string) {
	p := l.plain
	if (strings.Contains(p, "©") || strings.Contains(p, "Wizards")) && legalRE.MatchString(p) {
		l.kind = rnLegal
		return
	}
	if len(p) < 200 && g.credit(p) {
		l.kind = rnCredit
		return
	}
	if part, ok := g.partHeading(p, l.heading); ok {
		l.kind, l.part = rnPart, part
		return
	}
	l.kind = rnText
	if endsSentence(p) && !strings.Contains(p, "(") {
		// A type line never ends like a sentence, unless reminder text
		// fused on it does; most text and prose do.
		return
	}
	if tl, ok := parseTypeLine(t); ok {
		if tl.Era {
			// "Enchanter : créature" is a keyword line of the text
			// unless it stands where a type line does (see typeAt).
			l.eraTL = &tl
			return
		}
		l.kind, l.tl = rnType, &tl
		return
	}
	if tls, ok := joinedTypeLine(t); ok {
		l.kind, l.tl, l.faceTLs = rnType, &tls[0], tls
		return
	}
	if tl, ok := g.tokenTypeLine(t); ok {
		l.kind, l.tl, l.token = rnType, &tl, true
	}
}

// joinedCostLine reads the costs of a card whose faces are printed as one
// entry ("{1}{R} // {3}{B}", "2R // 3B", "{2}{G} //"): each side a cost, or
// nothing for a face without one; at least one side a cost.
func joinedCostLine(t string) (string, bool) {
	if !strings.Contains(t, "//") {
		return "", false
	}
	parts := strings.Split(t, "//")
	any := false
	for i, s := range parts {
		s = strings.TrimSpace(s)
		c, ok := manaCostLine(s)
		if !ok {
			c, ok = bareCostLine(s)
		}
		switch {
		case ok:
			parts[i], any = c, true
		case s == "" || s == "—" || s == "–" || s == "-":
			parts[i] = ""
		default:
			return "", false
		}
	}
	return strings.Join(parts, " // "), any
}

// joinedTypeLine reads the type lines of a card whose faces are printed as
// one entry ("Stregoneria // Stregoneria", "Creatura — Gigante //
// Stregoneria — Avventura"): every side a type line.
func joinedTypeLine(t string) ([]typeLine, bool) {
	if !strings.Contains(t, "//") {
		return nil, false
	}
	var out []typeLine
	for _, s := range strings.Split(t, "//") {
		tl, ok := parseTypeLine(strings.TrimSpace(s))
		if !ok {
			return nil, false
		}
		out = append(out, tl)
	}
	return out, true
}

// rnGeneral is the general-notes part, which holds sections rather than
// card entries.
const rnGeneral = "general"

// bareCostRE is a mana cost written without braces, as older documents
// did: "2R", "XUU", "1{W/U}" (hybrids keep theirs). A bare number is left
// to the entry reader, which knows whether a type line follows it.
var bareCostRE = regexp.MustCompile(`^(\d{1,2}|X{1,2})?([WUBRGC]|\{[WUBRGC2]/[WUBRGCP]\}){1,8}$`)

// bareCostLine reads a brace-less cost line ("2R" → "{2}{R}").
func bareCostLine(t string) (string, bool) {
	if !bareCostRE.MatchString(t) {
		return "", false
	}
	var b strings.Builder
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 {
		b.WriteString("{" + t[:i] + "}")
	}
	for ; i < len(t); i++ {
		if t[i] == '{' {
			end := strings.IndexByte(t[i:], '}')
			b.WriteString(t[i : i+end+1])
			i += end
			continue
		}
		b.WriteString("{" + string(t[i]) + "}")
	}
	return b.String(), true
}

// rnNameLike reports whether a line could be a card name or a section
// title: short, not a sentence, not a continuation.
func rnNameLike(p string) bool {
	n := utf8.RuneCountInString(p)
	if n == 0 || n > 90 || strings.ContainsAny(p, "{}") {
		return false
	}
	first, _ := utf8.DecodeRuneInString(p)
	if !unicode.IsUpper(first) && !unicode.IsDigit(first) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(p)
	return !strings.ContainsRune(".,;:—–(", last)
}

// rnPrintedName reports whether a line could be a card's printed name
// when a cost or a type line follows it, whatever its case and
// punctuation: short, on one line, no mana symbol, not ending in a colon
// (which introduces what follows) or a full stop (a sentence of rules
// text before a keyword line that reads as a type line: « Conspiration
// (…) »).
func rnPrintedName(p string) bool {
	n := utf8.RuneCountInString(p)
	if n == 0 || n > 60 || strings.ContainsAny(p, "{}") {
		return false
	}
	// A sentence ends with a full stop; a name may end with "…", "!",
	// "?", a comma or a quote, not with a single ".".
	if strings.HasSuffix(p, ".") && !strings.HasSuffix(p, "...") {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(p)
	return last != ':' && words(p) <= 8
}

// rnTerminated reports whether a paragraph ends like a finished sentence or
// a finished reminder.
func rnTerminated(p string) bool {
	p = strings.TrimSpace(p)
	if p == "" {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(p)
	return strings.ContainsRune(".!?»)\"”…—*", last)
}

// rnContinues reports whether next (plain text) is the rest of the
// paragraph whose last line is tail and whose parentheses are open times
// unbalanced, cut by a line break (and sometimes a blank line) in the middle
// of a sentence. The documents wrap rules text, rulings and prose at random
// places; what they never do is start a new paragraph in lower case, leave a
// parenthesis open across paragraphs, or end a paragraph on a comma or a
// colon.
func rnContinues(tail string, open int, next string) bool {
	tail, next = strings.TrimSpace(tail), strings.TrimSpace(next)
	if tail == "" || next == "" {
		return false
	}
	if open > 0 {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(tail)
	if last == ',' || last == ':' {
		return true
	}
	if rnTerminated(tail) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(next)
	if unicode.IsLower(first) || unicode.IsDigit(first) || strings.ContainsRune("+«“\"'", first) {
		return true
	}
	// A long unfinished line is a wrapped sentence; a short one is a
	// keyword line ("Vol", "Pilotage 1", "Piétinement, célérité").
	return utf8.RuneCountInString(tail) > 45
}

var spaceRunRE = regexp.MustCompile(`\s{2,}`)

// rnClean turns raw joined lines into stored text: markup removed, mana
// symbols normalised, spaces collapsed.
func rnClean(raw string) string {
	s := normalizeMana(plain(raw))
	if strings.Contains(s, "  ") || strings.ContainsAny(s, "\t\n") {
		s = spaceRunRE.ReplaceAllString(s, " ")
	}
	return strings.TrimSpace(s)
}

// rnJoin joins a wrapped line onto the raw text before it.
func rnJoin(prev, next string) string {
	prev = strings.TrimRight(prev, " \\")
	if strings.HasSuffix(prev, "-") && !strings.HasSuffix(prev, " -") {
		// A word hyphenated across lines keeps its hyphen: the documents
		// only break lines at hyphens inside compound words.
		return prev + next
	}
	return prev + " " + next
}

// rnStartsLower reports whether plain text p starts with a lower-case
// letter.
func rnStartsLower(p string) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(p))
	return unicode.IsLower(r)
}
