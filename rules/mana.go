package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Color is one of the five colors of mana, or colorless (C).
type Color byte

// The colors, in WUBRG order; Colorless is the {C} kind of mana, not a color.
const (
	White     Color = 'W'
	Blue      Color = 'U'
	Black     Color = 'B'
	Red       Color = 'R'
	Green     Color = 'G'
	Colorless Color = 'C'
)

// wubrg is the canonical color order (rule 105.1 lists them so).
var wubrg = []Color{White, Blue, Black, Red, Green}

func validColor(c Color) bool {
	switch c {
	case White, Blue, Black, Red, Green:
		return true
	}
	return false
}

// SymbolKind classifies a mana symbol.
type SymbolKind int

// Symbol kinds.
const (
	SymGeneric   SymbolKind = iota // {3}: N generic
	SymColored                     // {R}
	SymColorless                   // {C}: colorless mana specifically
	SymHybrid                      // {W/U}: either color
	SymTwoBrid                     // {2/W}: two generic or one colored
	SymX                           // {X}
)

// Symbol is one mana symbol of a cost.
type Symbol struct {
	Kind   SymbolKind
	N      int     // generic amount for SymGeneric
	Colors []Color // one for SymColored/SymTwoBrid, two for SymHybrid
}

// String renders the symbol as "{..}".
func (s Symbol) String() string {
	switch s.Kind {
	case SymGeneric:
		return "{" + strconv.Itoa(s.N) + "}"
	case SymColored:
		return "{" + string(s.Colors[0]) + "}"
	case SymColorless:
		return "{C}"
	case SymHybrid:
		return "{" + string(s.Colors[0]) + "/" + string(s.Colors[1]) + "}"
	case SymTwoBrid:
		return "{2/" + string(s.Colors[0]) + "}"
	case SymX:
		return "{X}"
	}
	return "{?}"
}

// ManaCost is a sequence of mana symbols as printed. A nil ManaCost means the
// object has no mana cost at all (a land, a face-down permanent), which is
// different from a cost of {0}.
type ManaCost []Symbol

// ParseManaCost reads a cost written as "{2}{R}{R}", tolerating spaces between
// symbols ("{2} {R} {R}") as the release notes print them, and lower case.
// The empty string is a nil cost.
func ParseManaCost(s string) (ManaCost, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	var out ManaCost
	rest := s
	for {
		rest = strings.TrimLeft(rest, " ")
		if rest == "" {
			break
		}
		if rest[0] != '{' {
			return nil, fmt.Errorf("mana cost %q: expected '{' at %q", s, rest)
		}
		end := strings.IndexByte(rest, '}')
		if end < 0 {
			return nil, fmt.Errorf("mana cost %q: unclosed '{'", s)
		}
		sym, err := parseSymbol(strings.ToUpper(strings.TrimSpace(rest[1:end])))
		if err != nil {
			return nil, fmt.Errorf("mana cost %q: %w", s, err)
		}
		out = append(out, sym)
		rest = rest[end+1:]
	}
	if out == nil {
		out = ManaCost{}
	}
	return out, nil
}

func parseSymbol(t string) (Symbol, error) {
	if n, err := strconv.Atoi(t); err == nil && n >= 0 {
		return Symbol{Kind: SymGeneric, N: n}, nil
	}
	switch {
	case t == "X":
		return Symbol{Kind: SymX}, nil
	case t == "C":
		return Symbol{Kind: SymColorless}, nil
	case len(t) == 1 && validColor(Color(t[0])):
		return Symbol{Kind: SymColored, Colors: []Color{Color(t[0])}}, nil
	case len(t) == 3 && t[1] == '/':
		a, b := Color(t[0]), Color(t[2])
		if a == '2' && validColor(b) {
			return Symbol{Kind: SymTwoBrid, Colors: []Color{b}}, nil
		}
		if validColor(a) && validColor(b) && a != b {
			return Symbol{Kind: SymHybrid, Colors: []Color{a, b}}, nil
		}
	}
	return Symbol{}, fmt.Errorf("unknown mana symbol {%s}", t)
}

