package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// applySacrificeSelf builds the cost or restriction shape "sacrifice_self".
func applySacrificeSelf(rd *reader, _ map[string]string) error {
	rd.ab.Sacrifice = "self"
	return nil
}

// applySacrificeFilter builds the cost or restriction shape "sacrifice_filter".
func applySacrificeFilter(rd *reader, m map[string]string) error {
	// An activated ability sacrifices one permanent: "sacrifiez trois
	// autres créatures" (several, or all) is not read as one.
	if n, err := rd.nounPhrase(m["what"]); err == nil && !rd.countedSacrifice && (n.all || n.min > 1 || n.max > 1) {
		return unreadf("a sacrifice cost of several permanents (%q): the engine's cost sacrifices one", m["what"])
	}
	f, _, err := rd.parsedFilterIn(m["what"], " you_control", "sacrifice cost")
	if err != nil {
		return err
	}
	rd.ab.Sacrifice = f
	return nil
}

// applyPayLife builds the cost or restriction shape "pay_life".
func applyPayLife(rd *reader, m map[string]string) error {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return err
	}
	rd.ab.Life = n
	return nil
}

// applyDiscardCost builds the cost or restriction shape "discard_cost".
func applyDiscardCost(rd *reader, m map[string]string) error {
	n := 1
	if s, ok := m["n"]; ok {
		var err error
		if n, err = rd.lx.count(s); err != nil {
			return err
		}
	}
	rd.ab.Discard = n
	return nil
}

// applySorcery builds the cost or restriction shape "sorcery".
func applySorcery(rd *reader, _ map[string]string) error {
	rd.ab.Sorcery = true
	return nil
}

// applyOncePerTurn builds the cost or restriction shape "once_per_turn".
func applyOncePerTurn(rd *reader, _ map[string]string) error {
	rd.ab.OncePerTurn = true
	return nil
}

// applyOnce builds the cost or restriction shape "once".
func applyOnce(rd *reader, _ map[string]string) error {
	rd.ab.Once = true
	return nil
}

// applyIfSorcery builds the cost or restriction shape "if_sorcery".
func applyIfSorcery(rd *reader, m map[string]string) error {
	e, err := rd.condition(m["cond"])
	if err != nil {
		return err
	}
	rd.ab.ActiveIf, rd.ab.Sorcery = e, true
	return nil
}

// applyActiveIf builds the restriction shape "if": "activate only if
// COND" or "activate only during your turn" (602.5b). A second condition
// on the same ability joins the first: both must hold.
func applyActiveIf(rd *reader, m map[string]string) error {
	e, err := rd.condition(m["cond"])
	if err != nil {
		return err
	}
	if rd.ab.ActiveIf != nil {
		if e, err = rules.ParseExpr("(" + rd.ab.ActiveIf.String() + ") && (" + e.String() + ")"); err != nil {
			return unreadf("activation conditions: %v", err)
		}
	}
	rd.ab.ActiveIf = e
	return nil
}

// applyRestrictionAnd builds the restriction shape "and": "activate only
// A and only B" is the two restrictions "activate only A" and "activate
// only B", each read by the restriction table, so that any two combine.
func applyRestrictionAnd(rd *reader, m map[string]string) error {
	for _, part := range []string{m["a"], m["b"]} {
		ok, err := rd.restriction(m["p"] + " " + part)
		if err != nil {
			return err
		}
		if !ok {
			return unreadf("unknown activation restriction %q", m["p"]+" "+part)
		}
	}
	return nil
}

// applyTapOther builds the cost or restriction shape "tap_other".
func applyTapOther(rd *reader, m map[string]string) error {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return err
	}
	if f == "self" {
		return unreadf("tapping the source is {T}")
	}
	// "Tap five untapped Clerics you control": the cost taps five.
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return err
	}
	if n.all || n.maxN != nil || n.minN != nil || n.max > n.min {
		return unreadf("tap cost %q: not a number of permanents the engine taps", m["what"])
	}
	if n.min > 1 {
		rd.ab.TapOtherN = n.min
	}
	if !strings.Contains(f, "you_control") {
		f += " you_control"
	}
	if _, err := rules.ParseFilter(f); err != nil {
		return unreadf("tap cost %q: %v", m["what"], err)
	}
	rd.ab.TapOther = f
	return nil
}

// applyExileCost builds the cost or restriction shape "exile_cost".
func applyExileCost(rd *reader, m map[string]string) error {
	n := 1
	if s, ok := m["n"]; ok {
		var err error
		if n, err = rd.lx.count(s); err != nil {
			return err
		}
	}
	f := "card in:graveyard you_own"
	if w, ok := m["what"]; ok {
		var err error
		if f, err = rd.filterPhrase(w); err != nil {
			return err
		}
		// "Exile two white cards from your hand": the count is the
		// noun phrase's (altcost_own.go).
		if np, err := rd.nounPhrase(w); err == nil && !np.all && np.min == np.max && np.min > 1 {
			n = np.min
		}
	}
	if _, err := rules.ParseFilter(f); err != nil {
		return unreadf("exile cost %q: %v", m["what"], err)
	}
	rd.ab.CastExile, rd.ab.CastExileN = f, n
	return nil
}

// applyCastChoose builds the cost or restriction shape "cast_choose":
// "Choisissez une créature que vous contrôlez ou révélez une carte de
// créature de votre main", a spell's additional cost.
func applyCastChoose(rd *reader, m map[string]string) error {
	for _, w := range []string{m["what"], m["what2"]} {
		f, _, err := rd.parsedFilterIn(w, "", "additional cost")
		if err != nil {
			return err
		}
		rd.ab.CastChoose = append(rd.ab.CastChoose, f)
	}
	return nil
}

// applyDiscardSelf builds the cost or restriction shape "discard_self":
// "Défaussez-vous de ~": the card is activated from its owner's hand.
func applyDiscardSelf(rd *reader, _ map[string]string) error {
	rd.ab.DiscardSelf, rd.ab.From = true, "hand"
	return nil
}

// applySacrificeOrPay builds the cost or restriction shape "sacrifice_or_pay".
func applySacrificeOrPay(rd *reader, m map[string]string) error {
	if err := applySacrificeFilter(rd, m); err != nil {
		return err
	}
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil {
		return unreadf("cost %q: %v", m["cost"], err)
	}
	rd.ab.CastSacrificeOr = c
	return nil
}

// applyRemoveCounters builds the cost shape "remove_counters": « retirez un
// marqueur +1/+1 de ~ », « rimuovi due segnalini carica da ~ ». From
// another permanent than the card, it is another cost, unread.
func applyRemoveCounters(rd *reader, m map[string]string) error {
	if ref, err := rd.object(m["obj"]); err != nil || ref != "self" {
		return unreadf("removing counters from %q: only the permanent's own are a cost the engine pays", m["obj"])
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return err
	}
	if strings.TrimSpace(m["n"]) == "x" && rd.x == nil {
		// "Remove X charge counters": X is announced as the ability is
		// activated, and the effect's X is that number.
		rd.ab.RemoveCounters, rd.ab.RemoveCountersX = kind, true
		return nil
	}
	v, err := rd.lx.count(m["n"])
	if err != nil {
		return err
	}
	rd.ab.RemoveCounters, rd.ab.RemoveCountersN = kind, v
	return nil
}
