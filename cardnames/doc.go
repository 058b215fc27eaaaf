// Package cardnames imports card names in the languages the documents do
// not print, English above all: judges and many players know a card by its
// English (Oracle) name, which the French and Italian release notes never
// give.
//
// Read takes one of two public exports, told apart by their shape:
//
//   - Scryfall's bulk-data card files (all_cards, default_cards): a JSON
//     array of card objects, each a printing with its name (the English
//     Oracle name), lang, printed_name (the name printed in lang, for a
//     printing not in English; per face, in card_faces, for a card of
//     several faces), set, collector_number, oracle_id and scryfall_uri;
//   - MTGJSON's AllPrintings: {"meta", "data": {SET: {"code", "cards":
//     [{"name", "setCode", "number", "identifiers", "foreignData":
//     [{"language", "name"}]}]}}}, where each English card lists its
//     printed names in the other languages.
//
// Only all_cards and AllPrintings hold the French and Italian printings;
// default_cards has one printing per card, in English, and so names only
// the cards whose documents print their English name.
//
// Both files are large (all_cards is gigabytes): they are read as a
// stream by package carddata's reader (plain, or compressed with gzip,
// bzip2, xz or zip), one card at a time, and only the printings of the
// sets asked for are kept.
//
// Match gives each card of a knowledge base its English name, matching its
// set code and the name printed on it (case, accents and punctuation
// aside), and, for a card whose set code the file does not use, its
// printed name alone.
package cardnames
