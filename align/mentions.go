package align

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// Mention is a name that rulings mention in two languages without an
// entry of its own in either document (a card of another set named as an
// example: "Attaque-à-ressort" ↔ "Pupazzo a Morte"). It is paired from the
// aligned rulings that mention it: a name of one side found, ruling after
// ruling, where the other side's name stands.
type Mention struct {
	Set      string `json:"set"`
	From     string `json:"from"` // document ids
	To       string `json:"to"`
	FromLang string `json:"from_lang"`
	ToLang   string `json:"to_lang"`
	FromName string `json:"from_name"`
	ToName   string `json:"to_name"`
	// Confidence is the share of the rulings mentioning either name in
	// which the other stands at the same place.
	Confidence float64 `json:"confidence"`
	// FromUses and ToUses are the rulings that mention each name.
	FromUses []Use `json:"from_uses"`
	ToUses   []Use `json:"to_uses"`
}

// Use is a ruling that mentions a name, and what the ruling belongs to.
type Use struct {
	Ruling  string `json:"ruling"`
	Card    string `json:"card,omitempty"`    // owner card id
	Section string `json:"section,omitempty"` // owner section id
	Owner   string `json:"owner"`             // the owner's name or title
}

// nameWords holds, per language, the lower-case words that may stand
// inside a name ("Cabane au bord du lac", "Pupazzo a Morte": connectors
// only) and those that end it whatever follows. A language not listed
// takes names as runs of capitalised words and connectors.
var nameWords = map[string]struct {
	lowerInside bool            // lower-case words continue a name (French names are in sentence case)
	connectors  map[string]bool // words inside a name in any case
	stops       map[string]bool // words that end a name
}{
	"fr": {lowerInside: true,
		connectors: setOf("de", "du", "des", "d", "la", "le", "les", "l", "au", "aux", "a", "en", "et"),
		stops: setOf("que", "qui", "dont", "ou", "est", "sont", "ont", "se", "s", "ne", "n", "vous", "il", "elle", "ils", "elles",
			"on", "avec", "pour", "sur", "dans", "par", "y", "si", "mais", "car", "comme", "lorsque", "quand", "puis", "peut",
			"doit", "arrive", "arrivent", "arrivera", "entre", "devient", "reste", "meme", "alors", "chaque", "son", "sa", "ses",
			"votre", "vos", "leur", "leurs", "cette", "ce", "ces", "un", "une", "contenant", "est-elle", "ni")},
	"it": {connectors: setOf("a", "al", "alla", "allo", "ai", "agli", "alle", "di", "del", "della", "dello", "dei", "degli", "delle",
		"da", "dal", "dalla", "in", "nel", "nella", "e", "d", "l", "il", "la", "lo")},
}

func setOf(ws ...string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// entryNames says whether a folded name is an entry's (a card or face of
// either document) or a creature type, or starts with one.
func (al *Alignment) entryNames(kb *corpus.KB) func(string) bool {
	known := map[string]bool{}
	for _, doc := range []string{al.From, al.To} {
		for _, c := range kb.Contents(doc).Cards {
			known[text.FoldPlain(c.Name)] = true
			for _, f := range c.Faces {
				known[text.FoldPlain(f.Name)] = true
			}
			// Creature types name tokens ("un jeton de créature Bestiole"):
			// they are words of the type line, not names.
			for _, st := range c.Subtypes {
				known[text.FoldPlain(st)] = true
			}
		}
	}
	return func(key string) bool {
		if known[key] {
			return true
		}
		// A run that starts with an entry's name is that entry followed by
		// words of the sentence ("Cabane au bord du lac arrivera"): the
		// key's words up to a space, looked up (not every name tried as
		// a prefix, which was a fifth of the alignment's time).
		for i := 4; i < len(key); i++ {
			if key[i] == ' ' && known[key[:i]] {
				return true
			}
		}
		return false
	}
}

// candidate is a name a ruling mentions, and where (0 to 1) it stands.
type candidate struct {
	name string
	key  string // folded
	at   float64
	// shorter are the name's own prefixes that end on a word which may end
	// a name, shortest first: the name may be one of them followed by
	// words of the sentence ("Rip quitte le champ de bataille").
	shorter []string
}

// token is one word of a ruling, with what precedes it.
type token struct {
	word       string
	start      int
	afterBreak bool // a sentence, a quotation or a bracket starts before it
	italic     bool // inside *…*
}

func tokenize(s string) []token {
	// About one word in six bytes: growing the list was most of the time
	// spent here.
	return appendTokens(make([]token, 0, len(s)/6+1), s)
}

// appendTokens appends the words of s to out.
func appendTokens(out []token, s string) []token {
	brk, italic := true, false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			j := i
			for j < len(s) {
				r2, n := utf8.DecodeRuneInString(s[j:])
				// Apostrophes and hyphens stay inside a word when a letter
				// follows: "d'élevage", "Attaque-à-ressort".
				if unicode.IsLetter(r2) || unicode.IsDigit(r2) {
					j += n
					continue
				}
				if r2 == '-' || r2 == '\'' || r2 == '’' {
					if r3, _ := utf8.DecodeRuneInString(s[j+n:]); unicode.IsLetter(r3) {
						j += n
						continue
					}
				}
				break
			}
			out = append(out, token{word: s[i:j], start: i, afterBreak: brk, italic: italic})
			brk = false
			i = j
			continue
		}
		switch r {
		case '.', '!', '?', ':', ';', '«', '»', '“', '”', '"', '(', ')', '[', ']', '—', '–', '\n':
			brk = true
		case '*':
			italic = !italic
			brk = true
		case ',':
			brk = true
		}
		i += size
	}
	return out
}

