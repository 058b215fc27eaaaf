// Package carddata imports every card of Magic from the public card-data
// exports into card records, one per card (its Oracle identity), and looks
// them up by name in any language.
//
// # Files
//
// Three kinds of file are read, told apart by their shape, not their name:
//
//   - MTGJSON's AllPrintings ({"meta", "data": {SET: {set}, …}}) or one of
//     its set files ({"meta", "data": {set}}): each set's "cards" are its
//     printings, in English, each with its Oracle text, its printed names,
//     type lines and texts in the other languages ("foreignData") and its
//     English rulings;
//   - Scryfall's card bulk files (default_cards, all_cards: an array of
//     card objects, one printing in one language each), or a list object
//     ({"object": "list", "data": [cards]});
//   - Scryfall's rulings bulk file: an array of ruling objects, each with
//     its card's oracle_id.
//
// A file may be plain or compressed with gzip, bzip2, xz or zip (every
// .json member of the archive is read): the compression is told by the
// file's first bytes, not its extension. Files are streamed: AllPrintings
// (about 500 MB) is read a card at a time, and no more than one set's
// printings are held before they are merged (a set file's release date
// comes after its cards, and decides which printing's text is current).
//
// # Records
//
// An Importer merges the entries of any number of files into Cards: one
// Card per Oracle id (MTGJSON's identifiers.scryfallOracleId, Scryfall's
// oracle_id), with the English Oracle name and characteristics, its faces,
// per language the printed name, type line and text (English is the
// Oracle text), every printing and the English rulings. A card's id is its
// Oracle id: names change (renamed cards) and are shared (Alchemy's
// rebalanced cards print the same name in other languages, Un-cards share
// names), while Scryfall keeps an Oracle id for a card's whole life, and
// both exports give it. Only a card the file gives no Oracle id is keyed
// by its English name's slug.
//
// # Lookups
//
// Cards.Named finds a card by its exact name in any language, folded as
// internal/text folds (case, accents, punctuation), and says which
// language the name is in; Cards.Fuzzy finds names by prefix and with one
// or two typos.
package carddata
