package api

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/cputime"
)

// BenchmarkNotesMatching measures a snapshot's server build (New, as
// BenchmarkNew) with the card data named by ARBITRE_BENCH_CARD_DATA
// (paths separated by colons: the AllPrintings-sized file of `go test
// ./carddata -run TestWriteAllPrintings -carddata.write FILE`, with the
// fixture's Duskmourn records so that some notes cards match), three
// ways, alternately in each iteration:
//
//   - exact: New as it is, matching the notes' cards to the records by
//     exact names;
//   - typo: New, then the typo pass among the records of each card's set,
//     which the first request that needs it pays (records.full): what a
//     snapshot build would pay were it eager;
//   - fuzzy: New, then the typo pass as notesCard ran it before the one
//     matching (carddata's Fuzzy over every name), which the snapshot
//     build paid in the commit f3958d3 reverted.
//
// Each is reported in processor and wall milliseconds per iteration, with
// the notes cards matched.
//
//	ARBITRE_BENCH_CARD_DATA=/root/AllPrintings.json:$PWD/carddata/testdata/scryfall-cards.json \
//	  go test ./api -run '^$' -bench NotesMatching -benchtime 2x
func BenchmarkNotesMatching(b *testing.B) {
	paths := os.Getenv("ARBITRE_BENCH_CARD_DATA")
	if paths == "" {
		b.Skip("ARBITRE_BENCH_CARD_DATA names no card data")
	}
	cards, err := carddata.Load(carddata.Options{}, strings.Split(paths, ":")...)
	if err != nil {
		b.Fatal(err)
	}
	real := newRealServer(b)
	b.Logf("%d records, %d notes cards", cards.Len(), len(real.kb.Cards))
	var cpu, wall [3]time.Duration
	var matched [3]int
	for b.Loop() {
		for i, after := range []func(*Server) int{
			func(s *Server) int { return len(s.records.exact) },
			func(s *Server) int { return len(s.records.full().recordOf) },
			func(s *Server) int { return len(s.records.exact) + fuzzyPass(cards, s.kb, s.records) },
		} {
			b.StopTimer()
			all, err := align.AlignAll(real.kb)
			if err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			c0, w0 := cputime.Process(), time.Now()
			s, err := New(Config{KB: real.kb, Index: real.index, Alignments: all, CardData: cards})
			if err != nil {
				b.Fatal(err)
			}
			matched[i] = after(s)
			cpu[i] += cputime.Process() - c0
			wall[i] += time.Since(w0)
		}
	}
	for i, name := range []string{"exact", "typo", "fuzzy"} {
		b.ReportMetric(float64(cpu[i].Milliseconds())/float64(b.N), name+"-cpu-ms/op")
		b.ReportMetric(float64(wall[i].Milliseconds())/float64(b.N), name+"-ms/op")
		b.ReportMetric(float64(matched[i]), name+"-matched")
	}
}

// fuzzyPass is notesCard's typo pass as it was before the one matching:
// carddata's Fuzzy (every name of every record) for each name of each
// notes card the exact pass left, keeping a match as NotesRecordTypo
// does; it returns the cards it matches.
func fuzzyPass(cards *carddata.Cards, kb *corpus.KB, r *records) int {
	n := 0
	for i := range kb.Cards {
		kc := &kb.Cards[i]
		if r.exact[kc.ID] != nil {
			continue
		}
		names := []string{kc.Name}
		if len(kc.Faces) > 1 {
			names = append(names, kc.Faces[0].Name)
		}
		found := false
		for _, sameLang := range []bool{true, false} {
			for _, name := range names {
				if !found && fuzzyMatch(cards.Fuzzy(name, 5), kc, sameLang) {
					found = true
				}
			}
		}
		if found {
			n++
		}
	}
	return n
}

// fuzzyMatch says whether ms holds one card named in kc's language, a typo
// away at most and printed in kc's set.
func fuzzyMatch(ms []carddata.Match, kc *corpus.Card, sameLang bool) bool {
	var found *carddata.Card
	for _, m := range ms {
		if m.Lang != kc.Lang || m.Prefix || m.Within || m.Typos > 1 {
			continue
		}
		in := kc.Set == ""
		for _, p := range m.Card.Printings {
			in = in || p.Set == strings.ToLower(kc.Set) && (!sameLang || p.Lang == kc.Lang)
		}
		if !in {
			continue
		}
		if found != nil && found != m.Card {
			return false
		}
		found = m.Card
	}
	return found != nil
}
