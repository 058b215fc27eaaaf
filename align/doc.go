// Package align pairs the entries of two documents of the knowledge base
// that say the same thing in two languages, such as the French and Italian
// Duskmourn release notes: card with card, ruling with ruling, section with
// section; and compares each pair so that translators see at once where the
// two differ.
//
// Nothing is paired by a hand-made list. A pairing is computed from what
// survives translation: the section, the mana cost, the canonical types,
// P/T and loyalty, the numbers and mana symbols of the text, the mechanics
// and keywords it uses (read through the term table, corpus.Terms), the
// number, order and lengths of the rulings, the roots French and Italian
// words share, the example cards printed inside each general-notes
// section, and, weakly, proper nouns in names and the position in the
// section. Each property gives evidence for or against a pairing, weighed
// against what unrelated cards of the same section share (measured on the
// documents themselves); a first pass with guessed reliabilities finds the
// pairs it is sure of, and a second pass learns from them what true pairs
// look like. Cards are paired by an optimal assignment inside each section,
// then across sections for the leftovers; rulings and sections, whose order
// is the same in both languages, by an order-preserving alignment. Every
// pair has a confidence in [0, 1]; what has no counterpart is listed.
//
// The two documents are different revisions (the French notes are dated
// August 2024, the Italian September 2024), so differences are expected.
// Alignment.Compare sets a card beside its counterpart, part by part, and
// Alignment.Differences lists every flag of the whole set: a ruling printed
// on one side only, numbers or mana symbols that differ, a mechanic
// rendered otherwise than the term table says, a ruling far longer on one
// side. Alignment.Counterpart finds a card's counterpart from either side,
// and Aligner.Uses says where each term of the table is used.
//
// AlignAll pairs the documents itself: the release notes of every set in
// two languages, by set code (DocPairs), the latest revision of each; All
// answers for every pair at once (counterparts of cards, sections and
// documents, differences, aliases for the index), and lists the names the
// rulings mention without an entry of their own, paired from the aligned
// rulings (Mention).
//
// Typical use:
//
//	all, err := align.AlignAll(kb)                 // every set, every pair
//	other, ok := all.CounterpartCard("orv-it-guardiana-del-faro")
//
//	al, err := align.Align(kb, "dsk-fr", "dsk-it")
//	if err != nil { ... }
//	p, ok := al.Counterpart("dsk-it-ferita-dolorosa") // p.From is dsk-fr-blessure-grave
//	cmp, ok := al.Compare("dsk-fr-blessure-grave")    // rows and flags
package align
