package read

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildLoseLifeEach builds the effect shape "lose_life_each": "Target
// opponent loses 2 life for each Swamp you control", « chaque adversaire
// perd 1 point de vie pour chaque créature que vous contrôlez », "that
// player loses 1 life for each artifact they control": N times the number
// of objects counted as it resolves. "They" / « il » / the Italian third
// person is the player who loses life; the engine counts one number for
// every player who loses, so a count of each loser's own objects ("each
// player loses 1 life for each creature they control": one count per
// player) is unread.
func buildLoseLifeEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, n, err := rd.playerNumber(m)
	if err != nil {
		return nil, err
	}
	saved := rd.lastPl
	if who != "you" {
		rd.lastPl = who
	}
	n, err = rd.ownCountOf(who, func() (*rules.Expr, error) { return rd.forEach(n, m["what"]) })
	rd.lastPl = saved
	if err != nil {
		return nil, err
	}
	if eachOfPlayers(who) {
		return eachPlayerOwn(who, &rules.Effect{Op: "lose_life", N: n, To: who}), nil
	}
	if n, err = theirCount(n, who, m["what"]); err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "lose_life", N: n}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// theirCount makes a count of "their" objects (them_control: the player
// an event is about) the count of the player who: that player's own when
// who is the event's player or one player the ability names (a target);
// each of several players' own is one count per player: unread.
func theirCount(n *rules.Expr, who, what string) (*rules.Expr, error) {
	s := n.String()
	if !strings.Contains(s, "them") || who == "them" {
		return n, nil
	}
	if !onePlayerRef(who) {
		return nil, unreadf("for each %q: a count for each of the players %s, one at a time", what, who)
	}
	e, err := rules.ParseExpr(strings.ReplaceAll(s, "them_control", "controlled_by:"+who))
	if err != nil || strings.Contains(e.String(), "them") {
		return nil, unreadf("for each %q: whose objects", what)
	}
	return e, nil
}

// checkEventAmount reports a spell or an activated ability that uses
// "that many" / « autant » / « altrettante » (the engine's amount, an
// event's) with no event to give it: "Target opponent loses 1 life for each
// attacking creature you control. You gain that much life", "Draw a card
// for each Island you control, then discard that many cards" count what
// the instruction before did, and the amount of an ability no event
// triggered is 0. A die rolled gives the amount to the instructions after
// it; a granted ability has its own event.
func checkEventAmount(r Reading) error {
	for _, a := range r.Abilities {
		if a.When != "" || len(a.Static) > 0 {
			continue
		}
		lists := [][]*rules.Effect{a.Effects}
		for _, m := range a.Modes {
			lists = append(lists, m.Effects)
		}
		for _, effs := range lists {
			if err := eventAmountIn(effs); err != nil {
				return err
			}
		}
	}
	return nil
}

// eventAmountIn is checkEventAmount for one list of instructions.
func eventAmountIn(effs []*rules.Effect) error {
	for _, e := range effs {
		switch {
		case e.Op == "roll":
			return nil
		case e.Op == "grant" || e.Op == "delayed":
			continue
		case e.Op == "if":
			if e.If != nil && amountWord.MatchString(e.If.String()) {
				return unreadf("%q with no event before it: what the instruction before did, not an amount the engine knows", "that many")
			}
			if err := eventAmountIn(e.Then); err != nil {
				return err
			}
			if err := eventAmountIn(e.Else); err != nil {
				return err
			}
		case usesAmount(e):
			return unreadf("%q with no event before it: what the instruction before did, not an amount the engine knows", "that many")
		}
	}
	return nil
}

// amountWord is the engine's amount in an expression.
var amountWord = regexp.MustCompile(`\bamount\b`)

// usesAmount reports whether an instruction's numbers use the engine's
// amount (its own, not those of the instructions under it).
func usesAmount(e *rules.Effect) bool {
	for _, x := range []*rules.Expr{e.N, e.P, e.T, e.If} {
		if s := x.String(); strings.Contains(s, "amount") && amountWord.MatchString(s) {
			return true
		}
	}
	return false
}

