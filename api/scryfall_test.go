package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
)

// scryfallExtra writes, in Scryfall's card bulk format, what the carddata
// fixtures lack for these tests: Overlord of the Boilerbilges in English,
// French and Italian (Duskmourn, whose notes the fixture knowledge base
// holds), and 180 cards named alike, to page through. The texts are
// written for the tests; the ids are made up.
func scryfallExtra(t testing.TB) string {
	t.Helper()
	type card map[string]any
	overlord := func(lang, id, name, typ, text string, mid int) card {
		c := card{"object": "card", "id": id, "oracle_id": "0d3c5a2e-1111-4c5e-9d2f-6f0b0a3c0001",
			"lang": lang, "released_at": "2024-09-27", "layout": "normal", "set": "dsk", "collector_number": "146",
			"name": "Overlord of the Boilerbilges", "mana_cost": "{4}{R}{R}", "cmc": 6.0, "multiverse_ids": []int{mid},
			"type_line": "Enchantment Creature — Avatar Horror", "colors": []string{"R"}, "power": "5", "toughness": "5",
			"oracle_text": "Impending 4—{2}{R}{R}\nWhenever this permanent enters or attacks, it deals 4 damage to any target."}
		if lang != "en" {
			c["printed_name"], c["printed_type_line"], c["printed_text"] = name, typ, text
		}
		return c
	}
	cards := []card{
		overlord("en", "0d3c5a2e-2222-4c5e-9d2f-6f0b0a3c0001", "", "", "", 700000),
		overlord("fr", "0d3c5a2e-2222-4c5e-9d2f-6f0b0a3c0002", "Suzerain de Bouillecale",
			"Créature-enchantement : avatar et horreur", "Imminence 4—{2}{R}{R}\nÀ chaque fois que ce permanent arrive ou attaque, il inflige 4 blessures à n'importe quelle cible.", 700001),
		overlord("it", "0d3c5a2e-2222-4c5e-9d2f-6f0b0a3c0003", "Sovrano di Caldinferno",
			"Creatura Incantesimo — Orrore Avatar", "Imminente 4—{2}{R}{R}\nOgniqualvolta questo permanente entra o attacca, infligge 4 danni a un qualsiasi bersaglio.", 700002),
	}
	for i := 1; i <= 180; i++ {
		cards = append(cards, card{"object": "card", "id": fmt.Sprintf("00000000-0000-4000-8000-%012d", i),
			"oracle_id": fmt.Sprintf("00000000-0000-4000-9000-%012d", i), "lang": "en", "released_at": "2020-01-01",
			"layout": "normal", "set": "tst", "collector_number": fmt.Sprint(i), "name": fmt.Sprintf("Filler Golem %03d", i),
			"mana_cost": "{3}", "cmc": 3.0, "type_line": "Artifact Creature — Golem", "oracle_text": ""})
	}
	b, err := json.Marshal(cards)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "extra.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// scryfallServer serves the fixture knowledge base with card records
// read from the carddata fixtures and scryfallExtra.
func scryfallServer(t testing.TB) *Server {
	t.Helper()
	fixtures := filepath.Join("..", "carddata", "testdata")
	cards, err := carddata.Load(carddata.Options{}, filepath.Join(fixtures, "scryfall-cards.json"),
		filepath.Join(fixtures, "scryfall-rulings.json"), scryfallExtra(t))
	if err != nil {
		t.Fatal(err)
	}
	return newTestServer(t, func(c *Config) { c.CardData = cards })
}

// jsonPath reads a value of a decoded JSON document: "data.0.name".
func jsonPath(v any, path string) any {
	for _, k := range strings.Split(path, ".") {
		switch x := v.(type) {
		case map[string]any:
			v = x[k]
		case []any:
			var i int
			if _, err := fmt.Sscan(k, &i); err != nil || i < 0 || i >= len(x) {
				return nil
			}
			v = x[i]
		default:
			return nil
		}
	}
	return v
}

func TestScryfallRoutes(t *testing.T) {
	s := scryfallServer(t)
	const heatFR = "d5460e6b-e104-59a3-8718-58c2181a805f"
	const heatEN = "f6af9b96-6eb9-54e1-b048-bc68485da68d"
	tests := []struct {
		target string
		status int
		want   map[string]any // paths into the answer, and their values
	}{
		{"/scryfall/cards/named?exact=Chaleur%20impie", 200, map[string]any{"object": "card", "lang": "fr",
			"name": "Unholy Heat", "printed_name": "Chaleur impie", "set": "spg", "collector_number": "41",
			"type_line": "Instant", "printed_type_line": "Éphémère", "mana_cost": "{R}",
			"rulings_uri": "http://arbitre.test/scryfall/cards/5da3a3cb-65c6-5591-a225-334fca282aef/rulings"}},
		{"/scryfall/cards/named?exact=chaleur+impie&set=mh2", 200, map[string]any{"lang": "fr", "set": "mh2",
			"collector_number": "131", "id": heatFR, "scryfall_uri": "https://scryfall.com/card/mh2/131/fr/unholy-heat"}},
		{"/scryfall/cards/named?exact=Calore%20Sacrilego", 200, map[string]any{"lang": "it", "printed_type_line": "Istantaneo"}},
		{"/scryfall/cards/named?exact=Unholy%20Heat", 200, map[string]any{"lang": "en", "printed_name": nil, "id": heatEN}},
		{"/scryfall/cards/named?fuzzy=chaleur%20impi", 200, map[string]any{"lang": "fr", "name": "Unholy Heat"}},
		{"/scryfall/cards/named?fuzzy=sovrano", 200, map[string]any{"lang": "it", "printed_name": "Sovrano di Caldinferno"}},
		{"/scryfall/cards/named?fuzzy=piscine", 200, map[string]any{"lang": "fr", "card_faces.1.printed_name": "Vestiaire",
			"card_faces.1.name": "Locker Room", "oracle_text": nil}},
		{"/scryfall/cards/named?fuzzy=filler%20golem", 404, map[string]any{"object": "error", "type": "ambiguous"}},
		{"/scryfall/cards/named?exact=nothing%20like%20it", 404, map[string]any{"object": "error", "code": "not_found"}},
		{"/scryfall/cards/named", 400, map[string]any{"object": "error", "code": "bad_request"}},
		{"/scryfall/cards/" + heatFR, 200, map[string]any{"lang": "fr", "set": "mh2"}},
		{"/scryfall/cards/40E01831-7892-594F-9A2D-47C6564ED90B", 200, map[string]any{"lang": "en", "id": heatEN}},
		{"/scryfall/cards/mh2/131", 200, map[string]any{"lang": "en", "id": heatEN}},
		{"/scryfall/cards/mh2/131/it", 200, map[string]any{"lang": "it", "printed_name": "Calore Sacrilego"}},
		{"/scryfall/cards/tst/7", 200, map[string]any{"name": "Filler Golem 007", "oracle_text": "", "mana_cost": "{3}",
			"colors": []any{}, "multiverse_ids": []any{}, "scryfall_uri": "https://scryfall.com/card/tst/7/filler-golem-007"}},
		{"/scryfall/cards/multiverse/700002", 200, map[string]any{"lang": "it", "printed_name": "Sovrano di Caldinferno"}},
		{"/scryfall/cards/multiverse/522238", 200, map[string]any{"lang": "en", "id": heatEN}},
		{"/scryfall/cards/multiverse/700001/rulings", 200, map[string]any{"data.0.lang": "fr", "data.1.lang": "it"}},
		{"/scryfall/cards/multiverse/1", 404, map[string]any{"object": "error"}},
		{"/scryfall/cards/multiverse/x", 404, map[string]any{"object": "error"}},
		{"/scryfall/cards/mh2/999", 404, map[string]any{"object": "error"}},
		{"/scryfall/cards/" + heatEN + "/rulings", 200, map[string]any{"object": "list", "data.0.object": "ruling",
			"data.0.source": "wotc", "data.0.published_at": "2021-06-18", "data.0.lang": "en", "data.2": nil}},
		{"/scryfall/cards/mh2/131/rulings", 200, map[string]any{"data.1.lang": "en"}},
		{"/scryfall/cards/0d3c5a2e-2222-4c5e-9d2f-6f0b0a3c0003/rulings", 200, map[string]any{"data.0.lang": "fr",
			"data.0.published_at": "2024-08-05", "data.1.lang": "it", "data.1.published_at": "2024-09-13",
			"data.1.oracle_id": "0d3c5a2e-1111-4c5e-9d2f-6f0b0a3c0001", "data.2": nil}},
		{"/scryfall/cards/de33876a-e898-5b16-aad5-ec7960187b93/rulings", 200, map[string]any{"data.0.lang": "fr", "data.1": nil}},
		{"/scryfall/cards/nope", 404, map[string]any{"object": "error", "code": "not_found"}},
		{"/scryfall/cards/autocomplete?q=chal", 200, map[string]any{"object": "catalog", "data.0": "Chaleur impie"}},
		{"/scryfall/cards/autocomplete?q=c", 200, map[string]any{"object": "catalog", "total_values": 0.0}},
		{"/scryfall/catalog/card-names", 200, map[string]any{"object": "catalog", "total_values": 184.0}},
		{"/scryfall/sets/dsk", 200, map[string]any{"object": "set", "name": "Duskmourn: House of Horror", "card_count": 2.0}},
		{"/scryfall/sets/MH2", 200, map[string]any{"code": "mh2", "name": "MH2", "released_at": "2021-06-18"}},
		{"/scryfall/sets/zzz", 404, map[string]any{"object": "error"}},
		{"/scryfall/sets", 200, map[string]any{"object": "list", "data.0.code": "dsk"}},
		{"/scryfall/cards/search?q=chaleur", 200, map[string]any{"object": "list", "total_cards": 1.0,
			"has_more": false, "data.0.lang": "fr", "data.0.printed_name": "Chaleur impie"}},
		{"/scryfall/cards/search?q=lang:it+t:istantaneo", 200, map[string]any{"total_cards": 1.0, "data.0.lang": "it"}},
		{"/scryfall/cards/search?q=o:%22combat+damage%22+-t:creature", 200, map[string]any{"total_cards": 1.0,
			"data.0.name": "Bottomless Pool // Locker Room"}},
		{"/scryfall/cards/search?q=s:dsk+lang:fr", 200, map[string]any{"total_cards": 2.0}},
		{"/scryfall/cards/search?q=!%22unholy+heat%22&unique=prints", 200, map[string]any{"total_cards": 1.0, "data.0.set": "mh2"}},
		{"/scryfall/cards/search?q=oracleid:ff316053-a3e7-5bb3-b246-95b26f6fe165&unique=prints", 200, map[string]any{
			"total_cards": 1.0, "data.0.lang": "fr"}},
		{"/scryfall/cards/search?q=oracleid:40e01831-7892-594f-9a2d-47c6564ed90b+lang:fr&unique=prints&order=released", 200,
			map[string]any{"total_cards": 2.0, "data.0.set": "spg", "data.1.set": "mh2"}},
		{"/scryfall/cards/search?q=heat+is:spell", 200, map[string]any{"total_cards": 1.0, "warnings.0": "the keyword \"is:\" is not supported here; \"is:spell\" ignored"}},
		{"/scryfall/cards/search?q=filler", 200, map[string]any{"total_cards": 180.0, "has_more": true,
			"next_page": "http://arbitre.test/scryfall/cards/search?page=2&q=filler", "data.174.name": "Filler Golem 175", "data.175": nil}},
		{"/scryfall/cards/search?q=filler&page=2", 200, map[string]any{"has_more": false, "data.4.name": "Filler Golem 180"}},
		{"/scryfall/cards/search?q=filler&page=3", 404, map[string]any{"object": "error"}},
		{"/scryfall/cards/search?q=filler&page=0", 400, map[string]any{"object": "error"}},
		{"/scryfall/cards/search?q=zzzz", 404, map[string]any{"object": "error", "code": "not_found"}},
		{"/scryfall/cards/search?q=is:foil", 400, map[string]any{"object": "error", "warnings.0": "the keyword \"is:\" is not supported here; \"is:foil\" ignored"}},
		{"/scryfall/nowhere", 404, map[string]any{"object": "error", "code": "not_found"}},
	}
	for _, tt := range tests {
		w := get(t, s, tt.target)
		if w.Code != tt.status || !strings.HasPrefix(w.Header().Get("Content-Type"), "application/json") {
			t.Errorf("%s: %d %s, want %d JSON: %s", tt.target, w.Code, w.Header().Get("Content-Type"), tt.status, w.Body)
			continue
		}
		var v any
		if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
			t.Fatalf("%s: %v", tt.target, err)
		}
		for path, want := range tt.want {
			if got := jsonPath(v, path); !reflect.DeepEqual(got, want) {
				t.Errorf("%s: %s = %#v, want %#v", tt.target, path, got, want)
			}
		}
	}
}

