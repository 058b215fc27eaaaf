package rules

import "strings"

// StripReminder removes reminder text in parentheses and markdown emphasis,
// which keyword lines carry after the keywords.
func StripReminder(s string) string {
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
