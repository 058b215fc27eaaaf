package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// damageAmount reads the amount a (of the damage instruction m) whose
// source src the clause named: a demonstrative in it names what the
// ability named before the clause ("Return target instant card … Volcanic
// Vision deals damage equal to that card's mana value": the card returned,
// not Volcanic Vision, which naming the source made the last object;
// before is that object). When the amount names an object the recipient
// names ("Refuse deals damage to target spell's controller equal to that
// spell's mana value", « inflige au contrôleur du sort ciblé un nombre de
// blessures égal au coût converti de mana de ce sort »), it is read after
// the recipient: the second reading, in every language alike, since the
// first one fails the same way in each.
func (rd *reader) damageAmount(a, src, before string, m map[string]string) (*rules.Expr, error) {
	named := rd.last
	subjectSelf := (src == "" || src == "self") && m["src"] != "" && named == "self"
	if subjectSelf {
		// The card named as the subject: "that card" in the amount is
		// not the card (which says "its"), but what was named before.
		rd.last, rd.subjectSelf = before, true
	}
	n, err := rd.amount(a)
	rd.subjectSelf = false
	if subjectSelf && (err != nil || before == "" || !strings.Contains(n.String(), "("+before+")")) {
		// The amount named nothing of before: the last object is the
		// source, as the clause named it.
		rd.last = named
	}
	if err == nil || m["to"] == "" || !refBefore(err) {
		return n, err
	}
	// The recipient first: its targets are the ability's, its reference
	// what the amount's demonstrative names.
	saved := *rd.ab
	savedTargets := append([]*rules.TargetSpec(nil), rd.ab.Targets...)
	restore := func() { *rd.ab, rd.ab.Targets, rd.last = saved, savedTargets, named }
	if _, rerr := rd.object(m["to"]); rerr != nil {
		restore()
		return nil, err
	}
	targets := len(rd.ab.Targets)
	rd.subjectSelf = subjectSelf
	n, err2 := rd.amount(a)
	rd.subjectSelf = false
	if err2 == nil && len(rd.ab.Targets) != targets {
		// The amount named a target of its own, which reading the
		// recipient again after it would number differently.
		err2 = err
	}
	restore()
	if err2 != nil {
		return nil, err
	}
	return n, nil
}

// refBefore reports whether err says that a phrase naming a spell found
// none named before it, which a target spell the recipient names later in
// the sentence may be. Only the spell: "that creature" found nothing of
// its kind and would take any target read later ("Heart-Piercer Manticore
// deals damage equal to that creature's power to any target" names the
// creature sacrificed, not the target).
func refBefore(err error) bool {
	return strings.Contains(err.Error(), thatSpellNone)
}
