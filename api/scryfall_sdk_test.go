package api

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/carddata"
)

// sdkScript drives scryfall-sdk, a Scryfall client written by others,
// against the server: its base URL is IScry's ENDPOINT_API, read at each
// request. It prints what it got as one JSON object.
const sdkScript = `
const iscry = require("scryfall-sdk/out/IScry");
iscry.ENDPOINT_API = process.argv[2];
const Scry = require("scryfall-sdk");
const input = JSON.parse(process.argv[3]);
const card = c => ({ id: c.id, lang: c.lang, name: c.name, printed_name: c.printed_name, set: c.set,
	collector_number: c.collector_number, oracle_text: c.oracle_text, printed_text: c.printed_text });
const step = what => console.error("scryfall-sdk: " + what);
(async () => {
	const out = {};
	step("byName");
	out.fr = card(await Scry.Cards.byName(input.fr));
	out.it = card(await Scry.Cards.byName(input.itFuzzy, true));
	out.en = card(await Scry.Cards.byName(input.en));
	out.byId = card(await Scry.Cards.byId(out.en.id));
	out.bySet = card(await Scry.Cards.bySet(out.en.set, out.en.collector_number, "it"));
	out.byMultiverse = card(await Scry.Cards.byMultiverseId(input.frMultiverse));
	step("rulings");
	out.rulings = await Scry.Rulings.byId(out.en.id);
	const notes = await Scry.Cards.byName(input.notes);
	out.notesRulings = await notes.getRulings();
	step("autocomplete");
	out.autocomplete = await Scry.Cards.autoCompleteName(input.prefix);
	step("search");
	out.search = (await Scry.Cards.search(input.query).waitForAll()).map(c => c.lang + " " + c.printed_name);
	step("set");
	out.set = (await Scry.Sets.byCode(out.en.set)).name;
	try {
		await Scry.Cards.byName("no card is called this");
	} catch (e) {
		out.missing = e.code + " " + e.status;
	}
	// The client's cache keeps a timer that would keep node running.
	process.stdout.write(JSON.stringify(out) + "\n", () => process.exit(0));
})().catch(e => { console.error(e); process.exit(1); });
`

// realSetFiles returns the real MTGJSON set files of shared/realcards,
// found by walking up from here; none when they are not on this machine.
func realSetFiles(t testing.TB) []string {
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		files, _ := filepath.Glob(filepath.Join(dir, "shared", "realcards", "mtgjson", "*.json.gz"))
		if len(files) > 0 {
			return files
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return nil
		}
		dir = parent
	}
}

// installSDK installs scryfall-sdk 5 into a temporary directory with npm
// and returns it; ARBITRE_SCRYFALL_SDK names a directory where it is
// installed already.
func installSDK(t *testing.T) string {
	if dir := os.Getenv("ARBITRE_SCRYFALL_SDK"); dir != "" {
		return dir
	}
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: the Scryfall client test needs Node.js and npm", tool)
		}
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "npm", "install", "--no-audit", "--no-fund", "--fetch-retries=1", "--fetch-timeout=30000", "--prefix", dir, "scryfall-sdk@5")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("npm could not install scryfall-sdk@5 (offline?): %v\n%s", err, out)
	}
	return dir
}

// TestScryfallSDK points scryfall-sdk at the server, serving the real
// MTGJSON set files and the fixture notes, and asks it for a card by its
// French, Italian (fuzzy) and English names, by id and by set and number,
// its rulings, the notes' rulings of a card, names to complete, a search
// of several pages and a set.
func TestScryfallSDK(t *testing.T) {
	if testing.Short() {
		t.Skip("installs an npm package")
	}
	files := realSetFiles(t)
	if files == nil {
		t.Skip("shared/realcards/mtgjson is not on this machine")
	}
	sdk := installSDK(t)
	cards, err := carddata.Load(carddata.Options{}, append(files, scryfallExtra(t))...)
	if err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, func(c *Config) { c.CardData = cards })
	ts := httptest.NewServer(s)
	defer ts.Close()

	c := sdkCard(t, cards)
	input := map[string]any{"frMultiverse": frMultiverse(c), "fr": c.Text("fr").Name, "itFuzzy": strings.ToLower(c.Text("it").Name),
		"en": c.Name, "notes": "Suzerain de Bouillecale", "prefix": c.Text("fr").Name[:5], "query": "lang:fr t:créature"}
	in, _ := json.Marshal(input)
	if err := os.WriteFile(filepath.Join(sdk, "sdk.js"), []byte(sdkScript), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", "sdk.js", ts.URL+scryfallPrefix, string(in))
	cmd.Dir = sdk
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, stderr.Bytes())
	}
	checkSDK(t, s, c, out)
}

// sdkCard is the first card of one face printed in French (with a
// multiverse id) and Italian, with English rulings.
func sdkCard(t *testing.T, cards *carddata.Cards) *carddata.Card {
	for _, c := range cards.All() {
		if c.Text("fr") != nil && c.Text("it") != nil && len(c.Rulings) > 0 && len(c.Faces) == 0 &&
			len(c.Text("fr").Name) > 5 && frMultiverse(c) != 0 {
			return c
		}
	}
	t.Fatal("no card of one face in French and Italian with rulings")
	return nil
}

