package read

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// Shapes of the second slice of Duskmourn cards that have no file of their
// own: face-down permanents revealed and turned face up ("{1}{G} : Révélez
// un permanent face cachée ciblé. Si c'est une carte de créature, vous
// pouvez la retourner face visible."), counters distributed and doubled,
// copies of cards cast (Le conte de Tamiyo), "meule autant de cartes".

var faceDownEffectBuilders = map[string]effectBuilder{
	"reveal":       objectOp("reveal"),
	"turn_face_up": objectOp("turn_face_up"),
	// "Chaque adversaire meule autant de cartes": as many as the event's
	// amount (the damage prevented, the life lost …).
	"mill_that_many": thatManyOp("mill"),
}

// counterEffectBuilders read "distribuez deux marqueurs +1/+1 parmi une ou
// deux créatures ciblées" and "doublez le nombre de marqueurs +1/+1 sur ces
// créatures" (rules/counters_distribute.go).
var counterEffectBuilders = map[string]effectBuilder{
	"distribute_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		what, err := rd.object(m["obj"])
		if err != nil {
			refs, lerr := rd.targetList(m["obj"])
			if lerr != nil {
				return nil, err
			}
			what = refs
		}
		return &rules.Effect{Op: "distribute_counters", N: n, Kind: kind, What: what}, nil
	}),
	"double_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		what, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "double_counters", Kind: kind, What: what}, nil
	}),
}

func init() {
	// "Copiez-les": copies of the cards the ability last named.
	registerBuilder(effectBuilders, "copy_cards", one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		if rd.last == "" {
			return nil, unreadf("\"copy them\" names nothing before it")
		}
		return &rules.Effect{Op: "copy_cards", What: rd.last}, nil
	}))
	// "Vous pouvez lancer n'importe quel nombre de ces copies."
	registerBuilder(effectBuilders, "cast_copies", one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "cast_copies"}, nil
	}))
}

var faceDownCondBuilders = map[string]condBuilder{
	// "Si c'est une carte de créature": the printed card, whatever
	// effects make of the permanent (card_is).
	"is_creature_card": func(rd *reader, _ map[string]string) (string, error) {
		if rd.last == "" {
			return "", unreadf("\"if it's a creature card\" names nothing before it")
		}
		return "card_is(" + rd.last + ", Creature)", nil
	},
	// "S'il y a au moins six types de carte parmi les cartes de votre
	// cimetière" (four is delirium).
	"types_at_least": func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("types_in_graveyard(you) >= %d", n), nil
	},
}
