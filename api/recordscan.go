package api

import (
	"errors"
	"log/slog"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/rules/read"
)

// The card records /differences lists beside the notes' cards: those the
// notes do not print whose languages compile differently. Reading every
// record is seconds of processor time for a whole AllPrintings file, so it
// runs in the background once the snapshot is ready (its search index
// built), one record at a time, and the page says how far it has got.

// recordScan reads the records in the background. It holds nothing of
// the Server, so that a retired snapshot's Server can be collected, which
// stops its scan.
type recordScan struct {
	stop  chan struct{}
	total atomic.Int64 // records to read, -1 until the notes' cards are matched
	done  atomic.Int64 // records read
	mu    sync.Mutex
	// differ are the records whose languages compile differently, in the
	// card data's order.
	differ []*read.CardLanguages
}

// scanPoll is how often the scan looks whether the snapshot is ready.
const scanPoll = 100 * time.Millisecond

// startRecordScan starts reading recs' records once ready says the
// snapshot is (nil, or any answer but "building"); it stops when stop is
// closed.
func startRecordScan(recs *records, verdicts *recordVerdicts, ready func() error, log *slog.Logger) *recordScan {
	sc := &recordScan{stop: make(chan struct{})}
	sc.total.Store(-1)
	go func() {
		t := time.NewTicker(scanPoll)
		defer t.Stop()
		for errors.Is(ready(), errBuilding) {
			select {
			case <-sc.stop:
				return
			case <-t.C:
			}
		}
		sc.run(recs, verdicts.vocab(), log)
	}()
	return sc
}

// run reads every record no notes card stands for (a notes card's record
// is compared with the notes' cards, on the notes' side of the page).
func (sc *recordScan) run(recs *records, vocab *read.Vocabulary, log *slog.Logger) {
	var todo []*carddata.Card
	for _, rec := range recs.cards.All() {
		if len(recs.notesOf(rec.ID)) == 0 {
			todo = append(todo, rec)
		}
	}
	sc.total.Store(int64(len(todo)))
	start := time.Now()
	for _, rec := range todo {
		select {
		case <-sc.stop:
			return
		default:
		}
		cl, err := read.RecordLanguages(rec, vocab)
		if err != nil {
			// A lexicon's error, the same for every record: stop there.
			log.Error("comparing the card records' languages", "record", rec.ID, "err", err)
			return
		}
		if cl != nil && slices.ContainsFunc(cl.Pairs, func(p read.LangPair) bool { return p.Verdict == read.AgreeDifferent }) {
			sc.mu.Lock()
			sc.differ = append(sc.differ, cl)
			sc.mu.Unlock()
		}
		sc.done.Add(1)
		runtime.Gosched() // the requests first
	}
	_, _, differ := sc.progress()
	log.Info("compared the card records' languages", "records", len(todo), "differ", len(differ), "ms", time.Since(start).Milliseconds())
}

// progress is the records read so far, of total (-1 while the scan has
// not started), and those of them that compile differently.
func (sc *recordScan) progress() (done, total int, differ []*read.CardLanguages) {
	if sc == nil {
		return 0, 0, nil
	}
	sc.mu.Lock()
	differ = sc.differ[:len(sc.differ):len(sc.differ)]
	sc.mu.Unlock()
	return int(sc.done.Load()), int(sc.total.Load()), differ
}

// stopWithServer stops sc once s is collected: a snapshot's Server is
// dropped when the next one replaces it and its last request is done.
func stopWithServer(s *Server, sc *recordScan) {
	runtime.AddCleanup(s, func(stop chan struct{}) { close(stop) }, sc.stop)
}
