package read

import (
	"regexp"
	"slices"
	"testing"
)

// TestSplitSentences: splitSentences cuts as the regexp `[.!?]\s+` splits.
func TestSplitSentences(t *testing.T) {
	re := regexp.MustCompile(`[.!?]\s+`)
	for _, s := range []string{"", "a", ".", ". ", "a. b", "a.  b! c?\td", "a.b. c", "a. ", "a.. b", "a .\n\r\fb", "é. è!\u00a0b", "a.\v b", "?? ?"} {
		if got, want := splitSentences(s), re.Split(s, -1); !slices.Equal(got, want) {
			t.Errorf("%q: %q, the regexp splits %q", s, got, want)
		}
	}
}
