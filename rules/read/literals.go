package read

import (
	"hash/maphash"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
)

// Most clauses match none of a table's hundreds of patterns, and a
// pattern is only worth running on a text that holds every literal any
// of its matches holds (requiredLiterals). Checking those literals one
// pattern at a time, with strings.Contains, was most of the cost of
// reading. litIndex finds, in one pass over a text, which of all the
// lexicon's required literals it holds (an Aho–Corasick automaton, built
// once when the lexicon loads); a pattern then checks a few bits.

// litIndex is the automaton over the required literals of a lexicon's
// patterns, each literal numbered once.
type litIndex struct {
	ids  map[string]int32
	lits []string
	// The automaton, by byte class: the bytes no literal holds share
	// class 0, which always leads back to the start.
	class [256]uint16
	width int // classes, the row length of delta
	// delta: state*width + class → next state<<1, and 1 when literals
	// end there: most states end none, and a text passes through them
	// without looking at outs.
	delta []int32
	outs  [][]int32 // state → the literals that end there
	// recent holds the last texts scanned, by hash: a clause is scanned
	// again by each table and each reading tried (on the real cards,
	// 882,773 scans of 223,712 texts; 62% of them are found here).
	mu     sync.Mutex
	recent [recentScans]scanned
}

// recentScans is the number of scans litIndex remembers (a power of 2).
const recentScans = 1024

var scanSeed = maphash.MakeSeed()

func newLitIndex() *litIndex { return &litIndex{ids: map[string]int32{}} }

// maxLitLen is the length a literal is cut to in the automaton.
const maxLitLen = 10

// litReq is what a pattern requires of a text: every group, and of each
// group one literal at least (literal numbers of a litIndex).
type litReq [][]int32

// require returns what every match of re holds (requiredLiterals),
// numbering the new literals. It must be called before build.
func (ix *litIndex) require(re *regexp.Regexp) litReq {
	var out litReq
	for _, group := range requiredLiterals(re) {
		var ids []int32
		for _, l := range group {
			// A text that holds a literal holds its first bytes: the
			// automaton needs no more to pass over most texts, and stays
			// small enough to be read from the processor's cache.
			l = l[:min(len(l), maxLitLen)]
			id, ok := ix.ids[l]
			if !ok {
				id = int32(len(ix.lits))
				ix.ids[l] = id
				ix.lits = append(ix.lits, l)
			}
			ids = append(ids, id)
		}
		out = append(out, ids)
	}
	return out
}

// build makes the automaton of the literals required so far.
func (ix *litIndex) build() {
	ix.width = 1
	for _, l := range ix.lits {
		for i := 0; i < len(l); i++ {
			if ix.class[l[i]] == 0 {
				ix.class[l[i]] = uint16(ix.width)
				ix.width++
			}
		}
	}
	w := ix.width
	// next: state*w + class → state, -1 while the trie is built.
	var next []int32
	newState := func() int32 {
		for range w {
			next = append(next, -1)
		}
		ix.outs = append(ix.outs, nil)
		return int32(len(ix.outs) - 1)
	}
	newState()
	for id, l := range ix.lits {
		st := int32(0)
		for i := 0; i < len(l); i++ {
			at := int(st)*w + int(ix.class[l[i]])
			if next[at] < 0 {
				n := newState()
				next[at] = n
			}
			st = next[at]
		}
		ix.outs[st] = append(ix.outs[st], int32(id))
	}
	// Breadth first, each state's failure (its longest proper suffix that
	// is a state) completes its row and its outputs.
	fail := make([]int32, len(ix.outs))
	queue := []int32{0}
	for len(queue) > 0 {
		st := queue[0]
		queue = queue[1:]
		for c := range w {
			at := int(st)*w + c
			n := next[at]
			switch {
			case n < 0 && st == 0:
				next[at] = 0
			case n < 0:
				next[at] = next[int(fail[st])*w+c]
			default:
				if st != 0 {
					fail[n] = next[int(fail[st])*w+c]
				}
				ix.outs[n] = append(ix.outs[n], ix.outs[fail[n]]...)
				queue = append(queue, n)
			}
		}
	}
	ix.delta = make([]int32, len(next))
	for at, n := range next {
		ix.delta[at] = n << 1
		if len(ix.outs[n]) > 0 {
			ix.delta[at] |= 1
		}
	}
}

