// Package locale holds arbitre's message catalogue: every string the
// pages, the API's translated fields and the game logs show, one JSON file
// per language under translations (fr.json, it.json, en.json), embedded in
// the program. Adding a language is adding its file.
//
// A file is one object of keys and messages, one key per line in sorted
// order, so that the files of two languages match line for line and a
// translator sees at once what one lacks. The English file (Base) says
// which keys exist; another language that lacks a key shows the English
// message. Messages are fmt formats: a translation may reorder the
// arguments with %[2]s, quote differently (« %s » where English has %q) or
// leave one out, but Load refuses one that formats an argument as another
// kind of value (%s where English has %d) or uses one English does not
// take, as it refuses bad JSON, a key given twice or an empty message,
// naming the file, the line and the key.
//
// The keys are grouped by their first dotted part:
//
//   - "log." + the English format: the rules engine's game log (package
//     rules, Game.logf, which keeps each line's format and its arguments);
//     every argument comes as text, so the messages take %s. "log.%v" is an
//     error the engine logs as it is (logf("%v", err)).
//   - "arg.": the words a game log's arguments may be (players, zones,
//     steps); card names stay as printed.
//   - "query." and "warn.": the query language's error and warning codes
//     (package index, Message codes); every argument comes as text.
//     "help.reference" is its reference block, whose English is
//     index.Syntax, the one the CLI prints.
//   - "err.": the API's error details (api.Error), by code and, for 404s,
//     by what is missing.
//   - "era.", "verify.era.": items of old rules.
//   - "home.", "doc.": the home page and the documents.
//   - "compare.", "diff.", "diffnote.", "why.", "feature.": the alignment's
//     differences and the translators' pages.
//   - "help.ex." and "help.desc.": the help page's rows, an example
//     (alternatives parted by " ¦ ") and what it finds.
//   - "offline.", "copy.": at the table (the offline page and its scripts).
//   - the others ("card.", "search.", "nav." …): the chrome of the page
//     their prefix names.
//
// Load reads and checks the catalogue once; the Catalogue it returns is
// never modified, so every goroutine may share it.
package locale
