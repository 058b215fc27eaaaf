package rules

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// readShapesS3 are shapes of a third slice of the Duskmourn cards, written
// on invented cards.
var readShapesS3 = []readShape{
	{"shuffle itself and a target with a counter", false,
		"{1}{U}, {T} : Mélangez la Lanterne fantasque et une créature ciblée avec un marqueur « étourdissement » sur elle dans les bibliothèques de leurs propriétaires.",
		"{1}{U}, {T}: Rimescola la Lanterna Bizzarra e una creatura bersaglio con un segnalino stordimento nei grimori dei rispettivi proprietari.",
		[]string{"activated cost={1}{U} tap targets=[counter:stun creature] do=[move(what=self zone=library); move(what=t0 zone=library)]"}},
	{"a named tapped land token with every basic land type", false,
		"À chaque fois que la Lanterne fantasque arrive ou qu'elle attaque, créez un jeton de terrain incolore engagé appelé Partout qui a tous les types de terrain de base.",
		"Ogniqualvolta la Lanterna Bizzarra entra o attacca, crea una pedina terra incolore TAPpata chiamata Ovunque che ha tutti i tipi di terra base.",
		[]string{"triggered when=enters do=[token(n=1 kind=Land — plains island swamp mountain forest tapped)]", "triggered when=attacks do=[token(n=1 kind=Land — plains island swamp mountain forest tapped)]"}},
	{"mana spent only on some things", false,
		"{T} : Ajoutez {U}. Ne dépensez ce mana que pour lancer un sort d'enchantement, déverrouiller un accès ou retourner un permanent face visible.",
		"{T}: Aggiungi {U}. Spendi questo mana solo per lanciare una magia incantesimo, sbloccare una porta o girare un permanente a faccia in su.",
		[]string{"mana tap mana={U} mana_for=cast:enchantment,unlock,face_up"}},
	{"two mana of one color, spent only to turn permanents face up", false,
		"{T} : Ajoutez deux manas d'une seule couleur de votre choix. Ne dépensez ce mana que pour retourner des permanents face visible.",
		"{T}: Aggiungi due mana di un qualsiasi colore. Spendi questo mana solo per girare permanenti a faccia in su.",
		[]string{"mana tap mana={W}|{U}|{B}|{R}|{G} mana_n=2 mana_for=face_up"}},
	{"noncombat damage to an opponent, that much to a creature that player controls", false,
		"Délire — À chaque fois qu'une source que vous contrôlez inflige des blessures non-combat à un adversaire, s'il y a au moins quatre types de carte parmi les cartes dans votre cimetière, la Lanterne fantasque inflige cette quantité de blessures à une créature ciblée que ce joueur contrôle.",
		"Delirio — Ogniqualvolta una fonte che controlli infligge danno non da combattimento a un avversario, se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, la Lanterna Bizzarra infligge quell'ammontare di danni a una creatura bersaglio controllata da quel giocatore.",
		[]string{"[delirium] triggered when=noncombat_damage_opp if=delirium targets=[creature them_control] do=[damage(n=amount to=t0)]"}},
	{"a named legendary token when a land entered and you control a prime number of lands", false,
		"Au début de votre étape de fin, si un terrain est arrivé sur le champ de bataille sous votre contrôle ce tour-ci et que vous contrôlez un nombre premier de terrains, créez Primo, l'indivisible, un jeton de créature légendaire 0/0 verte et bleue Fractale, puis mettez autant de marqueurs +1/+1 sur lui. (2, 3, 5, 7, 11, 13, 17, 19, 23, 29 et 31 sont des nombres premiers.)",
		"All'inizio della tua sottofase finale, se una terra è entrata nel campo di battaglia sotto il tuo controllo in questo turno e controlli un numero primo di terre, crea Primo, l'Indivisibile, una pedina creatura leggendaria Frattale 0/0 verde e blu, poi metti altrettanti segnalini +1/+1 su di esso. (2, 3, 5, 7, 11, 13, 17, 19, 23, 29 e 31 sono numeri primi.)",
		[]string{"triggered when=end_step if=(lands_entered(you) > 0) && (prime(count(land you_control))) do=[token(n=1 kind=Legendary Creature — <type> colors=GU pt=0/0); counters(n=count(land you_control) what=created kind=+1/+1)]"}},
	{"unlock costs cost less", false,
		"Les coûts de déverrouillage que vous payez coûtent {1} de moins.",
		"I costi di sbloccare che paghi costano {1} in meno.",
		[]string{"static static=[unlock_cost_less(n=1 affects=you)]"}},
	{"discard unless a face-down permanent entered or one was turned face up this turn", false,
		"Au début de votre étape de fin, vous pouvez piocher une carte. Si vous faites ainsi, défaussez-vous d'une carte à moins qu'un permanent ne soit arrivé sur le champ de bataille face cachée sous votre contrôle ce tour-ci ou que vous ayez retourné un permanent face visible ce tour-ci.",
		"All'inizio della tua sottofase finale, puoi pescare una carta. Se lo fai, scarta una carta a meno che un permanente non sia entrato nel campo di battaglia a faccia in giù sotto il tuo controllo in questo turno o tu non abbia girato un permanente a faccia in su in questo turno.",
		[]string{"triggered when=end_step do=[draw(n=1 optional); if(if=did then=[if(if=!((face_down_entered(you) > 0) || (turned_face_up(you) > 0)) then=[discard(n=1)])])]"}},
}

func TestReadShapesS3(t *testing.T) { checkReadShapes(t, readShapesS3) }

// TestReadPriorTargets: a spell's paragraph that only chooses targets, and
// later paragraphs that name them with a definite article, compile to one
// spell ability, in both languages.
func TestReadPriorTargets(t *testing.T) {
	want := []string{"spell targets=[creature you_control][creature opp_control] do=[if(if=delirium then=[counters(n=2 what=t0 kind=+1/+1)]); damage(n=power(t0) to=t1 source=t0)]"}
	for _, c := range []*corpus.Card{
		{ID: "x-fr-coup", Lang: "fr", Name: "Coup de bête", Types: []string{TSorcery}, TypeLine: "Rituel", Text: []string{
			"Choisissez une créature ciblée que vous contrôlez et une créature ciblée qu'un adversaire contrôle.",
			"Délire — S'il y a au moins quatre types de carte parmi les cartes dans votre cimetière, mettez deux marqueurs +1/+1 sur la créature que vous contrôlez.",
			"La créature que vous contrôlez inflige un nombre de blessures égal à sa force à la créature qu'un adversaire contrôle."}},
		{ID: "x-it-colpo", Lang: "it", Name: "Colpo di Bestia", Types: []string{TSorcery}, TypeLine: "Stregoneria", Text: []string{
			"Scegli una creatura bersaglio che controlli e una creatura bersaglio controllata da un avversario.",
			"Delirio — Se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, metti due segnalini +1/+1 sulla creatura che controlli.",
			"La creatura che controlli infligge danno pari alla sua forza alla creatura controllata da un avversario."}},
	} {
		r, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range r.Paragraphs {
			if p.Status != ReadCompiled {
				t.Errorf("%s ¶%d: %s", c.ID, p.Paragraph+1, p.Reason)
			}
		}
		var got []string
		for _, a := range r.Abilities() {
			got = append(got, formAbility(a))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", c.ID, got, want)
		}
	}
}
