package live

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// unclaimed is a release note with one line no parser claims (a bullet
// before any section title, line 7).
const unclaimed = `Notes de publication Test

Document modifié pour la dernière fois le 5 août 2024

NOTES GÉNÉRALES

- Une règle perdue.

Légalité des cartes

Les cartes portant le code d'extension TST sont autorisées.

NOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE

Bête

{G}

- Une règle.
`

// statusOf is the status of the file path among d's.
func statusOf(t *testing.T, d *Dirs, path string) Status {
	t.Helper()
	for _, st := range d.Statuses(nil) {
		if st.Path == path {
			return st
		}
	}
	t.Fatalf("no status of %s", path)
	return Status{}
}

// TestDirsStatusDetails: a document served with lines no parser claimed
// says "warnings" and how many; a file that never parsed says what was
// read and when; an unterminated front matter is reported as such (issue
// 23, point 10: "ok" for 12 unaccounted lines, loaded_at 0001-01-01 and
// no checksum in failed[], a missing "lang:").
func TestDirsStatusDetails(t *testing.T) {
	dir := t.TempDir()
	warn := filepath.Join(dir, "tst-release-notes.fr.txt")
	write(t, warn, []byte(unclaimed))
	bad := filepath.Join(dir, "bad.txt")
	write(t, bad, []byte("Dies ist kein Dokument.\n"))
	front := filepath.Join(dir, "front.txt")
	write(t, front, append([]byte("---\nlang: it\nset: orv\nkind: release-notes\n"), orv(t, "orv-release-notes.it.txt")...))
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2031, 3, 14, 9, 0, 0, 0, time.UTC)
	d.now = func() time.Time { return at }
	d.settle = 0
	d.Scan()
	if st := statusOf(t, d, warn); st.Status != StatusWarnings || st.Warnings != 1 || !strings.Contains(st.Warning, warn+":7:") {
		t.Errorf("document with an unclaimed line: %+v, want warnings, 1, at line 7", st)
	}
	if st := statusOf(t, d, bad); st.Status != StatusFailed || !st.LoadedAt.Equal(at) || st.Checksum != checksum([]byte("Dies ist kein Dokument.\n")) {
		t.Errorf("failed file: %+v, want when it was read and its checksum", st)
	}
	if st := statusOf(t, d, front); st.Status != StatusFailed || !strings.Contains(st.Error, front+":5: front matter") || !strings.Contains(st.Error, "not closed") || strings.Contains(st.Error, "lang:") {
		t.Errorf("unterminated front matter: %+v", st)
	}
}

