package mana

import (
	"fmt"
	"strings"
)

// Pool is a mana pool: amounts of each kind of mana.
type Pool map[Color]int

// ParsePool reads mana written as symbols, "{R}{R}{2}"; a generic number in a
// pool means colorless mana.
func ParsePool(s string) (Pool, error) {
	c, err := ParseCost(s)
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
	for _, c := range append(WUBRG(), Colorless) {
		for i := 0; i < p[c]; i++ {
			b.WriteString("{" + string(c) + "}")
		}
	}
	return b.String()
}

// Clone returns a copy of the pool.
func (p Pool) Clone() Pool {
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
func (p Pool) Pay(cost Cost) error {
	q := p.Clone()
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
		default:
			return fmt.Errorf("cannot pay %s: paying %s is not modelled", cost, s)
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
	for _, c := range append([]Color{Colorless}, wubrg[:]...) {
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
