// Package scenario is the scenario language of arbitre's rules engine
// (package rules): scenarios written in YAML, their loader, which validates
// them against the language's registries, and their runner, which plays
// each one in a game of its own and compares the outcome with what the
// scenario expects. The scenarios ship embedded, with the library of
// generic cards they name. Cards couples the knowledge base with the
// reader (package read): a knowledge-base card plays with what its print
// compiles to.
//
// # Scenarios
//
// A scenario is one executable example, written in YAML in
// scenarios/*.yaml (embedded in the binary). YAML rather than Go tables:
// scenarios are data that judges and translators read and extend without
// touching the engine, the web pages show them as written (Result.Source),
// gopkg.in/yaml.v3 reports the line of every mistake, and the honesty test
// mutates their decoded form. A file holds a list of scenarios:
//
//   - id: dsk-fr-piece-valeur-de-mana-bibliotheque   # unique, stable
//     title: …                                        # shown on pages
//     era: modern                                     # or 9ed
//     checks:                                         # what it verifies
//   - id: dsk-fr-s-nouveau-type-d-enchantement-piece-r6
//     quote: "Par exemple, Piscine sans fond // Vestiaire a une valeur de mana de 6 …"
//     cards: […]          # inline cards, or abilities added to knowledge-base cards
//     players: [you, opp] # the default
//     life: {opp: 10}
//     turn: {active: opp, step: main1, number: 2}
//     setup:              # cards put into the game before the actions
//   - {card: dsk-fr-piscine-sans-fond-vestiaire, as: piscine, zone: library}
//     pool: {you: "{4}{U}"}
//     actions: […]        # what the players do
//     expect: […]         # the outcome the engine must compute
//     key: [piscine, action:2]
//
// Each check names a knowledge-base item by its stable id and quotes it;
// the verification harness (package verify) checks that the id exists and
// that the quote is part of its text (compared case- and accent-folded).
// Cards come from the knowledge base by id (their name, cost, type line
// read in French or Italian, power and toughness, and the keyword
// abilities their text lists: Vol/Volare, Piétinement/Travolgere,
// Contact mortel/Tocco letale, Initiative …, Imminence N — cost, Émergence
// cost, Grâce cost, "{cost} : Monstruosité N.", "Obstination — …") or are
// declared inline (name, cost, type, pt, text, keywords, doors for a room,
// meld_with and meld for a meld pair). What the engine cannot read from
// printed text is written in the ability language below.
//
// Setup items take: card, as (the alias actions and expectations use; a
// card keeps it through zone changes), zone (default battlefield; library
// cards are listed top first), owner, controller, tapped, sick (entered
// this turn), face_down, counters, damage, unlocked (room doors), attached
// (alias or player), bestowed, impending, monstrous, token, copy, copy_of,
// commander, count.
//
// Actions have one verb each (cast, activate, resolve, attack, block, do,
// check …, with their arguments: `arbitre verify --ops` lists them).
// Any action may set trigger_targets (source alias → target lists for the
// triggered abilities it causes) and keep_legend. An action with
// expect_error is one the rules forbid: the engine must refuse it, with an
// error containing that text, and leave the game unchanged. References to
// players use their names; to objects, their alias; "ability:<alias>" is
// the topmost ability of that source on the stack.
//
// Expectations pair a query with the value it must have ("is"): life,
// pt, zone, counters (with kind), cost and can_cast (with the choices of a
// cast), matches (a filter), value (any expression of the ability
// language) … `arbitre verify --ops` lists them all.
//
// The abilities scenarios write (cards:, do:) are in the ability language
// of package rules, which documents it.
//
// # The registries
//
// Ops, queries and action verbs are each kept in one registry
// (Language.Ops, Language.Queries, Language.Verbs): name → handler,
// arguments (name, kind, required or optional) and one line of
// documentation. The ops are the engine's (rules.BuiltinOps); adding a
// query or a verb is one entry in its table (queries.go, verbs.go). The
// loader validates every scenario against the registries (an unknown name,
// a missing argument or one the name does not take is an error at its
// file:line), and `arbitre verify --ops [--json]` prints them
// (Documentation). NewLanguage returns a copy of the built-in language that
// a caller can extend with Register; the built-in one is shared and
// frozen. A new verb or query needs its key as a field of Action or
// Expectation (the YAML it reads) when no existing field fits.
//
// # Honesty
//
// A scenario must make the engine compute its outcome. Its key lists the
// setup aliases and actions ("action:2") the outcome depends on. The
// mutation test of package verify (verify.Mutate) changes each scenario in
// plausible ways (another zone or card for a setup item, swapped targets,
// a forbidden action attempted, a key item removed, every action removed)
// and reports the share of mutants that fail: the mutation score; its
// verify.MutateForms changes what the cards do instead (the compiled
// forms of the printed cards, the engine's ops) and names the survivors.
//
// # Printed cards and generic cards
//
// A knowledge-base card plays with what the reader compiles from its
// print (Cards.Def). A scenario may write the card's abilities itself only
// with a reason (reason:, typically a paragraph the reader does not
// compile yet); the written abilities then replace the compiled ones. The
// cards a document only mentions, or a scenario invents ("Ours", "Choc"),
// are defined once, in the library (scenarios/library/cards.yaml, see
// Library), and named by the scenarios' setups; the embedded scenarios
// define none inline. A ruling about a mechanic no document prints a card
// for is checked against a real printed card, declared inline with its
// printing (lang, set, number; a transforming card's back face in back)
// and its name, cost, type line, power and toughness and text as printed:
// it plays with what the reader compiles from that text, every paragraph
// compiled (printed.go), and TestPrintedCardsAreReal checks it word for
// word against the real cards (../shared/realcards). Each scenario naming knowledge-base cards also runs,
// in package verify, with their counterparts in the other language.
//
// # Using it
//
//	scs, err := scenario.LoadScenarios()
//	cards := scenario.NewCards(kb)     // kb from ingest.Embedded()
//	res := scs[0].Run(ctx, cards)      // a Result
//
// A Result carries the scenario's title and YAML source, whether it
// passed, a message (the facts computed, or what went wrong with file:line)
// and the game log. Every scenario builds its own Game, so runs share no
// state and Run may be called concurrently. Checking that the rulings a
// scenario names exist and say what it quotes, and measuring coverage of
// the knowledge base, is the verification harness's job: package verify.
package scenario
