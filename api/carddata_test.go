package api

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
)

// Oracle ids of the carddata fixtures (made up, see carddata/testdata).
const (
	unholyHeat = "40e01831-7892-594f-9a2d-47c6564ed90b"
	delver     = "232b7742-bfe5-5a16-8431-bc0080403a65"
	pool       = "ff316053-a3e7-5bb3-b246-95b26f6fe165"
)

// fixtureCards imports package carddata's fixtures: Unholy Heat in four
// languages, Delver of Secrets (a Scryfall file and an MTGJSON set file,
// with a ruling), the Duskmourn room the fixture knowledge base prints in
// French.
func fixtureCards(t testing.TB) *carddata.Cards {
	t.Helper()
	cards, err := carddata.Load(carddata.Options{}, "../carddata/testdata/scryfall-cards.json",
		"../carddata/testdata/mtgjson-isd.json", "../carddata/testdata/scryfall-rulings.json")
	if err != nil {
		t.Fatal(err)
	}
	return cards
}

func withCardData(t testing.TB) func(*Config) {
	cards := fixtureCards(t)
	return func(c *Config) { c.CardData = cards }
}

// answer is the fields of a card answer the tests read.
type answer struct {
	ID, Lang, Name, Record, Source string
	OracleID                       string   `json:"oracle_id"`
	EnglishName                    string   `json:"english_name"`
	NotesCards                     []string `json:"notes_cards"`
	Text                           json.RawMessage
	Rulings                        []struct{ ID, Lang, Date, Source, Text string }
}

func decodeAnswer(t *testing.T, body []byte) answer {
	t.Helper()
	var a answer
	if err := json.Unmarshal(body, &a); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return a
}

// TestCardNamedRecords: a name only the card data holds, in French,
// Italian or English, exact or half remembered, answers the card's record
// in that name's language; a notes card is answered as before, with its
// record's id and English rulings added.
func TestCardNamedRecords(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	tests := []struct {
		query                  string
		status                 int
		id, lang, name, source string
	}{
		{"exact=Chaleur impie", 200, unholyHeat + ".fr", "fr", "Chaleur impie", "carddata"},
		{"exact=calore sacrilego", 200, unholyHeat + ".it", "it", "Calore Sacrilego", "carddata"},
		{"exact=Unholy Heat", 200, unholyHeat + ".en", "en", "Unholy Heat", "carddata"},
		{"fuzzy=chaleur impei", 200, unholyHeat + ".fr", "fr", "Chaleur impie", "carddata"},
		{"fuzzy=Calore Sac", 200, unholyHeat + ".it", "it", "Calore Sacrilego", "carddata"},
		{"exact=Unholy Heat&lang=it", 404, "", "", "", ""},
		{"exact=Insectile Aberration", 200, delver + ".en", "en", "Delver of Secrets // Insectile Aberration", "carddata"},
		// The notes' card, as without card data (its source is no field).
		{"exact=Piscine sans fond // Vestiaire", 200, "dsk-fr-piscine-sans-fond-vestiaire", "fr", "Piscine sans fond // Vestiaire", ""},
		{"exact=Bottomless Pool", 200, pool + ".en", "en", "Bottomless Pool // Locker Room", "carddata"},
		{"exact=Nothing of the kind", 404, "", "", "", ""},
	}
	for _, tt := range tests {
		q, _ := url.ParseQuery(tt.query)
		w := get(t, s, "/api/cards/named?"+q.Encode())
		if w.Code != tt.status {
			t.Errorf("%s: status %d, want %d: %s", tt.query, w.Code, tt.status, w.Body)
			continue
		}
		if tt.status != 200 {
			continue
		}
		a := decodeAnswer(t, w.Body.Bytes())
		if a.ID != tt.id || a.Lang != tt.lang || a.Name != tt.name || a.Source != tt.source {
			t.Errorf("%s: %s %s %q source %q, want %s %s %q source %q", tt.query, a.ID, a.Lang, a.Name, a.Source, tt.id, tt.lang, tt.name, tt.source)
		}
	}
}

