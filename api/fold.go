package api

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// fold lower-cases s, removes diacritics and spells out the ligatures, the
// way users type on a phone: "Délire" and "delire" fold alike, as do
// "Œil" and "oeil". Typographic apostrophes become ASCII ones.
func fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == 'œ' || r == 'Œ':
			b.WriteString("oe")
		case r == 'æ' || r == 'Æ':
			b.WriteString("ae")
		case r == '’' || r == '‘' || r == 'ʼ':
			b.WriteByte('\'')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// foldWords folds s and splits it into words of letters and digits, dropping
// punctuation: "Piscine sans fond // Vestiaire" → [piscine sans fond vestiaire].
func foldWords(s string) []string {
	return strings.FieldsFunc(fold(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}
