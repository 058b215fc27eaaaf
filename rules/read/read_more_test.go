package read

import (
	"strings"
	"testing"
)

// moreReadShapes are the shapes of the Commander cards' templating, each
// written once in French and once in Italian on invented cards.
var moreReadShapes = []readShape{
	{"trigger: the card itself or another object enters", false,
		"À chaque fois que la Lanterne fantasque ou qu'un autre artefact que vous contrôlez arrive, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra o un altro artefatto che controlli entra, pesca una carta.",
		[]string{"triggered when=enters do=[draw(n=1)]", "triggered when=enters_any filter=artifact other you_control do=[draw(n=1)]"}},
	{"static: counters that can't be removed", false,
		"Les marqueurs « étourdissement » ne peuvent pas être retirés des créatures que vos adversaires contrôlent.",
		"I segnalini stordimento non possono essere rimossi dalle creature controllate dai tuoi avversari.",
		[]string{"static static=[cant_remove_counters(kind=stun affects=all:creature opp_control)]"}},
	{"a static ability after a trigger in one paragraph", false,
		"Quand la Lanterne fantasque arrive, engagez jusqu'à une créature ciblée et mettez un marqueur « étourdissement » sur elle. Les marqueurs « étourdissement » ne peuvent pas être retirés des permanents que vos adversaires contrôlent.",
		"Quando la Lanterna Bizzarra entra, TAPpa fino a una creatura bersaglio e metti un segnalino stordimento su di essa. I segnalini stordimento non possono essere rimossi dai permanenti controllati dai tuoi avversari.",
		[]string{"triggered when=enters targets=[creature{0,1}] do=[tap(what=t0); counters(n=1 what=t0 kind=stun)]",
			"static static=[cant_remove_counters(kind=stun affects=all:opp_control permanent)]"}},
	{"token with a quoted ability", true,
		"Créez deux jetons de créature 1/1 rouge Diable avec « Quand cette créature meurt, elle inflige 1 blessure à n'importe quelle cible. »",
		"Crea due pedine creatura Diavolo 1/1 rosse con “Quando questa creatura muore, infligge 1 danno a un qualsiasi bersaglio”.",
		[]string{"spell do=[token(n=2 kind=Creature — <type> colors=R pt=1/1 ability={triggered when=dies targets=[any] do=[damage(n=1 to=t0)]})]"}},
	{"damage to an opponent increased", false,
		"Si une source que vous contrôlez devait infliger des blessures non-combat à un adversaire, elle inflige autant de blessures plus 1 à la place.",
		"Se una fonte che controlli sta per infliggere danno non da combattimento a un avversario, infligge invece altrettanti danni più 1.",
		[]string{"static static=[damage_plus(n=1 to=opponent kind=noncombat filter=you_control)]"}},
	{"spell: that player is the target's controller; exile it with counters; a keyword after the effect", true,
		"Détruisez une créature ciblée qu'un adversaire contrôle. Ce joueur perd 2 points de vie. Exilez la Foudre rêveuse avec deux marqueurs « temps » sur elle. Suspension 2 — {R} (Rappel.)",
		"Distruggi una creatura bersaglio controllata da un avversario. Quel giocatore perde 2 punti vita. Esilia il Fulmine Sognante con due segnalini tempo su di esso. Sospendere 2—{R} (Promemoria.)",
		[]string{"keyword suspend 2 {R}",
			"spell targets=[creature opp_control] do=[destroy(what=t0); lose_life(n=2 to=controller(t0)); move(n=2 what=self kind=time zone=exile)]"}},
	{"cards of two types, each of either", true,
		"Renvoyez sur le champ de bataille toutes les cartes d'artefact et d'enchantement de votre cimetière.",
		"Rimetti sul campo di battaglia tutte le carte artefatto e incantesimo dal tuo cimitero.",
		[]string{"spell do=[move(what=all:artifact|enchantment card in:graveyard you_own zone=battlefield)]"}},
	{"return from the graveyard with a counter", false,
		"Quand la Lanterne fantasque arrive, renvoyez sur le champ de bataille jusqu'à une carte de créature ciblée depuis votre cimetière avec un marqueur « vol » sur elle.",
		"Quando la Lanterna Bizzarra entra, fai tornare sul campo di battaglia fino a una carta creatura bersaglio dal tuo cimitero con un segnalino volare.",
		[]string{"triggered when=enters targets=[card creature in:graveyard you_own{0,1}] do=[move(n=1 what=t0 kind=flying zone=battlefield)]"}},
	{"token X/X, X defined by the sentence", true,
		"Créez un jeton de créature X/X incolore Changeforme avec le contact mortel, X étant le nombre de cartes de terrain dans votre cimetière.",
		"Crea una pedina creatura Mutaforma X/X incolore con tocco letale, dove X è il numero di carte terra nel tuo cimitero.",
		[]string{"spell do=[token(n=1 p=count(card in:graveyard land you_own) t=count(card in:graveyard land you_own) kind=Creature — <type> keywords=deathtouch pt=x/x)]"}},
	{"trigger: creatures attack a player, once per player", false,
		"À chaque fois qu'au moins un artefact que vous contrôlez attaque un joueur, piochez une carte.",
		"Ogniqualvolta uno o più artefatti che controlli attaccano un giocatore, pesca una carta.",
		[]string{"triggered when=attacks_player filter=artifact you_control do=[draw(n=1)]"}},
	{"trigger: you attack a player; a token attacking that player; hyphenated types", false,
		"À chaque fois que vous attaquez un joueur, créez un jeton de créature-artefact 1/1 blanche Soldat engagé et attaquant ce joueur.",
		"Ogniqualvolta attacchi un giocatore, crea una pedina creatura artefatto Soldato 1/1 bianca tappata e che attacca quel giocatore.",
		[]string{"triggered when=attacks_player do=[token(n=1 kind=Artifact Creature — <type> colors=W pt=1/1 tapped attacking)]"}},
	{"static: other objects of two types", false,
		"Les autres créatures-artefacts que vous contrôlez ont le vol.",
		"Le altre creature artefatto che controlli hanno volare.",
		[]string{"static static=[grant(keywords=flying affects=all:artifact creature other you_control)]"}},
	{"enters trigger: X counters and mill twice X", false,
		"Quand la Lanterne fantasque arrive, mettez X marqueurs +1/+1 sur elle et meulez deux fois X cartes.",
		"Quando la Lanterna Bizzarra entra, metti X segnalini +1/+1 su di essa e macina carte pari al doppio di X.",
		[]string{"triggered when=enters do=[counters(n=x what=self kind=+1/+1); mill(n=2 * x)]"}},
	{"static: cards granted miracle for their mana cost less N", false,
		"Chaque carte de créature dans votre main a le miracle. Son coût de miracle est égal à son coût de mana réduit de {2}. (Rappel.)",
		"Ogni carta creatura nella tua mano ha miracolo. Il suo costo di miracolo è pari al suo costo di mana ridotto di {2}. (Promemoria.)",
		[]string{"static static=[grant(keywords=miracle:mana_cost-2 affects=all:card creature in:hand you_own)]"}},
	{"static: cards granted escape for their mana cost and exiling N others", false,
		"Chaque carte d'artefact dans votre cimetière a l'échappée. Le coût d'échappée est égal au coût de mana de la carte plus l'exil de deux autres cartes de votre cimetière.",
		"Ogni carta artefatto nel tuo cimitero ha fuga. Il costo di fuga è pari al costo di mana della carta più \"Esilia altre due carte dal tuo cimitero\".",
		[]string{"static static=[grant(keywords=escape:mana_cost+exile2 affects=all:artifact card in:graveyard you_own)]"}},
	{"trigger: attacks, blocks or becomes the target of a spell", false,
		"À chaque fois que la Lanterne fantasque attaque, qu'elle bloque ou qu'elle devient la cible d'un sort, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra attacca, blocca o diventa bersaglio di una magia, pesca una carta.",
		[]string{"triggered when=attacks do=[draw(n=1)]", "triggered when=blocks do=[draw(n=1)]", "triggered when=targeted_by_spell do=[draw(n=1)]"}},
	{"spell: a list of targets, each up to one; a token the size of what was destroyed", true,
		"Détruisez jusqu'à un artefact ciblé et jusqu'à une créature ciblée. Créez un jeton de créature X/X verte Limon, X étant la valeur de mana totale des permanents détruits de cette manière.",
		"Distruggi fino a un artefatto bersaglio e fino a una creatura bersaglio. Crea una pedina creatura Melma X/X verde, dove X è il valore di mana totale dei permanenti distrutti in questo modo.",
		[]string{"spell targets=[artifact{0,1}][creature{0,1}] do=[destroy(what=targets); token(n=1 p=mv_sum(destroyed) t=mv_sum(destroyed) kind=Creature — <type> colors=G pt=x/x)]"}},
	{"an object chosen without targeting", false,
		"Au début de votre étape de fin, vous pouvez renvoyer dans votre main un artefact que vous possédez.",
		"All'inizio della tua sottofase finale, puoi riprendere in mano un artefatto che possiedi.",
		[]string{"triggered when=end_step do=[move(what=chosen:artifact you_own zone=hand optional)]"}},
	{"opponent's upkeep: that player loses life, a -1/-1 counter on up to one target creature they control", false,
		"Au début de l'entretien de chaque adversaire, il perd 1 point de vie et vous mettez un marqueur -1/-1 sur jusqu'à une créature ciblée qu'il contrôle.",
		"All'inizio del mantenimento di ogni avversario, quel giocatore perde 1 punto vita, tu scegli fino a una creatura bersaglio che controlla e metti un segnalino -1/-1 su di essa.",
		[]string{"triggered when=opp_upkeep targets=[creature them_control{0,1}] do=[lose_life(n=1 to=them); counters(n=1 what=t0 kind=-1/-1)]"}},
	{"a player's first spell each turn: another target player, damage equal to the spell's mana value", false,
		"À chaque fois qu'un joueur lance son premier sort à chaque tour, choisissez un autre joueur ciblé. La Lanterne fantasque inflige un nombre de blessures égal à la valeur de mana de ce sort au joueur choisi.",
		"Ogniquale volta un giocatore lancia la sua prima magia in ogni turno, scegli un altro giocatore bersaglio. La Lanterna Bizzarra infligge danno pari al valore di mana di quella magia al giocatore scelto.",
		[]string{"triggered when=player_first_spell targets=[not_them player] do=[damage(n=mv(it) to=t0)]"}},
	{"an opponent loses life for the first time during each of their turns", false,
		"À chaque fois qu'un adversaire perd des points de vie pour la première fois pendant chacun de ses tours, piochez une carte.",
		"Ogniqualvolta un avversario perde punti vita per la prima volta durante ogni suo turno, pesca una carta.",
		[]string{"triggered when=opp_first_life_loss do=[draw(n=1)]"}},
	{"its controller may sacrifice it; if they don't, damage to that player", false,
		"À chaque fois que la Lanterne fantasque attaque, choisissez jusqu'à une créature ciblée. Son contrôleur peut la sacrifier. S'il ne le fait pas, la Lanterne fantasque inflige 3 blessures à ce joueur.",
		"Ogniqualvolta la Lanterna Bizzarra attacca, scegli fino a una creatura bersaglio. Il suo controllore può sacrificarla. Se non lo fa, la Lanterna Bizzarra infligge 3 danni a quel giocatore.",
		[]string{"triggered when=attacks targets=[creature{0,1}] do=[sacrifice(what=t0 optional); if(if=!did then=[damage(n=3 to=controller(t0))])]"}},
	{"keyword blitz with its cost", false,
		"Blitz {2}{R} (Rappel.)",
		"Blitz {2}{R} (Promemoria.)",
		[]string{"keyword blitz {2}{R}"}},
	{"keyword retrace", true,
		"Pistage (Rappel.)",
		"Rievocare (Promemoria.)",
		[]string{"keyword retrace"}},
	{"spells of one of several types cost less", false,
		"Chaque sort que vous lancez qui est un artefact, un enchantement ou un éphémère coûte {1} de moins à lancer.",
		"Ogni magia artefatto, incantesimo o istantaneo che lanci costa {1} in meno per essere lanciata.",
		[]string{"static static=[cost_less(n=1 filter=artifact|enchantment|instant spell you_control)]"}},
	{"cast for less than its mana value: a target opponent loses the difference", false,
		"À chaque fois que vous lancez un sort, si la quantité de mana dépensée pour le lancer était inférieure à sa valeur de mana, un adversaire ciblé perd un nombre de points de vie égal à la différence.",
		"Ogniqualvolta lanci una magia, se l'ammontare di mana speso per lanciarla era inferiore al suo valore di mana, un avversario bersaglio perde punti vita pari alla differenza.",
		[]string{"triggered when=cast_any filter=spell if=spent() < mv(it) targets=[opponent] do=[lose_life(n=mv(it) - spent() to=t0)]"}},
	{"end step: mill two, sacrifice it if they share all their card types", false,
		"Au début de votre étape de fin, meulez deux cartes. Si deux cartes qui partagent tous leurs types de carte ont été meulées de cette manière, sacrifiez la Lanterne fantasque.",
		"All'inizio della tua sottofase finale, macina due carte. Se due carte che condividono tutti i tipi di carta vengono macinate in questo modo, sacrifica la Lanterna Bizzarra.",
		[]string{"triggered when=end_step do=[mill(n=2); if(if=same_types(milled) then=[sacrifice(what=self)])]"}},
	{"you attack: untap up to X lands, X the greatest power among those creatures", false,
		"À chaque fois que vous attaquez avec au moins une créature, dégagez jusqu'à X terrains, X étant la force la plus élevée parmi ces créatures.",
		"Ogniqualvolta attacchi con una o più creature, STAPpa fino a X terre, dove X è la forza maggiore tra quelle creature.",
		[]string{"triggered when=you_attack do=[untap(n=max_power(creature attacking declared you_control) filter=land)]"}},
	{"beginning of combat: a random opponent it must attack; indestructible and +1/+1 per card type in your graveyard", false,
		"Au début du combat pendant votre tour, choisissez un adversaire au hasard. La Lanterne fantasque attaque ce joueur pendant ce combat si possible. Jusqu'à la fin du tour, la Lanterne fantasque acquiert l'indestructible et gagne +1/+1 pour chaque type de carte parmi les cartes dans votre cimetière.",
		"All'inizio del combattimento nel tuo turno, scegli un avversario a caso. La Lanterna Bizzarra attacca quel giocatore in questo combattimento, se può farlo. Fino alla fine del turno, la Lanterna Bizzarra ha indistruttibile e prende +1/+1 per ogni tipo di carta tra le carte nel tuo cimitero.",
		[]string{"triggered when=begin_combat do=[choose_opponent; must_attack(what=self to=chosen_player until=end_of_combat); grant(what=self keywords=indestructible until=eot); pump(p=1 * types_in_graveyard(you) t=1 * types_in_graveyard(you) what=self until=eot)]"}},
	{"damage, then life equal to the excess damage", true,
		"La Foudre rêveuse inflige 5 blessures à une créature ciblée. Vous gagnez autant de points de vie que le surplus de blessures infligées de cette manière.",
		"Il Fulmine Sognante infligge 5 danni a una creatura bersaglio. Guadagni punti vita pari al danno in eccesso inflitto in questo modo.",
		[]string{"spell targets=[creature] do=[damage(n=5 to=t0); gain_life(n=excess())]"}},
	{"once each turn, a spell from your hand for life equal to its mana value", false,
		"Une fois pendant chacun de vos tours, vous pouvez lancer un sort depuis votre main en payant un nombre de points de vie égal à sa valeur de mana à la place de payer son coût de mana.",
		"Una volta durante ogni tuo turno, puoi lanciare una magia dalla tua mano pagando punti vita pari al suo valore di mana invece di pagare il suo costo di mana.",
		[]string{"static static=[cast_for_life(affects=you)]"}},
}

