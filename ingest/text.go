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
	return strings.Trim(t, "-*_—–= ") == ""
}

// setextUnderline reports whether line is a run of "=" (at least three)
// that underlines the heading above it, as plain text and markdown set
// titles.
func setextUnderline(line string) bool {
	t := strings.TrimSpace(line)
	return len(t) >= 3 && strings.Trim(t, "=") == ""
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
	// Each rewrite runs only when its marker is there: plain is called on
	// every line, and most lines have no markup at all.
	if strings.HasSuffix(s, `\`) || strings.HasSuffix(s, "  ") {
		s = hardBreak.ReplaceAllString(s, "")
	}
	if strings.IndexByte(s, '[') >= 0 {
		s = mdLinkRE.ReplaceAllString(s, "$1")
		s = regMarkRE.ReplaceAllString(s, "$1")
	}
	if strings.IndexByte(s, '*') >= 0 {
		s = boldRE.ReplaceAllString(s, "$1")
		s = stripItalics(s)
	}
	if strings.IndexByte(s, '$') >= 0 {
		s = latexOpenR.ReplaceAllString(s, "{$1}")
		s = latexVarRE.ReplaceAllString(s, "$1")
	}
	return strings.TrimSpace(s)
}

// stripItalics does what italicRE.ReplaceAllString(s, "$1") does, in one
// pass without the regexp engine: "*text*" becomes "text" when the opening
// star is followed by neither a star nor white space.
func stripItalics(s string) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '*' || i+1 >= len(s) {
			continue
		}
		switch s[i+1] {
		case '*', ' ', '\t', '\n', '\r', '\f':
			continue
		}
		j := strings.IndexByte(s[i+1:], '*')
		if j < 0 {
			break
		}
		j += i + 1
		b.WriteString(s[last:i])
		b.WriteString(s[i+1 : j])
		last = j + 1
		i = j
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}