// TestRecordRulings: a record's rulings are the notes' (language, source:
// the document) then its English ones (date, source carddata); a notes
// card gets its record's English rulings after its own.
func TestRecordRulings(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	a := decodeAnswer(t, get(t, s, "/api/cards/"+pool+".en").Body.Bytes())
	if !slices.Equal(a.NotesCards, []string{"dsk-fr-piscine-sans-fond-vestiaire"}) || a.EnglishName != "Bottomless Pool // Locker Room" {
		t.Errorf("record: notes cards %q, English name %q", a.NotesCards, a.EnglishName)
	}
	if len(a.Rulings) == 0 {
		t.Fatal("the record has none of the notes' rulings")
	}
	for _, r := range a.Rulings {
		if r.Lang != "fr" || r.Source != "dsk-fr" {
			t.Errorf("record ruling %s: lang %q source %q", r.ID, r.Lang, r.Source)
		}
	}
	d := decodeAnswer(t, get(t, s, "/api/cards/"+delver).Body.Bytes())
	if len(d.Rulings) == 0 {
		t.Fatal("Delver of Secrets: no English ruling")
	}
	for _, r := range d.Rulings {
		if r.Lang != "en" || r.Source != "carddata" || r.Date == "" {
			t.Errorf("English ruling %s: lang %q source %q date %q", r.ID, r.Lang, r.Source, r.Date)
		}
	}
	n := decodeAnswer(t, get(t, s, "/api/cards/dsk-fr-piscine-sans-fond-vestiaire").Body.Bytes())
	if n.Record != pool+".fr" || n.OracleID != pool || n.EnglishName != "Bottomless Pool // Locker Room" {
		t.Errorf("notes card: record %q, oracle id %q, English name %q", n.Record, n.OracleID, n.EnglishName)
	}
	for _, r := range n.Rulings {
		if r.Lang != "fr" || r.Source != "dsk-fr" {
			t.Errorf("notes card ruling %s: lang %q source %q", r.ID, r.Lang, r.Source)
		}
	}
}

// TestRecordPages: a record's page in the language of its id, else the
// reader's; the other languages one tap away; a notes card's page links
// to its record.
func TestRecordPages(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	tests := []struct {
		path, hl string
		want     []string
	}{
		{"/cards/" + unholyHeat + ".fr", "en", []string{`<h1 lang="fr">Chaleur impie</h1>`, `href="/cards/` + unholyHeat + `.it"`, `<span lang="it">Calore Sacrilego</span>`, "Unholy Heat"}},
		{"/cards/" + unholyHeat, "it", []string{`<h1 lang="it">Calore Sacrilego</h1>`, `aria-current="page">IT<`}},
		{"/cards/" + delver + ".en", "fr", []string{`<time datetime="`, `>EN</span>`, "Précisions"}},
		{"/cards/dsk-fr-piscine-sans-fond-vestiaire", "fr", []string{`class="record-link" href="/cards/` + pool + `.en"`}},
	}
	for _, tt := range tests {
		w := get(t, s, tt.path+"?hl="+tt.hl)
		if w.Code != http.StatusOK {
			t.Errorf("%s: %d", tt.path, w.Code)
			continue
		}
		for _, want := range tt.want {
			if !strings.Contains(w.Body.String(), want) {
				t.Errorf("%s?hl=%s lacks %s", tt.path, tt.hl, want)
			}
		}
	}
}

// TestWithoutCardData: without card data, a notes card's JSON is as it
// was (no record, rulings as the knowledge base holds them) and an
// Oracle id is no card.
func TestWithoutCardData(t *testing.T) {
	s := newTestServer(t)
	body := get(t, s, "/api/cards/dsk-fr-piscine-sans-fond-vestiaire").Body.String()
	for _, field := range []string{`"record"`, `"oracle_id"`, `"source"`} {
		if strings.Contains(body, field) {
			t.Errorf("a notes card without card data has %s", field)
		}
	}
	if w := get(t, s, "/api/cards/"+unholyHeat); w.Code != http.StatusNotFound {
		t.Errorf("an Oracle id without card data: %d", w.Code)
	}
}

