package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedUntapSymbol: "{2}{W}, {Q}: Safehold Sentry gets +0/+2 until
// end of turn." (SHM) and "{2}, {Q}: Add one mana of any color."
// (Pili-Pala, SHM) pay {Q} by untapping their permanent (107.6): they can
// be activated only while it is tapped, and leave it untapped. Before,
// the reader stopped at "unknown mana symbol {Q}".
func TestPrintedUntapSymbol(t *testing.T) {
	for _, tc := range []struct {
		lang, name, typeLine, text string
		mana                       bool
	}{
		{"en", "Safehold Sentry", "Creature — Elf Warrior", "{2}{W}, {Q}: Safehold Sentry gets +0/+2 until end of turn. ({Q} is the untap symbol.)", false},
		{"fr", "Sentinelle de la ferté", "Créature : elfe et guerrier", "{2}{W}, {Q} : La Sentinelle de la ferté gagne +0/+2 jusqu'à la fin du tour. ({Q} est le symbole de dégagement.)", false},
		{"it", "Sentinella del Fortincanto", "Creatura — Guerriero Elfo", "{2}{W}, {Q}: La Sentinella del Fortincanto prende +0/+2 fino alla fine del turno. ({Q} è il simbolo di STAP.)", false},
		{"en", "Pili-Pala", "Artifact Creature — Scarecrow", "{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)", true},
		{"fr", "Pili-Pala", "Créature-artefact : épouvantail", "{2}, {Q} : Ajoutez un mana de la couleur de votre choix à votre réserve. ({Q} est le symbole de dégagement.)", true},
		{"it", "Sfarfallante", "Creatura Artefatto — Spaventapasseri", "{2}, {Q}: Aggiungi un mana di qualsiasi colore alla tua riserva di mana. ({Q} è il simbolo di STAP.)", true},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, tc.name, "{2}", tc.typeLine, "2/2", tc.text)
		o := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		ab := card.Faces[0].Abilities[0]
		if !ab.Untap || ab.Tap || (ab.Kind == rules.KindMana) != tc.mana {
			t.Fatalf("%s %q: read as %s", tc.lang, tc.text, FormAbility(ab))
		}
		opts := rules.CastOptions{Door: -1}
		g.Players[0].Pool, _ = rules.ParsePool("{W}{W}{W}{W}{W}{W}")
		if _, err := g.Activate(0, o, ab, opts); err == nil {
			t.Errorf("%s %q: activated while untapped", tc.lang, tc.text)
		}
		o.Tapped = true
		if _, err := g.Activate(0, o, ab, opts); err != nil {
			t.Fatalf("%s %q: %v", tc.lang, tc.text, err)
		}
		if o.Tapped {
			t.Errorf("%s %q: still tapped after paying {Q}", tc.lang, tc.text)
		}
		total := 0
		for _, n := range g.Players[0].Pool {
			total += n
		}
		if want := map[bool]int{true: 5, false: 3}[tc.mana]; total != want {
			t.Errorf("%s %q: pool %v, want %d mana (the cost paid, the mana added)", tc.lang, tc.text, g.Players[0].Pool, want)
		}
	}
}
