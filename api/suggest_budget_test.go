package api

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestSuggestTries: "did you mean" tries the whole query only when it is
// short enough to be a name, and at most maxSuggestWords of its words:
// a query of 64 random words tried all 65, each against every name and
// term (35 ms of CPU on the embedded documents, issue 23).
func TestSuggestTries(t *testing.T) {
	long := strings.TrimSpace(strings.Repeat("abcde ", 64))
	for _, tt := range []struct {
		q    string
		want []string
	}{
		{"pilleuse", []string{"pilleuse"}},
		{"pilleuse de poubelles", []string{"pilleuse de poubelles", "pilleuse", "poubelles"}},
		{"un deux trois quatre cinq six sept huit", []string{"un deux trois quatre cinq six sept huit", "deux", "trois", "quatre", "cinq"}},
		{long, []string{"abcde", "abcde", "abcde", "abcde"}},
	} {
		if got := suggestTries(tt.q); !slices.Equal(got, tt.want) {
			t.Errorf("suggestTries(%.30q) = %q, want %q", tt.q, got, tt.want)
		}
	}
}

// TestDidYouMeanDeadline: the suggestions stop at the stage's deadline,
// and the search is answered with what was found by then.
func TestDidYouMeanDeadline(t *testing.T) {
	s := newTestServer(t)
	if got, complete := s.didYouMean(context.Background(), "paranormol", "fr"); len(got) == 0 || !complete {
		t.Fatalf("no suggestion for a typo: %v, complete %v", got, complete)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	if got, complete := s.didYouMean(ctx, "paranormol", "fr"); len(got) != 0 || complete || time.Since(start) > 50*time.Millisecond {
		t.Errorf("past its deadline: %v (complete %v) after %v", got, complete, time.Since(start))
	}
}
