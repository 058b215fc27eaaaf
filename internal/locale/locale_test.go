package locale

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestEmbedded: the program's catalogue loads, in its three languages.
func TestEmbedded(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(c.Languages(), " "); got != "en fr it" {
		t.Errorf("languages %s, want en fr it", got)
	}
	if len(c.Keys()) < 400 {
		t.Errorf("%d keys", len(c.Keys()))
	}
}

// TestComplete requires every key in every language: the fallback to
// English is for a language being added, not for the ones the pages offer.
func TestComplete(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range c.Languages() {
		for _, key := range c.Keys() {
			if !c.Translated(lang, key) {
				t.Errorf("translations/%s.json: %q missing", lang, key)
			}
		}
	}
}

// TestCanonical keeps every file as encoding/json writes it, two spaces
// of indent, keys sorted, no HTML escapes: one key per line, at the same
// line in every language, so that files compare side by side.
func TestCanonical(t *testing.T) {
	files, err := fs.Glob(translations, "translations/*.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range files {
		data, err := translations.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var want bytes.Buffer
		enc := json.NewEncoder(&want)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(m); err != nil {
			t.Fatal(err)
		}
		got, wantLines := strings.Split(string(data), "\n"), strings.Split(want.String(), "\n")
		for i := range max(len(got), len(wantLines)) {
			g, w := line(got, i), line(wantLines, i)
			if g != w {
				t.Errorf("%s:%d: %s\nwant %s (sorted keys, two spaces, one key a line)", name, i+1, g, w)
				break
			}
		}
	}
}

func line(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end of file)"
}

// TestParseErrors: what Parse refuses, and that it names the file, the
// line and the key.
func TestParseErrors(t *testing.T) {
	en := `{
  "a.count": "%d cards in %s",
  "a.name": "name %q",
  "a.plain": "plain"
}
`
	tests := []struct {
		name  string
		files map[string]string
		want  string // in the error; "" for none
	}{
		{"good", map[string]string{"en.json": en, "fr.json": `{"a.count": "%[2]s : %[1]d cartes", "a.name": "nom « %s »"}`}, ""},
		{"verb left out", map[string]string{"en.json": en, "fr.json": `{"a.count": "des cartes dans %[2]s"}`}, ""},
		{"any value", map[string]string{"en.json": en, "fr.json": `{"a.count": "%v cartes dans %v"}`}, ""},
		{"no base", map[string]string{"fr.json": `{}`}, "no en.json"},
		{"bad json", map[string]string{"en.json": en, "fr.json": "{\n  \"a.plain\": \"x\",\n}"}, "tr/fr.json:3: invalid character '}'"},
		{"not an object", map[string]string{"en.json": `["a"]`}, "tr/en.json:1: want an object"},
		{"not a string", map[string]string{"en.json": `{"a.n": 2}`}, `tr/en.json:1: "a.n": the message is not a string`},
		{"empty", map[string]string{"en.json": en, "it.json": "{\n\"a.plain\": \" \"}"}, `tr/it.json:2: "a.plain": empty message`},
		{"twice", map[string]string{"en.json": "{\"a.x\": \"1\",\n\"a.x\": \"2\"}"}, `tr/en.json:2: "a.x": given twice`},
		{"trailing", map[string]string{"en.json": `{"a.x": "1"} {}`}, "tr/en.json:1: data after the object"},
		{"unknown key", map[string]string{"en.json": en, "fr.json": "{\n\"a.plan\": \"x\"}"}, `tr/fr.json:2: "a.plan": no such key in en.json`},
		{"text for number", map[string]string{"en.json": en, "fr.json": "{\n\"a.count\": \"%s cartes dans %s\"}"},
			`tr/fr.json:2: "a.count": %[1]s where the en message has %[1]d`},
		{"number for text", map[string]string{"en.json": en, "it.json": "{\"a.name\": \"nome %d\"}"},
			`tr/it.json:1: "a.name": %[1]d where the en message has %[1]q`},
		{"argument too many", map[string]string{"en.json": en, "fr.json": "{\"a.name\": \"%s %s\"}"},
			`tr/fr.json:1: "a.name": %[2]s uses an argument the en message does not take`},
		{"argument where none", map[string]string{"en.json": en, "fr.json": "{\"a.plain\": \"%s\"}"},
			`"a.plain": %[1]s uses an argument`},
	}
	for _, tt := range tests {
		fsys := fstest.MapFS{}
		for name, data := range tt.files {
			fsys[name] = &fstest.MapFile{Data: []byte(data)}
		}
		c, err := Parse(fsys, "tr")
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.want != "" && err == nil:
			t.Errorf("%s: no error, want %q", tt.name, tt.want)
		case tt.want != "" && !strings.Contains(err.Error(), tt.want):
			t.Errorf("%s: %v\nwant %q", tt.name, err, tt.want)
		case tt.want == "" && c == nil:
			t.Errorf("%s: no catalogue", tt.name)
		}
	}
}

// TestMessage: a language's message, else English's; an unknown key.
func TestMessage(t *testing.T) {
	c, err := Parse(fstest.MapFS{
		"en.json": {Data: []byte(`{"a.x": "x", "a.y": "y"}`)},
		"fr.json": {Data: []byte(`{"a.x": "ix"}`)},
	}, "tr")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		lang, key, want string
		ok              bool
	}{
		{"fr", "a.x", "ix", true},
		{"fr", "a.y", "y", true},
		{"de", "a.x", "x", true},
		{"en", "a.z", "", false},
	}
	for _, tt := range tests {
		if got, ok := c.Message(tt.lang, tt.key); got != tt.want || ok != tt.ok {
			t.Errorf("Message(%s, %s) = %q, %v; want %q, %v", tt.lang, tt.key, got, ok, tt.want, tt.ok)
		}
	}
	if !c.Has("a.y") || c.Has("a.z") || c.Translated("fr", "a.y") {
		t.Error("Has or Translated wrong")
	}
}

// TestUses reads formats as fmt does.
func TestUses(t *testing.T) {
	tests := []struct {
		format string
		want   string
	}{
		{"plain", ""},
		{"100%% sure", ""},
		{"%s and %d", "%[1]s %[2]d"},
		{"%[2]s then %s, %[1]q", "%[2]s %[3]s %[1]q"},
		{"%-5.2f|%+d|%#x", "%[1]f %[2]d %[3]x"},
		{"%*d", "[1]* (a width) %[2]d"},
		{"%.[2]*[1]f", "[2]* (a width) %[1]f"},
		{"« %s »", "%[1]s"},
		{"trailing %", ""},
	}
	for _, tt := range tests {
		var got []string
		for _, u := range uses(tt.format) {
			got = append(got, u.String())
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("uses(%q) = %s, want %s", tt.format, g, tt.want)
		}
	}
}
