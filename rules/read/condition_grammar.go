package read

import (
	"fmt"
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Conditions read by their grammar (subject × predicate) rather than one
// shape per card: the defending player's permanents, and an action of
// yours after "unless" that is a cost paid as the instruction resolves
// ("sacrifice it unless you discard a card"). Kept apart from
// condition_shapes.go so that branches merge without touching its lines.
func init() {
	maps.Copy(builders.conds, conditionGrammarBuilders)
}

// conditionGrammarBuilders are the condition builders of this file.
var conditionGrammarBuilders = map[string]condBuilder{
	"defending_controls":    condDefendingControls(false),
	"defending_controls_no": condDefendingControls(true),
}

// condDefendingControls builds the condition shapes "defending_controls"
// and "defending_controls_no": "defending player controls an Island", «
// le joueur défenseur ne contrôle pas de mur »: the player the card
// attacks (or is being declared to attack: "can't attack unless …")
// controls something matching the phrase, or nothing (none).
// checkDefendingCondition keeps it to abilities whose card is the
// attacker.
func condDefendingControls(none bool) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.bareFilter(m["what"])
		if err != nil {
			return "", err
		}
		if none {
			return fmt.Sprintf("count(%s defending_control) == 0", f), nil
		}
		return fmt.Sprintf("count(%s defending_control) > 0", f), nil
	}
}

// checkDefendingCondition reports a paragraph whose condition names the
// defending player where the engine would not read it as the card's: the
// engine reads "defending player" as the player the card attacks (or is
// being declared to attack), so "each creature you control can't be
// blocked as long as defending player controls an artifact land" (each
// attacker its own defending player) would be wrong; and "that player"
// after it is the engine's "them", the player of the attack event (the
// attacker), not the defending player. Read: "~ can't attack unless …" and
// "whenever ~ attacks, if …" that name no other player.
func checkDefendingCondition(r Reading) error {
	for _, ab := range r.Abilities {
		if !exprDefending(ab.If) && !effectsDefending(ab.Effects) && !effectsDefending(ab.Static) {
			continue
		}
		selfAttacks := ab.When == "attacks" && ab.Filter == nil
		cantAttack := ab.If != nil && len(ab.Static) == 1 && ab.Static[0].Op == "cant_attack" && ab.Static[0].Affects == "self"
		if !selfAttacks && !cantAttack {
			return unreadf("\"defending player\" in a condition of an ability whose card is not the attacker")
		}
		if strings.Contains(FormAbility(ab), "them") {
			return unreadf("\"that player\" after \"defending player\": the engine's \"them\" is the attacker")
		}
	}
	return nil
}

// exprDefending tells whether a condition names the defending player.
func exprDefending(e *rules.Expr) bool {
	return e != nil && strings.Contains(e.String(), "defending_control")
}

// effectsDefending tells whether one of the effects, or those they hold,
// has a condition naming the defending player.
func effectsDefending(effs []*rules.Effect) bool {
	for _, e := range effs {
		if exprDefending(e.If) || effectsDefending(e.Then) || effectsDefending(e.Else) {
			return true
		}
	}
	return false
}
