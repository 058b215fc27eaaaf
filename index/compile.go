package index

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/blevesearch/bleve/v2/search/query"
)

// Boosts. A name match outweighs a text match, so that "anthropède" puts
// the card before the rulings that mention it; a filter (t:, mv …) barely
// counts, so that filters select without reordering.
const (
	boostName       = 3.0
	boostNamePhrase = 4.0 // every word of the group, in order, in a name
	boostText       = 1.0
	boostNameInText = 0.5 // a name holding some of the words of a question
	boostOwner      = 0.3 // a ruling's card name
	boostFuzzy      = 1.2
	boostPrefix     = 1.0
	boostAlias      = 0.6 // a card's name in another language: below the card that bears it
	boostTermForm   = 1.0 // a wording of the term table, in a text
	boostMechanic   = 2.0 // the mechanic itself
	boostFilter     = 0.01
)

// Limits of the name-matching helpers, which are the costly part of a query:
// a long question is not a card name, so its words get no fuzzy or prefix
// variants.
const (
	maxNameUnits  = 6 // words in a group beyond which it is a sentence, not a name
	maxFuzzyUnits = 4 // words in a group beyond which typos are not looked for

	minQuestionUnits = 4  // words in a group from which common words only score
	commonFraction   = 10 // a word in more than 1/commonFraction of the documents is common
	minFuzzyRunes    = 4
	minPrefix        = 3
	// maxRespellTries bounds the unknown words of a query that are
	// respelled (see respell); the rest are searched as written. Each
	// try looks for the known words within two typos: a query of 64
	// random words spent 400 ms there at 20,000 documents (issue 23).
	maxRespellTries = 8
)

// compiler turns a parsed query into a Bleve query. It analyses every word
// itself, for each language, and asks Bleve for exact terms and phrases
// only: no query it builds ever goes through a field's default analyzer.
type compiler struct {
	ix       *Index
	warnings []Message
	// marks are the analysed terms to highlight, per document language.
	marks map[string]map[string]bool
	// queryWords are the folded words of the query's text, which tell
	// the language it is written in; respelled, the words searched for
	// under another spelling.
	queryWords []string
	respelled  []Respelling
	unknown    []string
	// era is what the query's term wordings say of the rules' eras
	// (see noteEra).
	era eraWish
	// respellings are the words respell looked up, up to
	// maxRespellTries, and what it found: shared by a search's strict
	// and relaxed passes, which look each word up once.
	respellings *respellings
	// strict asks every unit of a word group to match in the text (see
	// Index.Search); relaxable records that some group asked fewer
	// without it, so that a relaxed pass could find more.
	strict, relaxable bool
}

func (ix *Index) newCompiler() *compiler {
	c := &compiler{ix: ix, marks: make(map[string]map[string]bool), respellings: &respellings{}}
	for _, l := range ix.langs {
		c.marks[l] = make(map[string]bool)
	}
	return c
}

// warnf records a warning: its code and arguments for a caller that
// translates it, its English wording for the others.
func (c *compiler) warnf(col int, code, format string, args ...any) {
	c.warnings = append(c.warnings, newMessage(col, code, format, args...))
}

func (c *compiler) mark(lang string, terms ...string) {
	m := c.marks[lang]
	if m == nil {
		return
	}
	for _, t := range terms {
		m[t] = true
	}
}

// compile returns the query for n, and whether it is a filter, which
// selects documents without ranking them.
func (c *compiler) compile(n node) (q query.Query, filter bool, err error) {
	switch n := n.(type) {
	case *orNode:
		qs := make([]query.Query, 0, len(n.kids))
		for _, k := range n.kids {
			kq, _, err := c.compile(k)
			if err != nil {
				return nil, false, err
			}
			qs = append(qs, kq)
		}
		return query.NewDisjunctionQuery(qs), false, nil
	case *andNode:
		return c.compileAnd(n.kids)
	case *notNode:
		kq, _, err := c.compile(n.kid)
		if err != nil {
			return nil, false, err
		}
		b := query.NewBooleanQuery(nil, nil, []query.Query{kq})
		return b, true, nil
	case *textNode:
		if n.phrase {
			c.queryWords = append(c.queryWords, text.FoldWords(n.text)...)
			return c.phrase(n.text, allTextFields), false, nil
		}
		return c.compileAnd([]node{n})
	case *fieldNode:
		return c.field(n)
	}
	return nil, false, fmt.Errorf("index: unknown query node %T", n)
}

