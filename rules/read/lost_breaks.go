package read

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// lostBreaks cuts a paragraph where the printed text lost a line break: a
// sentence's full stop glued to the next ability, with no space between
// them ("Le Village arboricole arrive en jeu engagé.{T} : Ajoutez {G} …",
// "… arrivent sur le champ de bataille engagés.Quand les Halliers …").
// Magic's text never writes a full stop after a lower-case letter or a
// closing parenthesis, nor a reminder's closing ".)", directly before a
// mana symbol or a capital: it is two paragraphs, each an ability of its
// own, whatever its kind.
func lostBreaks(para string) []string {
	var out []string
	beg := 0
	for i := 1; i+1 < len(para); i++ {
		prev, _ := utf8.DecodeLastRuneInString(para[:i])
		next, _ := utf8.DecodeRuneInString(para[i+1:])
		switch {
		case !(next == '{' || unicode.IsUpper(next)):
			continue
		case para[i] == '.' && (unicode.IsLower(prev) || prev == ')'):
		case para[i] == ')' && prev == '.': // the end of reminder text
		default:
			continue
		}
		out = append(out, strings.TrimSpace(para[beg:i+1]))
		beg = i + 1
	}
	return append(out, strings.TrimSpace(para[beg:]))
}
