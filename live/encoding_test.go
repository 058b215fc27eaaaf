package live

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
)

// TestDirsLatin1: a document in Latin-1 (here Windows-1252) is decoded as such (Windows-1252,
// its superset) and its status says so; it was served with U+FFFD in its
// names and ids, status ok (issue 23, point 6).
func TestDirsLatin1(t *testing.T) {
	dir := t.TempDir()
	latin1, err := encoding.ReplaceUnsupported(charmap.Windows1252.NewEncoder()).Bytes(orv(t, "orv-release-notes.fr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "orv.fr.txt")
	write(t, path, latin1)
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Scan(); err != nil {
		t.Fatal(err)
	}
	kb, _, err := d.Parse()
	if err != nil {
		t.Fatal(err)
	}
	if len(kb.Documents) != 1 || kb.Documents[0].ID != "orv-fr" {
		t.Fatalf("documents %+v", kb.Documents)
	}
	for _, c := range kb.Cards {
		if strings.ContainsRune(c.Name, '\uFFFD') || strings.ContainsRune(c.ID, '\uFFFD') || strings.Contains(c.ID, "-p-") {
			t.Errorf("card %q (%s) not decoded", c.Name, c.ID)
		}
	}
	for _, st := range d.Statuses(nil) {
		if st.Path == path && (st.Status != StatusWarnings || !strings.Contains(st.Warning, "Windows-1252")) {
			t.Errorf("status %+v, want warnings saying it was decoded from Windows-1252", st)
		}
	}
}
