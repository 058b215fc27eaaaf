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
// number, order and lengths of the rulings, the example cards printed
// inside each general-notes section, and, weakly, proper nouns in names
// and the position in the section. Cards are paired by an optimal
// assignment inside each section, then across sections for the leftovers;
// rulings and sections, whose order is the same in both languages, by an
// order-preserving alignment. Every pair has a confidence in [0, 1], and
// what has no counterpart is listed.
//
// The two documents are different revisions (the French notes are dated
// August 2024, the Italian September 2024), so differences are expected;
// Compare lists them: a ruling printed on one side only, numbers or mana
// symbols that differ, a mechanic rendered otherwise than the term table
// says.
package align
