package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// "The next time a [red] source of your choice would deal damage to you
// this turn, prevent that damage" (Circle of Protection): a prevention
// shield against one source its controller chooses as it resolves
// (609.7b), used up by the first damage it prevents. The table is kept
// apart from builders.go so that branches merge without touching the
// same lines.
func init() {
	maps.Copy(builders.effects, preventNextBuilders)
}

var preventNextBuilders = map[string]effectBuilder{
	"prevent_next_chosen": one(buildPreventNextChosen),
}

// buildPreventNextChosen builds the shape "prevent_next_chosen". Group
// kind: a color word or a card type the source must have ("a red
// source", « une source artefact »).
func buildPreventNextChosen(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.static {
		return nil, unreadf("a prevention of the next damage in a static ability")
	}
	e := &rules.Effect{Op: "prevent_next_chosen", What: "you", Until: "this_turn"}
	switch k := m["kind"]; {
	case k == "":
	case rd.lx.colors[k] != "":
		e.Choose = rd.lx.colors[k]
	default:
		f, err := rd.filterPhrase(k)
		if err != nil {
			return nil, err
		}
		e.Choose = f
	}
	return e, nil
}

// checkPreventNextLast reports an ability whose prevention shield is
// followed by another instruction: "You gain life equal to the damage
// prevented this way" happens when the shield prevents damage, later,
// which the instructions run as it resolves do not say.
func checkPreventNextLast(r Reading) error {
	for _, a := range r.Abilities {
		for i, e := range a.Effects {
			if e.Op == "prevent_next_chosen" && i != len(a.Effects)-1 {
				return unreadf("an instruction after the prevention of the next damage: it happens when the damage is prevented, later")
			}
		}
	}
	return nil
}
