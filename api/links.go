package api

import (
	"html/template"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// A linker turns a paragraph of the knowledge base into HTML in which card
// names, mechanic names, glossary terms and rule numbers link to their
// pages. A reference that resolves nowhere stays plain text: a link that
// leads to a 404 is worse than no link.
//
// Names are matched on folded words (case and accents ignored) with the
// punctuation between words kept exact, so "l'Anthropède", "la Piscine sans
// fond" and "Piscine sans fond // Vestiaire" all find their card while
// "piscine. Sans fond" does not.
type linker struct {
	root *trieNode
	kb   *corpus.KB // rule paragraphs by number
	urls *urls      // the targets' pages
	mana manaImages
}

// linkScope says where a paragraph comes from: its document and language
// decide which targets are eligible, and Self (the page's own element) is
// never linked to itself.
type linkScope struct {
	Doc, Lang, Self string
}

type trieNode struct {
	next    map[string]*trieNode
	targets []linkTarget
}

// Kinds of link targets, in order of preference when one phrase names
// several things in the same document.
const (
	targetCard     = "card"
	targetGlossary = "glossary"
	targetMechanic = "mechanic"
	targetRule     = "rule"
)

type linkTarget struct {
	kind string
	id   string
	doc  string
	lang string
}

// href is the page of a link target.
func (l *linker) href(t linkTarget) string {
	switch t.kind {
	case targetCard:
		return l.urls.card(t.id)
	case targetGlossary:
		return l.urls.glossary(t.id)
	case targetMechanic:
		return l.urls.section(t.id)
	case targetRule:
		return l.urls.rule(t.id)
	}
	return ""
}

func newLinker(kb *corpus.KB, terms []corpus.Term, u *urls) *linker {
	l := &linker{root: &trieNode{}, kb: kb, urls: u, mana: u.mana()}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		t := linkTarget{kind: targetCard, id: c.ID, doc: c.Doc, lang: c.Lang}
		l.add(c.Name, t)
		for _, f := range c.Faces {
			l.add(f.Name, t)
		}
	}
	for i := range kb.Glossary {
		g := &kb.Glossary[i]
		if unlinkedTerms[strings.Join(text.FoldWords(g.Term), " ")] {
			continue
		}
		l.add(g.Term, linkTarget{kind: targetGlossary, id: g.ID, doc: g.Doc, lang: g.Lang})
	}
	forms := make(map[string]corpus.Term, len(terms))
	for _, t := range terms {
		forms[t.Key] = t
	}
	for i := range kb.Sections {
		sec := &kb.Sections[i]
		term, ok := forms[sec.Mechanic]
		if !ok {
			continue
		}
		for _, f := range term.Forms(sec.Lang) {
			l.add(f, linkTarget{kind: targetMechanic, id: sec.ID, doc: sec.Doc, lang: sec.Lang})
		}
	}
	return l
}

// unlinkedTerms are glossary entries whose term is a word of every other
// sentence ("vous", "tous", the prefix "Non-", the variable "X"): linking
// them would bury the useful links.
var unlinkedTerms = map[string]bool{"vous": true, "tous": true, "non": true, "x": true}

// add files target under the phrase's folded words and separators.
func (l *linker) add(phrase string, t linkTarget) {
	words := scanWords(phrase)
	if len(words) == 0 {
		return
	}
	n := l.root
	for i, w := range words {
		key := w.folded
		if i > 0 {
			key = separator(phrase[words[i-1].end:w.start]) + "\x00" + key
		}
		next := n.next[key]
		if next == nil {
			if n.next == nil {
				n.next = make(map[string]*trieNode)
			}
			next = &trieNode{}
			n.next[key] = next
		}
		n = next
	}
	if !slices.Contains(n.targets, t) {
		n.targets = append(n.targets, t)
	}
}

type word struct {
	start, end int
	folded     string
}

