package scenario

import (
	"context"
	"fmt"
	"strings"
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

// intellectualOffering is Offrande intellectuelle / Offerta Intellettuale
// (C14 15) as printed. Its second paragraph (untapping the permanents of
// each of two players) is not read yet; the first is played below.
func intellectualOffering(lang string) corpus.Card {
	return printedCost(lang, "c14", "15", "{4}{U}", 5, []string{"Instant"}, "",
		[3]string{"Offrande intellectuelle", "Éphémère", ""}, [3]string{"Offerta Intellettuale", "Istantaneo", ""},
		[]string{"Choisissez un adversaire. Ce joueur et vous piochez chacun trois cartes.",
			"Choisissez un adversaire. Dégagez tous les permanents non-terrains que vous contrôlez et tous les permanents non-terrains que ce joueur contrôle."},
		[]string{"Scegli un avversario. Tu e quel giocatore pescate ognuno tre carte.",
			"Scegli un avversario. STAPpa tutti i permanenti non terra che controlli e tutti i permanenti non terra controllati da quel giocatore."})
}

// TestChooseAnOpponent plays "Choose an opponent. You and that player each
// draw three cards" in a game of three: the opponent you choose draws, the
// other does not; you cannot choose yourself.
func TestChooseAnOpponent(t *testing.T) {
	kb := printedKB(t, intellectualOffering("fr"), intellectualOffering("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-c14-15"
		if r := kb.Reading(id); r == nil || r.Compiled() != 1 {
			t.Fatalf("%s: want the first paragraph compiled: %+v", id, r)
		}
		for _, tc := range []struct{ chosen, want string }{
			{"opp2", `
    - {hand: you, is: 3}
    - {hand: opp2, is: 3}
    - {hand: opp, is: 0}`},
			{"you", `
    - {hand: you, is: 0}`},
		} {
			sc := fmt.Sprintf(`
- id: choose-an-opponent
  title: choose an opponent
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  players: [you, opp, opp2]
  setup:
    - {card: %[1]s, as: offrande, zone: hand}
    - {card: Ours, zone: library, count: 3}
    - {card: Ours, zone: library, owner: opp, count: 3}
    - {card: Ours, zone: library, owner: opp2, count: 3}
  pool: {you: "{4}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: offrande}
    - {resolve: 1, choices: [%[2]s]}
  key: [offrande, action:1]
  expect:%[3]s
`, id, tc.chosen, tc.want)
			scs, err := ParseScenarios("choose_opponent.yaml", []byte(sc))
			if err != nil {
				t.Fatal(err)
			}
			res := scs[0].Run(context.Background(), kb)
			if tc.chosen == "you" {
				if res.Passed || !strings.Contains(res.Message, "not an opponent") {
					t.Errorf("%s: choosing yourself: %v %s", lang, res.Passed, res.Message)
				}
				continue
			}
			if !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}
