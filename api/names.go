package api

import (
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// names answers the name lookups that need no search index: autocomplete
// and the exact or fuzzy card-name lookup of /api/cards/named.
type names struct {
	entries []nameEntry
	// group maps a card id to an id standing for its group: the
	// printings of one card, which a reader takes for one card (the same
	// name printed twice in a document, the French and Italian
	// counterparts, the cards of one English name). byGroup lists each
	// group's cards in document order.
	group   map[string]string
	byGroup map[string][]*corpus.Card
}

type nameEntry struct {
	card   *corpus.Card
	name   string   // as written: the card's name, one face of a room, or its English name
	full   string   // what the name completes to: the card's name, or its whole English name
	folded string   // text.Fold(name), words joined by single spaces
	words  []string // text.FoldWords(name)
	// foldedRunes and wordRunes are folded and words as runes, which
	// the typo distance compares: converted once here, not on every
	// search that found nothing, where the conversions were most of its
	// garbage (issue 23).
	foldedRunes []rune
	wordRunes   [][]rune
}

// newNames indexes the names of kb's cards and of their faces, and the
// English names imported for them (nil: none). counterpart, when not nil,
// gives a card's counterpart in the other language.
func newNames(kb *corpus.KB, english cardnames.Names, counterpart func(id string) (*corpus.Card, bool)) *names {
	n := &names{}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		n.add(c, c.Name, c.Name)
		for _, f := range c.Faces {
			if f.Name != c.Name {
				n.add(c, f.Name, c.Name)
			}
		}
		if en, ok := english[c.ID]; ok && en.Name != c.Name {
			n.add(c, en.Name, en.Name)
			if faces := strings.Split(en.Name, " // "); len(faces) > 1 {
				for _, f := range faces {
					n.add(c, f, en.Name)
				}
			}
		}
	}
	n.groups(kb, english, counterpart)
	return n
}

// groups computes group and byGroup, joining cards that share a name in
// one language, an English name, or are counterparts.
func (n *names) groups(kb *corpus.KB, english cardnames.Names, counterpart func(id string) (*corpus.Card, bool)) {
	parent := map[string]string{}
	var find func(string) string
	find = func(id string) string {
		p, ok := parent[id]
		if !ok || p == id {
			return id
		}
		r := find(p)
		parent[id] = r
		return r
	}
	union := func(a, b string) {
		ra, rb := find(a), find(b)
		if ra != rb {
			parent[rb] = ra
		}
	}
	first := map[string]string{} // name key → first card id
	join := func(k, id string) {
		if f, ok := first[k]; ok {
			union(f, id)
		} else {
			first[k] = id
		}
	}
	for _, c := range kb.Cards {
		join(c.Lang+"\x00"+text.Fold(c.Name), c.ID)
		if en, ok := english[c.ID]; ok {
			join("en\x00"+text.Fold(en.Name), c.ID)
		}
		if counterpart != nil {
			if o, ok := counterpart(c.ID); ok {
				union(c.ID, o.ID)
			}
		}
	}
	n.group = make(map[string]string, len(kb.Cards))
	n.byGroup = make(map[string][]*corpus.Card)
	for i := range kb.Cards {
		c := &kb.Cards[i]
		g := find(c.ID)
		n.group[c.ID] = g
		n.byGroup[g] = append(n.byGroup[g], c)
	}
}

// distinct keeps the first card of each group: the printings of one
// card are one card to a reader.
func (n *names) distinct(cs []*corpus.Card) []*corpus.Card {
	var out []*corpus.Card
	seen := map[string]bool{}
	for _, c := range cs {
		g := n.group[c.ID]
		if g == "" {
			g = c.ID
		}
		if !seen[g] {
			seen[g] = true
			out = append(out, c)
		}
	}
	return out
}

// inLang returns the card of c's group in lang, when there is one, else c:
// "Unholy Heat" is Chaleur impie to a French reader, Calore Sacrilego to
// an Italian one.
func (n *names) inLang(c *corpus.Card, lang string) *corpus.Card {
	if c.Lang == lang {
		return c
	}
	for _, o := range n.byGroup[n.group[c.ID]] {
		if o.Lang == lang {
			return o
		}
	}
	return c
}

func (n *names) add(c *corpus.Card, name, full string) {
	w := text.FoldWords(name)
	if len(w) == 0 {
		return
	}
	folded := strings.Join(w, " ")
	n.entries = append(n.entries, nameEntry{card: c, name: name, full: full, folded: folded, words: w,
		foldedRunes: []rune(folded), wordRunes: runesOf(w)})
}

// Autocomplete returns up to limit card names, in every language, that
// complete q: names starting with q first, then names with a word starting
// with q's words, then names containing q; alphabetical within each group.
// Accents and case are ignored. A room's face completes to the room's
// full name.
func (n *names) Autocomplete(q string, limit int) []string {
	hits := n.complete(q, limit)
	out := make([]string, len(hits))
	for i, h := range hits {
		out[i] = h.name
	}
	return out
}

// completion is a name that completes a query, its rank (0: it starts
// with the query, 1: its words do, 2: it holds it) and its card.
type completion struct {
	name string
	rank int
	card *corpus.Card
}

