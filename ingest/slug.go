package ingest

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Slug turns a name into the URL-safe part of a stable id: lower case,
// accents folded, ligatures spelled out, every run of other characters one
// hyphen. "Piscine sans fond // Vestiaire" → "piscine-sans-fond-vestiaire".
func Slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == 'œ' || r == 'Œ':
			b.WriteString("oe")
			dash = false
			continue
		case r == 'æ' || r == 'Æ':
			b.WriteString("ae")
			dash = false
			continue
		}
		r = unicode.ToLower(r)
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
			dash = false
			continue
		}
		if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
