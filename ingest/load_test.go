package ingest

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/arbitre/arbitre/corpus"
)

// failingFS is a file system whose file "broken.txt" cannot be opened.
type failingFS struct{ fstest.MapFS }

func (f failingFS) Open(name string) (fs.File, error) {
	if strings.HasSuffix(name, "broken.txt") {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	return f.MapFS.Open(name)
}

func TestLoad(t *testing.T) {
	text := []byte("Notes\n\nDu texte.\n")
	fsys := failingFS{fstest.MapFS{
		"notes/a.txt":         {Data: text},
		"notes/sub/b.html":    {Data: []byte("<p>Du texte.</p>")},
		"notes/sub/c.HTM":     {Data: text},
		"notes/sub/skip.json": {Data: []byte(`{}`)},
		"notes/.git/d.txt":    {Data: text},
		"notes/empty.txt":     {Data: []byte(" \n\n")},
		"notes/bom-only.txt":  {Data: []byte("\xef\xbb\xbf\n")},
		"notes/image.txt":     {Data: []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")},
		"notes/latin1.txt":    {Data: bytes.Repeat([]byte("\xe9t\xe9 "), 100)},
		"notes/damaged.txt":   {Data: []byte("Un \xe9t\xe9 de texte en UTF-8 presque partout, avec un octet abîmé.\n")},
		"notes/broken.txt":    {Data: text},
		"huge/big.txt":        {Data: bytes.Repeat([]byte("Vol\n"), 50<<20/4)},
		"empty-dir/readme.md": {Data: text},
		"single/notes.data":   {Data: text},
	}}
	tests := []struct {
		name    string
		paths   []string
		want    []string // source names, in order
		wantErr []string // substrings of the error, each naming a file
	}{
		{name: "directory walked", paths: []string{"notes"},
			want: []string{"notes/a.txt", "notes/damaged.txt", "notes/latin1.txt", "notes/sub/b.html", "notes/sub/c.HTM"},
			wantErr: []string{
				"notes/empty.txt:1: document is empty",
				"notes/bom-only.txt:1: document is empty",
				"notes/image.txt: binary file",
				"notes/broken.txt: permission denied",
			}},
		{name: "a file of any extension", paths: []string{"single/notes.data"}, want: []string{"single/notes.data"}},
		{name: "50 MB", paths: []string{"huge/big.txt", "notes/a.txt"}, want: []string{"notes/a.txt"},
			wantErr: []string{"huge/big.txt: document is 50 MiB, more than the 32 MiB limit"}},
		{name: "missing", paths: []string{"nowhere.txt", "notes/a.txt"}, want: []string{"notes/a.txt"},
			wantErr: []string{"nowhere.txt: file does not exist"}},
		{name: "no documents in a directory", paths: []string{"empty-dir"},
			wantErr: []string{"empty-dir: no .txt, .html or .htm documents"}},
		{name: "no paths", wantErr: []string{"no document paths given"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srcs, err := Load(fsys, tt.paths...)
			var got []string
			for _, s := range srcs {
				got = append(got, s.Name)
				if s.Name == "notes/latin1.txt" && !strings.HasPrefix(string(s.Data), "été été ") {
					t.Errorf("%s not decoded from Latin-1: %q", s.Name, s.Data[:12])
				}
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("sources %v, want %v", got, tt.want)
			}
			for _, w := range tt.wantErr {
				if err == nil || !strings.Contains(err.Error(), w) {
					t.Errorf("error %v lacks %q", err, w)
				}
			}
			if len(tt.wantErr) == 0 && err != nil {
				t.Errorf("unexpected error %v", err)
			}
		})
	}
}

// TestParseFiles parses copies of the embedded documents from a directory
// of the operating system, beside bad files: the good documents give
// exactly the embedded knowledge base and the bad ones are named.
func TestParseFiles(t *testing.T) {
	want, _, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, s := range srcs {
		if err := os.WriteFile(filepath.Join(dir, s.Name), s.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bad := filepath.Join(dir, "bad")
	if err := os.Mkdir(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"empty.txt":  nil,
		"binary.txt": {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0},
	} {
		if err := os.WriteFile(filepath.Join(bad, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(dir, "gone.txt"), filepath.Join(bad, "dangling.txt")); err != nil {
		t.Fatal(err)
	}
	kb, rep, err := ParseFiles(dir)
	for _, w := range []string{
		filepath.Join(bad, "empty.txt") + ":1: document is empty",
		filepath.Join(bad, "binary.txt") + ": binary file",
		filepath.Join(bad, "dangling.txt") + ":",
	} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("error %v lacks %q", err, w)
		}
	}
	if rep.Unaccounted() != 0 {
		t.Errorf("%d unaccounted lines", rep.Unaccounted())
	}
	// The documents keep the path they were read from; everything else
	// is the embedded knowledge base.
	for i, d := range kb.Documents {
		if d.File != filepath.Join(dir, want.Documents[i].File) {
			t.Errorf("document %s: file %q", d.ID, d.File)
		}
		kb.Documents[i].File = want.Documents[i].File
	}
	if a, b := mustJSON(t, kb), mustJSON(t, want); a != b {
		t.Error("the documents read from files give another knowledge base than the embedded ones")
	}

	// One file, named directly, alone.
	one := filepath.Join(dir, "jou-mechanics.fr.txt")
	kb, _, err = ParseFiles(one)
	if err != nil || len(kb.Documents) != 1 || kb.Documents[0].ID != "jou-fr" || kb.Documents[0].File != one {
		t.Errorf("ParseFiles(%s) = %d documents, %v", one, len(kb.Documents), err)
	}
}

// TestParseRevisions: documents that claim one id are revisions; the
// latest (by last-modified date, else file name) keeps the id, the earlier
// ones get ids of their own and name the one that replaces them.
func TestParseRevisions(t *testing.T) {
	jou := embeddedSource(t, "jou-mechanics.fr.txt")
	orv, err := os.ReadFile(filepath.Join("testdata", "orv", "orv-release-notes.it.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// An earlier revision of the Italian notes, dated before the current
	// one, but later in file-name order: the date decides.
	older := strings.Replace(string(orv), "Ultimo aggiornamento: 14 marzo 2031", "Ultimo aggiornamento: 2 marzo 2031", 1)
	tests := []struct {
		name    string
		srcs    []corpus.Source
		current string // file that keeps the shared id
		ids     map[string]string
	}{
		{"no dates: file name", []corpus.Source{
			{Name: "b/jou-mechanics.fr.txt", Data: jou.Data},
			{Name: "a/jou-mechanics.fr.txt", Data: jou.Data},
		}, "b/jou-mechanics.fr.txt", map[string]string{"a/jou-mechanics.fr.txt": "jou-fr-rev2", "b/jou-mechanics.fr.txt": "jou-fr"}},
		{"dates", []corpus.Source{
			{Name: "a/orv.it.txt", Data: orv},
			{Name: "z/orv.it.txt", Data: []byte(older)},
		}, "a/orv.it.txt", map[string]string{"a/orv.it.txt": "orv-it", "z/orv.it.txt": "orv-it-2031-03-02"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kb, _, err := Parse(tt.srcs)
			if err != nil {
				t.Fatal(err)
			}
			if len(kb.Documents) != len(tt.srcs) {
				t.Fatalf("%d documents, want %d", len(kb.Documents), len(tt.srcs))
			}
			for _, d := range kb.Documents {
				if want := tt.ids[d.File]; d.ID != want {
					t.Errorf("%s: id %s, want %s", d.File, d.ID, want)
				}
				wantBy := ""
				if d.File != tt.current {
					wantBy = tt.ids[tt.current]
				}
				if d.ReplacedBy != wantBy {
					t.Errorf("%s: replaced_by %q, want %q", d.File, d.ReplacedBy, wantBy)
				}
				// Every element of an earlier revision carries its own id.
				for _, c := range kb.Contents(d.ID).Cards {
					if !strings.HasPrefix(c.ID, d.ID+"-") {
						t.Errorf("card %s of %s", c.ID, d.ID)
					}
				}
			}
		})
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestSize checks that sizes in messages read as sizes (issue 25): "32
// MiB", not "33554432-byte".
func TestSize(t *testing.T) {
	for n, want := range map[int64]string{
		0: "0 bytes", 1: "1 byte", 812: "812 bytes", 1024: "1 KiB", 1536: "1.5 KiB",
		300 << 10: "300 KiB", MaxDocumentSize: "32 MiB", 50 << 20: "50 MiB", 3 << 30: "3 GiB",
	} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestLegacyEncoding: text whose bytes above 0x7F form no UTF-8 sequence
// is read as Windows-1252; UTF-8, even with a damaged byte, is not (issue
// 23, point 6: a Latin-1 document was served with U+FFFD in its names).
func TestLegacyEncoding(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"ascii", "Notes\n", ""},
		{"utf-8", "Été, déjà.\n", ""},
		{"latin-1", "\xc9t\xe9, d\xe9j\xe0.\n", "Windows-1252"},
		{"windows-1252 quotes", "l\x92\xe9t\xe9 \x93ici\x94\n", "Windows-1252"},
		{"utf-8 with a damaged byte", "Été, déjà, \xe9t\xe9 et là.\n", ""},
	}
	for _, tt := range tests {
		if got := LegacyEncoding([]byte(tt.data)); got != tt.want {
			t.Errorf("%s: LegacyEncoding = %q, want %q", tt.name, got, tt.want)
		}
	}
	src, err := NewSource("x.txt", []byte("l\x92\xe9t\xe9\n"))
	if err != nil || string(src.Data) != "l’été\n" {
		t.Errorf("NewSource of Windows-1252: %q, %v", src.Data, err)
	}
}
