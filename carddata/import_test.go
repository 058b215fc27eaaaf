package carddata

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/golden"
)

// fixtures are the testdata files, in the order an import reads them.
var fixtures = []string{"scryfall-cards.json", "mtgjson-isd.json", "scryfall-rulings.json"}

func loadFixtures(t *testing.T, opts Options, files ...string) (*Cards, *Importer) {
	t.Helper()
	im := NewImporter(opts)
	for _, f := range files {
		if err := im.ReadFile(filepath.Join("testdata", f)); err != nil {
			t.Fatal(err)
		}
	}
	return im.Cards(), im
}

// oneNamed returns the one card name finds in lang.
func oneNamed(t *testing.T, cs *Cards, name, lang string) *Card {
	t.Helper()
	var found []*Card
	for _, m := range cs.Named(name) {
		if m.Lang == lang {
			found = append(found, m.Card)
		}
	}
	if len(found) != 1 {
		t.Fatalf("%q in %s finds %d cards, want 1", name, lang, len(found))
	}
	return found[0]
}

// TestImportFixtures: Scryfall cards, an MTGJSON set file and Scryfall
// rulings merge into one record per card, with each language's text, the
// printings of both files and each ruling once.
func TestImportFixtures(t *testing.T) {
	cs, im := loadFixtures(t, Options{}, fixtures...)
	if cs.Len() != 3 {
		t.Errorf("%d cards, want 3 (Unholy Heat, Delver of Secrets, Bottomless Pool; no token)", cs.Len())
	}
	heat := oneNamed(t, cs, "chaleur IMPIE", "fr")
	if heat.Name != "Unholy Heat" || heat.ManaCost != "{R}" || heat.ManaValue != 1 || !slices.Equal(heat.Colors, []string{"R"}) {
		t.Errorf("Unholy Heat: %+v", heat)
	}
	if fr := heat.Text("fr"); fr.Set != "spg" || !strings.Contains(fr.Text, "une créature ou un planeswalker ciblé") || fr.Type != "Éphémère" {
		t.Errorf("French text is not the later printing's: %+v", fr)
	}
	if p := heat.Printing("mh2", "131", "fr"); p == nil || !strings.Contains(heat.Printed(p).Text, "à une cible, créature ou planeswalker") {
		t.Errorf("the older French printing's own text: %+v", p)
	}
	if it := heat.Text("it"); it.Name != "Calore Sacrilego" || it.Type != "Istantaneo" {
		t.Errorf("Italian: %+v", it)
	}
	if en := heat.Text("en"); en.Name != "Unholy Heat" || !strings.HasPrefix(en.Text, "Unholy Heat deals 2 damage") {
		t.Errorf("English is not the Oracle text: %+v", en)
	}
	if heat.Text("de") != nil || heat.Printing("mh2", "131", "de") != nil {
		t.Error("German kept by default")
	}
	if len(heat.Rulings) != 2 || heat.Rulings[0].Source != "wotc" {
		t.Errorf("Unholy Heat's rulings: %+v", heat.Rulings)
	}
	if p := heat.Printing("mh2", "131", "en"); p == nil || p.URI != "https://scryfall.com/card/mh2/131/unholy-heat" || !slices.Equal(p.MultiverseIDs, []int{522238}) {
		t.Errorf("English printing: %+v", p)
	}

	delver := oneNamed(t, cs, "Aberrazione insettoide", "it")
	if delver != oneNamed(t, cs, "Delver of Secrets // Insectile Aberration", "en") || delver != oneNamed(t, cs, "fureteur des secrets", "fr") {
		t.Error("Delver's names find different cards")
	}
	if len(delver.Faces) != 2 || delver.Faces[1].Name != "Insectile Aberration" || delver.Faces[1].Power != "3" || delver.ManaCost != "{U}" {
		t.Errorf("Delver's faces: %+v, cost %q", delver.Faces, delver.ManaCost)
	}
	if fr := delver.Text("fr"); fr.Name != "Fureteur des secrets // Aberration insectoïde" || len(fr.Faces) != 2 || fr.Faces[1].Text != "Vol" {
		t.Errorf("Delver in French: %+v", fr)
	}
	// Scryfall and MTGJSON give one ruling alike; Scryfall one more.
	if len(delver.Rulings) != 2 || delver.Rulings[0].Date != "2011-09-22" {
		t.Errorf("Delver's rulings: %+v", delver.Rulings)
	}
	p := delver.Printing("isd", "51", "en")
	if p == nil || p.UUID == "" || p.ScryfallID == "" || !slices.Equal(p.MultiverseIDs, []int{226749, 227415}) || p.URI == "" {
		t.Errorf("Delver's English printing, from both files: %+v", p)
	}
	if p := delver.Printing("isd", "51", "fr"); p == nil || !slices.Equal(p.MultiverseIDs, []int{247234}) {
		t.Errorf("Delver's French printing: %+v", p)
	}

	pool := oneNamed(t, cs, "Vestiaire", "fr")
	if pool.Name != "Bottomless Pool // Locker Room" || pool.ManaCost != "{U} // {4}{U}" || pool.Text("fr").Name != "Piscine sans fond // Vestiaire" {
		t.Errorf("the room: %+v", pool)
	}
	st := im.Stats()
	if st.Files != 3 || st.Skipped != 1 || st.Orphaned != 1 || st.Rulings != 5 {
		t.Errorf("stats %+v", st)
	}
}

