package ingest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

const rulebookFile = "rulebook-9ed.fr.txt"

func parseRulebookDoc(t *testing.T) (*corpus.KB, *Report) {
	t.Helper()
	return parseEmbedded(t, rulebookFile)
}

func glossaryByTerm(kb *corpus.KB, term string) (corpus.GlossaryEntry, bool) {
	for _, e := range kb.Glossary {
		if e.Term == term {
			return e, true
		}
	}
	return corpus.GlossaryEntry{}, false
}

func sectionByTitle(kb *corpus.KB, doc, title string) (corpus.Section, bool) {
	for _, s := range kb.Sections {
		if s.Doc == doc && s.Title == title {
			return s, true
		}
	}
	return corpus.Section{}, false
}

// TestRulebookGolden pins one entry of every kind the rulebook yields: the
// document itself, a chapter, a part whose sentence a page break cut, a
// part with ambiguous glyphs, glossary entries with "Voir aussi" (one cut
// by a page break, one resolved through the glossary's own typo, one
// dangling), a glyph entry and a misfiled one.
func TestRulebookGolden(t *testing.T) {
	kb, _ := parseRulebookDoc(t)
	doc := kb.Documents[0]
	type docSummary struct {
		ID, Title, Modified string
		Lines               int
		OutlineHead         []corpus.OutlineItem
	}
	var got struct {
		Document docSummary
		Sections []corpus.Section
		Glossary []corpus.GlossaryEntry
	}
	got.Document = docSummary{doc.ID, doc.Title, doc.Modified, doc.Lines, doc.Outline[:6]}
	for _, title := range []string{
		"CHAPITRE 3 : LA STRUCTURE DU TOUR",
		"d. Étape d'attribution des blessures de combat.",
		"LES TERMES ET LES SYMBOLES FONDAMENTAUX",
		"Artefact",
	} {
		s, ok := sectionByTitle(kb, "9ed-fr", title)
		if !ok {
			t.Fatalf("no section %q", title)
		}
		got.Sections = append(got.Sections, s)
	}
	for _, term := range []string{"Contrôle", "Héros", "Jeton", "☞ Engager", "★/★", "Force", "Tour"} {
		e, ok := glossaryByTerm(kb, term)
		if !ok {
			t.Fatalf("no glossary entry %q", term)
		}
		got.Glossary = append(got.Glossary, e)
	}
	checkGolden(t, "rulebook-golden.json", got)
}

func TestRulebookCounts(t *testing.T) {
	kb, rep := parseRulebookDoc(t)
	levels := map[int]int{}
	for _, s := range kb.Sections {
		if s.Kind != "chapter" {
			t.Errorf("section %s has kind %q, want chapter", s.ID, s.Kind)
		}
		levels[s.Level]++
	}
	want := map[int]int{1: 8, 2: 36, 3: 22}
	for l, n := range want {
		if levels[l] != n {
			t.Errorf("%d sections at level %d, want %d", levels[l], l, n)
		}
	}
	if n := len(kb.Glossary); n != 191 {
		t.Errorf("%d glossary entries, want 191", n)
	}
	if n := len(kb.Rules); n != 0 {
		t.Errorf("%d rule paragraphs, want none", n)
	}
	if n := len(kb.Cards); n != 0 {
		t.Errorf("%d cards, want none", n)
	}
	r := rep.Docs[0]
	for cat, n := range map[string]int{
		corpus.CategoryTOC: 32, corpus.CategoryCredits: 74, corpus.CategoryFigure: 13,
		corpus.CategoryHeading: 3, corpus.CategoryBoilerplate: 6,
	} {
		if r.Categories[cat] != n {
			t.Errorf("%d lines of category %s, want %d", r.Categories[cat], cat, n)
		}
	}
	if r.AmbiguousGlyphs != 40 {
		t.Errorf("%d ambiguous glyphs, want 40", r.AmbiguousGlyphs)
	}
}

// TestRulebookChapters checks the chapter tree against the printed table of
// contents: seven chapters after the introduction, each part under its
// chapter.
func TestRulebookChapters(t *testing.T) {
	kb, _ := parseRulebookDoc(t)
	var chapters []string
	byID := map[string]corpus.Section{}
	for _, s := range kb.Sections {
		byID[s.ID] = s
		if s.Level == 1 {
			chapters = append(chapters, s.Title)
		}
	}
	want := []string{
		"INTRODUCTION",
		"CHAPITRE 1 : LES BASES",
		"CHAPITRE 2 : SORTS, CAPACITÉS ET EFFETS",
		"CHAPITRE 3 : LA STRUCTURE DU TOUR",
		"CHAPITRE 4 : LES CAPACITÉS DES CRÉATURES",
		"CHAPITRE 5 : LES CINQ COULEURS DE MAGIC",
		"CHAPITRE 6 : LIGUES ET TOURNOIS",
		"CHAPITRE 7 : GLOSSAIRE",
	}
	if !slices.Equal(chapters, want) {
		t.Errorf("chapters = %q\nwant %q", chapters, want)
	}
	for _, s := range kb.Sections {
		if s.Level == 1 {
			if s.Parent != "" {
				t.Errorf("chapter %s has parent %s", s.ID, s.Parent)
			}
			continue
		}
		p, ok := byID[s.Parent]
		if !ok || p.Level != s.Level-1 || p.Pos.Line > s.Pos.Line || p.Pos.End < s.Pos.End {
			t.Errorf("section %s (level %d, %d-%d): parent %q does not enclose it", s.ID, s.Level, s.Pos.Line, s.Pos.End, s.Parent)
		}
	}
}

