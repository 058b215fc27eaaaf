package align

import (
	"slices"
	"testing"
)

// TestCandidates: the names a ruling mentions, as each language writes
// them: French in sentence case up to a word that ends a name, Italian in
// title case with its connectors, italics whole; never a sentence's first
// word, nor a word in capitals.
func TestCandidates(t *testing.T) {
	tests := []struct {
		lang, text string
		want       []string
	}{
		{"fr", "Si votre cimetière contient une Attaque-à-ressort (créature-artefact), vous avez délire.", []string{"Attaque-à-ressort"}},
		{"fr", "Par exemple, si un Bassin d'élevage que vous contrôlez arrive, le Bassin d'élevage arrive engagé.", []string{"Bassin d'élevage", "Bassin d'élevage"}},
		{"fr", "À cause d'un sort comme *Changelieu*, rien ne change.", []string{"Changelieu"}},
		{"it", "Se il tuo cimitero contiene il Pupazzo a Morte (creatura artefatto), hai delirio.", []string{"Pupazzo a Morte"}},
		{"it", "Una terra che entra TAPPata come la Pozza Prolifica entra.", []string{"Pozza Prolifica"}},
		{"it", "Quando il Panarmonico è sul campo di battaglia.", []string{"Panarmonico"}},
		{"en", "If Two-Headed Giant is played, nothing.", []string{"Two-Headed Giant"}},
		{"fr", "Quand cette créature meurt, piochez une carte.", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range candidates(tt.text, tt.lang) {
			got = append(got, c.name)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("candidates(%s, %q) = %q, want %q", tt.lang, tt.text, got, tt.want)
		}
	}
}
