package read

import "strings"

// What the effect of a triggered ability calls the object or player its
// trigger is about: "that creature" / « cette créature » / « quella
// creatura », "its toughness", "that player".

// otherOfSelf are the events of the card itself against another object
// whose filter is that other object's ("~ blocks a creature with
// flying"): the pronoun is still the card ("it deals 2 damage to that
// creature"), "that creature" is the other, it_other.
var otherOfSelf = map[string]string{
	"blocks_creature":        "it_other",
	"blocked_by_creature":    "it_other",
	"blocks_or_blocked_by":   "it_other",
	"damage_to_creature":     "it",
	"combat_damage_creature": "it",
}

// sourceSubjects are the events whose filter is the source of damage dealt
// to a player: the object the trigger is about is the source, it_source
// (the event's object "it" is none: a player was dealt the damage).
var sourceSubjects = map[string]string{
	"damage_to_opp":                  "it_source",
	"combat_damage_opp":              "it_source",
	"damage_to_player":               "it_source",
	"combat_damage_player":           "it_source",
	"deals_combat_damage":            "it_source",
	"deals_damage":                   "it_source",
	"combat_damage_you":              "it_source",
	"damage_to_you":                  "it_source",
	"combat_damage_enchanted_player": "it_source",
	// branch grammar-triggers, round 2.
	"combat_damage_player_or_pw": "it_source",
}

// damagedPlayer are the events that name a player besides an object (the
// player dealt damage, who cycled): "that player" is that player (the
// event's player).
var damagedPlayer = map[string]bool{"damage_to_opp": true, "combat_damage_opp": true, "damage_to_player": true, "player_cycles": true}

// stepPlayer are the beginnings of other players' steps: a pronoun is that
// player.
var stepPlayer = map[string]bool{"each_draw_step": true, "enchanted_player_upkeep": true, "opp_begin_combat": true, "enchanted_controller_upkeep": true,
	"each_main1": true}

// selfOrOtherIt are the events of the card itself whose object, "it", is
// the card: after "~ or another creature <event>", "that creature" is the
// event's object, whichever raised it.
var selfOrOtherIt = map[string]bool{"enters": true, "dies": true, "turned_face_up": true, "leaves": true,
	"blocks": true, "damaged": true, "targeted": true}

// bindTrigger sets what the effect's references name after the trigger
// condition cond (the triggers read from it): whenOther, the object "that
// creature" names while nothing else was named since; the pronoun (last)
// and the player (lastPl) where the event fixes them.
func (rd *reader) bindTrigger(trigs []trigger, cond, rest string) {
	rd.whenOther, rd.namesSelf = "", strings.Contains(cond, "~") || strings.Contains(rest, "~")
	if len(trigs) == 2 && trigs[0].filter == nil && trigs[1].filter != nil {
		// "~ or another creature enters, that creature …": the object of
		// either event is the event's object.
		if selfOrOtherIt[trigs[0].when] {
			rd.whenOther = "it"
		}
		return
	}
	if len(trigs) != 1 {
		return
	}
	t := trigs[0]
	if damagedPlayer[t.when] {
		rd.lastPl = "them"
	}
	if t.when == "damaged_by_source" {
		// "Whenever a source deals damage to ~, that source's
		// controller …".
		rd.whenOther = "it_source"
	}
	if stepPlayer[t.when] {
		rd.last, rd.lastPl = "them", "them"
	}
	if t.filter == nil {
		return
	}
	if other, ok := otherOfSelf[t.when]; ok {
		rd.last, rd.whenOther = "", other
		return
	}
	if s, ok := sourceSubjects[t.when]; ok {
		rd.last = s
	}
	rd.whenOther = rd.last
}

// thatRef is what "that creature" names: what the ability named last, or,
// when that is nothing or the card itself, the object the trigger is about.
func (rd *reader) thatRef() string {
	if (rd.last == "" || rd.last == "self") && rd.whenOther != "" {
		return rd.whenOther
	}
	return rd.last
}

// pronounPastSubject is what a pronoun object ("deals 2 damage to it", « lui
// inflige ») names when the clause's subject, the card, made it the card
// (ref): the object named before the clause (before), the trigger's
// ("Whenever a creature attacks or blocks, Powerstone Minefield deals 2
// damage to it"); a card dealing damage to itself says "itself".
func (rd *reader) pronounPastSubject(phrase, ref, before string) string {
	if ref != "self" || before == "" || before == "self" || rd.whenOther == "" {
		return ref
	}
	if r := rd.lx.fixedRefs[strings.TrimSpace(phrase)]; r == "@last" {
		return before
	}
	return ref
}
