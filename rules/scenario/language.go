package scenario

import (
	"github.com/arbitre/arbitre/rules"
)

// Language is the scenario language: the ops of the engine, the queries of
// expectations and the verbs of actions, one registry per kind of name.
// Other packages read the registries (Documentation) and parse scenarios
// with a language.
type Language struct {
	Ops     *rules.Registry[rules.OpHandler]
	Queries *rules.Registry[QueryHandler]
	Verbs   *rules.Registry[VerbHandler]
}

// builtin is the language arbitre ships with: the engine's built-in ops and
// the runner's queries and verbs. It is built once, by init, frozen, and
// never written afterwards; every Scenario without a language of its own
// uses it.
var builtin *Language

func init() {
	l := &Language{Ops: rules.BuiltinOps(), Queries: rules.NewRegistry[QueryHandler]("query"), Verbs: rules.NewRegistry[VerbHandler]("verb")}
	for _, err := range []error{registerQueries(l.Queries), registerVerbs(l.Verbs)} {
		if err != nil {
			panic(err) // a mistake in the built-in tables: every test fails at once
		}
	}
	l.Queries.Freeze()
	l.Verbs.Freeze()
	builtin = l
}

// NewLanguage returns a copy of the built-in language that can be extended
// with Register. Scenarios parsed with its ParseScenarios use it.
func NewLanguage() *Language {
	return &Language{Ops: builtin.Ops.Clone(), Queries: builtin.Queries.Clone(), Verbs: builtin.Verbs.Clone()}
}

// LanguageDoc is the documented list of the language.
type LanguageDoc struct {
	Ops     []rules.Doc `json:"ops"`
	Queries []rules.Doc `json:"queries"`
	Verbs   []rules.Doc `json:"verbs"`
	// Functions are those of the expression language ("count(creature)").
	Functions []rules.Doc `json:"functions"`
	// Triggers are the events of triggered abilities (when:).
	Triggers []rules.Doc `json:"triggers"`
}

// Documentation lists the built-in language.
func Documentation() LanguageDoc { return builtin.Documentation() }

// Documentation lists the language's ops, queries and verbs, each sorted by
// name, each with every argument it takes: its own, then those every entry
// of its kind (or, for ops, its class) takes.
func (l *Language) Documentation() LanguageDoc {
	return LanguageDoc{
		Ops:       rules.OpDocs(l.Ops),
		Queries:   rules.Docs(l.Queries, expectationCommon),
		Verbs:     rules.Docs(l.Verbs, actionCommon),
		Functions: rules.FunctionDocs(),
		Triggers:  rules.TriggerDocs(),
	}
}
