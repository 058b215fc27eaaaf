package text

import "testing"

func TestTruncate(t *testing.T) {
	for _, tt := range []struct {
		s    string
		n    int
		want string
	}{
		{"éééé", 3, "é…"}, // never inside a character
		{"abc", 3, "abc"},
		{"abcd", 3, "abc…"},
		{"é", 1, "…"},
	} {
		if got := Truncate(tt.s, tt.n); got != tt.want {
			t.Errorf("Truncate(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.want)
		}
	}
}