// frMultiverse is the multiverse id of c's first French printing that
// has one, or 0.
func frMultiverse(c *carddata.Card) int {
	for _, p := range c.Printings {
		if p.Lang == "fr" && len(p.MultiverseIDs) > 0 {
			return p.MultiverseIDs[0]
		}
	}
	return 0
}

// sdkResult is what sdkScript prints.
type sdkResult struct {
	FR, IT, EN, ByID, BySet, ByMultiverse struct {
		ID, Lang, Name, Set string
		PrintedName         string `json:"printed_name"`
		CollectorNumber     string `json:"collector_number"`
		OracleText          string `json:"oracle_text"`
		PrintedText         string `json:"printed_text"`
	}
	Rulings, NotesRulings []scryRuling
	Autocomplete          []string
	Search                []string
	Set                   string
	Missing               string
}

func checkSDK(t *testing.T, s *Server, c *carddata.Card, out []byte) {
	var r sdkResult
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	t.Logf("scryfall-sdk got: %s", out)
	for _, tt := range []struct {
		what, lang, name, printed string
	}{
		{"byName (French)", r.FR.Lang, r.FR.Name, r.FR.PrintedName},
		{"byName (Italian, fuzzy)", r.IT.Lang, r.IT.Name, r.IT.PrintedName},
		{"byName (English)", r.EN.Lang, r.EN.Name, r.EN.PrintedName},
		{"byId", r.ByID.Lang, r.ByID.Name, r.ByID.PrintedName},
		{"bySet (Italian)", r.BySet.Lang, r.BySet.Name, r.BySet.PrintedName},
		{"byMultiverseId (French)", r.ByMultiverse.Lang, r.ByMultiverse.Name, r.ByMultiverse.PrintedName},
	} {
		want := map[string]string{"byName (French)": "fr", "byName (Italian, fuzzy)": "it", "bySet (Italian)": "it",
			"byMultiverseId (French)": "fr"}[tt.what]
		if want == "" {
			want = "en"
		}
		wantPrinted := ""
		if want != "en" {
			wantPrinted = c.Text(want).Name
		}
		if tt.lang != want || tt.name != c.Name || tt.printed != wantPrinted {
			t.Errorf("%s: %s %q %q, want %s %q %q", tt.what, tt.lang, tt.name, tt.printed, want, c.Name, wantPrinted)
		}
	}
	if len(r.Rulings) != len(c.Rulings) || r.Rulings[0].Source != "wotc" || r.Rulings[0].Comment != c.Rulings[0].Text {
		t.Errorf("rulings: %d %+v, want %d", len(r.Rulings), r.Rulings, len(c.Rulings))
	}
	langs := ""
	for _, n := range r.NotesRulings {
		langs += n.Lang
	}
	if langs != "frit" {
		t.Errorf("the notes' rulings are in %q, want one French, one Italian", langs)
	}
	if len(r.Autocomplete) == 0 || !strings.HasPrefix(r.Autocomplete[0], c.Text("fr").Name[:5]) {
		t.Errorf("autocomplete: %q", r.Autocomplete)
	}
	var total struct {
		TotalCards int `json:"total_cards"`
	}
	w := get(t, s, "/scryfall/cards/search?q=lang:fr+t:cr%C3%A9ature")
	if err := json.Unmarshal(w.Body.Bytes(), &total); err != nil || total.TotalCards <= scryfallPage {
		t.Fatalf("search: %d cards, want more than a page: %s", total.TotalCards, w.Body.Bytes()[:min(200, w.Body.Len())])
	}
	if len(r.Search) != total.TotalCards || !strings.HasPrefix(r.Search[0], "fr ") {
		t.Errorf("search through the client: %d cards, first %q; want %d in French", len(r.Search), r.Search[:min(1, len(r.Search))], total.TotalCards)
	}
	if r.Set != strings.ToUpper(r.EN.Set) || r.Missing != "not_found 404" {
		t.Errorf("set %q, missing card %q", r.Set, r.Missing)
	}
}

// BenchmarkScryfallSearch searches the real set files' records: a search
// reads every record, so its time grows with the import.
func BenchmarkScryfallSearch(b *testing.B) {
	files := realSetFiles(b)
	if files == nil {
		b.Skip("shared/realcards/mtgjson is not on this machine")
	}
	cards, err := carddata.Load(carddata.Options{}, files...)
	if err != nil {
		b.Fatal(err)
	}
	s := newTestServer(b, func(c *Config) { c.CardData = cards })
	for _, q := range []string{"dragon", "o:damage", "lang:fr+t:cr%C3%A9ature"} {
		b.Run(q, func(b *testing.B) {
			for range b.N {
				if w := get(b, s, "/scryfall/cards/search?q="+q); w.Code != 200 {
					b.Fatal(w.Code)
				}
			}
		})
	}
}