// scanned is a text and the literals it holds.
type scanned struct {
	s   string
	has []uint64
}

// scan reads s once for the literals it holds.
func (ix *litIndex) scan(s string) scanned {
	slot := maphash.String(scanSeed, s) & (recentScans - 1)
	ix.mu.Lock()
	r := ix.recent[slot]
	ix.mu.Unlock()
	if r.has != nil && r.s == s {
		return r
	}
	t := ix.scanText(s)
	ix.mu.Lock()
	ix.recent[slot] = t
	ix.mu.Unlock()
	return t
}

// scanText reads s once for the literals it holds.
func (ix *litIndex) scanText(s string) scanned {
	has := make([]uint64, (len(ix.lits)+63)/64)
	st, w := int32(0), ix.width
	for i := 0; i < len(s); i++ {
		v := ix.delta[int(st)*w+int(ix.class[s[i]])]
		st = v >> 1
		if v&1 != 0 {
			for _, id := range ix.outs[st] {
				has[id>>6] |= 1 << (id & 63)
			}
		}
	}
	return scanned{s, has}
}

// holds reports whether the text holds what req requires.
func (t scanned) holds(req litReq) bool {
	for _, group := range req {
		found := false
		for _, id := range group {
			if t.has[id>>6]&(1<<(id&63)) != 0 {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// holdsLiterals reports whether s holds, of each group of requiredLiterals,
// one literal at least: for a pattern run too seldom to have a litIndex.
func holdsLiterals(s string, groups [][]string) bool {
	for _, g := range groups {
		if !slices.ContainsFunc(g, func(l string) bool { return strings.Contains(s, l) }) {
			return false
		}
	}
	return true
}

// findHolding is re.FindStringSubmatch(s), not run when s lacks the
// literals every match holds (lits, requiredLiterals of re).
func findHolding(re *regexp.Regexp, lits [][]string, s string) []string {
	if !holdsLiterals(s, lits) {
		return nil
	}
	return re.FindStringSubmatch(s)
}

// requiredLiterals returns groups of literal strings such that any match
// of re holds, of each group, one string at least: the literals of its
// concatenations (with their optional parts, short alternations and
// small character classes spelled out: "gagne(?:nt)? " is "gagne " or
// "gagnent "), captures and repetitions of at least one, and of an
// alternation one group of each branch. A string shorter than two bytes
// makes its group worthless: it is left out.
func requiredLiterals(re *regexp.Regexp) [][]string {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	info := literalsOf(tree)
	return info.flush(info.exact)
}

// maxExact bounds the strings spelled out for one part of a pattern.
const maxExact = 16

// litInfo is what literalsOf knows of a part of a pattern: exact, when
// not nil, the strings it can match (all of them); must, groups as
// requiredLiterals returns them.
type litInfo struct {
	exact []string
	must  [][]string
}

// flush adds exact, as a group, to the groups.
func (li litInfo) flush(exact []string) [][]string {
	if len(exact) == 0 {
		return li.must
	}
	for _, e := range exact {
		if len(e) < 2 {
			return li.must
		}
	}
	return append(li.must, slices.Compact(slices.Sorted(slices.Values(exact))))
}

func literalsOf(t *syntax.Regexp) litInfo {
	switch t.Op {
	case syntax.OpLiteral:
		if t.Flags&syntax.FoldCase != 0 {
			return litInfo{}
		}
		return litInfo{exact: []string{string(t.Rune)}}
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return litInfo{exact: []string{""}}
	case syntax.OpCharClass:
		return classLiterals(t)
	case syntax.OpCapture:
		return literalsOf(t.Sub[0])
	case syntax.OpConcat:
		return concatLiterals(t.Sub)
	case syntax.OpAlternate:
		return alternateLiterals(t.Sub)
	case syntax.OpQuest:
		if sub := literalsOf(t.Sub[0]); sub.exact != nil && len(sub.exact) < maxExact {
			return litInfo{exact: append(slices.Clone(sub.exact), "")}
		}
	case syntax.OpPlus:
		sub := literalsOf(t.Sub[0])
		return litInfo{must: sub.flush(sub.exact)}
	case syntax.OpRepeat:
		if t.Min >= 1 {
			sub := literalsOf(t.Sub[0])
			return litInfo{must: sub.flush(sub.exact)}
		}
	}
	return litInfo{}
}

// classLiterals spells out a class of up to four characters ("[+-]").
func classLiterals(t *syntax.Regexp) litInfo {
	var out []string
	for i := 0; i+1 < len(t.Rune); i += 2 {
		for r := t.Rune[i]; r <= t.Rune[i+1]; r++ {
			if len(out) == 4 {
				return litInfo{}
			}
			out = append(out, string(r))
		}
	}
	return litInfo{exact: out}
}

// concatLiterals spells out the strings of a concatenation while there
// are few of them; where a part is not spelled out, or there would be
// too many, what was spelled out so far becomes a group.
func concatLiterals(subs []*syntax.Regexp) litInfo {
	out := litInfo{}
	cur, exact := []string{""}, true
	for _, sub := range subs {
		info := literalsOf(sub)
		out.must = append(out.must, info.must...)
		switch {
		case info.exact != nil && len(cur)*len(info.exact) <= maxExact:
			var next []string
			for _, a := range cur {
				for _, b := range info.exact {
					next = append(next, a+b)
				}
			}
			cur = next
		case info.exact != nil:
			out.must, cur, exact = out.flush(cur), info.exact, false
		default:
			out.must, cur, exact = out.flush(cur), []string{""}, false
		}
	}
	if exact {
		return litInfo{exact: cur}
	}
	out.must = out.flush(cur)
	return out
}

// alternateLiterals: the strings of the branches when each is spelled
// out, else one group: of each branch, its strings or its first group.
func alternateLiterals(subs []*syntax.Regexp) litInfo {
	var all, group []string
	exact := true
	for _, sub := range subs {
		info := literalsOf(sub)
		switch {
		case info.exact != nil:
			all = append(all, info.exact...)
			group = append(group, info.exact...)
		case len(info.must) > 0:
			exact = false
			group = append(group, info.must[0]...)
		default:
			return litInfo{}
		}
	}
	if exact && len(all) <= maxExact {
		return litInfo{exact: all}
	}
	return litInfo{must: litInfo{}.flush(group)}
}

// anchoredEnds returns the strings every match of re, anchored at the
// text's start (^) or end ($), begins or ends the text with (nil when
// there are none): a clause that begins or ends otherwise is passed over
// without running the pattern.
func anchoredEnds(re *regexp.Regexp) (prefixes, suffixes []string) {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil, nil
	}
	parts := leadingParts(tree)
	if len(parts) > 1 && parts[0].Op == syntax.OpBeginText {
		prefixes = endStrings(parts[1:], false)
	}
	if len(parts) > 1 && parts[len(parts)-1].Op == syntax.OpEndText {
		suffixes = endStrings(parts[:len(parts)-1], true)
	}
	return prefixes, suffixes
}

// endStrings spells out the parts at the start (or the end) of parts
// while they can be, as many of them as give a few strings, none empty.
func endStrings(parts []*syntax.Regexp, atEnd bool) []string {
	n := 0
	for n < len(parts) {
		i := n
		if atEnd {
			i = len(parts) - 1 - n
		}
		if literalsOf(parts[i]).exact == nil {
			break
		}
		n++
	}
	for ; n > 0; n-- {
		ends := parts[:n]
		if atEnd {
			ends = parts[len(parts)-n:]
		}
		if info := concatLiterals(ends); info.exact != nil && !slicesContainsEmpty(info.exact) {
			return info.exact
		}
	}
	return nil
}

// hasEnd reports whether s begins (or ends) with one of ends; true when
// ends is nil.
func hasEnd(s string, ends []string, atEnd bool) bool {
	if ends == nil {
		return true
	}
	for _, e := range ends {
		if !atEnd && strings.HasPrefix(s, e) || atEnd && strings.HasSuffix(s, e) {
			return true
		}
	}
	return false
}
