package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
	"unicode"
	"unicode/utf8"
)

// lostBreaks cuts a paragraph where the printed text lost a line break: a
// sentence's full stop glued to the next ability, with no space between
// them ("Le Village arboricole arrive en jeu engagé.{T} : Ajoutez {G} …",
// "… arrivent sur le champ de bataille engagés.Quand les Halliers …").
// Magic's text never writes a full stop after a lower-case letter or a
// closing parenthesis, nor a reminder's closing ".)", directly before a
// mana symbol or a capital, nor a capital right after a lower-case
// letter ("VolQuand", "Incanta creaturaLa creatura"): it is two
// paragraphs, each an ability of its own, whatever its kind.
func lostBreaks(para string) []string {
	var out []string
	beg := 0
	for i := 1; i+1 < len(para); i++ {
		prev, _ := utf8.DecodeLastRuneInString(para[:i])
		if cur, _ := utf8.DecodeRuneInString(para[i:]); unicode.IsUpper(cur) && unicode.IsLower(prev) {
			// "VolQuand …", "Incanta creaturaLa creatura …": a keyword
			// line or an aura's "enchant" glued to the next paragraph.
			out = append(out, strings.TrimSpace(para[beg:i]))
			beg = i
			continue
		}
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

// readLostBreaks reads a paragraph that lost its line breaks as the
// paragraphs it joins, each read whole (keywords, reminder text and
// several abilities included): the paragraph compiles when every part
// does, to their abilities and keywords in order.
func (lx *lexicon) readLostBreaks(para string, env paragraphEnv) (Reading, bool) {
	parts := lostBreaks(strings.TrimSpace(para))
	if len(parts) < 2 {
		return Reading{}, false
	}
	r := Reading{Face: env.face, Paragraph: env.index, Text: para, Kind: "several", Status: ReadCompiled}
	var abs []*rules.Ability
	for _, p := range parts {
		pr := lx.readParagraph(p, env)
		if pr.Status != ReadCompiled {
			return Reading{}, false
		}
		abs = append(abs, pr.Abilities...)
		r.Keywords = append(r.Keywords, pr.Keywords...)
	}
	r.Abilities = abs
	return r, true
}
