package rules

import (
	"slices"
	"testing"
)

func TestProtectionQualities(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		want []string // nil: not a quality the engine runs
	}{
		{"contre le rouge", []string{"red"}},
		{"dal rosso", []string{"red"}},
		{"from red", []string{"red"}},
		{"contre le blanc et contre le noir", []string{"white", "black"}},
		{"dal bianco e dal nero", []string{"white", "black"}},
		{"from black and from red", []string{"black", "red"}},
		{"dalle creature", []string{"creatures"}},
		{"Contre toutes les couleurs", []string{"all colors"}},
		{"da tutto", []string{"everything"}},
		{"from goblins", nil},
		// Chosen as the granting effect begins (chosen_color.go).
		{"from the color of your choice", []string{ColorOfChoice}},
		{"contre la couleur de votre choix", []string{ColorOfChoice}},
		// Chosen as the permanent entered (chosen_color_static.go).
		{"from the chosen color", []string{ChosenColor}},
		{"contre la couleur choisie", []string{ChosenColor}},
		{"dal colore scelto", []string{ChosenColor}},
		{"from red and from goblins", nil},
	} {
		got, ok := ProtectionQualities(tc.arg)
		if ok != (tc.want != nil) || !slices.Equal(got, tc.want) {
			t.Errorf("%q: got %v %v, want %v", tc.arg, got, ok, tc.want)
		}
	}
}

func TestProtects(t *testing.T) {
	redCreature := &Chars{Colors: []Color{Red}, Types: []string{TCreature}}
	goldArtifact := &Chars{Colors: []Color{White, Blue}, Types: []string{TArtifact}}
	colorless := &Chars{Types: []string{TArtifact, TCreature}}
	for _, tc := range []struct {
		quality string
		src     *Chars
		want    bool
	}{
		{"red", redCreature, true},
		{"blue", redCreature, false},
		{"blue", goldArtifact, true},
		{"creatures", redCreature, true},
		{"creatures", goldArtifact, false},
		{"artifacts", colorless, true},
		{"all colors", redCreature, true},
		{"all colors", colorless, false},
		{"multicolored", goldArtifact, true},
		{"multicolored", redCreature, false},
		{"monocolored", redCreature, true},
		{"monocolored", goldArtifact, false},
		{"everything", colorless, true},
		{"instants", redCreature, false},
	} {
		if got := protects(tc.quality, tc.src); got != tc.want {
			t.Errorf("protection from %s, source %+v: got %v, want %v", tc.quality, tc.src, got, tc.want)
		}
	}
}