// compileAnd compiles terms that must all match. Bare words are gathered
// into one group, matched as a whole (see words); the other terms must
// match, filters select, negations exclude.
func (c *compiler) compileAnd(kids []node) (query.Query, bool, error) {
	var words []*textNode
	var must, filters, not []query.Query
	for _, k := range kids {
		switch k := k.(type) {
		case *textNode:
			if !k.phrase {
				words = append(words, k)
				continue
			}
		case *notNode:
			kq, _, err := c.compile(k.kid)
			if err != nil {
				return nil, false, err
			}
			not = append(not, kq)
			continue
		}
		q, filter, err := c.compile(k)
		if err != nil {
			return nil, false, err
		}
		if filter {
			filters = append(filters, q)
		} else {
			must = append(must, q)
		}
	}
	words, joined := c.respell(words)
	for _, p := range joined {
		must = append(must, c.phrase(p.text, allTextFields))
	}
	if len(words) > 0 {
		for _, w := range words {
			if !slices.ContainsFunc(c.respelled, func(r Respelling) bool { return r.To == w.text }) {
				c.queryWords = append(c.queryWords, text.FoldWords(w.text)...)
			}
		}
		if q := c.words(words); q != nil {
			must = append(must, q)
		}
	}
	b := query.NewBooleanQuery(nil, nil, nil)
	switch len(must) {
	case 0:
	case 1:
		b.AddMust(must[0])
	default:
		b.AddMust(must...)
	}
	if len(filters) > 0 {
		if len(must) == 0 && len(not) == 0 && len(filters) == 1 {
			return filters[0], true, nil
		}
		if len(filters) == 1 {
			b.AddFilter(filters[0])
		} else {
			b.AddFilter(query.NewConjunctionQuery(filters))
		}
	}
	if len(not) > 0 {
		b.AddMustNot(not...)
	}
	if len(must) == 0 && len(filters) == 0 && len(not) == 0 {
		// Every word was a stop word.
		return query.NewMatchNoneQuery(), false, nil
	}
	return b, len(must) == 0, nil
}

// respell replaces each bare word the index does not know by the spelling
// it most likely stands for (see lexicon.respell), and notes it. A typo
// gives another bare word; two words written as one give a phrase, since
// they are written side by side ("millepattes": "mille pattes"); one word
// written as two, that word. A word of
// a question ("peut", "succede") is left as it is.
func (c *compiler) respell(ws []*textNode) (bare, phrases []*textNode) {
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		fw := text.FoldWords(w.text)
		if j := c.joined(ws, i); j != "" {
			// One word written as two ("cento piedi" for "centopiedi").
			from := w.text + " " + ws[i+1].text
			bare = append(bare, &textNode{text: j, col: w.col})
			c.respelled = append(c.respelled, Respelling{From: from, To: j})
			c.queryWords = append(c.queryWords, j)
			i++
			continue
		}
		r := ""
		if len(fw) == 1 && !questionWords[fw[0]] && !c.ix.lex().has(fw[0]) {
			r = c.respellings.lookup(c.ix.lex(), w.col, fw[0])
		}
		switch {
		case r == "":
			bare = append(bare, w)
			for _, f := range fw {
				if !c.ix.lex().has(f) && !c.ix.lex().startsWord(f) {
					c.unknown = append(c.unknown, w.text)
					break
				}
			}
		case strings.Contains(r, "-"):
			phrases = append(phrases, &textNode{text: strings.ReplaceAll(r, "-", " "), phrase: true, col: w.col})
		default:
			bare = append(bare, &textNode{text: r, col: w.col})
		}
		if r != "" {
			c.respelled = append(c.respelled, Respelling{From: w.text, To: r})
			c.queryWords = append(c.queryWords, text.FoldWords(r)...)
		}
	}
	return bare, phrases
}

// respellings remembers a search's respelled words (see compiler.respell)
// by their column in the query.
type respellings struct {
	tries int // lookups made, up to maxRespellTries
	found map[int]string
}

// lookup respells w, written at column col, once a search: a word looked
// up before gets its answer again; a new one is looked up while tries
// remain, and otherwise searched as written (r is "").
func (rs *respellings) lookup(lx *lexicon, col int, w string) (r string) {
	if r, ok := rs.found[col]; ok {
		return r
	}
	if rs.tries >= maxRespellTries {
		return ""
	}
	rs.tries++
	r = lx.respell(w)
	if rs.found == nil {
		rs.found = make(map[int]string)
	}
	rs.found[col] = r
	return r
}

// joined returns the known word that ws[i] and ws[i+1] spell together
// when one of them is unknown, or "".
func (c *compiler) joined(ws []*textNode, i int) string {
	if i+1 >= len(ws) {
		return ""
	}
	a, b := text.FoldWords(ws[i].text), text.FoldWords(ws[i+1].text)
	if len(a) != 1 || len(b) != 1 {
		return ""
	}
	lx := c.ix.lex()
	j := a[0] + b[0]
	if !lx.has(j) || lx.has(a[0]) && lx.has(b[0]) {
		return ""
	}
	return lx.show(j)
}

// Which fields a text query searches.
type textScope int

