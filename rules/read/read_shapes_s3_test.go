package read

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
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
	{"the first, second and third time this ability resolved this turn", false,
		"Angoisse — À chaque fois qu'un enchantement que vous contrôlez arrive et à chaque fois que vous déverrouillez complètement une pièce, surveillez 2 si c'est la première fois que cette capacité s'est résolue ce tour-ci. Si c'est la deuxième fois, chaque adversaire se défait d'une carte. Si c'est la troisième fois, mettez sur le champ de bataille, sous votre contrôle, une carte de créature depuis un cimetière.",
		"Inquietante — Ogniqualvolta un incantesimo che controlli entra e ogniqualvolta sblocchi completamente una Stanza, sorveglia 2 se è la prima volta che questa abilità si è risolta in questo turno. Se è la seconda volta, ogni avversario scarta una carta. Se è la terza volta, metti sul campo di battaglia sotto il tuo controllo una carta creatura da un cimitero.",
		[]string{"[eerie] triggered when=enters_any filter=enchantment you_control do=[if(if=resolutions() == 1 then=[surveil(n=2)]); if(if=resolutions() == 2 then=[discard(n=1 to=each_opponent)]); if(if=resolutions() == 3 then=[put(n=1 to=you filter=card creature in:graveyard zone=battlefield)])]", "[eerie] triggered when=fully_unlocked do=[if(if=resolutions() == 1 then=[surveil(n=2)]); if(if=resolutions() == 2 then=[discard(n=1 to=each_opponent)]); if(if=resolutions() == 3 then=[put(n=1 to=you filter=card creature in:graveyard zone=battlefield)])]"}},
	{"reveal the top X cards, take any number with different powers, the rest on the bottom", false,
		"Survie — Au début de votre deuxième phase principale, si la Lanterne fantasque est engagée, révélez les X cartes du dessus de votre bibliothèque, X étant sa force. Mettez n'importe quel nombre de cartes de créature et/ou d'artefact avec des forces différentes parmi elles dans votre main. Mettez le reste au-dessous de votre bibliothèque dans un ordre aléatoire.",
		"Sopravvivenza — All'inizio della tua seconda fase principale, se la Lanterna Bizzarra è TAPpata, rivela le prime X carte del tuo grimorio, dove X è la sua forza. Aggiungi alla tua mano un qualsiasi numero di carte creatura e/o artefatto con forza diversa scelte tra esse. Metti le altre in fondo al tuo grimorio in ordine casuale.",
		[]string{"[survival] triggered when=main2 if=tapped(self) do=[reveal_pick(n=power(self) kind=distinct_power filter=card creature|artifact)]"}},
	{"each opponent may sacrifice or discard; damage to each who did neither", false,
		"Délire — Au début de votre étape de fin, s'il y a au moins quatre types de carte parmi les cartes de votre cimetière, chaque adversaire peut sacrifier un permanent non-terrain ou se défausser d'une carte. Puis la Lanterne fantasque inflige un nombre de blessures égal à sa force à chaque adversaire qui n'a pas sacrifié de permanent ou ne s'est pas défaussé d'une carte de cette manière.",
		"Delirio — All'inizio della tua sottofase finale, se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, ogni avversario può sacrificare un permanente non terra o scartare una carta. Poi la Lanterna Bizzarra infligge danno pari alla sua forza a ogni avversario che non ha sacrificato un permanente o scartato una carta in questo modo.",
		[]string{"[delirium] triggered when=end_step if=delirium do=[sacrifice_or_discard(to=each_opponent filter=nonland permanent); damage(n=power(self) to=declined)]"}},
	{"a card you didn't control would go to an opponent's graveyard: exile it", false,
		"Si une carte que vous ne contrôliez pas devait être mise dans le cimetière d'un adversaire d'où qu'elle vienne, exilez-la à la place.",
		"Se una carta che non controllavi sta per essere messa nel cimitero di un avversario da qualsiasi zona, invece esiliarla.",
		[]string{"static static=[redirect(filter=card opp_control opp_own zone=graveyard instead=exile)]"}},
	{"during your turn, play the cards it exiled, paying life for spells", false,
		"Pendant votre tour, vous pouvez jouer des cartes exilées par la Lanterne fantasque. Si vous lancez un sort de cette manière, payez un nombre de points de vie égal à sa valeur de mana à la place de son coût de mana.",
		"Durante il tuo turno, puoi giocare carte esiliate con la Lanterna Bizzarra. Se lanci una magia in questo modo, paghi punti vita pari al suo valore di mana invece di pagare il suo costo di mana.",
		[]string{"static static=[may_play(kind=life filter=card exiled_by_self zone=exile if=your_turn)]"}},
	{"one or two targets, then a target of another slot", true,
		"Engagez une ou deux créatures dégagées ciblées que vous contrôlez. Chacune d'elles inflige un nombre de blessures égal à sa force à une créature ciblée qu'un adversaire contrôle.",
		"TAPpa una o due creature STAPpate bersaglio che controlli. Ognuna di esse infligge danno pari alla propria forza a una creatura bersaglio controllata da un avversario.",
		[]string{"spell targets=[creature untapped you_control{1,2}][creature opp_control] do=[tap(what=slot0); damage(n=power(slot0.0) to=slot1 source=slot0.0); damage(n=power(slot0.1) to=slot1 source=slot0.1)]"}},
	{"a counter of a kind chosen among three", false,
		"Survie — Au début de votre deuxième phase principale, si la Lanterne fantasque est engagée, mettez un marqueur « vol », « lien de vie » ou +1/+1 sur elle.",
		"Sopravvivenza — All'inizio della tua seconda fase principale, se la Lanterna Bizzarra è TAPpata, metti un segnalino volare, legame vitale o +1/+1 su di essa.",
		[]string{"[survival] triggered when=main2 if=tapped(self) do=[counters(n=1 what=self kind=flying|lifelink|+1/+1)]"}},
	{"an additional cost: sacrifice one of two kinds or pay mana", true,
		"En tant que coût supplémentaire pour lancer ce sort, sacrifiez une créature ou un enchantement ou payez {2}.",
		"Come costo addizionale per lanciare questa magia, sacrifica una creatura o un incantesimo o paga {2}.",
		[]string{"spell cast_sacrifice=creature|enchantment you_control or_pay={2}"}},
	{"destroy; return the card under your control; sacrifice it at your next end step", true,
		"Détruisez une créature ciblée. Si une carte de créature est mise dans un cimetière de cette manière, renvoyez-la sur le champ de bataille sous votre contrôle. Sacrifiez-la au début de votre prochaine étape de fin.",
		"Distruggi una creatura bersaglio. Se una carta creatura viene messa in un cimitero in questo modo, rimettila sul campo di battaglia sotto il tuo controllo. Sacrificala all'inizio della tua prossima sottofase finale.",
		[]string{"spell targets=[creature] do=[destroy(what=t0); if(if=count(card creature in:graveyard among:destroyed) > 0 then=[move(what=destroyed to=you zone=battlefield)]); delayed(ability={triggered when=end_step do=[sacrifice(what=moved)]})]"}},
	{"a mana ability that also puts a counter", false,
		"{T} : Ajoutez un mana de la couleur de votre choix. Mettez un marqueur « nid » sur la Lanterne fantasque.",
		"{T}: Aggiungi un mana di un qualsiasi colore. Metti un segnalino nido sulla Lanterna Bizzarra.",
		[]string{"mana tap mana={W}|{U}|{B}|{R}|{G} do=[counters(n=1 what=self kind=nest)]"}},
	{"a token for each counter on it, sacrificed as the cost", false,
		"{T}, sacrifiez la Lanterne fantasque : Créez un jeton de créature 2/2 verte Araignée avec la portée pour chaque marqueur sur la Lanterne fantasque. N'activez que lorsque vous pourriez lancer un rituel.",
		"{T}, Sacrifica la Lanterna Bizzarra: Crea una pedina creatura Ragno 2/2 verde con raggiungere per ogni segnalino sulla Lanterna Bizzarra. Attiva solo come una stregoneria.",
		[]string{"activated tap sacrifice=self sorcery do=[token(n=all_counters(self) kind=Creature — <type> keywords=reach colors=G pt=2/2)]"}},
	{"ward: sacrifice three nonland permanents", false,
		"Parade — Sacrifiez trois permanents non-terrain.",
		"Egida—Sacrifica tre permanenti non terra.",
		[]string{"keyword ward sacrifice:3:nonland permanent you_control"}},
}

func TestReadShapesS3(t *testing.T) { checkReadShapes(t, readShapesS3) }

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
