package ingest

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestConfidence checks that every place where the parser guesses is in the
// report's confidence section with its line, and that what it guessed about
// stays in the report (unaccounted lines) rather than vanishing.
func TestConfidence(t *testing.T) {
	doc := `Notes de publication Test

Document modifié pour la dernière fois le 5 août 2024

NOTES GÉNÉRALES

- Une règle perdue.

Légalité des cartes

Les cartes portant le code d'extension TST sont autorisées.

NOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE

Bête

{G}

- Une règle.

- Une règle hors de toute carte ?

Recto

{1}{G}

Créature : loup

2/2

Texte.

//

Verso

Créature : loup

4/4

Autre texte.

CARTES EN VRAC

-----
`
	_, rep, err := Parse([]corpus.Source{{Name: "tst-release-notes.fr.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{
		7:  "a bullet before any section title",
		15: "no type line",
		23: "layout transform read from whether its last face has a mana cost",
		43: "a heading not classified",
	}
	got := map[int]string{}
	for _, g := range rep.Docs[0].Guesses {
		got[g.Line] = g.What
	}
	for line, what := range want {
		if what == "" {
			continue
		}
		if !strings.Contains(got[line], what) {
			t.Errorf("line %d: guess %q, want one containing %q (all: %v)", line, got[line], what, rep.Docs[0].Guesses)
		}
	}
	var b strings.Builder
	if err := rep.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if got := rep.Docs[0].Unaccounted; len(got) != 1 || got[0] != 7 {
		t.Errorf("unaccounted %v, want [7]", got)
	}
	for _, s := range []string{"confidence: 4 guess(es)", "tst-release-notes.fr.txt:7 guess: ", "tst-release-notes.fr.txt:43 guess: ", "tst-release-notes.fr.txt:7 unaccounted"} {
		if !strings.Contains(b.String(), s) {
			t.Errorf("report lacks %q:\n%s", s, b.String())
		}
	}
}

// TestUnknownMechanicSection checks that a section announcing a mechanic
// the term table does not hold is still a mechanic section, with its
// example card and rulings, and that the report says so.
func TestUnknownMechanicSection(t *testing.T) {
	doc := `Notes de publication Test

Document modifié pour la dernière fois le 5 août 2024

NOTES GÉNÉRALES

Nouvelle capacité mot-clé : brumelien

Le brumelien unit deux créatures dans la brume.

Passeur de brume

{1}{U}

Créature : esprit

1/1

Brumelien

- Le brumelien est une capacité statique.
- Deux créatures avec le brumelien ne sont pas liées entre elles.

NOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE

Passeur de brume

{1}{U}

Créature : esprit

1/1

Brumelien

- Une règle de la carte.
`
	kb, rep, err := Parse([]corpus.Source{{Name: "tst-release-notes.fr.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(kb.Sections) != 1 {
		t.Fatalf("%d sections, want 1", len(kb.Sections))
	}
	s := kb.Sections[0]
	// The term table does not hold it: its key is its name (issue 25).
	if s.Kind != "mechanic" || s.Mechanic != "brumelien" || len(s.Rulings) != 2 || len(s.Cards) != 1 || s.Cards[0] != "tst-fr-passeur-de-brume" {
		t.Errorf("section: kind %q mechanic %q, %d rulings, cards %v", s.Kind, s.Mechanic, len(s.Rulings), s.Cards)
	}
	if len(kb.Cards) != 1 || len(kb.Cards[0].Positions) != 2 || len(kb.Cards[0].Rulings) != 1 {
		t.Errorf("cards %+v", kb.Cards)
	}
	if g := rep.Docs[0].Guesses; len(g) != 1 || g[0].Line != 7 {
		t.Errorf("guesses %v, want one at line 7", g)
	}
}

// TestTokenLayout checks that a token printed as an entry is read with its
// type line, in French and Italian.
func TestTokenLayout(t *testing.T) {
	tests := []struct {
		file, doc, typeLine string
		types               []string
	}{
		{"tst-release-notes.fr.txt", "Notes de publication Test\n\nNOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE\n\nÉpouvantail\n\nJeton de créature-artefact : épouvantail\n\n4/4\n\nVigilance\n\n- Ce jeton est incolore.\n",
			"Jeton de créature-artefact : épouvantail", []string{"Artifact", "Creature"}},
		{"tst-release-notes.it.txt", "Note di release Test\n\nNOTE SPECIFICHE SULLE CARTE DELL'ESPANSIONE PRINCIPALE\n\nSpaventapasseri\n\nCreatura Artefatto Pedina — Spaventapasseri\n\n4/4\n\nCautela\n\n- Questa pedina è incolore.\n",
			"Creatura Artefatto Pedina — Spaventapasseri", []string{"Artifact", "Creature"}},
	}
	for _, tt := range tests {
		kb, rep, err := Parse([]corpus.Source{{Name: tt.file, Data: []byte(tt.doc)}})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Unaccounted() != 0 || len(kb.Cards) != 1 {
			t.Fatalf("%s: %d unaccounted, %d cards", tt.file, rep.Unaccounted(), len(kb.Cards))
		}
		c := kb.Cards[0]
		if c.Layout != corpus.LayoutToken || c.TypeLine != tt.typeLine || !slices.Equal(c.Types, tt.types) || c.PT != "4/4" || len(c.Rulings) != 1 {
			t.Errorf("%s: layout %s type line %q types %v P/T %q, %d rulings", tt.file, c.Layout, c.TypeLine, c.Types, c.PT, len(c.Rulings))
		}
	}
}
