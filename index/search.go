package index

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"sync"
	"sync/atomic"

	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
)

// Limits on a request. They keep a hostile or mistaken request from costing
// more than a page of results.
const (
	DefaultLimit  = 20
	MaxLimit      = 100
	MaxOffset     = 10000
	MaxQueryBytes = 1024
)

// Kinds of index documents, as in Hit.Kind and the kind: filter.
const (
	KindCard     = "card"
	KindRuling   = "ruling"
	KindSection  = "section"
	KindGlossary = "glossary"
	KindRule     = "rule"
)

// Options configure Build, Open and Load.
type Options struct {
	// Dir, when not empty, is for Build a directory, which must not exist
	// yet, where the index is written ("" keeps the whole index in
	// memory); for Open, where Build wrote it; for Load, the directory it
	// manages (see Load).
	Dir string
	// Terms is the term table used for cross-language expansion and for
	// t: and mechanic names. Nil means corpus.Terms().
	Terms []corpus.Term
	// Aliases gives, per card id, the names the card is also known by: its
	// counterparts in the other languages, which package align computes.
	// They let a name typed in one language find the card in another
	// ("Sciacalla Ottimista lang:fr"), ranked below the card that bears
	// the name. A ruling's aliases are the names it mentions, in the other
	// languages (align.All.Aliases).
	Aliases map[string][]string
	// Names gives, per card id, the card's names in a language the
	// documents do not print: its English name, imported from Scryfall's
	// or MTGJSON's data (package cardnames). They are searched as aliases
	// are, and their words mark a query as English.
	Names map[string][]string
	// Cards are card records (package carddata) indexed beside the
	// knowledge base: each card in each of its languages, and its English
	// rulings (see cardDataDocs). Nil indexes the knowledge base alone.
	Cards *carddata.Cards
	// Await, when set, supplies the aliases late, in place of Aliases: a
	// server computes them (the alignment) while its index is built. The
	// shards holding no document of AwaitDocs (document ids) are built at
	// once; the others once Await has returned, so that only they wait
	// for the aliases, which may name entries of those documents only.
	// Await may be called more than once and must return when its context
	// is done. Build overlaps the two when it builds in memory without
	// Reuse; Load, Open and the other builds wait for Await first.
	Await     func(context.Context) (map[string][]string, error)
	AwaitDocs []string
	// Reuse is an index built earlier (the one served) whose shards the
	// new one shares where their sets are unchanged, so that adding or
	// changing a set's documents builds that set's shard only (see
	// layout). Either index may be closed first; the shards of a closed one
	// are built again. Load also links the unchanged shards' files from
	// the generation it replaces, with or without Reuse.
	Reuse *Index

	// docValues keeps doc values of the filter fields, which only Bleve's
	// own facet builders need; a benchmark compares them with ours.
	docValues bool
	// oneShard puts every document in one shard, as a single index; a
	// test compares it with the shards.
	oneShard bool
	// plainSearchers searches with Bleve's own searchers only, not ours
	// (minMatchQuery, tablePhraseQuery); a test compares them.
	plainSearchers bool
	// onDisk lists the sets of the shards of the generation Load found
	// in Dir (readLayout), laid out again when there is no Reuse.
	onDisk [][][]byte
}

// Request is one search.
type Request struct {
	// Query in the search syntax (see Syntax).
	Query string `json:"q"`
	// Limit is the page size: 0 means DefaultLimit; at most MaxLimit.
	Limit int `json:"limit,omitempty"`
	// Offset of the first hit returned, at most MaxOffset.
	Offset int `json:"offset,omitempty"`
	// Page is a token from Result.Next. When set it fixes Offset and Limit,
	// and Query may be left empty (the token carries it).
	Page string `json:"page,omitempty"`
	// NoFacets skips facet counting (for a type-ahead box).
	NoFacets bool `json:"no_facets,omitempty"`
	// HL is the reader's language ("fr", "it", "en"; "" for none): hits
	// in it, and in the language the query is written in, rank first,
	// the others after them (see Result.Prefer).
	HL string `json:"hl,omitempty"`
}

