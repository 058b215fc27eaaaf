package mana

import (
	"fmt"
	"slices"
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
var wubrg = [...]Color{White, Blue, Black, Red, Green}

// WUBRG returns the five colors in their canonical order.
func WUBRG() []Color { return slices.Clone(wubrg[:]) }

// IsColor reports whether c is one of the five colors; Colorless is not.
func (c Color) IsColor() bool {
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
	SymX                           // {X}, and the other variables {Y} and {Z}
	SymSnow                        // {S}: one mana from a snow source
	SymPhyrexian                   // {G/P}, {W/U/P}: its color(s) or 2 life
)

// Symbol is one mana symbol of a cost.
type Symbol struct {
	Kind   SymbolKind
	N      int     // generic amount for SymGeneric
	Colors []Color // one for SymColored/SymTwoBrid, two for SymHybrid, one or two for SymPhyrexian
	Var    byte    // for SymX: 'Y' or 'Z'; 0 is X
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
		if s.Var != 0 {
			return "{" + string(s.Var) + "}"
		}
		return "{X}"
	case SymSnow:
		return "{S}"
	case SymPhyrexian:
		var b strings.Builder
		b.WriteByte('{')
		for _, c := range s.Colors {
			b.WriteString(string(c) + "/")
		}
		b.WriteString("P}")
		return b.String()
	}
	return "{?}"
}

// Cost is a sequence of mana symbols as printed. A nil Cost means the
// object has no mana cost at all (a land, a face-down permanent), which is
// different from a cost of {0}.
type Cost []Symbol

// ParseCost reads a cost written as "{2}{R}{R}", tolerating spaces between
// symbols ("{2} {R} {R}") as the release notes print them, and lower case.
// The empty string is a nil cost.
func ParseCost(s string) (Cost, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	var out Cost
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
		out = Cost{}
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
	case t == "Y" || t == "Z":
		return Symbol{Kind: SymX, Var: t[0]}, nil
	case t == "C":
		return Symbol{Kind: SymColorless}, nil
	case t == "S":
		return Symbol{Kind: SymSnow}, nil
	case len(t) == 3 && t[1] == '/' && t[2] == 'P' && Color(t[0]).IsColor():
		return Symbol{Kind: SymPhyrexian, Colors: []Color{Color(t[0])}}, nil
	case len(t) == 5 && t[1] == '/' && t[3] == '/' && t[4] == 'P' && Color(t[0]).IsColor() && Color(t[2]).IsColor() && t[0] != t[2]:
		return Symbol{Kind: SymPhyrexian, Colors: []Color{Color(t[0]), Color(t[2])}}, nil
	case len(t) == 1 && Color(t[0]).IsColor():
		return Symbol{Kind: SymColored, Colors: []Color{Color(t[0])}}, nil
	case len(t) == 3 && t[1] == '/':
		a, b := Color(t[0]), Color(t[2])
		if a == '2' && b.IsColor() {
			return Symbol{Kind: SymTwoBrid, Colors: []Color{b}}, nil
		}
		if a.IsColor() && b.IsColor() && a != b {
			return Symbol{Kind: SymHybrid, Colors: []Color{a, b}}, nil
		}
	}
	return Symbol{}, fmt.Errorf("unknown mana symbol {%s}", t)
}

// MustCost parses a cost known to be valid (engine constants, tests).
func MustCost(s string) Cost {
	c, err := ParseCost(s)
	if err != nil {
		panic(err)
	}
	return c
}

// String renders the cost in canonical form: generic first, merged.
func (c Cost) String() string {
	if c == nil {
		return ""
	}
	var b strings.Builder
	for _, s := range c {
		b.WriteString(s.String())
	}
	return b.String()
}

// ManaValue is rule 202.3: the total amount of mana in the cost, X (and Y,
// Z) counting as x (0 everywhere but on the stack), a hybrid, Phyrexian or
// snow symbol as 1, {2/W} as 2.
func (c Cost) ManaValue(x int) int {
	n := 0
	for _, s := range c {
		switch s.Kind {
		case SymGeneric:
			n += s.N
		case SymColored, SymColorless, SymHybrid, SymSnow, SymPhyrexian:
			n++
		case SymTwoBrid:
			n += 2
		case SymX:
			n += x
		}
	}
	return n
}

// Colors is rule 105.2: an object is the colors of the mana symbols in its
// cost, in WUBRG order.
func (c Cost) Colors() []Color {
	seen := map[Color]bool{}
	for _, s := range c {
		switch s.Kind {
		case SymColored, SymHybrid, SymTwoBrid, SymPhyrexian:
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

// Codes returns Colors as their letters ("W", "U" …), never nil: the
// knowledge base lists a colorless card's colors as [].
func (c Cost) Codes() []string {
	out := []string{}
	for _, col := range c.Colors() {
		out = append(out, string(col))
	}
	return out
}

// Devotion counts the symbols of the cost that are at least one of colors. A
// hybrid symbol counts once even when both its halves are among colors.
func (c Cost) Devotion(colors ...Color) int {
	n := 0
	for _, s := range c {
		if s.Kind == SymGeneric || s.Kind == SymX || s.Kind == SymColorless || s.Kind == SymSnow {
			continue
		}
		for _, col := range s.Colors {
			if slices.Contains(colors, col) {
				n++
				break
			}
		}
	}
	return n
}

// Add returns the cost c followed by d, generic amounts merged (601.2f adds
// costs together).
func (c Cost) Add(d Cost) Cost {
	return append(append(Cost{}, c...), d...).Normalize()
}

// Times returns the cost repeated n times.
func (c Cost) Times(n int) Cost {
	out := Cost{}
	for i := 0; i < n; i++ {
		out = append(out, c...)
	}
	return out.Normalize()
}

// Generic returns the total generic amount of the cost.
func (c Cost) Generic() int {
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
func (c Cost) ReduceGeneric(n int) (Cost, int) {
	g := c.Generic()
	cut := n
	if cut > g {
		cut = g
	}
	out := Cost{}
	for _, s := range c {
		if s.Kind != SymGeneric {
			out = append(out, s)
		}
	}
	if g-cut > 0 {
		out = append(Cost{{Kind: SymGeneric, N: g - cut}}, out...)
	}
	return out.Normalize(), n - cut
}

// WithX replaces each {X} by x generic mana (the cost actually paid).
func (c Cost) WithX(x int) Cost {
	out := Cost{}
	for _, s := range c {
		if s.Kind == SymX {
			if x > 0 {
				out = append(out, Symbol{Kind: SymGeneric, N: x})
			}
			continue
		}
		out = append(out, s)
	}
	return out.Normalize()
}

// Normalize merges generic symbols into one leading symbol and sorts colored
// symbols in WUBRG order so that equal costs print identically.
func (c Cost) Normalize() Cost {
	g, hasG := 0, false
	var rest Cost
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
		case SymSnow:
			return 91
		}
		for i, col := range wubrg {
			if len(s.Colors) > 0 && s.Colors[0] == col {
				return i*10 + int(s.Kind)
			}
		}
		return 99
	}
	sort.SliceStable(rest, func(i, j int) bool { return order(rest[i]) < order(rest[j]) })
	out := Cost{}
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
