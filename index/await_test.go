package index

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/internal/cputime"
)

// awaitOf is an Options.Await that waits for release and then gives
// aliases, counting its calls.
func awaitOf(aliases map[string][]string, release <-chan struct{}, calls *atomic.Int32) func(context.Context) (map[string][]string, error) {
	return func(ctx context.Context) (map[string][]string, error) {
		calls.Add(1)
		select {
		case <-release:
			return aliases, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

// alignedOf lists the documents the alignment pairs, as serve does.
func alignedOf(kb *corpus.KB) []string {
	var out []string
	for _, p := range align.DocPairs(kb) {
		out = append(out, p.From, p.To)
	}
	return out
}

// TestBuildAwaitSameIndex: an index whose aliases come late
// (Options.Await), its shards of the documents not aligned built before
// they come, is the index built with them up front: same shards and
// fingerprints, same answers, the cross-language ones included.
func TestBuildAwaitSameIndex(t *testing.T) {
	ctx := context.Background()
	kb, _, err := ingest.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	aliases := aliasesOf(t, kb)
	whole, err := Build(ctx, kb, Options{Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	defer whole.Close()
	release := make(chan struct{})
	var calls atomic.Int32
	done := make(chan struct{})
	var late *Index
	go func() {
		defer close(done)
		late, err = Build(ctx, kb, Options{Await: awaitOf(aliases, release, &calls), AwaitDocs: alignedOf(kb)})
	}()
	close(release)
	<-done
	if err != nil {
		t.Fatal(err)
	}
	defer late.Close()
	if calls.Load() != 1 {
		t.Errorf("Await called %d times, want 1", calls.Load())
	}
	if late.Shards() != whole.Shards() {
		t.Fatalf("%d shards, want %d", late.Shards(), whole.Shards())
	}
	awaited := 0
	for i, sh := range late.shards {
		if w := whole.shards[i]; sh.key != w.key || !bytes.Equal(sh.fp, w.fp) {
			t.Errorf("shard %d: %s %x, want %s %x", i, sh.key, sh.fp[:6], w.key, w.fp[:6])
		}
		if strings.Contains(sh.key, "set:dsk:") {
			awaited++
		}
	}
	if awaited == 0 || awaited == late.Shards() {
		t.Errorf("%d shards of %d hold aligned documents; the test needs some that do and some that do not", awaited, late.Shards())
	}
	// An Italian name finds the French card through its alias, and the
	// French name the Italian one.
	qs := append(relevanceQueries(t), "Antropede lang:fr", "Anthropède lang:it", "Sciacalla Ottimista lang:fr")
	diffAnswers(t, "aliases late vs up front", answers(t, late, qs), answers(t, whole, qs))
	if got := ids(find(t, late, "Antropede lang:fr")); len(got) == 0 || got[0] != "dsk-fr-anthropede" {
		t.Errorf(`"Antropede lang:fr" finds %v, want dsk-fr-anthropede first`, got)
	}
}

// TestBuildAwaitFails: a build waiting for its aliases stops with the
// error Await returns, or its context's, and refuses aliases for
// documents it did not wait for (their shards were built without them).
func TestBuildAwaitFails(t *testing.T) {
	ctx := context.Background()
	kb := smallKB()
	awaitDocs := []string{"dsk-fr", "dsk-it"}
	boom := errors.New("alignment failed")
	failing := func(context.Context) (map[string][]string, error) { return nil, boom }
	if _, err := Build(ctx, kb, Options{Await: failing, AwaitDocs: awaitDocs}); !errors.Is(err, boom) {
		t.Errorf("Await failing: Build error %v, want %v", err, boom)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	var calls atomic.Int32
	never := make(chan struct{})
	if _, err := Build(cctx, kb, Options{Await: awaitOf(nil, never, &calls), AwaitDocs: awaitDocs}); !errors.Is(err, context.Canceled) {
		t.Errorf("context cancelled: Build error %v, want %v", err, context.Canceled)
	}
	// An alias for a rule paragraph of the rulebook, not awaited.
	var rule string
	for _, r := range kb.Rules {
		rule = r.ID
	}
	stray := map[string][]string{rule: {"Regola"}}
	given := make(chan struct{})
	close(given)
	_, err := Build(ctx, kb, Options{Await: awaitOf(stray, given, &calls), AwaitDocs: awaitDocs})
	if err == nil || !strings.Contains(err.Error(), rule) || !strings.Contains(err.Error(), "AwaitDocs") {
		t.Errorf("alias of a document not awaited: Build error %v, want one naming %s and AwaitDocs", err, rule)
	}
}

// TestLoadAwait: Load and a build to a directory wait for the aliases
// first, and write what Build with the aliases up front writes; the
// index then opens with either.
func TestLoadAwait(t *testing.T) {
	ctx := context.Background()
	kb := smallKB()
	aliases := map[string][]string{"dsk-fr-anthropede": {"Antropede"}, "dsk-it-antropede": {"Anthropède"}}
	given := make(chan struct{})
	close(given)
	var calls atomic.Int32
	opts := Options{Dir: filepath.Join(t.TempDir(), "ix"), Await: awaitOf(aliases, given, &calls), AwaitDocs: []string{"dsk-fr", "dsk-it"}}
	ix, how, err := Load(ctx, kb, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !how.Written {
		t.Error("Load wrote nothing in an empty directory")
	}
	if got := ids(find(t, ix, "Antropede lang:fr")); len(got) == 0 || got[0] != "dsk-fr-anthropede" {
		t.Errorf(`"Antropede lang:fr" finds %v, want dsk-fr-anthropede first`, got)
	}
	ix.Close()
	again, how, err := Load(ctx, kb, Options{Dir: opts.Dir, Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	again.Close()
	if how.Written {
		t.Error("the index written with the aliases late is not the one of the aliases up front: written again")
	}
	built, err := Build(ctx, kb, Options{Dir: filepath.Join(t.TempDir(), "b"), Await: opts.Await, AwaitDocs: opts.AwaitDocs})
	if err != nil {
		t.Fatal(err)
	}
	built.Close()
	if calls.Load() != 2 {
		t.Errorf("Await called %d times, want 2 (Load, Build)", calls.Load())
	}
}

// BenchmarkBuildAwait times what a server's start does from its parsed
// documents to its index: aligning them (the aliases) and indexing,
// one after the other ("sequential", as before Options.Await) and with
// the shards that need no alias built during the alignment ("overlapped").
// cpu-ns/op is about the same for both; ns/op is what a start waits.
func BenchmarkBuildAwait(b *testing.B) {
	ctx := context.Background()
	kb, _, err := ingest.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	aligner := align.NewAligner(terms)
	aliases := func() map[string][]string {
		all, err := aligner.AlignAll(kb)
		if err != nil {
			b.Fatal(err)
		}
		return all.Aliases()
	}
	for _, bc := range []struct {
		name  string
		build func() (*Index, error)
	}{
		{"sequential", func() (*Index, error) { return Build(ctx, kb, Options{Aliases: aliases()}) }},
		{"overlapped", func() (*Index, error) {
			ready := make(chan map[string][]string, 1)
			go func() { ready <- aliases() }()
			var got map[string][]string
			await := func(ctx context.Context) (map[string][]string, error) {
				if got == nil {
					select {
					case got = <-ready:
					case <-ctx.Done():
						return nil, ctx.Err()
					}
				}
				return got, nil
			}
			return Build(ctx, kb, Options{Await: await, AwaitDocs: alignedOf(kb)})
		}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			cpu := cputime.Process()
			for b.Loop() {
				ix, err := bc.build()
				if err != nil {
					b.Fatal(err)
				}
				ix.Close()
			}
			b.ReportMetric(float64(cputime.Process()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
