package ingest

import (
	"regexp"
	"strconv"
	"strings"
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
	for _, sym := range manaSymbols(n) {
		if !validManaSymbol(sym) {
			return "", false
		}
	}
	return strings.ReplaceAll(n, " ", ""), true
}

// validManaSymbol accepts the symbols a mana cost can hold: generic amounts,
// X/Y/Z, the five colours, colourless C, snow S, hybrids and Phyrexian.
func validManaSymbol(sym string) bool {
	for _, part := range strings.Split(sym, "/") {
		if part == "" {
			return false
		}
		if _, err := strconv.Atoi(part); err == nil {
			continue
		}
		switch part {
		case "W", "U", "B", "R", "G", "C", "S", "X", "Y", "Z", "P":
			continue
		}
		return false
	}
	return true
}

// manaSymbols splits a normalised cost into its symbols without braces.
func manaSymbols(cost string) []string {
	var out []string
	for {
		i := strings.IndexByte(cost, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(cost[i:], '}')
		if j < 0 {
			return out
		}
		if sym := cost[i+1 : i+j]; sym != "" && !strings.ContainsAny(sym, "{\\") {
			out = append(out, sym)
		}
		cost = cost[i+j+1:]
	}
}

// manaValue computes the mana value of a normalised cost: generic amounts
// count their number, X/Y/Z count 0, a hybrid counts its largest half
// ({2/W} is 2, {W/U} is 1), every other symbol counts 1. A room's cost
// "{1}{W} // {3}{W}" sums both halves, as the card does off the stack.
func manaValue(cost string) int {
	total := 0
	for _, sym := range manaSymbols(cost) {
		best := 0
		for _, part := range strings.Split(sym, "/") {
			v := 1
			if n, err := strconv.Atoi(part); err == nil {
				v = n
			} else if part == "X" || part == "Y" || part == "Z" {
				v = 0
			}
			if v > best {
				best = v
			}
		}
		total += best
	}
	return total
}

// colorOrder is WUBRG, the order colours are always listed in.
var colorOrder = []string{"W", "U", "B", "R", "G"}

// manaColors returns the colours of a normalised cost in WUBRG order: every
// coloured half of a hybrid or Phyrexian symbol counts. Never nil, so that
// JSON says [] for a colourless card.
func manaColors(cost string) []string {
	seen := map[string]bool{}
	for _, sym := range manaSymbols(cost) {
		for _, part := range strings.Split(sym, "/") {
			seen[part] = true
		}
	}
	out := []string{}
	for _, c := range colorOrder {
		if seen[c] {
			out = append(out, c)
		}
	}
	return out
}

// unionColors merges colour lists, keeping WUBRG order.
func unionColors(lists ...[]string) []string {
	seen := map[string]bool{}
	for _, l := range lists {
		for _, c := range l {
			seen[c] = true
		}
	}
	out := []string{}
	for _, c := range colorOrder {
		if seen[c] {
			out = append(out, c)
		}
	}
	return out
}
