package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// readShapesSlice1 are the shapes the reader learned from the fourth
// batch of Duskmourn cards (slice 1 of the third session), each written on
// invented cards, in both languages.
var readShapesSlice1 = []readShape{
	{"static: base power and toughness equal to an amount", false,
		"Les créatures que vous contrôlez ont une force et une endurance de base chacune égales au nombre d'artefacts que vous contrôlez.",
		"Le creature che controlli hanno forza e costituzione base pari al numero di artefatti che controlli.",
		[]string{"static static=[set_pt(p=count(artifact you_control) t=count(artifact you_control) affects=all:creature you_control)]"}},
	{"if there are N counters on it, remove them and it deals damage to you", false,
		"À chaque fois que vous piochez une carte, mettez un marqueur « temps » sur la Lanterne fantasque. Puis, s'il y a au moins trois marqueurs « temps » sur elle, retirez ces marqueurs et elle vous inflige 5 blessures.",
		"Ogniqualvolta peschi una carta, metti un segnalino tempo sulla Lanterna Bizzarra. Poi, se ci sono tre o più segnalini tempo su di essa, rimuovi quei segnalini ed essa ti infligge 5 danni.",
		[]string{"triggered when=draw do=[counters(n=1 what=self kind=time); if(if=counters(self, time) >= 3 then=[remove_counters(n=counters(self, time) what=self kind=time); damage(n=5 to=you)])]"}},
	{"delayed trigger: the next time you cast a spell this turn", false,
		"{1}, {T} : Quand vous lancez pour la prochaine fois ce tour-ci un sort de créature, piochez une carte.",
		"{1}, {T}: Quando lanci la tua prossima magia creatura in questo turno, pesca una carta.",
		[]string{"activated cost={1} tap do=[delayed(kind=next until=eot ability={triggered when=cast_any filter=creature spell do=[draw(n=1)]})]"}},
	{"trigger: one or more creatures deal combat damage to a player, once per player", false,
		"À chaque fois qu'au moins une créature que vous contrôlez inflige des blessures de combat à un joueur, piochez une carte.",
		"Ogniqualvolta una o più creature che controlli infliggono danno da combattimento a un giocatore, pesca una carta.",
		[]string{"triggered when=combat_damage_player_batch filter=creature you_control do=[draw(n=1)]"}},
	{"cost: discard this card (activated from the hand)", false,
		"{1}{G}, défaussez-vous de la Lanterne fantasque : Renvoyez sur le champ de bataille, engagée, une carte de terrain ciblée de votre cimetière.",
		"{1}{G}, Scarta la Lanterna Bizzarra: Rimetti sul campo di battaglia TAPpata una carta terra bersaglio dal tuo cimitero.",
		[]string{"activated cost={1}{G} discard_self from=hand targets=[card in:graveyard land you_own] do=[move(what=t0 zone=battlefield tapped)]"}},
	{"amount: unlocked doors among rooms", false,
		"Quand vous déverrouillez cet accès, vous gagnez X points de vie, X étant le nombre d'accès déverrouillés parmi les pièces que vous contrôlez.",
		"Quando sblocchi questa porta, guadagni X punti vita, dove X è il numero di porte sbloccate tra le Stanze che controlli.",
		[]string{"triggered when=unlock_door do=[gain_life(n=doors_unlocked(sub:room you_control))]"}},
	{"you win the game if there are N different names among unlocked doors", false,
		"Au début de votre étape de fin, vous gagnez la partie s'il y a au moins cinq noms différents parmi les accès déverrouillés des pièces que vous contrôlez.",
		"All'inizio della tua sottofase finale, vinci la partita se ci sono cinque o più nomi diversi tra le porte sbloccate delle Stanze che controlli.",
		[]string{"triggered when=end_step do=[if(if=door_names(sub:room you_control) >= 5 then=[win_game])]"}},
	{"filter: a room card that doesn't share a name with a room you control", false,
		"Quand vous déverrouillez cet accès, cherchez dans votre bibliothèque une carte de pièce qui n'a pas le même nom qu'une pièce que vous contrôlez, révélez-la, mettez-la dans votre main, puis mélangez.",
		"Quando sblocchi questa porta, passa in rassegna il tuo grimorio per una carta Stanza con un nome diverso da una Stanza che controlli, rivelala e aggiungila alla tua mano, poi rimescola.",
		[]string{"triggered when=unlock_door do=[search(filter=!shares_name:room card sub:room zone=hand)]"}},
	{"you may cast spells from your graveyard this turn, and your cards go to exile instead", false,
		"Quand la Lanterne fantasque arrive, vous pouvez lancer des sorts depuis votre cimetière ce tour-ci, et si une carte devait être mise dans votre cimetière d'où qu'elle vienne ce tour-ci, exilez-la à la place.",
		"Quando la Lanterna Bizzarra entra, puoi lanciare magie dal tuo cimitero in questo turno e, se una carta sta per essere messa nel tuo cimitero da qualsiasi zona in questo turno, invece esiliarla.",
		[]string{"triggered when=enters do=[may_cast_from(until=this_turn zone=graveyard); redirect(until=this_turn filter=card you_own zone=graveyard instead=exile)]"}},
	{"you may discard a card or pay a cost; when you do, a reflexive trigger", false,
		"Quand la Lanterne fantasque arrive, vous pouvez vous défausser d'une carte ou payer {3}. Quand vous faites ainsi, détruisez un artefact ciblé.",
		"Quando la Lanterna Bizzarra entra, puoi scartare una carta o pagare {3}. Quando lo fai, distruggi un artefatto bersaglio.",
		[]string{"triggered when=enters do=[discard_or_pay(cost={3} optional); reflexive(ability={triggered when=reflexive targets=[artifact] do=[destroy(what=t0)]})]"}},
	{"static: once each turn, pay {0} rather than the mana cost of a spell cast from exile", false,
		"Une fois par tour, vous pouvez payer {0} à la place du coût de mana d'un sort que vous lancez depuis l'exil.",
		"Una volta per turno, puoi pagare {0} invece di pagare il costo di mana per una magia che lanci dall'esilio.",
		[]string{"static static=[zero_cost_from_exile(affects=you)]"}},
	{"static: you may cast it from your graveyard if a creature of a kind died this turn; if you do, it enters with a counter", false,
		"Vous pouvez lancer la Lanterne fantasque depuis votre cimetière si une créature non-Zombie est morte ce tour-ci. Si vous faites ainsi, la Lanterne fantasque arrive avec un marqueur +1/+1 sur elle.",
		"Puoi lanciare la Lanterna Bizzarra dal tuo cimitero se una creatura non Zombie è morta in questo turno. Se lo fai, la Lanterna Bizzarra entra con un segnalino +1/+1.",
		[]string{"static static=[may_cast_from(zone=graveyard if=died_matching(!sub:zombie creature) > 0); enters_with_counters(n=1 kind=+1/+1 if=cast_from_graveyard)]"}},
	{"reveal until a card, put it into your hand and the rest on the bottom in a random order", false,
		"Au début de votre étape de fin, révélez des cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez une carte de créature. Mettez cette carte dans votre main et le reste au-dessous de votre bibliothèque dans un ordre aléatoire.",
		"All'inizio della tua sottofase finale, rivela carte dalla cima del tuo grimorio finché non riveli una carta creatura. Aggiungi quella carta alla tua mano e metti le altre in fondo al tuo grimorio in ordine casuale.",
		[]string{"triggered when=end_step do=[reveal_until(filter=card creature zone=hand)]"}},
	{"whenever you manifest dread, the card put into your graveyard this way to your hand", false,
		"À chaque fois que vous manifestez l'effroi, mettez dans votre main une carte que vous avez mise dans votre cimetière de cette manière.",
		"Ogniqualvolta manifesti angoscia, aggiungi alla tua mano una carta che hai messo nel tuo cimitero in questo modo.",
		[]string{"triggered when=manifest_dread do=[move(what=it zone=hand)]"}},
	{"manifest dread X times, then counters on each of those creatures", true,
		"Manifestez l'effroi X fois, puis mettez X marqueurs +1/+1 sur chacune de ces créatures.",
		"Manifesta angoscia X volte, poi metti X segnalini +1/+1 su ciascuna di quelle creature.",
		[]string{"spell do=[manifest_dread(n=x); counters(n=x what=manifested kind=+1/+1)]"}},
	{"trigger: one or more creatures enter, once for each event", false,
		"À chaque fois qu'au moins une créature que vous contrôlez arrive, vous gagnez 1 point de vie.",
		"Ogniqualvolta una o più creature che controlli entrano, guadagni 1 punto vita.",
		[]string{"triggered when=enters_batch filter=creature you_control do=[gain_life(n=1)]"}},
	{"static: each opponent's maximum hand size is N minus those card types (delirium)", false,
		"Délire — Tant qu'il y a au moins quatre types de carte parmi les cartes dans votre cimetière, la taille de main maximum de chaque adversaire est égale à six moins le nombre de ces types de carte.",
		"Delirio — Fintanto che ci sono quattro o più tipi di carta tra le carte del tuo cimitero, il limite massimo di carte nella mano di ogni avversario è pari a sei meno il numero di quei tipi di carta.",
		[]string{"[delirium] static if=delirium static=[max_hand(n=6 - types_in_graveyard(you) affects=each_opponent)]"}},
	{"trigger adds restricted mana", false,
		"Au début de votre première phase principale, ajoutez {R}{R}. Ne dépensez ce mana que pour lancer des sorts de pièce et déverrouiller des accès.",
		"All'inizio della tua prima fase principale, aggiungi {R}{R}. Spendi questo mana solo per lanciare magie Stanza e sbloccare porte.",
		[]string{"triggered when=main1 do=[add_mana(mana={R}{R} mana_for=cast:sub:room,unlock)]"}},
	{"change the target of a spell or ability with a single target", true,
		"Remplacez la cible d'un sort ciblé ou d'une capacité ciblée avec une cible unique.",
		"Cambia il bersaglio di una magia o abilità bersaglio che ha un singolo bersaglio.",
		[]string{"spell targets=[one_target] do=[change_target(what=t0)]"}},
	{"two targets of one opponent, that player chooses one of them", true,
		"Choisissez deux créatures ciblées contrôlées par le même adversaire. Ce joueur choisit l'une de ces créatures.",
		"Scegli due creature bersaglio controllate dallo stesso avversario. Quel giocatore sceglie una di quelle creature.",
		[]string{"spell targets=[creature opp_control{2,2} same_controller] do=[choose(what=targets)]"}},
	{"additional cost: choose a creature you control or reveal a creature card from your hand", true,
		"En tant que coût supplémentaire pour lancer ce sort, choisissez une créature que vous contrôlez ou révélez une carte de créature de votre main.",
		"Come costo addizionale per lanciare questa magia, scegli una creatura che controlli o rivela una carta creatura dalla tua mano.",
		[]string{"spell cast_choose=creature you_control|card creature in:hand you_own"}},
	{"damage equal to the power of the creature chosen or the card revealed", true,
		"La Foudre rêveuse inflige un nombre de blessures égal à la force de la créature que vous avez choisie ou de la carte que vous avez révélée à une créature ciblée.",
		"Il Fulmine Sognante infligge a una creatura bersaglio danno pari alla forza della creatura che hai scelto o della carta che hai rivelato.",
		[]string{"spell targets=[creature] do=[damage(n=power(chosen) to=t0)]"}},
	{"discard any number; when you do, up to that many targets", false,
		"Quand la Lanterne fantasque arrive, vous pouvez vous défausser de n'importe quel nombre de cartes. Quand vous faites ainsi, ciblez jusqu'à autant de créatures. Chacune gagne -1/-1 jusqu'à la fin du tour.",
		"Quando la Lanterna Bizzarra entra, puoi scartare un qualsiasi numero di carte. Quando lo fai, scegli fino ad altrettante creature bersaglio e ognuna prende -1/-1 fino alla fine del turno.",
		[]string{"triggered when=enters do=[discard_any(optional); reflexive(ability={triggered when=reflexive targets=[creature{0,discarded(you)}] do=[pump(p=-1 t=-1 what=targets until=eot)]})]"}},
	{"look at a player's hand, you may choose a nonland card, that player discards it", false,
		"Quand la Lanterne fantasque arrive, regardez la main d'un joueur ciblé. Vous pouvez y choisir une carte non-terrain. Ce joueur se défausse de cette carte.",
		"Quando la Lanterna Bizzarra entra, guarda la mano di un giocatore bersaglio. Puoi scegliere una carta non terra da quella mano. Quel giocatore scarta quella carta.",
		[]string{"triggered when=enters targets=[player] do=[look_hand(to=t0); choose(filter=card in:hand nonland owner:t0 optional); discard(what=choice to=t0)]"}},
	{"trigger: one or more land cards put into your graveyard from your library; put them onto the battlefield tapped", false,
		"À chaque fois qu'au moins une carte de terrain est mise dans votre cimetière depuis votre bibliothèque, mettez-la, engagée, sur le champ de bataille.",
		"Ogniqualvolta una o più carte terra vengono messe nel tuo cimitero dal tuo grimorio, mettile sul campo di battaglia TAPPate.",
		[]string{"triggered when=milled_batch filter=card land do=[move(filter=among:batch card in:graveyard land zone=battlefield tapped)]"}},
}

func TestReadShapesSlice1(t *testing.T) { checkReadShapes(t, readShapesSlice1) }

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

// checkCardForms reads each card, invented in both languages, and wants
// every paragraph compiled and the whole card's forms to be want: for
// shapes that span paragraphs, which checkReadShapes reads one at a time.
func checkCardForms(t *testing.T, want []string, cards []*corpus.Card) {
	t.Helper()
	for _, c := range cards {
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
			got = append(got, FormAbility(a))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %q\nwant %q", c.ID, got, want)
		}
	}
}