const (
	allTextFields textScope = iota // names and texts
	nameFields                     // name:
	bodyFields                     // o:
)

// analyzed is one query word (or phrase) analysed for every language.
type analyzed struct {
	raw    string
	folded []token            // name analyzer: folded, not stemmed
	byLang map[string][]token // per matching language, stemmed
}

func (c *compiler) analyze(s string, word int) analyzed {
	a := analyzed{raw: s, byLang: make(map[string][]token, len(matchLangs))}
	a.folded = c.ix.analyze(analyzerName, s)
	for i := range a.folded {
		a.folded[i].word = word
	}
	for _, l := range matchLangs {
		ts := withSurfaces(s, c.ix.analyze(langAnalyzer(l), s))
		for i := range ts {
			ts[i].word = word
		}
		a.byLang[l] = ts
	}
	return a
}

// stopWord reports whether a word says nothing by itself: every token of
// it is a stop word in one of the languages, or a question word, or it is
// mere punctuation. Such words are dropped from a group, since the user's
// language is not known and "de" or "il" would match everything.
func (c *compiler) stopWord(a analyzed) bool {
	for _, t := range a.folded {
		if questionWords[t.term] {
			continue
		}
		stop := false
		for _, l := range matchLangs {
			if len(a.folded) == 1 {
				stop = stop || len(a.byLang[l]) == 0
			} else {
				stop = stop || len(c.ix.analyze(langAnalyzer(l), t.term)) == 0
			}
		}
		if !stop {
			return false
		}
	}
	return true
}

// questionWords are the words of a question that say nothing of its subject
// ("peut-on …", "cosa succede se …", "what happens when …"): no language's
// stop list has them, yet in a rules question they would match everything.
var questionWords = map[string]bool{
	// French
	"peut": true, "peuvent": true, "peux": true, "puis": true, "pouvez": true, "pourquoi": true,
	"comment": true, "quand": true, "quoi": true, "passe": true, "faut": true, "doit": true, "t": true,
	// Italian
	"puo": true, "posso": true, "possono": true, "puoi": true, "succede": true, "cosa": true,
	"come": true, "quando": true, "perche": true,
	// English
	"can": true, "could": true, "what": true, "happens": true, "happen": true, "when": true,
	"does": true, "how": true, "why": true, "i": true, "my": true,
}

// words compiles a group of bare words. Each word, or each run of words
// that spells a wording of the term table, is a unit. A document matches
// the group in one of two ways, and scores for both:
//
//   - in its text: it holds most units (all of one or two, half of more) in
//     its name, text or card name, scored by how many (Bleve's coordination
//     factor) and how rare; a name counts here like any text, so that a
//     question is answered by the ruling that holds its words rather than by
//     the section whose title holds one of them;
//   - by name: every unit is in its name, stemmed, folded, as a prefix or
//     with a typo or two. This weighs most: a user who types a name wants
//     that card or section first.
func (c *compiler) words(ws []*textNode) query.Query {
	kept, spans := c.keptWords(ws)
	if len(kept) == 0 {
		return nil
	}
	nameable := len(kept) <= maxNameUnits
	texts, names, dfs := c.unitQueries(kept, spans, nameable)
	inText := c.inText(texts, dfs)
	if !nameable {
		return inText
	}
	byName := query.NewConjunctionQuery(names)
	byName.SetBoost(boostName)
	either := query.NewDisjunctionQuery([]query.Query{inText, byName})
	if len(kept) < 2 {
		return either
	}
	if bonus := c.namePhraseBonus(kept); len(bonus) > 0 {
		return query.NewBooleanQuery([]query.Query{either}, bonus, nil)
	}
	return either
}

// keptWords analyses the words of a group and returns those that count,
// with the spans of term-table wordings among them. Term wordings are
// matched on all the words, stop words included ("valeur de mana"); then
// stop words outside a wording are dropped, since the user's language is
// not known and "de" or "il" would match everything -- unless the group
// holds nothing else ("the", "la").
func (c *compiler) keptWords(ws []*textNode) ([]analyzed, []termSpan) {
	var all []analyzed
	for _, w := range ws {
		all = append(all, c.analyze(w.text, 0))
	}
	byLang := map[string][]token{}
	for i := range all {
		for j := range all[i].folded {
			all[i].folded[j].word = i
		}
		byLang[""] = append(byLang[""], all[i].folded...)
		for _, l := range matchLangs {
			for j := range all[i].byLang[l] {
				all[i].byLang[l][j].word = i
			}
			byLang[l] = append(byLang[l], all[i].byLang[l]...)
		}
	}
	allSpans := c.ix.terms.match(byLang)
	inSpan := make([]bool, len(all))
	for _, s := range allSpans {
		for i := s.from; i <= s.to; i++ {
			inSpan[i] = true
		}
	}
	// kept are the words that count, spans renumbered over them.
	var kept []analyzed
	newIndex := make([]int, len(all))
	for i, a := range all {
		newIndex[i] = -1
		if inSpan[i] || !c.stopWord(a) {
			newIndex[i] = len(kept)
			kept = append(kept, a)
		}
	}
	if len(kept) == 0 {
		for i, a := range all {
			if len(a.folded) > 0 {
				newIndex[i] = len(kept)
				kept = append(kept, a)
			}
		}
	}
	var spans []termSpan
	for _, s := range allSpans {
		spans = append(spans, termSpan{from: newIndex[s.from], to: newIndex[s.to], terms: s.terms})
	}
	return kept, spans
}

