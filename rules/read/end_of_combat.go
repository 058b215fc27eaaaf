package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// flowAtEndOfCombat builds the flow shape "at_end_of_combat": "When ~
// attacks or blocks, sacrifice it at end of combat", « sacrifiez-le à la
// fin du combat », « sacrificalo alla fine del combattimento »: a delayed
// trigger at the beginning of the end of combat step (511.2), once. Its
// instructions may name the card itself or a target of the ability: a
// delayed trigger does not remember the object the creating trigger was
// about ("destroy that creature at end of combat" after "blocks or
// becomes blocked by a creature"), which is left unread, and so is an
// amount naming an object.
func flowAtEndOfCombat(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	effs, err := rd.clauses(m["rest"], rd.lx.effects)
	if err != nil {
		return err
	}
	for _, e := range effs {
		if e.What != "self" && !rd.targetRef(e.What) || e.N != nil && strings.Contains(e.N.String(), "(") {
			return unreadf("%s at end of combat: an object the delayed trigger does not remember", e.Op)
		}
	}
	a := &rules.Ability{Kind: rules.KindTriggered, When: "end_of_combat", Effects: effs, RoomDoor: -1}
	if err := validateAbility(a); err != nil {
		return unreadf("delayed trigger %q: %v", m["rest"], err)
	}
	*out = append(*out, &rules.Effect{Op: "delayed", Ability: a})
	return nil
}
