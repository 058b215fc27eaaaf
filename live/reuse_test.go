package live

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
)

// TestReloadSharesUnchangedShards: the index a reload builds shares the
// served index's shards of the sets whose documents did not change, and
// builds the added set's alone.
func TestReloadSharesUnchangedShards(t *testing.T) {
	ctx := context.Background()
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	before, _, err := ingest.Parse(srcs)
	if err != nil {
		t.Fatal(err)
	}
	more := srcs
	for _, name := range []string{"orv-release-notes.fr.txt", "orv-release-notes.it.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "ingest", "testdata", "orv", name))
		if err != nil {
			t.Fatal(err)
		}
		more = append(more, corpus.Source{Name: name, Data: b})
	}
	added, _, err := ingest.Parse(more)
	if err != nil {
		t.Fatal(err)
	}
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	aligner := align.NewAligner(terms)
	old, err := aligner.AlignAll(before)
	if err != nil {
		t.Fatal(err)
	}
	served, err := index.Build(ctx, before, index.Options{Aliases: old.Aliases()})
	if err != nil {
		t.Fatal(err)
	}
	p := &Pipeline{log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	p.builds = 1
	p.record(served, "before", 1).release() // the record's reference alone
	all, err := aligner.AlignAll(added)
	if err != nil {
		t.Fatal(err)
	}
	aliases := newLateAliases()
	aliases.set(all.Aliases())
	l := p.startIndex(ctx, added, nil, aliases, false)
	if _, err := l.Wait(); err != nil {
		t.Fatal(err)
	}
	next := l.x
	defer next.release()
	// The new set's notes, in French and in Italian, are a shard each.
	if got := next.ix.SharedShards(served); got != served.Shards() || next.ix.Shards() != served.Shards()+2 {
		t.Errorf("reload's index: %d shards, %d shared with the %d served, want all shared and the new set's two built", next.ix.Shards(), got, served.Shards())
	}
	if err := p.drop(); err != nil {
		t.Fatal(err)
	}
	if res, err := next.ix.Search(ctx, index.Request{Query: "Panharmonicus"}); err != nil || res.Total == 0 {
		t.Errorf("the reload's index, its predecessor closed: %v, %+v", err, res)
	}
}
