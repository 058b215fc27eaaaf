package ingest

import (
	"strings"
	"testing"
)

func TestManaCostLine(t *testing.T) {
	tests := []struct {
		in   string
		want string
		ok   bool
	}{
		{"{4} {R} {R}", "{4}{R}{R}", true},
		{"{2}{G}", "{2}{G}", true},
		{"  {X} {X} {B} {B} {B} {B}  ", "{X}{X}{B}{B}{B}{B}", true},
		{`$\{X\}${2}{R}`, "{X}{2}{R}", true},
		{`\{X\}\{R\}`, "{X}{R}", true},
		{"{G/P}", "{G/P}", true},
		{"{2/W} {w/u}", "{2/W}{W/U}", true},
		{"{T} : Ajoutez {G}.", "", false},
		{"{T}: Aggiungi {G} o {U}.", "", false},
		{"{Q}", "", false},
		{"{}", "", false},
		{"{2", "", false},
		{"Vol", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		got, ok := manaCostLine(tt.in)
		if got != tt.want || ok != tt.ok {
			t.Errorf("manaCostLine(%q) = %q, %v; want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}

func TestNormalizeMana(t *testing.T) {
	tests := map[string]string{
		"Ninjutsu {1} {U} {B} (*{1} {U} {B}*, renvoyez": "Ninjutsu {1}{U}{B} (*{1}{U}{B}*, renvoyez",
		"{T} : Ajoutez {R} {R}.":                        "{T} : Ajoutez {R}{R}.",
		"{2} : Mettez":                                  "{2} : Mettez",
		`inclut $\{X\}$, X est 0`:                       "inclut {X}, X est 0",
		"sans symbole":                                  "sans symbole",
		"« {2}\\», sacrifiez":                           "« {2}\\», sacrifiez",
		"{x} non fermé {":                               "{X} non fermé {",
	}
	for in, want := range tests {
		if got := normalizeMana(in); got != want {
			t.Errorf("normalizeMana(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestManaValueAndColors(t *testing.T) {
	tests := []struct {
		cost   string
		value  int
		colors string
	}{
		{"{4}{R}{R}", 6, "R"},
		{"{X}{X}{G}", 1, "G"},
		{"{X}{W}{U}{B}", 3, "WUB"},
		{"{G/P}", 1, "G"},
		{"{2/W}", 2, "W"},
		{"{W/U}{B}", 2, "WUB"},
		{"{R}{G}{W}{U}{B}", 5, "WUBRG"},
		{"{W/U/P}{S}", 2, "WU"},
		{"{1}{W} // {3}{W}", 0, ""}, // two costs: the card sums its faces'
		{"{Q}", 0, ""},
		{"{12}", 12, ""},
		{"{C}{S}", 2, ""},
		{"", 0, ""},
	}
	for _, tt := range tests {
		v, c := costFacts(tt.cost)
		if v != tt.value || c == nil || strings.Join(c, "") != tt.colors {
			t.Errorf("costFacts(%q) = %d, %v; want %d, %q (colors never nil)", tt.cost, v, c, tt.value, tt.colors)
		}
	}
}
