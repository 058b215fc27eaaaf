package index

import (
	"strings"
	"testing"
)

// TestRespellBudget: a query respells at most maxRespellTries of its
// unknown words; the others are searched as written. Each respelling
// looks for the known words within two typos, and a query of 64 unknown
// words spent 400 ms there on a 20,000-document corpus (issue 23).
func TestRespellBudget(t *testing.T) {
	ix := buildSmall(t)
	for _, tt := range []struct {
		words, want int
	}{
		{1, 1},
		{maxRespellTries, maxRespellTries},
		{64, maxRespellTries},
	} {
		q := strings.TrimSpace(strings.Repeat("pileuse ", tt.words))
		res := find(t, ix, q)
		if len(res.Respelled) != tt.want {
			t.Errorf("%d unknown words: %d respelled, want %d", tt.words, len(res.Respelled), tt.want)
		}
	}
}
