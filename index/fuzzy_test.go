package index

import (
	"fmt"
	"testing"
)

func TestOSADistance(t *testing.T) {
	tests := []struct {
		a, b string
		max  int
		want int
	}{
		{"anthropede", "anthropede", 2, 0},
		{"antropede", "anthropede", 2, 1},   // deletion
		{"anthropedde", "anthropede", 2, 1}, // insertion
		{"anthropexe", "anthropede", 2, 1},  // substitution
		{"anhtropede", "anthropede", 2, 1},  // transposition
		{"antropedde", "anthropede", 2, 2},
		{"antrpedde", "anthropede", 2, 3}, // beyond max: max+1
		{"abc", "abcdef", 2, 3},           // length alone exceeds max
		{"caldinfreno", "caldinferno", 2, 1},
		{"", "ab", 2, 2},
		{"héros", "heros", 1, 1},
	}
	for _, tt := range tests {
		if got := osaDistance([]rune(tt.a), []rune(tt.b), tt.max); got != tt.want {
			t.Errorf("osaDistance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.max, got, tt.want)
		}
	}
}

func TestVocabularyNear(t *testing.T) {
	ix := buildSmall(t)
	tests := []struct {
		w    string
		max  int
		want string
	}{
		{"anthropede", 2, "[]"}, // itself excluded
		{"antropedde", 2, "[{anthropede 2}]"},
		{"poubele", 2, "[{poubelles 2}]"},
		{"vestaire", 1, "[{vestiaire 1}]"},
		{"zzzzzz", 2, "[]"},
	}
	for _, tt := range tests {
		if got := fmt.Sprint(ix.vocab.near(tt.w, tt.max)); got != tt.want {
			t.Errorf("near(%q, %d) = %s, want %s", tt.w, tt.max, got, tt.want)
		}
	}
}
