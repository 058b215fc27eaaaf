package rules

import (
	"strings"
	"unicode/utf8"
)

// StripReminder removes reminder text in parentheses and markdown emphasis,
// which keyword lines carry after the keywords.
func StripReminder(s string) string {
	if !strings.ContainsAny(s, "()*_") && utf8.ValidString(s) {
		// Nothing to remove: the loop below would copy s rune by rune
		// (the reader strips every paragraph it reads several times).
		return strings.TrimSpace(s)
	}
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch r {
		case '(':
			depth++
			continue
		case ')':
			if depth > 0 {
				depth--
			}
			continue
		case '*', '_':
			continue
		}
		if depth == 0 {
			b.WriteRune(r)
		}
	}
	return strings.TrimSpace(b.String())
}
