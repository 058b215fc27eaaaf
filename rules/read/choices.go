package read

import "github.com/arbitre/arbitre/rules"

// buildLoseGame builds the effect shape "lose_game".
func buildLoseGame(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "lose_game"}, nil
}

// buildChooseTarget builds the effect shape "choose_target":
// "…, tu scegli fino a una creatura bersaglio che controlla e metti …":
// the target is chosen; the instructions after it act on it.
func buildChooseTarget(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	n, err := rd.nounPhrase(m["obj"])
	if err != nil {
		return nil, err
	}
	if !n.target {
		return nil, unreadf("%q is not a target", m["obj"])
	}
	if _, err := rd.refOf(n, m["obj"]); err != nil {
		return nil, err
	}
	return nil, nil
}

// buildOptionalController builds the effect shape "optional_controller":
// "Son contrôleur peut le sacrifier." after a target: what its
// controller may do (the scenario's decline is their choice); "ce
// joueur" is then that controller.
func buildOptionalController(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if !targetRef.MatchString(rd.last) && !triggerObject(rd) && !triggerSource(rd) {
		return nil, unreadf("\"its controller\" with no target before it")
	}
	rd.lastPl = "controller(" + rd.last + ")"
	effs, err := rd.optionalClauses(m["rest"])
	if err != nil {
		return nil, err
	}
	return controllerDoes(effs, rd.lastPl)
}

// buildChooseOpponent builds the effect shape "choose_opponent":
// "… et choisissez un adversaire au hasard": "ce joueur" after it.
func buildChooseOpponent(rd *reader, _ map[string]string) (*rules.Effect, error) {
	rd.lastPl = "chosen_player"
	return &rules.Effect{Op: "choose_opponent"}, nil
}

// buildWinGame builds the effect shape "win_game".
func buildWinGame(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "win_game"}, nil
}

// buildChooseOneOfThem builds the effect shape "choose_one_of_them":
// "Un adversaire ciblé choisit l'un de ces permanents": one of the
// objects chosen before, chosen (by that player) as it resolves.
func buildChooseOneOfThem(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.last != "chosen" {
		return nil, unreadf("\"one of them\" after nothing chosen")
	}
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "choose", What: "chosen", Name: "spared"}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildChoosePlayer builds the effect shape "choose_player":
// "Un adversaire ciblé choisit un joueur": the choice is made as the
// ability resolves; "le joueur choisi" is then that player.
func buildChoosePlayer(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "choose_player"}
	// "That player" / "the chosen player" after it is the one chosen.
	rd.lastPl = "chosen_player"
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildOnlyYouAndChosen builds the effect shape "only_you_and_chosen":
// "Jusqu'à votre prochain tour, seuls vous et le joueur choisi pouvez
// lancer des sorts et attaquer avec des créatures."
func buildOnlyYouAndChosen(rd *reader, m map[string]string) (*rules.Effect, error) {
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "only_players_act", What: "you_and_chosen", Until: until}, nil
}

// buildYouAndYours builds the effect shape "you_and_yours":
// "Vous et les permanents que vous contrôlez avez la défense
// talismanique": the player has the keyword as a player rule, the
// permanents have it as a granted keyword.
func buildYouAndYours(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	kws, err := rd.keywords(m["kw"])
	if err != nil {
		return nil, err
	}
	pf, err := rd.parsedFilter(m["what"], "")
	if err != nil {
		return nil, err
	}
	if !rd.static {
		return nil, unreadf("you and %q: only as a static ability", m["what"])
	}
	return []*rules.Effect{
		{Op: "player_keywords", Keywords: kws, Affects: "you"},
		{Op: "grant", Keywords: kws, Affects: "all:" + pf.String()},
	}, nil
}

// chooseMany adds the choice of objects as the ability resolves; "ces
// créatures" after it are the objects chosen.
func chooseMany(rd *reader, n np, kind string, out *[]*rules.Effect) error {
	pf, err := rules.ParseFilter(n.filter())
	if err != nil {
		return unreadf("choose %q: %v", n.filter(), err)
	}
	e := &rules.Effect{Op: "choose_many", Filter: pf, Kind: kind}
	if n.max > 0 {
		e.N = rules.ConstExpr(n.max)
	}
	*out = append(*out, e)
	rd.last = "chosen"
	if n.max != 1 {
		rd.noteMany(rd.last)
	}
	return nil
}

// lastPiles is the piles instruction just read, which the sentences after
// it complete.
func lastPiles(out []*rules.Effect) *rules.Effect {
	if len(out) > 0 && out[len(out)-1].Op == "piles" {
		return out[len(out)-1]
	}
	return nil
}
