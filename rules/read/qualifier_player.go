package read

import (
	"strconv"
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

// thatPlayerControls reads "that player controls" (them_control, the
// player an event is about) outside a triggered ability, where no event
// names a player: the player the ability named before ("Choose target
// opponent. … the number of artifacts that player controls":
// controlled_by:t0), or, in a spell that named none, the controller of
// its target (« une créature ciblée qu'un adversaire contrôle … chaque
// autre créature que ce joueur contrôle »). A player who is each of
// several ("each opponent … that player controls") is one at a time,
// which a filter cannot say: unread.
func (rd *reader) thatPlayerControls(s string) (string, error) {
	if rd.controlsOf != "" && strings.Contains(s, "#them_control") {
		return strings.ReplaceAll(s, "#them_control", subjectControls(rd.controlsOf)), nil
	}
	if !strings.Contains(s, "#them_control") {
		return s, nil
	}
	if rd.when != "" || rd.inTrigger {
		return rd.targetPlayerControls(s), nil
	}
	ref := rd.fixedRef("@lastpl").ref
	if !onePlayerRef(ref) || !rd.namesTarget(ref) {
		return "", unreadf("%q: that player is each of several players, or none named", s)
	}
	return strings.ReplaceAll(s, "#them_control", "#controlled_by:"+ref), nil
}

// onePlayerRef reports whether ref names one player: a target, the
// controller or owner of one object, or you.
func onePlayerRef(ref string) bool {
	if ref == "you" || strings.HasPrefix(ref, "controller(t") || strings.HasPrefix(ref, "owner(t") {
		return true
	}
	return len(ref) > 1 && ref[0] == 't' && strings.Trim(ref[1:], "0123456789") == ""
}

// namesTarget reports whether a player reference's target ("t0",
// "controller(t1)") is one the ability already has: an amount read before
// the recipient ("deals damage to each opponent equal to the number of
// lands that player controls") has none.
func (rd *reader) namesTarget(ref string) bool {
	inner := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(ref, "controller("), "owner("), ")")
	if len(inner) < 2 || inner[0] != 't' {
		return true
	}
	i, err := strconv.Atoi(inner[1:])
	return err == nil && i < len(rd.ab.Targets)
}
