package read

import "maps"

// "Tap or untap target permanent" (engager ou dégager, TAPpare o
// STAPpare): one object, tapped or untapped as its controller chooses
// when the ability resolves (the engine's tap_or_untap). The table is
// kept apart from builders.go so that branches merge without touching
// the same lines.
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{
		"tap_or_untap": objectOp("tap_or_untap"),
	})
}
