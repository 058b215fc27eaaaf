package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Clauses whose subject is a player ("target player takes an extra turn",
// « l'adversaire ciblé révèle sa main », "each opponent gets …") and the
// player's energy (122.1): the subject is the lexicons' {who}, read by
// rd.player, so that every subject (you, target player or opponent, each
// player or opponent, that player) works with every verb a lexicon writes
// for it.

// energySymbols counts the energy symbols of "{e}{e}{e}": each is one
// counter (107.14).
func energySymbols(s string) (int, error) {
	n := strings.Count(s, "{e}")
	if n == 0 || strings.ReplaceAll(s, "{e}", "") != "" {
		return 0, unreadf("%q is not energy symbols", s)
	}
	return n, nil
}

// playerTo is the To of an effect on the player who: empty for you (the
// ops' default).
func playerTo(rd *reader, who string) (string, error) {
	ref, err := rd.player(who)
	if err != nil || ref == "you" {
		return "", err
	}
	return ref, nil
}

// buildGetEnergy builds the effect shape "get_energy": "you get {E}{E}",
// « vous gagnez {E}{E} », « ottieni {E}{E} ».
func buildGetEnergy(rd *reader, m map[string]string) (*rules.Effect, error) {
	return energyEffect(rd, m, "get_energy")
}

// buildPayEnergy builds the effect shape "pay_energy": "(you may) pay
// {E}{E}", an instruction whose "if you do" is whether it was paid.
func buildPayEnergy(rd *reader, m map[string]string) (*rules.Effect, error) {
	return energyEffect(rd, m, "pay_energy")
}

func energyEffect(rd *reader, m map[string]string, op string) (*rules.Effect, error) {
	n, err := energySymbols(m["e"])
	if err != nil {
		return nil, err
	}
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	// "you get {E} for each creature you control": once per object.
	amount, err := rd.forEach(rules.ConstExpr(n), m["what"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: op, N: amount, To: to}, nil
}

// applyPayEnergy builds the cost shape "pay_energy": "Pay {E}{E}: …".
func applyPayEnergy(rd *reader, m map[string]string) error {
	n, err := energySymbols(m["e"])
	if err != nil {
		return err
	}
	rd.ab.Energy += n
	return nil
}

// buildExtraTurnWho builds the effect shape "extra_turn_who": "target
// player takes an extra turn after this one", « le joueur ciblé joue un
// tour supplémentaire après celui-ci ».
func buildExtraTurnWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "extra_turn", To: to}, nil
}

// buildDiscardEach builds the effect shape "discard_each": "target player
// discards a card for each Swamp you control", « le joueur ciblé se
// défausse d'une carte pour chaque marais que vous contrôlez ».
func buildDiscardEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	n := rules.ConstExpr(1)
	if s := m["n"]; s != "" {
		var err error
		if n, err = rd.number(s); err != nil {
			return nil, err
		}
	}
	n, err := rd.forEach(n, m["what"])
	if err != nil {
		return nil, err
	}
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "discard", N: n, To: to}, nil
}

// buildCantCast builds the static or effect shape "cant_cast": "your
// opponents can't cast spells this turn", « les joueurs ne peuvent pas
// lancer de sorts de créature », « gli avversari non possono lanciare
// magie »: the players {who}, the spells {what} (a filter, kept as the
// op's kind), for as long as the static ability exists or until the
// stated duration.
func buildCantCast(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if !strings.Contains(" "+f+" ", " spell ") {
		return nil, unreadf("%q: not spells", m["what"])
	}
	kind := strings.TrimSpace(strings.Replace(" "+f+" ", " spell ", " ", 1))
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "cant_cast", Kind: kind}
	if err := rd.playersFor(e, who, until, "players who can't cast spells", m["until"]); err != nil {
		return nil, err
	}
	return e, nil
}

// buildExtraLandWho builds the static or effect shape "extra_land_who":
// "each player may play an additional land on each of their turns", « vous
// pouvez jouer deux terrains supplémentaires pendant chacun de vos
// tours », and, resolving, "(you may) play an additional land this turn".
func buildExtraLandWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, n, err := rd.playerNumber(m)
	if err != nil {
		return nil, err
	}
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "extra_land", N: n}
	if err := rd.playersFor(e, who, until, "additional lands", m["until"]); err != nil {
		return nil, err
	}
	return e, nil
}

// flowExtraLand reads the sentence "You may play an additional land this
// turn" (« Vous pouvez jouer un terrain supplémentaire ce tour-ci »): a
// permission for the turn, not an optional instruction, so read whole
// before "you may" would make it one.
func flowExtraLand(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	e, err := buildExtraLandWho(rd, m)
	if err != nil {
		return err
	}
	*out = append(*out, e)
	return nil
}

// topOfWho builds op on the top cards of the library of the player {who}
// ("exile the top three cards of target player's library", « regardez
// les trois cartes du dessus de la bibliothèque du joueur ciblé, puis
// remettez-les … », « esilia la prima carta del grimorio di quel
// giocatore »): {n} cards, one without it.
func topOfWho(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n := rules.ConstExpr(1)
		if s := m["n"]; s != "" {
			var err error
			if n, err = rd.number(s); err != nil {
				return nil, err
			}
		}
		to, err := playerTo(rd, m["who"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: op, N: n, To: to}, nil
	})
}

