package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Costs of the hand (602.2b): discarding a card of a kind ("Discard a land
// card", « Défaussez-vous d'une carte de créature », « Scarta una carta
// artefatto dalla tua mano ») and returning a permanent to its owner's
// hand ("Return a land you control to its owner's hand", « Renvoyez ~ dans
// la main de son propriétaire »).

// applyDiscardFilter builds the cost shape "discard_filter": one card of
// the kind {what}, from the hand.
func applyDiscardFilter(rd *reader, m map[string]string) error {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return err
	}
	if n.ref != "" || n.target || n.all || n.min != 1 || n.max != 1 || n.maxN != nil || n.player {
		return unreadf("discard cost %q: not one card of a kind", m["what"])
	}
	f := n.filter()
	if !slices.Contains(n.tokens, "card") {
		return unreadf("discard cost %q: not a card", m["what"])
	}
	if _, err := rules.ParseFilter(f); err != nil {
		return unreadf("discard cost %q: %v", m["what"], err)
	}
	if f == "card" {
		rd.ab.Discard = 1
		return nil
	}
	rd.ab.Discard, rd.ab.DiscardWhat = 1, f
	return nil
}

// applyBounceCost builds the cost shape "bounce_cost": the permanent
// itself (~) or one permanent you control of the kind {what} returns to
// its owner's hand. Several ("two lands") are another cost, unread.
func applyBounceCost(rd *reader, m map[string]string) error {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return err
	}
	if n.ref == "self" {
		rd.ab.Bounce = "self"
		return nil
	}
	if n.ref != "" || n.target || n.all || n.min != 1 || n.max != 1 || n.maxN != nil || n.player {
		return unreadf("a cost of returning %q: the engine's cost returns one permanent you control", m["what"])
	}
	f := n.filter()
	if !strings.Contains(f, "you_control") {
		f += " you_control"
	}
	if _, err := rules.ParseFilter(f); err != nil {
		return unreadf("return cost %q: %v", m["what"], err)
	}
	rd.ab.Bounce = f
	return nil
}

// checkCostChoices refuses costs the engine cannot pay together: the
// sacrifice of another permanent, tapping another permanent and returning
// another permanent each take the activation's one chosen object.
func checkCostChoices(a *rules.Ability, s string) error {
	n := 0
	for _, c := range []bool{a.Sacrifice != "" && a.Sacrifice != "self", a.TapOther != "", a.Bounce != "" && a.Bounce != "self"} {
		if c {
			n++
		}
	}
	if n > 1 {
		return unreadf("costs %q: the engine chooses one object for an activation's costs", s)
	}
	return nil
}

// activationOnlyCosts says whether an ability's cost holds one of the
// costs of this family that only an activated ability's activation pays:
// a spell's additional cost, a keyword's cost or a mana ability does not.
func activationOnlyCosts(a *rules.Ability) bool {
	return a.Energy > 0 || a.Bounce != "" || a.DiscardWhat != "" || a.ExileSelf
}

// canonicalFilterText is canonicalFilter of a cost's filter written as
// text ("self" stays as it is), for the compared form.
func canonicalFilterText(s string) string {
	if s == "" || s == "self" {
		return s
	}
	f, err := rules.ParseFilter(s)
	if err != nil {
		return s
	}
	return canonicalFilter(f)
}
