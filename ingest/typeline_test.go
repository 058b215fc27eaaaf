package ingest

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func TestParseTypeLine(t *testing.T) {
	tests := []struct {
		in                          string
		ok                          bool
		written, super, types, subs string
		reminder, flags             string
	}{
		{"Créature légendaire : insecte et bête", true, "Créature légendaire : insecte et bête", "Legendary", "Creature", "insecte|bête", "", ""},
		{"Créature-enchantement : avatar et horreur", true, "", "", "Enchantment|Creature", "avatar|horreur", "", ""},
		{"Créature-artefact légendaire : jouet", true, "", "Legendary", "Artifact|Creature", "jouet", "", ""},
		{"Créature : humain et éclaireur et survivant", true, "", "", "Creature", "humain|éclaireur|survivant", "", ""},
		{"Enchantement : pièce", true, "", "", "Enchantment", "pièce", "", ""},
		{"Enchantement : pièce *(Vous pouvez lancer la moitié de*", true, "Enchantement : pièce", "", "Enchantment", "pièce", "(Vous pouvez lancer la moitié de", ""},
		{"Enchantement de clan : démon", true, "", "", "Kindred|Enchantment", "démon", "", ""},
		{"Rituel de clan : changeforme", true, "", "", "Kindred|Sorcery", "changeforme", "", ""},
		{"Machination", true, "", "", "Scheme", "", "", ""},
		{"Machination continue", true, "", "Ongoing", "Scheme", "", "", ""},
		{"Planeswalker légendaire : Kaito", true, "", "Legendary", "Planeswalker", "kaito", "", ""},
		{"Terrain", true, "", "", "Land", "", "", ""},
		{"Éphémère", true, "", "", "Instant", "", "", ""},
		{"Creatura Leggendaria — Bestia Insetto", true, "", "Legendary", "Creature", "bestia|insetto", "", ""},
		{"Creatura Incantesimo Leggendaria — Incubo", true, "", "Legendary", "Enchantment|Creature", "incubo", "", ""},
		{"Creatura Artefatto — Ragno Giocattolo", true, "", "", "Artifact|Creature", "ragno|giocattolo", "", ""},
		{"*Incantesimo* — Stanza (*Puoi lanciare*", true, "Incantesimo — Stanza", "", "Enchantment", "stanza", "(Puoi lanciare", ""},
		{"Incantesimo Affine — Demone", true, "", "", "Kindred|Enchantment", "demone", "", ""},
		{"Intrigo In Corso", true, "", "Ongoing", "Scheme", "", "", ""},
		{"Incantesimo Leggendaro", true, "", "Legendary", "Enchantment", "", "", `type line: "leggendaro" read as Legendary`},
		{"Creatura Legendaria — Guerriero Elfo", true, "", "Legendary", "Creature", "guerriero|elfo", "", `type line: "legendaria" read as Legendary`},
		{"Terrain de base neigeux : forêt", true, "", "Basic|Snow", "Land", "forêt", "", ""},
		{"Enchantement mondial", true, "", "World", "Enchantment", "", "", ""},
		{"Terra Base Innevata — Foresta", true, "", "Basic|Snow", "Land", "foresta", "", ""},
		{"Artefatto Stirpe — Goblin", true, "", "", "Kindred|Artifact", "goblin", "", ""},
		{"Intrigo Persistente", true, "", "Ongoing", "Scheme", "", "", ""},
		{"Legendary Creature — Human", true, "", "Legendary", "Creature", "human", "", ""},
		// Types of every era and product (issue 25): snow in Italian,
		// planes, phenomena, the old planeswalker words.
		{"Terra Neve Base — Pianura", true, "", "Snow|Basic", "Land", "pianura", "", ""},
		{"Creatura Neve — Angelo", true, "", "Snow", "Creature", "angelo", "", ""},
		{"Plan : Dominaria", true, "", "", "Plane", "dominaria", "", ""},
		{"Fenomeno", true, "", "", "Phenomenon", "", "", ""},
		{"Arpenteur : Ajani", true, "", "", "Planeswalker", "ajani", "", ""},
		{"Interruption", true, "", "", "Instant", "", "", ""},
		// Older cards' type lines that newer cards print as keyword lines:
		// type lines with Era set, read as such only where a type line
		// stands (TestEraTypeLines); the words after the type are its
		// object.
		{"Enchanter : joueur", true, "", "", "Enchantment", "joueur", "", ""},
		{"Incanta creatura", true, "", "", "Enchantment", "creatura", "", ""},
		{"Evoca Leggenda", true, "", "", "Creature", "leggenda", "", ""},
		// Not type lines.
		{"Équipement {3}", false, "", "", "", "", "", ""},
		{"Nouveau type d'enchantement : pièce", false, "", "", "", "", "", ""},
		{"Terra Desolata", false, "", "", "", "", "", ""},
		{"Légendaire", false, "", "", "", "", "", ""},
		{"", false, "", "", "", "", "", ""},
	}
	for _, tt := range tests {
		tl, ok := parseTypeLine(tt.in)
		if ok != tt.ok {
			t.Errorf("parseTypeLine(%q) ok = %v, want %v", tt.in, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		written := tt.written
		if written == "" {
			written = tt.in
		}
		got := []string{tl.Written, strings.Join(tl.Supertypes, "|"), strings.Join(tl.Types, "|"), strings.Join(tl.Subtypes, "|"), tl.Reminder, strings.Join(tl.Flags, "|")}
		want := []string{written, tt.super, tt.types, tt.subs, tt.reminder, tt.flags}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("parseTypeLine(%q) = %q, want %q", tt.in, got, want)
				break
			}
		}
	}
}

// TestEraTypeLines checks that a word older cards print as the type and
// newer cards as a keyword ("Enchanter : créature") is read as the type
// line where one stands, after a name and a cost, and as rules text
// anywhere else: the aura's "Flash" before its keyword line is no card
// name.
func TestEraTypeLines(t *testing.T) {
	doc := `---
lang: fr
set: tst
kind: release-notes
---
NOTES SUR LES CARTES

Force sacrée
{1}{W}
Enchanter : créature
La créature enchantée gagne +1/+1.

Bénédiction moderne
{1}{W}
Enchantement : aura
Flash
Enchanter : créature
La créature enchantée gagne +1/+1.
`
	kb, rep, err := Parse([]corpus.Source{{Name: "tst.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	if n := rep.Unaccounted(); n != 0 {
		t.Errorf("%d unaccounted lines", n)
	}
	if len(kb.Cards) != 2 {
		t.Fatalf("%d cards, want 2", len(kb.Cards))
	}
	old, modern := kb.Cards[0], kb.Cards[1]
	if old.TypeLine != "Enchanter : créature" || strings.Join(old.Types, "|") != "Enchantment" || strings.Join(old.Subtypes, "|") != "créature" || len(old.Text) != 1 {
		t.Errorf("old aura: type line %q, types %v, subtypes %v, text %q", old.TypeLine, old.Types, old.Subtypes, old.Text)
	}
	if modern.TypeLine != "Enchantement : aura" || len(modern.Text) != 3 || modern.Text[1] != "Enchanter : créature" {
		t.Errorf("modern aura: type line %q, text %q", modern.TypeLine, modern.Text)
	}
}
