package api

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/text"
)

// fakeIndex stands in for the search index in tests of the HTTP layer: it
// matches card names and ruling texts containing the folded query, pages
// and counts facets like the real one, and can be made slow or to panic.
// The real index is exercised in integration_test.go.
type fakeIndex struct {
	kb    *corpus.KB
	delay time.Duration
	panic bool
}

func (f *fakeIndex) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	if f.panic {
		panic("fake index: boom")
	}
	if f.delay > 0 {
		select {
		case <-time.After(f.delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if req.Page != "" {
		off, err := strconv.Atoi(strings.TrimPrefix(req.Page, "tok"))
		if err != nil || !strings.HasPrefix(req.Page, "tok") {
			return nil, &index.QueryError{Msg: "bad page token"}
		}
		req.Offset = off
		req.Query = "a"
	}
	if strings.Count(req.Query, "(") != strings.Count(req.Query, ")") {
		return nil, &index.QueryError{Col: strings.IndexByte(req.Query, '(') + 1, Msg: "unclosed parenthesis", Code: "unclosed_paren"}
	}
	if req.Limit == 0 {
		req.Limit = index.DefaultLimit
	}
	var warnings []string
	var codes []index.Message
	var words []string
	kind := ""
	for _, w := range strings.Fields(req.Query) {
		if k, v, ok := strings.Cut(w, ":"); ok {
			if k == "kind" {
				kind = v
			} else {
				warnings = append(warnings, "unknown field "+strconv.Quote(k)+" ignored")
				codes = append(codes, index.Message{Code: "unknown_field", Args: []string{k, "0"}, Text: warnings[len(warnings)-1]})
			}
			continue
		}
		words = append(words, w)
	}
	fq := text.Fold(strings.Join(words, " "))
	var hits []index.Hit
	facets := &index.Facets{}
	count := func(list *[]index.FacetCount, v string) {
		for i := range *list {
			if (*list)[i].Value == v {
				(*list)[i].Count++
				return
			}
		}
		*list = append(*list, index.FacetCount{Value: v, Count: 1})
	}
	for _, c := range f.kb.Cards {
		if strings.Contains(text.Fold(c.Name), fq) && (kind == "" || kind == "card") {
			hits = append(hits, index.Hit{Kind: index.KindCard, ID: c.ID, Lang: c.Lang, Title: c.Name,
				Snippet: "<mark>" + escapeHTML(c.Name) + "</mark> " + escapeHTML(c.TypeLine), Score: 2, Doc: c.Doc, Set: c.Set})
			count(&facets.Kind, "card")
			count(&facets.Lang, c.Lang)
			count(&facets.Doc, c.Doc)
			for _, col := range c.Colors {
				count(&facets.Color, col)
			}
			count(&facets.ManaValue, strconv.Itoa(c.ManaValue))
			for _, t := range c.Types {
				count(&facets.Type, t)
			}
			for _, m := range c.Mechanics {
				count(&facets.Mechanic, m)
			}
		}
		for _, r := range c.Rulings {
			if strings.Contains(text.Fold(r.Text), fq) && (kind == "" || kind == "ruling") {
				hits = append(hits, index.Hit{Kind: index.KindRuling, ID: r.ID, Lang: c.Lang, Title: c.Name,
					Snippet: escapeHTML(r.Text), Score: 1, Doc: c.Doc, CardID: c.ID, CardName: c.Name})
				count(&facets.Kind, "ruling")
				count(&facets.Lang, c.Lang)
			}
		}
	}
	res := &index.Result{Total: len(hits), Facets: facets, Warnings: warnings, WarningCodes: codes, Query: req.Query, Offset: req.Offset, Limit: req.Limit}
	if req.NoFacets {
		res.Facets = nil
	}
	if req.Offset < len(hits) {
		res.Data = hits[req.Offset:min(len(hits), req.Offset+req.Limit)]
	}
	if req.Offset+req.Limit < len(hits) {
		res.Next = "tok" + strconv.Itoa(req.Offset+req.Limit)
	}
	return res, nil
}

func escapeHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}
