package api

import (
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"
)

// waitScan waits for s's background comparison of the records to end.
func waitScan(t *testing.T, s *Server) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		done, total, _ := s.recordScan.progress()
		if total >= 0 && done == total {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("records compared: %d of %d after 30 s", done, total)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestRecordScanDifferences: /differences lists, once the background
// comparison has read them, the records no notes card stands for whose
// languages compile differently, each linking to its compare page, and
// says how many records have been compared.
func TestRecordScanDifferences(t *testing.T) {
	s := newTestServer(t, withShock(t))
	waitScan(t, s)
	done, total, differ := s.recordScan.progress()
	// Unholy Heat, Delver of Secrets, Shock; the room is a notes card's.
	if total != 3 || done != 3 {
		t.Errorf("records compared %d of %d, want 3 of 3", done, total)
	}
	if len(differ) != 1 || differ[0].Record != shock {
		t.Fatalf("records that differ: %+v, want Shock's alone", differ)
	}
	link := `href="/compare/` + shock + `#cmp-reader"`
	for _, tt := range []struct {
		target  string
		want    []string
		notWant []string
	}{
		{"/differences?hl=en", []string{link, `<span lang="fr">Choc</span> / <span lang="it">Shock</span> / <span lang="en">Shock</span>`, "compared in the background: 3 of 3 so far"}, nil},
		{"/differences?kind=translation&hl=fr", []string{link, "comparées en arrière-plan : 3 sur 3"}, nil},
		{"/differences?kind=errata&hl=it", []string{"3 su 3 finora"}, []string{link}},
		{"/compare/" + shock + "?hl=en", []string{`<li class="verdict-different"><strong>French / English</strong> <span class="verdict">different form — translation difference`}, nil},
	} {
		w := get(t, s, tt.target)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: %d", tt.target, w.Code)
		}
		body := w.Body.String()
		for _, want := range tt.want {
			if !strings.Contains(body, want) {
				t.Errorf("%s lacks %s", tt.target, want)
			}
		}
		for _, nw := range tt.notWant {
			if strings.Contains(body, nw) {
				t.Errorf("%s has %s", tt.target, nw)
			}
		}
	}
	if body := get(t, newTestServer(t), "/differences?hl=en").Body.String(); strings.Contains(body, "records-progress") {
		t.Errorf("without card data, /differences speaks of records")
	}
}

// TestRecordScanWaitsForIndex: the records are not read while the search
// index is being built.
func TestRecordScanWaitsForIndex(t *testing.T) {
	building := func() error { return errBuilding }
	sc := startRecordScan(newTestServer(t, withShock(t)).records, newRecordVerdicts(fixtureKB(t)), building, nil)
	defer close(sc.stop)
	time.Sleep(3 * scanPoll)
	if done, total, _ := sc.progress(); done != 0 || total != -1 {
		t.Errorf("while the index builds: %d of %d records read, want none started", done, total)
	}
}

// TestRecordScanStops: a Server no longer used (a retired snapshot's)
// is collected, and that stops its scan.
func TestRecordScanStops(t *testing.T) {
	sc := newTestServer(t, withShock(t)).recordScan
	deadline := time.Now().Add(10 * time.Second)
	for {
		runtime.GC()
		select {
		case <-sc.stop:
			return
		case <-time.After(10 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("the scan of a collected server is not stopped")
		}
	}
}
