package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildDamagePlayerTheirs builds the effect shape "damage_player_theirs":
// damage to a target player and to each of their objects ("~ deals 3
// damage to target player and 1 damage to each creature that player
// controls", « … au joueur ciblé et à chaque créature qu'il contrôle »,
// « … a un giocatore bersaglio e a ogni creatura che controlla »): "that
// player" / « il » is the player target named first (controlled_by:t0),
// or each opponent (each of theirs: every object an opponent controls),
// dealt n, the objects n2 (else n too).
func buildDamagePlayerTheirs(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	player, objs := maps.Clone(m), maps.Clone(m)
	delete(player, "what")
	delete(objs, "who")
	player["to"], objs["to"] = m["who"], m["what"]
	if n2 := strings.TrimSpace(m["n2"]); n2 != "" {
		objs["n"] = n2
	}
	last := rd.last
	a, err := buildDamage(rd, player)
	if err != nil {
		return nil, err
	}
	if (!onePlayerRef(a.To) || a.To == "you") && a.To != "each_opponent" && a.To != "each_player" {
		return nil, unreadf("damage to %q and their objects: not one target player, nor each", m["who"])
	}
	rd.last = last
	rd.controlsOf = a.To
	b, err := buildDamage(rd, objs)
	rd.controlsOf = ""
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(b.To, "all:") {
		return nil, unreadf("damage to %q and to %q: not every object of a set", m["who"], m["what"])
	}
	return []*rules.Effect{a, b}, nil
}
