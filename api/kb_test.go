package api

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// fixtureKB loads testdata/kb.json, a small hand-made knowledge base in the
// shape ingest produces, quoting the real documents, and builds its
// lookups as ingest does. Unit tests use it so that they do not move when
// the parser improves.
func fixtureKB(t testing.TB) *corpus.KB {
	t.Helper()
	b, err := os.ReadFile("testdata/kb.json")
	if err != nil {
		t.Fatal(err)
	}
	var kb corpus.KB
	if err := json.Unmarshal(b, &kb); err != nil {
		t.Fatalf("testdata/kb.json: %v", err)
	}
	if err := kb.Index(); err != nil {
		t.Fatalf("testdata/kb.json: %v", err)
	}
	return &kb
}

func TestNewRejectsKBWithoutLookups(t *testing.T) {
	kb := fixtureKB(t)
	raw := &corpus.KB{Documents: kb.Documents, Cards: kb.Cards}
	if _, err := New(Config{KB: raw}); err == nil {
		t.Fatal("New accepted a knowledge base whose lookups were never built")
	}
}

func TestRulesUnder(t *testing.T) {
	kb := fixtureKB(t)
	tests := []struct {
		number, want string
	}{
		{"702.118", "[702.118 702.118a 702.118b]"},
		{"702.118b", "[702.118b]"},
		{"702.1189", "[]"},
	}
	for _, tt := range tests {
		nums := []string{}
		for _, r := range rulesUnder(kb, tt.number) {
			nums = append(nums, r.Number)
		}
		if fmt.Sprint(nums) != tt.want {
			t.Errorf("rulesUnder(%s) = %v, want %s", tt.number, nums, tt.want)
		}
	}
}

func TestIsSubRule(t *testing.T) {
	tests := []struct {
		n, h string
		want bool
	}{
		{"702.118a", "702.118", true},
		{"712.10", "712.1", false},
		{"712.1a", "712.1", true},
		{"701.34", "701", true},
		{"701.34a", "701", true},
		{"702.118", "702.118", false},
		{"7021.1", "702", false},
	}
	for _, tt := range tests {
		if got := isSubRule(tt.n, tt.h); got != tt.want {
			t.Errorf("isSubRule(%q, %q) = %v, want %v", tt.n, tt.h, got, tt.want)
		}
	}
}
