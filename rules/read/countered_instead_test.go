package read

import "testing"

// counteredInsteadRows are printed counterspells that put the countered
// card elsewhere than its owner's graveyard (real cards' text): the same
// form in the three languages, and old wording (« retirez-le de la
// partie », « rimuovila dal gioco »).
var counteredInsteadRows = []struct {
	lang, name, text string
	want             string // the form, or "unread: " and a part of the reason
}{
	{"en", "Dissipate", "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
		"spell targets=[spell] do=[counter(what=t0 instead=exile)]"},
	{"fr", "Dissipation", "Contrecarrez le sort ciblé. Si ce sort est contrecarré de cette manière, exilez-le à la place de le mettre dans le cimetière de son propriétaire.",
		"spell targets=[spell] do=[counter(what=t0 instead=exile)]"},
	{"it", "Dissipare", "Neutralizza una magia bersaglio. Se quella magia è neutralizzata in questo modo, esiliala invece di metterla nel cimitero del suo proprietario.",
		"spell targets=[spell] do=[counter(what=t0 instead=exile)]"},
	{"fr", "Désintégration", "Contrecarrez le sort ciblé. S'il est contrecarré de cette manière, retirez-le de la partie au lieu de le mettre dans le cimetière de son propriétaire.",
		"spell targets=[spell] do=[counter(what=t0 instead=exile)]"},
	{"it", "Disintegrazione", "Neutralizza una magia bersaglio. Se viene neutralizzata in questo modo, rimuovila dal gioco invece di metterla nel cimitero del suo proprietario.",
		"spell targets=[spell] do=[counter(what=t0 instead=exile)]"},
	{"en", "Void Shatter", "Counter target spell unless its controller pays {4}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
		"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={4} instead=exile)]"},
	{"en", "Memory Lapse", "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.",
		"spell targets=[spell] do=[counter(what=t0 instead=library)]"},
	{"fr", "Trou de mémoire", "Contrecarrez le sort ciblé. Si ce sort est contrecarré de cette manière, mettez-le au-dessus de la bibliothèque de son propriétaire à la place du cimetière de ce joueur.",
		"spell targets=[spell] do=[counter(what=t0 instead=library)]"},
	{"it", "Vuoto di Memoria", "Neutralizza una magia bersaglio. Se quella magia è neutralizzata in questo modo, mettila in cima al grimorio del suo proprietario invece di metterla nel cimitero di quel giocatore.",
		"spell targets=[spell] do=[counter(what=t0 instead=library)]"},
	{"en", "Spell Crumple", "Counter target spell. If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard.",
		"spell targets=[spell] do=[counter(what=t0 instead=library bottom)]"},
	{"it", "Sbriciolamagie", "Neutralizza una magia bersaglio. Se quella magia è neutralizzata in questo modo, mettila in fondo al grimorio del suo proprietario invece di metterla nel cimitero di quel giocatore.",
		"spell targets=[spell] do=[counter(what=t0 instead=library bottom)]"},
	{"en", "Remand", "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.",
		"spell targets=[spell] do=[counter(what=t0 instead=hand)]"},
	// The owner's choice of top or bottom, and time counters: not read.
	{"en", "Hinder", "Counter target spell. If that spell is countered this way, put that card on the top or bottom of its owner's library instead of into that player's graveyard.",
		"unread: "},
	{"en", "Delay", "Counter target spell. If the spell is countered this way, exile it with three time counters on it instead of putting it into its owner's graveyard.",
		"unread: "},
	// Nothing countered before it.
	{"en", "Lantern", "Destroy target creature. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
		"unread: not a counter"},
}

func TestCounteredInstead(t *testing.T) {
	for _, row := range counteredInsteadRows {
		checkReading(t, row.lang, row.name, true, row.text, row.want)
	}
}
