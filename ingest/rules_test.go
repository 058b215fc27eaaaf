package ingest

import (
	"fmt"
	"slices"
	"testing"
)

func TestParseRuleLine(t *testing.T) {
	tests := []struct {
		line string
		want ruleLine
		ok   bool
	}{
		{"701.34. Assimilation", ruleLine{number: "701.34", text: "Assimilation", title: "Assimilation"}, true},
		{"712. Cartes avec l'assimilation", ruleLine{number: "712", text: "Cartes avec l'assimilation", title: "Cartes avec l'assimilation"}, true},
		{"701.34a L’assimilation est une action.", ruleLine{number: "701.34a", text: "L’assimilation est une action."}, true},
		{"712.1. Une carte avec l’assimilation a une face.", ruleLine{number: "712.1", text: "Une carte avec l’assimilation a une face."}, true},
		{"712.10. Si un effet permet.", ruleLine{number: "712.10", text: "Si un effet permet."}, true},
		{"100 cartes minimum.", ruleLine{}, false},
		{"2014. Une année.", ruleLine{}, false},
		{"701.34", ruleLine{}, false},
		{"Exemple : un joueur.", ruleLine{}, false},
	}
	for _, tt := range tests {
		got, ok := parseRuleLine(tt.line)
		if ok != tt.ok || got != tt.want {
			t.Errorf("parseRuleLine(%q) = %+v, %v; want %+v, %v", tt.line, got, ok, tt.want, tt.ok)
		}
	}
}

func TestRuleGaps(t *testing.T) {
	gaps := ruleGaps([]string{"712", "712.1", "712.1a", "712.2", "712.6", "712.8", "712.9", "712.12", "702.118", "702.118a"})
	var got []string
	for _, g := range gaps {
		got = append(got, fmt.Sprintf("%d %s", g.index, g.msg))
	}
	want := []string{
		"4 rule 712.6 follows 712.2: 712.3 is missing",
		"5 rule 712.8 follows 712.6: 712.7 is missing",
		"7 rule 712.12 follows 712.9: 712.10 is missing",
	}
	if !slices.Equal(got, want) {
		t.Errorf("ruleGaps = %q\nwant %q", got, want)
	}
}

func TestMechanicOf(t *testing.T) {
	terms := mustTerms(t)
	for title, want := range map[string]string{
		"Nouvelle mécanique de jeu : Cartes avec l'assimilation": "meld",
		"Nouvelle mécanique de jeu : Émergence":                  "emerge",
		"Nouvelle mécanique de jeu : Intensification":            "escalate",
		"Nyx et grâce":      "bestow",
		"Obstination":       "strive",
		"Regard":            "scry",
		"Dévotion et dieux": "devotion",
		"Retour de thème eldrazi : Capacités déclenchées « Quand vous lancez »": "",
		"Regardez ailleurs": "",
	} {
		if got := mechanicOf(terms, title); got != want {
			t.Errorf("mechanicOf(%q) = %q, want %q", title, got, want)
		}
	}
}