// unitQueries makes the text query and, if nameable, the name query of
// each unit of kept (a word, or a term wording with its expansions), and
// how many documents hold each unit, roughly.
func (c *compiler) unitQueries(kept []analyzed, spans []termSpan, nameable bool) (texts, names []query.Query, dfs []int) {
	fuzzy := len(kept) <= maxFuzzyUnits
	for i := 0; i < len(kept); {
		var span *termSpan
		for k := range spans {
			if spans[k].from == i {
				span = &spans[k]
				break
			}
		}
		if span == nil {
			dfs = append(dfs, c.wordDocFreq(kept[i]))
			texts = append(texts, c.wordText(kept[i]))
			if nameable {
				names = append(names, c.wordName(kept[i], fuzzy))
			}
			i++
			continue
		}
		var litText, litName []query.Query
		df := -1
		for j := span.from; j <= span.to; j++ {
			if d := c.wordDocFreq(kept[j]); df < 0 || d < df {
				df = d
			}
			litText = append(litText, c.wordText(kept[j]))
			if nameable {
				litName = append(litName, c.wordName(kept[j], fuzzy))
			}
		}
		c.noteEra(span.terms, kept[span.from:span.to+1])
		expText, expName := c.expansions(span.terms)
		dfs = append(dfs, max(df, 1)) // a wording of the table is there, in some language
		texts = append(texts, query.NewDisjunctionQuery(append([]query.Query{conjunction(litText)}, expText...)))
		if nameable {
			names = append(names, query.NewDisjunctionQuery(append([]query.Query{conjunction(litName)}, expName...)))
		}
		i = span.to + 1
	}
	return texts, names, dfs
}

// noteEra notes what the words that spell terms say of the rules' eras.
// An old wording of a term («retirer du jeu», « en jeu ») or a rule
// since abolished (mana burn) asks for the old rules: they weigh as the
// current ones. Today's wording of a renamed term ("exil", "valore di
// mana", "ccm") asks for today's rules: the old ones, which word it
// otherwise, rank after every current hit, unless another part of the
// query asks for them.
func (c *compiler) noteEra(terms []int, words []analyzed) {
	var raw []string
	for _, w := range words {
		raw = append(raw, w.raw)
	}
	typed := strings.Join(text.FoldWords(strings.Join(raw, " ")), " ")
	for _, ti := range terms {
		t := &c.ix.terms.terms[ti]
		old := slices.ContainsFunc(t.FROld, func(f string) bool {
			return strings.Join(text.FoldWords(f), " ") == typed
		})
		switch {
		case old || t.History != nil && t.History.Change == "abolished":
			c.era = eraOldAsked
		case t.History != nil && t.History.Change == "renamed" && c.era == eraAny:
			c.era = eraToday
		}
	}
}

// namePhraseBonus is the bonus of a group found whole, in order, in a name.
func (c *compiler) namePhraseBonus(kept []analyzed) []query.Query {
	var raw []string
	for _, a := range kept {
		raw = append(raw, a.raw)
	}
	text := strings.Join(raw, " ")
	var bonus []query.Query
	for _, l := range c.ix.langs {
		if ph := phraseTerms(c.ix.analyze(langAnalyzer(analysisLang(l)), text)); len(ph) > 1 {
			bonus = addQ(bonus, c.phraseQuery(ph, nameField(l), boostNamePhrase))
		}
	}
	return bonus
}

// addQ appends the queries that are not nil.
func addQ(dst []query.Query, qs ...query.Query) []query.Query {
	for _, q := range qs {
		if q != nil {
			dst = append(dst, q)
		}
	}
	return dst
}

// inText is the text half of a word group: most units must match. A
// question is mostly common words ("créature", "carte", "champ de
// bataille"), whose long posting lists Bleve would walk in full; when a
// group has both, the rarer units select (half of them must match) and the
// common ones only add to the score of what they select.
func (c *compiler) inText(texts []query.Query, dfs []int) query.Query {
	var rare, common []query.Query
	limit := len(c.ix.entries) / commonFraction
	for i, q := range texts {
		switch {
		case dfs[i] == 0:
			// Found nowhere: it cannot help select.
		case dfs[i] <= limit:
			rare = append(rare, q)
		default:
			common = append(common, q)
		}
	}
	if c.strict && len(texts) > 2 {
		c.relaxable = true
		return c.minMatch(texts, len(texts))
	}
	if len(texts) < minQuestionUnits || len(rare) == 0 || len(common) == 0 {
		min := len(texts)
		if min > 2 {
			min = (len(texts) + 1) / 2
		}
		return c.minMatch(texts, min)
	}
	sel := c.minMatch(rare, (len(rare)+1)/2)
	return query.NewBooleanQuery([]query.Query{sel}, common, nil)
}

