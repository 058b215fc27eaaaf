package read

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// TestReadPriorTargets: a spell's paragraph that only chooses targets, and
// later paragraphs that name them with a definite article, compile to one
// spell ability, in both languages.
func TestReadPriorTargets(t *testing.T) {
	want := []string{"spell targets=[creature you_control][creature opp_control] do=[if(if=delirium then=[counters(n=2 what=t0 kind=+1/+1)]); damage(n=power(t0) to=t1 source=t0)]"}
	checkCardForms(t, want, []*corpus.Card{
		{ID: "x-fr-coup", Lang: "fr", Name: "Coup de bête", Types: []string{rules.TSorcery}, TypeLine: "Rituel", Text: []string{
			"Choisissez une créature ciblée que vous contrôlez et une créature ciblée qu'un adversaire contrôle.",
			"Délire — S'il y a au moins quatre types de carte parmi les cartes dans votre cimetière, mettez deux marqueurs +1/+1 sur la créature que vous contrôlez.",
			"La créature que vous contrôlez inflige un nombre de blessures égal à sa force à la créature qu'un adversaire contrôle."}},
		{ID: "x-it-colpo", Lang: "it", Name: "Colpo di Bestia", Types: []string{rules.TSorcery}, TypeLine: "Stregoneria", Text: []string{
			"Scegli una creatura bersaglio che controlli e una creatura bersaglio controllata da un avversario.",
			"Delirio — Se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, metti due segnalini +1/+1 sulla creatura che controlli.",
			"La creatura che controlli infligge danno pari alla sua forza alla creatura controllata da un avversario."}},
	})
}
