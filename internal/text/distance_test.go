package text

import "testing"

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		max  int
		want int
	}{
		{"", "", 3, 0},
		{"", "ab", 2, 2},
		{"anthropede", "anthropede", 2, 0},
		{"antropede", "anthropede", 2, 1},   // deletion
		{"anthropedde", "anthropede", 2, 1}, // insertion
		{"anthropexe", "anthropede", 2, 1},  // substitution
		{"anhtropede", "anthropede", 2, 1},  // swap of neighbours
		{"antropedde", "anthropede", 2, 2},
		{"antrpedde", "anthropede", 2, 3}, // beyond max: max+1
		{"abc", "abcdef", 2, 3},           // length alone exceeds max
		{"kitten", "sitting", 5, 3},
		{"kitten", "sitting", 2, 3},
		{"caldinfreno", "caldinferno", 2, 1},
		{"héros", "heros", 1, 1}, // runes, not bytes
	}
	for _, tt := range tests {
		for _, buf := range [][]int{nil, make([]int, 64)} {
			if got := Distance([]rune(tt.a), []rune(tt.b), tt.max, buf); got != tt.want {
				t.Errorf("Distance(%q, %q, %d) = %d, want %d", tt.a, tt.b, tt.max, got, tt.want)
			}
		}
		if got := Distance([]rune(tt.b), []rune(tt.a), tt.max, nil); got != tt.want {
			t.Errorf("Distance(%q, %q, %d) = %d, want %d (symmetric)", tt.b, tt.a, tt.max, got, tt.want)
		}
	}
}
