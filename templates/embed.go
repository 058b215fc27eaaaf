// Package templates holds the HTML templates and static assets (style
// sheet, mana symbols, the autocomplete script) of arbitre's pages,
// embedded so that the binary serves them offline.
//
// The templates are html/template sources; package api parses them with its
// own function map, so this package only ships the files.
package templates

//go:generate go run mana_gen.go

import "embed"

// FS holds the page templates (*.html) and the static assets (static/…).
//
//go:embed *.html static
var FS embed.FS
