// Package api serves arbitre's knowledge base over HTTP: a JSON API described
// by an OpenAPI 3 document, and server-rendered pages whose texts are
// cross-linked to one another.
//
// New builds a Server from its dependencies (the knowledge base, the search
// index, the translators' alignment, the rules engine's report); nothing is
// global, so tests run several servers side by side:
//
//	srv, err := api.New(api.Config{KB: kb, Index: ix, Alignment: al})
//	...
//	err = srv.Serve(ctx, listener, 10*time.Second) // until ctx is done
//
// The JSON API (see openapi.json, served at /api/openapi.json):
//
//	GET /api/search?q=&limit=&page=&facets=   ranked hits, facets, next page
//	GET /api/autocomplete?q=                  card names in every language
//	GET /api/cards/{id}, /api/cards/named?exact=|fuzzy=&lang=
//	GET /api/sections/{id}, /api/glossary/{id}, /api/rules/{number or id}
//	GET /api/documents, /api/documents/{id}
//	GET /api/compare/{card}, /api/differences?kind=, /api/terms, /api/terms/{key}
//	GET /api/verify
//
// Every error is {"object":"error","status","code","details"}.
//
// The pages: / and /search (query box, facets, pagination), /help (query
// syntax), /cards/{id}, /sections/{id}, /glossary/{id}, /rules/{ref},
// /documents and /documents/{id}, /compare and /compare/{card}, /terms and
// /terms/{key}, /verify. Names of cards, mechanics, glossary terms and rule
// numbers in their texts link to their pages (links.go); the chrome speaks
// French, Italian or English (Accept-Language, or ?hl= remembered in a
// cookie) while every block of French or Italian content carries its lang
// attribute. Pages work without JavaScript; one small same-origin script
// adds autocomplete, and the Content-Security-Policy allows no inline
// script. Everything the pages need is embedded (package templates), so the
// server works offline.
//
// Every route is registered under a name (urls.go), and every link the
// server writes is built from the name: in Go through the urls type, in the
// templates with {{url "card" .ID}}. A path is spelt once, in routes().
// The handlers find elements through the knowledge base's own lookups
// (corpus.KB.Card, Ruling …), which New requires built.
package api
