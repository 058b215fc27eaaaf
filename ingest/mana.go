package ingest

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/mana"
)

// manaSymbolRE matches one mana symbol as the documents print it: "{2}",
// "{R}", "{W/U}", "{G/P}", and the LaTeX escape "\{X\}" that a converter
// left in a few lines.
var manaSymbolRE = regexp.MustCompile(`\\?\{([^{}\\]{1,5})\\?\}`)

// latexManaRE is a LaTeX-wrapped symbol, "$\{X\}$".
var latexManaRE = regexp.MustCompile(`\$\s*\\\{([^{}$\\]{1,5})\\\}\s*\$`)

// normalizeMana rewrites the mana symbols of s to canonical form: LaTeX
// escapes removed, symbol letters upper-cased, no spaces between adjacent
// symbols ("{4} {R} {R}" → "{4}{R}{R}"). Text around the symbols is kept.
func normalizeMana(s string) string {
	if strings.IndexByte(s, '{') < 0 {
		return s
	}
	if strings.IndexByte(s, '$') >= 0 || strings.IndexByte(s, '\\') >= 0 {
		s = latexManaRE.ReplaceAllString(s, "{$1}")
		s = manaSymbolRE.ReplaceAllStringFunc(s, func(m string) string {
			m = strings.TrimPrefix(m, `\`)
			return strings.Replace(m, `\}`, "}", 1)
		})
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '{' {
			b.WriteByte(c)
			continue
		}
		end := strings.IndexByte(s[i:], '}')
		if end < 0 || end > 8 || strings.IndexByte(s[i+1:i+end], '{') >= 0 {
			b.WriteByte(c)
			continue
		}
		sym := strings.ToUpper(strings.ReplaceAll(s[i+1:i+end], " ", ""))
		b.WriteByte('{')
		b.WriteString(sym)
		b.WriteByte('}')
		i += end
		// Close the gap to an adjacent symbol only: "{1} {B}" is one cost,
		// while "{2} : " keeps its space before the colon.
		if j := i + 1; j+1 < len(s) && s[j] == ' ' && s[j+1] == '{' {
			i = j
		}
	}
	return b.String()
}

// manaLineChars are the only bytes a mana-cost line can hold.
const manaLineChars = "{}0123456789WUBRGCSXYZPwubrgcsxyzp/ $\\"

// manaCostLine reports whether line is nothing but a mana cost ("{4} {R}
// {R}", "$\{X\}${2}{R}") and returns it normalised ("{4}{R}{R}").
func manaCostLine(line string) (string, bool) {
	t := strings.TrimSpace(line)
	if t == "" || (t[0] != '{' && t[0] != '$' && t[0] != '\\') {
		return "", false
	}
	// Cheap rejection first: a cost line holds nothing but symbol
	// characters ("{T} : Ajoutez {G}." starts like one).
	for i := 0; i < len(t); i++ {
		if !strings.ContainsRune(manaLineChars, rune(t[i])) {
			return "", false
		}
	}
	n := normalizeMana(t)
	rest := manaSymbolRE.ReplaceAllString(n, "")
	if strings.TrimSpace(rest) != "" || !strings.HasPrefix(n, "{") {
		return "", false
	}
	n = strings.ReplaceAll(n, " ", "")
	if _, err := mana.ParseCost(n); err != nil {
		return "", false
	}
	return n, true
}

// costFacts returns the mana value and the colors of a normalised cost;
// a cost package mana cannot read has neither (manaCostLine only keeps
// costs it reads).
func costFacts(cost string) (int, []string) {
	c, err := mana.ParseCost(cost)
	if err != nil {
		return 0, []string{}
	}
	return c.ManaValue(0), c.Codes()
}
