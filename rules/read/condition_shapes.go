package read

import (
	"fmt"
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The conditions of the shapes below ("if …", "unless …", "as long as …"),
// and the "unless you pay" flows, are kept apart from builders.go's table so
// that branches extending the reader at the same time merge without
// touching the same lines; init adds them to the table before any lexicon
// is compiled (lexicons are compiled on first use).
func init() {
	maps.Copy(builders.conds, conditionBuilders)
	maps.Copy(builders.flows, conditionFlowBuilders)
	maps.Copy(builders.effects, conditionEffectBuilders)
}

// conditionEffectBuilders are the effect builders of this file: what a
// condition of this file turns on or off.
var conditionEffectBuilders = map[string]effectBuilder{
	// "As long as your devotion to white is less than five, Heliod isn't
	// a creature."
	"not_creature": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "not_creature", m)
	}),
}

// wordConditions are ability words whose condition the old printings give
// in the reminder text only, or not at all (« Seuil — Le Vampire traître
// gagne +2/+2 … »): a paragraph with one compiles only when its form holds
// the condition, written as the reader writes it.
var wordConditions = map[string]string{"threshold": "count(card in:graveyard you_own) >= 7"}

// checkWordCondition reports a paragraph whose ability word's condition
// (wordConditions) its compiled form lacks.
func checkWordCondition(r Reading) error {
	if err := checkDefendingCondition(r); err != nil {
		return err
	}
	if err := checkMovedTarget(r); err != nil {
		return err
	}
	if err := checkDelayedSelfAfterMove(r); err != nil {
		return err
	}
	if err := checkReflexiveAfterIf(r); err != nil {
		return err
	}
	if err := checkThemObject(r); err != nil {
		return err
	}
	if err := checkPreventNextLast(r); err != nil {
		return err
	}
	if err := checkEventAmount(r); err != nil {
		return err
	}
	if err := checkAnaphorAfterIf(r); err != nil {
		return err
	}
	need := wordConditions[r.Word]
	if need == "" || strings.Contains(strings.Join(r.Form(), " "), need) {
		return nil
	}
	return unreadf("ability word %q without its condition in the text (the reminder text may hold it)", r.Word)
}

// conditionBuilders are the condition builders of this file, by shape name.
var conditionBuilders = map[string]condBuilder{
	"cast_from_zone":             condCastFrom(false),
	"not_cast_from_zone":         condCastFrom(true),
	"left_battlefield":           condLeftBattlefield,
	"total_power_at_least":       condTotalPowerAtLeast,
	"city_blessing":              condConst("city_blessing(you)"),
	"spent_to_cast":              condSpentToCast,
	"opp_controls_more":          condOppControlsMore,
	"defending_controls_more":    condDefendingControlsMore,
	"hand_more_than_each_opp":    condConst("hand(you) > highest(each_opponent, hand)"),
	"opp_life_at_most":           numCond("lowest_life(each_opponent) <= %d"),
	"life_more_than_an_opp":      condConst("life(you) > lowest_life(each_opponent)"),
	"opp_life_more":              condConst("highest(each_opponent, life) > life(you)"),
	"opp_lost_life":              condConst("count(opponent lost_life) > 0"),
	"opp_no_hand":                condConst("lowest(each_opponent, hand) == 0"),
	"control_at_least_other":     condControlAtLeastOther,
	"player_hand_at_most":        condThatPlayer("hand(%s) <= %d"),
	"player_hand_at_least":       condThatPlayer("hand(%s) >= %d"),
	"player_no_hand":             condThatPlayer("hand(%s) == 0"),
	"control_at_most":            condControlAtMost,
	"devotion_below":             condDevotionBelow,
	"in_graveyard_at_least":      condInGraveyardAtLeast,
	"is_type_card":               condIsTypeCard,
	"x_at_least":                 numCond("x >= %d"),
	"self_monstrous":             condSelf("monstrous(self)"),
	"self_untapped":              condSelf("is(self, untapped)"),
	"self_attacking":             condSelf("attacking(self)"),
	"self_equipped":              condSelf("is(self, equipped)"),
	"self_enchanted":             condSelf("is(self, enchanted)"),
	"self_enchanted_or_equipped": condSelf("is(self, enchanted) || is(self, equipped)"),
	"no_spells_last_turn":        condNoSpellsLastTurn,
	"spells_last_turn_at_least":  numCond("most_cast_last_turn() >= %d"),
}

// conditionFlowBuilders are the flow builders of this file, by shape name.
var conditionFlowBuilders = map[string]flowBuilder{
	"sacrifice_unless_you_pay": flowSacrificeUnlessYouPay,
}

