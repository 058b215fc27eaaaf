package read

import "testing"

// libraryMoveRows are real printed sentences of the library family
// (branch grammar-library) in the three languages, with the form each
// compiles to, or unreadRow where the reader must not guess.
var libraryMoveRows = []paragraphRow{
	// A card put on the bottom of its owner's library (aer-118).
	{"en", "Hope of Ghirapur", true, "Put target artifact on the bottom of its owner's library.", "spell targets=[artifact] do=[move(what=t0 zone=library bottom)]"},
	{"fr", "Espoir de Ghirapur", true, "Mettez l'artefact ciblé au-dessous de la bibliothèque de son propriétaire.", "spell targets=[artifact] do=[move(what=t0 zone=library bottom)]"},
	{"it", "Speranza di Ghirapur", true, "Metti un artefatto bersaglio in fondo al grimorio del suo proprietario.", "spell targets=[artifact] do=[move(what=t0 zone=library bottom)]"},
	// One target among three types, not three targets (avr-7); the French
	// says « ciblé » of each type, joined by « ou ».
	{"en", "Banishing Stroke", true, "Put target artifact, creature, or enchantment on the bottom of its owner's library.", "spell targets=[artifact|creature|enchantment] do=[move(what=t0 zone=library bottom)]"},
	{"fr", "Coup de bannissement", true, "Mettez l'artefact ciblé, la créature ciblée ou l'enchantement ciblé au-dessous de la bibliothèque de son propriétaire.", "spell targets=[artifact|creature|enchantment] do=[move(what=t0 zone=library bottom)]"},
	// A card of your graveyard on top of your library (tsp-269, m21-230).
	{"en", "Reclaim", true, "Put target artifact card from your graveyard on top of your library.", "spell targets=[artifact card in:graveyard you_own] do=[move(what=t0 zone=library)]"},
	{"fr", "Récupération", true, "Mettez la carte d'artefact ciblée de votre cimetière au-dessus de votre bibliothèque.", "spell targets=[artifact card in:graveyard you_own] do=[move(what=t0 zone=library)]"},
	{"it", "Recupero", true, "Metti in cima al tuo grimorio una carta artefatto bersaglio dal tuo cimitero.", "spell targets=[artifact card in:graveyard you_own] do=[move(what=t0 zone=library)]"},
	{"fr", "Récupération", true, "Mettez la carte ciblée depuis votre cimetière au-dessous de votre bibliothèque.", "spell targets=[card in:graveyard you_own] do=[move(what=t0 zone=library bottom)]"},
	{"it", "Recupero", true, "Metti una carta bersaglio dal tuo cimitero in fondo al tuo grimorio.", "spell targets=[card in:graveyard you_own] do=[move(what=t0 zone=library bottom)]"},
	{"en", "Reclaim", true, "Put target permanent you own on the bottom of your library.", "spell targets=[permanent you_own] do=[move(what=t0 zone=library bottom)]"},
	// "Your library" for a card you may not own: no shape reads it.
	{"en", "Reclaim", true, "Put target creature on top of your library.", unreadRow},
	// After reveal_until, the card found and the rest (c19-38, aer-185).
	{"en", "Rampaging Baloths", true, "Reveal cards from the top of your library until you reveal a creature card. Put that card onto the battlefield and the rest on the bottom of your library in a random order.", "spell do=[reveal_until(filter=card creature zone=battlefield)]"},
	{"fr", "Baloths", true, "Révélez les cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez une carte de créature. Mettez cette carte sur le champ de bataille et le reste au-dessous de votre bibliothèque dans un ordre aléatoire.", "spell do=[reveal_until(filter=card creature zone=battlefield)]"},
	{"it", "Baloth", true, "Rivela carte dalla cima del tuo grimorio finché non riveli una carta creatura. Metti quella carta sul campo di battaglia e le altre in fondo al tuo grimorio in ordine casuale.", "spell do=[reveal_until(filter=card creature zone=battlefield)]"},
	{"en", "Rampaging Baloths", true, "Reveal cards from the top of your library until you reveal an artifact card. Put that card into your hand and the rest on the bottom of your library in a random order.", "spell do=[reveal_until(filter=artifact card zone=hand)]"},
	{"fr", "Baloths", true, "Révélez les cartes du dessus de votre bibliothèque jusqu'à ce que vous révéliez une carte d'artefact. Mettez cette carte dans votre main et le reste au-dessous de votre bibliothèque dans un ordre aléatoire.", "spell do=[reveal_until(filter=artifact card zone=hand)]"},
	// The rest put on the bottom with nothing revealed before.
	{"en", "Rampaging Baloths", true, "Put that card onto the battlefield and the rest on the bottom of your library in a random order.", unreadRow},
	// The top card revealed and put into the hand: "that card" after it
	// is the card revealed (c18-52).
	{"en", "Pain Seer", false, "Whenever Pain Seer becomes untapped, reveal the top card of your library and put that card into your hand. You lose life equal to that card's mana value.", "triggered when=becomes_untapped do=[reveal_top(n=1); lose_life(n=mv(revealed))]"},
	{"en", "Pain Seer", false, "Whenever Pain Seer becomes untapped, reveal the top card of your library and put that card into your hand. You lose life equal to the card's mana value.", "triggered when=becomes_untapped do=[reveal_top(n=1); lose_life(n=mv(revealed))]"},
	{"it", "Veggente del Dolore", false, "Ogniqualvolta il Veggente del Dolore diventa STAPpato, rivela la prima carta del tuo grimorio e aggiungila alla tua mano. Perdi punti vita pari al valore di mana di quella carta.", "triggered when=becomes_untapped do=[reveal_top(n=1); lose_life(n=mv(revealed))]"},
	// The top card of your library as an object (afc-1).
	{"en", "Bird", false, "You may look at the top card of your library any time.", "static static=[may_look(filter=card in:library top you_own)]"},
	{"fr", "Oiseau", false, "Vous pouvez regarder la carte du dessus de votre bibliothèque à tout moment.", "static static=[may_look(filter=card in:library top you_own)]"},
	// The top card played revealed: every player may look at it (inv-145,
	// rav-75, 5dn-135).
	{"en", "Goblin Spy", false, "Play with the top card of your library revealed.", "static static=[may_look(affects=each_player filter=card in:library top you_own)]"},
	{"fr", "Espion gobelin", false, "Jouez avec la carte du dessus de votre bibliothèque révélée.", "static static=[may_look(affects=each_player filter=card in:library top you_own)]"},
	{"it", "Spia Goblin", false, "Gioca con la prima carta del tuo grimorio rivelata.", "static static=[may_look(affects=each_player filter=card in:library top you_own)]"},
	{"en", "Wizened Snitches", false, "Players play with the top card of their libraries revealed.", "static static=[may_look(affects=each_player filter=card in:library top)]"},
	{"fr", "Lanterne de perspicacité", false, "Chaque joueur joue avec la carte du dessus de sa bibliothèque révélée.", "static static=[may_look(affects=each_player filter=card in:library top)]"},
	{"it", "Spioni Avvizziti", false, "I giocatori giocano con la prima carta del loro grimorio scoperta.", "static static=[may_look(affects=each_player filter=card in:library top)]"},
	// Two cards found, each to its place (afc-155, c13-139); three, or one
	// card put apart with nowhere for the others, stay unread.
	{"en", "Cultivate", true, "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.", "spell do=[search_split(n=2 kind=hand filter=basic card land zone=battlefield tapped)]"},
	{"fr", "Culture", true, "Cherchez dans votre bibliothèque jusqu'à deux cartes de terrain de base, révélez ces cartes et mettez-en une sur le champ de bataille engagée, et l'autre dans votre main. Mélangez ensuite votre bibliothèque.", "spell do=[search_split(n=2 kind=hand filter=basic card land zone=battlefield tapped)]"},
	{"it", "Coltivare", true, "Passa in rassegna il tuo grimorio per trovare fino a due carte terra base, rivelale, mettine una sul campo di battaglia TAPpata e aggiungi l'altra alla tua mano, poi rimescola.", "spell do=[search_split(n=2 kind=hand filter=basic card land zone=battlefield tapped)]"},
	{"en", "Cultivate", true, "Search your library for up to three basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.", unreadRow},
	{"en", "Cultivate", true, "Search your library for up to two basic land cards, put one onto the battlefield tapped, then shuffle.", unreadRow},
	// A search for a card with the source's name (m19-179).
	{"en", "Elvish Clancaller", false, "{4}{G}{G}, {T}: Search your library for a card named Elvish Clancaller, put it onto the battlefield, then shuffle.", "activated cost={4}{G}{G} tap do=[search(filter=card named_self zone=battlefield)]"},
	{"fr", "Meneuse de clan elfe", false, "{4}{G}{G}, {T} : Cherchez dans votre bibliothèque une carte appelée Meneuse de clan elfe, mettez-la sur le champ de bataille, puis mélangez votre bibliothèque.", "activated cost={4}{G}{G} tap do=[search(filter=card named_self zone=battlefield)]"},
	{"it", "Convocaclan Elfica", false, "{4}{G}{G}, {T}: Passa in rassegna il tuo grimorio per una carta chiamata Convocaclan Elfica, mettila sul campo di battaglia, poi rimescola il tuo grimorio.", "activated cost={4}{G}{G} tap do=[search(filter=card named_self zone=battlefield)]"},
	// In a token's ability, "~" is the card that made it, not the token
	// (rix-111).
	{"en", "Rekindling Phoenix", false, `When Rekindling Phoenix dies, create a 0/1 red Elemental creature token with "At the beginning of your upkeep, sacrifice this creature and return target card named Rekindling Phoenix from your graveyard to the battlefield. It gains haste until end of turn."`, unreadRow},
	// Looking at the top cards: one of them may be put into the hand or
	// onto the battlefield, the rest to the bottom or the graveyard
	// (m19-29, iko-192, ala-179).
	{"en", "Militia Bugler", true, "Look at the top four cards of your library. You may reveal a creature card with power 2 or less from among them and put it into your hand. Put the rest on the bottom of your library in a random order.", "spell do=[look_top(n=4); put_looked(n=1 filter=card creature power<=2 zone=hand); bottom_looked]"},
	{"fr", "Sonneur", true, "Regardez les quatre cartes du dessus de votre bibliothèque. Vous pouvez révéler une carte de créature de force inférieure ou égale à 2 parmi elles et la mettre dans votre main. Mettez le reste au-dessous de votre bibliothèque dans un ordre aléatoire.", "spell do=[look_top(n=4); put_looked(n=1 filter=card creature power<=2 zone=hand); bottom_looked]"},
	{"it", "Trombettiere", true, "Guarda le prime quattro carte del tuo grimorio. Puoi rivelare una carta creatura con forza pari o inferiore a 2 scelta tra esse e aggiungerla alla tua mano. Metti le altre in fondo al tuo grimorio in ordine casuale.", "spell do=[look_top(n=4); put_looked(n=1 filter=card creature power<=2 zone=hand); bottom_looked]"},
	{"en", "Ascent", true, "Look at the top five cards of your library. You may put a non-Human creature card from among them onto the battlefield. Put the rest on the bottom of your library in a random order.", "spell do=[look_top(n=5); put_looked(n=1 filter=!sub:human card creature zone=battlefield); bottom_looked]"},
	{"fr", "Ascension", true, "Regardez les cinq cartes du dessus de votre bibliothèque. Vous pouvez mettre sur le champ de bataille une carte de créature non-Humain parmi elles. Mettez le reste au-dessous de votre bibliothèque dans un ordre aléatoire.", "spell do=[look_top(n=5); put_looked(n=1 filter=!sub:human card creature zone=battlefield); bottom_looked]"},
	{"it", "Ascesa", true, "Guarda le prime cinque carte del tuo grimorio. Puoi mettere sul campo di battaglia una carta creatura non Umano scelta tra esse. Metti le altre in fondo al tuo grimorio in ordine casuale.", "spell do=[look_top(n=5); put_looked(n=1 filter=!sub:human card creature zone=battlefield); bottom_looked]"},
	{"fr", "Ascension", true, "Regardez les cinq cartes du dessus de votre bibliothèque. Vous pouvez mettre en jeu une carte de créature de force supérieure ou égale à 5 parmi elles. Mettez les autres au-dessous de votre bibliothèque, dans n'importe quel ordre.", "spell do=[look_top(n=5); put_looked(n=1 filter=card creature power>=5 zone=battlefield); bottom_looked]"},
	{"en", "Ascent", true, "Look at the top four cards of your library. You may put a land card from among them into your hand. Put the rest into your graveyard.", "spell do=[look_top(n=4); put_looked(n=1 filter=card land zone=hand); rest_looked(zone=graveyard)]"},
	// Revealed: the cards revealed are looked at too (by everyone), which
	// put_looked takes from (branch grammar-library2, reveal_among.go).
	{"en", "Ascent", true, "Reveal the top four cards of your library. You may put a land card from among them into your hand. Put the rest into your graveyard.", "spell do=[look_top(n=4); put_looked(n=1 filter=card land zone=hand); rest_looked(zone=graveyard)]"},
	// Surveil in words (ktk-57): the look_top before becomes surveil.
	{"en", "Ascent", true, "Look at the top five cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.", "spell do=[surveil(n=5)]"},
	{"fr", "Ascension", true, "Regardez les cinq cartes du dessus de votre bibliothèque. Mettez n'importe quel nombre d'entre elles dans votre cimetière et remettez ensuite le reste au-dessus de votre bibliothèque, dans l'ordre de votre choix.", "spell do=[surveil(n=5)]"},
	{"it", "Ascesa", true, "Guarda le prime cinque carte del tuo grimorio. Mettine un qualsiasi numero nel tuo cimitero e le altre in cima al tuo grimorio in qualsiasi ordine.", "spell do=[surveil(n=5)]"},
	// You look at the top cards of another player's library (mor-30,
	// 8ed-208).
	{"en", "Dewdrop Spy", false, "When Dewdrop Spy enters the battlefield, look at the top card of target player's library.", "triggered when=enters targets=[player] do=[look_top(n=1 to=t0)]"},
	{"fr", "Espionne perle de rosée", false, "Quand l'Espionne perle de rosée arrive en jeu, regardez la carte du dessus de la bibliothèque du joueur ciblé.", "triggered when=enters targets=[player] do=[look_top(n=1 to=t0)]"},
	{"it", "Spia Goccia di Rugiada", false, "Quando la Spia Goccia di Rugiada entra in gioco, guarda la prima carta del grimorio di un giocatore bersaglio.", "triggered when=enters targets=[player] do=[look_top(n=1 to=t0)]"},
	{"en", "Scope", false, "{T}: Look at the top three cards of target player's library.", "activated tap targets=[player] do=[look_top(n=3 to=t0)]"},
	// « puoi rimettere sul campo di battaglia … dal tuo cimitero »: the
	// infinitive after « puoi » (10e-35).
	{"it", "Scope", false, "All'inizio del tuo mantenimento, puoi rimettere in gioco una carta creatura bersaglio dal tuo cimitero.", "triggered when=upkeep targets=[card creature in:graveyard you_own] do=[move(what=t0 zone=battlefield optional)]"},
	// A search's steps in the words before 2009 (5dn-39, chk-239, dis-118).
	{"fr", "Mage aux breloques", false, "Quand le Mage aux breloques arrive en jeu, vous pouvez chercher dans votre bibliothèque une carte d'artefact avec un coût converti de mana de 1 ou moins, révéler cette carte et la mettre dans votre main.", "triggered when=enters do=[search(filter=artifact card mv<=1 zone=hand optional)]"},
	{"it", "Anziano della Tribù-Sakura", false, "Sacrifica l'Anziano della Tribù-Sakura: Passa in rassegna il tuo grimorio, scegli una carta terra base, metti in gioco quella carta TAPpata, poi rimescola il tuo grimorio.", "activated sacrifice=self do=[search(filter=basic card land zone=battlefield tapped)]"},
	{"it", "Mistico", true, "Passa in rassegna il tuo grimorio per una carta creatura e rivelala. Rimescola il tuo grimorio e metti quella carta in cima ad esso.", "spell do=[search(filter=card creature zone=library)]"},
	// A search for a card of one of several basic types: the object
	// holds commas (as ala-224's "a basic Island, Swamp, or Mountain card"), and a player's own search (cmd-154).
	{"en", "Grixis Panorama", false, "{1}, {T}, Sacrifice Grixis Panorama: Search your library for an artifact, creature, or land card, put it onto the battlefield tapped, then shuffle.", "activated cost={1} tap sacrifice=self do=[search(filter=artifact|creature|land card zone=battlefield tapped)]"},
	{"en", "Fertilid", false, "{1}{G}, Remove a +1/+1 counter from Fertilid: Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles.", "activated cost={1}{G} remove_counters=1:+1/+1 targets=[player] do=[search(to=t0 filter=basic card land zone=battlefield tapped)]"},
}

func TestReadLibraryMoves(t *testing.T) {
	checkParagraphRows(t, libraryMoveRows)
}
