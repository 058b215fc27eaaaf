// Package verify is arbitre's verification harness: it runs the rules
// engine's scenarios (package rules) against the knowledge base and says
// what they prove about it.
//
// An Index holds what verification needs of the knowledge base: its cards
// as the engine reads them (rules.Cards), the text of every citable item,
// and the example-bearing items. Index.Run plays one scenario and checks
// that every ruling, rule paragraph or glossary entry it names exists and
// that its quote is part of that item's text (compared case- and
// accent-folded, quotes and ellipses unified); a scenario whose quote is
// not its ruling's fails.
//
// # Coverage
//
// NewIndex finds the example-bearing items of the knowledge base: the
// rulings, rule paragraphs and glossary entries whose text matches
// ExamplePattern ("par exemple", "exemple :", "prenons un exemple", "per
// esempio", "ad esempio"), and the rule paragraphs with an example block.
// A Report counts them (ExampleRulings) and those that a passing scenario
// checks (CoveredRulings), by language, and lists the rest. Sections whose
// own paragraphs give examples (the rulebook's chapters, the Journey into
// Nyx page) are not rulings; they are counted apart (ExampleSections,
// CoveredSections).
//
// # Both languages, every ruling, mutants
//
// NewIndex aligns the French and Italian release notes of each set (package
// align): every scenario that names knowledge-base cards runs again with
// their counterparts, its checked rulings and printed names translated
// (Index.Run fills Result.Counterpart), and must pass there too. Every
// card and section ruling is checked (by a scenario passing in both
// languages, or playing generic cards only, that plays the ruling's card
// as the reader compiles its print, with nothing written in its place:
// standins.go), checked only partly (with the reasons), classified as not
// executable in the embedded ClassifyDir, engine-limited (classified so,
// with the feature the engine lacks) or untouched; Report counts them per
// document. Mutate is the mutation test of the scenarios (plausible
// mutants; the score is Report.MutationScore), MutateForms that of the
// reader's compiled forms and the engine's ops (survivors by name);
// StaleOverrides lists the abilities scenarios write for cards whose print
// now suffices, or whose reason says the print is not compiled when it
// is. OpsUsage counts the cards that compile to each op the reader can
// emit (ReaderOps), and the scenarios that play it (`verify --ops`).
//
// # Using it
//
//	rep, err := verify.RunAll(ctx, kb)  // kb from ingest.Embedded()
//	byID := rep.ByRuling()              // knowledge-base id → scenario results
//
// RunAll loads the embedded scenarios and runs them; rules.LoadScenarios,
// NewIndex and Run do the steps separately (load and index once, run per
// request). Runs share no state: Run may be called concurrently.
package verify