func capitalised(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || len(w) < 2 {
		return false
	}
	// "TAPPata", "ERRATUM": capitals inside are not a name's, but for
	// those that open a hyphenated part ("Two-Headed").
	prev := r
	for _, r := range w[n:] {
		if unicode.IsUpper(r) && prev != '-' {
			return false
		}
		prev = r
	}
	return true
}

// candidates lists the names a ruling text mentions: a run of words in
// italics, or a capitalised word that does not open a sentence, with the
// words that continue it.
func candidates(s, lang string) []candidate {
	nw, known := nameWords[lang]
	toks := tokenize(s)
	var out []candidate
	add := func(i, j int) {
		for j > i && (nw.connectors[text.FoldPlain(toks[j-1].word)] || nw.stops[text.FoldPlain(toks[j-1].word)]) {
			j--
		}
		if j <= i {
			return
		}
		name := s[toks[i].start : toks[j-1].start+len(toks[j-1].word)]
		var shorter []string
		for k := i + 1; k < j; k++ {
			f := text.FoldPlain(toks[k-1].word)
			if !nw.connectors[f] && !nw.stops[f] {
				shorter = append(shorter, s[toks[i].start:toks[k-1].start+len(toks[k-1].word)])
			}
		}
		out = append(out, candidate{name: name, key: text.FoldPlain(name), at: float64(toks[i].start) / float64(max(1, len(s))), shorter: shorter})
	}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.italic {
			j := i + 1
			for j < len(toks) && toks[j].italic && !toks[j].afterBreak {
				j++
			}
			add(i, j)
			i = j - 1
			continue
		}
		if t.afterBreak || !capitalised(t.word) {
			continue
		}
		j := i + 1
		for ; j < len(toks) && j-i < 7 && !toks[j].afterBreak && !toks[j].italic; j++ {
			w := toks[j].word
			f := text.FoldPlain(stripElision(w))
			switch {
			case capitalised(w):
				continue
			case nw.stops[f] || nw.stops[text.FoldPlain(w)]:
			case !known || !nw.lowerInside:
				// A connector continues a name only before a capitalised word.
				if nw.connectors[f] && j+1 < len(toks) && !toks[j+1].afterBreak && capitalised(toks[j+1].word) {
					continue
				}
			case nw.lowerInside && isLowerWord(w):
				continue
			}
			break
		}
		add(i, j)
		i = j - 1
	}
	return out
}

// stripElision drops a French or Italian elided article glued to a word
// ("d'élevage" → "d").
func stripElision(w string) string {
	if i := strings.IndexAny(w, "'’"); i > 0 {
		return w[:i]
	}
	return w
}

func isLowerWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// vote is one ruling pair's evidence that two names are one.
type vote struct{ from, to string }

