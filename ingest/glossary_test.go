package ingest

import (
	"reflect"
	"slices"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func mustTerms(t *testing.T) []corpus.Term {
	t.Helper()
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	return terms
}

func TestParseSeeAlso(t *testing.T) {
	tests := []struct {
		line string
		want []corpus.SeeAlso
	}{
		{"Voir aussi Capacité activée, Célérité.", []corpus.SeeAlso{
			{Term: "Capacité activée", Kind: "see-also"}, {Term: "Célérité", Kind: "see-also"}}},
		{"Voir Créature attaquante.", []corpus.SeeAlso{{Term: "Créature attaquante", Kind: "see"}}},
		{"Voir aussi Contrôleur. Comparez avec Propriétaire.", []corpus.SeeAlso{
			{Term: "Contrôleur", Kind: "see-also"}, {Term: "Propriétaire", Kind: "compare"}}},
		{"Voir aussi Capacité activée, Capacité statique, et Capacité déclenchée.", []corpus.SeeAlso{
			{Term: "Capacité activée", Kind: "see-also"}, {Term: "Capacité statique", Kind: "see-also"},
			{Term: "Capacité déclenchée", Kind: "see-also"}}},
		{"Voir aussi Terrain non-base et Sous-type.", []corpus.SeeAlso{
			{Term: "Terrain non-base", Kind: "see-also"}, {Term: "Sous-type", Kind: "see-also"}}},
		{"Comparez avec Effet continu", []corpus.SeeAlso{{Term: "Effet continu", Kind: "compare"}}},
		// Prose that starts like a cross-reference.
		{"Voir Chapitre 6 : Liges et tournois pour plus de détails.", nil},
		{"Voir le Chapitre 3 : Structure du tour pour plus de précisions.", nil},
		{"Voici les terrains de base :", nil},
		{"Voir", nil},
	}
	for _, tt := range tests {
		got, ok := parseSeeAlso(tt.line)
		if ok != (tt.want != nil) || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseSeeAlso(%q) = %+v, %v; want %+v", tt.line, got, ok, tt.want)
		}
	}
}

func TestTermKey(t *testing.T) {
	for in, want := range map[string]string{
		"La phase de fin.":          "phase de fin",
		"Étape de début de combat.": "etape de debut de combat",
		"« Choisissez l'un — »":     "choisissez l un",
		"Créature-artefact":         "creature artefact",
		"☞ Engager":                 "engager",
		"Le":                        "le",
	} {
		if got := termKey(in); got != want {
			t.Errorf("termKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestResolveSeeAlso(t *testing.T) {
	entries := []corpus.GlossaryEntry{
		{ID: "g-engager", Term: "☞ Engager"},
		{ID: "g-engager-2", Term: "Engager"},
		{ID: "g-leendaire", Term: "Léendaire"},
		{ID: "g-pdv", Term: "Points de vie, total de points de vie"},
		{ID: "g-defausser", Term: "Défausser (se)"},
		{ID: "g-fin", Term: "La phase de fin."},
		{ID: "g-x", Term: "X", SeeAlso: []corpus.SeeAlso{
			{Term: "Engager"}, {Term: "Légendaire"}, {Term: "Points de vie"}, {Term: "Défausser"},
			{Term: "Phase de fin"}, {Term: "Rien du tout"}, {Term: "X"},
		}},
	}
	resolveSeeAlso(entries)
	var got []string
	for _, r := range entries[6].SeeAlso {
		got = append(got, r.Term+"="+r.ID+"/"+r.Match)
		if r.Dangling != (r.ID == "") {
			t.Errorf("%q: dangling %v with id %q", r.Term, r.Dangling, r.ID)
		}
	}
	want := []string{
		"Engager=g-engager-2/exact", "Légendaire=g-leendaire/near", "Points de vie=g-pdv/variant",
		"Défausser=g-defausser/variant", "Phase de fin=g-fin/folded", "Rien du tout=/", "X=g-x/exact",
	}
	if !slices.Equal(got, want) {
		t.Errorf("resolved %q\nwant %q", got, want)
	}
}

func TestFlagMisordered(t *testing.T) {
	terms := []string{"1, 2, 3", "✱ Mana blanc", "Adversaire", "Capacité activée", "Capacité", "Initiative", "Jeton", "Jouer un sort", "Force", "Jouer", "Zone"}
	entries := make([]corpus.GlossaryEntry, len(terms))
	for i, term := range terms {
		entries[i].Term = term
	}
	got := flagMisordered(entries)
	if !slices.Equal(got, []int{8}) {
		t.Errorf("misordered = %v, want [8] (Force)", got)
	}
	if len(entries[8].Flags) != 1 || entries[8].Flags[0] != "misordered: filed between «Jouer un sort» and «Jouer»" {
		t.Errorf("flags = %q", entries[8].Flags)
	}
}

func TestGlossaryIDForSymbols(t *testing.T) {
	d := &doc{meta: corpus.DocMeta{ID: "9ed-fr"}, ids: map[string]int{}}
	for term, want := range map[string]string{
		"★/★":       "9ed-fr-g-black-star-black-star",
		"Léendaire": "9ed-fr-g-leendaire",
	} {
		if got := d.glossaryID(term); got != want {
			t.Errorf("glossaryID(%q) = %q, want %q", term, got, want)
		}
	}
}
