package live

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/index"
)

// TestCardDataInEverySnapshot: the card records given once (imported
// once per process) are every snapshot's, the first and a reload's, and
// each snapshot's index searches them; the reload, which changes a
// document only, shares the records' shard.
func TestCardDataInEverySnapshot(t *testing.T) {
	ctx := context.Background()
	cards, err := carddata.Load(carddata.Options{}, filepath.Join("..", "carddata", "testdata", "scryfall-cards.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	copyDoc := func(name string) {
		b, err := os.ReadFile(filepath.Join("..", "ingest", "testdata", "orv", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	copyDoc("orv-release-notes.fr.txt")
	var mu sync.Mutex
	var snaps []*Snapshot
	p, err := Open(Options{Dirs: []string{dir}, CardData: cards, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Serve: func(s *Snapshot) (http.Handler, error) {
			mu.Lock()
			defer mu.Unlock()
			snaps = append(snaps, s)
			return http.NotFoundHandler(), nil
		}})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	first, err := p.Start(ctx)
	if err != nil {
		t.Fatal(err)
	}
	ix1, err := first.Index.Wait()
	if err != nil {
		t.Fatal(err)
	}
	searched := func(i int, ix *index.Index) {
		res, err := ix.Search(ctx, index.Request{Query: "Unheilige Hitze OR Calore Sacrilego doc:carddata"})
		if err != nil || res.Total == 0 {
			t.Errorf("snapshot %d: the records are not searched: %v", i, err)
		}
	}
	searched(1, ix1) // before the reload retires it
	copyDoc("orv-release-notes.it.txt")
	p.Reload(ctx)
	deadline := time.Now().Add(60 * time.Second)
	for {
		mu.Lock()
		n := len(snaps)
		mu.Unlock()
		if n == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no reload")
		}
		time.Sleep(20 * time.Millisecond)
	}
	second := snaps[1]
	ix2, err := second.Index.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if first.CardData != cards || second.CardData != cards {
		t.Error("a snapshot without the card records given")
	}
	searched(2, ix2)
	if ix2.SharedShards(ix1) == 0 {
		t.Error("the reload built every shard again, the records' too")
	}
}