// Result is the answer to a Request.
type Result struct {
	// Total is the number of matching index documents.
	Total int `json:"total"`
	// Data is the requested page of hits, best first.
	Data []Hit `json:"data"`
	// Facets count all matching documents, not only the page.
	Facets *Facets `json:"facets,omitempty"`
	// Warnings say what part of the query was ignored (unknown field,
	// unknown set …). Never nil, so that JSON gives [].
	Warnings []string `json:"warnings"`
	// WarningCodes are the same warnings as codes and arguments, for a
	// caller that translates them (see Message).
	WarningCodes []Message `json:"warning_codes,omitempty"`
	// Next is an opaque token for the following page, "" on the last page.
	Next string `json:"next,omitempty"`
	// Query, Offset and Limit echo what was searched (after applying Page).
	Query  string `json:"query"`
	Offset int    `json:"offset"`
	Limit  int    `json:"limit"`
	// QueryLang is the language the query's words are written in, when
	// they tell ("fr", "it", "en"); Prefer the languages ranked first:
	// the reader's (Request.HL) and QueryLang, those of them the documents
	// are in.
	QueryLang string   `json:"query_lang,omitempty"`
	Prefer    []string `json:"prefer,omitempty"`
	// Respelled lists the words the index did not know and searched for
	// as it spells them instead: a typo, or two words written as one.
	Respelled []Respelling `json:"respelled,omitempty"`
	// Unknown lists the words, as typed, that no document, term wording
	// or imported name holds, and that could not be respelled.
	Unknown []string `json:"unknown,omitempty"`
}

// Respelling is a query word searched for under another spelling.
type Respelling struct {
	From string `json:"from"` // as typed
	To   string `json:"to"`   // as searched, folded ("mille-pattes")
}

// Hit is one matching index document.
type Hit struct {
	Kind string `json:"kind"` // KindCard, KindRuling …
	ID   string `json:"id"`   // the knowledge-base id
	Lang string `json:"lang"`
	// Title is the card name, section title, glossary term or rule number
	// as written; for a ruling, its card's (or section's) name.
	Title string `json:"title"`
	// Snippet is an excerpt of the text, HTML-escaped, its lines (a card's
	// type line, then its rules text) parted by "\n", with the matching
	// words wrapped in <mark>…</mark>; those marks are the only markup.
	Snippet string  `json:"snippet"`
	Score   float64 `json:"score"`
	Doc     string  `json:"doc"`           // document id, "dsk-fr"
	Set     string  `json:"set,omitempty"` // "dsk", "spg", "dsc", "archenemy", "emn", "jou", "9ed"
	// CardID and CardName are set on a ruling of a card.
	CardID   string `json:"card_id,omitempty"`
	CardName string `json:"card_name,omitempty"`
	// SectionID and SectionTitle are set on a ruling of a section, and on a
	// rule paragraph printed inside a section.
	SectionID    string `json:"section_id,omitempty"`
	SectionTitle string `json:"section_title,omitempty"`
	// Era is set on a hit of old rules (see Era); nil for current rules.
	Era *Era `json:"era,omitempty"`
}

// Facets are counts over all matching documents. Each list is sorted by
// count, then value. Values: kind and lang as in Hit; doc ids; set codes;
// card types as canonical English names ("Creature"); colors as WUBRG
// letters, "C" for colorless; mana values as decimal strings ("3"); mechanics
// as term-table keys ("delirium").
type Facets struct {
	Kind      []FacetCount `json:"kind"`
	Lang      []FacetCount `json:"lang"`
	Doc       []FacetCount `json:"doc"`
	Set       []FacetCount `json:"set"`
	Type      []FacetCount `json:"type"`
	Color     []FacetCount `json:"color"`
	ManaValue []FacetCount `json:"mana_value"`
	Mechanic  []FacetCount `json:"mechanic"`
}

// FacetCount is one value of a facet and how many matching documents have it.
type FacetCount struct {
	Value string `json:"value"`
	Count int    `json:"count"`
}

// QueryError is a malformed query or request: the caller's mistake (an HTTP
// 400), never the server's.
type QueryError struct {
	// Col is the 1-based column (in characters) where the query goes wrong;
	// 0 when the error is about the request rather than a place in the query.
	Col int
	Msg string // in English
	// Code and Args name the error for a caller that translates it (see
	// Message); Code is "" only for an error built by hand.
	Code string
	Args []string
}

