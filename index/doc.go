// Package index is arbitre's search engine: a Bleve index over the knowledge
// base with a Scryfall-style query language, cross-language term expansion,
// highlighted snippets and facets.
//
// One index document is built per card, ruling, section, glossary entry and
// rule paragraph. French and Italian text is analysed by its own language
// chain (elision, stop words, light stemming) followed by full accent
// folding, so "delire" finds "délire"; card and entry names get a second,
// folded-only field for prefix and fuzzy matching, so a name with one or two
// typos is still found. Query words are matched in every language; words that
// name a term of the term table (corpus.Terms) are expanded to the other
// languages' wordings, so "delirium" finds the French "délire" and the
// Italian "delirio" sections.
//
// Search wordings of the term table (corpus.Term.Search: "dégâts",
// "porte", "exil") find a term as its wordings do, but a term is expanded
// only to the wordings the documents print. A query word that no name,
// text, term wording or imported name holds is respelled (see lexicon):
// the known word a typo away, or two known words it joins. The words also
// tell the query's language; hits in it and in the reader's language
// (Request.HL) rank first, the others after them. Hits of old rules
// (Hit.Era) weigh less, and come after every current hit when the query
// names a renamed term by today's wording; a ruling whose card or section
// scores far above it is folded under it, leaving its place to the
// counterpart in the other language (see rank).
//
// Build makes an index, Search answers a Request:
//
//	ix, err := index.Build(ctx, kb, index.Options{})
//	...
//	res, err := ix.Search(ctx, index.Request{Query: `t:créature mv<=3 délire`})
//
// Load keeps the index in a directory across runs: it opens the index an
// earlier run wrote when its files match their checksums and it was built
// from the same documents, and otherwise writes a new one beside it and
// switches to it atomically.
//
// The query language (see the Syntax constant) is parsed by this package,
// not by Bleve's query-string parser, which has neither OR nor parentheses.
// A malformed query yields a *QueryError naming the column; an unknown field
// is ignored and reported in Result.Warnings.
//
// The index is made of shards, a few sets' documents each, searched
// concurrently and scored as one index (see shard.go): adding a set's
// document builds that set's shard only. A shard is searched by flat
// searchers (see flat.go), which find and score what Bleve's searchers
// would, bit for bit, on document numbers rather than document matches.
//
// Facet counts are not computed by Bleve's facet builders, which visit the
// doc values of every facet field of every hit: every hit is instead mapped
// to its row in an in-memory table built alongside the index, and counted
// there.
package index