// scanWords splits s into runs of letters and digits, with byte offsets.
func scanWords(s string) []word {
	var out []word
	start := -1
	for i, r := range s {
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
		switch {
		case inWord && start < 0:
			start = i
		case !inWord && start >= 0:
			out = append(out, word{start, i, text.Fold(s[start:i])})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, word{start, len(s), text.Fold(s[start:])})
	}
	return out
}

// separator normalises what stands between two words of a name: spaces
// do not count, typographic apostrophes are ASCII ones.
func separator(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
		case r == '’' || r == 'ʼ' || r == '‘':
			b.WriteByte('\'')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// span is one link to draw: text[start:end] points at target; a span with
// no target is a reference to the page itself, or one already linked in
// this paragraph, kept plain.
type span struct {
	start, end int
	target     *linkTarget
}

// A linkSession links the paragraphs of one page. Cards and rule numbers
// are linked at their first mention in each paragraph, where a reader looks
// for them; glossary terms and mechanic names, which recur in nearly every
// paragraph of a page, only at their first mention on the page.
type linkSession struct {
	l    *linker
	sc   linkScope
	page map[string]bool
}

func (l *linker) session(sc linkScope) *linkSession {
	return &linkSession{l: l, sc: sc, page: map[string]bool{}}
}

// withSelf returns a session for another element of the same page (a
// sub-rule), sharing what the page has linked already.
func (ls *linkSession) withSelf(id string) *linkSession {
	c := *ls
	c.sc.Self = id
	return &c
}

// Link links one paragraph on its own, as if it were a page.
func (l *linker) Link(text string, sc linkScope) template.HTML {
	return l.session(sc).Link(text)
}

// Link returns text as HTML with its cross-references linked and its mana
// symbols drawn.
func (ls *linkSession) Link(text string) template.HTML {
	l := ls.l
	spans := l.spans(text, ls.sc, ls.page)
	var b strings.Builder
	b.Grow(len(text) + 64*len(spans))
	at := 0
	for _, sp := range spans {
		l.mana.writeText(&b, text[at:sp.start])
		if sp.target == nil {
			l.mana.writeText(&b, text[sp.start:sp.end])
		} else {
			b.WriteString(`<a class="xref xref-`)
			b.WriteString(sp.target.kind)
			b.WriteString(`" href="`)
			b.WriteString(template.HTMLEscapeString(l.href(*sp.target)))
			b.WriteString(`">`)
			b.WriteString(template.HTMLEscapeString(text[sp.start:sp.end]))
			b.WriteString("</a>")
		}
		at = sp.end
	}
	l.mana.writeText(&b, text[at:])
	return template.HTML(b.String())
}

func (l *linker) spans(text string, sc linkScope, page map[string]bool) []span {
	linked := make(map[string]bool)
	use := func(t *linkTarget) *linkTarget {
		if t == nil || t.id == sc.Self {
			return nil
		}
		seen := linked
		if t.kind == targetGlossary || t.kind == targetMechanic {
			seen = page
		}
		key := t.kind + "\x00" + t.id
		if seen[key] {
			return nil
		}
		seen[key] = true
		return t
	}
	ruleSpans := l.ruleSpans(text, sc)
	words := scanWords(text)
	var out []span
	ri := 0
	for i := 0; i < len(words); {
		for ri < len(ruleSpans) && ruleSpans[ri].end <= words[i].start {
			sp := ruleSpans[ri]
			sp.target = use(sp.target)
			out = append(out, sp)
			ri++
		}
		if ri < len(ruleSpans) && words[i].end > ruleSpans[ri].start {
			i++ // a word inside a rule number ("118a")
			continue
		}
		n, t, self := l.match(text, words, i, sc)
		if n == 0 {
			i++
			continue
		}
		sp := span{start: words[i].start, end: words[i+n-1].end}
		if !self {
			sp.target = use(t)
		}
		out = append(out, sp)
		i += n
	}
	for ; ri < len(ruleSpans); ri++ {
		sp := ruleSpans[ri]
		sp.target = use(sp.target)
		out = append(out, sp)
	}
	return out
}

// match finds the longest phrase starting at words[i] that has an eligible
// target, and returns how many words it covers and the best target. self
// reports that the phrase names the page's own element.
func (l *linker) match(text string, words []word, i int, sc linkScope) (n int, best *linkTarget, self bool) {
	node := l.root
	for j := i; j < len(words); j++ {
		key := words[j].folded
		if j > i {
			key = separator(text[words[j-1].end:words[j].start]) + "\x00" + key
		}
		node = node.next[key]
		if node == nil {
			break
		}
		if t, isSelf := pick(node.targets, text[words[i].start:], sc); t != nil || isSelf {
			n, best, self = j-i+1, t, isSelf
		}
	}
	return n, best, self
}

// pick chooses among the targets of one phrase: same document first, then
// same language; cards before glossary entries before mechanics. A card name
// must be written with a capital, as names are in running text, so the
// common word "portée" does not link to a card named "Portée".
func pick(ts []linkTarget, at string, sc linkScope) (best *linkTarget, self bool) {
	first, _ := utf8.DecodeRuneInString(at)
	rank := func(t linkTarget) int {
		r := 0
		if t.doc != sc.Doc {
			r += 10
		}
		switch t.kind {
		case targetGlossary:
			r++
		case targetMechanic:
			r += 2
		}
		return r
	}
	for k := range ts {
		t := &ts[k]
		if t.lang != sc.Lang {
			continue
		}
		switch t.kind {
		case targetCard:
			if !unicode.IsUpper(first) {
				continue
			}
		case targetGlossary:
			// The old rulebook's glossary describes the old rules; linking
			// modern notes to it would mislead.
			if t.doc != sc.Doc {
				continue
			}
		}
		if t.id == sc.Self {
			return nil, true
		}
		if best == nil || rank(*t) < rank(*best) {
			best = t
		}
	}
	return best, false
}

// ruleSpans finds rule numbers such as 702.118a or 712.1: three digits, a
// dot, digits, an optional letter, standing alone (not inside a longer
// number such as a telephone number +32.70.233.277). A number is linked
// when some document has that rule, preferring the paragraph's own
// document; otherwise it is returned with no target and shown plainly.
func (l *linker) ruleSpans(text string, sc linkScope) []span {
	var out []span
	for i := 0; i+5 <= len(text); i++ {
		if !isDigit(text[i]) {
			continue
		}
		if prev, _ := utf8.DecodeLastRuneInString(text[:i]); i > 0 && (prev == '.' || unicode.IsLetter(prev) || unicode.IsDigit(prev)) {
			continue
		}
		j := i
		for j < len(text) && isDigit(text[j]) {
			j++
		}
		if j-i != 3 || j+1 >= len(text) || text[j] != '.' || !isDigit(text[j+1]) {
			i = j
			continue
		}
		k := j + 1
		for k < len(text) && isDigit(text[k]) {
			k++
		}
		if k < len(text) && text[k] >= 'a' && text[k] <= 'z' && !letterAt(text, k+1) {
			k++
		}
		// Part of a longer dotted number, or glued to a word: not a rule.
		if letterAt(text, k) || (k+1 < len(text) && text[k] == '.' && isDigit(text[k+1])) {
			i = k
			continue
		}
		num := text[i:k]
		sp := span{start: i, end: k}
		if rs := l.kb.RulesNumbered(num); len(rs) > 0 {
			r := rs[0]
			for _, c := range rs {
				if c.Doc == sc.Doc {
					r = c
					break
				}
			}
			sp.target = &linkTarget{kind: targetRule, id: r.ID, doc: r.Doc, lang: r.Lang}
		}
		out = append(out, sp)
		i = k
	}
	return out
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// letterAt reports whether a letter starts at text[i].
func letterAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return i < len(text) && unicode.IsLetter(r)
}
