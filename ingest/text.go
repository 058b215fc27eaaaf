package ingest

import (
	"regexp"
	"strings"
)

// heading reports whether line is a markdown heading ("## Title") and
// returns its level and text. The documents put headings at random levels,
// so callers use the level only as a hint.
func heading(line string) (level int, text string, ok bool) {
	t := strings.TrimLeft(line, " ")
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n == 0 || n > 6 || (n < len(t) && t[n] != ' ') {
		return 0, "", false
	}
	return n, strings.TrimSpace(t[n:]), true
}

// bullet reports whether line is a bulleted item and returns its text. The
// documents use "- ", " - ", "  - ", "•", "* " interchangeably, and their
// indentation means nothing.
func bullet(line string) (text string, ok bool) {
	t := strings.TrimLeft(line, " ")
	for _, p := range []string{"- ", "• ", "* ", "– ", "•"} {
		if strings.HasPrefix(t, p) {
			rest := strings.TrimSpace(t[len(p):])
			if rest == "" {
				return "", false
			}
			// "*Italic sentence.*" is emphasis, not a bullet.
			if p == "* " || !strings.HasPrefix(p, "*") {
				return rest, true
			}
		}
	}
	return "", false
}

// separator reports whether line is a lone separator: "-", "---", "***",
// "//" (room halves are separated by "//" lines, which callers check first).
func separator(line string) bool {
	t := strings.TrimSpace(line)
	if t == "" {
		return false
	}
	return strings.Trim(t, "-*_—– ") == ""
}

var (
	boldRE     = regexp.MustCompile(`\*\*([^*]+)\*\*`)
	italicRE   = regexp.MustCompile(`\*([^*\s][^*]*?)\*`)
	hardBreak  = regexp.MustCompile(`(\\|  +)$`)
	mdLinkRE   = regexp.MustCompile(`\[([^\]]+)\]\((https?://[^)\s]+)\)`)
	regMarkRE  = regexp.MustCompile(`\[(®|™|©)\]`)
	latexOpenR = regexp.MustCompile(`\$\\\{([^$]*?)\\\}\$`)
	// latexVarRE is a variable set in LaTeX maths, "$X$".
	latexVarRE = regexp.MustCompile(`\$([A-Za-z0-9]{1,3})\$`)
)

// plain removes markdown emphasis, hard-break markers and link syntax (the
// link text stays), so that stored text reads as printed. It does not touch
// mana symbols.
func plain(s string) string {
	s = hardBreak.ReplaceAllString(s, "")
	s = mdLinkRE.ReplaceAllString(s, "$1")
	s = regMarkRE.ReplaceAllString(s, "$1")
	s = boldRE.ReplaceAllString(s, "$1")
	s = italicRE.ReplaceAllString(s, "$1")
	s = latexOpenR.ReplaceAllString(s, "{$1}")
	if strings.IndexByte(s, '$') >= 0 {
		s = latexVarRE.ReplaceAllString(s, "$1")
	}
	return strings.TrimSpace(s)
}
