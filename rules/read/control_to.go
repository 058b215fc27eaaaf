package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildControlTo builds the effect shape "control_to": a player other
// than you gaining control ("target opponent gains control of ~",
// « l'adversaire ciblé en acquiert le contrôle », « un avversario
// bersaglio ne prende il controllo »): control of the object (obj; none:
// what the ability named last, « en » / « ne ») by the one player who
// (a target, an opponent, a controller), for the stated duration, else
// for the game. "Each player gains control of all creatures they own" is
// every permanent to its owner, not one player: unread.
func buildControlTo(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.static {
		return nil, unreadf("a player gaining control in a static ability")
	}
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if severalPlayers[who] {
		return nil, unreadf("%q gaining control: not one player", m["who"])
	}
	m = maps.Clone(m)
	if strings.TrimSpace(m["obj"]) == "" {
		delete(m, "obj")
	}
	e, err := readContinuous(rd, "control", m)
	if err != nil {
		return nil, err
	}
	if who != "you" {
		e.To = who
	}
	if strings.TrimSpace(m["until"]) == "" && rd.sentenceUntil == "" {
		e.Until = "game"
	}
	return e, nil
}

// severalPlayers are the player references that may name more than one
// player.
var severalPlayers = map[string]bool{"each_opponent": true, "opponents": true, "each_player": true, "players": true,
	"exiled_owners": true, "you_and_chosen": true, "declined": true, "other_opponents": true, "targets": true}
