package carddata

import (
	"strings"
	"testing"
)

// FuzzImport: no input makes the reader or the Importer panic; an input
// read gives cards with an id and an English name, found by it.
func FuzzImport(f *testing.F) {
	for _, s := range []string{
		`[{"object":"card","oracle_id":"o","name":"A","lang":"fr","printed_name":"B","set":"x","collector_number":"1"}]`,
		`[{"object":"card","name":"A // B","lang":"it","set":"x","card_faces":[{"name":"A","printed_name":"C"},{"name":"B","printed_name":"D"}]}]`,
		`[{"object":"ruling","oracle_id":"o","published_at":"2020-01-01","comment":"c"}]`,
		`{"data": {"X": {"code": "X", "cards": [{"name": "A", "side": "b", "foreignData": [{"language": "French", "name": "B"}]}]}}}`,
		`{"meta": {}, "data": {"cards": [{"name": "A", "rulings": [{"date": "d", "text": "t"}]}], "code": "X"}}`,
		`{"object":"list","data":[]}`, `[`, `{"data": {`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		im := NewImporter(Options{AllLangs: true, Tokens: true})
		if err := im.Read(strings.NewReader(in)); err != nil {
			return
		}
		cs := im.Cards()
		for _, c := range cs.All() {
			if c.ID == "" || c.Name == "" {
				t.Errorf("incomplete card %+v", c)
			}
			if strings.TrimSpace(nameKey(c.Name)) != "" && len(cs.Named(c.Name)) == 0 {
				t.Errorf("%q does not find its card", c.Name)
			}
		}
		cs.Fuzzy(in, 3)
	})
}
