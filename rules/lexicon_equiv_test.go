package rules

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestLexiconFilesEqualGo: the YAML lexicons load into the very specs the
// Go literals write (temporary: until the literals go).
func TestLexiconFilesEqualGo(t *testing.T) {
	specs, err := lexiconSpecs()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*lexiconSpec{"fr": frenchSpec(), "it": italianSpec()}
	if len(specs) != len(want) {
		t.Fatalf("%d lexicons, want %d", len(specs), len(want))
	}
	for _, got := range specs {
		w := want[got.lang]
		if !reflect.DeepEqual(got, w) {
			gv, wv := reflect.ValueOf(*got), reflect.ValueOf(*w)
			for i := 0; i < gv.NumField(); i++ {
				// fmt prints unexported fields (Interface would panic).
				if g, w := fmt.Sprintf("%#v", gv.Field(i)), fmt.Sprintf("%#v", wv.Field(i)); g != w {
					t.Errorf("%s: field %s differs:\n got %s\nwant %s", got.lang, gv.Type().Field(i).Name, g, w)
				}
			}
			t.Errorf("%s: the YAML lexicon differs from the Go literal", got.lang)
		}
	}
}

// BenchmarkBuildLexiconsGo: BenchmarkLoadLexicons from the Go literals
// (temporary: the figure before the data files).
func BenchmarkBuildLexiconsGo(b *testing.B) {
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		for _, s := range []*lexiconSpec{frenchSpec(), italianSpec()} {
			if _, err := buildLexicon(s, terms); err != nil {
				b.Fatal(err)
			}
		}
	}
}
