package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Per-player amounts: "Each player loses 1 life for each creature they
// control", « chaque adversaire perd 1 point de vie pour chaque créature
// qu'il contrôle », « ogni giocatore perde 1 punto vita per ogni creatura
// che controlla ». "They" is each of the players in turn, so the count is
// one per player: the instruction is done once for each of them
// (for_each_player), its player and its count that player's ("them").

// eachOfPlayers reports whether a player reference names each of several
// players, one at a time for an instruction each of them does.
func eachOfPlayers(who string) bool {
	switch who {
	case "each_player", "each_opponent", "players", "opponents":
		return true
	}
	return false
}

// ownCountOf reads a count of "their" objects while who, each of several
// players, is the subject: "they control" stays them_control (the player
// whose turn of the instruction it is) rather than unread. read is the
// reading of the amount.
func (rd *reader) ownCountOf(who string, read func() (*rules.Expr, error)) (*rules.Expr, error) {
	if !eachOfPlayers(who) {
		return read()
	}
	saved := rd.controlsOf
	rd.controlsOf = "them"
	defer func() { rd.controlsOf = saved }()
	return read()
}

// eachPlayerOwn makes e, whose amount counts "their" objects, the
// instruction of each of the players who, one at a time: e done by "them"
// inside for_each_player. An amount that counts nothing of theirs, or a
// player who is one player, is e as it is.
func eachPlayerOwn(who string, e *rules.Effect) *rules.Effect {
	if !eachOfPlayers(who) || !strings.Contains(e.N.String(), "them") {
		return e
	}
	e.To = "them"
	return &rules.Effect{Op: "for_each_player", To: who, Then: []*rules.Effect{e}}
}

// theirCost reports the player who both does the instructions then and
// offers the cost ("that player loses 2 life unless they pay {2}", « ce
// joueur perd 2 points de vie à moins qu'il ne paie {2} », « quel
// giocatore perde 2 punti vita a meno che quel giocatore non paghi {2} »):
// the cost's subject said, the same player as every instruction's, not
// you. Otherwise "".
func theirCost(then, cost []*rules.Effect) string {
	if len(cost) != 1 || len(then) == 0 {
		return ""
	}
	p := cost[0].To
	if p == "" || p == "you" {
		return ""
	}
	for _, e := range then {
		if e.To != p {
			return ""
		}
	}
	return p
}

// eachPlayerPays makes an offered cost and the instruction done when it
// is not paid the instructions of payer: as they are for one player; for
// each of several ("each player sacrifices a permanent unless they discard
// a card"), each player in turn offers their own cost (for_each_player,
// "them").
func eachPlayerPays(payer string, cost, unpaid *rules.Effect) []*rules.Effect {
	if !eachOfPlayers(payer) {
		return []*rules.Effect{cost, unpaid}
	}
	cost.To = "them"
	for _, e := range unpaid.Then {
		e.To = "them"
	}
	return []*rules.Effect{{Op: "for_each_player", To: payer, Then: []*rules.Effect{cost, unpaid}}}
}

// buildPayLifeWho builds the effect shape "pay_life_who": "they pay 2
// life", « il paie 2 points de vie », « quel giocatore paga 2 punti vita »:
// a player, maybe not you, pays life (119.4), as a cost offered as the
// ability resolves (unlessAction).
func buildPayLifeWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, n, err := rd.playerNumber(m)
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "pay_life", N: n}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildAddManaToEach builds the effect shape "add_mana_to_each": "that
// player adds {C} for each artifact they control" (Blinkmoth Urn), « ce
// joueur ajoute {C} à sa réserve pour chaque artefact qu'il contrôle »,
// « quel giocatore aggiunge {C} per ogni artefatto che controlla »: the
// mana, once for each object counted; "they" is the player who adds it.
func buildAddManaToEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := buildAddManaTo(rd, m)
	if err != nil {
		return nil, err
	}
	if e.N != nil && e.N.String() != "1" {
		return nil, unreadf("mana %q added for each %q: already a number of times", m["what"], m["each"])
	}
	saved := rd.lastPl
	if e.To != "you" {
		rd.lastPl = e.To
	}
	n, err := rd.ownCountOf(e.To, func() (*rules.Expr, error) { return rd.forEach(rules.ConstExpr(1), m["each"]) })
	rd.lastPl = saved
	if err != nil {
		return nil, err
	}
	if eachOfPlayers(e.To) {
		e.N = n
		return eachPlayerOwn(e.To, e), nil
	}
	if e.N, err = theirCount(n, e.To, m["each"]); err != nil {
		return nil, err
	}
	if e.To == "you" {
		e.To = ""
	}
	return e, nil
}

// buildShuffleHandGraveyard builds the effect shape
// "shuffle_hand_graveyard": "Each player shuffles their hand and graveyard
// into their library" (Timetwister), « chaque joueur mélange sa main et son
// cimetière avec sa bibliothèque », « ogni giocatore rimescola la propria
// mano e il proprio cimitero nel proprio grimorio »: every card of the
// player's hand and of their graveyard goes into their library, shuffled.
func buildShuffleHandGraveyard(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if who != "you" {
		// "…, then draws seven cards": the same player goes on acting
		// (the clause reader carries the subject of one instruction
		// only; this shape is two).
		rd.lastPl = who
		rd.subject, rd.subjectRef, rd.subjectPlayer = subjectRef, who, true
	}
	return []*rules.Effect{
		{Op: "move", What: "all:card in:hand owner:" + who, Zone: "library"},
		{Op: "move", What: "all:card in:graveyard owner:" + who, Zone: "library"},
	}, nil
}

// targetPlayerControls reads "that player controls" in a triggered
// ability: the player the ability targeted last ("When Yosei dies, target
// player skips their next untap step. Tap up to five target permanents
// that player controls": controlled_by:t0), not the player of the event
// (them_control, the dying creature's controller), when a target player
// is the last player the text named; else the event's player.
func (rd *reader) targetPlayerControls(s string) string {
	ref := rd.lastPl
	if len(ref) < 2 || ref[0] != 't' || strings.Trim(ref[1:], "0123456789") != "" || !rd.namesTarget(ref) {
		return s
	}
	return strings.ReplaceAll(s, "#them_control", "#controlled_by:"+ref)
}
