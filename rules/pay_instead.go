package rules

import (
	"fmt"
	"strings"
)

// « Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana des sorts
// que vous lancez » (Ligne ley de mutation): an alternative cost (118.9)
// for every spell its controller casts, chosen with alt: pay_instead. As
// any alternative cost, no other one with it; additional costs (kicker)
// are paid as usual; X is 0, the alternative cost having no X (107.3b).

func payInsteadOp() Op {
	return Op{Name: "pay_instead", Doc: "the affected player may pay cost rather than the mana cost of the spells they cast (cast alt: pay_instead; X is then 0)",
		Args: []Arg{Req("cost", ArgMana)}, Handler: continuous(effPlayer)}
}

// payInsteadCost is the alternative cost an effect lets p pay for a spell.
func (g *Game) payInsteadCost(p int) (ManaCost, error) {
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "pay_instead" && e.ctrl == p {
			return append(ManaCost{}, e.op.Cost...), nil
		}
	}
	return nil, fmt.Errorf("no effect lets %s pay another cost rather than the mana cost", g.Players[p].Name)
}

// checkPayInstead refuses an X other than 0 with such a cost.
func checkPayInstead(face *Face, opts CastOptions) error {
	if opts.X != 0 && strings.Contains(face.Cost.String(), "{X}") {
		return fmt.Errorf("X is 0 when the spell is cast for an alternative cost without X (107.3b)")
	}
	return nil
}

// payInsteadBase is the cost a spell cast with alt: pay_instead asks for,
// before additional costs.
func (g *Game) payInsteadBase(p int, face *Face, opts CastOptions) (ManaCost, error) {
	if err := checkPayInstead(face, opts); err != nil {
		return nil, err
	}
	return g.payInsteadCost(p)
}
