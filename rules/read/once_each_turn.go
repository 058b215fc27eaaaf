package read

import (
	"github.com/arbitre/arbitre/rules"
)

// readOnceEachTurn wraps the ability's instructions so far.
func readOnceEachTurn(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
	if len(*out) == 0 {
		return unreadf("\"do this only once each turn\" with nothing before it")
	}
	*out = []*rules.Effect{{Op: "once_each_turn", Ability: &rules.Ability{Kind: rules.KindSpell, Effects: *out, RoomDoor: -1}}}
	return nil
}
