package cardnames

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// TestMatchFixtures: both formats give the Duskmourn cards of the real
// knowledge base the same English names, French and Italian alike.
func TestMatchFixtures(t *testing.T) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"dsk-fr-chaleur-impie":                   "Unholy Heat",
		"dsk-it-calore-sacrilego":                "Unholy Heat",
		"dsk-fr-pilleuse-de-poubelles-optimiste": "Optimistic Scavenger",
		"dsk-it-sciacalla-ottimista":             "Optimistic Scavenger",
		"dsk-fr-kaito-fleau-des-cauchemars":      "Kaito, Bane of Nightmares",
		"dsk-it-kaito-flagello-degli-incubi":     "Kaito, Bane of Nightmares",
		"dsk-fr-piscine-sans-fond-vestiaire":     "Bottomless Pool // Locker Room",
		"dsk-it-piscina-abissale-spogliatoio":    "Bottomless Pool // Locker Room",
		"dsk-it-sovrano-di-caldinferno":          "Overlord of the Boilerbilges",
	}
	for _, file := range []string{"scryfall-all-cards.json", "AllPrintings.json"} {
		f, err := Load(filepath.Join("testdata", file), Sets(kb))
		if err != nil {
			t.Fatal(err)
		}
		names, rep := Match(kb, f)
		for id, en := range want {
			if got := names[id].Name; got != en {
				t.Errorf("%s: %s is %q, want %q", file, id, got, en)
			}
			if u := names[id].URI; !strings.HasPrefix(u, "https://scryfall.com/") || strings.Contains(u, "utm_") {
				t.Errorf("%s: %s links to %q", file, id, u)
			}
		}
		// Eight cards in two languages; "Chaleur impie" is printed
		// twice in the French notes.
		if rep.BySetName < 16 || rep.Ambiguous != 0 || rep.Unmatched != rep.Cards-rep.BySetName-rep.ByName {
			t.Errorf("%s: report %+v", file, rep)
		}
		for _, p := range f.Printings {
			if p.Lang == "de" || p.Set == "mh2" {
				t.Errorf("%s: kept %+v, which is of another language or set", file, p)
			}
		}
		al := names.Aliases(kb)
		if got := al["dsk-fr-chaleur-impie"]; len(got) != 1 || got[0] != "Unholy Heat" {
			t.Errorf("%s: aliases of Chaleur impie = %v", file, got)
		}
	}
}

// TestMatchFictitious: set code and printed name first; a set the file
// does not know falls back to the printed name, unless two English cards
// share it.
func TestMatchFictitious(t *testing.T) {
	kb := &corpus.KB{
		Documents: []corpus.Document{{ID: "zzz-fr", Lang: "fr", Set: "zzz"}},
		Cards: []corpus.Card{
			{ID: "zzz-fr-a", Doc: "zzz-fr", Lang: "fr", Set: "zzz", Name: "Hibou Fébrile"},
			{ID: "zzz-fr-b", Doc: "zzz-fr", Lang: "fr", Set: "qqq", Name: "Hibou fébrile"},
			{ID: "zzz-fr-c", Doc: "zzz-fr", Lang: "fr", Set: "zzz", Name: "Double Sens"},
			{ID: "zzz-fr-d", Doc: "zzz-fr", Lang: "fr", Set: "zzz", Name: "Inconnu au bataillon"},
			{ID: "zzz-de-e", Doc: "zzz-fr", Lang: "de", Set: "zzz", Name: "Eule"},
		},
	}
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	f, err := Read(strings.NewReader(`[
		{"object":"card","name":"Feverish Owl","lang":"fr","printed_name":"Hibou fébrile","set":"ZZZ","collector_number":"7"},
		{"object":"card","name":"Double Meaning","lang":"fr","printed_name":"Double sens","set":"aaa"},
		{"object":"card","name":"Double Entendre","lang":"fr","printed_name":"Double sens","set":"bbb"},
		{"object":"card","name":"Eule","lang":"de","set":"zzz"}
	]`), nil)
	if err != nil {
		t.Fatal(err)
	}
	names, rep := Match(kb, f)
	if n := names["zzz-fr-a"]; n.Name != "Feverish Owl" || n.URI != "https://scryfall.com/card/zzz/7" {
		t.Errorf("by set and name: %+v", n)
	}
	if n := names["zzz-fr-b"]; n.Name != "Feverish Owl" {
		t.Errorf("by name alone: %+v", n)
	}
	if _, ok := names["zzz-fr-c"]; ok {
		t.Errorf("an ambiguous printed name was matched: %+v", names["zzz-fr-c"])
	}
	want := Report{Cards: 4, BySetName: 1, ByName: 1, Unmatched: 1, Ambiguous: 1, Examples: []string{"Inconnu au bataillon"}, Printings: 3, FileFormat: FormatScryfall}
	if rep.Cards != want.Cards || rep.BySetName != want.BySetName || rep.ByName != want.ByName || rep.Unmatched != want.Unmatched ||
		rep.Ambiguous != want.Ambiguous || strings.Join(rep.Examples, "|") != strings.Join(want.Examples, "|") || rep.Printings != want.Printings {
		t.Errorf("report %+v, want %+v", rep, want)
	}
}