// condInGraveyardAtLeast builds the condition shape "in_graveyard_at_least":
// "seven or more cards are in your graveyard", « nel tuo cimitero ci sono
// sette o più carte »: the phrase names cards (m["what"]) and the place
// is said apart, so the count is of those cards in your graveyard.
func condInGraveyardAtLeast(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return "", err
	}
	if strings.Contains(f, "in:") || strings.Contains(f, "_control") {
		return "", unreadf("%q: cards said to be in two places", m["what"])
	}
	return fmt.Sprintf("count(%s in:graveyard you_own) >= %d", f, n), nil
}

// flowSacrificeUnlessYouPay builds the flow shape "sacrifice_unless_you_pay":
// "Sacrifice ~ unless you pay {1}", « sacrifiez-la à moins que vous ne
// payiez {G} »: the permanent's controller (the ability's, "you") keeps it
// by paying; the engine's echo instruction. Only the permanent itself:
// another's controller is not "you".
func flowSacrificeUnlessYouPay(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return err
	}
	if ref != "self" {
		return unreadf("sacrifice %q unless you pay: not the permanent itself", m["obj"])
	}
	if strings.Contains(m["cost"], "x") {
		return unreadf("sacrifice unless you pay %s: X", m["cost"])
	}
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil {
		return unreadf("cost %q: %v", m["cost"], err)
	}
	*out = append(*out, &rules.Effect{Op: "sacrifice_unless_paid", What: ref, Cost: c})
	return nil
}

// condNoSpellsLastTurn builds the condition shape "no_spells_last_turn":
// "if no spells were cast last turn" (the werewolves): no player cast one.
func condNoSpellsLastTurn(*reader, map[string]string) (string, error) {
	return "spells_cast_last_turn() == 0", nil
}

// condSelf is a condition on the card itself (a permanent's state:
// "~ is monstrous", "~ is untapped"). It leaves the pronouns after it to
// what names them: after a trigger about another object, "it" is that
// object ("whenever a creature blocks, if ~ is untapped, it …").
func condSelf(expr string) condBuilder {
	return func(*reader, map[string]string) (string, error) { return expr, nil }
}

// condIsTypeCard builds the condition shape "is_type_card": « si c'est une
// carte de terrain », "if it's an instant or sorcery card": the card named
// before (revealed, milled, discarded) has that card type among its
// printed ones (card_is, as for a creature card). Only card types: a
// subtype or another quality is unread.
func condIsTypeCard(rd *reader, m map[string]string) (string, error) {
	if rd.last == "" {
		return "", unreadf("%q names nothing before it", m["what"])
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return "", err
	}
	words := strings.Fields(f)
	if len(words) != 2 || words[0] != "card" {
		return "", unreadf("%q: not a card type alone", m["what"])
	}
	var alts []string
	for _, w := range strings.Split(words[1], "|") {
		t, ok := rules.CardTypeWord(w)
		if !ok {
			return "", unreadf("%q: %q is not a card type", m["what"], w)
		}
		alts = append(alts, "card_is("+rd.last+", "+t+")")
	}
	return strings.Join(alts, " || "), nil
}

// condCastFrom builds the condition shapes "cast_from_zone" and
// "not_cast_from_zone": "if you cast it from your hand", « si ce sort a été
// lancé depuis un cimetière »: the card itself, a spell or the permanent
// it became, was cast from the zone (m["zone"]). "It" must be the card:
// after a trigger about another object it is that one, unread (an
// object's own "cast from" is not recorded once it is a permanent).
func condCastFrom(negated bool) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		// A pronoun with nothing before it is the card itself (as
		// everywhere in the reader); after a trigger about another
		// object, that object.
		if m["obj"] == "" && rd.last != "" && rd.last != "self" {
			return "", unreadf("\"if you cast it\": \"it\" is not the card itself")
		}
		z, ok := rules.ParseZone(m["zone"])
		if !ok {
			return "", unreadf("cast from %q: not a zone", m["zone"])
		}
		e := "cast_from(self, " + z.String() + ")"
		if negated {
			e = "!" + e
		}
		return e, nil
	}
}

// condLeftBattlefield builds the condition shape "left_battlefield":
// revolt, "if a permanent you controlled left the battlefield this turn".
func condLeftBattlefield(*reader, map[string]string) (string, error) {
	return "left_battlefield(you) > 0", nil
}

// condTotalPowerAtLeast builds the condition shape "total_power_at_least":
// formidable, "creatures you control have total power 8 or greater".
func condTotalPowerAtLeast(rd *reader, m map[string]string) (string, error) {
	n, f, err := rd.countAndFilter(m)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("total_power(%s you_control) >= %d", f, n), nil
}

// condControlAtMost builds the condition shape "control_at_most": "you
// control two or fewer other lands", « a meno che tu non controlli al
// massimo altre due terre » (m["other"]: "other" said before the number).
func condControlAtMost(rd *reader, m map[string]string) (string, error) {
	n, f, err := rd.countAndFilter(m)
	if err != nil {
		return "", err
	}
	if m["other"] != "" {
		f += " other"
	}
	return fmt.Sprintf("count(%s you_control) <= %d", f, n), nil
}