// MustCost parses a cost known to be valid (engine constants, tests).
func MustCost(s string) ManaCost {
	c, err := ParseManaCost(s)
	if err != nil {
		panic(err)
	}
	return c
}

// String renders the cost in canonical form: generic first, merged.
func (c ManaCost) String() string {
	if c == nil {
		return ""
	}
	var b strings.Builder
	for _, s := range c {
		b.WriteString(s.String())
	}
	return b.String()
}

// ManaValue is rule 202.3: the total amount of mana in the cost, X counting
// as x (0 everywhere but on the stack), a hybrid symbol as 1, {2/W} as 2.
func (c ManaCost) ManaValue(x int) int {
	n := 0
	for _, s := range c {
		switch s.Kind {
		case SymGeneric:
			n += s.N
		case SymColored, SymColorless, SymHybrid:
			n++
		case SymTwoBrid:
			n += 2
		case SymX:
			n += x
		}
	}
	return n
}

// Colors is rule 105.2: an object is the colors of the mana symbols in its cost.
func (c ManaCost) Colors() []Color {
	seen := map[Color]bool{}
	for _, s := range c {
		switch s.Kind {
		case SymColored, SymHybrid, SymTwoBrid:
			for _, col := range s.Colors {
				seen[col] = true
			}
		}
	}
	var out []Color
	for _, col := range wubrg {
		if seen[col] {
			out = append(out, col)
		}
	}
	return out
}

// Devotion counts the symbols of the cost that are at least one of colors. A
// hybrid symbol counts once even when both its halves are among colors.
func (c ManaCost) Devotion(colors ...Color) int {
	n := 0
	for _, s := range c {
		if s.Kind == SymGeneric || s.Kind == SymX || s.Kind == SymColorless {
			continue
		}
		for _, col := range s.Colors {
			if containsColor(colors, col) {
				n++
				break
			}
		}
	}
	return n
}

func containsColor(cs []Color, c Color) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// Add returns the cost c followed by d, generic amounts merged (601.2f adds
// costs together).
func (c ManaCost) Add(d ManaCost) ManaCost {
	return append(append(ManaCost{}, c...), d...).normalize()
}

// Times returns the cost repeated n times.
func (c ManaCost) Times(n int) ManaCost {
	out := ManaCost{}
	for i := 0; i < n; i++ {
		out = append(out, c...)
	}
	return out.normalize()
}

// Generic returns the total generic amount of the cost.
func (c ManaCost) Generic() int {
	n := 0
	for _, s := range c {
		if s.Kind == SymGeneric {
			n += s.N
		}
	}
	return n
}

// ReduceGeneric lowers only the generic part by n (rule 601.2f: a reduction
// of generic mana never touches colored requirements) and reports how much of
// the reduction found no generic mana to remove.
func (c ManaCost) ReduceGeneric(n int) (ManaCost, int) {
	g := c.Generic()
	cut := n
	if cut > g {
		cut = g
	}
	out := ManaCost{}
	for _, s := range c {
		if s.Kind != SymGeneric {
			out = append(out, s)
		}
	}
	if g-cut > 0 {
		out = append(ManaCost{{Kind: SymGeneric, N: g - cut}}, out...)
	}
	return out.normalize(), n - cut
}

// WithX replaces each {X} by x generic mana (the cost actually paid).
func (c ManaCost) WithX(x int) ManaCost {
	out := ManaCost{}
	for _, s := range c {
		if s.Kind == SymX {
			if x > 0 {
				out = append(out, Symbol{Kind: SymGeneric, N: x})
			}
			continue
		}
		out = append(out, s)
	}
	return out.normalize()
}