func (e *QueryError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("query: column %d: %s", e.Col, e.Msg)
	}
	return "query: " + e.Msg
}

// Search runs a request. A malformed query or request is a *QueryError;
// any other error is the index's fault. Search may be called concurrently,
// but not after or during Close.
func (ix *Index) Search(ctx context.Context, req Request) (*Result, error) {
	if ix == nil || ix.shards == nil || ix.closed.Load() {
		return nil, errors.New("index: search on a closed index")
	}
	if req.Page != "" {
		p, err := decodePage(req.Page)
		if err != nil {
			return nil, err
		}
		if req.Query != "" && req.Query != p.query {
			return nil, qerr(0, "page_other_query", "page token belongs to another query")
		}
		req.Query, req.Offset, req.Limit = p.query, p.offset, p.limit
	}
	switch {
	case req.Limit < 0:
		return nil, qerr(0, "negative_limit", "negative limit")
	case req.Limit == 0:
		req.Limit = DefaultLimit
	case req.Limit > MaxLimit:
		req.Limit = MaxLimit
	}
	if req.Offset < 0 || req.Offset > MaxOffset {
		return nil, qerr(0, "bad_offset", "offset must be between 0 and %d", MaxOffset)
	}
	if req.HL != "" && !slices.Contains(UILangs, req.HL) {
		return nil, &QueryError{Msg: fmt.Sprintf("unknown reader language %q: use fr, it or en", req.HL)}
	}
	tree, warnings, err := parse(req.Query)
	if err != nil {
		return nil, err
	}
	res := &Result{
		Data:         []Hit{},
		Warnings:     texts(warnings),
		WarningCodes: append([]Message(nil), warnings...),
		Query:        req.Query,
		Offset:       req.Offset,
		Limit:        req.Limit,
	}
	if !req.NoFacets {
		res.Facets = &Facets{}
	}
	if tree == nil {
		return res, nil // every term was ignored: the warnings say why
	}
	rs := &respellings{}
	c, hits, err := ix.match(ctx, tree, rs, true)
	if err == nil && c.relaxable && len(hits) < strictMinHits {
		ix.putHits(hits)
		c, hits, err = ix.match(ctx, tree, rs, false)
	}
	if err != nil {
		return nil, err
	}
	res.Warnings = append(res.Warnings, texts(c.warnings)...)
	res.WarningCodes = append(res.WarningCodes, c.warnings...)
	res.Respelled = c.respelled
	res.Unknown = c.unknown
	res.QueryLang = ix.lex().queryLang(c.queryWords)
	res.Prefer = ix.prefer(req.HL, res.QueryLang)
	ix.weighCardData(hits)
	ix.rank(hits, res.Prefer, c.era)
	res.Total = len(hits)
	if !req.NoFacets {
		res.Facets = ix.facets.count(hits)
	}
	page := topHits(hits, req.Offset, req.Limit)
	defer ix.putHits(hits)
	res.Data = make([]Hit, len(page))
	for i, h := range page {
		res.Data[i] = ix.hit(h, c.marks)
	}
	if end := req.Offset + len(page); end < len(hits) && end <= MaxOffset {
		res.Next = encodePage(pageToken{query: req.Query, offset: end, limit: req.Limit})
	}
	return res, nil
}

// strictMinHits is how many documents holding every word of a query
// are enough: below it, the query is searched again with most of its words
// (compiler.inText). A judge's "destroy target creature" means the texts
// that say all three, as on Scryfall, and its tens of thousands of
// documents holding two of them cost four times as much to score, count
// and facet (docs/benchmarks.md); a question in plain words, a typo the
// respelling missed or a word of another era finds its answer in the
// relaxed pass.
const strictMinHits = DefaultLimit

// match compiles tree, every word of a group required when strict, and
// collects its hits.
func (ix *Index) match(ctx context.Context, tree node, rs *respellings, strict bool) (*compiler, []scored, error) {
	c := ix.newCompiler()
	c.strict, c.respellings = strict, rs
	q, filter, err := c.compile(tree)
	if err != nil {
		return nil, nil, err
	}
	if filter {
		// Nothing to rank by: every match scores the same, and the results
		// come in knowledge-base order.
		b := query.NewBooleanQuery(nil, nil, nil)
		b.AddFilter(q)
		q = b
	}
	hits, err := ix.collect(ctx, ix.withOurSearchers(q))
	if err != nil {
		return nil, nil, err
	}
	return c, hits, nil
}