// TestDirsHalfWritten: a version that looks half-written (its last line
// cut, or most of its cards lost) waits while its file is being written,
// the last good version served meanwhile; the complete version is then
// taken, and a short version left unmodified for the settling time is
// taken all the same (issue 23, point 3: a chunked write served 0 to 30
// cards, an in-place rewrite with a pause lost a card's rulings).
func TestDirsHalfWritten(t *testing.T) {
	dir := t.TempDir()
	it := filepath.Join(dir, "orv.it.txt")
	full := orv(t, "orv-release-notes.it.txt")
	write(t, it, full)
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	d.fresh = 0 // see TestDirsBeingWritten
	if _, err := d.Scan(); err != nil {
		t.Fatal(err)
	}
	served := func(what string, want []byte) {
		t.Helper()
		srcs := d.Sources()
		if len(srcs) != 1 || !bytes.Equal(srcs[0].Data, want) {
			t.Errorf("%s: the version served is not the one expected", what)
		}
	}
	// Rewritten in place, cut in the middle of a line of the last third.
	cut := full[:len(full)*3/4]
	cut = cut[:bytes.LastIndexByte(cut, '\n')+5]
	write(t, it, cut)
	d.Scan()
	served("cut in a line", full)
	if st := statusOf(t, d, it); st.Status != StatusPending || !strings.Contains(st.Error, "last line is cut") {
		t.Errorf("cut in a line: %+v", st)
	}
	if d.Retry().IsZero() {
		t.Error("cut in a line: no retry time")
	}
	// Cut at a line end, most of the cards gone.
	short := full[:bytes.Index(full, []byte("### Vedetta delle Paludi"))]
	write(t, it, short)
	d.Scan()
	served("most cards lost", full)
	if st := statusOf(t, d, it); st.Status != StatusPending || !strings.Contains(st.Error, "cards") {
		t.Errorf("most cards lost: %+v", st)
	}
	// Left so: taken once unmodified for the settling time.
	old := time.Now().Add(-2 * Settle)
	if err := os.Chtimes(it, old, old); err != nil {
		t.Fatal(err)
	}
	if changed, _ := d.Scan(); !changed {
		t.Error("settled: no change")
	}
	served("settled", short)
	// A new file cut in a line is not served until complete.
	fr := filepath.Join(dir, "orv.fr.txt")
	frFull := orv(t, "orv-release-notes.fr.txt")
	write(t, fr, frFull[:len(frFull)/2+3])
	d.Scan()
	if st := statusOf(t, d, fr); st.Status != StatusPending || st.ID != "" || len(d.Sources()) != 1 {
		t.Errorf("new file cut: %+v, %d sources", st, len(d.Sources()))
	}
	write(t, fr, frFull)
	d.Scan()
	if st := statusOf(t, d, fr); st.Status != StatusOK || len(d.Sources()) != 2 || !d.Retry().IsZero() {
		t.Errorf("new file complete: %+v, %d sources, retry %v", st, len(d.Sources()), d.Retry())
	}
}

// TestPipelineRetriesHalfWritten: a version left half-written is served
// once its file settles, by a reload the pipeline schedules itself (no
// file event comes to say so).
func TestPipelineRetriesHalfWritten(t *testing.T) {
	dir := t.TempDir()
	it := filepath.Join(dir, "orv.it.txt")
	full := orv(t, "orv-release-notes.it.txt")
	write(t, it, full)
	rec := &reloads{}
	p, last := startPipeline(t, dir, rec)
	p.dirs.settle = 2 * time.Second
	short := full[:bytes.Index(full, []byte("### Vedetta delle Paludi"))+10]
	write(t, it, short)
	reloadNow(p)
	if s := last(); len(s.KB.Documents) != 1 || s.Sources[len(s.Sources)-1].Status != StatusPending {
		t.Fatalf("half-written: %+v", s.Sources)
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
		if st := last().Sources[len(last().Sources)-1]; st.Status == StatusOK && st.Checksum == checksum(short) {
			return
		}
	}
	t.Errorf("the settled version was not served: %+v", last().Sources)
}

// TestDirsBeingWritten: after the first scan, a version whose file was
// modified a moment ago waits, even when it looks complete (a chunked
// copy that paused at a line end); it is taken once the file is left
// alone for Fresh. The first scan (a start) takes the files as they are.
func TestDirsBeingWritten(t *testing.T) {
	dir := t.TempDir()
	it := filepath.Join(dir, "orv.it.txt")
	full := orv(t, "orv-release-notes.it.txt")
	start := full[:bytes.Index(full, []byte("### Vedetta delle Paludi"))]
	write(t, it, start)
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Scan(); err != nil || len(d.Sources()) != 1 {
		t.Fatalf("first scan: %v, %d sources", err, len(d.Sources()))
	}
	write(t, it, full)
	changed, _ := d.Scan()
	if changed || !bytes.Equal(d.Sources()[0].Data, start) || d.Retry().IsZero() {
		t.Errorf("just written: changed %v, retry %v; want the version served kept, a retry", changed, d.Retry())
	}
	old := time.Now().Add(-2 * Fresh)
	if err := os.Chtimes(it, old, old); err != nil {
		t.Fatal(err)
	}
	if changed, _ := d.Scan(); !changed || !bytes.Equal(d.Sources()[0].Data, full) || !d.Retry().IsZero() {
		t.Errorf("left alone: changed %v; want the new version taken", changed)
	}
}
