package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Mana counted as it is added: "Add {R} for each creature you control",
// « Ajoutez {G} pour chaque elfe que vous contrôlez », « Aggiungi {G} per
// ogni segnalino +1/+1 sulla Saggia del Cerchio »: one mana symbol, as
// many times as the objects counted (the "for each" of the amounts, as
// gain_life's). An instruction of a spell or trigger is add_mana with
// that count; a mana ability (605.1a) keeps its mana and counts it as it
// resolves (mana_count, rules/mana_count.go). The generic {1} of old
// printings added colorless mana, now {C}.

// eachManaSymbol is the mana symbol added for each object counted.
func eachManaSymbol(s string) (string, error) {
	sym := strings.ToUpper(s)
	switch {
	case sym == "{1}":
		return "{C}", nil
	case !strings.ContainsAny(sym, "WUBRGC"):
		return "", unreadf("mana %q for each object counted: generic mana", s)
	}
	return sym, nil
}

// buildAddManaEachCounter builds the effect shape "add_mana_each_counter":
// "Add {C} for each charge counter on ~".
func buildAddManaEachCounter(rd *reader, m map[string]string) (*rules.Effect, error) {
	sym, err := eachManaSymbol(m["mana"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	n, err := rules.ParseExpr(fmt.Sprintf("counters(%s, %s)", ref, kind))
	if err != nil {
		return nil, unreadf("mana for each %s counter: %v", kind, err)
	}
	return &rules.Effect{Op: "add_mana", Mana: sym, N: n}, nil
}

// buildAddManaEach builds the effect shape "add_mana_each".
func buildAddManaEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	sym, err := eachManaSymbol(m["mana"])
	if err != nil {
		return nil, err
	}
	n, err := rd.forEach(rules.ConstExpr(1), m["what"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "add_mana", Mana: sym, N: n}, nil
}

// manaForEach reads the body of a mana ability that adds one mana symbol
// for each object counted; false (and the ability as it was) when it is
// not one, or when what it counts needs a target (then it is no mana
// ability, 605.1a).
func (rd *reader) manaForEach(body string) bool {
	saved := *rd.ab
	savedLast, savedSubj, savedPl := rd.last, rd.subject, rd.lastPl
	effs, err := rd.effects(body)
	ok := err == nil && len(effs) == 1 && effs[0].Op == "add_mana" && effs[0].N != nil && effs[0].To == "" &&
		len(rd.ab.Targets) == 0 && len(rd.ab.Effects) == len(saved.Effects)
	if ok && countsObjects(effs[0].N) && saved.Loyalty != "" {
		// A loyalty ability is no mana ability (605.1a): it adds the mana
		// as it resolves, from the stack.
		a := saved
		a.Effects = effs
		*rd.ab = a
		return true
	}
	if ok && countsObjects(effs[0].N) {
		a := saved
		a.ManaSpec, a.ManaCount, a.Label = effs[0].Mana, effs[0].N, "mana"
		*rd.ab = a
		return true
	}
	*rd.ab = saved
	rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
	return false
}

// countsObjects reports whether n counts objects or counters as it is
// evaluated, rather than being a number or an amount of the resolving
// spell (X).
func countsObjects(n *rules.Expr) bool {
	s := n.String()
	return strings.Contains(s, "count(") || strings.Contains(s, "counters(")
}
