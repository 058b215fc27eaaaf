package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// A card's own alternative cost (118.9), printed as a sentence: "[If C,]
// you may (costs) rather than pay this spell's mana cost", « [Si C,] vous
// pouvez (coûts) à la place de payer le coût de mana de ~ », « puoi
// (costi) invece di pagare il costo di mana di ~ ». The costs are read
// as an activation's are, by the costs table, one by one where "and"
// joins them; French and Italian print them in the infinitive after
// « pouvez » / « puoi », put back to the imperative the costs table reads.
// Only costs the engine pays for a spell are read (altcost_own.go in
// package rules): mana, sacrificing permanents, returning one to its
// owner's hand, discarding, exiling cards, life.

// buildAltCostOwn builds the static shape "alt_cost_own".
func buildAltCostOwn(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("an alternative cost: only as a static ability of the card")
	}
	text := rd.splitAltCosts(m["costs"])
	a, err := rd.altCostParts(text)
	if err != nil {
		conj, ok := rd.conjugateInfinitives(m["costs"])
		if !ok {
			return nil, err
		}
		text = rd.splitAltCosts(conj)
		if a, err = rd.altCostParts(text); err != nil {
			return nil, err
		}
	}
	if err := altCostPayable(a, m["costs"]); err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "alt_cost", Cost: a.Cost}
	if n := rd.altSacrificeCount(a, text); n > 1 {
		e.N = rules.ConstExpr(n)
	}
	cost := &rules.Ability{Kind: rules.KindStatic, Sacrifice: a.Sacrifice, Bounce: a.Bounce, Discard: a.Discard,
		DiscardWhat: a.DiscardWhat, Life: a.Life, CastExile: a.CastExile, CastExileN: a.CastExileN, RoomDoor: -1}
	if cost.Sacrifice != "" || cost.Bounce != "" || cost.Discard > 0 || cost.Life > 0 || cost.CastExile != "" {
		e.Ability = cost
	}
	if c := m["cond"]; c != "" {
		if e.If, err = rd.condition(c); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// splitAltCosts writes the costs "and" joins as a list of costs.
func (rd *reader) splitAltCosts(s string) string {
	for _, c := range rd.lx.conjunctions {
		s = strings.ReplaceAll(s, c, ", ")
	}
	return s
}

// altCostParts reads the costs of text (parts separated by commas) into a
// fresh ability.
func (rd *reader) altCostParts(text string) (*rules.Ability, error) {
	sub := rd.lx.newReader(rd.env)
	sub.countedSacrifice = true
	if err := sub.costs(text); err != nil {
		return nil, err
	}
	return sub.ab, nil
}

// altCostPayable refuses what the engine does not pay for a spell.
func altCostPayable(a *rules.Ability, text string) error {
	switch {
	case a.Tap || a.Untap || a.Exert || a.TapOther != "" || a.RemoveCounters != "" || a.Energy > 0 || a.Loyalty != "":
		return unreadf("alternative cost %q: the engine pays no such cost for a spell", text)
	case a.Sacrifice == "self" || a.Bounce == "self" || a.DiscardSelf || a.ExileSelf:
		return unreadf("alternative cost %q: the card itself is the spell being cast", text)
	case len(a.CastChoose) > 0 || a.CastSacrifice != "" || a.CastSacrificeOr != nil:
		return unreadf("alternative cost %q: the engine pays no such cost for a spell", text)
	}
	return nil
}

// altSacrificeCount is how many permanents the sacrifice of the cost
// takes ("sacrifiez trois artefacts": 3).
func (rd *reader) altSacrificeCount(a *rules.Ability, text string) int {
	if a.Sacrifice == "" {
		return 0
	}
	for _, part := range strings.Split(text, ",") {
		if n := rd.sacrificeCount(part); n > 0 {
			return n
		}
	}
	return 0
}

// applyPayMana builds the cost shape "pay_mana": "pay {1}", « payez
// {1} », « paga {1} » / « spendi {W}{U}{B}{R}{G} », mana a sentence
// writes as the object of a verb.
func applyPayMana(rd *reader, m map[string]string) error {
	c, err := rules.ParseManaCost(strings.ToUpper(m["cost"]))
	if err != nil {
		return unreadf("cost %q: %v", m["cost"], err)
	}
	rd.ab.Cost = append(rd.ab.Cost, c...)
	return nil
}
