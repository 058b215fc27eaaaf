package read

import (
	"strings"
	"testing"
)

// preventNextRows are printed Circles of Protection (real cards' text):
// the same form in the three languages, old and new wording.
var preventNextRows = []struct {
	lang, name, text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Circle of Protection: Red", "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
		"activated cost={1} do=[prevent_next_chosen(what=you until=this_turn choose=red)]"},
	{"fr", "Cercle de protection : rouge", "{1} : La prochaine fois qu'une source rouge de votre choix devrait vous blesser ce tour-ci, prévenez ces blessures.",
		"activated cost={1} do=[prevent_next_chosen(what=you until=this_turn choose=red)]"},
	{"it", "Circolo di Protezione: Rosso", "{1}: La prossima volta che una fonte rossa a tua scelta ti sta per infliggere danno in questo turno, previeni quel danno.",
		"activated cost={1} do=[prevent_next_chosen(what=you until=this_turn choose=red)]"},
	{"it", "Circolo di Protezione: Blu", "{1}: La prossima volta che una fonte blu a tua scelta ti infliggerebbe danno in questo turno, previeni quel danno.",
		"activated cost={1} do=[prevent_next_chosen(what=you until=this_turn choose=blue)]"},
	{"fr", "Cercle de protection : artefacts", "{2} : La prochaine fois qu'une source artefact de votre choix devrait vous blesser ce tour-ci, prévenez ces blessures.",
		"activated cost={2} do=[prevent_next_chosen(what=you until=this_turn choose=artifact)]"},
	{"en", "Circle of Protection: Artifacts", "{2}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.",
		"activated cost={2} do=[prevent_next_chosen(what=you until=this_turn choose=artifact)]"},
	{"en", "Sacred Guide", "{W}: The next time a source of your choice would deal damage to you this turn, prevent that damage.",
		"activated cost={W} do=[prevent_next_chosen(what=you until=this_turn)]"},
	{"fr", "Guide", "{W} : La prochaine fois qu'une source de votre choix devrait vous blesser ce tour-ci, prévenez ces blessures.",
		"activated cost={W} do=[prevent_next_chosen(what=you until=this_turn)]"},
	// What follows the shield happens when it prevents damage: unread.
	{"fr", "Sursis", "La prochaine fois qu'une source de votre choix devrait vous blesser ce tour-ci, prévenez ces blessures. Vous gagnez autant de points de vie.",
		"unread: after the prevention"},
	{"it", "Tregua", "La prossima volta che una fonte a tua scelta ti sta per infliggere danno in questo turno, previeni quel danno. Guadagni altrettanti punti vita.",
		"unread: after the prevention"},
	// "of the chosen color": no filter says the color chosen as it entered here.
	{"en", "Circle of Protection", "{W}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.",
		"unread: "},
}

func TestPreventNextChosen(t *testing.T) {
	for _, row := range preventNextRows {
		// The rows without a cost are instants' text.
		checkReading(t, row.lang, row.name, !strings.HasPrefix(row.text, "{"), row.text, row.want)
	}
}