// scored is one matching document: its entry ordinal and score.
type scored struct {
	ord int32
	// tier orders hits before their score: lower first (see rank).
	tier  uint8
	score float64
}

// collect runs q on every shard and returns every matching document.
// Bleve's collector is not used: each hit is taken from the searcher as it
// is found, mapped to its entry through the shard's document map, and
// recycled, so that neither stored ids nor doc values are read for any
// hit. The shards are searched concurrently, a few at a time, each
// goroutine gathering its shards' hits in a buffer of its own; the
// caller may give the result back (putHits) once done with it.
func (ix *Index) collect(ctx context.Context, q query.Query) ([]scored, error) {
	workers := min(runtime.GOMAXPROCS(0), parallelism(ctx), len(ix.shards))
	if workers == 0 {
		return nil, nil
	}
	bufs := make([][]scored, workers)
	errs := make([]error, len(ix.shards))
	var next atomic.Int32
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := ix.hitBuffer()
			for n := int(next.Add(1)) - 1; n < len(ix.shards); n = int(next.Add(1)) - 1 {
				i := ix.bySize[n]
				var err error
				if buf, err = ix.collectShard(ctx, q, i, buf); err != nil {
					errs[i], buf = err, buf[:0]
				}
			}
			bufs[w] = buf
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		for _, b := range bufs {
			ix.putHits(b)
		}
		return nil, err
	}
	hits := bufs[0]
	for _, b := range bufs[1:] {
		hits = append(hits, b...)
		ix.putHits(b)
	}
	return hits, nil
}

// hitBuffer returns an empty buffer for hits, one a search gave back or
// a new one: a question's hits at scale are tens of thousands, which a
// buffer grown anew on every search made a fifth of its garbage.
func (ix *Index) hitBuffer() []scored {
	if b, ok := ix.hitBufs.Get().(*[]scored); ok {
		return (*b)[:0]
	}
	return nil
}

// putHits gives a buffer of hits back for a later search.
func (ix *Index) putHits(hits []scored) {
	if cap(hits) > 0 {
		ix.hitBufs.Put(&hits)
	}
}

// collectShard appends to hits the documents of shard i matching q.
func (ix *Index) collectShard(ctx context.Context, q query.Query, i int, hits []scored) ([]scored, error) {
	sh, ords := ix.shards[i], ix.ords[i]
	if !sh.canMatch(q) {
		return hits, nil
	}
	adv, err := sh.bi.Advanced()
	if err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, fmt.Errorf("index: opening reader: %w", err)
	}
	defer r.Close()
	m, err := sh.docMapFor(r)
	if err != nil {
		return nil, err
	}
	gr := globalReader{IndexReader: r, ix: ix, sh: sh}
	pool := ix.matchPool()
	defer ix.matchPools.Put(pool)
	sctx := &search.SearchContext{DocumentMatchPool: pool, IndexReader: gr}
	// The searchers are made with Bleve's count of term searchers, which
	// a limit in ctx bounds (none by default).
	bctx := search.ContextWithTermSearchersCounter(ctx)
	var s flatNode
	if ix.plain {
		bs, err := q.Searcher(bctx, gr, ix.im, search.SearcherOptions{})
		if err != nil {
			return nil, fmt.Errorf("index: search: %w", err)
		}
		s = &flatBleve{s: bs, sctx: sctx}
	} else {
		b := &flatBuilder{ctx: bctx, m: ix.im, sctx: sctx, total: uint64(len(ix.entries)), slabs: &ix.termSlabs}
		b.src = termSource{ctx: bctx, shard: r, sp: newShardPostings(r, sh, ix.decode)}
		defer b.done()
		if s, err = b.build(q, gr); err != nil {
			return nil, fmt.Errorf("index: search: %w", err)
		}
	}
	defer s.close()
	for n := 0; ; n++ {
		if n%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		id, err := s.next()
		if err != nil {
			return nil, fmt.Errorf("index: search: %w", err)
		}
		if id == noDoc {
			return hits, nil
		}
		if id >= uint64(len(m.pos)) || m.pos[id] < 0 {
			return nil, fmt.Errorf("index: document number %d of shard %s has no entry", id, sh.key)
		}
		hits = append(hits, scored{ord: ords[m.pos[id]], score: roundScore(s.score())})
	}
}

