package index

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/golden"
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

// TestRecordFingerprintsFromInputs: the sets of card records are
// fingerprinted from the records' inputs, so records imported again from
// the same files give the same fingerprints (and a reload shares every
// shard), while a record changed in a file changes its set's fingerprint
// only.
func TestRecordFingerprintsFromInputs(t *testing.T) {
	ctx := context.Background()
	old, err := Build(ctx, smallKB(), Options{Cards: fixtureCardData(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	if len(old.recordFPs) < 2 {
		t.Fatalf("sets of records %v, want two at least", slices.Collect(maps.Keys(old.recordFPs)))
	}
	again, err := Build(ctx, smallKB(), Options{Cards: fixtureCardData(t), Reuse: old})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if !maps.EqualFunc(again.recordFPs, old.recordFPs, bytes.Equal) {
		t.Errorf("imported again: fingerprints %x, want %x", again.recordFPs, old.recordFPs)
	}
	if n := again.SharedShards(old); n != again.Shards() {
		t.Errorf("imported again: %d of %d shards shared", n, again.Shards())
	}

	// Delver of Secrets's ruling reworded in the MTGJSON file.
	b, err := os.ReadFile("../carddata/testdata/mtgjson-isd.json")
	if err != nil {
		t.Fatal(err)
	}
	changed := bytes.Replace(b, []byte("doesn't transform."), []byte("does not transform."), 1)
	if bytes.Equal(changed, b) {
		t.Fatal("the fixture's ruling was not found")
	}
	path := filepath.Join(t.TempDir(), "mtgjson-isd.json")
	if err := os.WriteFile(path, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	cards, err := carddata.Load(carddata.Options{}, "../carddata/testdata/scryfall-cards.json", path)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := Build(ctx, smallKB(), Options{Cards: cards, Reuse: old})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	var diff []string
	for k, fp := range old.recordFPs {
		if !bytes.Equal(ix.recordFPs[k], fp) {
			diff = append(diff, k)
		}
	}
	if want := []string{recordSetPrefix + "isd"}; !slices.Equal(diff, want) {
		t.Errorf("sets whose fingerprint changed: %v, want %v", diff, want)
	}
	if n := ix.SharedShards(old); n != ix.Shards()-1 {
		t.Errorf("ruling changed: %d of %d shards shared, want all but one", n, ix.Shards())
	}
	res, err := ix.Search(ctx, Request{Query: "does not transform doc:carddata kind:ruling"})
	if err != nil || len(res.Data) == 0 || res.Data[0].ID != fixtureDelver+".en.r1" || !strings.Contains(ix.entries[ix.byID[res.Data[0].ID]].text, "does not transform") {
		t.Errorf("the reworded ruling: %+v, %v", res.Data, err)
	}
}

// TestRecordDocsVersion: the documents made of the fixture's card
// records (their fields) are pinned in testdata/record-docs.golden with
// recordDocsVersion. A set of records is fingerprinted from its inputs,
// not from those documents: a change to what is made of the same inputs
// must change recordDocsVersion, or a persisted index would be reopened
// with the documents of before (go test -run TestRecordDocsVersion
// -update rewrites the file once it has).
func TestRecordDocsVersion(t *testing.T) {
	docs, _ := indexDocsWith(&corpus.KB{}, nil, nil, fixtureCardData(t), false, nil)
	sel := make([]int32, len(docs))
	for i := range sel {
		sel[i] = int32(i)
	}
	got := fmt.Sprintf("%s %x\n", recordDocsVersion, setFingerprint("records", docs, sel))
	path := filepath.Join("testdata", "record-docs.golden")
	if want, err := os.ReadFile(path); err == nil && !golden.Update() && string(want) != got {
		if v, _, _ := strings.Cut(string(want), " "); v == recordDocsVersion {
			t.Fatalf("the documents made of the card records changed, and recordDocsVersion (%s) did not: change it, then -update", v)
		}
	}
	golden.Check(t, path, []byte(got))
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

// TestReloadTakesRecords: a reload with the same card records (a notes
// document changed) takes the records' entries and their sets'
// fingerprints from the index it reuses, shares their shards, and
// answers as an index built from scratch.
func TestReloadTakesRecords(t *testing.T) {
	ctx := context.Background()
	cards := fixtureCardData(t)
	old, err := Build(ctx, smallKB(), Options{Cards: cards})
	if err != nil {
		t.Fatal(err)
	}
	defer old.Close()
	kb2 := changedRuling(t, smallKB(), "dsk-fr")
	ix, err := Build(ctx, kb2, Options{Cards: cards, Reuse: old})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	fresh, err := Build(ctx, kb2, Options{Cards: fixtureCardData(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	if ix.records == 0 || ix.records != fresh.records || !reflect.DeepEqual(ix.entries, fresh.entries) {
		t.Errorf("entries from record %d of %d, want those of a build from scratch (from %d of %d)",
			ix.records, len(ix.entries), fresh.records, len(fresh.entries))
	}
	if !maps.EqualFunc(ix.recordFPs, fresh.recordFPs, bytes.Equal) {
		t.Errorf("fingerprints %x, want %x", ix.recordFPs, fresh.recordFPs)
	}
	if n, want := ix.SharedShards(old), ix.Shards()-1; n != want {
		t.Errorf("%d of %d shards shared, want %d", n, ix.Shards(), want)
	}
	qs := []string{"Unholy Heat", "chaleur impie", "delver", "doc:carddata lang:it", "t:instant", "pilleuse", "types de cartes"}
	diffAnswers(t, "reload vs built whole", answers(t, ix, qs), answers(t, fresh, qs))
}
