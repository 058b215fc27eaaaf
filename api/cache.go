package api

import (
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/middleware"
)

// resultCache is the result cache in front of the index (package
// middleware's Cache, which knows nothing of searches: it is given the
// search and requestResultSize).
type resultCache = middleware.Cache[index.Request, *index.Result]

// requestResultSize estimates the memory a cached search holds: its key
// and every string and slice of its result, counted as if none were shared
// with the index (some are), so that the estimate errs on the large side.
func requestResultSize(req index.Request, res *index.Result) int64 {
	const str, slice, word = 16, 24, 8
	n := int64(len(req.Query)+len(req.Page)) + 2*str + 3*word
	n += 2*str + 2*word + slice + int64(len(res.Query)+len(res.Next)) + slice
	for _, w := range res.Warnings {
		n += str + int64(len(w))
	}
	for i := range res.Data {
		h := &res.Data[i]
		n += 10*str + word + int64(len(h.Kind)+len(h.ID)+len(h.Lang)+len(h.Title)+len(h.Snippet)+
			len(h.Doc)+len(h.Set)+len(h.CardID)+len(h.CardName)+len(h.SectionID)+len(h.SectionTitle))
	}
	if f := res.Facets; f != nil {
		n += 8 * slice
		for _, l := range [][]index.FacetCount{f.Kind, f.Lang, f.Doc, f.Set, f.Type, f.Color, f.ManaValue, f.Mechanic} {
			for _, fc := range l {
				n += str + word + int64(len(fc.Value))
			}
		}
	}
	return n
}
