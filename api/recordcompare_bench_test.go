package api

import (
	"net/http"
	"testing"
	"time"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/cputime"
	"github.com/arbitre/arbitre/internal/realcards"
)

// BenchmarkRecordVerdict measures what a record's compare page costs on
// real card data (the Kaladesh set file of shared/realcards): the first
// request of each record, which reads its French, Italian and English
// texts, and a second one, which the kept verdict answers. Reported in
// processor and wall microseconds per record.
//
//	go test ./api -run '^$' -bench RecordVerdict -benchtime 1x
func BenchmarkRecordVerdict(b *testing.B) {
	cards, err := carddata.Load(carddata.Options{}, realcards.Path(b, "mtgjson", "KLD.json.gz"))
	if err != nil {
		b.Fatal(err)
	}
	recs := cards.All()
	var cpu, wall [2]time.Duration
	n := 0
	for b.Loop() {
		s := newTestServer(b, func(c *Config) { c.CardData = cards })
		for pass := range 2 {
			c0, w0 := cputime.Process(), time.Now()
			for _, rec := range recs {
				if w := get(b, s, "/api/compare/"+rec.ID); w.Code != http.StatusOK {
					b.Fatalf("%s: %d", rec.ID, w.Code)
				}
			}
			cpu[pass] += cputime.Process() - c0
			wall[pass] += time.Since(w0)
		}
		n += len(recs)
	}
	for pass, name := range []string{"first", "kept"} {
		b.ReportMetric(float64(cpu[pass].Microseconds())/float64(n), name+"-cpu-µs/record")
		b.ReportMetric(float64(wall[pass].Microseconds())/float64(n), name+"-wall-µs/record")
	}
	b.Logf("%d records", len(recs))
}
