package ingest

import (
	"strings"
	"testing"
)

func TestStripItalicsMatchesRegexp(t *testing.T) {
	for _, in := range []string{
		"a *b* c", "*a*", "**", "* a*", "*a", "x*y*z*w*", "*(Ce joueur*", "a * b * c",
		"*é*x", "*\t*", "***a**", "*a**b*", "*", "*Sopravvivenza* — All'inizio", "",
	} {
		if got, want := stripItalics(in), italicRE.ReplaceAllString(in, "$1"); got != want {
			t.Errorf("stripItalics(%q) = %q, regexp says %q", in, got, want)
		}
	}
}

func TestPartHeading(t *testing.T) {
	tests := map[string]string{
		"NOTES GÉNÉRALES": "general",
		"NOTE GENERALI":   "general",
		"NOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE":  "main",
		"NOTE SPECIFICHE SULLE CARTE DELL'ESPANSIONE PRINCIPALE":      "main",
		"NOTES SUR DES CARTES SPÉCIFIQUES INVITÉS SPÉCIAUX":           "special-guests",
		"NOTE SPECIFICHE SULLE CARTE SPECIAL GUEST":                   "special-guests",
		"NOTES SUR DES CARTES SPÉCIFIQUES COMMANDER":                  "commander",
		"NOTES SUR DES CARTES DE MACHINATION SPÉCIFIQUES D'ARCHENEMY": "archenemy",
		"NOTE SPECIFICHE SULLE CARTE INTRIGO DI ARCHENEMY":            "archenemy",
		"Les parties NOTES SUR DES CARTES SPÉCIFIQUES répondent":      "",
		"NOTE": "",
	}
	for in, want := range tests {
		lang := "fr"
		if strings.HasPrefix(in, "NOTE ") {
			lang = "it"
		}
		got, ok := genreFor(lang).partHeading(in, false)
		if got != want || ok != (want != "") {
			t.Errorf("partHeading(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestPartHeadingMarked checks that a line marked as a heading (a page's
// h2, a markdown "##") is a part heading in any case, as sites set them,
// while the same words on a plain line are not, and a general-notes
// subsection title is never one.
func TestPartHeadingMarked(t *testing.T) {
	tests := []struct {
		lang, in string
		marked   bool
		want     string
	}{
		{"it", "Note generali", true, "general"},
		{"it", "Note sulle singole carte di Cronache di Valdrena", true, "main"},
		{"it", "Note sulle singole carte Commander di Cronache di Valdrena", true, "commander"},
		{"it", "Note sulle carte Archenemy", true, "archenemy"},
		{"fr", "Notes générales", true, "general"},
		{"it", "Note generali", false, ""},
		{"it", "Note generali sulle carte a faccia in giù", true, ""},
		{"fr", "Notes générales sur les cartes face cachée", true, ""},
		{"it", "Nuova meccanica: Giuramento", true, ""},
	}
	for _, tt := range tests {
		got, ok := genreFor(tt.lang).partHeading(tt.in, tt.marked)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("partHeading(%q, %v) = %q, %v; want %q", tt.in, tt.marked, got, ok, tt.want)
		}
	}
}

// TestJoinedLines checks the cost and type lines of an entry that prints
// all its faces on one line each.
func TestJoinedLines(t *testing.T) {
	costs := map[string]string{
		"{1}{R} // {3}{B}": "{1}{R} // {3}{B}",
		"2R // 3B":         "{2}{R} // {3}{B}",
		"{2}{G} //":        "{2}{G} // ",
		"{2}{G} // —":      "{2}{G} // ",
		"{W/U} // {2/W}":   "{W/U} // {2/W}",
		"{1}{R}":           "", // one face: a plain cost line
		" // ":             "", // no cost at all
		"Fuoco // Cenere":  "",
		"{1}{R} // fuoco":  "",
	}
	for in, want := range costs {
		got, ok := joinedCostLine(in)
		if got != want && ok || ok != (want != "") {
			t.Errorf("joinedCostLine(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	types := map[string][]string{
		"Stregoneria // Stregoneria":                         {"Sorcery", "Sorcery"},
		"Creatura — Gigante // Stregoneria — Avventura":      {"Creature", "Sorcery"},
		"Créature : géant // Rituel : aventure":              {"Creature", "Sorcery"},
		"Battaglia — Assedio // Terra":                       {"Battle", "Land"},
		"Stregoneria":                                        nil,
		"Fuoco // Cenere":                                    nil,
		"Fuoco infligge 3 danni // Ogni avversario perde 2.": nil,
	}
	for in, want := range types {
		tls, ok := joinedTypeLine(in)
		var got []string
		for _, tl := range tls {
			got = append(got, tl.Types[0])
		}
		if ok != (want != nil) || strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("joinedTypeLine(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
}

func TestISODate(t *testing.T) {
	tests := map[string]string{
		"Document modifié pour la dernière fois le 5 août 2024": "2024-08-05",
		"Ultima modifica: 17 settembre 2024":                    "2024-09-17",
		"modifié le 1er mars 2024":                              "2024-03-01",
		"Last modified March 2024":                              "",
		"le 5 brumaire 2024":                                    "",
		"Last updated: March 3, 2033":                           "2033-03-03",
	}
	for in, want := range tests {
		got, ok := isoDate(in)
		if got != want || ok != (want != "") {
			t.Errorf("isoDate(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestContinues(t *testing.T) {
	tests := []struct {
		tail string
		open int
		next string
		want bool
	}{
		{"À chaque fois que le Fureteur de couloir silencieux", 0, "inflige des blessures", true},
		{"Vol", 0, "Quand l'Aéronavire arrive, exilez", false},
		{"Engagez une autre créature dégagée que vous contrôlez :", 0, "Tyvar, le marteleur acquiert", true},
		{"En tant que coût supplémentaire pour lancer ce sort,", 0, "Sacrifiez une créature.", true},
		{"Sorveglianza 1. (Guarda la prima carta del tuo grimorio.", 1, "Puoi metterla nel tuo cimitero.)", true},
		{"Quand la Peur des dents perdues meurt, elle inflige", 0, "1 blessure à n'importe quelle cible", true},
		{"choisissez un autre joueur ciblé. Le", 0, "Seigneur de la Souffrance inflige", false},
		{"Une règle terminée.", 0, "Une autre.", false},
		{"Piétinement, célérité", 0, "Vous pouvez lancer", false},
		{"Si les joueurs ne peuvent pas résister à la tension et à l'ivresse qu'apportent les machinations, dans votre", 0, "Zone de commandement", true},
		{"", 0, "x", false},
	}
	for _, tt := range tests {
		if got := rnContinues(tt.tail, tt.open, tt.next); got != tt.want {
			t.Errorf("rnContinues(%q, %d, %q) = %v, want %v", tt.tail, tt.open, tt.next, got, tt.want)
		}
	}
}

func TestNameLike(t *testing.T) {
	for in, want := range map[string]bool{
		"Altanak, Lui-Qu'on-Appelle-Trois-Fois": true,
		"Quand apprendrez-vous ?":               true,
		"Vol":                                   true,
		"Détruisez une créature ciblée.":        false,
		"{T} : Ajoutez {G}":                     false,
		"inflige des blessures":                 false,
		"Choisissez l'un —":                     false,
		"Engagez une créature :":                false,
	} {
		if got := rnNameLike(in); got != want {
			t.Errorf("rnNameLike(%q) = %v, want %v", in, got, want)
		}
	}
}