// wordDocFreq is about how many documents hold a word, in the language
// where it is most frequent.
func (c *compiler) wordDocFreq(a analyzed) int {
	best := 0
	for _, l := range c.ix.langs {
		ts := a.byLang[analysisLang(l)]
		if len(ts) == 0 {
			continue
		}
		df := -1
		for _, t := range ts {
			d := c.ix.docFreq(textField(l), t.term) + c.ix.docFreq(nameField(l), t.term)
			if df < 0 || d < df {
				df = d
			}
		}
		best = max(best, df)
	}
	return best
}

func conjunction(qs []query.Query) query.Query {
	if len(qs) == 1 {
		return qs[0]
	}
	return query.NewConjunctionQuery(qs)
}

// wordText is the query for one word anywhere in a document: its stems in
// each language's names, texts and card names.
func (c *compiler) wordText(a analyzed) query.Query {
	var alts []query.Query
	for _, l := range c.ix.langs {
		ts := a.byLang[analysisLang(l)]
		if len(ts) == 0 {
			continue
		}
		c.mark(l, terms0(ts)...)
		alts = addQ(alts,
			c.termsQuery(ts, nameField(l), boostNameInText),
			c.termsQuery(ts, textField(l), boostText),
			c.termsQuery(ts, ownerField(l), boostOwner))
	}
	if len(alts) == 0 {
		return query.NewMatchNoneQuery()
	}
	return query.NewDisjunctionQuery(alts)
}

// wordName is the query for one word in a name: stemmed, folded, as a
// prefix, or with typos.
func (c *compiler) wordName(a analyzed, fuzzy bool) query.Query {
	var alts []query.Query
	for _, l := range c.ix.langs {
		if ts := a.byLang[analysisLang(l)]; len(ts) > 0 {
			alts = addQ(alts, c.termsQuery(ts, nameField(l), 1))
		}
	}
	if len(a.folded) > 0 {
		alts = addQ(alts, c.termsQuery(a.folded, fieldNameFold, 1))
		alts = addQ(alts, c.termsQuery(a.folded, fieldAlias, boostAlias))
	}
	if len(a.folded) == 1 {
		f := a.folded[0].term
		n := utf8.RuneCountInString(f)
		if fuzzy && n >= minFuzzyRunes {
			for _, nt := range c.ix.vocab.near(f, fuzziness(n)) {
				for _, fb := range [...]struct {
					field string
					boost float64
				}{{fieldNameFold, 1}, {fieldAlias, boostAlias}} {
					if !c.ix.hasTerm(fb.field, nt.term) {
						continue // a spelling of the other field only
					}
					q := query.NewTermQuery(nt.term)
					q.SetField(fb.field)
					q.SetBoost(fb.boost * boostFuzzy / float64(1+nt.dist))
					alts = append(alts, q)
				}
			}
		}
		if n >= minPrefix {
			p := query.NewPrefixQuery(f)
			p.SetField(fieldNameFold)
			p.SetBoost(boostPrefix)
			alts = append(alts, p)
			if c.ix.hasPrefix(fieldAlias, f) {
				// A name in another language, cut short too.
				pa := query.NewPrefixQuery(f)
				pa.SetField(fieldAlias)
				pa.SetBoost(boostPrefix * boostAlias)
				alts = append(alts, pa)
			}
		}
	}
	if len(alts) == 0 {
		return query.NewMatchNoneQuery()
	}
	return query.NewDisjunctionQuery(alts)
}

// fuzziness allows one typo in a word of up to six letters, two beyond.
func fuzziness(runes int) int {
	if runes <= 6 {
		return 1
	}
	return 2
}

// analysisLang is the matching language whose analysis a document language
// uses; a document language without analyzer of its own is read folded.
func analysisLang(docLang string) string {
	for _, l := range matchLangs {
		if l == docLang {
			return l
		}
	}
	return "en"
}

