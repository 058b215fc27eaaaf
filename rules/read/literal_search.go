package read

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// The rewrites and qualifiers are unanchored patterns, most of which
// begin with \b or a class ("\bqu'", "(^|[^t] |[^s]t )arrive …"): the
// regexp package then finds no literal to skip to, and tries the pattern
// at every character of the paragraph. A litSearch finds the places a
// match can start from a literal every match holds near its start, and
// runs the pattern anchored there, with the character before it for
// context (\b): the same matches, leftmost first, at a fraction of the
// cost.

// litSearch searches a pattern from its literals.
type litSearch struct {
	re *regexp.Regexp
	// atStart is \A(?:re), for a match at the text's start; afterRune is
	// \A(?s:.)(?:re), for a match after the character before it. Neither
	// adds a group.
	atStart, afterRune *regexp.Regexp
	// lits: every match holds one of them, starting at most before bytes
	// after the match's start.
	lits   []string
	before int
}

// newLitSearch is the search of re. When no literal of re is near enough
// to its start, it runs re as it is.
func newLitSearch(re *regexp.Regexp) *litSearch {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	// Of the parts before the first unbounded one, the one whose strings
	// are longest (then fewest) is searched for: "'" rather than "l" or
	// "d" in \b([ld])'(\S).
	var best *litSearch
	score := func(ls *litSearch) [2]int {
		n := len(ls.lits[0])
		for _, l := range ls.lits {
			n = min(n, len(l))
		}
		return [2]int{n, -len(ls.lits)}
	}
	before := 0
	for _, sub := range leadingParts(tree) {
		if info := literalsOf(sub); len(info.exact) > 0 && !slicesContainsEmpty(info.exact) {
			c := &litSearch{lits: info.exact, before: before}
			if best == nil || better(score(c), score(best)) {
				best = c
			}
		}
		n, ok := maxLen(sub)
		if !ok {
			break
		}
		before += n
	}
	if best == nil {
		return &litSearch{re: re}
	}
	best.re = re
	best.atStart = regexp.MustCompile(`\A(?:` + re.String() + `)`)
	best.afterRune = regexp.MustCompile(`\A(?s:.)(?:` + re.String() + `)`)
	return best
}

// better compares two scores of newLitSearch.
func better(a, b [2]int) bool { return a[0] > b[0] || a[0] == b[0] && a[1] > b[1] }

// leadingParts are the parts a match of t is the concatenation of, in
// order, the captures and concatenations among them opened.
func leadingParts(t *syntax.Regexp) []*syntax.Regexp {
	switch t.Op {
	case syntax.OpCapture:
		return leadingParts(t.Sub[0])
	case syntax.OpConcat:
		var out []*syntax.Regexp
		for _, sub := range t.Sub {
			out = append(out, leadingParts(sub)...)
		}
		return out
	}
	return []*syntax.Regexp{t}
}

func slicesContainsEmpty(ss []string) bool {
	for _, s := range ss {
		if s == "" {
			return true
		}
	}
	return false
}

// maxLen is the most bytes a match of t can span; false when unbounded.
func maxLen(t *syntax.Regexp) (int, bool) {
	switch t.Op {
	case syntax.OpEmptyMatch, syntax.OpNoMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0, true
	case syntax.OpLiteral:
		if t.Flags&syntax.FoldCase != 0 {
			return utf8.UTFMax * len(t.Rune), true
		}
		return len(string(t.Rune)), true
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax, true
	case syntax.OpCapture:
		return maxLen(t.Sub[0])
	case syntax.OpQuest:
		return maxLen(t.Sub[0])
	case syntax.OpRepeat:
		n, ok := maxLen(t.Sub[0])
		return n * t.Max, ok && t.Max >= 0
	case syntax.OpConcat, syntax.OpAlternate:
		total := 0
		for _, sub := range t.Sub {
			n, ok := maxLen(sub)
			if !ok {
				return 0, false
			}
			if t.Op == syntax.OpConcat {
				total += n
			} else {
				total = max(total, n)
			}
		}
		return total, true
	}
	return 0, false
}

// index returns the submatch indexes of the first match of the pattern
// that starts at from or after it, as the regexp package's search from
// from finds it; nil when there is none. s must be valid UTF-8.
func (ls *litSearch) index(s string, from int) []int {
	tried := from // the starts before tried have been tried
	for q := from; q < len(s); {
		o := -1
		for _, l := range ls.lits {
			if i := strings.Index(s[q:], l); i >= 0 && (o < 0 || q+i < o) {
				o = q + i
			}
		}
		if o < 0 {
			return nil
		}
		for p := max(tried, o-ls.before); p <= o; p++ {
			if !utf8.RuneStart(s[p]) {
				continue
			}
			if m := ls.at(s, p); m != nil {
				return m
			}
		}
		tried, q = o+1, o+1
	}
	return nil
}

// at returns the submatch indexes of the match that starts at p, or nil.
func (ls *litSearch) at(s string, p int) []int {
	if p == 0 {
		return ls.atStart.FindStringSubmatchIndex(s)
	}
	_, r := utf8.DecodeLastRuneInString(s[:p])
	m := ls.afterRune.FindStringSubmatchIndex(s[p-r:])
	if m == nil {
		return nil
	}
	m[0] = r
	for i := range m {
		if m[i] >= 0 {
			m[i] += p - r
		}
	}
	return m
}

// findIndex is re.FindStringSubmatchIndex(s).
func (ls *litSearch) findIndex(s string) []int {
	if ls.lits == nil || !utf8.ValidString(s) {
		return ls.re.FindStringSubmatchIndex(s)
	}
	return ls.index(s, 0)
}

// findAll is re.FindAllStringSubmatch(s, -1).
func (ls *litSearch) findAll(s string) [][]string {
	if ls.lits == nil || !utf8.ValidString(s) {
		return ls.re.FindAllStringSubmatch(s, -1)
	}
	var out [][]string
	for m := ls.index(s, 0); m != nil; m = ls.index(s, m[1]) {
		groups := make([]string, len(m)/2)
		for i := range groups {
			if m[2*i] >= 0 {
				groups[i] = s[m[2*i]:m[2*i+1]]
			}
		}
		out = append(out, groups)
	}
	return out
}

// replaceAll is re.ReplaceAllString(s, to).
func (ls *litSearch) replaceAll(s, to string) string {
	if ls.lits == nil || !utf8.ValidString(s) {
		return ls.re.ReplaceAllString(s, to)
	}
	var out []byte
	last := 0
	// Every match holds a literal: none is empty, and the next search
	// starts where a match ends.
	for m := ls.index(s, 0); m != nil; m = ls.index(s, m[1]) {
		out = append(out, s[last:m[0]]...)
		out = ls.re.ExpandString(out, to, s, m)
		last = m[1]
	}
	if out == nil && last == 0 {
		return s
	}
	return string(append(out, s[last:]...))
}
