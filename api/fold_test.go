package api

import (
	"slices"
	"testing"
)

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Délire", "delire"},
		{"ŒIL DE L’ÉTÉ", "oeil de l'ete"},
		{"Ætherflux", "aetherflux"},
		{"Piscine sans fond", "piscine sans fond"},
		{"Città", "citta"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := fold(tt.in); got != tt.want {
			t.Errorf("fold(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestFoldWords(t *testing.T) {
	got := foldWords("Piscine sans fond // Vestiaire, l'Hôte")
	want := []string{"piscine", "sans", "fond", "vestiaire", "l", "hote"}
	if !slices.Equal(got, want) {
		t.Errorf("foldWords = %q, want %q", got, want)
	}
}
