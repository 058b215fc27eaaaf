package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func TestIngestCommand(t *testing.T) {
	ctx := context.Background()

	var out, errOut bytes.Buffer
	if code := run(ctx, []string{"ingest", "--json"}, &out, &errOut); code != 0 {
		t.Fatalf("ingest --json: exit %d, stderr %s", code, errOut.String())
	}
	var kb corpus.KB
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&kb); err != nil {
		t.Fatalf("ingest --json does not print one knowledge base: %v", err)
	}
	if dec.More() {
		t.Error("ingest --json prints more than one JSON value")
	}
	// As the README says: with --json alone, no report; with --json
	// --report, the report on stderr, stdout still one JSON object.
	if strings.Contains(errOut.String(), "unaccounted") {
		t.Errorf("ingest --json prints a report: %.200s", errOut.String())
	}
	var both, bothErr bytes.Buffer
	if code := run(ctx, []string{"ingest", "--json", "--report"}, &both, &bothErr); code != 0 {
		t.Fatalf("ingest --json --report: exit %d", code)
	}
	if !strings.Contains(bothErr.String(), "total: 0 unaccounted lines") || !json.Valid(both.Bytes()) {
		t.Errorf("ingest --json --report: the report is not on stderr, or stdout is not one JSON object")
	}
	if len(kb.Documents) != 5 || len(kb.Cards) == 0 || len(kb.Sections) == 0 {
		t.Errorf("knowledge base has %d documents, %d cards, %d sections", len(kb.Documents), len(kb.Cards), len(kb.Sections))
	}

	out.Reset()
	errOut.Reset()
	if code := run(ctx, []string{"ingest", "--report"}, &out, &errOut); code != 0 {
		t.Fatalf("ingest --report: exit %d, stderr %s", code, errOut.String())
	}
	for _, want := range []string{"dsk-fr (dsk-release-notes.fr.txt)", "dsk-it (dsk-release-notes.it.txt)", "total: 0 unaccounted lines"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}

	out.Reset()
	errOut.Reset()
	if code := run(ctx, []string{"ingest", "--nope"}, &out, &errOut); code != 2 {
		t.Errorf("ingest --nope: exit %d, want 2", code)
	}
	if code := run(ctx, []string{"ingest", "no/such/file.txt"}, &out, &errOut); code != 1 {
		t.Errorf("ingest no/such/file.txt: exit %d, want 1", code)
	}
}

// TestIngestPaths runs ingest on documents given as paths: a directory of
// copies of two embedded documents and a bad file among them. The good
// ones are reported, the bad one is named, and the exit status says so.
func TestIngestPaths(t *testing.T) {
	ctx := context.Background()
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, s := range srcs {
		if s.Name == "jou-mechanics.fr.txt" || s.Name == "emn-mechanics.fr.txt" {
			if err := os.WriteFile(filepath.Join(dir, s.Name), s.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	var out, errOut bytes.Buffer
	if code := run(ctx, []string{"ingest", dir, "--json"}, &out, &errOut); code != 0 {
		t.Fatalf("ingest DIR --json: exit %d, stderr %s", code, errOut.String())
	}
	var kb corpus.KB
	if err := json.Unmarshal(out.Bytes(), &kb); err != nil {
		t.Fatal(err)
	}
	if len(kb.Documents) != 2 || kb.Documents[0].ID != "emn-fr" || kb.Documents[1].ID != "jou-fr" {
		t.Errorf("documents %+v", kb.Documents)
	}

	empty := filepath.Join(dir, "empty.txt")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errOut.Reset()
	if code := run(ctx, []string{"ingest", "--report", "--", dir}, &out, &errOut); code != 1 {
		t.Errorf("ingest with an empty file: exit %d, want 1", code)
	}
	if !strings.Contains(out.String(), "jou-fr ("+filepath.Join(dir, "jou-mechanics.fr.txt")+")") {
		t.Errorf("report lacks the good documents:\n%s", out.String())
	}
	if !strings.Contains(errOut.String(), empty+":1: document is empty") {
		t.Errorf("stderr does not name the empty file: %s", errOut.String())
	}
}

// TestIngestExitStatus checks what the exit status means (issue 25): a
// document parsed with unaccounted lines or warnings is served, so ingest
// exits 0 and the report lists them; --strict makes them a failure; a
// document that cannot be read is named before any report.
func TestIngestExitStatus(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.txt")
	doc := "---\nlang: fr\nset: tst\nkind: release-notes\n---\nNOTES SUR LES CARTES\n\nGardienne\n{1}{W}\nCréature : humain\n2/3\nVigilance\n\n• Une règle.\n\n-----\n\nUne ligne que rien ne réclame\n"
	if err := os.WriteFile(notes, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	if code := run(ctx, []string{"ingest", notes}, &out, &errOut); code != 0 {
		t.Errorf("ingest with an unaccounted line: exit %d, want 0; stderr %s", code, errOut.String())
	}
	for _, want := range []string{"unaccounted 1", notes + ":18 unaccounted", `title "notes.txt"`, "language fr, kind release-notes, set tst"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	errOut.Reset()
	if code := run(ctx, []string{"ingest", "--strict", notes}, &out, &errOut); code != 1 {
		t.Errorf("ingest --strict with an unaccounted line: exit %d, want 1", code)
	}

	// A binary file alone: its error, and no report of nothing.
	bin := filepath.Join(dir, "blob.bin")
	if err := os.WriteFile(bin, []byte{0, 1, 2, 0xff}, 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errOut.Reset()
	if code := run(ctx, []string{"ingest", "--report", bin}, &out, &errOut); code != 1 {
		t.Errorf("ingest on a binary file: exit %d, want 1", code)
	}
	if strings.Contains(out.String(), "total:") || !strings.Contains(errOut.String(), bin+": binary file") {
		t.Errorf("binary file: stdout %q, stderr %q", out.String(), errOut.String())
	}
	// With --json the report is on stderr: the error comes first.
	out.Reset()
	errOut.Reset()
	run(ctx, []string{"ingest", "--json", "--report", notes, bin}, &out, &errOut)
	if e, r := strings.Index(errOut.String(), "binary file"), strings.Index(errOut.String(), "total:"); e < 0 || r < 0 || e > r {
		t.Errorf("the error is not before the report:\n%s", errOut.String())
	}
}

// TestThalmireCompare aligns the French and Italian notes of issue 25's
// fictitious set: with the stats read wherever printed and the battle one
// card, no P/T, loyalty or one-sided card differences are flagged (before:
// fifteen of them, from the Italian stats printed after the text).
func TestThalmireCompare(t *testing.T) {
	dir := filepath.Join("..", "..", "ingest", "testdata", "thalmire")
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"align", "--diffs",
		filepath.Join(dir, "thalmire-notes-fr.txt"), filepath.Join(dir, "thalmire-note-it.txt")}, &out, &errOut)
	if code != 0 {
		t.Fatalf("align: exit %d, stderr %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "10 card pairs") {
		t.Errorf("align does not pair the 10 cards:\n%s", out.String())
	}
	for _, bad := range []string{"[pt]", "[loyalty]", "[defense]", "card-one-side"} {
		if strings.Contains(out.String(), bad) {
			t.Errorf("align flags %s differences:\n%s", bad, out.String())
		}
	}
}
