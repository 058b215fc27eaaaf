package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/index"
)

func TestSearchCommand(t *testing.T) {
	ctx := context.Background()
	var out, errOut bytes.Buffer

	if code := run(ctx, []string{"search", "anthropède", "--json", "--limit", "2"}, &out, &errOut); code != 0 {
		t.Fatalf("search --json: exit %d, stderr %s", code, errOut.String())
	}
	var res struct {
		Total int `json:"total"`
		Data  []struct {
			Kind, ID, Lang, Title, Snippet string
			Score                          float64
		} `json:"data"`
		Facets map[string][]struct {
			Value string
			Count int
		} `json:"facets"`
		Warnings []string `json:"warnings"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatalf("search --json does not print JSON: %v\n%s", err, out.String())
	}
	if res.Total < 2 || len(res.Data) != 2 || res.Data[0].ID != "dsk-fr-anthropede" || res.Warnings == nil || len(res.Facets["kind"]) == 0 {
		t.Errorf("search --json: %+v", res)
	}

	// Flags after or before the query, several query words, -x as a query term.
	out.Reset()
	if code := run(ctx, []string{"search", "--limit=1", "t:créature", "-kind:ruling", "délire"}, &out, &errOut); code != 0 {
		t.Fatalf("search: exit %d, stderr %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "result(s)") || !strings.Contains(out.String(), "1. [card ") || strings.Contains(out.String(), "2. [") {
		t.Errorf("search text output:\n%s", out.String())
	}

	for _, args := range [][]string{
		{"search"},
		{"search", "(délire"},
		{"search", "délire", "--limit", "x"},
		{"search", "délire", "--limit"},
		{"search", "délire", "--nope"},
	} {
		out.Reset()
		errOut.Reset()
		if code := run(ctx, args, &out, &errOut); code != 2 {
			t.Errorf("%q: exit %d, want 2 (stderr %s)", args, code, errOut.String())
		}
	}
	errOut.Reset()
	run(ctx, []string{"search", "(délire"}, &out, &errOut)
	if !strings.Contains(errOut.String(), "column 1: unclosed parenthesis") {
		t.Errorf("malformed query: stderr %q", errOut.String())
	}
}

// TestCorpusFlags: search and verify read --corpus directories, with or
// without the embedded documents; a bad directory is an error naming it.
func TestCorpusFlags(t *testing.T) {
	ctx := context.Background()
	orv := filepath.Join("..", "..", "ingest", "testdata", "orv")
	tests := []struct {
		args      []string
		code      int
		out, errs string
	}{
		// The Italian name finds the French card: the set's pair is
		// aligned and its names are aliases.
		{[]string{"search", "--corpus", orv, "--embedded=false", "--json", "Guardiana del Faro lang:fr"}, 0, "orv-fr-gardienne-du-phare", ""},
		{[]string{"search", "--corpus=" + orv, "--json", "anthropède"}, 0, "dsk-fr-anthropede", ""},
		{[]string{"search", "--corpus", orv, "--embedded=false", "--json", "anthropède"}, 0, `"total": 0`, ""},
		{[]string{"search", "--corpus", "/no/such/dir", "x"}, 1, "", "/no/such/dir"},
		{[]string{"search", "--corpus"}, 2, "", "--corpus needs a directory"},
		{[]string{"verify", "--corpus", orv, "--embedded=false", "--cards", "--json"}, 0, "orv-fr", ""},
		{[]string{"serve", "--watch"}, 1, "", "--watch needs a --corpus directory"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		code := run(ctx, tt.args, &out, &errOut)
		if code != tt.code || !strings.Contains(out.String(), tt.out) || !strings.Contains(errOut.String(), tt.errs) {
			t.Errorf("%v: exit %d, stdout %.300s, stderr %.300s", tt.args, code, out.String(), errOut.String())
		}
	}
}

// TestPrintResultMarksOldRules: a hit of a replaced rulebook is marked in
// the terminal output, as on the pages (issue 25: the CLI had no mark).
func TestPrintResultMarksOldRules(t *testing.T) {
	res := &index.Result{Total: 2, Data: []index.Hit{
		{Kind: index.KindGlossary, Lang: "fr", Title: "Retirer du jeu", ID: "9ed-fr-g-retirer-du-jeu",
			Era: &index.Era{Rules: "9ed", Year: "2005", Until: "2007"}},
		{Kind: index.KindCard, Lang: "fr", Title: "Anthropède", ID: "dsk-fr-anthropede"},
	}}
	var b strings.Builder
	if err := printResult(&b, res, ""); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "Retirer du jeu  {old rules: 9ed 2005, replaced in 2007}") {
		t.Errorf("old rules not marked:\n%s", out)
	}
	if strings.Count(out, "old rules") != 1 {
		t.Errorf("a current hit is marked:\n%s", out)
	}
}

// TestPrintResultInLanguage: --hl words the terminal output in the
// reader's language, from the pages' catalogue (issue 25, point 11: «
// ruling of … » in French).
func TestPrintResultInLanguage(t *testing.T) {
	res := &index.Result{Total: 2, Next: "x", Data: []index.Hit{
		{Kind: index.KindRuling, Lang: "fr", Title: "Anthropède", ID: "dsk-fr-anthropede-r1"},
		{Kind: index.KindGlossary, Lang: "fr", Title: "Retirer du jeu", ID: "9ed-fr-g-retirer-du-jeu",
			Era: &index.Era{Rules: "9ed", Year: "2005", Until: "2007"}},
	}, Respelled: []index.Respelling{{From: "exill", To: "exil"}}}
	tests := []struct {
		hl          string
		wants, nots []string
	}{
		{"", []string{"ruling of Anthropède", "2 result(s)", "{old rules: 9ed 2005, replaced in 2007}", `searched for "exil" instead of "exill"`, "more: --offset 2"}, nil},
		{"fr", []string{"précision de Anthropède", "2 résultat(s)", "--offset 2"}, []string{"ruling of", "result(s)", "old rules", "replaced in", "searched for", "more:"}},
		{"it", []string{"chiarimento di Anthropède", "--offset 2"}, []string{"ruling of", "result(s)", "old rules", "replaced in", "searched for", "more:"}},
	}
	for _, tt := range tests {
		var b strings.Builder
		if err := printResult(&b, res, tt.hl); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		for _, w := range tt.wants {
			if !strings.Contains(out, w) {
				t.Errorf("--hl %q: no %q in\n%s", tt.hl, w, out)
			}
		}
		for _, n := range tt.nots {
			if strings.Contains(out, n) {
				t.Errorf("--hl %q: English %q in\n%s", tt.hl, n, out)
			}
		}
	}
}
