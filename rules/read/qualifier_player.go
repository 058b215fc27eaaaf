package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// qualifierPlayer is a player a qualifier named, and the target it added.
type qualifierPlayer struct {
	ref  string
	idx  int
	spec *rules.TargetSpec
}

// qualifierPlayer reads the player a qualifier names ("target player" of
// "creatures target player controls", « le joueur ciblé » of « que le
// joueur ciblé contrôle »): a reference the filter's token takes
// (controlled_by:t0). A phrase is read again when a shape tries it twice
// ("return … to the battlefield" reads its object twice): the target it
// added is the same one while the ability still holds it, not a second
// target.
func (rd *reader) qualifierPlayer(s string) (string, error) {
	s = strings.TrimSpace(s)
	if q, ok := rd.qualifierPlayers[s]; ok && q.idx < len(rd.ab.Targets) && rd.ab.Targets[q.idx] == q.spec {
		rd.lastPl = q.ref
		return q.ref, nil
	}
	before := len(rd.ab.Targets)
	ref, err := rd.player(s)
	if err != nil {
		return "", err
	}
	if strings.HasPrefix(ref, "slot") || ref == "targets" {
		return "", unreadf("the player %q of a qualifier after several targets", s)
	}
	if len(rd.ab.Targets) == before+1 {
		if rd.qualifierPlayers == nil {
			rd.qualifierPlayers = map[string]qualifierPlayer{}
		}
		rd.qualifierPlayers[s] = qualifierPlayer{ref: ref, idx: before, spec: rd.ab.Targets[before]}
	}
	return ref, nil
}
