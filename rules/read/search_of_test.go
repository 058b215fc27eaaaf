package read

import "testing"

// searchOfRows are real printed paragraphs (FR, IT, EN) of searches of
// another player's library (branch grammar-search4), and invented ones
// that must stay unread.
var searchOfRows = []paragraphRow{
	// Bribery (8ed-64): before 2009 in French and Italian.
	{"fr", "Subornation", true, "Cherchez dans la bibliothèque de l'adversaire ciblé une carte de créature et mettez cette carte en jeu sous votre contrôle. Ce joueur mélange ensuite sa bibliothèque.",
		"spell targets=[opponent] do=[search_of(to=t0 filter=card creature zone=battlefield)]"},
	{"it", "Corruzione", true, "Passa in rassegna il grimorio di un avversario bersaglio, scegli una carta creatura e metti in gioco quella carta sotto il tuo controllo. Poi quel giocatore rimescola il proprio grimorio.",
		"spell targets=[opponent] do=[search_of(to=t0 filter=card creature zone=battlefield)]"},
	{"en", "Bribery", true, "Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.",
		"spell targets=[opponent] do=[search_of(to=t0 filter=card creature zone=battlefield)]"},
	// Bribery (mh2-47): since 2021.
	{"fr", "Subornation", true, "Cherchez dans la bibliothèque d'un adversaire ciblé une carte de créature et mettez cette carte sur le champ de bataille sous votre contrôle. Puis ce joueur mélange.",
		"spell targets=[opponent] do=[search_of(to=t0 filter=card creature zone=battlefield)]"},
	{"it", "Corruzione", true, "Passa in rassegna il grimorio di un avversario bersaglio per una carta creatura e mettila sul campo di battaglia sotto il tuo controllo. Poi quel giocatore rimescola.",
		"spell targets=[opponent] do=[search_of(to=t0 filter=card creature zone=battlefield)]"},
	// Jester's Cap (9ed-301): the object before the library in French.
	{"fr", "Bonnet du bouffon", false, "{2}, {T}, Sacrifiez le Bonnet du bouffon : Cherchez trois cartes dans la bibliothèque du joueur ciblé et retirez-les de la partie. Ce joueur mélange ensuite sa bibliothèque.",
		"activated cost={2} tap sacrifice=self targets=[player] do=[search_of(n=3 to=t0 filter=card zone=exile)]"},
	{"it", "Cappello del Giullare", false, "{2}, {T}, Sacrifica il Cappello del Giullare: Passa in rassegna il grimorio di un giocatore bersaglio, scegli tre carte e rimuovile dal gioco. Poi quel giocatore rimescola il proprio grimorio.",
		"activated cost={2} tap sacrifice=self targets=[player] do=[search_of(n=3 to=t0 filter=card zone=exile)]"},
	{"en", "Jester's Cap", false, "{2}, {T}, Sacrifice Jester's Cap: Search target player's library for three cards and exile them. Then that player shuffles.",
		"activated cost={2} tap sacrifice=self targets=[player] do=[search_of(n=3 to=t0 filter=card zone=exile)]"},
	// Life's Finale (nph-65): into their owner's graveyard.
	{"fr", "Le grand final", true, "Détruisez toutes les créatures, puis cherchez dans la bibliothèque de l'adversaire ciblé jusqu'à trois cartes de créature et mettez-les dans son cimetière. Ce joueur mélange ensuite sa bibliothèque.",
		"spell targets=[opponent] do=[destroy(what=all:creature); search_of(n=3 to=t0 filter=card creature zone=graveyard)]"},
	{"it", "Il Finale della Vita", true, "Distruggi tutte le creature, poi passa in rassegna il grimorio di un avversario bersaglio per trovare fino a tre carte creatura e mettile nel suo cimitero. Poi quel giocatore rimescola il suo grimorio.",
		"spell targets=[opponent] do=[destroy(what=all:creature); search_of(n=3 to=t0 filter=card creature zone=graveyard)]"},
	{"en", "Life's Finale", true, "Destroy all creatures, then search target opponent's library for up to three creature cards and put them into their graveyard. Then that player shuffles.",
		"spell targets=[opponent] do=[destroy(what=all:creature); search_of(n=3 to=t0 filter=card creature zone=graveyard)]"},
	// Invented: onto the battlefield without "under your control" (its
	// owner's), into your hand, one … and the other: unread.
	{"en", "Whimsical Bolt", true, "Search target opponent's library for a creature card and put that card onto the battlefield. Then that player shuffles.", unreadRow},
	{"en", "Whimsical Bolt", true, "Search target opponent's library for a creature card and put that card into your hand. Then that player shuffles.", unreadRow},
	{"en", "Whimsical Bolt", true, "Search target opponent's library for up to two creature cards, put one onto the battlefield tapped and the other into your hand. Then that player shuffles.", unreadRow},
}

func TestReadSearchOf(t *testing.T) {
	checkParagraphRows(t, searchOfRows)
}
