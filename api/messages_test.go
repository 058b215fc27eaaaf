package api

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/rules"
)

// TestAPIMessagesLanguage: the JSON API words its details, warnings and
// notes in English, or in the language ?hl= asks for; the codes stay.
func TestAPIMessagesLanguage(t *testing.T) {
	s := newTestServer(t)
	tests := []struct {
		path string
		want string
	}{
		{"/api/cards/nope", `"details":"no card with id nope"`},
		{"/api/cards/nope?hl=fr", `"details":"aucune carte d'identifiant nope"`},
		{"/api/cards/nope?hl=it", `"details":"nessuna carta con identificativo nope"`},
		{"/api/search?q=(piscine", `"details":"query: column 1: unclosed parenthesis"`},
		{"/api/search?q=(piscine&hl=it", `"details":"colonna 1: parentesi non chiusa"`},
		{"/api/search?q=piscine+foo:bar", `"warnings":["unknown field \"foo\" ignored"]`},
		{"/api/search?q=piscine+foo:bar&hl=fr", `"warnings":["champ inconnu « foo » ignoré (colonne 0)"]`},
		{"/api/nowhere?hl=fr", `"details":"aucun point d'accès de ce nom"`},
	}
	for _, tt := range tests {
		body := get(t, s, tt.path).Body.String()
		if !strings.Contains(body, tt.want) {
			t.Errorf("%s = %s\nwant %s", tt.path, body, tt.want)
		}
		if !json.Valid([]byte(body)) {
			t.Errorf("%s: not JSON", tt.path)
		}
	}
}

// TestLogLines words a game log: formats from the catalogue, players,
// zones and steps as words of the reader's language, card names as
// printed; a format the catalogue lacks stays in English.
func TestLogLines(t *testing.T) {
	log := []rules.LogLine{
		{Format: "%s gains %d life (%d)", Args: []string{"you", "1", "21"}, Text: "you gains 1 life (21)"},
		{Format: "%s: %s → %s", Args: []string{"Ours", "hand", "battlefield"}, Text: "Ours: hand → battlefield"},
		{Format: "no such format %s", Args: []string{"x"}, Text: "no such format x"},
	}
	tests := map[string][]string{
		"fr": {"vous : +1 point(s) de vie (total 21)", "Ours : main → champ de bataille", "no such format x"},
		"it": {"tu: +1 punti vita (totale 21)", "Ours: mano → campo di battaglia", "no such format x"},
		"en": {"you: +1 life (total 21)", "Ours: hand → battlefield", "no such format x"},
	}
	for lang, want := range tests {
		got := logLines(log, translator(lang))
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%s: line %d = %q, want %q", lang, i, got[i], want[i])
			}
		}
	}
}

// TestQueryErrorWording: a query error with its column, in each language;
// one without a code keeps its English text.
func TestQueryErrorWording(t *testing.T) {
	qe := &index.QueryError{Col: 7, Msg: `mv>=x needs a number, not "x"`, Code: "needs_number", Args: []string{"mv", ">=", "x"}}
	for lang, want := range map[string]string{
		"fr": "colonne 7 : mv>= demande un nombre, pas « x »",
		"it": "colonna 7: mv>= richiede un numero, non «x»",
		"en": `column 7: mv>= needs a number, not "x"`,
	} {
		if got := queryError(qe, translator(lang)); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
	if got := queryError(&index.QueryError{Msg: "something new"}, "fr"); got != "something new" {
		t.Errorf("uncoded error: %q", got)
	}
}
