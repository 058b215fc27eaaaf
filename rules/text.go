package rules

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// fold lower-cases s, removes accents, turns typographic apostrophes and
// dashes into ASCII and collapses spaces, so that "Piétinement", "piétinement"
// and "PIETINEMENT" compare equal, and "l’effroi" matches "l'effroi".
func fold(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == '’' || r == '‘' || r == 'ʼ':
			r = '\''
		case r == '–' || r == '—' || r == '‑':
			r = '-'
		case r == 'œ' || r == 'Œ':
			b.WriteString("oe")
			space = false
			continue
		case r == 'æ' || r == 'Æ':
			b.WriteString("ae")
			space = false
			continue
		case r == '\u00a0' || r == '\u202f':
			r = ' '
		}
		if unicode.IsSpace(r) {
			if !space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.TrimSpace(b.String())
}

// stripReminder removes reminder text in parentheses and markdown emphasis,
// which keyword lines carry after the keywords.
func stripReminder(s string) string {
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