// mentions pairs the names the aligned rulings mention that are neither
// an entry nor a section of either document.
func (al *Alignment) mentions(kb *corpus.KB) []Mention {
	isKnown := al.entryNames(kb)
	votes := map[vote]int{}
	fromSeen, toSeen := map[string]int{}, map[string]int{}
	shown := map[string]string{}
	fromWords, toWords := docWords(kb, al.From), docWords(kb, al.To)
	pair := func(ft, tt string) {
		fc := filter(trim(candidates(ft, al.FromLang), fromWords), isKnown)
		tc := filter(trim(candidates(tt, al.ToLang), toWords), isKnown)
		fc, tc = dropShared(fc, tc)
		for _, c := range fc {
			fromSeen[c.key]++
			shown[c.key] = cmp.Or(shown[c.key], c.name)
		}
		for _, c := range tc {
			toSeen[c.key]++
			shown["\x00"+c.key] = cmp.Or(shown["\x00"+c.key], c.name)
		}
		for _, m := range matchByPlace(fc, tc) {
			votes[m]++
		}
	}
	for _, p := range al.Pairs {
		for _, rp := range p.Rulings {
			if rp.From >= 0 && rp.To >= 0 {
				pair(p.from.Rulings[rp.From].Text, p.to.Rulings[rp.To].Text)
			}
		}
	}
	for _, p := range al.Sections {
		for _, rp := range p.Rulings {
			if rp.From >= 0 && rp.To >= 0 {
				pair(p.from.Rulings[rp.From].Text, p.to.Rulings[rp.To].Text)
			}
		}
	}
	// A pair is kept when each name's best partner is the other, and
	// the two stood together at least as often as apart.
	bestTo, bestFrom := map[string]vote{}, map[string]vote{}
	for v, n := range votes {
		if b, ok := bestTo[v.from]; !ok || n > votes[b] || n == votes[b] && v.to < b.to {
			bestTo[v.from] = v
		}
		if b, ok := bestFrom[v.to]; !ok || n > votes[b] || n == votes[b] && v.from < b.from {
			bestFrom[v.to] = v
		}
	}
	var out []Mention
	var fromRulings, toRulings []rulingText
	for f, v := range bestTo {
		if bestFrom[v.to] != v {
			continue
		}
		n := votes[v]
		conf := 2 * float64(n) / float64(fromSeen[f]+toSeen[v.to])
		if conf < 0.5 {
			continue
		}
		m := Mention{Set: al.Set, From: al.From, To: al.To, FromLang: al.FromLang, ToLang: al.ToLang,
			FromName: shown[f], ToName: shown["\x00"+v.to], Confidence: math.Round(conf*1000) / 1000}
		if fromRulings == nil {
			fromRulings, toRulings = foldedRulings(kb, al.From), foldedRulings(kb, al.To)
		}
		m.FromUses = uses(fromRulings, f)
		m.ToUses = uses(toRulings, v.to)
		// One name is written as often as the other; a word the document
		// uses everywhere is not the name of one example.
		a, b := len(m.FromUses), len(m.ToUses)
		if a == 0 || b == 0 || max(a, b) > 2*min(a, b)+1 {
			continue
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return text.FoldPlain(out[i].FromName) < text.FoldPlain(out[j].FromName) })
	return out
}

func filter(cs []candidate, drop func(string) bool) []candidate {
	return slices.DeleteFunc(cs, func(c candidate) bool { return len(c.key) < 3 || drop(c.key) })
}

// dropShared removes the names written alike on both sides (places,
// formats, names left untranslated): they need no pairing, and would
// crowd out those that do.
func dropShared(fc, tc []candidate) ([]candidate, []candidate) {
	// "Kaito compte" and "Kaito": a name left as it is, and the words of
	// the sentence that follow it on one side.
	in := func(cs []candidate, key string) bool {
		return slices.ContainsFunc(cs, func(c candidate) bool {
			return c.key == key || strings.HasPrefix(key, c.key+" ") || strings.HasPrefix(c.key, key+" ")
		})
	}
	f2 := slices.DeleteFunc(slices.Clone(fc), func(c candidate) bool { return in(tc, c.key) })
	t2 := slices.DeleteFunc(slices.Clone(tc), func(c candidate) bool { return in(fc, c.key) })
	return f2, t2
}

