package align

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func TestDefaultPair(t *testing.T) {
	doc := func(id, set, lang, kind string) corpus.Document {
		return corpus.Document{ID: id, Set: set, Lang: lang, Kind: kind}
	}
	tests := []struct {
		name     string
		docs     []corpus.Document
		from, to string
		err      bool
	}{
		{"french before italian", []corpus.Document{
			doc("abc-it", "abc", "it", corpus.KindReleaseNotes), doc("abc-fr", "abc", "fr", corpus.KindReleaseNotes)}, "abc-fr", "abc-it", false},
		{"first set with two languages", []corpus.Document{
			doc("emn-fr", "emn", "fr", corpus.KindMechanics), doc("one-fr", "one", "fr", corpus.KindReleaseNotes),
			doc("two-en", "two", "en", corpus.KindReleaseNotes), doc("two-fr", "two", "fr", corpus.KindReleaseNotes)}, "two-en", "two-fr", false},
		{"none", []corpus.Document{doc("one-fr", "one", "fr", corpus.KindReleaseNotes)}, "", "", true},
	}
	for _, tt := range tests {
		from, to, err := DefaultPair(&corpus.KB{Documents: tt.docs})
		if from != tt.from || to != tt.to || (err != nil) != tt.err {
			t.Errorf("%s: %q, %q, %v; want %q, %q, error %v", tt.name, from, to, err, tt.from, tt.to, tt.err)
		}
	}
}