func TestReadShapesMore(t *testing.T) { checkReadShapes(t, moreReadShapes) }

// TestReadEntersChoice: "as it enters, choose A or B" with the card's two
// bullets reads as the choice and each bullet's ability, working only for
// its word's position, the same in both languages.
func TestReadEntersChoice(t *testing.T) {
	want := []string{"static static=[enters_choice]",
		"triggered when=upkeep if=chose(self, 1) do=[draw(n=1)]",
		"triggered when=end_step if=chose(self, 2) do=[gain_life(n=2)]"}
	for _, tc := range []struct {
		lang, name, text string
		modes            []string
	}{
		{"fr", "Lanterne fantasque", "Au moment où la Lanterne fantasque arrive, choisissez Lune ou Soleil.",
			[]string{"Lune — Au début de votre entretien, piochez une carte.", "Soleil — Au début de votre étape de fin, vous gagnez 2 points de vie."}},
		{"it", "Lanterna Bizzarra", "Mentre la Lanterna Bizzarra entra, scegli Luna o Sole.",
			[]string{"Luna — All'inizio del tuo mantenimento, pesca una carta.", "Sole — All'inizio della tua sottofase finale, guadagni 2 punti vita."}},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text, tc.modes...)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadCompiled {
			t.Errorf("%s: unread: %s", tc.lang, r.Reason)
			continue
		}
		if got := strings.Join(r.Form(), "\n"); got != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %s\nwant %s", tc.lang, got, strings.Join(want, "\n"))
		}
	}
}