// TestScryfallWithoutCardData: without card data the routes say so in
// Scryfall's error object, and the other routes are as they were.
func TestScryfallWithoutCardData(t *testing.T) {
	s := newTestServer(t)
	for _, target := range []string{"/scryfall/cards/named?exact=Anthropède", "/scryfall/sets", "/scryfall/cards/search?q=a"} {
		w := get(t, s, target)
		var e Error
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || w.Code != http.StatusNotFound || e.Object != "error" ||
			!strings.Contains(e.Details, "card data") {
			t.Errorf("%s: %d %s", target, w.Code, w.Body)
		}
	}
	if w := get(t, s, "/api/cards/named?exact=Anthropède"); w.Code != http.StatusOK {
		t.Errorf("/api/cards/named: %d", w.Code)
	}
}

func TestParseScryQuery(t *testing.T) {
	tests := []struct {
		q        string
		want     []scryTerm
		warnings int
	}{
		{"chaleur impie", []scryTerm{{value: "chaleur"}, {value: "impie"}}, 0},
		{`"Chaleur Impie" lang:FR`, []scryTerm{{value: "chaleur impie"}, {key: "lang", value: "fr"}}, 0},
		{`s:MH2 -t:Créature o:"deals 2"`, []scryTerm{{key: "set", value: "mh2"}, {key: "type", value: "creature", neg: true},
			{key: "oracle", value: "deals 2"}}, 0},
		{`!"Unholy Heat"`, []scryTerm{{key: "exact", value: "unholy heat"}}, 0},
		{"heat or (bolt) c:r", []scryTerm{{value: "heat"}}, 3},
		{"name:golem oracleid:ABC", []scryTerm{{value: "golem"}, {key: "oracleid", value: "abc"}}, 0},
	}
	for _, tt := range tests {
		got, warnings := parseScryQuery(tt.q)
		if !reflect.DeepEqual(got, tt.want) || len(warnings) != tt.warnings {
			t.Errorf("parseScryQuery(%q) = %+v, %q; want %+v, %d warnings", tt.q, got, warnings, tt.want, tt.warnings)
		}
	}
}