// complete is Autocomplete with each name's rank and card.
func (n *names) complete(q string, limit int) []completion {
	qw := text.FoldWords(q)
	if len(qw) == 0 || limit <= 0 {
		return nil
	}
	fq := strings.Join(qw, " ")
	best := map[string]completion{}
	for _, e := range n.entries {
		rank := completionRank(e.folded, e.words, fq, qw)
		if rank < 0 {
			continue
		}
		if b, ok := best[e.full]; !ok || rank < b.rank {
			best[e.full] = completion{name: e.full, rank: rank, card: e.card}
		}
	}
	cands := make([]completion, 0, len(best))
	for _, c := range best {
		cands = append(cands, c)
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].rank != cands[j].rank {
			return cands[i].rank < cands[j].rank
		}
		fi, fj := text.Fold(cands[i].name), text.Fold(cands[j].name)
		if fi != fj {
			return fi < fj
		}
		return cands[i].name < cands[j].name
	})
	return cands[:min(limit, len(cands))]
}

// completionRank ranks how a name (folded, and its words) completes a
// query (folded, and its words): 0 it starts with it, 1 its words start
// with the query's words, 2 it holds it, -1 not at all.
func completionRank(folded string, words []string, fq string, qw []string) int {
	switch {
	case strings.HasPrefix(folded, fq):
		return 0
	case wordsPrefix(words, qw):
		return 1
	case strings.Contains(folded, fq):
		return 2
	}
	return -1
}

// wordsPrefix reports whether every query word starts some name word, in
// order: "pil pou" matches "pilleuse de poubelles optimiste".
func wordsPrefix(name, q []string) bool {
	i := 0
	for _, w := range name {
		if i < len(q) && strings.HasPrefix(w, q[i]) {
			i++
		}
	}
	return i == len(q)
}

// Exact returns the cards whose name (or a face's name) is q, ignoring
// case and accents, optionally restricted to one language. The same name
// printed in two sections of a document is one card to a reader; the
// first entry in document order is returned first.
func (n *names) Exact(q, lang string) []*corpus.Card {
	fq := strings.Join(text.FoldWords(q), " ")
	var out []*corpus.Card
	for _, e := range n.entries {
		if e.folded == fq && (lang == "" || e.card.Lang == lang) && !slices.Contains(out, e.card) {
			out = append(out, e.card)
		}
	}
	return out
}

// exactOwn is Exact without the imported names: the cards that bear the
// name q, in any language.
func (n *names) exactOwn(q string) []*corpus.Card {
	fq := strings.Join(text.FoldWords(q), " ")
	var out []*corpus.Card
	for _, e := range n.entries {
		if e.folded == fq && e.full == e.card.Name && !slices.Contains(out, e.card) {
			out = append(out, e.card)
		}
	}
	return out
}

// Fuzzy resolves a half-remembered name: an exact match first, then the
// names every query word starts a word of, then names within a few typos.
// It returns the distinct cards that match equally well (several means
// ambiguous), and for each its first printing.
func (n *names) Fuzzy(q, lang string) []*corpus.Card {
	if cs := n.Exact(q, lang); len(cs) > 0 {
		return n.distinct(cs)
	}
	qw := text.FoldWords(q)
	if len(qw) == 0 {
		return nil
	}
	var pre []*corpus.Card
	for _, e := range n.entries {
		if (lang == "" || e.card.Lang == lang) && wordsPrefix(e.words, qw) {
			pre = append(pre, e.card)
		}
	}
	if len(pre) > 0 {
		return n.distinct(pre)
	}
	// Typos: the smallest total edit distance, word by word, within a
	// budget that grows with the length of the query.
	fq := []rune(strings.Join(qw, " "))
	qr := runesOf(qw)
	budget := 1 + len(fq)/6
	bestDist := budget + 1
	var best []*corpus.Card
	var dist distancer
	for i := range n.entries {
		e := &n.entries[i]
		if lang != "" && e.card.Lang != lang {
			continue
		}
		d := min(dist.distance(fq, e.foldedRunes, bestDist), dist.words(qw, qr, e, bestDist))
		switch {
		case d < bestDist:
			bestDist, best = d, []*corpus.Card{e.card}
		case d == bestDist && d <= budget:
			best = append(best, e.card)
		}
	}
	return n.distinct(best)
}

// runesOf is each of ws as runes.
func runesOf(ws []string) [][]rune {
	out := make([][]rune, len(ws))
	for i, w := range ws {
		out[i] = []rune(w)
	}
	return out
}

// distancer computes typo distances (text.Distance) in rows of its own,
// grown as needed rather than allocated for each pair of words.
type distancer struct{ rows []int }

func (d *distancer) distance(a, b []rune, max int) int {
	if need := 3 * (len(b) + 1); len(d.rows) < need {
		d.rows = make([]int, 2*need)
	}
	return text.Distance(a, b, max, d.rows)
}

// words matches each query word (q, as runes qr) to a distinct word of
// the name e (a prefix costs nothing, so "pilleuse poubelle" finds
// "Pilleuse de poubelles") and sums the edit distances; names may have
// words the query leaves out.
func (d *distancer) words(q []string, qr [][]rune, e *nameEntry, limit int) int {
	total := 0
	j := 0
	for i, w := range q {
		best, at := limit+1, -1
		for k := j; k < len(e.words); k++ {
			dk := 0
			if !strings.HasPrefix(e.words[k], w) {
				dk = d.distance(qr[i], e.wordRunes[k], limit)
			}
			if dk < best {
				best, at = dk, k
			}
		}
		if at < 0 {
			return limit + 1
		}
		total += best
		if total > limit {
			return limit + 1
		}
		j = at + 1
	}
	return total
}
