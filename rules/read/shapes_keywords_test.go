package read

import (
	"strings"
	"testing"
)

// kwShape is a row of the costs-and-keywords family: one paragraph in
// French, Italian and English (real printed sentences, the card's name
// replaced by the invented "Lanterne fantasque" / "Lanterna Bizzarra" /
// "Whimsical Lantern"), and the one form the three compile to, or
// unreadRow.
type kwShape struct {
	name       string
	fr, it, en string
	want       string
}

var kwShapes = []kwShape{
	{"energy: get, on entering",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, vous gagnez {E}{E}.",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, ottieni {E}{E}.",
		"When Whimsical Lantern enters the battlefield, you get {E}{E} (two energy counters).",
		"triggered when=enters do=[get_energy(n=2)]"},
	{"energy: a cost",
		"Payez {E}{E}{E}{E} : Renvoyez la Lanterne fantasque dans la main de son propriétaire.",
		"Paga {E}{E}{E}{E}: Fai tornare la Lanterna Bizzarra in mano al suo proprietario.",
		"Pay {E}{E}{E}{E}: Return Whimsical Lantern to its owner's hand.",
		"activated energy=4 do=[bounce(what=self)]"},
	{"energy: a cost with {T}",
		"{T}, payez {E}{E}{E} : Piochez une carte.",
		"{T}, Paga {E}{E}{E}: Pesca una carta.",
		"{T}, Pay {E}{E}{E}: Draw a card.",
		"activated tap energy=3 do=[draw(n=1)]"},
	{"energy: you may pay, if you do",
		"À chaque fois que la Lanterne fantasque attaque, vous pouvez payer {E}{E}. Si vous faites ainsi, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra attacca, puoi pagare {E}{E}. Se lo fai, pesca una carta.",
		"Whenever Whimsical Lantern attacks, you may pay {E}{E}. If you do, draw a card.",
		"triggered when=attacks do=[pay_energy(n=2 optional); if(if=did then=[draw(n=1)])]"},
	{"energy: for each",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, vous gagnez {E} pour chaque créature que vous contrôlez.",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, ottieni {E} per ogni creatura che controlli.",
		"When Whimsical Lantern enters the battlefield, you get {E} for each creature you control.",
		"triggered when=enters do=[get_energy(n=count(creature you_control))]"},
	{"discard a card from your hand: the hand is where cards are discarded",
		"{T}, défaussez-vous d'une carte de votre main : Piochez une carte.",
		"{T}, Scarta una carta dalla tua mano: Pesca una carta.",
		"{T}, Discard a card: Draw a card.",
		"activated tap discard=1 do=[draw(n=1)]"},
	{"discard a card of a kind",
		"Défaussez-vous d'une carte de créature : La Lanterne fantasque gagne +2/+2 jusqu'à la fin du tour.",
		"Scarta una carta creatura: La Lanterna Bizzarra prende +2/+2 fino alla fine del turno.",
		"Discard a creature card: Whimsical Lantern gets +2/+2 until end of turn.",
		"activated discard=1 discard_what=card creature do=[pump(p=2 t=2 what=self until=eot)]"},
	{"discard a land card from your hand",
		"{1}, défaussez-vous d'une carte de terrain de votre main : Piochez une carte.",
		"{1}, Scarta una carta terra dalla tua mano: Pesca una carta.",
		"{1}, Discard a land card: Draw a card.",
		"activated cost={1} discard=1 discard_what=card land do=[draw(n=1)]"},
	{"return a land you control to its owner's hand",
		"Renvoyez un terrain que vous contrôlez dans la main de son propriétaire : La Lanterne fantasque gagne +1/+1 jusqu'à la fin du tour.",
		"Fai tornare una terra che controlli in mano al suo proprietario: La Lanterna Bizzarra prende +1/+1 fino alla fine del turno.",
		"Return a land you control to its owner's hand: Whimsical Lantern gets +1/+1 until end of turn.",
		"activated bounce=land you_control do=[pump(p=1 t=1 what=self until=eot)]"},
	{"return the permanent itself to its owner's hand",
		"{1}{U}, renvoyez la Lanterne fantasque dans la main de son propriétaire : Piochez une carte.",
		"{1}{U}, Fai tornare la Lanterna Bizzarra in mano al suo proprietario: Pesca una carta.",
		"{1}{U}, Return Whimsical Lantern to its owner's hand: Draw a card.",
		"activated cost={1}{U} bounce=self do=[draw(n=1)]"},
	{"return two lands: the engine's cost returns one",
		"Renvoyez deux terrains que vous contrôlez dans la main de leur propriétaire : Piochez une carte.",
		"Fai tornare due terre che controlli in mano ai rispettivi proprietari: Pesca una carta.",
		"Return two lands you control to their owner's hand: Draw a card.",
		unreadRow},
	{"a mana ability discarding a kind of card is no cost the engine pays for mana",
		"Défaussez-vous d'une carte de créature : Ajoutez {G}.",
		"Scarta una carta creatura: Aggiungi {G}.",
		"Discard a creature card: Add {G}.",
		unreadRow},
	{"attacks each combat if able",
		"La Lanterne fantasque attaque à chaque combat si possible.",
		"La Lanterna Bizzarra attacca in ogni combattimento se possibile.",
		"Whimsical Lantern attacks each combat if able.",
		"static static=[attacks_each_combat(affects=self)]"},
	{"attacks each turn if able, the wording before 2009",
		"La Lanterne fantasque attaque à chaque tour si possible.",
		"La Lanterna Bizzarra attacca ogni turno se possibile.",
		"Whimsical Lantern attacks each combat if able.",
		"static static=[attacks_each_combat(affects=self)]"},
	{"enchanted creature gets +2/+2 and attacks each combat if able",
		"La créature enchantée gagne +2/+2 et attaque à chaque combat si possible.",
		"La creatura incantata prende +2/+2 e attacca ogni turno se possibile.",
		"Enchanted creature gets +2/+2 and attacks each combat if able.",
		"static static=[pump(p=2 t=2 affects=enchanted); attacks_each_combat(affects=enchanted)]"},
	{"flash in the old printings' words",
		"Vous pouvez jouer la Lanterne fantasque à tout moment où vous pourriez jouer un éphémère.",
		"Puoi giocare la Lanterna Bizzarra in qualsiasi momento in cui potresti giocare un istantaneo.",
		"Flash",
		"keyword flash"},
	{"landwalk granted",
		"La créature enchantée a la traversée des îles.",
		"La creatura incantata ha passa-isole.",
		"Enchanted creature has islandwalk.",
		"static static=[grant(keywords=landwalk:island affects=enchanted)]"},
	{"protection from the color of your choice, chosen as the effect resolves",
		"{T} : La créature ciblée que vous contrôlez acquiert la protection contre la couleur de votre choix jusqu'à la fin du tour.",
		"{T}: Una creatura bersaglio che controlli ha protezione da un colore a tua scelta fino alla fine del turno.",
		"{T}: Target creature you control gains protection from the color of your choice until end of turn.",
		"activated tap targets=[creature you_control] do=[grant(what=t0 keywords=protection:color_of_choice until=eot)]"},
	{"protection from the color of your choice as a static ability: no moment to choose",
		"Les créatures que vous contrôlez ont la protection contre la couleur de votre choix.",
		"Le creature che controlli hanno protezione da un colore a tua scelta.",
		"Creatures you control have protection from the color of your choice.",
		unreadRow},
	{"investigate: a Clue token, as its reminder text defines it",
		"Quand la Lanterne fantasque meurt, enquêtez. (Créez un jeton d'artefact incolore Indice avec « {2}, sacrifiez cet artefact : Piochez une carte. »)",
		"Quando la Lanterna Bizzarra muore, indaga. (Crea una pedina artefatto Indizio incolore con \"{2}, Sacrifica questo artefatto: Pesca una carta\".)",
		"When Whimsical Lantern dies, investigate. (Create a colorless Clue artifact token with \"{2}, Sacrifice this artifact: Draw a card.\")",
		"triggered when=dies do=[token(n=1 kind=Artifact — <type> ability={activated cost={2} sacrifice=self do=[draw(n=1)]})]"},
	{"investigate twice: not read as once",
		"Quand la Lanterne fantasque meurt, enquêtez deux fois.",
		"Quando la Lanterna Bizzarra muore, indaga due volte.",
		"When Whimsical Lantern dies, investigate twice.",
		unreadRow},
	{"protection from artifacts or from the color of your choice: a choice, not both",
		"Le permanent ciblé que vous contrôlez acquiert la protection contre les artefacts ou contre la couleur de votre choix jusqu'à la fin du tour.",
		"Un permanente bersaglio che controlli ha protezione dagli artefatti o da un colore a tua scelta fino alla fine del turno.",
		"Target permanent you control gains protection from artifacts or from the color of your choice until end of turn.",
		unreadRow},
	{"noncreature spells cost more",
		"Les sorts non-créature coûtent {1} de plus à lancer.",
		"Le magie non creatura costano {1} in più per essere lanciate.",
		"Noncreature spells cost {1} more to cast.",
		"static static=[cost_more(n=1 filter=noncreature spell)]"},
	{"spells your opponents cast cost more, the wording before 2009",
		"Les sorts que vos adversaires jouent coûtent {1} de plus à jouer.",
		"Le magie giocate dai tuoi avversari costano {1} in più per essere giocate.",
		"Spells your opponents cast cost {1} more to cast.",
		"static static=[cost_more(n=1 filter=opp_control spell)]"},
	{"colored mana more",
		"Les sorts verts coûtent {G} de plus à lancer.",
		"Le magie verdi costano {G} in più per essere lanciate.",
		"Green spells cost {G} more to cast.",
		"static static=[cost_more(cost={G} filter=green spell)]"},
	{"cost reduction, the wording before 2009",
		"Les sorts blancs que vous jouez coûtent {1} de moins à jouer.",
		"Le magie bianche che giochi costano {1} in meno per essere giocate.",
		"White spells you cast cost {1} less to cast.",
		"static static=[cost_less(n=1 filter=spell white you_control)]"},
	{"transform, as an activated ability",
		"{2}, {T}, sacrifiez un autre permanent : Transformez la Lanterne fantasque.",
		"{2}, {T}, Sacrifica un altro permanente: Trasforma la Lanterna Bizzarra.",
		"{2}, {T}, Sacrifice another permanent: Transform Whimsical Lantern.",
		"activated cost={2} tap sacrifice=other permanent you_control do=[transform(what=self)]"},
	{"proliferate",
		"{4}, {T} : Proliférez. (Choisissez n'importe quel nombre de permanents et/ou de joueurs, puis donnez à chacun un marqueur supplémentaire de chaque type que ce permanent ou ce joueur a déjà.)",
		"{4}, {T}: Proliferare. (Scegli un qualsiasi numero di permanenti e/o giocatori con segnalini su di essi, poi metti su ognuno un altro segnalino di un tipo già presente.)",
		"{4}, {T}: Proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)",
		"activated cost={4} tap do=[proliferate]"},
	{"populate",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, créez un jeton de créature 1/1 blanche Soldat, puis peuplez. (Créez un jeton qui est une copie d'un jeton de créature que vous contrôlez.)",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, crea una pedina creatura Soldato 1/1 bianca, poi popola. (Crea una pedina che è una copia di una pedina creatura che controlli.)",
		"When Whimsical Lantern enters the battlefield, create a 1/1 white Soldier creature token, then populate. (Create a token that's a copy of a creature token you control.)",
		"triggered when=enters do=[token(n=1 kind=Creature — <type> colors=W pt=1/1); populate]"},
	{"cascade",
		"Cascade (Quand vous lancez ce sort, exilez les cartes du dessus de votre bibliothèque jusqu'à ce que vous exiliez une carte non-terrain d'un coût inférieur. Vous pouvez la lancer sans payer son coût de mana. Mettez les cartes exilées au-dessous de votre bibliothèque dans un ordre aléatoire.)",
		"Cascata (Quando lanci questa magia, esilia carte dalla cima del tuo grimorio finché non esili una carta non terra che costa meno. Puoi lanciarla senza pagare il suo costo di mana. Metti le carte esiliate in fondo al tuo grimorio in ordine casuale.)",
		"Cascade (When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom of your library in a random order.)",
		"keyword cascade"},
	{"cascade twice: each instance triggers, the engine's object has one ability",
		"Cascade, cascade", "Cascata, cascata", "Cascade, cascade", unreadRow},
	{"explore, then explore again",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, elle explore, puis elle explore à nouveau. (Révélez la carte du dessus de votre bibliothèque.)",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, esplora, poi esplora di nuovo. (Rivela la prima carta del tuo grimorio.)",
		"When Whimsical Lantern enters the battlefield, it explores, then it explores again. (Reveal the top card of your library.)",
		"triggered when=enters do=[explore(what=self); explore(what=self)]"},
	{"explore, an activated ability",
		"{1}, défaussez-vous d'une carte : La Lanterne fantasque explore.",
		"{1}, Scarta una carta: La Lanterna Bizzarra esplora.",
		"{1}, Discard a card: Whimsical Lantern explores.",
		"activated cost={1} discard=1 do=[explore(what=self)]"},
	{"venture into the dungeon is not explore",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, aventurez-vous dans le donjon.",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, esplora il dungeon.",
		"When Whimsical Lantern enters the battlefield, venture into the dungeon.",
		unreadRow},
	{"adapt",
		"{2}{W} : Adaptez 1. (Si cette créature n'a pas de marqueurs +1/+1 sur elle, mettez un marqueur +1/+1 sur elle.)",
		"{2}{W}: Adattamento 1. (Se questa creatura non ha segnalini +1/+1, metti un segnalino +1/+1 su di essa.)",
		"{2}{W}: Adapt 1. (If this creature has no +1/+1 counters on it, put a +1/+1 counter on it.)",
		"activated cost={2}{W} do=[if(if=counters(self, +1/+1) == 0 then=[counters(n=1 what=self kind=+1/+1)])]"},
	{"bolster",
		"Quand la Lanterne fantasque arrive sur le champ de bataille, renforcement 2. (Choisissez une créature avec la plus petite endurance parmi les créatures que vous contrôlez et mettez deux marqueurs +1/+1 sur elle.)",
		"Quando la Lanterna Bizzarra entra nel campo di battaglia, sostieni 2. (Scegli una creatura con la costituzione minore tra le creature che controlli e metti due segnalini +1/+1 su di essa.)",
		"When Whimsical Lantern enters the battlefield, bolster 2. (Choose a creature with the least toughness among creatures you control and put two +1/+1 counters on it.)",
		"triggered when=enters do=[bolster(n=2)]"},
	{"cascade granted to spells: unread",
		"Les sorts de créature que vous lancez ont la cascade.",
		"Le magie creatura che lanci hanno cascata.",
		"Creature spells you cast have cascade.",
		unreadRow},
}

// TestReadShapesKeywords reads each row in the three languages.
func TestReadShapesKeywords(t *testing.T) {
	checkKwShapes(t, kwShapes)
}

// checkKwShapes reads each row in the three languages, on the invented
// card "Lanterne fantasque" / "Lanterna Bizzarra" / "Whimsical Lantern"
// (as a spell's text when the row's form is a spell's), and compares the
// forms with the row's (a row that wants unreadRow must stay unread, with
// a reason).
func checkKwShapes(t *testing.T, rows []kwShape) {
	t.Helper()
	names := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra", "en": "Whimsical Lantern"}
	for _, tc := range rows {
		for lang, text := range map[string]string{"fr": tc.fr, "it": tc.it, "en": tc.en} {
			r, err := ReadParagraph(lang, names[lang], strings.HasPrefix(tc.want, "spell "), text)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Join(r.Form(), "\n")
			switch {
			case tc.want == unreadRow:
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, got)
				}
			case r.Status != ReadCompiled:
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
			case got != tc.want:
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}