// TestNotesCard: a notes' card is matched to the record by its name in
// its language and its set, a typo allowed: exactly when the snapshot is
// built, with a typo only on first use (lazy: the exact matching does not
// hold it).
func TestNotesCard(t *testing.T) {
	s := scryfallServer(t)
	const overlord = "0d3c5a2e-1111-4c5e-9d2f-6f0b0a3c0001"
	tests := []struct {
		lang, set, name string
		want            string // the record's id, "" for none
		typo            bool   // found by the typo pass only
	}{
		{"fr", "dsk", "Suzerain de Bouillecale", overlord, false},
		{"fr", "dsk", "Suzerain de Bouilecale", overlord, true}, // a typo
		{"fr", "", "Suzerain de Bouilecale", overlord, true},    // a typo, no set: every name
		{"it", "dsk", "sovrano di caldinferno", overlord, false},
		{"fr", "", "Suzerain de Bouillecale", overlord, false},
		{"fr", "mh2", "Suzerain de Bouilecale", "", false},                                // not printed in that set
		{"fr", "dsk", "Sovrano di Caldinferno", "", false},                                // not its French name
		{"fr", "dsk", "Suzerain", "", false},                                              // a prefix is not a name
		{"fr", "dsk", "Piscine sans fond", "ff316053-a3e7-5bb3-b246-95b26f6fe165", false}, // a face
		{"fr", "spg", "Chaleur impie", "40e01831-7892-594f-9a2d-47c6564ed90b", false},
		{"fr", "spg", "Chaleur impia", "40e01831-7892-594f-9a2d-47c6564ed90b", true},
	}
	for _, tt := range tests {
		kb := &corpus.KB{Cards: []corpus.Card{{ID: "c", Lang: tt.lang, Set: tt.set, Name: tt.name}}}
		r := newRecords(s.cardData, kb, nil)
		got := ""
		if c := r.recordOf("c"); c != nil {
			got = c.ID
		}
		if got != tt.want {
			t.Errorf("recordOf(%s %s %q) = %q, want %q", tt.lang, tt.set, tt.name, got, tt.want)
		}
		if exact := r.exact["c"] != nil; got != "" && exact == tt.typo {
			t.Errorf("%s %s %q: found by the exact pass %v, want %v", tt.lang, tt.set, tt.name, exact, !tt.typo)
		}
		if n := len(r.notesOf(got)); got != "" && n != 1 {
			t.Errorf("%s %s %q: the record has %d notes cards, want 1", tt.lang, tt.set, tt.name, n)
		}
	}
}

