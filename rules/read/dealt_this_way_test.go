package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// dealtRows name the creatures a spell's damage was dealt to: "a creature
// dealt damage this way" (dealt_creatures).
var dealtRows = []conditionRow{
	{"exile instead of dying (AVR Pillar of Flame)", true,
		[3]string{"Pilier de flammes", "Pilastro di Fiamme", "Pillar of Flame"},
		"Le Pilier de flammes inflige 2 blessures à une cible, créature ou joueur. Si une créature ayant subi des blessures de cette manière devait mourir ce tour-ci, exilez-la à la place.",
		"Il Pilastro di Fiamme infligge 2 danni a una creatura o a un giocatore bersaglio. Se una creatura a cui è stato inflitto danno in questo modo sta per morire in questo turno, invece esiliala.",
		"Pillar of Flame deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it instead.",
		"spell targets=[any] do=[damage(n=2 to=t0); redirect(what=dealt_creatures kind=dies until=this_turn zone=graveyard instead=exile)]"},
	{"the older « mise dans un cimetière », « retirez-la de la partie » (DIS Demonfire)", true,
		[3]string{"Feu démoniaque", "Fuoco Demoniaco", "Demonfire"},
		"Le Feu démoniaque inflige X blessures à une cible, créature ou joueur. Si une créature ayant subi des blessures de cette manière devait être mise dans un cimetière ce tour, retirez-la de la partie à la place.",
		"Il Fuoco Demoniaco infligge X danni a una creatura o a un giocatore bersaglio. Se una creatura a cui è stato inflitto danno in questo modo sta per essere messa in un cimitero in questo turno, invece rimuovila dal gioco.",
		"Demonfire deals X damage to any target. If a creature dealt damage this way would die this turn, exile it instead.",
		"spell targets=[any] do=[damage(n=x to=t0); redirect(what=dealt_creatures kind=dies until=this_turn zone=graveyard instead=exile)]"},
	{"can't be regenerated (10E Incinerate)", true,
		[3]string{"Incinération", "Incenerire", "Incinerate"},
		"L'Incinération inflige 3 blessures à une cible, créature ou joueur. Une créature blessée de cette manière ne peut pas être régénérée ce tour-ci.",
		"Incenerire infligge 3 danni a una creatura o a un giocatore bersaglio. Una creatura a cui sia stato inflitto danno in questo modo non può essere rigenerata in questo turno.",
		"Incinerate deals 3 damage to any target. A creature dealt damage this way can't be regenerated this turn.",
		"spell targets=[any] do=[damage(n=3 to=t0); cant_regenerate(what=dealt_creatures until=this_turn)]"},
	{"attacks if able (AVR Aggravate)", true,
		[3]string{"Exaspération", "Esasperare", "Aggravate"},
		"L'Exaspération inflige 1 blessure à chaque créature que le joueur ciblé contrôle. Chaque créature blessée de cette manière attaque ce tour-ci si possible.",
		"Esasperare infligge 1 danno a ogni creatura controllata da un giocatore bersaglio. Ogni creatura a cui è stato inflitto danno in questo modo attacca in questo turno, se può farlo.",
		"Aggravate deals 1 damage to each creature target player controls. Each creature dealt damage this way attacks this turn if able.",
		"spell targets=[player] do=[damage(n=1 to=all:controlled_by:t0 creature); attacks_each_combat(what=dealt_creatures until=this_turn)]"},
}

func TestReadDealtThisWay(t *testing.T) { checkConditionRows(t, dealtRows) }

// TestPrintedAnyCreatureWouldDie: "If a creature would die this turn,
// exile it instead" after "All creatures get -2/-2" (OGW Flaying
// Tendrils) exiles any creature that dies this turn, one that was not on
// the battlefield as the spell resolved included; the next turn, none.
func TestPrintedAnyCreatureWouldDie(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead."},
		{"fr", "Toutes les créatures gagnent -2/-2 jusqu'à la fin du tour. Si une créature devait mourir ce tour-ci, exilez-la à la place."},
		{"it", "Tutte le creature prendono -2/-2 fino alla fine del turno. Se una creatura sta per morire in questo turno, invece esiliala."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, "Tendrils", "{1}{B}{B}", "Sorcery", "", tc.text)
		bear := func() *rules.Object {
			return g.AddCard(&rules.CardDef{ID: "inline:Bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Types: []string{"Creature"}, Power: "2", Toughness: "2"}}}, 1, rules.ZoneBattlefield, false)
		}
		first := bear()
		if err := g.Run(card.Faces[0].Abilities[0].Effects, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		later := bear()
		if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: later.ID}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if n := len(g.Players[1].Graveyard); n != 0 {
			t.Errorf("%s: %d bears in the graveyard, want both exiled (%d, %d)", tc.lang, n, first.ID, later.ID)
		}
	}
}