// normalize merges generic symbols into one leading symbol and sorts colored
// symbols in WUBRG order so that equal costs print identically.
func (c ManaCost) normalize() ManaCost {
	g, hasG := 0, false
	var rest ManaCost
	for _, s := range c {
		if s.Kind == SymGeneric {
			g += s.N
			hasG = true
			continue
		}
		rest = append(rest, s)
	}
	order := func(s Symbol) int {
		switch s.Kind {
		case SymX:
			return -1
		case SymColorless:
			return 90
		}
		for i, col := range wubrg {
			if len(s.Colors) > 0 && s.Colors[0] == col {
				return i*10 + int(s.Kind)
			}
		}
		return 99
	}
	sort.SliceStable(rest, func(i, j int) bool { return order(rest[i]) < order(rest[j]) })
	out := ManaCost{}
	xs := 0
	for _, s := range rest {
		if s.Kind == SymX {
			out = append(out, s)
			xs++
		}
	}
	if g > 0 || (hasG && len(rest) == 0) {
		out = append(out, Symbol{Kind: SymGeneric, N: g})
	}
	out = append(out, rest[xs:]...)
	return out
}

// Pool is a mana pool: amounts of each kind of mana.
type Pool map[Color]int

// ParsePool reads mana written as symbols, "{R}{R}{2}"; a generic number in a
// pool means colorless mana.
func ParsePool(s string) (Pool, error) {
	c, err := ParseManaCost(s)
	if err != nil {
		return nil, err
	}
	p := Pool{}
	for _, sym := range c {
		switch sym.Kind {
		case SymColored:
			p[sym.Colors[0]]++
		case SymGeneric:
			p[Colorless] += sym.N
		case SymColorless:
			p[Colorless]++
		default:
			return nil, fmt.Errorf("pool %q: %s is not a kind of mana", s, sym)
		}
	}
	return p, nil
}

// Total is the amount of mana in the pool.
func (p Pool) Total() int {
	n := 0
	for _, v := range p {
		n += v
	}
	return n
}

// String renders the pool in WUBRG order then colorless, "{R}{R}{C}".
func (p Pool) String() string {
	var b strings.Builder
	for _, c := range append(append([]Color{}, wubrg...), Colorless) {
		for i := 0; i < p[c]; i++ {
			b.WriteString("{" + string(c) + "}")
		}
	}
	return b.String()
}

func (p Pool) clone() Pool {
	q := Pool{}
	for k, v := range p {
		q[k] = v
	}
	return q
}

// Pay removes cost from the pool (X already replaced), choosing mana so that
// colored requirements are met first: colored symbols, then colorless {C},
// then hybrids (from the color left in larger supply), then generic from
// whatever remains, colorless first. The pool is unchanged on error.
func (p Pool) Pay(cost ManaCost) error {
	q := p.clone()
	generic := 0
	var hybrids []Symbol
	for _, s := range cost {
		switch s.Kind {
		case SymColored:
			if q[s.Colors[0]] == 0 {
				return fmt.Errorf("cannot pay %s: no %s mana left in pool %s", cost, string(s.Colors[0]), p)
			}
			q[s.Colors[0]]--
		case SymColorless:
			if q[Colorless] == 0 {
				return fmt.Errorf("cannot pay %s: no colorless mana left in pool %s", cost, p)
			}
			q[Colorless]--
		case SymHybrid, SymTwoBrid:
			hybrids = append(hybrids, s)
		case SymGeneric:
			generic += s.N
		case SymX:
			return fmt.Errorf("cannot pay %s: X has no value", cost)
		}
	}
	for _, s := range hybrids {
		if s.Kind == SymTwoBrid {
			if q[s.Colors[0]] > 0 {
				q[s.Colors[0]]--
			} else {
				generic += 2
			}
			continue
		}
		a, b := s.Colors[0], s.Colors[1]
		if q[b] > q[a] {
			a = b
		}
		if q[a] == 0 {
			return fmt.Errorf("cannot pay %s: no mana for %s in pool %s", cost, s, p)
		}
		q[a]--
	}
	for _, c := range append([]Color{Colorless}, wubrg...) {
		for generic > 0 && q[c] > 0 {
			q[c]--
			generic--
		}
	}
	if generic > 0 {
		return fmt.Errorf("cannot pay %s: %d generic mana short in pool %s", cost, generic, p)
	}
	for k := range p {
		delete(p, k)
	}
	for k, v := range q {
		if v > 0 {
			p[k] = v
		}
	}
	return nil
}
