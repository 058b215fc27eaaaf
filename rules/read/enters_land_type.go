package read

import (
	"slices"

	"github.com/arbitre/arbitre/rules"
)

// buildEntersBasicLandType builds the entering shape
// "enters_basic_land_type": « choisissez un type de terrain de base »,
// "choose a basic land type" as the permanent enters: a choice among the
// five basic land types (basicLandTypes, 205.3i), which chose(self, N) reads (plains is 1).
// "Choose a land type" is not it: any land type (Desert, Gate…) may be
// chosen, a list the reader does not hold.
func buildEntersBasicLandType(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "enters_choice", Choices: slices.Clone(basicLandTypes)}, nil
}
