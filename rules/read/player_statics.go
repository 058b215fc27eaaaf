package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read static abilities about what their controller
// may do and what happens to their permanents and spells: "vous pouvez
// payer {W}{U}{B}{R}{G} à la place du coût de mana des sorts que vous
// lancez", a creature type chosen as the permanent enters and given to
// your creatures wherever they are, triggered abilities that trigger once
// more, damage to an opponent prevented and something done instead.

// buildLookAnyTime builds the effect shape "look_any_time":
// "Vous pouvez regarder les créatures face cachée que vos adversaires
// contrôlent à tout moment", « … la carte du dessus de votre
// bibliothèque … »: a permission to see hidden objects (op may_look).
func buildLookAnyTime(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("looking at %q at any time: only as a static ability", m["what"])
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if f == "self" {
		return nil, unreadf("looking at %q: the object itself", m["what"])
	}
	pf, err := rules.ParseFilter(f)
	if err != nil {
		return nil, unreadf("looking at %q: %v", m["what"], err)
	}
	return &rules.Effect{Op: "may_look", Filter: pf}, nil
}

// buildPayInstead builds the effect shape "pay_instead":
// "Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana des
// sorts que vous lancez": an alternative cost for your spells.
func buildPayInstead(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("another cost for your spells: only as a static ability")
	}
	c, err := rules.ParseManaCost(strings.ToUpper(m["cost"]))
	if err != nil {
		return nil, unreadf("cost %q: %v", m["cost"], err)
	}
	return &rules.Effect{Op: "pay_instead", Cost: c, Affects: "you"}, nil
}

// buildEntersCreatureType builds the effect shape "enters_creature_type":
// "Au moment où ~ arrive, choisissez un type de créature."
func buildEntersCreatureType(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("a choice as it enters: only as a static ability")
	}
	return &rules.Effect{Op: "enters_creature_type"}, nil
}

// buildChosenTypeEverywhere builds the effect shape "chosen_type_everywhere":
// "Les créatures que vous contrôlez ont le type choisi en plus de leurs
// autres types. C'est vrai aussi pour les sorts de créature que vous
// contrôlez et les cartes de créature que vous possédez qui ne sont pas
// sur le champ de bataille": the creatures you control wherever they
// are (a card you own in a hand, a library … is one you control).
func buildChosenTypeEverywhere(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("the chosen type: only as a static ability")
	}
	return &rules.Effect{Op: "add_types", Subtypes: []string{"chosen"},
		Affects: "all:creature you_control in:battlefield in:stack in:hand in:graveyard in:library in:exile"}, nil
}

// buildExtraTrigger builds the effect shape "extra_trigger":
// "Si une capacité déclenchée d'un permanent que vous contrôlez se
// déclenche, cette capacité se déclenche une fois de plus."
func buildExtraTrigger(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("triggering once more: only as a static ability")
	}
	return &rules.Effect{Op: "extra_trigger", Affects: "you"}, nil
}

// buildPreventReplace builds the effect shape "prevent_replace":
// "Si une source que vous contrôlez devait infliger des blessures à un
// adversaire, prévenez ces blessures et chaque adversaire meule autant
// de cartes": prevented, and the rest done instead.
func buildPreventReplace(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("a prevention effect: only as a static ability")
	}
	effs, err := rd.effects(m["rest"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "prevent_replace", Filter: rules.MustParseFilter("you_control"), To: "opponent", Then: effs}, nil
}
