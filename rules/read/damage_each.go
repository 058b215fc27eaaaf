package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildDamageEach builds the effect shape "damage_each": "~ deals 6
// damage to each creature and each player", « … à chaque créature et à
// chaque joueur »: the damage to every object of the set (what) and to
// every player of the set (who), each read as the damage shape reads its
// recipient. The engine deals damage to each recipient in turn whether
// one instruction or two names them, so two damage effects are the
// same damage.
func buildDamageEach(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	objs, players := maps.Clone(m), maps.Clone(m)
	delete(objs, "who")
	delete(players, "what")
	objs["to"], players["to"] = m["what"], m["who"]
	// The source ("it deals") is read for each part as it was before
	// either: the objects read first are not what "it" names.
	last := rd.last
	a, err := buildDamage(rd, objs)
	if err != nil {
		return nil, err
	}
	rd.last = last
	if !strings.HasPrefix(a.To, "all:") {
		return nil, unreadf("damage to %q and to %q: not every object of a set", m["what"], m["who"])
	}
	b, err := buildDamage(rd, players)
	if err != nil {
		return nil, err
	}
	if b.To != "each_player" && b.To != "each_opponent" {
		return nil, unreadf("damage to %q and to %q: not every player of a set", m["what"], m["who"])
	}
	return []*rules.Effect{a, b}, nil
}
