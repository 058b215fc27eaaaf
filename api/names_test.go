package api

import (
	"slices"
	"testing"
)

func TestAutocomplete(t *testing.T) {
	n := newNames(fixtureKB(t))
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
	n := newNames(fixtureKB(t))
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

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b  string
		limit int
		want  int
	}{
		{"", "", 3, 0},
		{"abc", "abc", 3, 0},
		{"abc", "acb", 3, 1},
		{"anthropede", "antropede", 3, 1},
		{"kitten", "sitting", 5, 3},
		{"kitten", "sitting", 2, 3},
		{"a", "bcdefg", 2, 3},
		{"délire", "delire", 3, 1},
	}
	for _, tt := range tests {
		if got := editDistance(tt.a, tt.b, tt.limit); got != tt.want {
			t.Errorf("editDistance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.limit, got, tt.want)
		}
	}
}