// counterCostX checks the X of "counter … unless its controller pays
// {X}": the engine pays the X of the ability that counters (the X paid as
// it was cast or activated); an X the sentence defines, which the cost
// cannot hold, is unread.
func counterCostX(rd *reader, cost string) error {
	if strings.Contains(cost, "x") && rd.x != nil {
		return unreadf("counter unless its controller pays %s: X defined as %s", cost, rd.x)
	}
	return nil
}

// triggerObject reports whether "it" is the object a trigger is about
// ("Whenever a Sliver deals combat damage to a player, its controller may
// draw a card": that Sliver's controller, controller(it)).
func triggerObject(rd *reader) bool {
	return rd.inTrigger && rd.whenFilter != nil && rd.last == "it"
}

// controllerActs are the instructions a player does whose subject an
// infinitive after "its controller may" / « son contrôleur peut » / « il
// suo controllore può » leaves out: that controller does them.
var controllerActs = map[string]bool{"draw": true, "token": true, "gain_life": true, "lose_life": true,
	"discard": true, "mill": true, "scry": true, "search": true}

// controllerDoes makes the instructions after "its controller may" that
// controller's (who); one that names another player, or that no player
// does, is unread rather than done by the wrong one.
func controllerDoes(effs []*rules.Effect, who string) ([]*rules.Effect, error) {
	for _, e := range effs {
		if e.Op == "sacrifice" && e.To == "" && e.What != "" {
			// « Son contrôleur peut le sacrifier »: only a permanent's
			// controller sacrifices it (701.17a).
			continue
		}
		if e.To == "" && controllerActs[e.Op] {
			e.To = who
		}
		if e.To != who {
			return nil, unreadf("\"its controller may …\": %s is not that player's", e.Op)
		}
	}
	return effs, nil
}

// buildChooseOpponentChosen builds the effect shape
// "choose_opponent_chosen": "choose an opponent" / « choisissez un
// adversaire » / « scegli un avversario », a choice (no target, 115.10a)
// you make as the ability resolves; "that player" after it is that
// opponent (chosen_player). At random is choose_opponent.
func buildChooseOpponentChosen(rd *reader, _ map[string]string) (*rules.Effect, error) {
	rd.lastPl = "chosen_player"
	return &rules.Effect{Op: "choose_player", Kind: "opponent"}, nil
}

// flowChooseOpponentChosen builds the flow shape "choose_opponent_chosen":
// the sentence "Choose an opponent." on its own.
func flowChooseOpponentChosen(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	e, err := buildChooseOpponentChosen(rd, m)
	if err != nil {
		return err
	}
	*out = append(*out, e)
	return nil
}

// buildYouAndChosenEach builds the effect shape "you_and_chosen_each":
// "Choose an opponent. You and that player each draw three cards" / « Ce
// joueur et vous piochez chacun trois cartes » / « Tu e quel giocatore
// pescate ognuno tre carte »: the instruction read as yours, done by you
// and by the opponent chosen (you_and_chosen), each for themselves.
func buildYouAndChosenEach(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if rd.lastPl != "chosen_player" {
		return nil, unreadf("\"you and that player each\": no player chosen before it")
	}
	rest := strings.TrimSpace(m["rest"] + " " + m["rest2"])
	effs, err := rd.clauses(rest, rd.lx.effects)
	if err != nil {
		return nil, err
	}
	for _, e := range effs {
		if e.To != "" || !eachDoes[e.Op] {
			return nil, unreadf("\"you and that player each\": %s is not an instruction each player does", e.Op)
		}
		e.To = "you_and_chosen"
	}
	return effs, nil
}

// eachDoes are the instructions a player does for themselves, which the
// engine does once for each player to names.
var eachDoes = map[string]bool{"draw": true, "token": true, "gain_life": true, "lose_life": true, "discard": true, "mill": true, "sacrifice": true}

// buildSetLifeWho builds the effect shape "set_life_who": "Target
// player's life total becomes 10" / « Le total de points de vie du joueur
// ciblé devient 10 » / « I punti vita di un giocatore bersaglio diventano
// 10 », "your life total becomes 15": the player gains or loses the
// difference (119.5).
func buildSetLifeWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, n, err := rd.playerNumber(m)
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "set_life", N: n}
	if who != "you" {
		e.To = who
	}
	return e, nil
}
