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

// BenchmarkNotesTypoPass measures the typo pass where it finds something:
// notes cards made from the records of the card data named by
// ARBITRE_BENCH_CARD_DATA (as BenchmarkNotesMatching), up to 2,000 of
// them, each the French printed name of a record with its fourth letter
// dropped (a typo), in a set the record is printed in. It reports, per
// notes card, the processor time of the typo pass among the set's records
// (records.full, the by-set index included) and of the former search over
// every name (carddata's Fuzzy, on the first 100 cards only: it takes
// seconds), and how many each matches to their own record.
func BenchmarkNotesTypoPass(b *testing.B) {
	paths := os.Getenv("ARBITRE_BENCH_CARD_DATA")
	if paths == "" {
		b.Skip("ARBITRE_BENCH_CARD_DATA names no card data")
	}
	cards, err := carddata.Load(carddata.Options{}, strings.Split(paths, ":")...)
	if err != nil {
		b.Fatal(err)
	}
	kb := &corpus.KB{}
	want := map[string]*carddata.Card{}
	for _, rec := range cards.All() {
		t := rec.Texts["fr"]
		if t == nil || len([]rune(t.Name)) < 8 || len(rec.Printings) == 0 || len(kb.Cards) == 2000 {
			continue
		}
		name := []rune(t.Name)
		id := "bench-" + rec.ID
		kb.Cards = append(kb.Cards, corpus.Card{ID: id, Lang: "fr", Set: rec.Printings[0].Set, Name: string(name[:3]) + string(name[4:])})
		want[id] = rec
	}
	const fuzzyCards = 100
	var typoCPU, fuzzyCPU time.Duration
	var typoRight, fuzzyRight int
	for b.Loop() {
		r := newRecords(cards, kb, nil)
		c0 := cputime.Process()
		m := r.full()
		typoCPU += cputime.Process() - c0
		typoRight = 0
		for id, rec := range m.recordOf {
			if want[id] == rec {
				typoRight++
			}
		}
		small := &corpus.KB{Cards: kb.Cards[:min(fuzzyCards, len(kb.Cards))]}
		c0 = cputime.Process()
		fuzzyRight = fuzzyPass(cards, small, r)
		fuzzyCPU += cputime.Process() - c0
	}
	b.ReportMetric(float64(len(kb.Cards)), "notes-cards")
	b.ReportMetric(float64(typoCPU.Microseconds())/float64(b.N*len(kb.Cards)), "typo-cpu-µs/card")
	b.ReportMetric(float64(typoRight), "typo-matched")
	b.ReportMetric(float64(fuzzyCPU.Microseconds())/float64(b.N*min(fuzzyCards, len(kb.Cards))), "fuzzy-cpu-µs/card")
	b.ReportMetric(float64(fuzzyRight), "fuzzy-matched-of-100")
}
