package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// condDelirium builds the condition shape "delirium".
func condDelirium(*reader, map[string]string) (string, error) { return "delirium", nil }

// condSelfCounters builds the condition shape "self_counters".
func condSelfCounters(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("counters(self, %s) >= %d", kind, n), nil
}

// condSelfTapped builds the condition shape "self_tapped".
func condSelfTapped(*reader, map[string]string) (string, error) { return "tapped(self)", nil }

// condNoCardInHand builds the condition shape "no_card_in_hand".
func condNoCardInHand(*reader, map[string]string) (string, error) { return "hand(you) == 0", nil }

// condKicked builds the condition shape "kicked": the spell, or the
// permanent as it was cast, was kicked (702.33d).
func condKicked(*reader, map[string]string) (string, error) { return "kicked", nil }

// condNotYourTurn builds the condition shape "not_your_turn": « ce n'est
// pas votre tour ».
func condNotYourTurn(*reader, map[string]string) (string, error) { return "!your_turn", nil }

// condIsQuality builds the condition shape "is_quality": « la créature
// enchantée est verte », « la créature équipée est un humain »: the object
// the phrase names (not a set of objects) is of that quality, a kind of
// object or an adjective alone. A quality of place (« dans votre
// cimetière ») is another matter: unread.
func condIsQuality(rd *reader, m map[string]string) (string, error) {
	// "Finché è STAPpata": a subject left out is a pronoun's.
	subjectless := m["obj"] == ""
	if (subjectless || rd.lx.objectPronoun(m["obj"])) && rd.last == "" {
		// "Chaque terrain gagne +2/+2 tant qu'il est une créature": the
		// pronoun names what the sentence names after it, each object
		// of a set maybe; unread rather than taken for the card.
		return "", unreadf("a condition whose subject is named after it, if at all: %q", m["what"])
	}
	ref := rd.last
	if !subjectless {
		var err error
		if ref, err = rd.object(m["obj"]); err != nil {
			return "", err
		}
		if err := rd.kindAgrees(m["obj"], ref); err != nil {
			return "", err
		}
	}
	if strings.HasPrefix(ref, "all:") || rules.PlayerRefs[ref] || ref == "you" || ref == "targets" {
		return "", unreadf("%q is not one object", m["obj"])
	}
	f, err := rd.qualityFilter(m["what"])
	if err != nil {
		return "", err
	}
	if strings.Contains(f, "in:") {
		return "", unreadf("%q: a quality of place", m["what"])
	}
	// "Tant que la créature enchantée est verte, elle …": the object is
	// the one a pronoun after names.
	rd.last = ref
	return "is(" + ref + ", " + f + ")", nil
}

// condYourTurn builds the condition shape "your_turn".
func condYourTurn(*reader, map[string]string) (string, error) { return "your_turn", nil }

// condYourUpkeep builds the condition shape "your_upkeep": « pendant
// votre entretien ».
func condYourUpkeep(*reader, map[string]string) (string, error) { return "your_upkeep", nil }

// condCreatureDied builds the condition shape "creature_died".
func condCreatureDied(*reader, map[string]string) (string, error) { return "creatures_died > 0", nil }

// condDiedAtLeast builds the condition shape "died_at_least".
func condDiedAtLeast(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("died(you) >= %d", n), nil
}

// condSacrificedThisTurn builds the condition shape "sacrificed_this_turn".
func condSacrificedThisTurn(rd *reader, _ map[string]string) (string, error) {
	// "… deals that much damage": as many as were sacrificed.
	rd.thatMany = "sacrificed(you)"
	return "sacrificed(you) > 0", nil
}

// condLifeAboveStart builds the condition shape "life_above_start".
func condLifeAboveStart(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("life(you) - starting_life(you) >= %d", n), nil
}

// condWasCast builds the condition shape "was_cast".
func condWasCast(*reader, map[string]string) (string, error) { return "was_cast(self)", nil }

// condNoFaceDown builds the condition shape "no_face_down".
func condNoFaceDown(*reader, map[string]string) (string, error) {
	return "count(permanent face_down you_control) == 0", nil
}

// condEnchantedFaceDown builds the condition shape "enchanted_face_down":
// A condition about the enchanted creature makes it what a pronoun
// after it names: "Tant que la créature enchantée est face cachée,
// elle ne peut pas …".
func condEnchantedFaceDown(rd *reader, _ map[string]string) (string, error) {
	rd.last = "enchanted"
	return "is(enchanted, face_down)", nil
}

// condWasCreature builds the condition shape "was_creature".
func condWasCreature(*reader, map[string]string) (string, error) { return "is(self, creature)", nil }

// condDid builds the condition shape "did".
func condDid(*reader, map[string]string) (string, error) { return "did", nil }

// condDidNot builds the condition shape "did_not".
func condDidNot(*reader, map[string]string) (string, error) { return "!did", nil }

// condSpentLess builds the condition shape "spent_less":
// "si la quantité de mana dépensée pour le lancer était inférieure à
// sa valeur de mana": of the spell whose cast triggered the ability.
func condSpentLess(*reader, map[string]string) (string, error) { return "spent() < mv(it)", nil }

// condMilledSameTypes builds the condition shape "milled_same_types":
// "Si deux cartes qui partagent tous leurs types de carte ont été
// meulées de cette manière".
func condMilledSameTypes(*reader, map[string]string) (string, error) {
	return "same_types(milled)", nil
}

// condPlayerDealtThisWay builds the condition shape "player_dealt_this_way":
// "Si un joueur subit des blessures de cette manière": the
// recipient of the damage before, if it is a player who was dealt
// some; "il" after it is that player.
func condPlayerDealtThisWay(rd *reader, _ map[string]string) (string, error) {
	if rd.damageTo == "" {
		return "", unreadf("\"dealt damage this way\" without damage before it")
	}
	rd.lastPl = rd.damageTo
	return fmt.Sprintf("dealt_player(%s)", rd.damageTo), nil
}

