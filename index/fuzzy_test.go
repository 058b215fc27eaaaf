package index

import (
	"fmt"
	"testing"
)

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
