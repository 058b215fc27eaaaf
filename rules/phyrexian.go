package rules

import "fmt"

// Phyrexian mana (107.4f): each {G/P} of a cost is paid with one mana of
// its color or with 2 life. The engine takes the mana when the pool holds
// it for every Phyrexian symbol with the rest of the cost, and otherwise
// pays 2 life for each such symbol, from the last one, until the rest can
// be paid; a player can pay life only if their life total is at least the
// amount (119.4).

// PhyrexianSplit returns the cost with each Phyrexian symbol either
// turned into its colored mana or taken out, and the life to pay for
// those taken out.
func (g *Game) PhyrexianSplit(p int, cost ManaCost) (ManaCost, int, error) {
	var phy []int
	for i, s := range cost {
		if s.Kind == SymPhyrexian {
			phy = append(phy, i)
		}
	}
	if len(phy) == 0 {
		return cost, 0, nil
	}
	build := func(byLife int) ManaCost {
		var out ManaCost
		for i, s := range cost {
			if s.Kind != SymPhyrexian {
				out = append(out, s)
				continue
			}
			if k := indexOf(phy, i); k >= len(phy)-byLife {
				continue
			}
			out = append(out, Symbol{Kind: SymColored, Colors: s.Colors[:1]})
		}
		return out
	}
	pool := g.Players[p].Pool
	for byLife := 0; byLife <= len(phy); byLife++ {
		c := build(byLife)
		if pool.Clone().Pay(c) != nil {
			continue
		}
		life := 2 * byLife
		if life > g.Players[p].Life {
			return nil, 0, fmt.Errorf("cannot pay %s: %d life to pay, %d left (119.4)", CostString(cost), life, g.Players[p].Life)
		}
		return c, life, nil
	}
	return nil, 0, fmt.Errorf("cannot pay %s: not enough mana in pool %s", CostString(cost), pool)
}

func indexOf(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}
