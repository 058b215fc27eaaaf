package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules/read"
)

// prisonTerm is Peine de prison / Stato d'Arresto (CMD 27) as printed.
func prisonTerm(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-cmd-27", Doc: lang, Lang: lang, Set: "CMD", Layout: corpus.LayoutNormal,
		ManaCost: "{1}{W}{W}", ManaValue: 3, Colors: []string{"W"}, Types: []string{"Enchantment"}, Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine, c.Subtypes = "Peine de prison", "Enchantement : aura", []string{"aura"}
		c.Text = []string{"Enchanter : créature",
			"La créature enchantée ne peut ni attaquer ni bloquer et ses capacités activées ne peuvent pas être activées.",
			"À chaque fois qu'une créature arrive sur le champ de bataille sous le contrôle d'un adversaire, vous pouvez attacher la Peine de prison à cette créature."}
		return c
	}
	c.Name, c.TypeLine, c.Subtypes = "Stato d'Arresto", "Incantesimo — Aura", []string{"aura"}
	c.Text = []string{"Incanta creatura",
		"La creatura incantata non può attaccare o bloccare e le sue abilità attivate non possono essere attivate.",
		"Ogniqualvolta una creatura entra nel campo di battaglia sotto il controllo di un avversario, puoi assegnare lo Stato d'Arresto a quella creatura."}
	return c
}

// TestCantActivate plays the printed Peine de prison: the creature it
// enchants can't use its activated ability; another creature still can.
func TestCantActivate(t *testing.T) {
	kb := printedKB(t, prisonTerm("fr"), prisonTerm("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-cmd-27"
		r := kb.Reading(id)
		if r == nil || len(r.Paragraphs) < 2 || r.Paragraphs[1].Status != read.ReadCompiled {
			t.Fatalf("%s: the static paragraph did not compile: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: cant-activate
  title: cant activate
  checks: [{id: x, quote: x}]
  cards:
    - {name: Troll, cost: '{1}{G}', type: 'Créature : troll', pt: 2/2, abilities: [{cost: '{G}', do: [{op: regenerate}]}]}
  setup:
    - {card: %s, as: peine, attached: troll}
    - {card: Troll, as: troll, owner: opp}
    - {card: Troll, as: autre, owner: opp}
  pool: {opp: "{G}{G}"}
  turn: {active: opp, step: main1, number: 2}
  actions:
    - {activate: troll, by: opp, expect_error: "can't be activated"}
    - {activate: autre, by: opp}
  key: [peine]
  expect:
    - {stack_size: x, is: 1}
`, id)
		scs, err := ParseScenarios("activate.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
