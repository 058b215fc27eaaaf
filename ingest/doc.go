// Package ingest parses arbitre's source documents into the knowledge base
// (corpus.KB).
//
// The documents are messy: headings at random levels, bullets of every
// shape, duplicated blocks, wrapped lines, page breaks, garbled mana glyphs.
// The parsers work like go/scanner: they report what they cannot make sense
// of, with its position, and keep going. Nothing is dropped: every line of
// every document is assigned either to exactly one knowledge-base element or
// to an explicit category (blank, navigation, separator …), and the Report
// counts the lines that are neither, which must be none.
//
// Three parsers share the line bookkeeping of this package: one for release
// notes (releasenotes.go), one for mechanics pages (mechanics.go) and one for
// the rulebook (rulebook.go).
package ingest
