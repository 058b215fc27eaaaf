package index

import (
	"fmt"

	"github.com/arbitre/arbitre/corpus"
)

// Limits on a request. They keep a hostile or mistaken request from costing
// more than a page of results.
const (
	DefaultLimit  = 20
	MaxLimit      = 100
	MaxOffset     = 10000
	MaxQueryBytes = 1024
)

// Kinds of index documents, as in Hit.Kind and the kind: filter.
const (
	KindCard     = "card"
	KindRuling   = "ruling"
	KindSection  = "section"
	KindGlossary = "glossary"
	KindRule     = "rule"
)

// Options configure Build.
type Options struct {
	// Dir, when not empty, is a directory, which must not exist yet, where
	// the index is written; "" keeps the whole index in memory.
	Dir string
	// Terms is the term table used for cross-language expansion and for
	// t: and mechanic names. Nil means corpus.Terms().
	Terms []corpus.Term
}

// Request is one search.
type Request struct {
	// Query in the search syntax (see Syntax).
	Query string `json:"q"`
	// Limit is the page size: 0 means DefaultLimit; at most MaxLimit.
	Limit int `json:"limit,omitempty"`
	// Offset of the first hit returned, at most MaxOffset.
	Offset int `json:"offset,omitempty"`
	// Page is a token from Result.Next. When set it fixes Offset and Limit,
	// and Query may be left empty (the token carries it).
	Page string `json:"page,omitempty"`
	// NoFacets skips facet counting (for a type-ahead box).
	NoFacets bool `json:"no_facets,omitempty"`
}

// Result is the answer to a Request.
type Result struct {
	// Total is the number of matching index documents.
	Total int `json:"total"`
	// Data is the requested page of hits, best first.
	Data []Hit `json:"data"`
	// Facets count all matching documents, not only the page.
	Facets *Facets `json:"facets,omitempty"`
	// Warnings say what part of the query was ignored (unknown field,
	// unknown set …). Never nil, so that JSON gives [].
	Warnings []string `json:"warnings"`
	// Next is an opaque token for the following page, "" on the last page.
	Next string `json:"next,omitempty"`
	// Query, Offset and Limit echo what was searched (after applying Page).
	Query  string `json:"query"`
	Offset int    `json:"offset"`
	Limit  int    `json:"limit"`
}

// Hit is one matching index document.
type Hit struct {
	Kind string `json:"kind"` // KindCard, KindRuling …
	ID   string `json:"id"`   // the knowledge-base id
	Lang string `json:"lang"`
	// Title is the card name, section title, glossary term or rule number
	// as written; for a ruling, its card's (or section's) name.
	Title string `json:"title"`
	// Snippet is an excerpt of the text, HTML-escaped, with the matching
	// words wrapped in <mark>…</mark>; those marks are the only markup.
	Snippet string  `json:"snippet"`
	Score   float64 `json:"score"`
	Doc     string  `json:"doc"`           // document id, "dsk-fr"
	Set     string  `json:"set,omitempty"` // "dsk", "spg", "dsc", "archenemy", "emn", "jou", "9ed"
	// CardID and CardName are set on a ruling of a card.
	CardID   string `json:"card_id,omitempty"`
	CardName string `json:"card_name,omitempty"`
	// SectionID and SectionTitle are set on a ruling of a section, and on a
	// rule paragraph printed inside a section.
	SectionID    string `json:"section_id,omitempty"`
	SectionTitle string `json:"section_title,omitempty"`
}

// Facets are counts over all matching documents. Each list is sorted by
// count, then value. Values: kind and lang as in Hit; doc ids; set codes;
// card types as canonical English names ("Creature"); colors as WUBRG
// letters, "C" for colorless; mana values as decimal strings ("3"); mechanics
// as term-table keys ("delirium").
type Facets struct {
	Kind      []FacetCount `json:"kind"`
	Lang      []FacetCount `json:"lang"`
	Doc       []FacetCount `json:"doc"`
	Set       []FacetCount `json:"set"`
	Type      []FacetCount `json:"type"`
	Color     []FacetCount `json:"color"`
	ManaValue []FacetCount `json:"mana_value"`
	Mechanic  []FacetCount `json:"mechanic"`
}

// FacetCount is one value of a facet and how many matching documents have it.
type FacetCount struct {
	Value string `json:"value"`
	Count int    `json:"count"`
}

// QueryError is a malformed query or request: the caller's mistake (an HTTP
// 400), never the server's.
type QueryError struct {
	// Col is the 1-based column (in characters) where the query goes wrong;
	// 0 when the error is about the request rather than a place in the query.
	Col int
	Msg string
}

func (e *QueryError) Error() string {
	if e.Col > 0 {
		return fmt.Sprintf("query: column %d: %s", e.Col, e.Msg)
	}
	return "query: " + e.Msg
}
