package read

import "github.com/arbitre/arbitre/rules"

// buildGainLife builds the effect shape "gain_life".
func buildGainLife(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, n, err := rd.playerNumber(m)
	if err != nil {
		return nil, err
	}
	if n, err = rd.forEach(n, m["what"]); err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "gain_life", N: n}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildLoseLife builds the effect shape "lose_life":
// "… perd N points de vie", or "… un nombre de points de vie égal à
// la différence" (an amount, expr).
func buildLoseLife(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	var n *rules.Expr
	if m["expr"] != "" {
		n, err = rd.amount(m["expr"])
	} else {
		n, err = rd.number(m["n"])
	}
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "lose_life", N: n}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildLoseHalfLife builds the effect shape "lose_half_life":
// "Il perd la moitié de ses points de vie, arrondie à l'unité
// supérieure": a third person without a subject is the player the
// ability is about.
func buildLoseHalfLife(rd *reader, m map[string]string) (*rules.Effect, error) {
	who := "them"
	if rd.lastPl != "" {
		who = rd.lastPl
	}
	if m["who"] != "" {
		var err error
		if who, err = rd.player(m["who"]); err != nil {
			return nil, err
		}
	}
	return &rules.Effect{Op: "lose_life", N: rules.MustParseExpr("half_up(life(" + who + "))"), To: who}, nil
}

// buildCantGainLife builds the effect shape "cant_gain_life".
func buildCantGainLife(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if rd.static {
		return &rules.Effect{Op: "cant_gain_life", Affects: who}, nil
	}
	return &rules.Effect{Op: "cant_gain_life", What: who, Until: "eot"}, nil
}

// buildNoLifeLoss builds the effect shape "no_life_loss".
func buildNoLifeLoss(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "no_life_loss", Affects: "you"}, nil
}

// buildLifeGainPlus builds the effect shape "life_gain_plus".
func buildLifeGainPlus(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "life_gain_plus", N: n, Affects: "you"}, nil
}

// buildGainLifeExpr builds the effect shape "gain_life_expr":
// "Vous gagnez autant de points de vie que le surplus de blessures …"
func buildGainLifeExpr(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.amount(m["expr"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "gain_life", N: n}, nil
}

// buildCastForLife builds the effect shape "cast_for_life":
// "Une fois pendant chacun de vos tours, vous pouvez lancer un sort
// depuis votre main en payant un nombre de points de vie égal à sa
// valeur de mana à la place de payer son coût de mana."
func buildCastForLife(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "cast_for_life", Affects: "you"}, nil
}

// buildPayLifeMay builds the effect shape "pay_life_may":
// "Il peut payer 3 points de vie" after a trigger about a creature
// an opponent controls: "il" is the player of the event.
func buildPayLifeMay(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	who, err := rd.player(m["who"])
	if err != nil {
		if !rd.lx.objectPronoun(m["who"]) || rd.when == "" {
			return nil, err
		}
		who = "them"
	}
	e := &rules.Effect{Op: "pay_life", N: n, Optional: true}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildCantGainLifeGame builds the effect shape "cant_gain_life_game":
// "… ne peut pas gagner de points de vie pour le reste de la
// partie": from now on, not until end of turn.
func buildCantGainLifeGame(rd *reader, m map[string]string) (*rules.Effect, error) {
	who := m["who"]
	var to string
	if (who == "" || rd.lx.objectPronoun(who)) && rd.lastPl != "" {
		to = rd.lastPl
	} else {
		var err error
		if to, err = rd.player(who); err != nil {
			return nil, err
		}
	}
	return &rules.Effect{Op: "cant_gain_life", What: to, Until: "game"}, nil
}

// buildPlayExiledBySelfForLife builds the effect shape "play_exiled_by_self_for_life":
// "Pendant votre tour, vous pouvez jouer des cartes exilées par ~. Si
// vous lancez un sort de cette manière, payez un nombre de points de
// vie égal à sa valeur de mana à la place de son coût de mana."
func buildPlayExiledBySelfForLife(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "may_play", Zone: "exile", Filter: rules.MustParseFilter("card exiled_by_self"), Kind: "life", If: rules.MustParseExpr("your_turn")}, nil
}

// buildRedistributeLife builds the effect shape "redistribute_life".
func buildRedistributeLife(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "redistribute_life"}, nil
}
