package api

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestEras marks the items of a fictitious old rulebook from a fictitious
// term table: an abolished term, a term replaced by another, an old
// wording of a term still in use; and leaves current rules unmarked.
func TestEras(t *testing.T) {
	terms := []corpus.Term{
		{Key: "flux", EN: []string{"mana flux"}, FROld: []string{"flux de mana"}, History: &corpus.TermHistory{Change: "abolished", Year: "2001", Set: "Alpha Two"}},
		{Key: "void", EN: []string{"void"}, FR: []string{"néant"}, IT: []string{"vuoto"}},
		{Key: "banish", EN: []string{"banished"}, FROld: []string{"bannir du jeu"}, History: &corpus.TermHistory{Change: "renamed", Year: "2003", ReplacedBy: "void"}},
		{Key: "table", EN: []string{"table"}, FR: []string{"table"}, IT: []string{"tavolo"}, FROld: []string{"en lice"}, History: &corpus.TermHistory{Change: "renamed", Year: "2004"}},
	}
	kb := &corpus.KB{
		Documents: []corpus.Document{{ID: "old-fr", Set: "old", Lang: "fr", Modified: "1999-05-01"}, {ID: "new-fr", Set: "new", Lang: "fr"}},
		Glossary: []corpus.GlossaryEntry{
			{ID: "old-fr-g-flux", Doc: "old-fr", Lang: "fr", Term: "Flux de mana", Text: []string{"Vous perdez des points de vie."}},
			{ID: "old-fr-g-bannir", Doc: "old-fr", Lang: "fr", Term: "Bannir du jeu", Text: []string{"La carte reste en lice… non."}},
			{ID: "old-fr-g-rien", Doc: "old-fr", Lang: "fr", Term: "Pioche", Text: []string{"Piochez une carte."}},
			{ID: "new-fr-g-flux", Doc: "new-fr", Lang: "fr", Term: "Flux de mana", Text: []string{"Même mot, règles actuelles."}},
		},
	}
	vocab := &corpus.DocVocabulary{Sets: []corpus.SetNames{{Code: "old", RulesUntil: "2002"}, {Code: "new"}}}
	e := newEras(kb, terms, vocab)
	tests := []struct {
		id, lang string
		want     []string // the era's note, then each change's note
	}{
		{"old-fr-g-flux", "fr", []string{"(1999), remplacées depuis 2002", "règle abolie en 2001 (Alpha Two)"}},
		{"old-fr-g-flux", "it", []string{"sostituite dal 2002", "regola abolita nel 2001 (Alpha Two)"}},
		{"old-fr-g-bannir", "fr", []string{"2002", "aujourd'hui : néant (depuis 2003)", "aujourd'hui : table (depuis 2004)"}},
		{"old-fr-g-bannir", "it", []string{"2002", "oggi: vuoto (dal 2003)", "oggi: tavolo (dal 2004)"}},
		{"old-fr-g-rien", "en", []string{"replaced since 2002"}},
	}
	for _, tt := range tests {
		er := e.of(tt.id, translator(tt.lang))
		if er == nil {
			t.Errorf("%s: no era", tt.id)
			continue
		}
		got := []string{er.Note}
		for _, c := range er.Changes {
			got = append(got, c.Note)
		}
		if len(got) != len(tt.want) {
			t.Errorf("%s (%s): notes %q, want %d", tt.id, tt.lang, got, len(tt.want))
			continue
		}
		for i := range got {
			if !strings.Contains(got[i], tt.want[i]) {
				t.Errorf("%s (%s): note %d = %q, want it to say %q", tt.id, tt.lang, i, got[i], tt.want[i])
			}
		}
	}
	if er := e.of("new-fr-g-flux", "fr"); er != nil {
		t.Errorf("an entry of current rules has an era: %+v", er)
	}
}

// TestRealEras: the judge's case of issue 12 on the real corpus.
func TestRealEras(t *testing.T) {
	s := newRealServer(t)
	for _, tt := range []struct{ path, want string }{
		{"/glossary/9ed-fr-g-brulure-de-mana?hl=fr", "règle abolie en 2009 (Magic 2010)"},
		{"/glossary/9ed-fr-g-retirer-du-jeu?hl=fr", "aujourd&#39;hui : exil (depuis 2008)"},
		{"/glossary/9ed-fr-g-retirer-du-jeu?hl=it", "oggi: esilio (dal 2008)"},
		{"/api/glossary/9ed-fr-g-brulure-de-mana", `"change":"abolished"`},
		{"/terms/mana-burn?hl=fr", "règle abolie en 2009 (Magic 2010)"},
		{"/terms/removed-from-game?hl=en", "today: exile (since 2008)"},
		{"/api/glossary/9ed-fr-g-brulure-de-mana?hl=fr", `"note":"règle abolie en 2009 (Magic 2010)"`},
	} {
		if body := get(t, s, tt.path).Body.String(); !strings.Contains(body, tt.want) {
			t.Errorf("%s: missing %s", tt.path, tt.want)
		}
	}
	if body := get(t, s, "/api/cards/dsk-fr-analyste-paranormal").Body.String(); strings.Contains(body, `"era"`) {
		t.Error("a card of current rules has an era")
	}
}
