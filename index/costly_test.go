package index

import (
	"context"
	"flag"
	"testing"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/internal/cputime"
)

var (
	costlyCardData = flag.String("costly.carddata", "", "BenchmarkCostlyQueries serves this card-data file beside the embedded notes")
	costlyIndex    = flag.String("costly.index", "", "BenchmarkCostlyQueries keeps its index in this directory (built by its first run)")
	costlyProfile  = flag.String("costly.profile", "", "write a CPU profile of BenchmarkCostlyQueries' timed rounds to this file")
	costlyRounds   = flag.Int("costly.rounds", 20, "BenchmarkCostlyQueries' timed rounds")
	costlyOnly     = flag.String("costly.only", "", "BenchmarkCostlyQueries runs this query only")
)

// costlyQueries are the queries of the load's mix that cost most at full
// size (docs/benchmarks.md): many documents holding every word.
var costlyQueries = []string{
	"en jeu",
	"créature volante lang:fr",
	"valeur de mana d'une pièce dans la bibliothèque",
	"mana value 3 or less",
	"révéler une créature face cachée qui quitte le champ de bataille",
	"retirer du jeu",
	"coût converti de mana",
	"when this creature dies",
	"trample",
	"flying creature draw a card",
	"vol",
	"destroy target creature",
	"exile target artifact lang:en",
	"exile",
	"doc:carddata kind:ruling",
}

// BenchmarkCostlyQueries runs the costliest queries of the load's mix at
// full size, one at a time, and logs each one's least processor time.
//
//	go test ./index -run '^$' -bench CostlyQueries -benchtime 1x -costly.carddata FILE -costly.index DIR
func BenchmarkCostlyQueries(b *testing.B) {
	if *costlyCardData == "" || *costlyIndex == "" {
		b.Skip("no -costly.carddata FILE -costly.index DIR")
	}
	ctx := context.Background()
	kb, _, err := ingest.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		b.Fatal(err)
	}
	cards, err := carddata.Load(carddata.Options{}, *costlyCardData)
	if err != nil {
		b.Fatal(err)
	}
	ix, _, err := Load(ctx, kb, Options{Dir: *costlyIndex, Aliases: al.Aliases(), Cards: cards})
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	queries := costlyQueries
	if *costlyOnly != "" {
		queries = []string{*costlyOnly}
	}
	least := make([]time.Duration, len(queries))
	totals := make([]int, len(queries))
	for round := 0; round <= *costlyRounds; round++ {
		if round == 1 {
			defer startProfile(b, *costlyProfile)()
		}
		for i, q := range queries {
			c := cputime.Process()
			res, err := ix.Search(ctx, Request{Query: q})
			if err != nil {
				b.Fatalf("%s: %v", q, err)
			}
			totals[i] = res.Total
			if d := cputime.Process() - c; round > 0 && (least[i] == 0 || d < least[i]) {
				least[i] = d
			}
		}
	}
	var sum time.Duration
	for i, q := range queries {
		b.Logf("%7.2f ms %7d hits  %s", float64(least[i].Microseconds())/1000, totals[i], q)
		sum += least[i]
	}
	b.ReportMetric(float64(sum.Microseconds())/1000, "sum-ms")
}
