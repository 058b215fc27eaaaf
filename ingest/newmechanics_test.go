package ingest

import (
	"slices"
	"testing"
)

// TestNewMechanicsLinked: a card whose text uses its set's new keyword or
// keyword action, in any form, carries the mechanic of the section that
// explains it, as Duskmourn's cards carry theirs (issue 25: only the
// example cards printed inside those sections were linked).
func TestNewMechanicsLinked(t *testing.T) {
	tests := []struct {
		file, section, mechanic string
		cards                   []string
	}{
		{"testdata/orv/kdr-release-notes.fr.txt", "kdr-fr-s-nouvelle-capacite-mot-cle-reflux", "reflux", []string{"kdr-fr-pecheur-des-hauts-fonds"}},
		{"testdata/orv/atd-release-notes.en.txt", "atd-en-s-new-keyword-ability-kindle", "kindle", []string{"atd-en-cinder-whelp"}},
		{"testdata/orv/vld-release-notes.it.html", "vld-it-s-nuova-meccanica-giuramento", "giuramento", []string{"vld-it-cavaliere-del-voto"}},
		{"testdata/thalmire/thalmire-notes-fr.txt", "thm-fr-s-nouvelle-capacite-mot-cle-resonance", "resonance", []string{"thm-fr-tisseuse-de-brume"}},
	}
	for _, tt := range tests {
		kb, _, err := ParseFiles(tt.file)
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		kb.Index()
		sec := kb.Section(tt.section)
		if sec == nil || sec.Mechanic != tt.mechanic {
			t.Errorf("%s: section %s: %+v, want mechanic %q", tt.file, tt.section, sec, tt.mechanic)
		}
		for _, id := range tt.cards {
			c := kb.Card(id)
			if c == nil || !slices.Contains(c.Mechanics, tt.mechanic) {
				t.Errorf("%s: card %s: %+v, want mechanic %s", tt.file, id, c, tt.mechanic)
			}
		}
		// Only the cards that print it: not every card of the document.
		n := 0
		for _, c := range kb.Cards {
			if slices.Contains(c.Mechanics, tt.mechanic) {
				n++
			}
		}
		if n == 0 || n > 3 {
			t.Errorf("%s: %d cards carry %s", tt.file, n, tt.mechanic)
		}
	}
}

// TestInflects: a stem meets its inflected forms, not a longer word.
func TestInflects(t *testing.T) {
	fr := genreFor("fr")
	for _, tt := range []struct {
		word, name string
		want       bool
	}{
		{"explore", "explorer", true},
		{"explorent", "explorer", true},
		{"exploree", "explorer", true},
		{"exploration", "explorer", false},
		{"reflux", "reflux", true},
		{"refluxe", "reflux", true},
	} {
		if got := fr.inflects(tt.word, fr.stem(tt.name)); got != tt.want {
			t.Errorf("inflects(%q, stem(%q)=%q) = %v, want %v", tt.word, tt.name, fr.stem(tt.name), got, tt.want)
		}
	}
}