// termsQuery matches all the tokens of one word in a field: usually one
// term; a hyphenated word gives several, which must all be there. It is nil
// when the field has not all of them: Bleve would only find nothing, at the
// cost of a searcher.
func (c *compiler) termsQuery(ts []token, field string, boost float64) query.Query {
	for _, t := range ts {
		if !c.ix.hasTerm(field, t.term) {
			return nil
		}
	}
	if len(ts) == 1 {
		q := query.NewTermQuery(ts[0].term)
		q.SetField(field)
		q.SetBoost(boost)
		return q
	}
	qs := make([]query.Query, len(ts))
	for i, t := range ts {
		tq := query.NewTermQuery(t.term)
		tq.SetField(field)
		tq.SetBoost(boost)
		qs[i] = tq
	}
	return query.NewConjunctionQuery(qs)
}

// expansions are the queries for the other wordings of the terms: each
// wording in each document language's texts (and the mechanic itself), and
// in names.
func (c *compiler) expansions(terms []int) (text, name []query.Query) {
	for _, ti := range terms {
		t := c.ix.terms.terms[ti]
		for _, l := range c.ix.langs {
			for _, ph := range c.ix.terms.phrases[ti][analysisLang(l)] {
				for _, slot := range ph {
					c.mark(l, slot...)
				}
				text = addQ(text,
					c.tablePhrase(ph, nameField(l), boostNameInText),
					c.tablePhrase(ph, textField(l), boostTermForm))
				name = addQ(name, c.tablePhrase(ph, nameField(l), 1))
			}
		}
		if t.Kind == "mechanic" {
			q := query.NewTermQuery(t.Key)
			q.SetField(fieldMechanic)
			q.SetBoost(boostMechanic)
			text = append(text, q)
		}
	}
	return text, name
}

// phraseQuery matches a phrase laid out by phraseTerms; nil when a word of
// it is nowhere in the field.
func (c *compiler) phraseQuery(ph [][]string, field string, boost float64) query.Query {
	for _, slot := range ph {
		found := len(slot) == 0
		for _, t := range slot {
			found = found || c.ix.hasTerm(field, t)
		}
		if !found {
			return nil
		}
	}
	if len(ph) == 1 && len(ph[0]) == 1 {
		q := query.NewTermQuery(ph[0][0])
		q.SetField(field)
		q.SetBoost(boost)
		return q
	}
	q := query.NewMultiPhraseQuery(ph, field)
	q.SetBoost(boost)
	return q
}

// tablePhrase is phraseQuery for a wording of the term table, whose
// matches each shard keeps (see tablePhraseQuery).
func (c *compiler) tablePhrase(ph [][]string, field string, boost float64) query.Query {
	q := c.phraseQuery(ph, field, boost)
	if mp, ok := q.(*query.MultiPhraseQuery); ok && !c.ix.plain {
		return &tablePhraseQuery{mp}
	}
	return q
}

// phrase compiles a quoted phrase: the words in order, in names or texts
// of each language, plus the other wordings when the phrase is one of the
// term table's.
func (c *compiler) phrase(text string, scope textScope) query.Query {
	var alts []query.Query
	for _, l := range c.ix.langs {
		ph := phraseTerms(c.ix.analyze(langAnalyzer(analysisLang(l)), text))
		if len(ph) == 0 {
			continue
		}
		for _, slot := range ph {
			c.mark(l, slot...)
		}
		if scope != bodyFields {
			alts = addQ(alts, c.phraseQuery(ph, nameField(l), boostName))
		}
		if scope != nameFields {
			alts = addQ(alts, c.phraseQuery(ph, textField(l), boostText))
		}
	}
	if scope != bodyFields {
		if ph := phraseTerms(c.ix.analyze(analyzerName, text)); len(ph) > 0 {
			alts = addQ(alts, c.phraseQuery(ph, fieldNameFold, boostName))
			alts = addQ(alts, c.phraseQuery(ph, fieldAlias, boostName*boostAlias))
		}
	}
	if scope == allTextFields {
		a := c.analyze(text, 0)
		byLang := map[string][]token{"": a.folded}
		for _, l := range matchLangs {
			byLang[l] = a.byLang[l]
		}
		for _, s := range c.ix.terms.match(byLang) {
			// Only a wording that is the whole phrase: a phrase is precise.
			if s.from == 0 && s.to == 0 {
				c.noteEra(s.terms, []analyzed{a})
				text, name := c.expansions(s.terms)
				alts = append(alts, text...)
				if scope != bodyFields {
					alts = append(alts, name...)
				}
			}
		}
	}
	if len(alts) == 0 {
		return query.NewMatchNoneQuery()
	}
	return query.NewDisjunctionQuery(alts)
}

