package main

import (
	"bytes"
	"context"
	"encoding/json"
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
	if code := run(ctx, []string{"ingest", "extra"}, &out, &errOut); code != 2 {
		t.Errorf("ingest extra: exit %d, want 2", code)
	}
}
