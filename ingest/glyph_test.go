package ingest

import (
	"slices"
	"testing"
)

func TestGlyphFlags(t *testing.T) {
	tests := []struct {
		text   string
		flags  []string
		glyphs int
	}{
		{"Engager une plaine génère ✱.", []string{"ambiguous-glyph: ✱ at line 7"}, 1},
		{"(* pour blanc, ♠ pour bleu, ♣ pour noir, ♠ pour vert)", []string{
			"ambiguous-glyph: ♠ at line 7", "ambiguous-glyph: ♣ at line 7", "ambiguous-glyph: * at line 7"}, 3},
		{"« 🌳 : Régénérez la créature enchantée. »", []string{"ambiguous-glyph: 🌳 at line 7"}, 1},
		// Lost symbols leave gaps.
		{"une carte ayant un coût de mana de 2   est à la fois rouge", []string{"lost-symbol: line 7"}, 0},
		{"le Brasier est un rituel qui coûte X . Son texte", []string{"lost-symbol: line 7"}, 0},
		{"est )", []string{"lost-symbol: line 7"}, 0},
		{" : Draw a card.", []string{"lost-symbol: line 7"}, 0},
		// What is not a glyph or a gap.
		{"★/★", nil, 0},
		{"fridaynightmagic™ ©2005", nil, 0},
		{"arrive en jeu. . . » Cette capacité", nil, 0},
		{"Deux points (« : »)", nil, 0},
		{"un texte en italiques ressemble à cela", nil, 0},
		{"", nil, 0},
	}
	for _, tt := range tests {
		flags, glyphs := glyphFlags(tt.text, 7)
		if !slices.Equal(flags, tt.flags) || glyphs != tt.glyphs {
			t.Errorf("glyphFlags(%q) = %q, %d; want %q, %d", tt.text, flags, glyphs, tt.flags, tt.glyphs)
		}
	}
}

func TestFlagLinesSkipsListMarkers(t *testing.T) {
	d := &doc{lines: []string{"* Vous pouvez sacrifier une créature.", "- ♣ : Ajoutez ♣."}}
	got := d.flagLines(1, 2)
	want := []string{"ambiguous-glyph: ♣ at line 2"}
	if !slices.Equal(got, want) || d.glyphs != 1 {
		t.Errorf("flagLines = %q (%d glyphs), want %q (1)", got, d.glyphs, want)
	}
}
