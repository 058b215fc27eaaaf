package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules/read"
)

func TestVerifyJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runVerify(context.Background(), []string{"--json"}, &out, &errb); err != nil {
		t.Fatalf("verify --json: %v\n%s", err, errb.String())
	}
	var rep struct {
		Scenarios      int      `json:"scenarios"`
		Passed         int      `json:"passed"`
		Failed         int      `json:"failed"`
		ExampleRulings int      `json:"example_rulings"`
		CoveredRulings int      `json:"covered_rulings"`
		CoveredPartial []string `json:"covered_partial"`
		Results        []struct {
			Scenario  string   `json:"scenario"`
			RulingIDs []string `json:"ruling_ids"`
			Passed    bool     `json:"passed"`
			Message   string   `json:"message"`
			Log       []string `json:"log"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Scenarios < 150 || rep.Passed != rep.Scenarios || rep.Failed != 0 || len(rep.Results) != rep.Scenarios {
		t.Errorf("scenarios %d, passed %d, failed %d, results %d", rep.Scenarios, rep.Passed, rep.Failed, len(rep.Results))
	}
	// Covered at least partly: 90%; with the printed cards alone 85%
	// (89.6% when first counted).
	if c := rep.CoveredRulings + len(rep.CoveredPartial); rep.ExampleRulings == 0 || c*10 < rep.ExampleRulings*9 || rep.CoveredRulings*100 < rep.ExampleRulings*85 {
		t.Errorf("coverage %d (+%d partly) of %d, want at least 85%% (90%%)", rep.CoveredRulings, len(rep.CoveredPartial), rep.ExampleRulings)
	}
	for _, r := range rep.Results {
		if r.Scenario == "" || len(r.RulingIDs) == 0 || r.Message == "" {
			t.Errorf("incomplete result %+v", r)
		}
		if r.Log != nil {
			t.Errorf("%s: game log in the default JSON report", r.Scenario)
		}
	}
}

func TestVerifyText(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runVerify(context.Background(), nil, &out, &errb); err != nil {
		t.Fatalf("verify: %v\n%s", err, errb.String())
	}
	s := out.String()
	if !strings.Contains(s, "PASS ") || !strings.Contains(s, "scenarios:") || !strings.Contains(s, "example-bearing items covered:") {
		t.Errorf("unexpected output:\n%.500s", s)
	}
	if err := runVerify(context.Background(), []string{"extra"}, &out, &errb); err == nil {
		t.Errorf("an unexpected argument was accepted")
	}
}

// TestVerifyCards reads every card of the embedded corpus: every paragraph
// is in the results, compiled or unread with a reason, and the pairs are
// the aligned French and Italian cards.
func TestVerifyCards(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runVerify(context.Background(), []string{"--cards", "--json"}, &out, &errb); err != nil {
		t.Fatalf("verify --cards --json: %v\n%s", err, errb.String())
	}
	var rep struct {
		Cards          int `json:"cards"`
		Paragraphs     int `json:"paragraphs"`
		Compiled       int `json:"compiled"`
		Pairs          int `json:"pairs"`
		PairsIdentical int `json:"pairs_identical"`
		Results        []struct {
			CardID    string `json:"card_id"`
			Paragraph int    `json:"paragraph"`
			Status    string `json:"status"`
			Reason    string `json:"reason"`
		} `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Cards == 0 || rep.Paragraphs != len(rep.Results) || rep.Compiled == 0 || rep.Compiled > rep.Paragraphs {
		t.Errorf("cards %d, paragraphs %d, results %d, compiled %d", rep.Cards, rep.Paragraphs, len(rep.Results), rep.Compiled)
	}
	if rep.Pairs == 0 || rep.PairsIdentical == 0 || rep.PairsIdentical > rep.Pairs {
		t.Errorf("pairs %d, identical %d", rep.Pairs, rep.PairsIdentical)
	}
	compiled := 0
	for _, r := range rep.Results {
		switch {
		case r.Status == "compiled" && r.Reason == "":
			compiled++
		case r.Status == "unread" && r.Reason != "":
		default:
			t.Errorf("%s #%d: status %q reason %q", r.CardID, r.Paragraph, r.Status, r.Reason)
		}
	}
	if compiled != rep.Compiled {
		t.Errorf("compiled results %d, compiled %d", compiled, rep.Compiled)
	}
	out.Reset()
	if err := runVerify(context.Background(), []string{"--cards"}, &out, &errb); err != nil {
		t.Fatalf("verify --cards: %v", err)
	}
	if !strings.Contains(out.String(), "unread shapes, most frequent first:") {
		t.Errorf("verify --cards text lacks the unread shapes:\n%.500s", out.String())
	}
}

// TestVerifyCardsLanguages: with --card-data, a notes card matched to its
// record is read in English too; every card read in several languages has
// a verdict per pair, and the pairs agree with the figures. Without an
// English lexicon the English reading says so ("no_reader").
func TestVerifyCardsLanguages(t *testing.T) {
	var out, errb bytes.Buffer
	data := filepath.Join("..", "..", "carddata", "testdata", "scryfall-cards.json")
	if err := runVerify(context.Background(), []string{"--cards", "--json", "--card-data", data}, &out, &errb); err != nil {
		t.Fatalf("verify --cards --json --card-data: %v\n%s", err, errb.String())
	}
	var rep struct {
		Pairs          int                             `json:"pairs"`
		PairsIdentical int                             `json:"pairs_identical"`
		Languages      []read.CardLanguages            `json:"languages"`
		LangPairs      map[string]read.LangPairFigures `json:"lang_pairs"`
		Results        []struct{ CardID string }       `json:"results"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	langs, err := read.Languages()
	if err != nil {
		t.Fatal(err)
	}
	counted := map[string]int{}
	withEnglish := 0
	for _, cl := range rep.Languages {
		for _, r := range cl.Readings {
			if r.Lang == "en" {
				withEnglish++
				if r.Source != "carddata" || cl.Record == "" || r.CardID != cl.Record+".en" {
					t.Errorf("English reading %+v of record %q", r, cl.Record)
				}
				if !slices.Contains(langs, "en") && r.Status != read.AgreeNoReader {
					t.Errorf("%s read without an English lexicon: %+v", r.CardID, r)
				}
			}
		}
		for _, p := range cl.Pairs {
			counted[p.From+"-"+p.To]++
			if p.Agree != (p.Verdict == read.AgreeSame) {
				t.Errorf("%s / %s: agree %v, verdict %s", p.FromCard, p.ToCard, p.Agree, p.Verdict)
			}
		}
	}
	// The fixture holds three records, two of them Duskmourn cards the
	// notes print in French and Italian.
	if withEnglish != 2 {
		t.Errorf("%d cards read in English, want 2", withEnglish)
	}
	if f := rep.LangPairs["fr-it"]; f.Pairs != rep.Pairs || f.Same != rep.PairsIdentical {
		t.Errorf("fr-it figures %+v; pairs %d, identical %d", f, rep.Pairs, rep.PairsIdentical)
	}
	for k, f := range rep.LangPairs {
		if counted[k] != f.Pairs || f.Same+f.Different+f.Unread+f.NoReader != f.Pairs {
			t.Errorf("%s: figures %+v, %d pairs listed", k, f, counted[k])
		}
	}
}

func TestVerifyOps(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runVerify(context.Background(), []string{"--ops"}, &out, &errb); err != nil {
		t.Fatalf("verify --ops: %v\n%s", err, errb.String())
	}
	s := out.String()
	for _, want := range []string{
		"ops (instructions",
		"  damage (one-shot)  n: expr [to: ref] [source: ref] [optional: bool]\n      source deals n damage",
		"  pump (continuous, layer 7c)  [p: expr] [t: expr] [affects: ref]",
		"queries (expectations",
		"  counters  counters: object kind: string is: value\n",
		"verbs (actions:)",
		"  unlock  unlock: object door: int [by: player] [trigger_targets: map]",
		"functions (of expressions",
		"  counters  ref: ref kind: string\n",
		"triggers (of triggered abilities",
		"  dies\n      this creature dies\n",
		"use of the ops (",
		"  destroy                      reader, engine, scenario; cards ",
		"ops the reader emits that no scenario plays from a printed card: ",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("verify --ops lacks %q", want)
		}
	}
	if strings.Contains(s, "PASS") {
		t.Errorf("verify --ops ran the scenarios")
	}

	out.Reset()
	if err := runVerify(context.Background(), []string{"--ops", "--json"}, &out, &errb); err != nil {
		t.Fatalf("verify --ops --json: %v\n%s", err, errb.String())
	}
	type doc struct {
		Name  string `json:"name"`
		Class string `json:"class"`
		Args  []struct {
			Name     string `json:"name"`
			Kind     string `json:"kind"`
			Required bool   `json:"required"`
		} `json:"args"`
		Doc string `json:"doc"`
	}
	type opUse struct {
		Name      string `json:"name"`
		Reader    bool   `json:"reader"`
		Cards     int    `json:"cards"`
		Engine    bool   `json:"engine"`
		Scenarios int    `json:"scenarios"`
	}
	var lang struct {
		Ops       []doc `json:"ops"`
		Queries   []doc `json:"queries"`
		Verbs     []doc `json:"verbs"`
		Functions []doc `json:"functions"`
		Triggers  []doc `json:"triggers"`
		Usage     struct {
			Cards int     `json:"cards"`
			Ops   []opUse `json:"ops"`
		} `json:"usage"`
	}
	if err := json.Unmarshal(out.Bytes(), &lang); err != nil {
		t.Fatal(err)
	}
	if len(lang.Ops) < 80 || len(lang.Queries) < 40 || len(lang.Verbs) < 13 || len(lang.Functions) < 25 || len(lang.Triggers) < 35 {
		t.Fatalf("%d ops, %d queries, %d verbs, %d functions, %d triggers", len(lang.Ops), len(lang.Queries), len(lang.Verbs),
			len(lang.Functions), len(lang.Triggers))
	}
	for _, list := range [][]doc{lang.Ops, lang.Queries, lang.Verbs, lang.Functions, lang.Triggers} {
		for _, d := range list {
			if d.Name == "" || d.Doc == "" || d.Args == nil {
				t.Errorf("incomplete entry %+v", d)
			}
		}
	}
	// The embedded notes' cards are read: destroy is emitted by the
	// reader, compiled from some of them, run by the engine, and played
	// by scenarios from a printed card.
	if lang.Usage.Cards == 0 {
		t.Error("verify --ops --json: no card read for the use of the ops")
	}
	j := slices.IndexFunc(lang.Usage.Ops, func(o opUse) bool { return o.Name == "destroy" })
	if j < 0 || !lang.Usage.Ops[j].Reader || lang.Usage.Ops[j].Cards == 0 || !lang.Usage.Ops[j].Engine || lang.Usage.Ops[j].Scenarios == 0 {
		t.Errorf("use of destroy: %+v", lang.Usage.Ops)
	}
	i := slices.IndexFunc(lang.Verbs, func(d doc) bool { return d.Name == "cast" })
	if i < 0 {
		t.Fatal("no verb cast")
	}
	if a := lang.Verbs[i].Args[0]; a.Name != "cast" || a.Kind != "object" || !a.Required {
		t.Errorf("cast's first argument: %+v", a)
	}
}