// TestImportLangs: every language on request, or only those asked.
func TestImportLangs(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts Options
		want []string // Unholy Heat's languages
	}{
		{"default", Options{}, []string{"en", "fr", "it"}},
		{"all", Options{AllLangs: true}, []string{"de", "en", "fr", "it"}},
		{"French", Options{Langs: []string{"fr"}}, []string{"fr"}},
	} {
		cs, _ := loadFixtures(t, tc.opts, "scryfall-cards.json")
		heat := oneNamed(t, cs, "Unholy Heat", "en")
		var got []string
		for l := range heat.Texts {
			got = append(got, l)
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: languages %v, want %v", tc.name, got, tc.want)
		}
	}
	cs, _ := loadFixtures(t, Options{Sets: map[string]bool{"dsk": true}, Tokens: true}, "scryfall-cards.json")
	if cs.Len() != 1 || cs.All()[0].Name != "Bottomless Pool // Locker Room" {
		t.Errorf("sets: %d cards", cs.Len())
	}
}

// TestIDsStable: a card's id is its Oracle id, whatever the files and
// their order.
func TestIDsStable(t *testing.T) {
	a, _ := loadFixtures(t, Options{}, fixtures...)
	b, _ := loadFixtures(t, Options{}, "scryfall-rulings.json", "mtgjson-isd.json", "scryfall-cards.json")
	for _, c := range a.All() {
		d := b.Card(c.ID)
		if c.ID != c.OracleID || d == nil || d.Name != c.Name || len(d.Rulings) != len(c.Rulings) || len(d.Printings) != len(c.Printings) {
			t.Errorf("%s (%s) differs read in another order: %+v", c.ID, c.Name, d)
		}
		for lang, tx := range c.Texts {
			if dx := d.Text(lang); dx == nil || dx.Text != tx.Text || dx.Set != tx.Set || dx.Number != tx.Number {
				t.Errorf("%s in %s differs read in another order: %+v, %+v", c.Name, lang, tx, dx)
			}
		}
	}
}

func TestNumberLess(t *testing.T) {
	order := []string{"1", "9", "10", "10a", "100", "★"}
	for i := range order {
		for j := range order {
			if got := numberLess(order[i], order[j]); got != (i < j) {
				t.Errorf("numberLess(%q, %q) = %v", order[i], order[j], got)
			}
		}
	}
}

// readString imports JSON documents given inline.
func readString(t *testing.T, opts Options, docs ...string) *Cards {
	t.Helper()
	im := NewImporter(opts)
	for _, d := range docs {
		if err := im.Read(strings.NewReader(d)); err != nil {
			t.Fatal(err)
		}
	}
	return im.Cards()
}

