package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// "Counter target spell. If that spell is countered this way, exile it
// instead of putting it into its owner's graveyard": the second sentence
// is a replacement effect of the counter instruction before it (614.1a),
// read as where the countered card goes (counter's instead argument).
// The table is kept apart from builders.go so that branches merge without
// touching the same lines.
func init() {
	maps.Copy(builders.flows, counteredInsteadFlows)
}

var counteredInsteadFlows = map[string]flowBuilder{
	"countered_instead": flowCounteredInstead,
}

// flowCounteredInstead builds the flow shape "countered_instead". Groups:
// exile, hand, top or bottom (its owner's library). Only right after a
// counter of one spell (counter or counter_unless_paid): "that spell"
// names the spell that instruction countered.
func flowCounteredInstead(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if len(*out) == 0 {
		return unreadf("\"if that spell is countered this way\" with no counter before it")
	}
	prev := (*out)[len(*out)-1]
	if (prev.Op != "counter" && prev.Op != "counter_unless_paid") || prev.What != "t0" || prev.NewZone != "" {
		return unreadf("\"if that spell is countered this way\" after %s, not a counter of the target spell", prev.Op)
	}
	cp := *prev
	switch {
	case m["exile"] != "":
		cp.NewZone = "exile"
	case m["hand"] != "":
		cp.NewZone = "hand"
	case m["top"] != "":
		cp.NewZone = "library"
	case m["bottom"] != "":
		cp.NewZone, cp.Bottom = "library", true
	default:
		return unreadf("countered spell put elsewhere: no zone read")
	}
	(*out)[len(*out)-1] = &cp
	return nil
}