// devotionJoiners are the words between the colors of a devotion ("your
// devotion to red and white", « au rouge et au blanc », "al rosso e al
// bianco").
var devotionJoiners = map[string]bool{"to": true, "and": true, "au": true, "et": true, "al": true, "e": true}

// condDevotionBelow builds the condition shape "devotion_below": "as long
// as your devotion to white is less than five, Heliod isn't a creature".
func condDevotionBelow(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	var letters string
	for _, w := range strings.Fields(m["what"]) {
		switch c := rd.lx.colors[w]; {
		case colorLetters[c] != "":
			letters += colorLetters[c]
		case devotionJoiners[w]:
		default:
			return "", unreadf("devotion to %q: %q is not a color", m["what"], w)
		}
	}
	if letters == "" {
		return "", unreadf("devotion to %q: no color", m["what"])
	}
	return fmt.Sprintf("devotion(%s) < %d", letters, n), nil
}

// condConst is a condition that is always the same expression: "if you
// have the city's blessing".
func condConst(expr string) condBuilder {
	return func(*reader, map[string]string) (string, error) { return expr, nil }
}

// condSpentToCast builds the condition shape "spent_to_cast": "if {R} was
// spent to cast it", « à moins que {U} n'ait été dépensé pour le lancer »:
// at least that much mana of each color (m["cost"], colored symbols only)
// was spent to cast the card itself. "It" must be the card, as for
// condCastFrom.
func condSpentToCast(rd *reader, m map[string]string) (string, error) {
	if m["obj"] == "" && rd.last != "" && rd.last != "self" {
		return "", unreadf("\"spent to cast it\": \"it\" is not the card itself")
	}
	need := map[string]int{}
	var order []string
	for _, sym := range strings.SplitAfter(m["cost"], "}") {
		if sym == "" {
			continue
		}
		l := strings.ToUpper(strings.Trim(sym, "{}"))
		if len(l) != 1 || !strings.Contains("WUBRG", l) {
			return "", unreadf("spent to cast: %q is not one colored mana", sym)
		}
		if need[l] == 0 {
			order = append(order, l)
		}
		need[l]++
	}
	var parts []string
	for _, l := range order {
		parts = append(parts, fmt.Sprintf("spent_color(self, %s) >= %d", l, need[l]))
	}
	return strings.Join(parts, " && "), nil
}

// condOppControlsMore builds the condition shape "opp_controls_more": "an
// opponent controls more lands than you": one opponent has more of them
// than you.
func condOppControlsMore(rd *reader, m map[string]string) (string, error) {
	f, err := rd.bareFilter(m["what"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("most_controlled(each_opponent, %s) > count(%s you_control)", f, f), nil
}

// condControlAtLeastOther builds the condition shape
// "control_at_least_other": « a meno che tu non controlli altre due o più
// terre », "other" said before the number.
func condControlAtLeastOther(rd *reader, m map[string]string) (string, error) {
	n, f, err := rd.countAndFilter(m)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("count(%s other you_control) >= %d", f, n), nil
}

// condThatPlayer is a condition on the one player a phrase of the lexicon's
// fixed references names ("that player", « ce joueur »: the player a
// trigger is about), formatted into format with m["n"] if any: "if that
// player has two or fewer cards in hand". A set of players or a new
// target is unread.
func condThatPlayer(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		if _, ok := rd.lx.fixedRefs[strings.TrimSpace(m["who"])]; !ok {
			return "", unreadf("%q: not the player named before", m["who"])
		}
		who, err := rd.player(m["who"])
		if err != nil {
			return "", err
		}
		if strings.HasPrefix(who, "each") || strings.HasPrefix(who, "all") || !rules.PlayerRefs[who] {
			return "", unreadf("%q: not one player", m["who"])
		}
		if m["n"] == "" {
			return fmt.Sprintf(format, who), nil
		}
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, who, n), nil
	}
}

// bareFilter reads the filter of a shape that says whose objects it
// counts ("you control …", "an opponent controls more …"): a filter that
// names its own controller or zone is refused, not counted twice.
func (rd *reader) bareFilter(what string) (string, error) {
	f, err := rd.filterPhrase(what)
	if err != nil {
		return "", err
	}
	if strings.Contains(f, "_control") || strings.Contains(f, "in:") {
		return "", unreadf("%q: whose objects is said apart", what)
	}
	return f, nil
}

// countAndFilter reads a condition's number (m["n"]) and the phrase it
// counts (m["what"], a bare filter): "you control two or more artifacts".
func (rd *reader) countAndFilter(m map[string]string) (int, string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return 0, "", err
	}
	f, err := rd.bareFilter(m["what"])
	return n, f, err
}
