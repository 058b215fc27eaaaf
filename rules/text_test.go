package rules

import "testing"

// TestStripReminder pins what StripReminder removes, and that text with
// nothing to remove (its fast path) comes back as the copy would give it:
// trimmed, an invalid byte as U+FFFD.
func TestStripReminder(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"  Vol  ", "Vol"},
		{"Vol (Cette créature peut bloquer.)", "Vol"},
		{"a (b (c) d) e", "a  e"},
		{"a) b", "a b"},
		{"**Délire** — x _y_", "Délire — x y"},
		{"Vol\xff", "Vol\uFFFD"},
		{"(Vol\xff)", ""},
		{"« Vol » — {2}{R}", "« Vol » — {2}{R}"},
	}
	for _, tt := range tests {
		if got := StripReminder(tt.in); got != tt.want {
			t.Errorf("StripReminder(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
