package text

import "strings"

// Slug turns a name into the URL-safe part of a stable id: the name folded
// (see Fold), then every run of characters other than a-z and 0-9 made one
// hyphen, with none at either end.
// "Piscine sans fond // Vestiaire" → "piscine-sans-fond-vestiaire".
//
// The ids of the knowledge base are built from it: changing what it does
// changes them.
func Slug(s string) string {
	f := Fold(s)
	var b strings.Builder
	b.Grow(len(f))
	dash := false
	for i := 0; i < len(f); i++ {
		c := f[i]
		if ('a' <= c && c <= 'z') || ('0' <= c && c <= '9') {
			b.WriteByte(c)
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