// TestPrintedTextChoice: a newer printing's name alone does not replace
// an older printing's text, but its name is kept as another name.
func TestPrintedTextChoice(t *testing.T) {
	cs := readString(t, Options{}, `[
		{"object":"card","oracle_id":"O1","name":"Owl","lang":"fr","set":"aaa","collector_number":"1","released_at":"2001-01-01",
		 "type_line":"Creature — Bird","printed_name":"Hibou","printed_type_line":"Créature : oiseau","printed_text":"Vol"},
		{"object":"card","oracle_id":"O1","name":"Owl","lang":"fr","set":"bbb","collector_number":"2","released_at":"2020-01-01",
		 "type_line":"Creature — Bird","printed_name":"Chouette"}
	]`)
	c := cs.Card("o1")
	if c == nil {
		t.Fatal("no card o1")
	}
	fr := c.Text("fr")
	if fr.Name != "Hibou" || fr.Text != "Vol" || !slices.Equal(fr.Also, []string{"Chouette"}) {
		t.Errorf("French: %+v", fr)
	}
	if ms := cs.Named("chouette"); len(ms) != 1 || ms[0].Card != c || ms[0].Lang != "fr" {
		t.Errorf("the other name: %+v", ms)
	}
}

// TestMTGJSONForeignIdentifiers: newer MTGJSON builds give each foreign
// printing its Scryfall id and multiverse id under identifiers.
func TestMTGJSONForeignIdentifiers(t *testing.T) {
	cs := readString(t, Options{}, `{"meta": {}, "data": {"ZZZ": {"code": "ZZZ", "releaseDate": "2024-01-01", "cards": [
		{"name": "Owl", "number": "7", "setCode": "ZZZ", "type": "Creature — Bird", "identifiers": {"scryfallOracleId": "O2", "multiverseId": "5"},
		 "foreignData": [{"language": "French", "name": "Hibou", "type": "Créature : oiseau",
		   "identifiers": {"scryfallId": "S-fr", "multiverseId": "6"}}]}]}}}`)
	c := cs.Card("O2")
	if c == nil {
		t.Fatal("no card O2")
	}
	p := c.Printing("zzz", "7", "fr")
	if p == nil || p.ScryfallID != "S-fr" || !slices.Equal(p.MultiverseIDs, []int{6}) || p.Released != "2024-01-01" || p.Name != "Hibou" {
		t.Errorf("French printing: %+v", p)
	}
}

// TestRecordsGolden: the fixtures' records as JSON, as the API will serve
// them: a change to the record shows in the diff.
func TestRecordsGolden(t *testing.T) {
	cs, _ := loadFixtures(t, Options{}, fixtures...)
	b, err := json.MarshalIndent(cs.All(), "", " ")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "records.golden.json"), append(b, '\n'))
}

// TestSetsFilter: only the sets asked for are kept, from AllPrintings
// (whose other sets are passed over unread), a set file and Scryfall's.
func TestSetsFilter(t *testing.T) {
	all := `{"meta": {}, "data": {
		"AAA": {"code": "AAA", "cards": [{"name": "A", "number": "1", "identifiers": {"scryfallOracleId": "oa"}}]},
		"BBB": {"code": "BBB", "cards": [{"name": "B", "number": "1", "identifiers": {"scryfallOracleId": "ob"}}], "releaseDate": "2020-01-01"},
		"CCC": {"cards": [{"bad": `
	for _, tc := range []struct {
		name, doc string
		want      []string // card names kept
	}{
		{"AllPrintings", all + `"unread, whatever it holds"}]}}}`, []string{"B"}},
		{"set file", `{"data": {"cards": [{"name": "B", "number": "2"}], "code": "BBB"}}`, []string{"B"}},
		{"another set file", `{"data": {"cards": [{"name": "C", "number": "2"}], "code": "CCC"}}`, nil},
		{"Scryfall", `{"object": "list", "data": [{"name": "A", "set": "aaa", "lang": "en"}, {"name": "B", "set": "bbb", "lang": "en"}]}`, []string{"B"}},
	} {
		cs := readString(t, Options{Sets: map[string]bool{"bbb": true}}, tc.doc)
		var got []string
		for _, c := range cs.All() {
			got = append(got, c.Name)
			if p := c.Printings[0]; p.Set != "bbb" {
				t.Errorf("%s: printing %+v", tc.name, p)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: kept %v, want %v", tc.name, got, tc.want)
		}
	}
}
