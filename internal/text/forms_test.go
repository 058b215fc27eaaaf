package text

import (
	"slices"
	"testing"
)

func TestFormKey(t *testing.T) {
	for in, want := range map[string]string{
		"manifester": "mani",
		"mani":       "mani",
		"vol":        "vol",
		"":           "",
		"délire":     "d\xc3\xa9l", // bytes, not runes: a key, never shown
	} {
		if got := FormKey(in); got != want {
			t.Errorf("FormKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFormIndex(t *testing.T) {
	ix := make(FormIndex[string])
	for _, f := range []string{"manifester l'effroi", "manifester", "mana", "vol", "vol-de-vie", "regard"} {
		ix.Add(f, f)
	}
	tests := []struct {
		word string
		want []string
	}{
		{"manifestez", []string{"manifester l'effroi", "manifester"}},
		{"mana", []string{"mana"}},
		{"vol", []string{"vol", "vol-de-vie"}},
		{"volonte", nil},
		{"reg", nil},
		{"regardez", []string{"regard"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := ix.Candidates(tt.word); !slices.Equal(got, tt.want) {
			t.Errorf("Candidates(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}
