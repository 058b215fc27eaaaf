package index

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/realcards"
)

// exactQueries are the queries the shortcuts of a search are checked on:
// the relevance set, those that put our searchers inside Bleve's, the
// load's mix of card-data queries and the costliest at full size.
func exactQueries(t testing.TB) []string {
	qs := append(searcherQueries(t), costlyQueries...)
	b, err := os.ReadFile("../cmd/arbitre/testdata/searchload-cards.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			qs = append(qs, l)
		}
	}
	return qs
}

// exactRequests are the requests made of each query: pages, the reader's
// language, no facets, a deep page.
func exactRequests(q string) []Request {
	return []Request{
		{Query: q},
		{Query: q, Offset: 20, Limit: 20},
		{Query: q, HL: "it"},
		{Query: q, HL: "en", NoFacets: true},
		{Query: q, Offset: 95, Limit: 100},
	}
}

// compareExact answers every request of every query with the index set
// to search as before its shortcuts (reference) and with them (fast), and
// reports the answers that differ in anything: hits, their order and
// scores, Total, facets, next page.
func compareExact(t *testing.T, ix *Index, qs []string, reference, fast func()) {
	t.Helper()
	n, total := 0, 0
	for _, q := range qs {
		for _, req := range exactRequests(q) {
			total++
			reference()
			want := exactAnswer(t, ix, req)
			fast()
			// Twice: the first search of a term decodes it, the second
			// reads what was kept.
			for round := range 2 {
				if got := exactAnswer(t, ix, req); got != want {
					if n++; n <= 5 {
						t.Errorf("%+v (round %d):\n got  %.600s\n want %.600s", req, round, got, want)
					}
				}
			}
		}
	}
	if n > 5 {
		t.Errorf("%d answers of %d differ", n, 2*total)
	}
	t.Logf("%d requests compared", total)
}

