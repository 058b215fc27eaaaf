package read

import (
	"regexp"
	"regexp/syntax"
	"strings"
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
}

func newLitIndex() *litIndex { return &litIndex{ids: map[string]int32{}} }

// require returns the numbers of the literals every match of re holds,
// numbering the new ones. It must be called before build.
func (ix *litIndex) require(re *regexp.Regexp) []int32 {
	var out []int32
	for _, l := range requiredLiterals(re) {
		id, ok := ix.ids[l]
		if !ok {
			id = int32(len(ix.lits))
			ix.ids[l] = id
			ix.lits = append(ix.lits, l)
		}
		out = append(out, id)
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

// holds reports whether the text holds every literal of ids.
func (t scanned) holds(ids []int32) bool {
	for _, id := range ids {
		if t.has[id>>6]&(1<<(id&63)) == 0 {
			return false
		}
	}
	return true
}

// requiredLiterals returns the literal strings any match of re contains:
// those of its concatenations, captures and repetitions of at least one,
// not those of alternatives or optional parts.
func requiredLiterals(re *regexp.Regexp) []string {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return nil
	}
	var out []string
	var walk func(t *syntax.Regexp)
	walk = func(t *syntax.Regexp) {
		switch t.Op {
		case syntax.OpLiteral:
			if t.Flags&syntax.FoldCase == 0 && len(t.Rune) >= 2 {
				out = append(out, string(t.Rune))
			}
		case syntax.OpCapture, syntax.OpPlus:
			walk(t.Sub[0])
		case syntax.OpRepeat:
			if t.Min >= 1 {
				walk(t.Sub[0])
			}
		case syntax.OpConcat:
			for _, sub := range t.Sub {
				walk(sub)
			}
		}
	}
	walk(tree)
	return out
}

// anchoredPrefix is the literal every match of re, anchored at the
// text's start, begins the text with ("" when none).
func anchoredPrefix(re *regexp.Regexp) string {
	if !strings.HasPrefix(re.String(), "^") {
		return ""
	}
	p, _ := re.LiteralPrefix()
	return p
}
