package read

import (
	"regexp"

	"github.com/arbitre/arbitre/rules"
)

// countsPlayers matches an amount that counts players: "for each player,
// put a +1/+1 counter on up to one target creature that player controls"
// is one instruction per player ("that player" is each in turn), not n
// counters for the number of players.
var countsPlayers = regexp.MustCompile(`\bcount\((?:player|opponent)\b`)

// firstEach checks the amount an instruction opening with "for each …"
// (« pour chaque … », « per ogni … ») multiplies: objects counted, never
// players, each of whom the instruction is about in turn.
func firstEach(n *rules.Expr) error {
	if countsPlayers.MatchString(n.String()) {
		return unreadf("for each player first: one instruction per player, not an amount")
	}
	return nil
}

// buildTokenForEachFirst builds the effect shape "token_for_each_first":
// "for each land you control, create a Treasure token", as
// token_for_each.
func buildTokenForEachFirst(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	effs, err := buildTokenForEach(rd, m)
	if err != nil {
		return nil, err
	}
	if err := firstEach(effs[0].N); err != nil {
		return nil, err
	}
	return effs, nil
}

// buildCountersForEachFirst builds the effect shape
// "counters_for_each_first": "for each creature card in your graveyard,
// put a +1/+1 counter on each creature you control": n counters per
// object the phrase matches, counted as the instruction resolves. What is
// not an object phrase ("for each 1 damage prevented this way") stays
// unread.
func buildCountersForEachFirst(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := buildCounters(rd, m)
	if err != nil {
		return nil, err
	}
	if e.N, err = rd.forEach(e.N, m["each"]); err != nil {
		return nil, err
	}
	if err := firstEach(e.N); err != nil {
		return nil, err
	}
	return e, nil
}

// buildGainLifeFirst builds the effect shape "gain_life_first": "for each
// creature card exiled this way, you gain 1 life", as gain_life.
func buildGainLifeFirst(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := buildGainLife(rd, m)
	if err != nil {
		return nil, err
	}
	if err := firstEach(e.N); err != nil {
		return nil, err
	}
	return e, nil
}
