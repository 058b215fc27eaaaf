package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// composedAmount reads an amount made of amounts, by the shape's groups:
// "twice the number of creatures you control", "1 plus the number of …",
// "half the number of Zombies you control, rounded down", "its power plus
// its toughness", and the words that only lead an amount (« que son
// endurance », « pari al … »). Each group is read as an amount in turn,
// after the words the shape's arg names after "amount" (« au double du
// nombre … » counts « le nombre … »), and takes the next %s of the
// expression.
func (rd *reader) composedAmount(a amountShape, m []string) (*rules.Expr, error) {
	lead := strings.TrimSpace(strings.TrimPrefix(a.arg, "amount"))
	src := a.expr
	for _, g := range m[1:] {
		if lead != "" {
			g = lead + " " + g
		}
		e, err := rd.amount(g)
		if err != nil {
			if len(m) > 2 {
				// Split at a word that was no operator ("la force la
				// plus élevée"): the whole is what is unknown.
				return nil, unreadf("unknown amount %q", m[0])
			}
			return nil, err
		}
		src = strings.Replace(src, "%s", e.String(), 1)
	}
	e, err := rules.ParseExpr(src)
	if err != nil {
		return nil, unreadf("amount %q: %v", m[0], err)
	}
	return e, nil
}

// lastPossessor is whose a possessive is in an ability that is no spell
// and whose trigger (if any) is about no other object: the object the
// ability named last ("Destroy target creature. You gain life equal to its
// toughness": the target's), else the card's own. After an instruction
// naming several objects it may be any of them: unread.
func (rd *reader) lastPossessor(s string) (string, error) {
	switch {
	case rd.last == "" || rd.last == "self":
		return "self", nil
	case manyRef(rd.last):
		return "", unreadf("amount %q: a possessive after an instruction naming several objects", s)
	}
	return rd.last, nil
}

// possessiveOther is whose a possessive of a card's characteristic the
// card itself rarely speaks of is ("its mana value", « son coût converti
// de mana »): an object the ability named, never the card, which the text
// would name by its name.
func (rd *reader) possessiveOther(s string) (string, error) {
	owner, err := rd.possessive(s)
	if err != nil {
		return "", err
	}
	if owner == "self" {
		return "", unreadf("amount %q: a possessive that finds the card itself", s)
	}
	return owner, nil
}

// difference reads "the difference" (« la différence », « la differenza »)
// as the difference of the comparison the condition before it made:
// "if you have fewer than seven cards in hand, draw cards equal to the
// difference" (hand(you) < 7) is 7 - hand(you). A condition that is no
// single comparison of two amounts leaves it unread.
func (rd *reader) difference(s string) (*rules.Expr, error) {
	if rd.lastCond == nil {
		return nil, unreadf("amount %q: the difference of no comparison", s)
	}
	c := rd.lastCond.String()
	if strings.ContainsAny(c, "&|!=") {
		return nil, unreadf("amount %q: the difference of %q, no single comparison", s, c)
	}
	for _, op := range []string{" < ", " > "} {
		a, b, ok := strings.Cut(c, op)
		if !ok || strings.Contains(b, op) {
			continue
		}
		if op == " > " {
			a, b = b, a
		}
		if strings.ContainsAny(a, "+-*/") {
			a = "(" + a + ")"
		}
		e, err := rules.ParseExpr(b + " - " + a)
		if err != nil {
			return nil, unreadf("amount %q: %v", s, err)
		}
		return e, nil
	}
	return nil, unreadf("amount %q: the difference of %q, no single comparison", s, c)
}
