package read

import (
	"slices"
	"strings"
)

// isSelfInGraveyard reports whether a phrase, its qualifiers read, names
// the card itself in its owner's graveyard ("~ from your graveyard",
// « ~ depuis votre cimetière », "~ dal tuo cimitero").
func isSelfInGraveyard(s string) bool {
	w := strings.Fields(s)
	return len(w) == 3 && w[0] == "~" && slices.Equal(sortedCopy(w[1:]), []string{"#in:graveyard", "#you_own"})
}

func sortedCopy(s []string) []string {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

// selfInGraveyard is the reference of the card named in its graveyard by
// an instruction: the card itself, by an ability that functions from the
// graveyard (graveyardAbility).
func (rd *reader) selfInGraveyard(s string) (string, error) {
	ref, err := rd.graveyardAbility(s)
	if err != nil {
		return "", err
	}
	rd.last = ref
	return ref, nil
}

// graveyardAbility marks the ability being read as one that functions
// from its card's graveyard (113.6k): an ability whose effect moves the
// card out of its graveyard, or whose condition is that the card is
// there, works only there. An activated ability is activated from the
// graveyard, an instant's or sorcery's too ({2}{R}{R}{R}: Return Hammer
// of Bogardan …); a triggered ability triggers from the graveyard when
// its event is not about the card itself nor the permanent it is
// attached to (graveyardEvents). A spell, a static ability, and a
// trigger about the card itself stay unread: the engine runs no static
// ability from a graveyard, and such a trigger (« Quand ~ meurt ») is
// the card's on the battlefield. An aura's trigger about the permanent it
// enchants functions on the battlefield (113.6k's exception): it is left
// as it is read, and the card it names is the one the aura became in the
// graveyard (self_cards). ref is how the ability names the card.
func (rd *reader) graveyardAbility(s string) (ref string, err error) {
	if rd.ab.From != "" && rd.ab.From != "graveyard" {
		return "", unreadf("the card itself in its graveyard %q, activated from the %s", s, rd.ab.From)
	}
	switch {
	case rd.static:
		return "", unreadf("the card itself in its graveyard %q in a static ability: the engine runs none from a graveyard", s)
	case rd.activating:
	case len(rd.trigNow) == 0:
		return "", unreadf("the card itself in its graveyard %q outside an activated or triggered ability", s)
	default:
		for _, t := range rd.trigNow {
			f := ""
			if t.filter != nil {
				f = t.filter.String()
			}
			if f == "enchanted_by_self" && len(rd.trigNow) == 1 && leftBattlefield[t.when] {
				return "self_cards", nil
			}
			if t.self || !graveyardEvents[t.when] || strings.Contains(f, "self") {
				return "", unreadf("the card itself in its graveyard %q in a trigger %s about the card or what it is attached to", s, t.when)
			}
		}
	}
	rd.ab.From = "graveyard"
	return "self", nil
}

// graveyardEvents are the trigger events an ability of a card in a
// graveyard may wait for: steps, and what other objects and players do
// (none is about the card itself).
var graveyardEvents = map[string]bool{
	"upkeep": true, "draw_step": true, "begin_combat": true, "main1": true, "main2": true, "end_step": true,
	"each_end_step": true, "each_upkeep": true, "opp_upkeep": true,
	"cast_any": true, "opp_casts": true, "player_casts": true, "play_card": true,
	"enters_any": true, "enters_batch": true, "dies_any": true, "leaves_to_graveyard_any": true,
	"put_into_graveyard": true, "put_into_your_graveyard": true, "put_into_opp_graveyard": true,
	"combat_damage_player": true, "combat_damage_player_batch": true, "creature_attacks": true, "you_attack": true,
	"life_gained": true, "draw": true, "you_discard": true, "opp_discards": true, "you_cycle": true,
	"token_created": true, "you_sacrifice": true, "milled_batch": true, "put_into_your_graveyard_batch": true,
}

// batchEvents are the engine's events of one or more objects at once
// (603.2c) for the events it raises once for each object: "Whenever one
// or more land cards are put into your graveyard from anywhere",
// « au moins une carte de terrain », « una o più carte terra ».
var batchEvents = map[string]string{"put_into_your_graveyard": "put_into_your_graveyard_batch"}

func init() {
	builders.conds["self_in_graveyard"] = condSelfInGraveyard
	builders.applies["exile_self_graveyard"] = applyExileSelfGraveyard
}

// condSelfInGraveyard builds the condition shape "self_in_graveyard": "if
// Pyre Zombie is in your graveyard", « si le Zombie des bûchers est dans
// votre cimetière », « se lo Sciamano della Pira è nel tuo cimitero »,
// "Activate only if Glory is in your graveyard": the ability functions
// from the graveyard (graveyardAbility), and the condition is checked
// again as the ability resolves (603.4): the card may have left.
func condSelfInGraveyard(rd *reader, _ map[string]string) (string, error) {
	ref, err := rd.graveyardAbility("~ #in:graveyard #you_own")
	if err != nil {
		return "", err
	}
	if ref != "self" {
		return "", unreadf("the card itself in its graveyard as a condition of an aura's trigger about its permanent")
	}
	rd.last = "self"
	return "is(self, in:graveyard you_own)", nil
}

// applyExileSelfGraveyard builds the cost shape "exile_self_graveyard":
// "Exile Soul of Zendikar from your graveyard", « Exilez l'Âme de
// Zendikar depuis votre cimetière », « Esilia l'Anima di Zendikar dal tuo
// cimitero »: the card is exiled from its graveyard as the ability is
// activated there.
func applyExileSelfGraveyard(rd *reader, _ map[string]string) error {
	if _, err := rd.graveyardAbility("~ #in:graveyard #you_own"); err != nil {
		return err
	}
	rd.ab.ExileSelf = true
	return nil
}

// withFlag adds name to a compiled form's parts when on.
func withFlag(parts []string, on bool, name string) []string {
	if on {
		return append(parts, name)
	}
	return parts
}
