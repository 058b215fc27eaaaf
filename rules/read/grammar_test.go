package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// TestReadChosenAndOther: a spell's first paragraph targets two creatures
// of one opponent, who chooses one; the second deals damage to "that
// creature" and stops "the other" from blocking.
func TestReadChosenAndOther(t *testing.T) {
	want := []string{"spell targets=[creature opp_control{2,2} same_controller] do=[choose(what=targets); damage(n=3 to=choice); cant_block(what=all:among:targets except:choice until=this_turn)]"}
	checkCardForms(t, want, []*corpus.Card{
		{ID: "x-fr-epreuve", Lang: "fr", Name: "Épreuve du feu", Types: []string{rules.TSorcery}, TypeLine: "Rituel", Text: []string{
			"Choisissez deux créatures ciblées contrôlées par le même adversaire. Ce joueur choisit l'une de ces créatures.",
			"L'Épreuve du feu inflige 3 blessures à cette créature, et l'autre ne peut pas bloquer ce tour-ci."}},
		{ID: "x-it-prova", Lang: "it", Name: "Prova del Fuoco", Types: []string{rules.TSorcery}, TypeLine: "Stregoneria", Text: []string{
			"Scegli due creature bersaglio controllate dallo stesso avversario. Quel giocatore sceglie una di quelle creature.",
			"La Prova del Fuoco infligge 3 danni a quella creatura e l'altra non può bloccare in questo turno."}},
	})
}

// TestTypePhraseWords checks that the subtypes a card's text names in a
// creature type phrase are learned, in both languages, and nothing else.
func TestTypePhraseWords(t *testing.T) {
	for _, tc := range []struct {
		para string
		want []string
	}{
		{"Pendant votre tour, tant que Kaito a au moins un marqueur « loyauté » sur lui, c'est une créature 3/4 Ninja et il a la défense talismanique.", []string{"Ninja"}},
		{"Durante il tuo turno, fintanto che Kaito ha uno o più segnalini fedeltà, è una creatura Ninja 3/4 e ha anti-malocchio.", []string{"Ninja"}},
		{"Créez un jeton de créature 1/1 blanche Esprit avec le vol.", nil},
		{"Créez un jeton de créature Esprit 1/1 blanche avec le vol.", []string{"Esprit"}},
		{"Détruisez une créature ciblée.", nil},
	} {
		if got := typePhraseWords(tc.para); strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%q: got %v, want %v", tc.para, got, tc.want)
		}
	}
}
