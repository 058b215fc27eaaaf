package text

import (
	"slices"
	"testing"
)

// TestFold pins every rule of Fold, one row a rule.
func TestFold(t *testing.T) {
	tests := []struct{ rule, in, want string }{
		{"ascii kept", "plain ascii 42 {2}{R}", "plain ascii 42 {2}{r}"},
		{"upper case lowered", "ÉPHÉMÈRE Delire", "ephemere delire"},
		{"accents dropped", "délire furtività naïve façon Città", "delire furtivita naive facon citta"},
		{"accents of other scripts", "Ångström ñandú", "angstrom nandu"},
		{"ligature oe", "Œil cœur", "oeil coeur"},
		{"ligature ae", "Æther ætherflux", "aether aetherflux"},
		{"sharp s", "straße STRAẞE", "strasse strasse"},
		{"apostrophes", "l’effroi l‘un lʼautre l'un", "l'effroi l'un l'autre l'un"},
		{"quotation marks", "« temps » “porta”", `" temps " "porta"`},
		{"dashes", "4—{2} 1–2 anti‑malocchio a‐b −1", "4-{2} 1-2 anti-malocchio a-b -1"},
		{"special spaces", "a\u00a0:\u202f!\u2009b\u2007c", "a : ! b c"},
		{"white space kept", " a\t b\n", " a\t b\n"},
		{"markup kept", "**a** $\\{X\\}$ `c` _d_", "**a** $\\{x\\}$ `c` _d_"},
		{"invalid UTF-8 dropped", "a\xffb", "ab"},
		{"letters without decomposition kept", "ø ł", "ø ł"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		if got := Fold(tt.in); got != tt.want {
			t.Errorf("%s: Fold(%q) = %q, want %q", tt.rule, tt.in, got, tt.want)
		}
		if got := string(AppendFold([]byte("x"), []byte(tt.in))); got != "x"+tt.want {
			t.Errorf("%s: AppendFold(x, %q) = %q, want %q", tt.rule, tt.in, got, "x"+tt.want)
		}
		if got := Fold(Fold(tt.in)); got != tt.want {
			t.Errorf("%s: Fold is not idempotent on %q: %q", tt.rule, tt.in, got)
		}
		// NeedsFold may say yes to what Fold leaves alone, never no to what
		// it changes: the index skips the tokens it says no to.
		if tt.in != tt.want && !NeedsFold([]byte(tt.in)) {
			t.Errorf("%s: NeedsFold(%q) = false, but Fold changes it", tt.rule, tt.in)
		}
	}
}

func TestFoldPlain(t *testing.T) {
	tests := []struct{ in, want string }{
		{"**ERRATUM** : *Mornebrune*", "erratum : mornebrune"},
		{"$\\{X\\}$", "{x}"},
		{"`code` _em_", "code em"},
		{"Créature-enchantement légendaire", "creature-enchantement legendaire"},
		{"cœur\u00a0d’Œil", "coeur d'oeil"},
		{"plain", "plain"},
	}
	for _, tt := range tests {
		if got := FoldPlain(tt.in); got != tt.want {
			t.Errorf("FoldPlain(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestSlug pins the slug of the stable ids; the ids of the embedded
// knowledge base are pinned as a whole by the ingest tests.
func TestSlug(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Piscine sans fond // Vestiaire", "piscine-sans-fond-vestiaire"},
		{"Altanak, Lui-Qu'on-Appelle-Trois-Fois", "altanak-lui-qu-on-appelle-trois-fois"},
		{"Œil de l'Élu", "oeil-de-l-elu"},
		{"Maschera dell’Omicida", "maschera-dell-omicida"},
		{"Ætherflux", "aetherflux"},
		{"Straße 9", "strasse-9"},
		{"Nouveau type d’enchantement : Salle", "nouveau-type-d-enchantement-salle"},
		{"ø", ""},
		{"a ø b", "a-b"},
		{"  --  ", ""},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Slug(tt.in); got != tt.want {
			t.Errorf("Slug(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"piscine sans fond // vestiaire, l'hote", []string{"piscine", "sans", "fond", "vestiaire", "l", "hote"}},
		{"anti-malocchio 702.118a", []string{"anti", "malocchio", "702", "118a"}},
		{"ø-ł", []string{"ø", "ł"}},
		{"Upper Case", []string{"Upper", "Case"}},
		{" -- ", []string{}},
	}
	for _, tt := range tests {
		if got := Words(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("Words(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestFoldWords(t *testing.T) {
	got := FoldWords("Piscine sans fond // Vestiaire, l’Hôte")
	want := []string{"piscine", "sans", "fond", "vestiaire", "l", "hote"}
	if !slices.Equal(got, want) {
		t.Errorf("FoldWords = %q, want %q", got, want)
	}
}

func TestCollapse(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  a \t b\n\nc ", "a b c"},
		{"a\u00a0b", "a b"},
		{"a\u2028b\u3000c", "a b c"},
		{"a b", "a b"},
		{" a", "a"},
		{"a ", "a"},
		{"a\rb", "a b"},
		{"déjà vu", "déjà vu"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Collapse(tt.in); got != tt.want {
			t.Errorf("Collapse(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestFoldLine(t *testing.T) {
	tests := []struct{ in, want string }{
		{" Piétinement\u00a0 ", "pietinement"},
		{"PIETINEMENT", "pietinement"},
		{"l’effroi —\n  l'Élu", "l'effroi - l'elu"},
	}
	for _, tt := range tests {
		if got := FoldLine(tt.in); got != tt.want {
			t.Errorf("FoldLine(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func BenchmarkFold(b *testing.B) {
	s := "Quand la Pilleuse de poubelles optimiste arrive sur le champ de bataille, s’il y a quatre types de cartes ou plus parmi les cartes de votre cimetière, mettez un marqueur « +1/+1 » sur chaque créature."
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		Fold(s)
	}
}
