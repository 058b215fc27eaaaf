package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestAlignCommandJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runAlign(context.Background(), []string{"--json"}, &out, &errb); err != nil {
		t.Fatalf("align --json: %v (%s)", err, errb.String())
	}
	var got struct {
		Pairs []struct {
			Kind       string  `json:"kind"`
			Set        string  `json:"set"`
			FrID       string  `json:"fr_id"`
			ItID       string  `json:"it_id"`
			FrName     string  `json:"fr_name"`
			ItName     string  `json:"it_name"`
			Confidence float64 `json:"confidence"`
		} `json:"pairs"`
		UnmatchedFr []json.RawMessage `json:"unmatched_fr"`
		UnmatchedIt []json.RawMessage `json:"unmatched_it"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("output is not the documented JSON: %v", err)
	}
	if len(got.Pairs) < 200 || got.UnmatchedFr == nil || got.UnmatchedIt == nil {
		t.Fatalf("%d pairs, unmatched %v / %v", len(got.Pairs), got.UnmatchedFr, got.UnmatchedIt)
	}
	found, mention := false, false
	for _, p := range got.Pairs {
		if p.Kind == "mention" {
			if p.Set != "dsk" || p.FrName == "" || p.ItName == "" || p.FrID != "" {
				t.Errorf("mention %+v", p)
			}
			mention = mention || p.FrName == "Panharmonicus" && p.ItName == "Panarmonico"
			continue
		}
		if p.Kind != "card" || p.Set != "dsk" || p.FrID == "" || p.ItID == "" || p.FrName == "" || p.ItName == "" || p.Confidence <= 0 || p.Confidence > 1 {
			t.Errorf("incomplete pair %+v", p)
		}
		if p.FrName == "Piscine sans fond // Vestiaire" && p.ItName == "Piscina Abissale // Spogliatoio" {
			found = true
		}
	}
	if !found {
		t.Error("the room Piscine sans fond // Vestiaire is not paired with Piscina Abissale // Spogliatoio")
	}
	if !mention {
		t.Error(`no "kind": "mention" pair Panharmonicus ↔ Panarmonico`)
	}
}

// TestAlignCommandPaths aligns documents given by path: a set the aligner
// has never seen.
func TestAlignCommandPaths(t *testing.T) {
	var out, errb bytes.Buffer
	dir := filepath.Join("..", "..", "ingest", "testdata", "orv")
	if err := runAlign(context.Background(), []string{"--json", dir}, &out, &errb); err != nil {
		t.Fatalf("align --json %s: %v (%s)", dir, err, errb.String())
	}
	var got struct {
		Alignments []struct {
			Set, From, To string
		} `json:"alignments"`
		Pairs []struct {
			Kind, Set string
		} `json:"pairs"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Alignments) != 1 || got.Alignments[0].Set != "orv" || got.Alignments[0].From != "orv-fr" || got.Alignments[0].To != "orv-it" {
		t.Errorf("alignments %+v", got.Alignments)
	}
	if len(got.Pairs) < 41 || got.Pairs[0].Kind != "card" || got.Pairs[0].Set != "orv" {
		t.Errorf("%d pairs, first %+v", len(got.Pairs), got.Pairs[0])
	}
}

func TestAlignCommandText(t *testing.T) {
	var out, errb bytes.Buffer
	if err := runAlign(context.Background(), []string{"--diffs"}, &out, &errb); err != nil {
		t.Fatalf("align: %v", err)
	}
	s := out.String()
	for _, want := range []string{"dsk-fr ↔ dsk-it", "Altanak, il Trievocato", "unmatched in dsk-fr", "flagged differences", "ruling-one-side"} {
		if !strings.Contains(s, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

func TestAlignCommandBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--from", "xx-fr"}, `document "xx-fr" not in the knowledge base`},
		{[]string{"--to", "dsk-fr"}, "itself"},
		{[]string{"no-such-file"}, "no-such-file: no such file or directory"},
		{[]string{filepath.Join("..", "..", "ingest", "testdata", "orv", "kdr-release-notes.fr.txt")}, "no set has release notes in two languages"},
		{[]string{"--nope"}, "flag provided but not defined"},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		err := runAlign(context.Background(), tt.args, &out, &errb)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("align %v: err = %v, want %q", tt.args, err, tt.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := runAlign(ctx, nil, new(bytes.Buffer), new(bytes.Buffer)); err == nil {
		t.Error("align with a cancelled context succeeded")
	}
}