// condHadCounters builds the condition shape "had_counters":
// "S'il avait des marqueurs sur lui" (the creature that died).
// (An intervening "if" is read before the trigger's event is
// known to the reader: "it" is checked when the ability runs.)
func condHadCounters(*reader, map[string]string) (string, error) {
	return "all_counters(it) > 0", nil
}

// condPlayerLifeAtMost builds the condition shape "player_life_at_most".
func condPlayerLifeAtMost(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("lowest_life(each_player) <= %d", n), nil
}

// condIsCreatureCard builds the condition shape "is_creature_card":
// "Si c'est une carte de créature": the printed card, whatever
// effects make of the permanent (card_is).
func condIsCreatureCard(rd *reader, _ map[string]string) (string, error) {
	if rd.last == "" {
		return "", unreadf("\"if it's a creature card\" names nothing before it")
	}
	return "card_is(" + rd.last + ", Creature)", nil
}

// condTypesAtLeast builds the condition shape "types_at_least":
// "S'il y a au moins six types de carte parmi les cartes de votre
// cimetière" (four is delirium).
func condTypesAtLeast(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("types_in_graveyard(you) >= %d", n), nil
}

// condLandsEntered builds the condition shape "lands_entered":
// "Si un terrain est arrivé sur le champ de bataille sous votre
// contrôle ce tour-ci".
func condLandsEntered(*reader, map[string]string) (string, error) {
	return "lands_entered(you) > 0", nil
}

// condFaceDownEntered builds the condition shape "face_down_entered":
// "Un permanent est arrivé sur le champ de bataille face cachée sous
// votre contrôle ce tour-ci", "vous avez retourné un permanent face
// visible ce tour-ci".
func condFaceDownEntered(*reader, map[string]string) (string, error) {
	return "face_down_entered(you) > 0", nil
}

// condTurnedFaceUp builds the condition shape "turned_face_up".
func condTurnedFaceUp(*reader, map[string]string) (string, error) {
	return "turned_face_up(you) > 0", nil
}

// condFirstResolution builds the condition shape "first_resolution":
// "Si c'est la première (deuxième, troisième) fois que cette capacité
// s'est résolue ce tour-ci".
func condFirstResolution(*reader, map[string]string) (string, error) {
	return "resolutions() == 1", nil
}

// condSecondResolution builds the condition shape "second_resolution".
func condSecondResolution(*reader, map[string]string) (string, error) {
	return "resolutions() == 2", nil
}

// condThirdResolution builds the condition shape "third_resolution".
func condThirdResolution(*reader, map[string]string) (string, error) {
	return "resolutions() == 3", nil
}

// condPutIntoGraveyardThisWay builds the condition shape "put_into_graveyard_this_way":
// "Si une carte de créature est mise dans un cimetière de cette
// manière" after "Détruisez …": a card the destruction put there; the
// pronoun after it is that card.
func condPutIntoGraveyardThisWay(rd *reader, m map[string]string) (string, error) {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return "", err
	}
	rd.last = "destroyed"
	return "count(" + f + " in:graveyard among:destroyed) > 0", nil
}

// condControlPrime builds the condition shape "control_prime":
// "Vous contrôlez un nombre premier de terrains": "autant" after it is
// that number.
func condControlPrime(rd *reader, m map[string]string) (string, error) {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return "", err
	}
	rd.thatMany = fmt.Sprintf("count(%s you_control)", f)
	return "prime(" + rd.thatMany + ")", nil
}

// condDiscardedThisWay builds the condition shape "discarded_this_way":
// "ce joueur a moins de la moitié de son total de points de vie de
// départ": less than half, so twice the life is below the start.
func condDiscardedThisWay(*reader, map[string]string) (string, error) {
	return "discarded(you) >= 1", nil
}

// condDrewLastTurn builds the condition shape "drew_last_turn".
func condDrewLastTurn(*reader, map[string]string) (string, error) {
	return "drawn_last_turn(you) > 0", nil
}

// condBelowHalfStart builds the condition shape "below_half_start".
func condBelowHalfStart(rd *reader, m map[string]string) (string, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("life(%s) * 2 < starting_life(%s)", who, who), nil
}

// filterCond is the condition format of a filter phrase (m["what"]),
// for format's %s: "Une {what} est morte ce tour-ci".
func filterCond(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, f), nil
	}
}

// countFilterCond is the condition format of a filter phrase and a
// count (m["what"], m["n"]), for format's %s and %d: "vous contrôlez au
// moins trois artefacts".
// condGainedLife builds the condition shape "gained_life": « si vous avez
// gagné des points de vie ce tour-ci ».
func condGainedLife(*reader, map[string]string) (string, error) { return "gained_life(you) > 0", nil }

// condAttackedThisTurn builds the condition shape "attacked_this_turn":
// raid, « si vous avez attaqué (avec une créature) ce tour-ci ».
func condAttackedThisTurn(*reader, map[string]string) (string, error) {
	return "attacked(you) > 0", nil
}

// numCond builds a condition on a number of the shape, formatted into
// format (%d): "hand(you) >= %d".
func numCond(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, n), nil
	}
}

func countFilterCond(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, f, n), nil
	}
}

// negate is the expression true when c is false.
func negate(c *rules.Expr) (*rules.Expr, error) {
	e, err := rules.ParseExpr("!(" + c.String() + ")")
	if err != nil {
		return nil, unreadf("negating %q: %v", c.String(), err)
	}
	return e, nil
}
