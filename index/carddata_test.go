package index

import (
	"bytes"
	"context"
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/realcards"
)

// fixtureCardData imports package carddata's fixtures (Unholy Heat in four
// languages, Delver of Secrets with a ruling, the Duskmourn room the
// embedded French notes print).
func fixtureCardData(t testing.TB) *carddata.Cards {
	t.Helper()
	cards, err := carddata.Load(carddata.Options{}, "../carddata/testdata/scryfall-cards.json",
		"../carddata/testdata/mtgjson-isd.json")
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

const (
	fixtureUnholyHeat = "40e01831-7892-594f-9a2d-47c6564ed90b"
	fixtureDelver     = "232b7742-bfe5-5a16-8431-bc0080403a65"
	fixturePool       = "ff316053-a3e7-5bb3-b246-95b26f6fe165"
)

// TestCardDataSearch: the card records are searched by their names in
// each language (prefix, typos, accents optional), their texts and their
// English rulings, filtered and counted by doc (source); the notes' card
// ranks above the record of the same card for its own name.
func TestCardDataSearch(t *testing.T) {
	ix := embeddedIndex(t, Options{Cards: fixtureCardData(t)})
	tests := []struct {
		query string
		first string
		also  string // another id among the hits, "" for none
	}{
		// The Duskmourn notes print Unholy Heat (a special guest): their
		// cards first, the records after them.
		{"Calore Sacrilego", "dsk-it-calore-sacrilego", fixtureUnholyHeat + ".it"},
		{"chaleur impi", "dsk-fr-chaleur-impie", fixtureUnholyHeat + ".fr"},
		{"Chalaur impie", "dsk-fr-chaleur-impie", fixtureUnholyHeat + ".fr"},
		{"Calore Sacrilego doc:carddata", fixtureUnholyHeat + ".it", fixtureUnholyHeat + ".fr"},
		{"unholy heat lang:en", fixtureUnholyHeat + ".en", ""},
		{"Insectile Aberration", fixtureDelver + ".en", ""},
		{"doc:carddata kind:ruling", fixtureDelver + ".en.r1", ""},
		{"Piscine sans fond", "dsk-fr-piscine-sans-fond-vestiaire", fixturePool + ".fr"},
	}
	for _, tt := range tests {
		res, err := ix.Search(context.Background(), Request{Query: tt.query, Limit: 20})
		if err != nil {
			t.Fatalf("%q: %v", tt.query, err)
		}
		var got []string
		for _, h := range res.Data {
			got = append(got, h.ID)
		}
		if len(got) == 0 || got[0] != tt.first || tt.also != "" && !slices.Contains(got, tt.also) {
			t.Errorf("%q: got %v, want %s first, then %q", tt.query, got, tt.first, tt.also)
		}
	}
	res, err := ix.Search(context.Background(), Request{Query: "Unholy Heat"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(res.Facets.Doc, func(f FacetCount) bool { return f.Value == DocCardData && f.Count == 3 }) {
		t.Errorf("doc facet %v: want carddata 3 (the card in three languages)", res.Facets.Doc)
	}
}

// TestRelevanceWithCardData: with the three real set files as card data,
// the relevance set still finds its documents in the top 3: the notes
// keep ranking first for the words of their own documents.
func TestRelevanceWithCardData(t *testing.T) {
	if testing.Short() {
		t.Skip("imports three set files")
	}
	dir := realcards.Path(t, "mtgjson")
	var paths []string
	for _, s := range []string{"KLD", "M21", "VOW"} {
		paths = append(paths, filepath.Join(dir, s+".json.gz"))
	}
	cards, err := carddata.Load(carddata.Options{}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	ix := embeddedIndex(t, Options{Cards: cards})
	cases := readRelevance(t)
	hits := 0
	for _, c := range cases {
		res, err := ix.Search(context.Background(), Request{Query: c.query, Limit: 3, NoFacets: true})
		if err != nil {
			t.Fatalf("%q: %v", c.query, err)
		}
		found := slices.ContainsFunc(res.Data, func(h Hit) bool { return slices.Contains(c.want, h.ID) })
		if found {
			hits++
		} else {
			var got []string
			for _, h := range res.Data {
				got = append(got, h.ID)
			}
			t.Logf("miss: relevance.tsv:%d %q: want %v, got %v", c.line, c.query, c.want, got)
		}
	}
	pct := 100 * float64(hits) / float64(len(cases))
	t.Logf("relevance with %d card records indexed (%d documents): %d/%d (%.1f%%)", cards.Len(), ix.Len(), hits, len(cases), pct)
	if pct < 95 {
		t.Errorf("relevance with card data %.1f%% < 95%%", pct)
	}
}

// TestReloadTakesRecordFingerprints: an index made from the same card
// records as the one it reuses takes their sets' fingerprints, which are
// those the records' documents give, and shares their shards; records
// imported again are fingerprinted again.
func TestReloadTakesRecordFingerprints(t *testing.T) {
	ctx := context.Background()
	cards := fixtureCardData(t)
	old, err := Build(ctx, smallKB(), Options{Cards: cards})
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	if len(old.recordFPs) == 0 {
		t.Fatal("no sets of records")
	}
	for _, tc := range []struct {
		name  string
		cards *carddata.Cards
		taken bool
	}{
		{"same records", cards, true},
		{"imported again", fixtureCardData(t), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := knownRecordSets(Options{Cards: tc.cards, Reuse: old}) != nil; got != tc.taken {
				t.Errorf("fingerprints taken: %v, want %v", got, tc.taken)
			}
			ix, err := Build(ctx, smallKB(), Options{Cards: tc.cards, Reuse: old})
			if err != nil {
				t.Fatal(err)
			}
			defer ix.Close()
			if !maps.EqualFunc(ix.recordFPs, old.recordFPs, bytes.Equal) {
				t.Errorf("fingerprints %x, want %x", ix.recordFPs, old.recordFPs)
			}
			if n := ix.SharedShards(old); n != ix.Shards() {
				t.Errorf("%d of %d shards shared", n, ix.Shards())
			}
		})
	}
}

// TestBareRecordsRebuilt: records made without their fields (their
// sets' fingerprints taken from an index already closed, whose shards
// cannot be shared) are indexed with their fields made again, and
// answer as a build from scratch does.
func TestBareRecordsRebuilt(t *testing.T) {
	ctx := context.Background()
	cards := fixtureCardData(t)
	closed, err := Build(ctx, smallKB(), Options{Cards: cards})
	if err != nil {
		t.Fatal(err)
	}
	closed.Close()
	ix, err := Build(ctx, smallKB(), Options{Cards: cards, Reuse: closed})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	fresh, err := Build(ctx, smallKB(), Options{Cards: cards})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	qs := []string{"Unholy Heat", "chaleur impie", "calore empio", "delver", "doc:carddata lang:it", "t:instant", "mv<=1 doc:carddata", "transform"}
	diffAnswers(t, "bare records rebuilt vs built whole", answers(t, ix, qs), answers(t, fresh, qs))
	if !maps.EqualFunc(ix.recordFPs, fresh.recordFPs, bytes.Equal) {
		t.Errorf("fingerprints %x, want %x", ix.recordFPs, fresh.recordFPs)
	}
}
