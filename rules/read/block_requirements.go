package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// Blocking requirements (509.1c): "All creatures able to block ~ do so"
// (Lure), « Toutes les créatures capables de bloquer ~ le font », « Tutte
// le creature in grado di bloccare ~ lo fanno »; "~ must be blocked if
// able"; "Target creature blocks ~ this turn if able": a continuous
// effect on the creature to be blocked or blocking (a static ability, or
// for a while).
// The table is kept apart from builders.go so that branches merge without
// touching the same lines.
func init() {
	maps.Copy(builders.effects, blockRequirementBuilders)
}

var blockRequirementBuilders = map[string]effectBuilder{
	"must_be_blocked_by_all": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "must_be_blocked_by_all", m)
	}),
	"must_be_blocked": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "must_be_blocked", m)
	}),
	"must_block": one(buildMustBlock),
}

// buildMustBlock builds the shape "must_block": "Target creature blocks
// ~ this turn if able", « ~ bloque à chaque combat si possible ». Group
// att: the attacking creature it must block (the card itself or another
// target), else any; pron: an object pronoun (« la bloque », "it"),
// unread.
func buildMustBlock(rd *reader, m map[string]string) (*rules.Effect, error) {
	if m["pron"] != "" {
		// « la créature ciblée la bloque »: the creature to block is a
		// pronoun ("it"), which names an object this reader does not
		// settle here.
		return nil, unreadf("blocks %q: the creature to block named by a pronoun", m["pron"])
	}
	e, err := readContinuous(rd, "must_block", m)
	if err != nil || m["att"] == "" {
		return e, err
	}
	if e.Choose, err = rd.object(m["att"]); err != nil {
		return nil, err
	}
	return e, nil
}