func exactAnswer(t *testing.T, ix *Index, req Request) string {
	t.Helper()
	res, err := ix.Search(context.Background(), req)
	if err != nil {
		t.Fatalf("%+v: %v", req, err)
	}
	b, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// realCardData imports the three real set files.
func realCardData(t *testing.T) *carddata.Cards {
	t.Helper()
	dir := realcards.Path(t, "mtgjson")
	var paths []string
	for _, s := range []string{"KLD", "M21", "VOW"} {
		paths = append(paths, filepath.Join(dir, s+".json.gz"))
	}
	cards, err := carddata.Load(carddata.Options{}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

// TestShortcutsExact: the flat searchers with the postings a shard keeps
// decoded, filters flattened and scores computed when asked answer every
// request as Bleve's own searchers over zap's postings do, on the embedded
// notes with the card data's fixtures (every term decoded) and with the
// three real set files (the terms in 64 documents of a shard or more, then
// the default bound).
func TestShortcutsExact(t *testing.T) {
	bleve := func(ix *Index) func() {
		return func() { ix.plain, ix.decode = true, decodeLimits{minPostings: -1} }
	}
	fast := func(ix *Index, l decodeLimits) func() {
		return func() { ix.plain, ix.decode = false, l }
	}
	t.Run("fixtures", func(t *testing.T) {
		ix := embeddedIndex(t, Options{Cards: fixtureCardData(t)})
		compareExact(t, ix, exactQueries(t), bleve(ix), fast(ix, decodeLimits{minPostings: 1, bytesPerDoc: 1 << 20}))
		checkDecoded(t, ix)
	})
	t.Run("real", func(t *testing.T) {
		if testing.Short() {
			t.Skip("imports three set files")
		}
		ix := embeddedIndex(t, Options{Cards: realCardData(t)})
		compareExact(t, ix, exactQueries(t), bleve(ix), fast(ix, decodeLimits{minPostings: 64, bytesPerDoc: 1 << 20}))
		compareExact(t, ix, exactQueries(t)[:40], bleve(ix), fast(ix, decodeLimits{}))
		checkDecoded(t, ix)
	})
}

// checkDecoded fails unless some shard of ix keeps decoded postings: the
// comparison compared something.
func checkDecoded(t *testing.T, ix *Index) {
	t.Helper()
	var n int64
	for _, sh := range ix.shards {
		n += sh.decoded.bytes.Load()
	}
	t.Logf("%d bytes decoded", n)
	if n == 0 {
		t.Error("no postings were decoded")
	}
}

// rankBefore is rank as it was before it rounded only the scores it
// changed and fold marked the hits' owners in bits: every score rounded,
// every hit's score written in a table by entry.
func rankBefore(ix *Index, hits []scored, prefer []string, era eraWish) {
	var preferred [256]bool
	for i, l := range ix.langs {
		preferred[i+1] = slices.Contains(prefer, l)
	}
	for i := range hits {
		h := &hits[i]
		if preferred[ix.entryLangs[h.ord]] {
			h.score *= langBoost
		}
		if ix.entryOld[h.ord] {
			switch era {
			case eraAny:
				h.score /= eraDivisor
			case eraToday:
				h.tier = 1
			}
		}
		h.score = roundScore(h.score)
	}
	by := make([]float64, len(ix.entries))
	for _, h := range hits {
		by[h.ord] = h.score
	}
	for i := range hits {
		h := &hits[i]
		if o := ix.entryOwner[h.ord]; o >= 0 && by[o] >= foldRatio*h.score {
			h.score = roundScore(h.score * foldFactor)
		}
	}
}

// TestRankAsBefore: rank gives every hit of every query the same score
// and tier as before, for each reader's language and era wish, on the
// notes with the three real set files (rulings folded under their cards
// and sections, old rules, card data weighed).
func TestRankAsBefore(t *testing.T) {
	if testing.Short() {
		t.Skip("imports three set files")
	}
	ix := embeddedIndex(t, Options{Cards: realCardData(t)})
	folded, n := 0, 0
	for _, q := range exactQueries(t) {
		tree, _, err := parse(q)
		if err != nil || tree == nil {
			continue
		}
		_, hits, err := ix.match(context.Background(), tree, &respellings{}, false)
		if err != nil {
			t.Fatal(err)
		}
		ix.weighCardData(hits)
		for _, prefer := range [][]string{nil, {"fr"}, {"it", "en"}} {
			for _, era := range []eraWish{eraAny, eraToday, eraOldAsked} {
				got, want := slices.Clone(hits), slices.Clone(hits)
				ix.rank(got, prefer, era)
				rankBefore(ix, want, prefer, era)
				n++
				if !slices.Equal(got, want) {
					t.Errorf("%q %v %d:%s", q, prefer, era, firstDiff(got, want))
				}
				for i := range got {
					if got[i].score != roundScore(hits[i].score*langBoost) && got[i].score < hits[i].score {
						folded++
					}
				}
			}
		}
	}
	t.Logf("%d rankings compared, %d scores lowered", n, folded)
	if folded == 0 {
		t.Error("no hit was folded or lowered: the comparison compared little")
	}
}

// TestFacetsBySignature: the facets counted by signature are those counted
// value by value, for every query's hits on the notes with the three real
// set files.
func TestFacetsBySignature(t *testing.T) {
	if testing.Short() {
		t.Skip("imports three set files")
	}
	ix := embeddedIndex(t, Options{Cards: realCardData(t)})
	ft := &ix.facets
	n := 0
	for _, q := range exactQueries(t) {
		tree, _, err := parse(q)
		if err != nil || tree == nil {
			continue
		}
		_, hits, err := ix.match(context.Background(), tree, &respellings{}, false)
		if err != nil {
			t.Fatal(err)
		}
		want, got := make([]int32, len(ft.names)), make([]int32, len(ft.names))
		for _, h := range hits {
			for _, v := range ft.vals[ft.start[h.ord]:ft.start[h.ord+1]] {
				want[v]++
			}
		}
		ft.countBySig(hits, got)
		if !slices.Equal(got, want) {
			t.Errorf("%q: %d hits counted otherwise by signature", q, len(hits))
		}
		n += len(hits)
	}
	t.Logf("%d entries, %d signatures; %d hits counted", len(ft.sigs.of), len(ft.sigs.start)-1, n)
}
