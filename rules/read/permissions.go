package read

import (
	"slices"
	"strings"
	"unicode"

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
	pf, err := rd.spellFilter(m["what"])
	if err != nil {
		return nil, err
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

// spellFilter reads the phrase of a kind of spell ("creature spells", «
// carte creatura verdi »): a card cast is a spell (601.2a), so "card"
// becomes "spell" (the older printings say "cards" where the Oracle says
// "spells"). What a land card names is a land played, kept as "land".
func (rd *reader) spellFilter(phrase string) (*rules.Filter, error) {
	f, err := rd.filterPhrase(phrase)
	if err != nil {
		return nil, err
	}
	if f == "self" {
		return nil, unreadf("%q: the card itself named as a kind of spell", phrase)
	}
	toks := strings.Fields(f)
	if slices.Contains(toks, "land") {
		if len(toks) != 2 || !slices.Contains(toks, "card") {
			return nil, unreadf("%q: lands of a kind", phrase)
		}
		return rules.MustParseFilter("land"), nil
	}
	for i, t := range toks {
		if t == "card" {
			toks[i] = "spell"
		}
	}
	if !slices.Contains(toks, "spell") {
		return nil, unreadf("%q: not spells", phrase)
	}
	pf, err := rules.ParseFilter(strings.Join(toks, " "))
	if err != nil {
		return nil, unreadf("%q: %v", phrase, err)
	}
	return pf, nil
}

// buildPlayFromTop builds the effect shape "play_from_top": the top card
// of your library may be played, every card (m["all"], "play lands and
// cast spells", the older « jouer la carte du dessus »), lands
// (m["lands"]) or the spells a phrase names (m["what"]).
func buildPlayFromTop(rd *reader, m map[string]string) (*rules.Effect, error) {
	e := &rules.Effect{Op: "play_from_top"}
	switch {
	case m["lands"] != "":
		e.Filter = rules.MustParseFilter("land")
	case m["what"] != "":
		pf, err := rd.spellFilter(m["what"])
		if err != nil {
			return nil, err
		}
		e.Filter = pf
	}
	return e, nil
}

// buildLookTopAnyTime builds the effect shape "look_top_any_time": "You
// may look at the top card of your library any time", the English of what
// the French and Italian read as an object phrase (« la carte du dessus
// de votre bibliothèque »): a static permission, of the top card only.
func buildLookTopAnyTime(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("looking at the top of your library at any time: only as a static ability")
	}
	if m["n"] != "" {
		return nil, unreadf("looking at the top %s cards of your library at any time: the engine's filter names the top card", m["n"])
	}
	return &rules.Effect{Op: "may_look", Filter: rules.MustParseFilter(strings.Join(topOfLibrary, " "))}, nil
}

// buildPayManaX builds the effect shape "pay_mana_x": "(you may) pay
// {X}{R}", « (vous pouvez) payer {X}{R} », « (puoi) pagare {X}{R} »: you
// choose X as you pay, and X is that number in the rest of the ability
// ("If you do, Flameblast Dragon deals X damage to any target"); the
// engine's pay_mana takes X so.
func buildPayManaX(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil {
		return nil, unreadf("cost %q: %v", m["cost"], err)
	}
	if rd.x != nil {
		return nil, unreadf("paying %q: X is defined otherwise in the sentence", m["cost"])
	}
	return &rules.Effect{Op: "pay_mana", Cost: c}, nil
}

// paidXTargets refuses an ability whose targets depend on an X paid as it
// resolves ("you may pay {X}. If you do, return another target Zombie
// creature card with mana value X"): the targets are chosen as it is put
// on the stack, before X is. A reflexive trigger's targets come after
// the payment and are not the ability's own.
func paidXTargets(targets []*rules.TargetSpec, effs []*rules.Effect) error {
	paid := false
	var walk func([]*rules.Effect)
	walk = func(es []*rules.Effect) {
		for _, e := range es {
			if e.Op == "pay_mana" && slices.ContainsFunc(e.Cost, func(s rules.Symbol) bool { return s.Kind == rules.SymX }) {
				paid = true
			}
			walk(e.Then)
			walk(e.Else)
		}
	}
	walk(effs)
	if !paid {
		return nil
	}
	for _, t := range targets {
		if t.Filter != nil && slices.ContainsFunc(strings.FieldsFunc(t.Filter.String(), func(r rune) bool { return !unicode.IsLetter(r) }), func(w string) bool { return w == "x" }) {
			return unreadf("target %s: its X is paid as the ability resolves, after the targets are chosen", t.Filter)
		}
	}
	return nil
}