// buildShuffleGraveyard builds the effect shape "shuffle_graveyard":
// "target player shuffles their graveyard into their library", « le
// joueur ciblé mélange son cimetière dans sa bibliothèque »: every card of
// that graveyard moves to its owner's library, which is shuffled.
func buildShuffleGraveyard(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "move", What: "all:card in:graveyard owner:" + who, Zone: "library"}, nil
}

// buildGainLifeWho builds the effect shape "gain_life_who": "its
// controller gains life equal to its power" (Swords to Plowshares), « son
// contrôleur gagne un nombre de points de vie égal à sa force »: another
// player than you gains the amount.
func buildGainLifeWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	// "Its controller … its power": both possessives name one object, the
	// one whose controller gains the life, not the card.
	if obj, ok := strings.CutPrefix(to, "controller("); ok && rd.possessor == "" {
		rd.possessor = strings.TrimSuffix(obj, ")")
		defer func() { rd.possessor = "" }()
	}
	n, err := rd.amount(m["expr"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "gain_life", N: n, To: to}, nil
}

// buildExilesOneFrom builds the effect shape "exiles_one_from": "target
// player exiles a card from their graveyard" (or hand), « le joueur ciblé
// exile une carte de son cimetière »: one card of that player's zone, the
// resolution's choice. One player only: each of several players exiling
// one is not one card moved.
func buildExilesOneFrom(zone string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		if who == "each_player" || who == "each_opponent" {
			return nil, unreadf("%q each exiling a card: not one card", m["who"])
		}
		pf, err := rules.ParseFilter("card in:" + zone + " owner:" + who)
		if err != nil {
			return nil, unreadf("exiling from %s: %v", zone, err)
		}
		return &rules.Effect{Op: "move_one", Filter: pf, Zone: "exile"}, nil
	})
}

// buildPayMana builds the effect shape "pay_mana": "(you may) pay {1}",
// « (vous pouvez) payer {2}{B} », « (puoi) pagare {1} »: mana paid as the
// ability resolves, "if you do" reading whether it was. A cost with X is
// unread: nothing says what X is then.
func buildPayMana(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil {
		return nil, unreadf("cost %q: %v", m["cost"], err)
	}
	for _, s := range c {
		if s.Kind == rules.SymX {
			return nil, unreadf("paying %q as the ability resolves: X is not defined", m["cost"])
		}
	}
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "pay_mana", Cost: c, To: to}, nil
}

// oneLookedRest builds the effect shapes "one_looked_rest_graveyard" and
// "one_looked_rest_bottom": "put one of them into your hand and the rest
// into your graveyard" (or on the bottom of your library), after "look at
// the top N cards": exactly one to the hand, the others together.
func oneLookedRest(zone string) effectBuilder {
	return func(*reader, map[string]string) ([]*rules.Effect, error) {
		rest := &rules.Effect{Op: "bottom_looked"}
		if zone != "library" {
			rest = &rules.Effect{Op: "rest_looked", Zone: zone}
		}
		return []*rules.Effect{{Op: "put_one_looked", Zone: "hand"}, rest}, nil
	}
}

// flowAtNextUpkeep builds the flow shape "at_next_upkeep": "Draw a card
// at the beginning of the next turn's upkeep" (« … au début de
// l'entretien du prochain tour »): a delayed trigger, once, at the next
// upkeep, whoever's turn it is (603.7).
func flowAtNextUpkeep(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	effs, err := rd.clauses(m["rest"], rd.lx.effects)
	if err != nil {
		return err
	}
	a := &rules.Ability{Kind: rules.KindTriggered, When: "each_upkeep", Effects: effs, RoomDoor: -1}
	if err := validateAbility(a); err != nil {
		return unreadf("delayed trigger %q: %v", m["rest"], err)
	}
	*out = append(*out, &rules.Effect{Op: "delayed", Ability: a})
	return nil
}

// buildLookTop builds the effect shape "look_top": "look at the top card
// of your library", « regardez les trois cartes du dessus … »; "that
// card", "them" after it are the cards looked at (the engine's looked),
// not the card itself: "You may reveal that card" (Delver of Secrets).
func buildLookTop(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	effs, err := numberEffect("look_top")(rd, m)
	if err == nil {
		rd.last = "looked"
	}
	return effs, err
}

// playersFor sets who an effect about players applies to: in a static
// ability, for as long as it lasts (Affects); in a resolving one, for the
// duration it names. The other two combinations are unread.
func (rd *reader) playersFor(e *rules.Effect, who, until, what, said string) error {
	switch {
	case rd.static && until == "":
		e.Affects = who
	case !rd.static && until != "":
		e.What, e.Until = who, until
	default:
		return unreadf("%s: duration %q in a %s", what, said, map[bool]string{true: "static ability", false: "resolving ability"}[rd.static])
	}
	return nil
}

// playerNumber reads a shape's player (m["who"]) and number (m["n"]):
// "target player draws two cards", "each opponent loses 2 life".
func (rd *reader) playerNumber(m map[string]string) (who string, n *rules.Expr, err error) {
	if who, err = rd.player(m["who"]); err != nil {
		return "", nil, err
	}
	if n, err = rd.number(m["n"]); err != nil {
		return "", nil, err
	}
	return who, n, nil
}
