package main

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/realcards"
	"github.com/arbitre/arbitre/internal/text"
)

// setCard is a card of an MTGJSON set file, decoded the plain way to
// check the server against.
type setCard struct {
	Name        string `json:"name"`
	Side        string `json:"side"`
	Text        string `json:"text"`
	Identifiers struct {
		ScryfallOracleID string `json:"scryfallOracleId"`
	} `json:"identifiers"`
	Rulings     []struct{ Date, Text string } `json:"rulings"`
	ForeignData []struct{ Language, Name, Text string }
}

func readSetFile(t *testing.T, path string) (code string, cards []setCard) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Data struct {
			Code  string    `json:"code"`
			Cards []setCard `json:"cards"`
		} `json:"data"`
	}
	if err := json.NewDecoder(zr).Decode(&set); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return strings.ToLower(set.Data.Code), set.Data.Cards
}

// namedAnswer is what /api/cards/named answers, the fields checked.
type namedAnswer struct {
	ID          string   `json:"id"`
	OracleID    string   `json:"oracle_id"`
	Lang        string   `json:"lang"`
	Name        string   `json:"name"`
	EnglishName string   `json:"english_name"`
	Text        []string `json:"text"`
	Rulings     []struct {
		Text, Lang, Date, Source string
	} `json:"rulings"`
	Printings []struct {
		Set, Lang, Text string
	} `json:"printings"`
	Faces []struct{ Name, Text string } `json:"faces"`
}

// realFigures counts, per language, the card names asked and found.
type realFigures struct {
	asked, found map[string]int
	top3, top3Of int
	misses       []string
}

// TestServeCardDataRealSets serves the three real MTGJSON set files it
// has never seen (--card-data) and asks for every card by its French,
// Italian and English names: at least 95% in each language must answer
// the card in that language, with its printed text in it, its English
// name and exactly its English rulings; and a search for each Italian
// name must have the card in its top 3.
func TestServeCardDataRealSets(t *testing.T) {
	if testing.Short() {
		t.Skip("serves three whole set files")
	}
	dir := realcards.Path(t, "mtgjson")
	files := []string{"KLD.json.gz", "M21.json.gz", "VOW.json.gz"}
	args := []string{"--stop-with-parent=false"}
	for _, f := range files {
		args = append(args, "--card-data", filepath.Join(dir, f))
	}
	start := time.Now()
	srv := startServe(t, args...)
	srv.waitReady(t)
	t.Logf("serve with the three set files ready in %v", time.Since(start).Round(time.Millisecond))
	fig := realFigures{asked: map[string]int{}, found: map[string]int{}}
	for _, f := range files {
		set, cards := readSetFile(t, filepath.Join(dir, f))
		for _, c := range cards {
			if c.Side != "" && c.Side != "a" {
				continue // a back face: its card is asked for by its front's entry
			}
			srv.checkRealCard(t, &fig, set, c)
		}
	}
	srv.stop(t)
	for _, lang := range []string{"fr", "it", "en"} {
		pct := 100 * float64(fig.found[lang]) / float64(max(1, fig.asked[lang]))
		t.Logf("by %s name: %d of %d found with their text, English name and rulings (%.1f%%)", lang, fig.found[lang], fig.asked[lang], pct)
		if pct < 95 {
			t.Errorf("by %s name: %.1f%% found, want at least 95%%", lang, pct)
		}
	}
	pct := 100 * float64(fig.top3) / float64(max(1, fig.top3Of))
	t.Logf("searching the Italian name: %d of %d in the top 3 (%.1f%%)", fig.top3, fig.top3Of, pct)
	if pct < 95 {
		t.Errorf("Italian name in the top 3 of a search: %.1f%%, want at least 95%%", pct)
	}
	if len(fig.misses) > 0 {
		t.Logf("misses, for example: %s", strings.Join(fig.misses[:min(10, len(fig.misses))], "; "))
	}
}

// checkRealCard asks for card c of set by each of its names.
func (r *serveRun) checkRealCard(t *testing.T, fig *realFigures, set string, c setCard) {
	oracle := c.Identifiers.ScryfallOracleID
	names := map[string][2]string{"en": {c.Name, c.Text}}
	for _, fd := range c.ForeignData {
		switch fd.Language {
		case "French":
			names["fr"] = [2]string{fd.Name, fd.Text}
		case "Italian":
			names["it"] = [2]string{fd.Name, fd.Text}
		}
	}
	for lang, nt := range names {
		fig.asked[lang]++
		a, ok := r.named(t, nt[0], lang)
		if ok && a.Lang == lang && a.OracleID == oracle && text.Fold(a.Name) == text.Fold(nt[0]) &&
			a.EnglishName == c.Name && a.printedText(set, lang, nt[1]) && a.sameRulings(c) {
			fig.found[lang]++
		} else {
			fig.misses = append(fig.misses, lang+" "+nt[0]+" → "+a.Lang+" "+a.Name)
		}
	}
	if it, ok := names["it"]; ok {
		fig.top3Of++
		if r.inTop3(t, it[0], oracle) {
			fig.top3++
		} else {
			fig.misses = append(fig.misses, "search "+it[0])
		}
	}
}