// TestReadRejects: a file of another shape, or cut short, is an error
// saying where; nothing is half-read.
func TestReadRejects(t *testing.T) {
	for _, tc := range []struct{ name, in, msg string }{
		{"empty", ``, "not JSON"},
		{"text", `name,lang`, "not JSON"},
		{"number", `42`, "neither"},
		{"object without data", `{"meta": {}}`, `no "data"`},
		{"data of strings", `{"data": "x"}`, "neither a card array"},
		{"cut short", `[{"object":"card","name":"A","lang":"fr","set":"x"}, {"name": "B"`, "card 2"},
		{"not cards", `[{"hello": "world"}]`, "not a Scryfall card object"},
		{"set cut short", `{"data": {"DSK": {"code": "DSK", "cards": [{"name": "A"`, "set DSK"},
		{"card without name", `{"data": {"DSK": {"code": "DSK", "cards": [{"number": "1"}]}}}`, "without a name"},
	} {
		f, err := Read(strings.NewReader(tc.in), nil)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: file %v, err %v; want an error saying %q", tc.name, f, err, tc.msg)
		}
		if err != nil && !strings.Contains(err.Error(), "byte ") {
			t.Errorf("%s: error %q does not say where", tc.name, err)
		}
	}
	if _, err := Load(filepath.Join("testdata", "missing.json"), nil); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Errorf("missing file: %v", err)
	}
}

// TestReadScryfallList: a Scryfall list object (a search's answer, saved)
// is read like the bulk array.
func TestReadScryfallList(t *testing.T) {
	f, err := Read(strings.NewReader(`{"object":"list","has_more":false,"data":[{"object":"card","name":"Unholy Heat","lang":"fr","printed_name":"Chaleur impie","set":"spg"}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.Format != FormatScryfall || len(f.Printings) != 1 || f.Printings[0].PrintedName != "Chaleur impie" {
		t.Errorf("got %+v", f)
	}
}

// FuzzRead: no input makes Read panic, and what it keeps is complete.
func FuzzRead(f *testing.F) {
	for _, s := range []string{
		`[{"object":"card","name":"A","lang":"fr","printed_name":"B","set":"x"}]`,
		`{"data": {"X": {"code": "X", "cards": [{"name": "A", "foreignData": [{"language": "French", "name": "B"}]}]}}}`,
		`{"object":"list","data":[]}`, `[`, `{"data": {`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		file, err := Read(strings.NewReader(in), nil)
		if err != nil {
			return
		}
		for _, p := range file.Printings {
			if p.Name == "" || p.PrintedName == "" || p.Lang == "" {
				t.Errorf("incomplete printing %+v", p)
			}
		}
	})
}