// TestAutocompleteRecords: the card data's names complete a query, each
// opening its record in the name's language, after the notes' names.
func TestAutocompleteRecords(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	tests := []struct {
		q    string
		want string // a name completed, with its page
		uri  string
	}{
		{"calore sac", "Calore Sacrilego", "/cards/" + unholyHeat + ".it"},
		{"Unholy", "Unholy Heat", "/cards/" + unholyHeat + ".en"},
		{"pisc", "Piscine sans fond // Vestiaire", "/cards/dsk-fr-piscine-sans-fond-vestiaire"},
	}
	for _, tt := range tests {
		var out catalogJSON
		if err := json.Unmarshal(get(t, s, "/api/autocomplete?q="+url.QueryEscape(tt.q)).Body.Bytes(), &out); err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(out.Items, func(it suggestion) bool { return it.Name == tt.want && it.URI == tt.uri }) {
			t.Errorf("%q: %+v, want %s (%s)", tt.q, out.Items, tt.want, tt.uri)
		}
	}
}

// TestOpenAPIRecords checks the answers card data adds against
// openapi.json: records, a notes card with its record, completions.
func TestOpenAPIRecords(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	_, router := openAPIRouter(t, s)
	for _, tt := range []struct {
		target string
		status int
	}{
		{"/api/cards/named?exact=Calore%20Sacrilego", 200},
		{"/api/cards/named?fuzzy=chaleur%20impei", 200},
		{"/api/cards/named?exact=Unholy%20Heat&lang=en", 200},
		{"/api/cards/named?exact=Bottomless%20Pool", 200},
		{"/api/cards/named?exact=Piscine%20sans%20fond%20//%20Vestiaire", 200},
		{"/api/cards/" + delver, 200},
		{"/api/cards/" + unholyHeat + ".it", 200},
		{"/api/cards/" + unholyHeat + ".de", 404},
		{"/api/cards/dsk-fr-piscine-sans-fond-vestiaire", 200},
		{"/api/autocomplete?q=calore", 200},
		{"/api/compare/dsk-fr-piscine-sans-fond-vestiaire", 200},
	} {
		if w := checkAgainstOpenAPI(t, s, router, tt.target); w != nil && w.Code != tt.status {
			t.Errorf("%s: status %d, want %d", tt.target, w.Code, tt.status)
		}
	}
}

// TestCompareOracle: with card data, the side-by-side view of a notes
// card adds the record's French, Italian and English Oracle texts side by
// side (issue 24, point 3); without, it is as it was.
func TestCompareOracle(t *testing.T) {
	with, without := newTestServer(t, withCardData(t)), newTestServer(t)
	for _, p := range []string{"/compare/dsk-fr-piscine-sans-fond-vestiaire", "/compare/dsk-it-piscina-abissale-spogliatoio"} {
		body := get(t, with, p+"?hl=it").Body.String()
		for _, want := range []string{`class="cmp-oracle"`, `lang="en"`, "Bottomless Pool // Locker Room", "return up to one target creature",
			`lang="fr"`, "renvoyez jusqu&#39;à une créature ciblée", `href="/cards/` + pool + `.en"`} {
			if !strings.Contains(body, want) {
				t.Errorf("%s with card data lacks %s", p, want)
			}
		}
		if strings.Contains(get(t, without, p).Body.String(), "cmp-oracle") {
			t.Errorf("%s without card data has an Oracle block", p)
		}
		var j struct{ Record string }
		if err := json.Unmarshal(get(t, with, "/api"+p).Body.Bytes(), &j); err != nil || j.Record != pool {
			t.Errorf("/api%s: record %q (%v), want %s", p, j.Record, err, pool)
		}
	}
}
