package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildAddManaTo builds the effect shape "add_mana_to": a player other
// than you adds mana, "its controller adds an additional {G}{G}" / « son
// contrôleur ajoute {G}{G} supplémentaires » / « il suo controllore
// aggiunge {G}{G} addizionale » after a land is tapped for mana (the
// additional mana goes to that land's controller, not the aura's).
func buildAddManaTo(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	e, err := buildAddMana(rd, m)
	if err != nil {
		return nil, err
	}
	e.To = who
	return e, nil
}

// leftBattlefield are the events of another permanent leaving the
// battlefield: "it" is that permanent as it last existed.
var leftBattlefield = map[string]bool{"dies_any": true, "leaves_to_graveyard_any": true, "leaves_any": true}

// leftCard is what "return that card to its owner's hand" / « renvoyez
// cette carte dans la main de son propriétaire » returns after another
// permanent left the battlefield: the card it became (it_cards, 400.7),
// not the permanent as it last existed ("it"), which no longer is
// anywhere to return from.
func leftCard(rd *reader, op, ref string) string {
	if op == "bounce" && ref == "it" && leftBattlefield[rd.when] {
		return "it_cards"
	}
	return ref
}

// nextStep reads a sentence that opens a delayed trigger at the beginning
// of your next step (nextSteps): the trigger as a plain one reads it, "at
// the beginning of your upkeep, pay {2}{U}".
func (lx *lexicon) nextStep(sent string) (string, bool) {
	for _, re := range lx.nextSteps {
		if m := re.FindStringSubmatch(sent); m != nil {
			return strings.Join(m[1:], ""), true
		}
	}
	return "", false
}

// isNextStep reports whether a paragraph opens with such a delayed
// trigger: printed alone on a spell (the pacts), it is the spell's
// instruction, not a triggered ability of the card.
func (lx *lexicon) isNextStep(s string) bool {
	_, ok := lx.nextStep(strings.SplitN(s, ". ", 2)[0])
	return ok
}

// nextStepDelayed reads the delayed trigger of s (the trigger and the rest
// of the text): it triggers once, at the first such step, this turn's or
// a later one's.
func (rd *reader) nextStepDelayed(s string) (*rules.Effect, error) {
	e, err := rd.delayed(s)
	if err != nil {
		return nil, err
	}
	e.Until = ""
	return e, nil
}

// eachObjectEvents are the events the engine raises once for each object
// (trigger heads of this branch): "one or more land cards are put into
// your graveyard" / « au moins une carte … » / « una o più carte … » is one
// event for all of them, which these are not.
var eachObjectEvents = map[string]bool{"leaves_any": true, "creature_blocks": true, "damaged_any": true,
	"targeted_any": true, "targeted_any_by_opp": true, "turned_face_up_any": true, "tapped_for_mana_any": true,
	"put_into_your_graveyard": true, "put_into_opp_graveyard": true, "put_into_graveyard": true,
	"dies_any": true, "leaves_to_graveyard_any": true, "combat_damage_player_or_pw": true}

// oneEventEach reads a trigger of one or more objects read with an event
// raised for each object: the engine's batch event of it (batchEvents),
// else unread. when is the event to trigger on.
func (rd *reader) oneEventEach(when, obj string) (string, error) {
	if !eachObjectEvents[when] {
		return when, nil
	}
	if n, err := rd.nounPhrase(obj); err == nil && n.min == 1 && n.max == rules.MaxRepeat && n.minN == nil {
		if b := batchEvents[when]; b != "" {
			return b, nil
		}
		return "", unreadf("trigger %q: one event for one or more objects: the engine has no such event (its %s is one for each)", obj, when)
	}
	return when, nil
}

// selfIncluded are the events of any permanent matching a filter, looking
// back, with no event of the card alone: "~ or another artifact you
// control is put into a graveyard from the battlefield" is that event of
// any artifact you control, the card included.
var selfIncluded = map[string]bool{"leaves_to_graveyard_any": true, "dies_any": true}

// selfAmongOthers reads "~ or another <filter> <event>" as t of any
// object matching the filter, "other" dropped, for the events of
// selfIncluded.
func selfAmongOthers(t trigger) ([]trigger, bool) {
	if !selfIncluded[t.when] {
		return nil, false
	}
	words := strings.Fields(t.filter.String())
	if !slices.Contains(words, "other") {
		return nil, false
	}
	f, err := rules.ParseFilter(strings.Join(slices.DeleteFunc(words, func(w string) bool { return w == "other" }), " "))
	if err != nil {
		return nil, false
	}
	t.filter = f
	return []trigger{t}, true
}

// triggerDuring reads the turn an event must happen in ("you cast a spell
// during an opponent's turn", « un adversaire lance un sort pendant votre
// tour »): a condition of the event itself, read as conditions are.
func (rd *reader) triggerDuring(t *trigger, during string) error {
	if during == "" {
		return nil
	}
	e, err := rd.condition(during)
	if err != nil {
		return err
	}
	t.cond = rules.CombineCond(t.cond, e)
	return nil
}