// TestNotesRulingsDates: a notes' ruling is dated by its document's last
// modification, else its release, else its set's.
func TestNotesRulingsDates(t *testing.T) {
	s := scryfallServer(t)
	kb := &corpus.KB{
		Documents: []corpus.Document{{ID: "dsk-fr", Lang: "fr", Set: "dsk", Modified: "2024-08-05", Released: "2024-09-27"},
			{ID: "dsk-it", Lang: "it", Set: "dsk", Released: "2024-09-27"}, {ID: "spg-fr", Lang: "fr", Set: "spg"}},
		Cards: []corpus.Card{
			{ID: "dsk-fr-suzerain", Doc: "dsk-fr", Lang: "fr", Set: "dsk", Name: "Suzerain de Bouillecale", Rulings: []corpus.Ruling{{ID: "a", Text: "Un."}}},
			{ID: "dsk-it-sovrano", Doc: "dsk-it", Lang: "it", Set: "dsk", Name: "Sovrano di Caldinferno", Rulings: []corpus.Ruling{{ID: "b", Text: "Uno."}}},
			{ID: "spg-fr-chaleur", Doc: "spg-fr", Lang: "fr", Set: "spg", Name: "Chaleur impie", Rulings: []corpus.Ruling{{ID: "c", Text: "Deux."}}},
		},
	}
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	got := scryNotesRulings(kb, newRecords(s.cardData, kb, nil), map[string]string{"spg": "2023-02-07"})
	for _, tt := range []struct{ card, lang, date, text string }{
		{"0d3c5a2e-1111-4c5e-9d2f-6f0b0a3c0001", "fr", "2024-08-05", "Un."},
		{"0d3c5a2e-1111-4c5e-9d2f-6f0b0a3c0001", "it", "2024-09-27", "Uno."},
		{"40e01831-7892-594f-9a2d-47c6564ed90b", "fr", "2023-02-07", "Deux."},
	} {
		found := false
		for _, r := range got[tt.card] {
			if r.Lang == tt.lang {
				found = true
				if r.PublishedAt != tt.date || r.Comment != tt.text || r.Source != "wotc" || r.Object != "ruling" {
					t.Errorf("%s %s: %+v, want %s %q", tt.card, tt.lang, r, tt.date, tt.text)
				}
			}
		}
		if !found {
			t.Errorf("%s: no ruling in %s: %+v", tt.card, tt.lang, got[tt.card])
		}
	}
}

