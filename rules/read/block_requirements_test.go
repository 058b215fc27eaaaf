package read

import (
	"strings"
	"testing"
)

// blockRequirementRows are printed Lure effects (real cards' text): the
// same form in the three languages, old wording included.
var blockRequirementRows = []struct {
	lang, name string
	spell      bool
	text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Lure", false, "All creatures able to block enchanted creature do so.",
		"static static=[must_be_blocked_by_all(affects=enchanted)]"},
	{"fr", "Leurre", false, "Toutes les créatures capables de bloquer la créature enchantée le font.",
		"static static=[must_be_blocked_by_all(affects=enchanted)]"},
	{"it", "Richiamo", false, "Tutte le creature in grado di bloccare la creatura incantata lo fanno.",
		"static static=[must_be_blocked_by_all(affects=enchanted)]"},
	{"fr", "Leurre", false, "Toutes les créatures capables de bloquer la créature enchantée pendant ce tour doivent le faire.",
		"unread: "},
	{"en", "Breaker of Armies", false, "All creatures able to block Breaker of Armies do so.",
		"static static=[must_be_blocked_by_all(affects=self)]"},
	{"fr", "Briseur d'armées", false, "Toutes les créatures capables de bloquer le Briseur d'armées le font.",
		"static static=[must_be_blocked_by_all(affects=self)]"},
	{"it", "Demolitore di Eserciti", false, "Tutte le creature in grado di bloccare il Demolitore di Eserciti lo fanno.",
		"static static=[must_be_blocked_by_all(affects=self)]"},
	{"fr", "Elfe moqueur", false, "Toutes les créatures capables de bloquer l'Elfe moqueur doivent le faire.",
		"static static=[must_be_blocked_by_all(affects=self)]"},
	{"it", "Calice di Cera", false, "Tutte le creature in grado di bloccare la creatura equipaggiata devono farlo.",
		"static static=[must_be_blocked_by_all(affects=equipped)]"},
	{"en", "Alluring Scent", true, "All creatures able to block target creature this turn do so.",
		"spell targets=[creature] do=[must_be_blocked_by_all(what=t0 until=this_turn)]"},
	{"fr", "Parfum envoûtant", true, "Toutes les créatures capables de bloquer la créature ciblée ce tour-ci le font.",
		"spell targets=[creature] do=[must_be_blocked_by_all(what=t0 until=this_turn)]"},
	{"it", "Profumo Seducente", true, "Tutte le creature in grado di bloccare una creatura bersaglio in questo turno lo fanno.",
		"spell targets=[creature] do=[must_be_blocked_by_all(what=t0 until=this_turn)]"},
}

func TestBlockRequirements(t *testing.T) {
	for _, row := range blockRequirementRows {
		r, err := ReadParagraph(row.lang, row.name, row.spell, row.text)
		if err != nil {
			t.Fatal(err)
		}
		if reason, ok := strings.CutPrefix(row.want, "unread: "); ok {
			if r.Status != ReadUnread || !strings.Contains(r.Reason, reason) {
				t.Errorf("%s %q: got %s %q %v, want unread with %q", row.lang, row.text, r.Status, r.Reason, r.Form(), reason)
			}
			continue
		}
		if got := strings.Join(r.Form(), " | "); r.Status != ReadCompiled || got != row.want {
			t.Errorf("%s %q:\n got %s %q %s\nwant %s", row.lang, row.text, r.Status, r.Reason, got, row.want)
		}
	}
}
