package read

import "testing"

// searchExileRows are real printed paragraphs (FR, IT, EN) of a library
// search whose cards are exiled: "exile it", « exilez-la », « esiliala »
// (since 2010) and "remove them from the game", « retirez-les de la
// partie », « rimuovile dal gioco » (before) (branch grammar-search3).
var searchExileRows = []paragraphRow{
	// Hoarding Dragon (m11-144): the optional search.
	{"fr", "Dragon entasseur", false, "Quand le Dragon entasseur arrive sur le champ de bataille, vous pouvez chercher dans votre bibliothèque une carte d'artefact, l'exiler et mélanger ensuite votre bibliothèque.",
		"triggered when=enters do=[search(filter=artifact card zone=exile optional)]"},
	{"it", "Drago Accaparratore", false, "Quando il Drago Accaparratore entra nel campo di battaglia, puoi passare in rassegna il tuo grimorio per una carta artefatto, esiliarla, poi rimescolare il tuo grimorio.",
		"triggered when=enters do=[search(filter=artifact card zone=exile optional)]"},
	{"en", "Hoarding Dragon", false, "When Hoarding Dragon enters the battlefield, you may search your library for an artifact card, exile it, then shuffle.",
		"triggered when=enters do=[search(filter=artifact card zone=exile optional)]"},
	// Strata Scythe (c14-274): an ability word before the trigger.
	{"fr", "Faux à strates", false, "Empreinte — Quand la Faux à strates arrive sur le champ de bataille, cherchez dans votre bibliothèque une carte de terrain, exilez-la et mélangez ensuite votre bibliothèque.",
		"triggered when=enters do=[search(filter=card land zone=exile)]"},
	{"it", "Falce delle Falde", false, "Imprimere — Quando la Falce delle Falde entra nel campo di battaglia, passa in rassegna il tuo grimorio per una carta terra, esiliala, poi rimescola il tuo grimorio.",
		"triggered when=enters do=[search(filter=card land zone=exile)]"},
	{"en", "Strata Scythe", false, "Imprint — When Strata Scythe enters the battlefield, search your library for a land card, exile it, then shuffle.",
		"triggered when=enters do=[search(filter=card land zone=exile)]"},
	// Kaho, Minamo Historian (sok-41): up to three, before 2010.
	{"en", "Kaho, Minamo Historian", false, "When Kaho, Minamo Historian enters the battlefield, search your library for up to three instant cards, exile them, then shuffle.",
		"triggered when=enters do=[search(n=3 filter=card instant zone=exile)]"},
	// Manipulate Fate (inv-60): three cards, before 2010 in French.
	{"fr", "Manipulation du destin", true, "Cherchez trois cartes dans votre bibliothèque, retirez-les de la partie, mélangez ensuite votre bibliothèque.",
		"spell do=[search(n=3 filter=card zone=exile)]"},
	{"en", "Manipulate Fate", true, "Search your library for three cards, exile them, then shuffle.",
		"spell do=[search(n=3 filter=card zone=exile)]"},
	// Any number of cards (wwk-37), the shuffle in another sentence.
	{"it", "Lanterna Bizzarra", true, "Passa in rassegna il tuo grimorio per un qualsiasi numero di carte non terra ed esiliale. Poi rimescola il tuo grimorio.",
		"spell do=[search(n=1000 filter=card nonland zone=exile)]"},
	{"fr", "Lanterne fantasque", true, "Cherchez dans votre bibliothèque n'importe quel nombre de cartes non-terrain et exilez-les. Mélangez ensuite votre bibliothèque.",
		"spell do=[search(n=1000 filter=card nonland zone=exile)]"},
	// Invented: a search whose cards go to two places is unread.
	{"en", "Whimsical Lantern", true, "Search your library for a card, exile it, put it into your hand, then shuffle.", unreadRow},
}

func TestReadSearchExile(t *testing.T) {
	checkParagraphRows(t, searchExileRows)
}