// TestRulebookSeeAlso lists every cross-reference that is not an exact
// match, so that any change in how the glossary resolves shows here.
func TestRulebookSeeAlso(t *testing.T) {
	kb, rep := parseRulebookDoc(t)
	var loose, dangling []string
	ids := map[string]bool{}
	refs := 0
	for _, e := range kb.Glossary {
		ids[e.ID] = true
	}
	for _, e := range kb.Glossary {
		for _, r := range e.SeeAlso {
			refs++
			switch {
			case r.Dangling:
				if r.ID != "" || r.Match != "" {
					t.Errorf("%s → %q: dangling but has id %q match %q", e.Term, r.Term, r.ID, r.Match)
				}
				dangling = append(dangling, e.Term+" → "+r.Term)
			case !ids[r.ID]:
				t.Errorf("%s → %q resolved to unknown id %q", e.Term, r.Term, r.ID)
			case r.Match != "exact":
				loose = append(loose, fmt.Sprintf("%s → %s = %s (%s)", e.Term, r.Term, r.ID, r.Match))
			}
		}
	}
	wantDangling := []string{
		"Enchantement local → Enchantement global",
		"Initiative → Étape des blessures de combat",
		"Jeton → Jeton de créature",
	}
	if !slices.Equal(dangling, wantDangling) {
		t.Errorf("dangling see-also targets:\n%s\nwant:\n%s", strings.Join(dangling, "\n"), strings.Join(wantDangling, "\n"))
	}
	wantLoose := []string{
		"Combat → Attaque = 9ed-fr-g-attaquer (near)",
		"Double initiative → Étape d'attribution des blessures de combat = 9ed-fr-g-etape-d-attribution-des-blessures-de-combat (folded)",
		"Étape de fin de tour → Phase de fin = 9ed-fr-g-la-phase-de-fin (folded)",
		"Héros → Légendaire = 9ed-fr-g-leendaire (near)",
		"Payer des points de vie → Points de vie = 9ed-fr-g-points-de-vie-total-de-points-de-vie (variant)",
	}
	if !slices.Equal(loose, wantLoose) {
		t.Errorf("inexact see-also matches:\n%s\nwant:\n%s", strings.Join(loose, "\n"), strings.Join(wantLoose, "\n"))
	}
	if refs != 201 {
		t.Errorf("%d see-also references, want 201", refs)
	}
	warned := 0
	for _, dg := range rep.Diagnostics {
		if strings.Contains(dg.Msg, "matches no entry") {
			warned++
		}
	}
	if warned != len(wantDangling) {
		t.Errorf("%d dangling warnings, want %d", warned, len(wantDangling))
	}
}

func TestRulebookMisordered(t *testing.T) {
	kb, _ := parseRulebookDoc(t)
	var got []string
	for _, e := range kb.Glossary {
		for _, f := range e.Flags {
			if strings.HasPrefix(f, "misordered:") {
				got = append(got, e.Term)
			}
		}
	}
	want := []string{"Force", "La phase de fin.", "Traversée des plaines"}
	if !slices.Equal(got, want) {
		t.Errorf("misordered entries = %q, want %q", got, want)
	}
	// Typos are kept as written.
	for _, term := range []string{"Léendaire", "Étape de début de combat.", "Comme si..."} {
		if _, ok := glossaryByTerm(kb, term); !ok {
			t.Errorf("no glossary entry spelt %q", term)
		}
	}
}

// TestRulebookGlyphs lists the glyphs flagged, per glyph, and checks that
// every flag names a line of its element.
func TestRulebookGlyphs(t *testing.T) {
	kb, _ := parseRulebookDoc(t)
	count := map[string]int{}
	check := func(id string, pos corpus.Pos, flags []string) {
		for _, f := range flags {
			var g string
			var line int
			if _, err := fmt.Sscanf(f, "ambiguous-glyph: %s at line %d", &g, &line); err == nil {
				count[g]++
			} else if _, err := fmt.Sscanf(f, "lost-symbol: line %d", &line); err == nil {
				count["lost"]++
			} else if strings.HasPrefix(f, "misordered:") {
				continue
			} else {
				t.Errorf("%s: unknown flag %q", id, f)
				continue
			}
			if line < pos.Line || line > pos.End {
				t.Errorf("%s (%d-%d): flag %q points outside the element", id, pos.Line, pos.End, f)
			}
		}
	}
	for _, s := range kb.Sections {
		check(s.ID, s.Pos, s.Flags)
	}
	for _, e := range kb.Glossary {
		check(e.ID, e.Pos, e.Flags)
	}
	want := map[string]int{"♣": 15, "♠": 9, "☞": 6, "*": 2, "✱": 2, "☛": 2, "♡": 1, "♦": 1, "♂": 1, "🌳": 1, "lost": 16}
	for g, n := range want {
		if count[g] != n {
			t.Errorf("%d flags for %s, want %d", count[g], g, n)
		}
	}
	for g := range count {
		if _, ok := want[g]; !ok {
			t.Errorf("unexpected glyph %q flagged %d times", g, count[g])
		}
	}
}

// TestRulebookPageBreaks checks that the sentences cut by a page break are
// whole again.
func TestRulebookPageBreaks(t *testing.T) {
	kb, _ := parseRulebookDoc(t)
	wantWhole := []string{
		"Si une créature tente de blesser une créature qui n'est plus en jeu",
		"(Vous pouvez décider de ne pas attaquer.)",
		"facile à manipuler, mais",
		"bloquer ses attaquants.",
		"côté de la table occupé par votre adversaire",
	}
	var all []string
	for _, s := range kb.Sections {
		all = append(all, s.Text...)
	}
	for _, e := range kb.Glossary {
		all = append(all, e.Text...)
	}
	text := strings.Join(all, "\n")
	for _, w := range wantWhole {
		if !strings.Contains(text, w) {
			t.Errorf("no paragraph contains %q", w)
		}
	}
}
