package read

import "testing"

// revealAmongRows are real printed paragraphs (FR, IT, EN) of the cards
// looked at or revealed and taken "from among them", of the top card
// revealed and put somewhere by a condition and its else, of a target card
// of any graveyard put onto the battlefield, and of the optional search's
// shuffle in the words before 2021 (branch grammar-library2).
var revealAmongRows = []paragraphRow{
	// Benefaction of Rhonas (akh-156): "and/or" is one card of each kind.
	{"fr", "Bienfait de Rhonas", true, "Révélez les cinq cartes du dessus de votre bibliothèque. Vous pouvez mettre une carte de créature et/ou d'enchantement parmi elles dans votre main. Mettez le reste dans votre cimetière.",
		"spell do=[look_top(n=5); put_looked(n=1 filter=card creature zone=hand); put_looked(n=1 filter=card enchantment zone=hand); rest_looked(zone=graveyard)]"},
	{"it", "Munificenza di Rhonas", true, "Rivela le prime cinque carte del tuo grimorio. Puoi aggiungere alla tua mano una carta creatura e/o una carta incantesimo scelta tra esse. Metti le altre nel tuo cimitero.",
		"spell do=[look_top(n=5); put_looked(n=1 filter=card creature zone=hand); put_looked(n=1 filter=card enchantment zone=hand); rest_looked(zone=graveyard)]"},
	{"en", "Benefaction of Rhonas", true, "Reveal the top five cards of your library. You may put a creature card and/or an enchantment card from among them into your hand. Put the rest into your graveyard.",
		"spell do=[look_top(n=5); put_looked(n=1 filter=card creature zone=hand); put_looked(n=1 filter=card enchantment zone=hand); rest_looked(zone=graveyard)]"},
	// One card of either kind (ths-155), and "and/or" in one noun: one
	// filter cannot say it, unread.
	{"fr", "Don de Nylea", true, "Révélez les cinq cartes du dessus de votre bibliothèque. Vous pouvez mettre une carte de créature ou d'enchantement parmi elles dans votre main. Mettez le reste dans votre cimetière.",
		"spell do=[look_top(n=5); put_looked(n=1 filter=card creature|enchantment zone=hand); rest_looked(zone=graveyard)]"},
	{"en", "Gift", true, "Reveal the top five cards of your library. You may put a creature and/or land card from among them into your hand. Put the rest into your graveyard.", unreadRow},
	// Satyr Wayfinder (bng-136), a trigger, both eras' « arrive sur le
	// champ de bataille ».
	{"fr", "Guidevoie satyre", false, "Quand le Guidevoie satyre arrive sur le champ de bataille, révélez les quatre cartes du dessus de votre bibliothèque. Vous pouvez mettre une carte de terrain parmi elles dans votre main. Mettez le reste dans votre cimetière.",
		"triggered when=enters do=[look_top(n=4); put_looked(n=1 filter=card land zone=hand); rest_looked(zone=graveyard)]"},
	{"it", "Satiro Apripista", false, "Quando il Satiro Apripista entra nel campo di battaglia, rivela le prime quattro carte del tuo grimorio. Puoi aggiungere alla tua mano una carta terra scelta tra esse. Metti le altre nel tuo cimitero.",
		"triggered when=enters do=[look_top(n=4); put_looked(n=1 filter=card land zone=hand); rest_looked(zone=graveyard)]"},
	// Aethermage's Touch (c13-176): "it" is the creature put, its ability
	// lasts (611.2a), the rest of the cards revealed to the bottom.
	{"fr", "Toucher de l'Aethermage", true, "Révélez les quatre cartes du dessus de votre bibliothèque. Vous pouvez mettre sur le champ de bataille une carte de créature parmi elles. Elle acquiert « Au début de votre étape de fin, renvoyez cette créature dans la main de son propriétaire. » Mettez ensuite le reste des cartes révélées de cette manière au-dessous de votre bibliothèque dans l'ordre de votre choix.",
		"spell do=[look_top(n=4); put_looked(n=1 filter=card creature zone=battlefield); grant(what=moved until=game ability={triggered when=end_step do=[bounce(what=self)]}); bottom_looked]"},
	{"it", "Tocco dell'Eteromante", true, "Rivela le prime quattro carte del tuo grimorio. Puoi mettere sul campo di battaglia una carta creatura scelta tra esse. Ha \"All'inizio della tua sottofase finale, fai tornare questa creatura in mano al suo proprietario\". Poi metti le rimanenti carte rivelate in questo modo in fondo al tuo grimorio in qualsiasi ordine.",
		"spell do=[look_top(n=4); put_looked(n=1 filter=card creature zone=battlefield); grant(what=moved until=game ability={triggered when=end_step do=[bounce(what=self)]}); bottom_looked]"},
	{"en", "Aethermage's Touch", true, "Reveal the top four cards of your library. You may put a creature card from among them onto the battlefield. It gains \"At the beginning of your end step, return this creature to its owner's hand.\" Then put the rest of the cards revealed this way on the bottom of your library in any order.",
		"spell do=[look_top(n=4); put_looked(n=1 filter=card creature zone=battlefield); grant(what=moved until=game ability={triggered when=end_step do=[bounce(what=self)]}); bottom_looked]"},
	// « Parmi elles, vous pouvez mettre … » (war-181), X paid.
	{"fr", "Lanterne fantasque", false, "{X}, {T}, défaussez-vous d'une carte : Regardez les X cartes du dessus de votre bibliothèque. Parmi elles, vous pouvez mettre sur le champ de bataille une carte de créature avec un coût converti de mana inférieur ou égal à X. Mettez le reste au-dessous de votre bibliothèque dans un ordre aléatoire.",
		"activated cost={X} tap discard=1 do=[look_top(n=x); put_looked(n=1 filter=card creature mv<=x zone=battlefield); bottom_looked]"},
	// X defined by the text (grn-132): a filter's X is the X paid.
	{"en", "Whimsical Lantern", true, "When you cast this spell, reveal the top X cards of your library, where X is the number of creature cards in your graveyard. You may put a green permanent card with mana value X or less from among them onto the battlefield. Put the rest on the bottom of your library in a random order.", unreadRow},
	// Call of the Wild (8ed-235): the top card revealed, its condition
	// and its else (« sinon », « in caso contrario », "otherwise").
	{"fr", "Appel de la forêt", false, "{2}{G}{G} : Révélez la carte du dessus de votre bibliothèque. Si c'est une carte de créature, mettez-la en jeu. Sinon, mettez-la dans votre cimetière.",
		"activated cost={2}{G}{G} do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Creature) then=[move(what=all:card in:library top you_own zone=battlefield)] else=[move(what=all:card in:library top you_own zone=graveyard)])]"},
	{"it", "Richiamo della Foresta", false, "{2}{G}{G}: Rivela la prima carta del tuo grimorio. Se è una carta creatura, mettila in gioco. In caso contrario, mettila nel tuo cimitero.",
		"activated cost={2}{G}{G} do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Creature) then=[move(what=all:card in:library top you_own zone=battlefield)] else=[move(what=all:card in:library top you_own zone=graveyard)])]"},
	{"en", "Call of the Wild", false, "{2}{G}{G}: Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your graveyard.",
		"activated cost={2}{G}{G} do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Creature) then=[move(what=all:card in:library top you_own zone=battlefield)] else=[move(what=all:card in:library top you_own zone=graveyard)])]"},
	// Coiling Oracle (c15-213): « mettez cette carte dans votre main ».
	{"fr", "Oracle annelé", false, "Quand l'Oracle annelé arrive sur le champ de bataille, révélez la carte du dessus de votre bibliothèque. Si c'est une carte de terrain, mettez-la sur le champ de bataille. Sinon, mettez cette carte dans votre main.",
		"triggered when=enters do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Land) then=[move(what=all:card in:library top you_own zone=battlefield)] else=[move(what=all:card in:library top you_own zone=hand)])]"},
	{"it", "Oracolo Acciambellato", false, "Quando l'Oracolo Acciambellato entra nel campo di battaglia, rivela la prima carta del tuo grimorio. Se è una carta terra, mettila sul campo di battaglia. Altrimenti, aggiungi quella carta alla tua mano.",
		"triggered when=enters do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Land) then=[move(what=all:card in:library top you_own zone=battlefield)] else=[move(what=all:card in:library top you_own zone=hand)])]"},
	// The card looked at, put tapped, "you may" (zen-202).
	{"fr", "Lanterne fantasque", false, "À chaque fois que la Lanterne fantasque attaque, regardez la carte du dessus de votre bibliothèque. Si c'est une carte de terrain, vous pouvez la mettre sur le champ de bataille engagée.",
		"triggered when=attacks do=[look_top(n=1); if(if=card_is(looked, Land) then=[move(what=looked zone=battlefield tapped optional)])]"},
	{"it", "Lanterna Bizzarra", false, "Ogniqualvolta la Lanterna Bizzarra attacca, guarda la prima carta del tuo grimorio. Se è una carta terra, puoi metterla sul campo di battaglia TAPpata.",
		"triggered when=attacks do=[look_top(n=1); if(if=card_is(looked, Land) then=[move(what=looked zone=battlefield tapped optional)])]"},
	// "Otherwise" with no condition before it.
	{"en", "Whimsical Lantern", true, "Draw a card. Otherwise, put it into your graveyard.", unreadRow},
	// Endless Obedience (m15-94): a target card of any graveyard, under
	// your control.
	{"fr", "Obéissance perpétuelle", true, "Mettez sur le champ de bataille, sous votre contrôle, une carte de créature ciblée depuis un cimetière.",
		"spell targets=[card creature in:graveyard] do=[move(what=t0 to=you zone=battlefield)]"},
	{"it", "Obbedienza Eterna", true, "Metti sul campo di battaglia sotto il tuo controllo una carta creatura bersaglio da un cimitero.",
		"spell targets=[card creature in:graveyard] do=[move(what=t0 to=you zone=battlefield)]"},
	{"en", "Endless Obedience", true, "Put target creature card from a graveyard onto the battlefield under your control.",
		"spell targets=[card creature in:graveyard] do=[move(what=t0 to=you zone=battlefield)]"},
	// Fated Return (bng-69): "It gains indestructible." lasts (611.2a).
	{"en", "Fated Return", true, "Put target creature card from a graveyard onto the battlefield under your control. It gains indestructible. If it's your turn, scry 2.",
		"spell targets=[card creature in:graveyard] do=[move(what=t0 to=you zone=battlefield); grant(what=moved keywords=indestructible until=game); if(if=your_turn then=[scry(n=2)])]"},
	// Every creature card of all graveyards (m14-111), together.
	{"fr", "Foudre rêveuse", true, "Mettez sur le champ de bataille, sous votre contrôle, toutes les cartes de créature de tous les cimetières.",
		"spell do=[move(what=all:card creature in:graveyard to=you zone=battlefield)]"},
	{"it", "Fulmine Sognante", true, "Metti sul campo di battaglia sotto il tuo controllo tutte le carte creatura in tutti i cimiteri.",
		"spell do=[move(what=all:card creature in:graveyard to=you zone=battlefield)]"},
	{"en", "Dreamy Lightning", true, "Put all creature cards from all graveyards onto the battlefield under your control.",
		"spell do=[move(what=all:card creature in:graveyard to=you zone=battlefield)]"},
	// « mélangez votre bibliothèque, et placez-y ensuite cette carte sur le
	// dessus » (m10-102): the search's card on top after the shuffle.
	{"fr", "Foudre rêveuse", true, "Cherchez une carte dans votre bibliothèque, mélangez votre bibliothèque, et placez-y ensuite cette carte sur le dessus.",
		"spell do=[search(filter=card zone=library)]"},
	// Puppeteer Clique (c17-121): the delayed trigger read on its own
	// takes "it" for the card: unread, never the Clique exiled.
	{"en", "Puppeteer Clique", false, "When Puppeteer Clique enters the battlefield, put target creature card from an opponent's graveyard onto the battlefield under your control. It gains haste. At the beginning of your next end step, exile it.", unreadRow},
	// A search's step in the next sentence (rtr-175): one card to the
	// hand, the other to the graveyard (search_split).
	{"fr", "Ordres de Jarad", true, "Cherchez jusqu'à deux cartes de créature dans votre bibliothèque et révélez-les. Mettez l'une d'elles dans votre main et l'autre dans votre cimetière. Mélangez ensuite votre bibliothèque.",
		"spell do=[search_split(n=2 kind=graveyard filter=card creature zone=hand)]"},
	{"it", "Ordini di Jarad", true, "Passa in rassegna il tuo grimorio per trovare fino a due carte creatura e rivelale. Aggiungine una alla tua mano e metti l'altra nel tuo cimitero. Poi rimescola il tuo grimorio.",
		"spell do=[search_split(n=2 kind=graveyard filter=card creature zone=hand)]"},
	{"en", "Jarad's Orders", true, "Search your library for up to two creature cards and reveal them. Put one into your hand and the other into your graveyard. Then shuffle.",
		"spell do=[search_split(n=2 kind=graveyard filter=card creature zone=hand)]"},
	// The next sentence is no step of the search (apc-72): unread.
	{"en", "Whimsical Lantern", false, "{1}{W}: Search your library for an enchantment card and reveal that card. Put it into your hand, then discard a card at random. Then shuffle.", unreadRow},
	// « Sinon, vous pouvez la mettre dans votre cimetière » (thb-185).
	{"fr", "Lanterne fantasque", false, "{2}{G} : Révélez la carte du dessus de votre bibliothèque. Si c'est une carte de créature, mettez-la dans votre main. Sinon, vous pouvez la mettre dans votre cimetière.",
		"activated cost={2}{G} do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Creature) then=[move(what=all:card in:library top you_own zone=hand)] else=[move(what=all:card in:library top you_own zone=graveyard optional)])]"},
	// Kinship (mor-27): « vous pouvez la révéler », « puoi rivelarla »,
	// the Italian ability word printed without its dash.
	{"fr", "Grisebarbe vagabond", false, "Parenté — Au début de votre entretien, vous pouvez regarder la carte du dessus de votre bibliothèque. Si elle partage un type de créature avec le Grisebarbe vagabond, vous pouvez la révéler. Si vous faites ainsi, vous gagnez 4 points de vie.",
		"triggered when=upkeep do=[look_top(n=1 optional); if(if=shares_creature_type(looked, self) then=[reveal(what=looked optional)]); if(if=did then=[gain_life(n=4)])]"},
	{"it", "Vagabondo Barbagrigia", false, "Parentela All'inizio del tuo mantenimento, puoi guardare la prima carta del tuo grimorio. Se condivide un tipo di creatura con il Vagabondo Barbagrigia, puoi rivelarla. Se lo fai, guadagni 4 punti vita.",
		"triggered when=upkeep do=[look_top(n=1 optional); if(if=shares_creature_type(looked, self) then=[reveal(what=looked optional)]); if(if=did then=[gain_life(n=4)])]"},
	// Italian before 2021: « una di quelle carte … le rimanenti … nell'ordine
	// che preferisci » (dst-24), « fra esse » (chk-78), « rivelarla e
	// aggiungerla alla tua mano » (m19-178).
	{"it", "Lanterna Bizzarra", true, "Guarda le prime X carte del tuo grimorio, dove X è pari al numero di artefatti che controlli. Aggiungi alla tua mano una di quelle carte e metti le rimanenti in fondo al tuo grimorio nell'ordine che preferisci.",
		"spell do=[look_top(n=count(artifact you_control)); put_one_looked(zone=hand); bottom_looked]"},
	{"it", "Lanterna Bizzarra", true, "Guarda le prime cinque carte del tuo grimorio. Puoi rivelare una carta istantaneo o stregoneria fra esse e aggiungerla alla tua mano. Metti le rimanenti in fondo al tuo grimorio nell'ordine che preferisci.",
		"spell do=[look_top(n=5); put_looked(n=1 filter=card instant|sorcery zone=hand); bottom_looked]"},
	{"it", "Lanterna Bizzarra", false, "{T}: Guarda la prima carta del tuo grimorio. Se è una carta terra, puoi rivelarla e aggiungerla alla tua mano.",
		"activated tap do=[look_top(n=1); if(if=card_is(looked, Land) then=[reveal(what=looked optional); move(what=looked zone=hand optional)])]"},
	// French: « Parmi elles, mettez … jusqu'à deux » (dtk-177), « la
	// révéler et l'ajouter à votre main » (lgn-103), « la première carte du
	// dessus » (dis-107).
	{"fr", "Foudre rêveuse", true, "Regardez les six cartes du dessus de votre bibliothèque. Parmi elles, mettez sur le champ de bataille jusqu'à deux cartes de créature avec un coût converti de mana inférieur ou égal à 3. Mettez le reste au-dessous de votre bibliothèque, dans l'ordre de votre choix.",
		"spell do=[look_top(n=6); put_looked(n=2 filter=card creature mv<=3 zone=battlefield); bottom_looked]"},
	{"fr", "Escouflenfer impérial", false, "Quand l'Escouflenfer impérial est retourné face visible, vous pouvez chercher dans votre bibliothèque une carte de créature, la révéler et l'ajouter à votre main. Si vous faites ainsi, mélangez votre bibliothèque.",
		"triggered when=turned_face_up do=[search(filter=card creature zone=hand optional)]"},
	{"fr", "Oracle annelé", false, "Quand l'Oracle annelé arrive en jeu, révélez la première carte du dessus de votre bibliothèque. Si c'est une carte de terrain, mettez-la en jeu. Sinon, mettez cette carte dans votre main.",
		"triggered when=enters do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Land) then=[move(what=all:card in:library top you_own zone=battlefield)] else=[move(what=all:card in:library top you_own zone=hand)])]"},
	// « Si c'est un terrain » / « Se è una terra » after the top card
	// revealed (chk-208, before 2009): a land card.
	{"fr", "Fourbe sauvage", false, "{2} : Révélez la carte du dessus de votre bibliothèque. Si c'est un terrain, le Fourbe sauvage gagne +2/+2 et acquiert le piétinement jusqu'à la fin du tour. Ne jouez cette capacité qu'une seule fois par tour.",
		"activated once_per_turn cost={2} do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Land) then=[pump(p=2 t=2 what=self until=eot); grant(what=self keywords=trample until=eot)])]"},
	{"it", "Ingannatore Bestiale", false, "{2}: Rivela la prima carta del tuo grimorio. Se è una terra, l'Ingannatore Bestiale prende +2/+2 e guadagna travolgere fino alla fine del turno. Gioca questa abilità solo una volta per turno.",
		"activated once_per_turn cost={2} do=[reveal(what=all:card in:library top you_own); if(if=card_is(all:card in:library top you_own, Land) then=[pump(p=2 t=2 what=self until=eot); grant(what=self keywords=trample until=eot)])]"},
	// The optional search's own shuffle before 2021 (10e-255).
	{"fr", "Pisteur urbain", false, "Quand le Pisteur urbain arrive en jeu, vous pouvez chercher dans votre bibliothèque une carte de terrain de base, la révéler et la mettre dans votre main. Si vous faites ainsi, mélangez votre bibliothèque.",
		"triggered when=enters do=[search(filter=basic card land zone=hand optional)]"},
	{"it", "Battipista Urbano", false, "Quando il Battipista Urbano entra in gioco, puoi passare in rassegna il tuo grimorio per una carta terra base, rivelarla e aggiungerla alla tua mano. Se lo fai, rimescola il tuo grimorio.",
		"triggered when=enters do=[search(filter=basic card land zone=hand optional)]"},
}

func TestReadRevealAmong(t *testing.T) {
	checkParagraphRows(t, revealAmongRows)
}
