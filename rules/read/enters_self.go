package read

import "github.com/arbitre/arbitre/rules"

// Statics about how the card itself enters the battlefield (614.1c,
// 614.12) that join two of them in one sentence: "~ enters tapped with
// two charge counters on it" is enters_tapped and enters_with_counters,
// each of which the engine applies however the permanent enters.

// buildEntersTappedWithCounters builds the static shape
// "enters_tapped_with_counters": « ~ arrive engagé avec deux marqueurs
// « charge » sur lui », "~ entra tappata con due segnalini carica".
func buildEntersTappedWithCounters(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	counters, err := buildEntersWithCounters(rd, m)
	if err != nil {
		return nil, err
	}
	return []*rules.Effect{{Op: "enters_tapped"}, counters}, nil
}

// buildEntersWithCountersFromHand builds the static shape
// "enters_with_counters_from_hand": "~ enters with a divinity counter on
// it if you cast it from your hand" (not: "if you didn't cast it from
// your hand"), a condition of the spell that becomes it.
func buildEntersWithCountersFromHand(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := buildEntersWithCounters(rd, m)
	if err != nil {
		return nil, err
	}
	cond := "cast_from_hand"
	if m["not"] != "" {
		cond = "!cast_from_hand"
	}
	e.If = rules.MustParseExpr(cond)
	return e, nil
}
