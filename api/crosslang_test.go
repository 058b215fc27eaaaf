package api

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/live"
)

// unseenServer serves the embedded documents and the fictitious set of
// ingest/testdata/orv, which no code or page names, with every pair
// aligned, the real index, and the files' statuses.
func unseenServer(t *testing.T) (*Server, *corpus.KB) {
	t.Helper()
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	files, err := ingest.LoadFiles(filepath.Join("..", "ingest", "testdata", "orv"))
	if err != nil {
		t.Fatal(err)
	}
	kb, _, err := ingest.Parse(append(srcs, files...))
	if err != nil {
		t.Fatal(err)
	}
	all, err := align.AlignAll(kb)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := index.Build(context.Background(), kb, index.Options{Aliases: all.Aliases()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	at := time.Date(2031, 3, 14, 9, 0, 0, 0, time.UTC)
	sources := []live.Status{
		{ID: "orv-it", Path: "/srv/notes/orv-release-notes.it.txt", Checksum: strings.Repeat("a", 64), LoadedAt: at, Status: live.StatusStale,
			Error: "/srv/notes/orv-release-notes.it.txt:1: document is empty"},
		{Path: "/srv/notes/broken.txt", Status: live.StatusFailed, Error: "/srv/notes/broken.txt:1: document is empty"},
	}
	s, err := New(Config{KB: kb, Index: ix, Alignments: all, Sources: sources, Snapshot: "7-abc"})
	if err != nil {
		t.Fatal(err)
	}
	return s, kb
}

// TestEveryPairCrossLinked: a set the code never names is aligned, and its
// cards, sections and documents link to their counterparts and to the
// side-by-side views, as Duskmourn's do.
func TestEveryPairCrossLinked(t *testing.T) {
	s, kb := unseenServer(t)
	all := s.align
	if all.Len() != 2 {
		t.Fatalf("%d aligned pairs, want dsk and orv", all.Len())
	}
	var orvSec string
	for _, al := range all.Alignments {
		if al.Set == "orv" && len(al.Sections) > 0 {
			orvSec = al.Sections[0].To.ID
		}
	}
	if orvSec == "" {
		t.Fatal("no orv section pair")
	}
	other, _, _ := all.CounterpartSection(orvSec)
	tests := []struct {
		path  string
		wants []string
	}{
		{"/cards/orv-it-guardiana-del-faro", []string{`href="/cards/orv-fr-gardienne-du-phare"`, `href="/compare/orv-it-guardiana-del-faro"`}},
		{"/compare/orv-fr-gardienne-du-phare", []string{"Guardiana del Faro"}},
		{"/sections/" + orvSec, []string{`href="/sections/` + other.From.ID + `"`, `href="/compare/` + orvSec + `"`}},
		{"/compare/" + orvSec, []string{other.From.Title, other.To.Title}},
		{"/documents/orv-it", []string{`href="/documents/orv-fr"`, "/srv/notes/orv-release-notes.it.txt:1</code>: le document est vide"}},
		{"/documents/dsk-fr", []string{`href="/documents/dsk-it"`}},
		// The HTML rendering of the French notes is an earlier revision
		// (same date, earlier file name): reachable, and naming the one
		// that replaces it.
		{"/documents/orv-fr-2031-02-03", []string{`href="/documents/orv-fr"`}},
		{"/compare", []string{`href="/compare?set=orv"`, `href="/compare?set=dsk"`}},
		{"/compare?set=orv", []string{"orv"}},
		{"/documents", []string{"/srv/notes/broken.txt", "failed"}},
		{"/terms", []string{"Panharmonicus", "Panarmonico"}},
	}
	for _, tt := range tests {
		w := get(t, s, tt.path)
		if w.Code != 200 {
			t.Errorf("GET %s = %d", tt.path, w.Code)
			continue
		}
		if w.Header().Get(SnapshotHeader) != "7-abc" {
			t.Errorf("GET %s: snapshot header %q", tt.path, w.Header().Get(SnapshotHeader))
		}
		body := w.Body.String()
		for _, want := range tt.wants {
			if !strings.Contains(body, want) {
				t.Errorf("GET %s lacks %s", tt.path, want)
			}
		}
	}
	if kb.Document("orv-fr-2031-02-03") == nil {
		t.Error("the earlier revision of orv-fr has no id of its own")
	}
	// No difference list mixes sets: ?set= keeps one.
	var diffs struct {
		Total int
		Data  []struct {
			Set, Lang string
			LangTo    string `json:"lang_to"`
		} `json:"data"`
	}
	w := get(t, s, "/api/differences?set=orv")
	if err := json.Unmarshal(w.Body.Bytes(), &diffs); err != nil {
		t.Fatal(err)
	}
	for _, d := range diffs.Data {
		if d.Set != "orv" || d.Lang != "fr" || d.LangTo != "it" {
			t.Errorf("difference of set %q (%s/%s) in ?set=orv", d.Set, d.Lang, d.LangTo)
		}
	}
	var sc struct {
		Object string
		Rows   []struct{ Part string }
	}
	if err := json.Unmarshal(get(t, s, "/api/compare/"+orvSec).Body.Bytes(), &sc); err != nil || sc.Object != "section_comparison" || len(sc.Rows) < 2 {
		t.Errorf("/api/compare/%s = %+v, %v", orvSec, sc, err)
	}
}

// TestDocumentsStatus: /api/documents gives each document's source,
// checksum, loaded-at time and status, the files that never parsed, and
// the count of errors /healthz repeats.
func TestDocumentsStatus(t *testing.T) {
	s, _ := unseenServer(t)
	var out struct {
		Data []struct {
			ID, Source, Checksum, Status, Error string
			LoadedAt                            *time.Time `json:"loaded_at"`
			Counterparts                        []string
		}
		Failed []live.Status
		Errors int
	}
	if err := json.Unmarshal(get(t, s, "/api/documents").Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	if out.Errors != 2 || len(out.Failed) != 1 || out.Failed[0].Path != "/srv/notes/broken.txt" {
		t.Errorf("errors %d, failed %+v", out.Errors, out.Failed)
	}
	for _, d := range out.Data {
		switch d.ID {
		case "orv-it":
			if d.Source != "/srv/notes/orv-release-notes.it.txt" || d.Status != "error" || d.LoadedAt == nil || len(d.Checksum) != 64 || !strings.Contains(d.Error, ":1:") {
				t.Errorf("orv-it: %+v", d)
			}
			if len(d.Counterparts) != 1 || d.Counterparts[0] != "orv-fr" {
				t.Errorf("orv-it counterparts %v", d.Counterparts)
			}
		default:
			if d.Status != "ok" {
				t.Errorf("%s: status %s", d.ID, d.Status)
			}
		}
	}
	if hz := get(t, s, "/healthz").Body.String(); !strings.Contains(hz, `"document_errors":2`) || !strings.Contains(hz, `"snapshot":"7-abc"`) {
		t.Errorf("/healthz %s", hz)
	}
}

// TestMentionAliases: a name a ruling mentions finds the ruling in the
// other language.
func TestMentionAliases(t *testing.T) {
	s, _ := unseenServer(t)
	res, err := s.index.Search(context.Background(), index.Request{Query: "Panharmonicus lang:it"})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, h := range res.Data {
		found = found || h.Kind == index.KindRuling && h.Lang == "it"
	}
	if !found {
		t.Errorf("Panharmonicus lang:it finds no Italian ruling: %+v", res.Data)
	}
}

// TestCompareSetCounts: /compare?set= counts only the set's differences,
// in every kind's link as in the "all" one, and lists only the set's
// uncertain pairings (issue 25, point 9).
func TestCompareSetCounts(t *testing.T) {
	s, _ := unseenServer(t)
	total := func(q string) int {
		var l struct{ Total int }
		if err := json.Unmarshal(get(t, s, "/api/differences?"+q).Body.Bytes(), &l); err != nil {
			t.Fatal(err)
		}
		return l.Total
	}
	for _, set := range []string{"orv", "dsk"} {
		body := get(t, s, "/compare?set="+set).Body.String()
		if want := fmt.Sprintf("(%d)</strong>", total("set="+set)); !strings.Contains(body, want) {
			t.Errorf("/compare?set=%s: the current filter does not read %s", set, want)
		}
		for _, k := range align.DiffKinds {
			n := total("kind=" + k + "&set=" + set)
			re := regexp.MustCompile(`kind=` + k + `&amp;set=` + set + `">[^<]*\((\d+)\)</a>`)
			m := re.FindStringSubmatch(body)
			if m == nil || m[1] != strconv.Itoa(n) {
				t.Errorf("/compare?set=%s: link to kind %s = %v, want count %d", set, k, m, n)
			}
		}
		if !strings.Contains(body, `href="/compare"`) {
			t.Errorf("/compare?set=%s: no way back to every set", set)
		}
		_, low, _ := strings.Cut(body, `class="low-pairs"`)
		low, _, _ = strings.Cut(low, "</section>")
		for _, other := range []string{"orv", "dsk"} {
			if other != set && strings.Contains(low, "/"+other+"-") {
				t.Errorf("/compare?set=%s lists a pairing of %s among the uncertain ones", set, other)
			}
		}
	}
}
