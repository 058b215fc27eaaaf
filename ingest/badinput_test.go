package ingest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

func embeddedSource(t *testing.T, name string) corpus.Source {
	t.Helper()
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range srcs {
		if s.Name == name {
			return s
		}
	}
	t.Fatalf("no embedded %s", name)
	return corpus.Source{}
}

// cutAfter returns data up to and including the first line equal to line,
// plus the next n lines.
func cutAfter(t *testing.T, data []byte, line string, n int) []byte {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if l == line {
			end := min(i+1+n, len(lines))
			return []byte(strings.Join(lines[:end], "\n"))
		}
	}
	t.Fatalf("no line %q", line)
	return nil
}

func hasDiag(rep *Report, file string, line int, text string) bool {
	for _, d := range rep.Diagnostics {
		if d.File == file && (line == 0 || d.Line == line) && strings.Contains(d.Msg, text) &&
			strings.HasPrefix(d.String(), fmt.Sprintf("%s:%d: ", file, d.Line)) {
			return true
		}
	}
	return false
}

// TestReleaseNotesBadInput feeds damaged copies of the French notes to
// Parse: each must give a clear error, or warnings naming the document and
// the line, and never panic or drop a line silently.
func TestReleaseNotesBadInput(t *testing.T) {
	fr := embeddedSource(t, dskFR)
	tests := []struct {
		name    string
		data    []byte
		wantErr string // substring of the error, "" when Parse must succeed
		diag    string // a warning that must be reported
		line    int    // at this line (0: any)
		check   func(t *testing.T, kb *corpus.KB, rep *Report)
	}{
		{name: "empty", data: nil, wantErr: dskFR + ":1: document is empty"},
		{name: "blank lines only", data: []byte("\n\n  \n"), wantErr: dskFR + ":1: document is empty"},
		{name: "50 MB", data: bytes.Repeat([]byte("Vol\n"), 50<<20/4), wantErr: dskFR + ": document is 50 MiB"},
		{
			name: "cut after a name and its cost", data: cutAfter(t, fr.Data, "Aéronavire non identifié", 2),
			diag: "no type line", line: 262,
			check: func(t *testing.T, kb *corpus.KB, rep *Report) {
				c, ok := cardByID(kb, "dsk-fr-aeronavire-non-identifie")
				if !ok || c.ManaCost != "{1}{W}{W}" || len(c.Flags) == 0 {
					t.Errorf("cut card = %+v, want its name, cost and a flag", c)
				}
			},
		},
		{name: "cut inside a room", data: cutAfter(t, fr.Data, "Ascenseur central", 6), diag: "no second half", line: 346},
		{name: "cut after a part heading", data: cutAfter(t, fr.Data, "NOTES SUR DES CARTES SPÉCIFIQUES COMMANDER", 0),
			check: func(t *testing.T, kb *corpus.KB, rep *Report) {
				// 143 main-set cards, 8 special guests, and the examples of
				// the general notes: 6 printed only there, plus the two
				// schemes whose entries were cut off.
				if n := len(docCards(kb, "dsk-fr")); n != 159 {
					t.Errorf("%d cards before the Commander part, want 159", n)
				}
			}},
		{
			name: "invalid UTF-8 in a name", data: bytes.Replace(fr.Data, []byte("Anthropède\n"), []byte("Anthrop\xe8de\n"), 1),
			diag: "invalid UTF-8", line: 312,
			check: func(t *testing.T, kb *corpus.KB, rep *Report) {
				if _, ok := cardByID(kb, "dsk-fr-anthrop-de"); !ok {
					t.Errorf("the card with a damaged name is gone")
				}
			},
		},
		{
			name: "a stray line between entries", data: bytes.Replace(fr.Data, []byte("-\n\nArabelle, poupée abandonnée\n"), []byte("-\n\n???\n\nArabelle, poupée abandonnée\n"), 1),
			diag: "not accounted for", line: 327,
		},
		{
			name: "no part headings", data: []byte("\nTitre\n\nDu texte sans rien.\n\nEncore du texte.\n"),
			wantErr: dskFR + ":2: no part heading and no card entry",
		},
		{
			name: "only a part heading", data: []byte("Titre\n\nNOTES GÉNÉRALES\n"),
			diag: "no last-modified date",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kb, rep, err := Parse([]corpus.Source{{Name: dskFR, Data: tt.data}})
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.diag != "" && !hasDiag(rep, dskFR, tt.line, tt.diag) {
				t.Errorf("no warning %q at %s:%d; diagnostics: %v", tt.diag, dskFR, tt.line, rep.Diagnostics)
			}
			// Whatever is unaccounted is reported, with its line.
			for _, n := range rep.Docs[0].Unaccounted {
				if !hasDiag(rep, dskFR, n, "not accounted for") {
					t.Errorf("line %d unaccounted without a warning", n)
				}
			}
			if tt.check != nil {
				tt.check(t, kb, rep)
			}
		})
	}
}

// TestReleaseNotesEncodings checks that a byte-order mark, CRLF or CR line
// endings and no-break spaces change nothing in the knowledge base.
func TestReleaseNotesEncodings(t *testing.T) {
	for _, name := range []string{dskFR, dskIT} {
		src := embeddedSource(t, name)
		want := kbJSON(t, src)
		for variant, data := range map[string][]byte{
			"bom":  append([]byte("\xef\xbb\xbf"), src.Data...),
			"crlf": bytes.ReplaceAll(src.Data, []byte("\n"), []byte("\r\n")),
			"cr":   bytes.ReplaceAll(src.Data, []byte("\n"), []byte("\r")),
			"nbsp": bytes.ReplaceAll(src.Data, []byte(" :"), []byte("\u00a0:")),
		} {
			if got := kbJSON(t, corpus.Source{Name: name, Data: data}); got != want {
				t.Errorf("%s with %s: the knowledge base differs", name, variant)
			}
		}
	}
}

func kbJSON(t *testing.T, src corpus.Source) string {
	t.Helper()
	kb, rep, err := Parse([]corpus.Source{src})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unaccounted() != 0 {
		t.Errorf("%s: %d unaccounted lines", src.Name, rep.Unaccounted())
	}
	b, err := json.Marshal(struct {
		KB  *corpus.KB
		Acc []corpus.LineOwner
	}{kb, kb.Documents[0].Accounting})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
