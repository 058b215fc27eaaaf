package read

import "maps"

// Conditions on the state of the card and its controller: what the card itself is
// ("~ is renowned"). Kept apart so that branches merge without touching
// the lines of condition_shapes.go.
func init() {
	maps.Copy(builders.conds, stateConditionBuilders)
}

// stateConditionBuilders are the condition builders of this file.
var stateConditionBuilders = map[string]condBuilder{
	// Renown (702.112): "as long as ~ is renowned", « tant que ~ est
	// réputé », « fintanto che ~ è rinomato ».
	"self_renowned": condSelf("renowned(self)"),
	// "if you didn't attack with a creature this turn", « si vous n'avez
	// pas attaqué avec une créature ce tour-ci », « se non hai attaccato
	// con una creatura in questo turno ».
	"not_attacked_this_turn": condConst("attacked(you) == 0"),
	// "if you have a card in hand", « si vous avez une carte en main »,
	// « se hai almeno una carta in mano »: at least one.
	"hand_not_empty": condConst("hand(you) > 0"),
}
