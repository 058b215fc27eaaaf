package rules

import (
	"strings"
	"testing"
)

// TestParseEra: every name and alias of eras.json reads back to its era,
// whose String is the name; an unknown era is an error listing the names.
func TestParseEra(t *testing.T) {
	for i, n := range eraNames() {
		for _, s := range append([]string{n.Name, strings.ToUpper(n.Name)}, n.Aliases...) {
			e, err := ParseEra(s)
			if err != nil || int(e) != i || e.String() != n.Name {
				t.Errorf("ParseEra(%q) = %v (%d), %v; want %s", s, e, int(e), err, n.Name)
			}
		}
	}
	if _, err := ParseEra("10ed"); err == nil || !strings.Contains(err.Error(), EraModern.String()) {
		t.Errorf("ParseEra(10ed): %v", err)
	}
}
