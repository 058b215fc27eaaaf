package ingest

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func TestCutMidSentence(t *testing.T) {
	for _, tt := range []struct {
		before, after string
		want          bool
	}{
		{"Une fois qu'ils ont été résolus, les blessures sont infligées. Si", "une créature tente de blesser", true},
		{"(Vous pouvez", "décider de ne pas attaquer.)", true},
		{"Fin de phrase.", "une suite en minuscule", false},
		{"Vous ne pouvez jouer un sort que lorsque", "- vous êtes dans votre phase principale,", false},
		{"Titre sans point", "Une nouvelle phrase.", false},
		{"Il existe trois types :", "a. premier", false},
	} {
		if got := cutMidSentence(tt.before, tt.after); got != tt.want {
			t.Errorf("cutMidSentence(%q, %q) = %v", tt.before, tt.after, got)
		}
	}
}

func TestJoinBlocks(t *testing.T) {
	lines := []string{"Premier paragraphe qui s'arrête au milieu de", "", "", "", "la phrase.", "", "Autre."}
	d := &doc{lines: lines, owner: make([]corpus.LineOwner, len(lines))}
	blocks := blocksOf(d, 1, len(lines))
	if len(blocks) != 3 || !cutMidSentence(blocks[0].last().text, blocks[1].first().text) {
		t.Fatalf("blocks %+v: want 3, the first two cut mid-sentence", blocks)
	}
	j := joinBlocks(d, blocks[0], blocks[1])
	if len(j.lines) != 1 || j.from != 1 || j.to != 5 {
		t.Fatalf("joined block = %+v", j)
	}
	l := j.first()
	if l.from != 1 || l.to != 5 || l.clean != "Premier paragraphe qui s'arrête au milieu de la phrase." {
		t.Errorf("joined line = %+v", l)
	}
	for n := 2; n <= 4; n++ {
		if d.owner[n-1].Category != corpus.CategoryPageBreak {
			t.Errorf("line %d: %+v, want page-break", n, d.owner[n-1])
		}
	}
	d.assignText(l, "x")
	if d.owner[0].ID != "x" || d.owner[4].ID != "x" || d.owner[2].ID != "" {
		t.Errorf("assignText claimed %+v", d.owner)
	}
}

func TestEnumerated(t *testing.T) {
	for in, want := range map[string]string{
		"1. PHASE DE DÉBUT":      "1.",
		"a. Étape de dégagement": "a.",
		"12. Douze":              "12.",
		"712.1. Règle":           "",
		"Nom. Le nom":            "",
		"a.":                     "",
	} {
		if got := enumerated(in); got != want {
			t.Errorf("enumerated(%q) = %q, want %q", in, got, want)
		}
	}
	if !allCaps("QU'EST-CE QU'UN SORT ?") || allCaps("Titre") || allCaps("1.") {
		t.Error("allCaps misjudges")
	}
	if !strings.HasPrefix(cleanText("**Magic** ok  "), "Magic ok") {
		t.Errorf("cleanText = %q", cleanText("**Magic** ok  "))
	}
}
