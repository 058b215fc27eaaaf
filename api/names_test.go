package api

import (
	"slices"
	"testing"

	"github.com/arbitre/arbitre/cardnames"
)

func TestAutocomplete(t *testing.T) {
	n := newNames(fixtureKB(t), nil, nil)
	tests := []struct {
		q     string
		limit int
		want  []string
	}{
		{"pisc", 10, []string{"Piscina Abissale // Spogliatoio", "Piscine sans fond // Vestiaire"}},
		{"vest", 10, []string{"Piscine sans fond // Vestiaire"}},
		{"ANTHROPEDE", 10, []string{"Anthropède"}},
		// A room's face name is a prefix match too (Spogliatoio).
		{"s", 10, []string{"Piscina Abissale // Spogliatoio", "Sovrano di Caldinferno", "Suzerain de Bouillecale", "Piscine sans fond // Vestiaire", "Analyste paranormal", "Présence d'Ajani"}},
		{"s", 2, []string{"Piscina Abissale // Spogliatoio", "Sovrano di Caldinferno"}},
		{"sans fond", 10, []string{"Piscine sans fond // Vestiaire"}},
		{"", 10, []string{}},
		{"<script>", 10, []string{}},
		{"zzz", 10, []string{}},
	}
	for _, tt := range tests {
		if got := n.Autocomplete(tt.q, tt.limit); !slices.Equal(got, tt.want) {
			t.Errorf("Autocomplete(%q, %d) = %q, want %q", tt.q, tt.limit, got, tt.want)
		}
	}
}

func TestFuzzy(t *testing.T) {
	n := newNames(fixtureKB(t), nil, nil)
	tests := []struct {
		q, lang string
		want    []string
	}{
		{"Anthropède", "", []string{"dsk-fr-anthropede"}},
		{"anthropede", "", []string{"dsk-fr-anthropede"}},
		{"antropede", "", []string{"dsk-fr-anthropede"}},
		{"anthorpède", "", []string{"dsk-fr-anthropede"}},
		{"suzerin de bouilecale", "", []string{"dsk-fr-suzerain-de-bouillecale"}},
		{"Vestiaire", "", []string{"dsk-fr-piscine-sans-fond-vestiaire"}},
		{"pisc", "", []string{"dsk-fr-piscine-sans-fond-vestiaire", "dsk-it-piscina-abissale-spogliatoio"}},
		{"pisc", "it", []string{"dsk-it-piscina-abissale-spogliatoio"}},
		{"sovrano caldiferno", "", []string{"dsk-it-sovrano-di-caldinferno"}},
		{"xyzzy", "", nil},
		{"", "", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range n.Fuzzy(tt.q, tt.lang) {
			got = append(got, c.ID)
		}
		slices.Sort(got)
		if !slices.Equal(got, tt.want) {
			t.Errorf("Fuzzy(%q, %q) = %q, want %q", tt.q, tt.lang, got, tt.want)
		}
	}
}

// TestEnglishNames: an imported English name completes, resolves and
// groups the printings of its card, which is given in the language asked
// for; the documents' own names keep their cards.
func TestEnglishNames(t *testing.T) {
	kb := fixtureKB(t)
	english := cardnames.Names{
		"dsk-fr-piscine-sans-fond-vestiaire":  {Name: "Bottomless Pool // Locker Room"},
		"dsk-it-piscina-abissale-spogliatoio": {Name: "Bottomless Pool // Locker Room"},
		"dsk-fr-suzerain-de-bouillecale":      {Name: "Overlord of the Boilerbilges"},
		"dsk-it-sovrano-di-caldinferno":       {Name: "Overlord of the Boilerbilges"},
	}
	n := newNames(kb, english, nil)
	if got := n.Autocomplete("bottom", 10); !slices.Equal(got, []string{"Bottomless Pool // Locker Room"}) {
		t.Errorf("Autocomplete(bottom) = %q", got)
	}
	if got := n.Autocomplete("locker", 10); !slices.Equal(got, []string{"Bottomless Pool // Locker Room"}) {
		t.Errorf("Autocomplete(locker): a door completes to the whole English name, got %q", got)
	}
	for _, tc := range []struct{ q, lang, want string }{
		{"Overlord of the Boilerbilges", "it", "dsk-it-sovrano-di-caldinferno"},
		{"overlord boilerbiges", "fr", "dsk-fr-suzerain-de-bouillecale"}, // a typo
		{"Locker Room", "it", "dsk-it-piscina-abissale-spogliatoio"},
		{"Suzerain de Bouillecale", "it", "dsk-it-sovrano-di-caldinferno"}, // the same card: the Italian printing
	} {
		got := n.Fuzzy(tc.q, "")
		if len(got) != 1 {
			t.Errorf("Fuzzy(%q) = %d cards, want one", tc.q, len(got))
			continue
		}
		if c := n.inLang(got[0], tc.lang); c.ID != tc.want {
			t.Errorf("Fuzzy(%q) in %s = %s, want %s", tc.q, tc.lang, c.ID, tc.want)
		}
	}
	if got := n.exactOwn("Bottomless Pool"); len(got) != 0 {
		t.Errorf("exactOwn counts an English name: %v", got)
	}
	// Without English names or alignment, the French and Italian
	// printings are two cards.
	if got := newNames(kb, nil, nil).Fuzzy("pisc", ""); len(got) != 2 {
		t.Errorf("Fuzzy(pisc) without groups: %d cards, want 2", len(got))
	}
}
