package text

import "testing"

func TestNormalizeSpaces(t *testing.T) {
	tests := map[string]string{
		"Délire\u00a0: ok":        "Délire : ok",
		"a\u202f;\u2009b\u2007c":  "a ; b c",
		"a\tb  ":                  "a b",
		"a\u200bb\ufeff":          "ab",
		"Œil de l’Élu":            "Œil de l’Élu", // case, accents, apostrophes kept
		"":                        "",
		"\u00a0":                  "",
		"plain text, nothing odd": "plain text, nothing odd",
	}
	for in, want := range tests {
		if got := NormalizeSpaces(in); got != want {
			t.Errorf("NormalizeSpaces(%q) = %q, want %q", in, got, want)
		}
	}
	// needsSpaceNormalizing finds exactly the runes of the table.
	for r := range spaceRunes {
		if !needsSpaceNormalizing("x" + string(r) + "y") {
			t.Errorf("needsSpaceNormalizing misses %U", r)
		}
	}
	// Fold turns the same spaces into spaces.
	for r, s := range spaceRunes {
		if s == " " && r != '\t' && Fold("a"+string(r)+"b") != "a b" {
			t.Errorf("Fold(a%Ub) = %q, want \"a b\"", r, Fold("a"+string(r)+"b"))
		}
	}
}