// field compiles field:value.
func (c *compiler) field(n *fieldNode) (query.Query, bool, error) {
	switch n.field {
	case "name":
		if n.quoted || strings.ContainsAny(n.value, " ") {
			return c.phrase(n.value, nameFields), false, nil
		}
		return c.nameWord(n.value), false, nil
	case "o":
		return c.phrase(n.value, bodyFields), false, nil
	case "t":
		return c.typeQuery(n.value), true, nil
	case "mv":
		return numericQuery(fieldMV, n.op, n.value), true, nil
	case "pow":
		return numericQuery(fieldPow, n.op, n.value), true, nil
	case "tou":
		return numericQuery(fieldTou, n.op, n.value), true, nil
	case "c":
		q, err := colorQuery(n)
		return q, true, err
	case "lang":
		v := text.Fold(n.value)
		if l, ok := langAliases[v]; ok {
			v = l
			if !slices.Contains(c.ix.langs, v) {
				// Said, not silently answered with nothing: a judge
				// typing lang:en expects English rulings.
				c.warnf(n.col, "lang_without_docs", "no document is in %s (they are in %s): leave out lang:%s; words in any language, %s included, find the documents in theirs",
					langNames[v], strings.Join(c.ix.langs, ", "), v, langNames[v])
			}
		} else {
			c.warnf(n.col, "unknown_lang", "unknown language %q: use fr, it or en", n.value)
		}
		return keywordQuery(fieldLang, v), true, nil
	case "set":
		v := text.Fold(n.value)
		if !c.ix.sets[v] {
			// The sets are those of the indexed documents and their cards.
			known := slices.Sorted(maps.Keys(c.ix.sets))
			c.warnf(n.col, "unknown_set", "unknown set %q: use %s", n.value, strings.Join(known, ", "))
		}
		return keywordQuery(fieldSet, v), true, nil
	case "kind":
		v := text.Fold(n.value)
		if k, ok := kindAliases[v]; ok {
			v = k
		} else {
			c.warnf(n.col, "unknown_kind", "unknown kind %q: use card, ruling, section, glossary or rule", n.value)
		}
		return keywordQuery(fieldKind, v), true, nil
	case "mechanic":
		k, ok := c.ix.terms.mechanicKey(n.value)
		if !ok {
			c.warnf(n.col, "unknown_mechanic", "unknown mechanic %q", n.value)
			k = text.Fold(n.value)
		}
		return keywordQuery(fieldMechanic, k), true, nil
	case "doc":
		v := text.Fold(n.value)
		if !c.ix.docs[v] {
			c.warnf(n.col, "unknown_doc", "unknown document %q", n.value)
		}
		return keywordQuery(fieldDoc, v), true, nil
	}
	return nil, false, qerr(n.col, "unsupported_field", "unsupported field %s", n.field)
}

// nameWord is name:word: the word in names, stemmed, folded, as a prefix
// or with typos.
func (c *compiler) nameWord(w string) query.Query {
	a := c.analyze(w, 0)
	for _, l := range c.ix.langs {
		c.mark(l, terms0(a.byLang[analysisLang(l)])...)
	}
	q := c.wordName(a, true)
	if b, ok := q.(query.BoostableQuery); ok {
		b.SetBoost(boostName)
	}
	return q
}

var (
	langNames   = map[string]string{"fr": "French", "it": "Italian", "en": "English"}
	langAliases = map[string]string{
		"fr": "fr", "fra": "fr", "fre": "fr", "french": "fr", "francais": "fr", "francese": "fr",
		"it": "it", "ita": "it", "italian": "it", "italien": "it", "italiano": "it",
		"en": "en", "eng": "en", "english": "en", "anglais": "en", "inglese": "en",
	}
	kindAliases = map[string]string{
		"card": KindCard, "cards": KindCard, "carte": KindCard, "cartes": KindCard, "carta": KindCard,
		"ruling": KindRuling, "rulings": KindRuling,
		"section": KindSection, "sections": KindSection, "sezione": KindSection,
		"glossary": KindGlossary, "glossaire": KindGlossary, "glossario": KindGlossary,
		"rule": KindRule, "rules": KindRule, "regle": KindRule, "regles": KindRule, "regola": KindRule,
	}
)

func keywordQuery(field, value string) query.Query {
	q := query.NewTermQuery(value)
	q.SetField(field)
	q.SetBoost(boostFilter)
	return q
}

