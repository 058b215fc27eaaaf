package index

import (
	"fmt"
	"strings"
	"testing"
)

func TestCloseSurface(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"piece", "piece", true},
		{"pieces", "piece", true},
		{"piece", "pieces", true},
		{"manifestee", "manifeste", true},
		{"assimilees", "assimile", true},
		{"stanze", "stanza", true},
		{"intrighi", "intrigo", false},
		{"regarder", "regard", false}, // to look is not scry
		{"deverrouillage", "deverrouiller", false},
		{"ab", "ac", false},
	}
	for _, tt := range tests {
		if got := closeSurface(tt.a, tt.b); got != tt.want {
			t.Errorf("closeSurface(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestTermMatch checks which runs of query words are read as wordings of
// the term table, and of which terms.
func TestTermMatch(t *testing.T) {
	ix := buildSmall(t)
	tests := []struct {
		q    string
		want string // spans as from-to:keys
	}{
		{"delirium", "0-0:delirium"},
		{"délire", "0-0:delirium"},
		{"delirio", "0-0:delirium"},
		{"manifest dread", "0-1:manifest-dread"}, // longest wording wins over "manifest"
		{"manifester l'effroi avec une carte", "0-1:manifest-dread"},
		{"valeur de mana d'une pièce", "0-2:mana-value 4-4:room"}, // stop word inside a wording
		{"coût converti de mana", "0-3:mana-value"},               // old French
		{"pièces", "0-0:room"},                                    // plural
		{"regarder", ""},                                          // a verb, not scry
		{"en jeu", "0-1:battlefield"},
		{"jeu", ""}, // "en" is a stop word, but the wording needs it
		{"first strike", "0-1:first-strike"},
		{"exile", "0-0:exile,removed-from-game"}, // one word, two terms
	}
	for _, tt := range tests {
		c := ix.newCompiler()
		byLang := map[string][]token{}
		for i, w := range strings.Fields(tt.q) {
			a := c.analyze(w, i)
			for j := range a.folded {
				a.folded[j].word = i
			}
			byLang[""] = append(byLang[""], a.folded...)
			for _, l := range matchLangs {
				byLang[l] = append(byLang[l], a.byLang[l]...)
			}
		}
		var got []string
		for _, s := range ix.terms.match(byLang) {
			var keys []string
			for _, ti := range s.terms {
				keys = append(keys, ix.terms.terms[ti].Key)
			}
			got = append(got, fmt.Sprintf("%d-%d:%s", s.from, s.to, strings.Join(keys, ",")))
		}
		if g := strings.Join(got, " "); g != tt.want {
			t.Errorf("match(%q) = %q, want %q", tt.q, g, tt.want)
		}
	}
}
