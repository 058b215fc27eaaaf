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
