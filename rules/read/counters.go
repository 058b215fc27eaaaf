package read

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// buildCounters builds the effect shape "counters".
func buildCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		// "un marqueur « vol », « lien de vie » ou +1/+1": one kind
		// chosen as it resolves.
		if kinds, kerr := rd.counterKinds(m["kind"]); kerr == nil {
			kind, err = kinds, nil
		}
	}
	if err != nil {
		return nil, err
	}
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
}

// buildOthersEnterWithCounters builds the effect shape "others_enter_with_counters":
// "Les créatures incolores que vous contrôlez arrivent avec deux
// marqueurs +1/+1 supplémentaires sur elles."
func buildOthersEnterWithCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	pf, err := rd.parsedFilter(m["what"], "")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "others_enter_with_counters", N: n, Kind: kind, Filter: pf}, nil
}

// buildCantRemoveCounters builds the effect shape "cant_remove_counters":
// "Les marqueurs « étourdissement » ne peuvent pas être retirés des
// permanents que vos adversaires contrôlent."
func buildCantRemoveCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	ref, err := rd.object(m["what"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "cant_remove_counters", Kind: kind, Affects: ref}, nil
}

// buildExileWithCounters builds the effect shape "exile_with_counters":
// "Exilez la Peine suspendue avec trois marqueurs « temps » sur elle."
func buildExileWithCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "move", What: ref, Zone: "exile", Kind: kind, N: n}, nil
}

// buildPutThoseCounters builds the effect shape "put_those_counters":
// "Mettez ces marqueurs sur …": the counters the event's object
// had, of each kind, put anew (not moved).
func buildPutThoseCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.when == "" {
		return nil, unreadf("\"those counters\" without a trigger about an object")
	}
	to, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "copy_counters", What: to, Source: "it"}, nil
}

// buildEntersWithCountersIfCastFromGraveyard builds the effect shape "enters_with_counters_if_cast_from_graveyard":
// "Si vous faites ainsi, ~ arrive avec un marqueur +1/+1 sur lui":
// after the permission to cast it from the graveyard, it enters with
// the counters when it was cast that way.
func buildEntersWithCountersIfCastFromGraveyard(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "enters_with_counters", Kind: kind, N: n, If: rules.MustParseExpr("cast_from_graveyard")}, nil
}

// buildEntersWithCounters builds the effect shape "enters_with_counters":
// « ~ arrive avec N marqueurs K sur lui » / « ~ entra con N segnalini K »
// (X: the X paid as it was cast, 0 otherwise).
func buildEntersWithCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "enters_with_counters", Kind: kind, N: n}, nil
}

// buildRemoveThoseCounters builds the effect shape "remove_those_counters":
// "Retirez ces marqueurs": every counter of the kind last named
// (by the condition before it), from the source.
func buildRemoveThoseCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.lastCounter == "" {
		return nil, unreadf("\"those counters\" without counters named before")
	}
	n, err := rules.ParseExpr(fmt.Sprintf("counters(self, %s)", rd.lastCounter))
	if err != nil {
		return nil, unreadf("those counters: %v", err)
	}
	return &rules.Effect{Op: "remove_counters", What: "self", Kind: rd.lastCounter, N: n}, nil
}

// buildDistributeCounters builds the effect shape "distribute_counters".
func buildDistributeCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
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
	// The counters are on the targets: "remove those counters" after
	// them (Shambling Swarm) is not the card's counters that
	// remove_those_counters reads.
	rd.lastCounter = ""
	return &rules.Effect{Op: "distribute_counters", N: n, Kind: kind, What: what}, nil
}

// buildDoubleCounters builds the effect shape "double_counters".
func buildDoubleCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	what, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "double_counters", Kind: kind, What: what}, nil
}

// buildCountersThatMany builds the effect shape "counters_that_many":
// "Mettez autant de marqueurs +1/+1 sur lui": as many as the condition
// before counted, else the event's amount.
func buildCountersThatMany(rd *reader, m map[string]string) (*rules.Effect, error) {
	n := rules.MustParseExpr("amount")
	if rd.thatMany != "" {
		n = rules.MustParseExpr(rd.thatMany)
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
}

// withCounter makes a move put the object onto the battlefield "avec un
// marqueur {kind} sur lui" when the shape names a kind.
func (rd *reader) withCounter(e *rules.Effect, k string) error {
	if k == "" {
		return nil
	}
	kind, err := rd.counterKind(k)
	if err != nil {
		return err
	}
	e.Kind, e.N = kind, rules.ConstExpr(1)
	return nil
}