// TestOneMatching: a notes card whose name the card data spells a typo
// away ("Suzerain de Bouilecale" in the notes) is matched by the lazy typo
// pass, and the card page, its record's page and the Scryfall rulings all
// see the same match: they read one matching.
func TestOneMatching(t *testing.T) {
	const overlord = "0d3c5a2e-1111-4c5e-9d2f-6f0b0a3c0001"
	const notesID = "dsk-fr-suzerain-de-bouillecale"
	kb := fixtureKB(t)
	c := kb.Card(notesID)
	if c == nil {
		t.Fatalf("no card %s in the fixture", notesID)
	}
	c.Name = "Suzerain de Bouilecale"
	ruling := c.Rulings[0].Text
	s := scryfallServer(t)
	s2 := newTestServer(t, func(cfg *Config) { cfg.KB, cfg.CardData, cfg.Alignment = kb, s.cardData, nil })
	if s2.records.exact[notesID] != nil {
		t.Fatalf("%s matched by exact names", c.Name)
	}
	var card struct{ Record string }
	if err := json.Unmarshal(get(t, s2, "/api/cards/"+notesID).Body.Bytes(), &card); err != nil || !strings.HasPrefix(card.Record, overlord) {
		t.Errorf("/api/cards/%s: record %q (%v), want %s", notesID, card.Record, err, overlord)
	}
	var rec struct {
		NotesCards []string `json:"notes_cards"`
	}
	if err := json.Unmarshal(get(t, s2, "/api/cards/"+overlord+".fr").Body.Bytes(), &rec); err != nil || !slices.Contains(rec.NotesCards, notesID) {
		t.Errorf("/api/cards/%s.fr: notes cards %v (%v), want %s among them", overlord, rec.NotesCards, err, notesID)
	}
	var rulings struct{ Data []scryRuling }
	if err := json.Unmarshal(get(t, s2, "/scryfall/cards/"+overlord+"/rulings").Body.Bytes(), &rulings); err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(rulings.Data, func(r scryRuling) bool { return r.Comment == ruling && r.Lang == "fr" }) {
		t.Errorf("/scryfall/cards/%s/rulings lacks the notes' French ruling %q: %+v", overlord, ruling, rulings.Data)
	}
}
