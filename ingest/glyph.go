package ingest

import (
	"fmt"
	"strings"
	"unicode"
)

// The old rulebook was typeset with a symbol font. Its extraction turned the
// mana and tap symbols into whatever character had the same code (✱ ♠ ♣ ☞
// ♡ ♢ ♦ ♂ ☛, a lone "*", even 🌳), inconsistently: ♣ stands for black,
// green, white and tap on different pages. Nothing in the text says which is
// meant, so the parser keeps the character and flags it; it never maps one
// to a colour. Elsewhere the symbol vanished and left only a gap ("de 2   est
// à la fois rouge et noire", "coûte X ."), which is flagged too.

// nonGlyphSymbols are symbol characters that mean what they show.
var nonGlyphSymbols = map[rune]bool{
	'™': true, '®': true, '©': true, '°': true, '№': true,
	// ★/★ is the glossary's spelling of */* (variable power and
	// toughness), explained by its own entry; it stands for no mana.
	'★': true, '☆': true,
}

// isGlyph reports whether r is a stand-in for a lost mana or tap symbol.
func isGlyph(r rune) bool {
	return unicode.Is(unicode.So, r) && !nonGlyphSymbols[r]
}

// loneStar reports whether text has an asterisk standing alone as a word:
// the white mana symbol as the extraction rendered it ("(* pour blanc",
// "1 *,"). Emphasis asterisks touch the word they emphasise.
func loneStar(text string) bool {
	for i := strings.IndexByte(text, '*'); i >= 0; {
		before := i == 0 || text[i-1] == ' ' || text[i-1] == '(' || strings.HasSuffix(text[:i], "«")
		after := i+1 == len(text) || strings.IndexByte(" ,.;)", text[i+1]) >= 0 || strings.HasPrefix(text[i+1:], "»")
		if before && after {
			return true
		}
		next := strings.IndexByte(text[i+1:], '*')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// symbolGap reports whether text shows the hole a vanished symbol left: a
// run of spaces inside the line, a space before punctuation French never
// spaces (", . )") except in an ellipsis written ". . .", or a line that
// starts with the colon of a cost. Lines are normalised (no tabs or
// no-break spaces), so only ASCII spaces matter.
func symbolGap(text string) bool {
	t := strings.TrimLeft(text, " ")
	if strings.HasPrefix(t, ":") {
		return true
	}
	t = strings.TrimRight(t, " ")
	for i := 1; i < len(t); i++ {
		if t[i] != ' ' || t[i-1] == ' ' {
			continue
		}
		j := i
		for j < len(t) && t[j] == ' ' {
			j++
		}
		if j-i >= 2 || (strings.IndexByte(",.)", t[j]) >= 0 && t[i-1] != '.') {
			return true
		}
		i = j
	}
	return false
}

// glyphFlags returns the flags for one source line of element text: one
// "ambiguous-glyph: X at line N" per distinct glyph, and "lost-symbol: line
// N" when the line shows a gap where a symbol was. text is the line after
// plain, so markdown emphasis is not mistaken for a glyph.
func glyphFlags(text string, line int) (flags []string, glyphs int) {
	seen := map[string]bool{}
	add := func(g string) {
		if seen[g] {
			return
		}
		seen[g] = true
		flags = append(flags, fmt.Sprintf("ambiguous-glyph: %s at line %d", g, line))
		glyphs++
	}
	for _, r := range text {
		// Below U+2000 only ©, ® and ° are symbols, and none is a glyph.
		if r >= 0x2000 && isGlyph(r) {
			add(string(r))
		}
	}
	if loneStar(text) {
		add("*")
	}
	if symbolGap(text) {
		flags = append(flags, fmt.Sprintf("lost-symbol: line %d", line))
	}
	return flags, glyphs
}

// flagLines runs glyphFlags over source lines from..to and counts the
// ambiguous glyphs in d.
func (d *doc) flagLines(from, to int) []string {
	var flags []string
	for n := from; n <= to; n++ {
		l := strings.TrimSpace(d.line(n))
		if l == "" {
			continue
		}
		if text, ok := bullet(l); ok {
			// The list marker ("* ", "- ") is no glyph.
			l = text
		}
		f, g := glyphFlags(cleanText(l), n)
		flags = append(flags, f...)
		d.glyphs += g
	}
	return flags
}

// flagText is flagLines for one logical line, reusing its cleaned text when
// it is a single source line.
func (d *doc) flagText(l textLine) []string {
	if l.from != l.to {
		return d.flagLines(l.from, l.to)
	}
	text := l.clean
	if b, ok := bullet(l.text); ok {
		text = cleanText(b)
	}
	f, g := glyphFlags(text, l.from)
	d.glyphs += g
	return f
}
