package corpus

import (
	"strings"
	"testing"
)

// TestTermHistory: a term's history must say what changed and when, and
// may only name a term of the table as its successor; a bad one is
// refused with the term named.
func TestTermHistory(t *testing.T) {
	tests := []struct {
		json, err string
	}{
		{`{"terms": [{"key": "burn", "kind": "concept", "history": {"change": "abolished", "year": "2009"}}]}`, ""},
		{`{"terms": [{"key": "old", "kind": "zone", "history": {"change": "renamed", "year": "2008", "replaced_by": "new"}}, {"key": "new", "kind": "zone"}]}`, ""},
		{`{"terms": [{"key": "burn", "kind": "concept", "history": {"change": "gone", "year": "2009"}}]}`, `term "burn": history needs a change`},
		{`{"terms": [{"key": "burn", "kind": "concept", "history": {"change": "abolished"}}]}`, `term "burn": history needs a change`},
		{`{"terms": [{"key": "old", "kind": "zone", "history": {"change": "renamed", "year": "2008", "replaced_by": "nowhere"}}]}`, `term "old": replaced_by "nowhere" is no term`},
	}
	for _, tt := range tests {
		_, err := parseTerms([]byte(tt.json))
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.json, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want %q", tt.json, err, tt.err)
		}
	}
	// The embedded table's history: what the pages say of mana burn and
	// of "retirer du jeu".
	terms, err := Terms()
	if err != nil {
		t.Fatal(err)
	}
	for _, tm := range terms {
		switch tm.Key {
		case "mana-burn":
			if tm.History == nil || tm.History.Change != "abolished" {
				t.Errorf("mana burn: history %+v", tm.History)
			}
		case "removed-from-game":
			if tm.History == nil || tm.History.ReplacedBy != "exile" {
				t.Errorf("removed from the game: history %+v", tm.History)
			}
		}
	}
}
