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
	r := []rune(text)
	for i, c := range r {
		if c != '*' {
			continue
		}
		before := i == 0 || unicode.IsSpace(r[i-1]) || r[i-1] == '(' || r[i-1] == '«'
		after := i+1 == len(r) || unicode.IsSpace(r[i+1]) || strings.ContainsRune(",.;)»", r[i+1])
		if before && after {
			return true
		}
	}
	return false
}

// symbolGap reports whether text shows the hole a vanished symbol left: a
// run of spaces inside the line, a space before punctuation French never
// spaces (", . )") except in an ellipsis written ". . .", or a line that
// starts with the colon of a cost.
func symbolGap(text string) bool {
	r := []rune(text)
	start := 0
	for start < len(r) && unicode.IsSpace(r[start]) {
		start++
	}
	if start < len(r) && r[start] == ':' {
		return true
	}
	for i := start; i+1 < len(r); i++ {
		if r[i] != ' ' || i == 0 || unicode.IsSpace(r[i-1]) {
			continue
		}
		j := i
		for j < len(r) && r[j] == ' ' {
			j++
		}
		if j == len(r) {
			break
		}
		if j-i >= 2 {
			return true
		}
		if strings.ContainsRune(",.)", r[j]) && r[i-1] != '.' {
			return true
		}
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
		if isGlyph(r) {
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
