// Package read is the card-text reader of arbitre's rules engine: it
// compiles printed rules text, French or Italian, and English Oracle text,
// to the ability language of the engine, package rules (the same
// *rules.Ability values the scenarios write in YAML): a card compiles to
// one form whatever its language. It is a grammar over the templating language, in the manner of
// Magarena's ability table: the card's own name becomes a placeholder that
// swallows its article ("la Chaleur impie", "il Calore Sacrilego" → "~"),
// reminder text is removed, an ability word ("Délire —") becomes a
// condition node, and what is left is matched against tables of trigger,
// cost, condition and effect shapes written once per language
// (lexicon/fr.yaml, lexicon/it.yaml, lexicon/en.yaml). Object phrases ("une créature ciblée qu'un
// adversaire contrôle", "una creatura bersaglio controllata da un
// avversario") are read word by word into filters of the ability language.
//
// Reading is honest: a paragraph is compiled only when every clause maps to
// a known shape and every word of every object phrase is known; otherwise
// it is unread, with the first thing that stopped the reader as reason.
//
// A document's misprints (« arteact », « Distruigi ») are data with their
// place, misprints.yaml: the paragraph printed there is read as meant and
// the reading names the misprint; the lexicons know only the language.
//
// ReadCard reads one knowledge-base card into a CardReading: each
// paragraph with what it compiled to or why it is unread. ReadCards reads
// every card of the knowledge base into a CardsReport (`arbitre verify
// --cards`). CompareLanguages reads each card in every language it has
// (the notes' French and Italian, a card record's other languages and its
// English Oracle text, RecordCard laying a record's text out as a card)
// and gives each two readings a verdict: where a printed text compiles
// otherwise than the Oracle text, an errata or a translation difference.
// The reader only builds abilities; it never plays them.
package read