// typeQuery is t:value. A wording of a type in any language becomes its
// canonical key ("créature", "creatura" → "creature"); a wording of another
// term brings its wordings in the other languages ("pièce" → "stanza");
// anything else is looked for among the words of the type lines ("horreur").
func (c *compiler) typeQuery(v string) query.Query {
	var alts []query.Query
	seen := map[string]bool{}
	add := func(term string) {
		if term != "" && !seen[term] {
			seen[term] = true
			alts = append(alts, keywordQuery(fieldType, term))
		}
	}
	if k, ok := c.ix.terms.typeKey(v); ok {
		add(k)
	}
	f := text.Fold(strings.TrimSpace(v))
	add(f)
	if strings.HasSuffix(f, "s") {
		add(strings.TrimSuffix(f, "s"))
	}
	for _, w := range c.ix.terms.typeWords[f] {
		add(w)
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return query.NewDisjunctionQuery(alts)
}

// numericQuery compares a numeric field with a number the parser checked.
func numericQuery(field, op, value string) query.Query {
	v, err := strconv.ParseFloat(value, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return query.NewMatchNoneQuery()
	}
	t, f := true, false
	rng := func(min, max *float64, minIncl, maxIncl *bool) query.Query {
		q := query.NewNumericRangeInclusiveQuery(min, max, minIncl, maxIncl)
		q.SetField(field)
		q.SetBoost(boostFilter)
		return q
	}
	switch op {
	case ":", "=":
		return rng(&v, &v, &t, &t)
	case "<":
		return rng(nil, &v, nil, &f)
	case "<=":
		return rng(nil, &v, nil, &t)
	case ">":
		return rng(&v, nil, &f, nil)
	case ">=":
		return rng(&v, nil, &t, nil)
	case "!=":
		lo, hi := -math.MaxFloat64, math.MaxFloat64
		has := rng(&lo, &hi, &t, &t)
		return query.NewBooleanQuery([]query.Query{has}, nil, []query.Query{rng(&v, &v, &t, &t)})
	}
	return query.NewMatchNoneQuery()
}

// colorNames maps color words in the three languages to WUBRG letters.
var colorNames = map[string]string{
	"white": "w", "blanc": "w", "blanche": "w", "bianco": "w",
	"blue": "u", "bleu": "u", "bleue": "u", "blu": "u",
	"black": "b", "noir": "b", "noire": "b", "nero": "b",
	"red": "r", "rouge": "r", "rosso": "r",
	"green": "g", "vert": "g", "verte": "g", "verde": "g",
	"colorless": "c", "incolore": "c",
	"multicolor": "m", "multicolore": "m", "gold": "m",
}

// colorQuery is c<op>value, with Scryfall's meaning: c: and c>= the card
// has at least these colors, c= exactly, c<= at most, c< and c> strictly.
func colorQuery(n *fieldNode) (query.Query, error) {
	v := text.Fold(n.value)
	var want []string
	if l, ok := colorNames[v]; ok {
		want = []string{l}
	} else {
		seen := map[rune]bool{}
		for _, r := range v {
			if !strings.ContainsRune("wubrgcm", r) {
				return nil, qerr(n.col, "unknown_color", "unknown color %q: use w u b r g, c (colorless), m (multicolor) or a color name", n.value)
			}
			if !seen[r] {
				seen[r] = true
				want = append(want, string(r))
			}
		}
	}
	var colors []string // real colors asked for
	special := ""       // c or m
	for _, w := range want {
		if w == "c" || w == "m" {
			if special != "" || len(want) > 1 && w == "c" {
				return nil, qerr(n.col, "colorless_mix", "color %q mixes colorless with colors", n.value)
			}
			special = w
			continue
		}
		colors = append(colors, w)
	}
	if special != "" {
		q := keywordQuery(fieldColor, special)
		if n.op == "!=" {
			return query.NewBooleanQuery([]query.Query{keywordQuery(fieldKind, KindCard)}, nil, []query.Query{q}), nil
		}
		if len(colors) == 0 {
			return q, nil
		}
		return query.NewConjunctionQuery(append([]query.Query{q}, colorTerms(colors)...)), nil
	}
	var others []string
	for _, w := range []string{"w", "u", "b", "r", "g"} {
		if !slices.Contains(colors, w) {
			others = append(others, w)
		}
	}
	card := keywordQuery(fieldKind, KindCard)
	atLeast := func() query.Query {
		return query.NewConjunctionQuery(append([]query.Query{card}, colorTerms(colors)...))
	}
	atMost := func() query.Query {
		if len(others) == 0 {
			return card
		}
		return query.NewBooleanQuery([]query.Query{card}, nil, colorTerms(others))
	}
	exactly := func() query.Query {
		return query.NewBooleanQuery([]query.Query{atLeast()}, nil, colorTerms(others))
	}
	switch n.op {
	case ":", ">=":
		return atLeast(), nil
	case "=":
		return exactly(), nil
	case "<=":
		return atMost(), nil
	case ">":
		if len(others) == 0 {
			return query.NewMatchNoneQuery(), nil
		}
		return query.NewConjunctionQuery([]query.Query{atLeast(), query.NewDisjunctionQuery(colorTerms(others))}), nil
	case "<":
		return query.NewBooleanQuery([]query.Query{atMost()}, nil, []query.Query{exactly()}), nil
	case "!=":
		return query.NewBooleanQuery([]query.Query{card}, nil, []query.Query{exactly()}), nil
	}
	return nil, qerr(n.col, "unsupported_operator", "unsupported operator %s", n.op)
}

func colorTerms(cs []string) []query.Query {
	qs := make([]query.Query, len(cs))
	for i, c := range cs {
		qs[i] = keywordQuery(fieldColor, c)
	}
	return qs
}
