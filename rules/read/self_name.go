package read

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Compiling each card's name pattern (selfMatchers) was a fifth of the
// cost of reading cards. The pattern is
//
//	(^|[^a-z0-9'~])(PREFIX)?NAME($|[^a-z0-9])
//
// and PREFIX, the lexicon's selfPrefix, is a list of literal words
// ("de la |le |l'|…"): findLiteral matches it as the regexp package
// would, leftmost first, each alternative in the order the regexp tries
// it, without compiling anything.

// selfPrefixes are the literal alternatives of a lexicon's selfPrefix,
// in its order.
type selfPrefixes struct {
	alts    []string
	longest int
}

// literalSelfPrefixes returns the alternatives of p when it is an
// alternation of literals, nil otherwise (the name's pattern is then
// compiled).
func literalSelfPrefixes(p string) *selfPrefixes {
	out := &selfPrefixes{}
	for _, alt := range strings.Split(p, "|") {
		if regexp.QuoteMeta(alt) != alt {
			return nil
		}
		out.alts = append(out.alts, alt)
		out.longest = max(out.longest, len(alt))
	}
	return out
}

// findLiteral is find for a literal prefix; first is the name's first
// occurrence in s.
func (n *selfName) findLiteral(s string, first int) []int {
	// A match holds the name at most a prefix and a character after its
	// start.
	from := first - n.prefixes.longest - utf8.UTFMax
	for st := 0; st < len(s); {
		r, size := utf8.DecodeRuneInString(s[st:])
		if st >= from {
			if st == 0 {
				if loc := n.matchAt(s, 0, 0); loc != nil {
					return loc
				}
			}
			if !isNameByte(r) && r != '\'' && r != '~' {
				if loc := n.matchAt(s, st, st+size); loc != nil {
					return loc
				}
			}
		}
		st += size
	}
	return nil
}

// isNameByte reports whether r is in [a-z0-9].
func isNameByte(r rune) bool { return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' }

// matchAt matches the rest of the pattern after (^|[^a-z0-9'~]), which
// spans s[st:pos]: the prefixes in order, then none.
func (n *selfName) matchAt(s string, st, pos int) []int {
	for _, alt := range n.prefixes.alts {
		if !strings.HasPrefix(s[pos:], alt) {
			continue
		}
		if e, end, ok := n.nameAt(s, pos+len(alt)); ok {
			return []int{st, end, st, pos, pos, pos + len(alt), e, end}
		}
	}
	if e, end, ok := n.nameAt(s, pos); ok {
		return []int{st, end, st, pos, -1, -1, e, end}
	}
	return nil
}

// nameAt matches NAME($|[^a-z0-9]) at p: where the name ends and where
// the match does.
func (n *selfName) nameAt(s string, p int) (e, end int, ok bool) {
	if !strings.HasPrefix(s[p:], n.name) {
		return 0, 0, false
	}
	e = p + len(n.name)
	if e == len(s) {
		return e, e, true
	}
	r, size := utf8.DecodeRuneInString(s[e:])
	if isNameByte(r) {
		return 0, 0, false
	}
	return e, e + size, true
}