// named asks /api/cards/named?exact=name of a reader of lang: a name
// printed alike in two languages is answered in the reader's.
func (r *serveRun) named(t *testing.T, name, lang string) (namedAnswer, bool) {
	var a namedAnswer
	res, err := http.Get(r.base + "/api/cards/named?hl=" + lang + "&exact=" + url.QueryEscape(name))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return a, false
	}
	return a, json.NewDecoder(res.Body).Decode(&a) == nil
}

// printedText reports whether the answer's text, or its printing's of
// set in lang, is want (as the set file prints it, lines as paragraphs).
func (a *namedAnswer) printedText(set, lang, want string) bool {
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	if norm(strings.Join(a.Text, "\n")) == norm(want) {
		return true
	}
	for _, f := range a.Faces { // a card of several faces: the set file's entry is a face
		if norm(f.Text) == norm(want) {
			return true
		}
	}
	for _, p := range a.Printings {
		if p.Set == set && p.Lang == lang && p.Text != "" && norm(p.Text) == norm(want) {
			return true
		}
	}
	return false
}

// sameRulings reports whether the answer's English rulings are exactly
// the card's.
func (a *namedAnswer) sameRulings(c setCard) bool {
	var got, want []string
	for _, r := range a.Rulings {
		if r.Source == "carddata" && r.Lang == "en" {
			got = append(got, r.Date+" "+r.Text)
		}
	}
	for _, r := range c.Rulings {
		want = append(want, r.Date+" "+r.Text)
	}
	slices.Sort(got)
	slices.Sort(want)
	return slices.Equal(got, want)
}

// inTop3 searches for name and reports whether the card of oracle is
// among the first three hits.
func (r *serveRun) inTop3(t *testing.T, name, oracle string) bool {
	res, err := http.Get(r.base + "/api/search?limit=3&q=" + url.QueryEscape(name))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		Data []struct{ ID, Kind string } `json:"data"`
	}
	if res.StatusCode != http.StatusOK || json.NewDecoder(res.Body).Decode(&out) != nil {
		return false
	}
	for _, h := range out.Data {
		if h.Kind == "card" && strings.HasPrefix(h.ID, oracle+".") {
			return true
		}
	}
	return false
}

func TestFileListFlag(t *testing.T) {
	tests := []struct {
		values []string
		want   []string
		fail   bool
	}{
		{[]string{"a.json"}, []string{"a.json"}, false},
		{[]string{"a.json", "b.json.xz"}, []string{"a.json", "b.json.xz"}, false},
		{[]string{"/srv/AllPrintings.json.xz:/srv/rulings.json"}, []string{"/srv/AllPrintings.json.xz", "/srv/rulings.json"}, false},
		{[]string{" : "}, nil, true},
	}
	for _, tt := range tests {
		var f fileList
		var err error
		for _, v := range tt.values {
			if err = f.Set(v); err != nil {
				break
			}
		}
		if (err != nil) != tt.fail || !tt.fail && !slices.Equal(f, tt.want) {
			t.Errorf("Set(%q) = %q, %v; want %q (fail %v)", tt.values, f, err, tt.want, tt.fail)
		}
	}
}

// TestServeMalformedCardData: a card-data file that is not what it should
// be is logged with the file and the position where the reading stopped;
// the other files' cards and the documents are served.
func TestServeMalformedCardData(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "AllPrintings.json")
	if err := os.WriteFile(bad, []byte(`{"meta": {}, "data": {"KLD": {"code": "KLD", "cards": [{"name": 12`), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join("..", "..", "carddata", "testdata", "scryfall-cards.json")
	var log strings.Builder
	loaded, _, err := loadCardData([]string{bad, good}, func(carddata.Progress) {}, func(err error) { log.WriteString(err.Error()) })
	if err == nil || !strings.Contains(log.String(), bad) || !strings.Contains(log.String(), "byte ") {
		t.Errorf("the malformed file: error %v, logged %q; want its path and position", err, log.String())
	}
	if loaded == nil || len(loaded.Named("Calore Sacrilego")) == 0 {
		t.Error("the good file's cards are not imported")
	}
	srv := startServe(t, "--stop-with-parent=false", "--card-data", bad, "--card-data", good)
	srv.waitReady(t)
	if body := srv.get(t, "/api/cards/named?exact=Delver%20of%20Secrets"); !strings.Contains(body, `"english_name":"Delver of Secrets // Insectile Aberration"`) {
		t.Errorf("after a malformed file, the other file's card: %s", body)
	}
	if body := srv.get(t, "/api/cards/named?exact=Anthrop%C3%A8de"); !strings.Contains(body, `"id":"dsk-fr-anthropede"`) {
		t.Errorf("after a malformed file, a notes card: %.200s", body)
	}
	if !srv.logged("reading card data; the file's remaining cards are left out") {
		t.Error("the malformed file was not logged")
	}
	srv.stop(t)
}

