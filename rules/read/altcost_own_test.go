package read

import (
	"strings"
	"testing"
)

// altCostOwnShapes are real printed sentences (card name, French, Italian,
// English Oracle) of a card's own alternative cost (118.9), in the wording
// of each era, and the one form all three compile to.
var altCostOwnShapes = []mayRow{
	{"Blue Dawnbringer", // 5dn-26: « à la place du coût de mana de ~ », « puoi spendere »
		"Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana de l'Annonciateur de l'Aube bleue.",
		"Puoi spendere {W}{U}{B}{R}{G} invece di pagare il costo di mana del Portatore dell'Alba Blu.",
		"You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
		"Annonciateur de l'Aube bleue", "Portatore dell'Alba Blu",
		"static static=[alt_cost(cost={W}{U}{B}{R}{G})]"},
	{"Salvage Titan", // ala-84: several permanents sacrificed
		"Vous pouvez sacrifier trois artefacts à la place de payer le coût de mana du Titan de récupération.",
		"Puoi sacrificare tre artefatti invece di pagare il costo di mana del Titano di Recupero.",
		"You may sacrifice three artifacts rather than pay this spell's mana cost.",
		"Titan de récupération", "Titano di Recupero",
		"static static=[alt_cost(n=3 ability={static sacrifice=artifact you_control})]"},
	{"Mistvein Borderpost", // arb-27: mana and a land returned, joined by "and"
		"Vous pouvez payer {1} et renvoyer un terrain de base que vous contrôlez dans la main de son propriétaire à la place de payer le coût de mana de la Borne frontière de Brumeveine.",
		"Puoi pagare {1} e far tornare una terra base che controlli in mano al suo proprietario invece di pagare il costo di mana della Pietra di Confine della Nebbia Cavernosa.",
		"You may pay {1} and return a basic land you control to its owner's hand rather than pay this spell's mana cost.",
		"Borne frontière de Brumeveine", "Pietra di Confine della Nebbia Cavernosa",
		"static static=[alt_cost(cost={1} ability={static bounce=basic land you_control})]"},
	{"Soul Spike", // csp-70: « retirer de la partie », « rimuovere dal gioco »: two cards
		"Vous pouvez retirer de la partie deux cartes noires de votre main à la place de payer le coût de mana de la Pointe d'âme.",
		"Puoi rimuovere dal gioco due carte nere presenti nella tua mano invece di pagare il costo di mana dell'Inchioda Anima.",
		"You may exile two black cards from your hand rather than pay this spell's mana cost.",
		"Pointe d'âme", "Inchioda Anima",
		"static static=[alt_cost(ability={static cast_exile=2:black card in:hand you_own})]"},
	{"Snapback", // tsr-87: "this spell", « ce sort », « questa magia »
		"Vous pouvez exiler une carte bleue de votre main à la place de payer le coût de mana de ce sort.",
		"Puoi esiliare una carta blu dalla tua mano invece di pagare il costo di mana di questa magia.",
		"You may exile a blue card from your hand rather than pay this spell's mana cost.",
		"Prise en retour", "Recupero",
		"static static=[alt_cost(ability={static cast_exile=1:blue card in:hand you_own})]"},
	{"Force of Vigor", // mh1-164: a condition before
		"Si ce n'est pas votre tour, vous pouvez exiler une carte verte de votre main à la place de payer le coût de mana de ce sort.",
		"Se non è il tuo turno, puoi esiliare una carta verde dalla tua mano invece di pagare il costo di mana di questa magia.",
		"If it's not your turn, you may exile a green card from your hand rather than pay this spell's mana cost.",
		"Force de vigueur", "Forza del Vigore",
		"static static=[alt_cost(if=!your_turn ability={static cast_exile=1:card green in:hand you_own})]"},
	{"Demon of Death's Gate", // m11-92: life and sacrifices
		"Vous pouvez payer 6 points de vie et sacrifier trois créatures noires à la place du coût de mana du Démon de la porte de la mort.",
		"Puoi pagare 6 punti vita e sacrificare tre creature nere invece di pagare il costo di mana del Demone del Cancello di Morte.",
		"You may pay 6 life and sacrifice three black creatures rather than pay this spell's mana cost.",
		"Démon de la porte de la mort", "Demone del Cancello di Morte",
		"static static=[alt_cost(n=3 ability={static sacrifice=black creature you_control life=6})]"},
}

func TestReadAltCostOwn(t *testing.T) { checkMayRows(t, altCostOwnShapes) }