// matchByPlace pairs the names of two aligned rulings by where they stand:
// translation keeps an example's place in its sentence roughly, so the
// nearest pairs first, none further apart than a fifth of the ruling.
func matchByPlace(fc, tc []candidate) []vote {
	type link struct {
		i, j int
		d    float64
	}
	var ls []link
	for i, f := range fc {
		for j, t := range tc {
			if d := math.Abs(f.at - t.at); d < 0.2 {
				ls = append(ls, link{i, j, d})
			}
		}
	}
	sort.Slice(ls, func(a, b int) bool { return ls[a].d < ls[b].d })
	usedF, usedT := map[int]bool{}, map[int]bool{}
	seen := map[vote]bool{}
	var out []vote
	for _, l := range ls {
		if usedF[l.i] || usedT[l.j] {
			continue
		}
		usedF[l.i], usedT[l.j] = true, true
		v := vote{fc[l.i].key, tc[l.j].key}
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// rulingText is a ruling, folded, and what it belongs to.
type rulingText struct {
	use    Use
	folded string
}

// foldedRulings lists the rulings of document doc, folded once for every
// name looked up in them.
func foldedRulings(kb *corpus.KB, doc string) []rulingText {
	var out []rulingText
	for _, c := range kb.Contents(doc).Cards {
		for _, r := range c.Rulings {
			out = append(out, rulingText{Use{Ruling: r.ID, Card: c.ID, Owner: c.Name}, text.FoldPlain(r.Text)})
		}
	}
	for _, s := range kb.Contents(doc).Sections {
		for _, r := range s.Rulings {
			out = append(out, rulingText{Use{Ruling: r.ID, Section: s.ID, Owner: s.Title}, text.FoldPlain(r.Text)})
		}
	}
	return out
}

// uses lists the rulings that mention the folded name.
func uses(rs []rulingText, key string) []Use {
	var out []Use
	for _, r := range rs {
		if strings.Contains(r.folded, key) {
			out = append(out, r.use)
		}
	}
	return out
}

// wordIndex is a document's rulings and texts as one run of words, case
// kept (a name is capitalised, the common word it may also be is not),
// with where each word stands, for counting phrases.
type wordIndex struct {
	words []string
	at    map[string][]int
}

func docWords(kb *corpus.KB, doc string) *wordIndex {
	ct := kb.Contents(doc)
	size := 0
	for _, c := range ct.Cards {
		for _, t := range c.Text {
			size += len(t) + 1
		}
		for _, r := range c.Rulings {
			size += len(r.Text)
		}
	}
	for _, s := range ct.Sections {
		for _, t := range s.Text {
			size += len(t) + 1
		}
		for _, r := range s.Rulings {
			size += len(r.Text)
		}
	}
	// The lists are sized from the texts' length (about a word in six
	// bytes) and the tokens' buffer is reused: growing them was most of
	// the time spent here.
	ix := &wordIndex{words: make([]string, 0, size/6+1), at: make(map[string][]int, size/60+1)}
	var toks []token
	add := func(s string) {
		toks = appendTokens(toks[:0], s)
		for _, t := range toks {
			ix.at[t.word] = append(ix.at[t.word], len(ix.words))
			ix.words = append(ix.words, t.word)
		}
		ix.words = append(ix.words, "") // texts do not run into each other
	}
	for _, c := range ct.Cards {
		add(strings.Join(c.Text, "\n"))
		for _, r := range c.Rulings {
			add(r.Text)
		}
	}
	for _, s := range ct.Sections {
		add(strings.Join(s.Text, "\n"))
		for _, r := range s.Rulings {
			add(r.Text)
		}
	}
	return ix
}

// count is how many times the words of s stand in a row.
func (ix *wordIndex) count(s string) int {
	toks := tokenize(s)
	if len(toks) == 0 {
		return 0
	}
	n := 0
next:
	for _, p := range ix.at[toks[0].word] {
		if p+len(toks) > len(ix.words) {
			continue
		}
		for i, t := range toks[1:] {
			if ix.words[p+1+i] != t.word {
				continue next
			}
		}
		n++
	}
	return n
}

// trim shortens each candidate to the longest of its prefixes that the
// document writes about as often as the first word: a name recurs whole,
// the words of the sentence that follow it do not ("Kaito" is written
// nine times, "Kaito compte" once).
func trim(cs []candidate, words *wordIndex) []candidate {
	count := words.count
	for i, c := range cs {
		if len(c.shorter) == 0 {
			continue
		}
		first := count(c.shorter[0])
		best := c.shorter[0]
		for _, p := range append(c.shorter[1:], c.name) {
			if 2*count(p) > first {
				best = p
			}
		}
		if best != c.name {
			cs[i].name, cs[i].key = best, text.FoldPlain(best)
		}
	}
	return cs
}