// TestCardDataEnv: ARBITRE_CARD_DATA gives the files, separated by
// colons, to serve and to search; --card-data given wins.
func TestCardDataEnv(t *testing.T) {
	t.Setenv("ARBITRE_CARD_DATA", "/srv/AllPrintings.json.xz:/srv/rulings.json.gz")
	o, err := parseServeFlags(nil, io.Discard)
	if err != nil || !slices.Equal(o.cardData, []string{"/srv/AllPrintings.json.xz", "/srv/rulings.json.gz"}) {
		t.Errorf("serve from the environment: %q, %v", o.cardData, err)
	}
	o, err = parseServeFlags([]string{"--card-data", "a.json", "--card-data", "b.json"}, io.Discard)
	if err != nil || !slices.Equal(o.cardData, []string{"a.json", "b.json"}) {
		t.Errorf("serve, flags given: %q, %v", o.cardData, err)
	}
	sa, err := parseSearchArgs([]string{"word", "--card-data", "c.json.gz"}, os.LookupEnv)
	if err != nil || !slices.Equal(sa.cardData, []string{"c.json.gz"}) || !slices.Equal(sa.words, []string{"word"}) {
		t.Errorf("search: %q %q, %v", sa.cardData, sa.words, err)
	}
}

// TestServeCardDataSnapshot: with --index, a first start imports the card
// data and leaves its snapshot in the directory; a restart with the same
// files reads the snapshot and answers alike; a damaged snapshot is said
// and the files imported again; a malformed file leaves none.
func TestServeCardDataSnapshot(t *testing.T) {
	dir := t.TempDir()
	files := []string{filepath.Join("..", "..", "carddata", "testdata", "mtgjson-isd.json"),
		filepath.Join("..", "..", "carddata", "testdata", "scryfall-rulings.json")}
	args := []string{"--stop-with-parent=false", "--index", dir, "--card-data", files[0], "--card-data", files[1]}
	const path = "/api/cards/named?exact=Delver%20of%20Secrets"
	srv := startServe(t, args...)
	srv.waitReady(t)
	first := srv.get(t, path)
	srv.stop(t)
	snaps, _ := filepath.Glob(filepath.Join(dir, "carddata-*.snapshot"))
	if len(snaps) != 1 || srv.logged("card data read from its snapshot") || !srv.logged("card data imported") {
		t.Fatalf("first start: snapshots %v; want one written after an import", snaps)
	}

	srv = startServe(t, args...)
	srv.waitReady(t)
	if again := srv.get(t, path); again != first || !srv.logged("card data read from its snapshot") {
		t.Errorf("restart: from the snapshot %t, answer\n%s\nwant\n%s", srv.logged("card data read from its snapshot"), again, first)
	}
	srv.stop(t)

	b, err := os.ReadFile(snaps[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(snaps[0], b[:len(b)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	srv = startServe(t, args...)
	srv.waitReady(t)
	if again := srv.get(t, path); again != first || !srv.logged("card-data snapshot not used; importing the files again") {
		t.Errorf("a snapshot cut short: said %t, answer\n%s\nwant\n%s", srv.logged("card-data snapshot not used; importing the files again"), again, first)
	}
	srv.stop(t)
	if _, _, err := carddata.ReadSnapshot(snaps[0]); err != nil {
		t.Errorf("the import after a damaged snapshot did not write it again whole: %v", err)
	}

	bad := filepath.Join(t.TempDir(), "AllPrintings.json")
	if err := os.WriteFile(bad, []byte(`{"meta": {}, "data": {"KLD": {"code": "KLD", "cards": [{"name": 12`), 0o644); err != nil {
		t.Fatal(err)
	}
	dir2 := t.TempDir()
	srv = startServe(t, "--stop-with-parent=false", "--index", dir2, "--card-data", bad, "--card-data", files[0])
	srv.waitReady(t)
	srv.stop(t)
	if snaps, _ := filepath.Glob(filepath.Join(dir2, "carddata-*.snapshot")); len(snaps) != 0 {
		t.Errorf("a partial import left a snapshot: %v", snaps)
	}
}