// TestReadAltCostOwnUnread: a cost the engine does not pay for a spell,
// or one naming the card itself, stays unread with its reason.
func TestReadAltCostOwnUnread(t *testing.T) {
	for _, tc := range []struct{ lang, text, reason string }{
		{"en", "You may tap an untapped creature you control rather than pay this spell's mana cost.", "pays no such cost for a spell"},
		{"fr", "Vous pouvez engager une créature dégagée que vous contrôlez à la place de payer le coût de mana de ce sort.", "pays no such cost for a spell"},
		{"it", "Puoi sacrificare Foo invece di pagare il costo di mana di Foo.", "the card itself"},
	} {
		r, err := ReadParagraph(tc.lang, "Foo", false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == ReadCompiled || !strings.Contains(r.Reason, tc.reason) {
			t.Errorf("%s %q: %s %q, want unread with %q", tc.lang, tc.text, r.Status, r.Reason, tc.reason)
		}
	}
}

// mayExileOldShapes: the infinitive of the old exile, « vous pouvez
// retirer … de la partie », « puoi rimuovere dal gioco … », read as the
// imperative of exile is (real printed sentences).
var mayExileOldShapes = []mayRow{
	{"Astral Slide", // ons-4
		"À chaque fois qu'un joueur recycle une carte, vous pouvez retirer la créature ciblée de la partie. Si vous faites ainsi, renvoyez en jeu cette créature sous le contrôle de son propriétaire à la fin du tour.",
		"Ogniqualvolta un giocatore usa l'abilità ciclo di una carta, puoi rimuovere dal gioco una creatura bersaglio. Se lo fai, rimetti in gioco quella creatura sotto il controllo del suo proprietario alla fine del turno.",
		"Whenever a player cycles a card, you may exile target creature. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step.",
		"Glissement astral", "Frana Astrale",
		"triggered when=player_cycles filter=card targets=[creature] do=[exile(what=t0 optional); if(if=did then=[delayed(ability={triggered when=each_end_step do=[move(what=t0 zone=battlefield)]})])]"},
	{"Puresight Merrow", // shm-146
		"{W/U}, {Q} : Regardez la carte du dessus de votre bibliothèque. Vous pouvez retirer cette carte de la partie. ({Q} est le symbole de dégagement.)",
		"{W/U}, {Q}: Guarda la prima carta del tuo grimorio. Puoi rimuovere dal gioco quella carta. ({Q} è il simbolo di STAP.)",
		"{W/U}, {Q}: Look at the top card of your library. You may exile that card. ({Q} is the untap symbol.)",
		"Suire clairevue", "Sguardopuro Merrow",
		"activated cost={W/U} untap do=[look_top(n=1); exile(what=looked optional)]"},
}

func TestReadMayExileOld(t *testing.T) { checkMayRows(t, mayExileOldShapes) }

// lookExiledShapes: the cards the card exiled, looked at (and played).
var lookExiledShapes = []mayRow{
	{"Bane Alley Broker", // gtc-145
		"Vous pouvez regarder les cartes exilées par la Courtière de la ruelle du Poison.",
		"Puoi guardare le carte esiliate con la Mediatrice di Vicolo della Sventura.",
		"You may look at cards exiled with Bane Alley Broker.",
		"Courtière de la ruelle du Poison", "Mediatrice di Vicolo della Sventura",
		"static static=[may_look(filter=card exiled_by_self)]"},
	{"Grimoire Thief", // mor-35: « retirées de la partie », « rimosse dal gioco »
		"Vous pouvez regarder des cartes retirées de la partie avec le Voleur de grimoire.",
		"Puoi guardare le carte rimosse dal gioco con la Ladra di Grimori.",
		"You may look at cards exiled with Grimoire Thief.",
		"Voleur de grimoire", "Ladra di Grimori",
		"static static=[may_look(filter=card exiled_by_self)]"},
	{"Colfenor's Plans", // lrw-106
		"Vous pouvez regarder et jouer des cartes retirées de la partie avec les Plans de Colfénor.",
		"Puoi guardare e giocare le carte rimosse dal gioco con i Piani di Colfenor.",
		"You may look at the cards exiled with Colfenor's Plans, and you may play lands and cast spells from among those cards.",
		"Plans de Colfénor", "Piani di Colfenor",
		"static static=[may_look(filter=card exiled_by_self); may_play(filter=card exiled_by_self zone=exile)]"},
}

func TestReadLookExiled(t *testing.T) { checkMayRows(t, lookExiledShapes) }

// lookTopShapes: the top card of your library looked at any time, the
// French and Italian printings saying "any time" in their reminder.
var lookTopShapes = []mayRow{
	{"Vizier of the Menagerie", // akh-192
		"Vous pouvez regarder la carte du dessus de votre bibliothèque. (Vous pouvez faire ceci à tout moment.)",
		"Puoi guardare la prima carta del tuo grimorio. (Puoi farlo in qualsiasi momento.)",
		"You may look at the top card of your library any time.",
		"Vizir de la ménagerie", "Visir del Serraglio",
		"static static=[may_look(filter=card in:library top you_own)]"},
	{"Fist of Suns", // 5dn-123: « que vous jouez », « che giochi »
		"Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana des sorts que vous jouez.",
		"Puoi spendere {W}{U}{B}{R}{G} invece di pagare il costo di mana per le magie che giochi.",
		"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast.",
		"Poing des soleils", "Pugno dei Soli",
		"static static=[pay_instead(cost={W}{U}{B}{R}{G} affects=you)]"},
}

func TestReadLookTopAndPayInstead(t *testing.T) { checkMayRows(t, lookTopShapes) }
