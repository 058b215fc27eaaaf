// Package api serves arbitre's knowledge base over HTTP: a JSON API described
// by an OpenAPI 3 document, and server-rendered pages (search, cards,
// sections, glossary entries, rule paragraphs, documents) whose texts are
// cross-linked to one another.
//
// New builds a Server from its dependencies (the knowledge base, the search
// index, …); nothing is global, so tests run several servers side by side.
// Pages work without JavaScript; one small same-origin script adds
// autocomplete. Everything the pages need is embedded (package templates),
// so the server works offline.
package api