// matchPool returns a pool of Bleve's document matches, one a search has
// used (with the matches it gave back) or a new one. Bleve sizes a pool
// for every term searcher of a query, and a query holds hundreds of terms
// of which a shard holds few: filled as the searchers ask, and reused, the
// pools no longer make most of a query's garbage.
func (ix *Index) matchPool() *search.DocumentMatchPool {
	if p, ok := ix.matchPools.Get().(*search.DocumentMatchPool); ok {
		return p
	}
	return search.NewDocumentMatchPool(0, 0)
}

// scoreScale is the resolution of a score (1e-9). Bleve sums the same terms in an
// order that depends on how its segments were built and merged, so one
// document scores 0.15731001254388216 in an index built in memory and
// 0.1573100125438822 in one written to disk; rounded to 1/scoreScale, equal
// scores are equal everywhere, and hits of equal score keep the tie-break
// order (knowledge-base order) whatever the index's history, so that pages
// neither skip nor repeat hits across restarts and replicas.
const scoreScale = 1e9

// roundScore rounds a Bleve score to 1/scoreScale (dividing, rather than
// multiplying by 1e-9, gives the shortest decimal: 2.918416196).
func roundScore(s float64) float64 { return math.Round(s*scoreScale) / scoreScale }

// topHits returns hits[offset:offset+limit] in rank order: score, then
// knowledge-base order, which depends only on the documents indexed (the
// same for every replica of a corpus; it keeps a card's rulings in their
// printed order, where ids would put r10 before r2). Only the first
// offset+limit are ordered: for a page near the top, in one pass that
// keeps them in a short list (most hits are below its last and cost one
// comparison); deeper, by sorting hits. The order is total (ordinals are
// unique), so either way gives the same page.
func topHits(hits []scored, offset, limit int) []scored {
	k := min(offset+limit, len(hits))
	if offset >= k {
		return nil
	}
	less := func(a, b scored) bool {
		if a.tier != b.tier {
			return a.tier < b.tier
		}
		if a.score != b.score {
			return a.score > b.score
		}
		return a.ord < b.ord
	}
	if k > maxTopList {
		sort.Slice(hits, func(i, j int) bool { return less(hits[i], hits[j]) })
		return hits[offset:k]
	}
	top := make([]scored, 0, k)
	for _, h := range hits {
		if len(top) == k && !less(h, top[k-1]) {
			continue
		}
		i := sort.Search(len(top), func(j int) bool { return less(h, top[j]) })
		if len(top) < k {
			top = append(top, scored{})
		}
		copy(top[i+1:], top[i:len(top)-1])
		top[i] = h
	}
	return top[offset:]
}

// maxTopList is the deepest page topHits orders in one pass.
const maxTopList = 256

// hit makes the Hit of a matching document.
func (ix *Index) hit(h scored, marks map[string]map[string]bool) Hit {
	e := &ix.entries[h.ord]
	return Hit{
		Kind:         e.kind,
		ID:           e.id,
		Lang:         e.lang,
		Title:        e.title,
		Snippet:      ix.snippet(h.ord, marks[e.lang]),
		Score:        h.score,
		Doc:          e.doc,
		Set:          e.set,
		CardID:       e.cardID,
		CardName:     e.cardName,
		SectionID:    e.sectionID,
		SectionTitle: e.sectionTitle,
		Era:          ix.era(e.doc),
	}
}

// era returns a copy of the era of document doc, nil for current rules:
// a caller may change its Hit without changing the index's.
func (ix *Index) era(doc string) *Era {
	e := ix.eras[doc]
	if e == nil {
		return nil
	}
	c := *e
	return &c
}

// analyze runs one of the mapping's analyzers over s.
func (ix *Index) analyze(analyzer, s string) []token {
	a := ix.analyzers[analyzer]
	if a == nil {
		return nil
	}
	ts := a.Analyze([]byte(s))
	out := make([]token, len(ts))
	for i, t := range ts {
		out[i] = token{term: string(t.Term), pos: t.Position, start: t.Start, end: t.End}
	}
	return out
}
