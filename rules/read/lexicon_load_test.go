package read

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/arbitre/arbitre/corpus"
)

// TestLexiconFiles: the embedded lexicons load, one a file, each language
// its file's name.
func TestLexiconFiles(t *testing.T) {
	specs, err := lexiconSpecs()
	if err != nil {
		t.Fatal(err)
	}
	var langs []string
	for _, s := range specs {
		langs = append(langs, s.lang)
		if len(s.effects) == 0 || len(s.triggers) == 0 {
			t.Errorf("%s: no effects or no triggers", s.lang)
		}
	}
	if want := []string{"en", "fr", "it"}; !slices.Equal(langs, want) {
		t.Errorf("languages %q, want %q", langs, want)
	}
}

// TestLoadLexiconErrors: a broken lexicon is refused, each mistake named
// by file and line.
func TestLoadLexiconErrors(t *testing.T) {
	_, err := loadLexiconSpecs(os.DirFS("testdata/lexicon"), "broken", shapeBuilderNames())
	if err == nil {
		t.Fatal("a broken lexicon loads")
	}
	got := strings.Split(err.Error(), "\n")
	want := []string{
		"broken/xx.yaml:28: unknown key \"colour\"",
		"broken/xx.yaml:31: numbers: \"two\": want an integer",
		"broken/xx.yaml:34: nouns: \"creature\" defined twice",
		"broken/xx.yaml:36: effects: \"optional\": regexp: missing closing )",
		"broken/xx.yaml:37: effects: \"frobnicate\": no effect builder of that name",
		"broken/xx.yaml:38: effects: \"draw\": unknown placeholder {sometimes}",
		"broken/xx.yaml:39: effects: want a row of 2 strings",
		"broken/xx.yaml:41: triggers: want a string",
		"broken/xx.yaml:44: costs: defined twice",
		"broken/xx.yaml:46: qualifiers: regexp: invalid nested repetition operator: `**`",
		"broken/xx.yaml:47: fillers: want a sequence of strings",
		"broken/xx.yaml:4: reflexive: missing",
	}
	if !slices.Equal(got, want) {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLoadLexiconFileErrors: a file that is not YAML, or whose language
// is not its name, is refused with its name.
func TestLoadLexiconFileErrors(t *testing.T) {
	fr, err := lexiconFiles.ReadFile("lexicon/fr.yaml")
	if err != nil {
		t.Fatal(err)
	}
	// The mismatch is reported at the lang line.
	line := slices.Index(strings.Split(string(fr), "\n"), "lang: fr") + 1
	for name, c := range map[string]struct{ data, want string }{
		"it.yaml":  {string(fr), fmt.Sprintf(`lex/it.yaml:%d: lang "fr" in a file named it.yaml`, line)},
		"fr.yaml":  {"lang: [fr\n", "lex/fr.yaml: yaml: line 1: did not find expected ',' or ']'"},
		"seq.yaml": {"- lang: fr\n", "lex/seq.yaml:1: want a mapping of the lexicon's tables"},
	} {
		fsys := fstest.MapFS{"lex/" + name: {Data: []byte(c.data)}}
		_, err := loadLexiconSpecs(fsys, "lex", shapeBuilderNames())
		if err == nil || err.Error() != c.want {
			t.Errorf("%s: error %v, want %s", name, err, c.want)
		}
	}
}

// BenchmarkLoadLexicons: what the reader's first use pays for its
// languages: reading the files and compiling their patterns.
func BenchmarkLoadLexicons(b *testing.B) {
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		specs, err := lexiconSpecs()
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range specs {
			if _, err := buildLexicon(s, terms); err != nil {
				b.Fatal(err)
			}
		}
	}
}
