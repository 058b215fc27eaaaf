package read

import "github.com/arbitre/arbitre/rules"

// forecastAbility reads forecast (702.57a): "Forecast — [cost], Reveal ~ from
// your hand: [effect]" means "[cost], Reveal ~ from your hand: [effect].
// Activate this ability only during your upkeep and only once each
// turn", an ability that works only while the card is in its owner's
// hand. The rule, not the reminder text, gives the restriction. Revealing
// the card is part of the cost; the engine hides nothing (reveal.go), so
// it pays nothing more. ok is false when s is no forecast ability.
func (lx *lexicon) forecastAbility(s string, env paragraphEnv, r *Reading) ([]*rules.Ability, bool, error) {
	if lx.forecast == nil {
		return nil, false, nil
	}
	m := lx.forecast.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	rd := lx.newReader(env)
	abs, err := rd.activated(m[lx.forecast.SubexpIndex("cost")] + ": " + m[lx.forecast.SubexpIndex("effect")])
	if err != nil {
		return nil, true, err
	}
	if len(abs) != 1 || abs[0].Tap || abs[0].Untap || abs[0].Sacrifice != "" || abs[0].ManaSpec != "" {
		return nil, true, unreadf("forecast %q: a cost or ability that works on the battlefield", s)
	}
	a := abs[0]
	a.From, a.OncePerTurn = "hand", true
	up := rules.MustParseExpr("your_upkeep")
	if a.ActiveIf != nil {
		return nil, true, unreadf("forecast %q: a second activation condition", s)
	}
	a.ActiveIf = up
	a.Label = "forecast"
	r.Kind = "activated"
	return abs, true, nil
}
