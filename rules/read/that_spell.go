package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// thatSpell reads « ce sort », « quella magia », "that spell" (the lexicon's
// '@thatspell'): the spell the ability named before, a target spell or the
// spell a cast trigger is about ("Whenever an opponent casts a spell, Kaervek
// deals damage equal to that spell's mana value": not Kaervek, which the
// clause named since, nor the player who cast it). A French « ce sort »
// naming the card itself is read by the shapes that know it (« si ce sort a
// été lancé depuis un cimetière »); anywhere else, with no spell named
// before, it is unread rather than guessed to be the card.
func (rd *reader) thatSpell(s string) (np, error) {
	if rd.targetIsSpell(rd.last) {
		return np{ref: rd.last}, nil
	}
	if spellFilter(rd.whenFilter) || spellEvents[rd.when] {
		return np{ref: "it"}, nil
	}
	// The one target spell named earlier, another object named since
	// (« Contrecarrez le sort ciblé. Le Contrecoup inflige … à son
	// contrôleur … la force de ce sort »).
	ref := ""
	for i, t := range rd.ab.Targets {
		if spellFilter(t.Filter) && t.Max == 1 {
			if ref != "" {
				return np{}, unreadf("%q after several target spells: which one", s)
			}
			ref = fmt.Sprintf("t%d", i)
		}
	}
	if ref == "" {
		return np{}, unreadf("%q "+thatSpellNone, s)
	}
	return np{ref: ref}, nil
}

// spellEvents are the trigger events whose object ("it") is a spell cast,
// with or without a filter (rules/triggerkinds.go).
var spellEvents = map[string]bool{"cast_any": true, "opp_casts": true, "player_casts": true, "enchanted_player_casts": true,
	"player_first_spell": true, "you_second_spell": true, "opp_second_spell": true}

// thatSpellNone ends the reason of a spell phrase that found no spell.
const thatSpellNone = "names no spell named before it"

// targetIsSpell reports whether ref is one target of a slot whose filter
// is a spell's.
func (rd *reader) targetIsSpell(ref string) bool {
	i, ok := targetIndex(ref)
	if !ok || i >= len(rd.ab.Targets) {
		return false
	}
	t := rd.ab.Targets[i]
	return t.Max == 1 && spellFilter(t.Filter)
}

// spellFilter reports whether f finds spells (objects on the stack).
func spellFilter(f *rules.Filter) bool {
	return f != nil && f.InZone(rules.ZoneStack)
}

// amountObject reads the object s an amount is of ("that spell's mana
// value", « il costo di mana convertito della magia »). An Italian or
// French contraction carries the article (« della », « du »), which the
// amount's pattern takes with the preposition: the bare singular noun left
// is a definite phrase ("the spell"), the object named before of its kind,
// never every object of the kind (mv of all spells).
//
// A spell an amount names this way is not what a pronoun after it names
// ("mettez un nombre de marqueurs égal à la valeur de mana de ce sort sur
// jusqu'à une créature ciblée", « … pari al valore di mana di quella magia
// su di essa »: the target).
func (rd *reader) amountObject(s string) (string, error) {
	last := rd.last
	arg, err := rd.object(s)
	w := strings.TrimSpace(s)
	if err == nil && rd.lx.fixedRefs[w] == "@thatspell" {
		rd.last = last
	}
	kind, ok := rd.lx.nouns[w]
	if err != nil || !strings.HasPrefix(arg, "all:") || !ok || rd.lx.pluralNoun(w) {
		return arg, err
	}
	rd.last = last
	n, err := rd.definiteRef(w, np{tokens: []string{kind}})
	if err != nil {
		return "", err
	}
	return n.ref, nil
}
