package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Permissions are statics that let their controller do what the rules
// otherwise forbid: cast spells at an instant's timing ("You may cast
// creature spells as though they had flash", « Vous pouvez lancer les
// sorts de créature comme s'ils avaient le flash », « Puoi lanciare magie
// creatura come se avessero lampo ») or cast the card itself from a zone
// ("You may cast Skaab Ruinator from your graveyard"). Each is an op the
// engine consults where the rule it changes is applied (cast_as_flash,
// may_cast_from).

// buildCastAsFlash builds the effect shape "cast_as_flash": the spells
// the phrase names (m["what"]) may be cast as though they had flash, or
// the card itself (m["self"]). The older Italian prints "carte" (cards)
// where the others print "sorts" / "spells": a card cast is a spell
// (601.2a), so the filter names spells either way.
func buildCastAsFlash(rd *reader, m map[string]string) (*rules.Effect, error) {
	if m["self"] != "" {
		return &rules.Effect{Op: "cast_as_flash", Affects: "self"}, nil
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if f == "self" {
		return nil, unreadf("%q: the card itself named as a kind of spell", m["what"])
	}
	toks := strings.Fields(f)
	for i, t := range toks {
		if t == "card" {
			toks[i] = "spell"
		}
	}
	if !strings.Contains(" "+strings.Join(toks, " ")+" ", " spell ") {
		return nil, unreadf("%q: not spells", m["what"])
	}
	pf, err := rules.ParseFilter(strings.Join(toks, " "))
	if err != nil {
		return nil, unreadf("%q: %v", m["what"], err)
	}
	return &rules.Effect{Op: "cast_as_flash", Filter: pf}, nil
}

// buildMayCastSelfFrom builds the effect shape "may_cast_self_from": the
// card may be cast from its owner's graveyard (m["gy"]) or from exile
// (m["ex"]), while a condition holds (m["cond"], "as long as you control
// a Zombie") or always.
func buildMayCastSelfFrom(rd *reader, m map[string]string) (*rules.Effect, error) {
	zone := "graveyard"
	if m["ex"] != "" {
		zone = "exile"
	}
	e := &rules.Effect{Op: "may_cast_from", Zone: zone}
	if m["cond"] != "" {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return nil, err
		}
		e.If = c
	}
	return e, nil
}
