package read

import "testing"

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
	{"en", "Hinterland Scourge", false, "Hinterland Scourge must be blocked if able.",
		"static static=[must_be_blocked(affects=self)]"},
	{"fr", "Fléau de l'arrière-pays", false, "Le Fléau de l'arrière-pays doit être bloqué si possible.",
		"static static=[must_be_blocked(affects=self)]"},
	{"it", "Flagello dell'Entroterra", false, "Il Flagello dell'Entroterra deve essere bloccato, se può esserlo.",
		"static static=[must_be_blocked(affects=self)]"},
	{"it", "Catoblepa Nauseante", false, "{2}{G}: Il Catoblepa Nauseante deve essere bloccato in questo turno, se possibile.",
		"activated cost={2}{G} do=[must_be_blocked(what=self until=this_turn)]"},
	{"en", "Vortex Elemental", false, "{3}{U}{U}: Target creature blocks Vortex Elemental this turn if able.",
		"activated cost={3}{U}{U} targets=[creature] do=[must_block(what=t0 until=this_turn choose=self)]"},
	{"fr", "Élémental de vortex", false, "{3}{U}{U} : La créature ciblée bloque l'Élémental de vortex ce tour-ci si possible.",
		"activated cost={3}{U}{U} targets=[creature] do=[must_block(what=t0 until=this_turn choose=self)]"},
	{"en", "Razorgrass Screen", false, "Razorgrass Screen blocks each combat if able.",
		"static static=[must_block(affects=self)]"},
	{"fr", "Paravent de rasherbe", false, "Le Paravent de rasherbe bloque à chaque tour si possible.",
		"static static=[must_block(affects=self)]"},
	{"en", "Frost Breath", true, "Target creature blocks this turn if able.",
		"spell targets=[creature] do=[must_block(what=t0 until=this_turn)]"},
	{"fr", "Souffle de givre", true, "La créature ciblée bloque ce tour-ci si possible.",
		"spell targets=[creature] do=[must_block(what=t0 until=this_turn)]"},
	{"en", "Ice Cage", false, "{2}{S}: Target creature blocks target creature this turn if able.",
		"activated cost={2}{S} targets=[creature][creature] do=[must_block(what=t0 until=this_turn choose=t1)]"},
	// "blocks it": the pronoun's creature is not settled here.
	{"fr", "Épreuve sauvage", true, "Mettez un marqueur +1/+1 sur une créature ciblée que vous contrôlez. Une autre créature ciblée la bloque ce tour-ci si possible.",
		"unread: pronoun"},
	{"en", "Feral Contest", true, "Put a +1/+1 counter on target creature you control. Another target creature blocks it this turn if able.",
		"unread: "},
	{"fr", "Punaise embusquée géante", false, "Quand la Punaise embusquée géante arrive en jeu, vous pouvez faire que la créature ciblée la bloque ce tour-ci si possible.",
		"unread: pronoun"},
}

func TestBlockRequirements(t *testing.T) {
	for _, row := range blockRequirementRows {
		checkReading(t, row.lang, row.name, row.spell, row.text, row.want)
	}
}
