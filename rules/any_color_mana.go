package rules

import "github.com/arbitre/arbitre/mana"

// « Vous pouvez dépenser du mana comme s'il s'agissait de mana de n'importe
// quelle couleur pour lancer ce sort » (609.4b): each colored (or hybrid)
// symbol of the cost the spell is cast for, its own or an alternative one
// (the Ligne ley de mutation's {W}{U}{B}{R}{G}), may be paid with mana of
// any type; {C} still needs colorless mana.

func spendAnyColorOp() Op {
	return Op{Name: "spend_any_color", Doc: "mana may be spent as though it were mana of any color to cast this spell (609.4b): the colored symbols of the cost it is cast for take any mana",
		Args: []Arg{}, Handler: continuous(effStack)}
}

// anyColorCost is cost with each colored or hybrid symbol payable by any
// mana, when the spell's characteristics ch say so.
func anyColorCost(ch *Chars, cost ManaCost) ManaCost {
	if !spendsAnyColor(ch) {
		return cost
	}
	out := make(ManaCost, 0, len(cost))
	for _, s := range cost {
		switch s.Kind {
		case mana.SymColored, mana.SymHybrid:
			out = append(out, mana.Symbol{Kind: mana.SymGeneric, N: 1})
		default:
			out = append(out, s)
		}
	}
	return out
}

func spendsAnyColor(ch *Chars) bool {
	for _, a := range ch.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "spend_any_color" {
				return true
			}
		}
	}
	return false
}
