package api

import "testing"

func TestValidID(t *testing.T) {
	good := []string{"dsk-fr", "dsk-fr-anthropede", "emn-fr-702.118a", "9ed-fr-g-regeneration", "702.118"}
	bad := []string{"", "../etc/passwd", "..", ".hidden", "-x", "DSK-FR", "a b", "<script>", "dsk-fr/..", "é", string(make([]byte, 201))}
	for _, s := range good {
		if !validID(s) {
			t.Errorf("validID(%q) = false", s)
		}
	}
	for _, s := range bad {
		if validID(s) {
			t.Errorf("validID(%q) = true", s)
		}
	}
}

func TestTruncate(t *testing.T) {
	if got := truncate("éééé", 3); got != "é…" {
		t.Errorf("truncate = %q", got)
	}
	if got := truncate("abc", 3); got != "abc" {
		t.Errorf("truncate = %q", got)
	}
}
