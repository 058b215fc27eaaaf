package index

import (
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/ingest"
	"context"
	"os"
	"strings"
	"testing"
)

func TestExplore(t *testing.T) {
	qs := os.Getenv("ARB_Q")
	if qs == "" {
		t.Skip()
	}
	opts := Options{}
	if p := os.Getenv("ARB_NAMES"); p != "" {
		kb, _, _ := ingest.Embedded()
		f, err := cardnames.Load(p, cardnames.Sets(kb))
		if err != nil {
			t.Fatal(err)
		}
		n, _ := cardnames.Match(kb, f)
		opts.Names = n.Aliases(kb)
	}
	ix := embeddedIndex(t, opts)
	for _, q := range strings.Split(qs, ";;") {

		res, err := ix.Search(context.Background(), Request{Query: q, Limit: 5, NoFacets: true, HL: os.Getenv("ARB_HL")})
		if err != nil {
			t.Logf("%q: %v", q, err)
			continue
		}
		t.Logf("%q: total %d warn %v qlang %s prefer %v respelled %v", q, res.Total, res.Warnings, res.QueryLang, res.Prefer, res.Respelled)
		for _, h := range res.Data {
			t.Logf("   %s %-8s %.3f %s | %s", h.Lang, h.Kind, h.Score, h.ID, h.Title)
		}
	}
}
