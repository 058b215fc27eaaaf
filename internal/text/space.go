package text

import "strings"

// Spaces, as the documents print them: the no-break spaces of French
// typography, figure and thin spaces and tabs are spaces; zero-width
// spaces and a stray byte-order mark inside the text are nothing.
// NormalizeSpaces and Fold read this one table.
var spaceRunes = map[rune]string{
	'\u00a0': " ", // no-break space
	'\u202f': " ", // narrow no-break space (French typography before : ; ! ?)
	'\u2007': " ", // figure space
	'\u2009': " ", // thin space
	'\t':     " ",
	'\u200b': "", // zero-width space
	'\ufeff': "", // byte-order mark
}

var spaceReplacer = func() *strings.Replacer {
	var pairs []string
	for r, s := range spaceRunes {
		pairs = append(pairs, string(r), s)
	}
	return strings.NewReplacer(pairs...)
}()

// NormalizeSpaces writes every space of a line as U+0020, drops the
// invisible ones and trims the spaces at its end; case, accents and
// punctuation stay as written (Fold is for comparing).
func NormalizeSpaces(s string) string {
	if !needsSpaceNormalizing(s) {
		return strings.TrimRight(s, " ")
	}
	return strings.TrimRight(spaceReplacer.Replace(s), " ")
}

// needsSpaceNormalizing reports whether s holds a rune of spaceRunes, in
// one pass over the bytes: accented letters are everywhere in French and
// Italian, the spaces to rewrite are rare.
func needsSpaceNormalizing(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\t':
			return true
		case 0xC2: // U+00A0
			if i+1 < len(s) && s[i+1] == 0xA0 {
				return true
			}
		case 0xE2: // U+2007, U+2009, U+200B, U+202F
			if i+2 < len(s) && s[i+1] == 0x80 {
				switch s[i+2] {
				case 0x87, 0x89, 0x8B, 0xAF:
					return true
				}
			}
		case 0xEF: // U+FEFF
			if i+2 < len(s) && s[i+1] == 0xBB && s[i+2] == 0xBF {
				return true
			}
		}
	}
	return false
}
