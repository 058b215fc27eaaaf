package ingest

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func TestSplitLinesBadInput(t *testing.T) {
	tests := []struct {
		name    string
		data    string
		wantErr string
		lines   int
		warns   int
	}{
		{"empty", "", "document is empty", 0, 0},
		{"blank only", "\n \n", "document is empty", 0, 0},
		{"bom crlf", "\xef\xbb\xbfa\r\nb\r\n", "", 2, 0},
		{"lone cr", "a\rb", "", 2, 0},
		{"invalid utf8", "ok\nbad \xff\xfe\n", "", 2, 1},
		{"nul", "a\x00b", "", 1, 1},
		{"nbsp", "a\u00a0:\u202fb", "", 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, diags, err := splitLines("x.fr.txt", []byte(tt.data))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "x.fr.txt") {
					t.Fatalf("err = %v, want one naming the file and saying %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(lines) != tt.lines || len(diags) != tt.warns {
				t.Fatalf("got %d lines %q, %d diagnostics %v; want %d, %d", len(lines), lines, len(diags), diags, tt.lines, tt.warns)
			}
			for _, l := range lines {
				if strings.ContainsAny(l, "\r\u00a0\u202f\ufeff") {
					t.Errorf("line %q keeps a CR, no-break space or BOM", l)
				}
			}
		})
	}
}

func TestSplitLinesTooLarge(t *testing.T) {
	_, _, err := splitLines("big.fr.txt", make([]byte, MaxDocumentSize+1))
	if err == nil || !strings.Contains(err.Error(), "big.fr.txt") {
		t.Fatalf("err = %v, want a size error naming the file", err)
	}
}

func TestParseRejectsUnknownName(t *testing.T) {
	_, _, err := Parse([]corpus.Source{{Name: "notes.txt", Data: []byte("x")}})
	if err == nil {
		t.Fatal("Parse accepted a document whose name says no kind")
	}
}

func TestClaimKeepsFirstOwnerAndReportsClashes(t *testing.T) {
	d, err := newDoc(corpus.Source{Name: "x-mechanics.fr.txt", Data: []byte("a\nb\nc\nd")}, &corpus.KB{})
	if err != nil {
		t.Fatal(err)
	}
	d.assign(1, 2, "e1")
	d.assign(2, 2, "e1")                     // the same owner again: no clash
	d.assign(2, 3, "e2")                     // line 2 is e1's: a clash
	d.categorize(0, 1, corpus.CategoryBlank) // line 0 does not exist; line 1 is e1's: a clash
	d.categorize(4, 9, corpus.CategorySeparator)
	want := []corpus.LineOwner{{ID: "e1"}, {ID: "e1"}, {ID: "e2"}, {Category: corpus.CategorySeparator}}
	for i, o := range d.owner {
		if o != want[i] {
			t.Errorf("line %d owned by %+v, want %+v", i+1, o, want[i])
		}
	}
	var lines []int
	for _, dg := range d.diags {
		lines = append(lines, dg.Line)
	}
	if len(lines) != 2 || lines[0] != 2 || lines[1] != 1 {
		t.Errorf("clash warnings on lines %v, want [2 1]: %v", lines, d.diags)
	}
}
