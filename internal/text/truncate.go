package text

import "unicode/utf8"

// Truncate cuts s to at most n bytes, at a character boundary, marking the
// cut with "…": a client's text that a log line or an error message
// repeats stays short.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
