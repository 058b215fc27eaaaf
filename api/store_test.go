package api

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// fixtureKB loads testdata/kb.json, a small hand-made knowledge base in the
// shape ingest produces, quoting the real documents. Unit tests use it so
// that they do not move when the parser improves.
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
	return &kb
}

func TestStoreLookups(t *testing.T) {
	s, err := newStore(fixtureKB(t))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := s.rulingOwner("dsk-fr-anthropede-r1"); c == nil || c.ID != "dsk-fr-anthropede" {
		t.Errorf("owner of dsk-fr-anthropede-r1 = %v", c)
	}
	if _, sec := s.rulingOwner("dsk-it-s-delirio-r1"); sec == nil || sec.ID != "dsk-it-s-delirio" {
		t.Errorf("owner of dsk-it-s-delirio-r1 = %v", sec)
	}
	if got := len(s.mechanicSections["delirium"]); got != 2 {
		t.Errorf("delirium sections = %d, want 2", got)
	}
	var nums []string
	for _, r := range s.rulesNumbered("702.118") {
		nums = append(nums, r.Number)
	}
	if want := "[702.118 702.118a 702.118b]"; fmt.Sprint(nums) != want {
		t.Errorf("rulesNumbered(702.118) = %v, want %s", nums, want)
	}
	if got := s.rulesNumbered("702.118b"); len(got) != 1 {
		t.Errorf("rulesNumbered(702.118b) = %d rules, want 1", len(got))
	}
}

func TestStoreRejectsDuplicateIDs(t *testing.T) {
	kb := fixtureKB(t)
	kb.Cards = append(kb.Cards, kb.Cards[0])
	if _, err := newStore(kb); err == nil {
		t.Fatal("newStore accepted a repeated card id")
	}
	if _, err := newStore(nil); err == nil {
		t.Fatal("newStore accepted a nil KB")
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
