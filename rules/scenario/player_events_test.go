package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// bloodTyrant is Tyran de sang / Tiranno Sanguinario (C16 183) as printed.
// Its upkeep paragraph (« pour chaque 1 point de vie perdu de cette
// manière ») is not read yet; the scenario below never reaches an upkeep.
func bloodTyrant(lang string) corpus.Card {
	return printedCost(lang, "c16", "183", "{4}{U}{B}{R}", 7, []string{"Creature"}, "5/5",
		[3]string{"Tyran de sang", "Créature : vampire", "vampire"}, [3]string{"Tiranno Sanguinario", "Creatura — Vampiro", "vampiro"},
		[]string{"Vol, piétinement",
			"Au début de votre entretien, chaque joueur perd 1 point de vie. Mettez un marqueur +1/+1 sur le Tyran de sang pour chaque 1 point de vie perdu de cette manière.",
			"À chaque fois qu'un joueur perd la partie, mettez cinq marqueurs +1/+1 sur le Tyran de sang."},
		[]string{"Volare, travolgere",
			"All'inizio del tuo mantenimento, ogni giocatore perde 1 punto vita. Metti un segnalino +1/+1 sul Tiranno Sanguinario per ogni punto vita perso in questo modo.",
			"Ogniqualvolta un giocatore perde la partita, metti cinque segnalini +1/+1 sul Tiranno Sanguinario."})
}

// TestPlayerLosesGame plays Blood Tyrant's last paragraph in a game of
// three: an opponent at 0 life loses the game (704.5a) and the trigger
// puts five counters on it, once; a player who has already lost does not
// lose again.
func TestPlayerLosesGame(t *testing.T) {
	kb := printedKB(t, bloodTyrant("fr"), bloodTyrant("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-c16-183"
		r := kb.Reading(id)
		if r == nil || r.Compiled() != 2 {
			t.Fatalf("%s: want the keywords and the last paragraph compiled: %+v", id, r)
		}
		sc := fmt.Sprintf(`
- id: player-loses-game
  title: a player loses the game
  checks: [{id: x, quote: x}]
  players: [you, opp, opp2]
  life: {opp: 1}
  setup:
    - {card: %[1]s, as: tyran}
  turn: {active: you, step: main1, number: 3}
  actions:
    - do: [{op: lose_life, n: 1, to: opp}]
    - {resolve: all}
    - check:
        - {counters: tyran, kind: "+1/+1", is: 5}
    - do: [{op: lose_life, n: 1, to: opp}]
    - {resolve: all}
  key: [tyran, action:1]
  expect:
    - {lost: opp, is: true}
    - {lost: opp2, is: false}
    - {counters: tyran, kind: "+1/+1", is: 5}
`, id)
		scs, err := ParseScenarios("player_events.yaml", []byte(sc))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
		}
	}
}
