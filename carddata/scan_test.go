package carddata

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ulikunitz/xz"
)

// compressed writes each compression of the fixtures into dir, under
// names that lie about it: the content, not the name, tells.
func compressed(t *testing.T, dir string) map[string][]string {
	t.Helper()
	cards, err := os.ReadFile(filepath.Join("testdata", "scryfall-cards.json"))
	if err != nil {
		t.Fatal(err)
	}
	rulings, err := os.ReadFile(filepath.Join("testdata", "scryfall-rulings.json"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(cards)
	zw.Close()
	var xzb bytes.Buffer
	xw, err := xz.NewWriter(&xzb)
	if err != nil {
		t.Fatal(err)
	}
	xw.Write(cards)
	xw.Close()
	var zb bytes.Buffer
	arc := zip.NewWriter(&zb)
	for _, m := range []struct {
		name string
		b    []byte
	}{{"README.txt", []byte("not read")}, {"cards/default-cards.json", cards}, {"rulings.JSON", rulings}} {
		w, err := arc.Create(m.name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(m.b)
	}
	arc.Close()
	// bzip2 has no writer in the standard library: the rulings are
	// committed compressed (bzip2 -9).
	return map[string][]string{
		"plain": {write("cards.json.gz", cards), filepath.Join("testdata", "scryfall-rulings.json.bz2")},
		"gzip":  {write("cards.json", gz.Bytes()), filepath.Join("testdata", "scryfall-rulings.json.bz2")},
		"xz":    {write("cards.zip", xzb.Bytes()), filepath.Join("testdata", "scryfall-rulings.json")},
		"zip":   {write("cards.json.xz", zb.Bytes())},
	}
}

// TestCompressions: plain, gzip, bzip2, xz and zip files give the same
// cards, whatever their names say.
func TestCompressions(t *testing.T) {
	want, _ := loadFixtures(t, Options{}, "scryfall-cards.json", "scryfall-rulings.json")
	for name, paths := range compressed(t, t.TempDir()) {
		cs, err := Load(Options{}, paths...)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if cs.Len() != want.Len() {
			t.Errorf("%s: %d cards, want %d", name, cs.Len(), want.Len())
		}
		for _, c := range want.All() {
			d := cs.Card(c.ID)
			if d == nil || len(d.Rulings) != len(c.Rulings) || len(d.Printings) != len(c.Printings) || d.Text("fr").Text != c.Text("fr").Text {
				t.Errorf("%s: %s differs: %+v", name, c.Name, d)
			}
		}
	}
}

// TestScanErrors: a file that cannot be read is an *Error that says what
// and where: the byte, the set, the card.
func TestScanErrors(t *testing.T) {
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(`[{"object":"card","name":"A","lang":"fr","set":"x","oracle_id":"1"},{"object":"card","name":"B","lang":"fr","set":"x"}]`))
	zw.Close()
	truncatedGzip := gz.String()[:gz.Len()-12]
	for _, tc := range []struct {
		name, in string
		msg      []string // what the message says, in order
		set      string
		card     int
	}{
		{"empty", ``, []string{"byte 0", "empty, not JSON"}, "", 0},
		{"CSV", "name,lang\nA,fr\n", []string{"unknown format", `"name,lang`, "not JSON"}, "", 0},
		{"a number", `42`, []string{"neither a Scryfall card array nor an MTGJSON"}, "", 0},
		{"byte-order mark", "\ufeff[]", []string{"byte-order mark"}, "", 0},
		{"zstd", "\x28\xb5\x2f\xfd rest", []string{"zstd compression is not read"}, "", 0},
		{"zip as a stream", "PK\x03\x04 rest", []string{"from a file"}, "", 0},
		{"object without data", `{"meta": {}}`, []string{`no "data"`}, "", 0},
		{"data of strings", `{"data": "x"}`, []string{`"data" is neither`}, "", 0},
		{"wrong JSON", `[{"object":"card","name":"A","lang":"fr","set":"x"}, {"name": "B",, }]`, []string{"card 2", `after "A"`, "invalid character"}, "", 2},
		{"cut short", `[{"object":"card","name":"A","lang":"fr","set":"x"}, {"name": "B"`, []string{"card 2", "unexpected EOF"}, "", 2},
		{"card without set", `[{"object":"card","name":"A","lang":"fr"}]`, []string{"card 1", `("A")`, "no name, set or lang"}, "", 1},
		{"ruling without card", `[{"object":"ruling","comment":"x","published_at":"2020-01-01"}]`, []string{"ruling 1", "no oracle_id"}, "", 1},
		{"a field of the wrong type", `[{"object":"card","name":"A","lang":"fr","set":"x","cmc":"one"}]`, []string{"card 1", "cannot unmarshal string"}, "", 1},
		{"set cut short", `{"data": {"DSK": {"code": "DSK", "cards": [{"name": "A"`, []string{"set DSK", "card 1", "unexpected EOF"}, "DSK", 1},
		{"card without a name", `{"data": {"DSK": {"cards": [{"name": "A"}, {"number": "1"}]}}}`, []string{"set DSK", "card 2", `after "A"`, "without a name"}, "DSK", 2},
		{"set file card without a name", `{"meta": {}, "data": {"baseSetSize": 1, "cards": [{"number": "1"}], "code": "VOW"}}`, []string{"card 1", "without a name"}, "", 1},
		{"cards not an array", `{"data": {"DSK": {"cards": {}}}}`, []string{"set DSK", `"cards" is not an array`}, "DSK", 0},
		{"set not an object", `{"data": {"DSK": []}}`, []string{"set DSK", "not an MTGJSON set object"}, "DSK", 0},
		{"multiverse id", `{"data": {"DSK": {"cards": [{"name": "A", "identifiers": {"multiverseId": "x1"}}]}}}`, []string{"set DSK", "card 1", "not a number"}, "DSK", 1},
		{"gzip cut short", truncatedGzip, []string{"unexpected EOF"}, "", 0},
		{"two values", `[] []`, []string{"more data after the end"}, "", 0},
	} {
		err := Scan(strings.NewReader(tc.in), ScanOptions{}, Visitor{Entry: func(*Entry) error { return nil }})
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: err %v, want an *Error", tc.name, err)
			continue
		}
		msg, rest := err.Error(), err.Error()
		for _, m := range tc.msg {
			i := strings.Index(rest, m)
			if i < 0 {
				t.Errorf("%s: %q does not say %q (in order)", tc.name, msg, m)
				break
			}
			rest = rest[i+len(m):]
		}
		if e.Set != tc.set || e.Card != tc.card {
			t.Errorf("%s: at set %q card %d, want %q %d (%s)", tc.name, e.Set, e.Card, tc.set, tc.card, msg)
		}
		if tc.card > 0 && e.Offset == 0 {
			t.Errorf("%s: no byte offset (%s)", tc.name, msg)
		}
	}
}

// TestScanFileErrors: what only a file can get wrong.
func TestScanFileErrors(t *testing.T) {
	dir := t.TempDir()
	var zb bytes.Buffer
	arc := zip.NewWriter(&zb)
	w, _ := arc.Create("cards.csv")
	w.Write([]byte("name\n"))
	arc.Close()
	noJSON := filepath.Join(dir, "cards.zip")
	os.WriteFile(noJSON, zb.Bytes(), 0o644)
	badZip := filepath.Join(dir, "bad.zip")
	os.WriteFile(badZip, []byte("PK\x03\x04 not really"), 0o644)
	for _, tc := range []struct{ name, path, msg string }{
		{"missing", filepath.Join(dir, "missing.json"), "missing.json"},
		{"zip without JSON", noJSON, "holds no .json file (1 members: cards.csv)"},
		{"not a zip", badZip, "zip: "},
	} {
		err := ScanFile(tc.path, ScanOptions{}, Visitor{})
		if err == nil || !strings.Contains(err.Error(), tc.msg) || !strings.Contains(err.Error(), tc.path) {
			t.Errorf("%s: %v; want an error naming the file and saying %q", tc.name, err, tc.msg)
		}
	}
	// An error in a zip member names it.
	var zb2 bytes.Buffer
	arc = zip.NewWriter(&zb2)
	w, _ = arc.Create("AllPrintings.json")
	w.Write([]byte(`{"data": {"DSK": {"cards": [{"number": "1"}]}}}`))
	arc.Close()
	p := filepath.Join(dir, "AllPrintings.json.zip")
	os.WriteFile(p, zb2.Bytes(), 0o644)
	err := ScanFile(p, ScanOptions{}, Visitor{})
	if err == nil || !strings.Contains(err.Error(), "(AllPrintings.json): byte ") || !strings.Contains(err.Error(), "set DSK, card 1") {
		t.Errorf("zip member: %v", err)
	}
}

// TestVisitorError: an error of the visitor stops the reading, placed.
func TestVisitorError(t *testing.T) {
	stop := errors.New("enough")
	err := ScanFile(filepath.Join("testdata", "mtgjson-isd.json"), ScanOptions{}, Visitor{Entry: func(*Entry) error { return stop }})
	var e *Error
	if !errors.Is(err, stop) || !errors.As(err, &e) || e.Set != "ISD" || e.Card != 1 || e.Name == "" {
		t.Errorf("got %v", err)
	}
}

// TestProgress: progress is told as the reading goes, ending with the
// whole file.
func TestProgress(t *testing.T) {
	paths := compressed(t, t.TempDir())["gzip"]
	st, err := os.Stat(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	var seen []Progress
	if _, err := Load(Options{Progress: func(p Progress) { seen = append(seen, p) }}, paths[0]); err != nil {
		t.Fatal(err)
	}
	last := seen[len(seen)-1]
	want := fmt.Sprintf("%s: 0.0 of 0.0 MB (100%%), 10 cards, 0 rulings, done", paths[0])
	if got := last.String(); got != want {
		t.Errorf("progress says %q, want %q", got, want)
	}
	if got := (Progress{Bytes: 2e6, Cards: 5}).String(); got != "stream: 2.0 MB, 5 cards, 0 rulings" {
		t.Errorf("progress of a stream says %q", got)
	}
	if !last.Done || last.Bytes != st.Size() || last.Size != st.Size() || last.Cards != 10 || last.File != paths[0] {
		t.Errorf("last progress %+v; file of %d bytes", last, st.Size())
	}
}
