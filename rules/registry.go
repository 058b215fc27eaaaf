package rules

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
)

// The scenario language has three kinds of names: the ops of the ability
// language (instructions, do: and static:), the queries of expectations and
// the verbs of actions. Each kind has one registry that maps a name to its
// handler, its arguments and one line of documentation: adding an op, a
// query or a verb is one Register call, and the loader, the runner and
// `arbitre verify --ops` all read the registry.

// ArgKind says what an argument holds.
type ArgKind string

// Argument kinds.
const (
	ArgExpr     ArgKind = "expr"     // an expression of the ability language ("2", "count(creature)")
	ArgRef      ArgKind = "ref"      // an object or player reference ("t0", "self", "opp", an alias)
	ArgPlayer   ArgKind = "player"   // a player reference or name
	ArgObject   ArgKind = "object"   // a card alias of the scenario
	ArgFilter   ArgKind = "filter"   // a filter ("creature you_control")
	ArgZone     ArgKind = "zone"     // a zone name
	ArgString   ArgKind = "string"   // a word or name
	ArgWords    ArgKind = "list"     // a list of words
	ArgInt      ArgKind = "int"      // a number
	ArgInts     ArgKind = "ints"     // a list of numbers
	ArgBool     ArgKind = "bool"     // true or false
	ArgColors   ArgKind = "colors"   // color letters ("WB")
	ArgMana     ArgKind = "mana"     // mana symbols ("{2}{R}")
	ArgDuration ArgKind = "duration" // until when ("eot", "your_next_turn")
	ArgDo       ArgKind = "do"       // a list of instructions
	ArgAbility  ArgKind = "ability"  // an ability of the ability language
	ArgTargets  ArgKind = "targets"  // target references, one list per mode
	ArgValue    ArgKind = "value"    // the expected value (number, word, true/false or list)
	ArgMap      ArgKind = "map"      // a mapping (player → mana, attacker → target → amount …)
)

// Arg describes one argument: a YAML key of the instruction, expectation or
// action, what it holds, and whether it must be given.
type Arg struct {
	Name     string  `json:"name"`
	Kind     ArgKind `json:"kind"`
	Required bool    `json:"required"`
}

// Req declares a required argument.
func Req(name string, k ArgKind) Arg { return Arg{Name: name, Kind: k, Required: true} }

// Opt declares an optional argument.
func Opt(name string, k ArgKind) Arg { return Arg{Name: name, Kind: k} }

// Entry is one name of the scenario language: its arguments, one line of
// documentation and its handler.
type Entry[H any] struct {
	Name    string
	Doc     string
	Args    []Arg
	Handler H
}

// Arg returns the argument called name.
func (e *Entry[H]) Arg(name string) (Arg, bool) {
	for _, a := range e.Args {
		if a.Name == name {
			return a, true
		}
	}
	return Arg{}, false
}

// Registry maps the names of one kind (ops, queries or verbs) to their
// entries. The built-in registries are shared by every game and frozen:
// Register on a copy (NewLanguage) to extend the language.
type Registry[H any] struct {
	kind    string // "op", "query", "verb": for messages
	entries map[string]*Entry[H]
	order   []string // registration order: verbs are tried in it
	frozen  bool
}

// NewRegistry returns an empty registry of one kind ("op", "query",
// "verb"), the word its messages use.
func NewRegistry[H any](kind string) *Registry[H] {
	return &Registry[H]{kind: kind, entries: map[string]*Entry[H]{}}
}

// Register adds an entry. A name registered twice, an entry without a name
// or without documentation, and an argument named twice are errors.
func (r *Registry[H]) Register(e Entry[H]) error {
	switch {
	case r.frozen:
		return fmt.Errorf("register %s %q: the built-in registry is shared; register on NewLanguage()", r.kind, e.Name)
	case e.Name == "":
		return fmt.Errorf("register %s: no name", r.kind)
	case strings.TrimSpace(e.Doc) == "":
		return fmt.Errorf("register %s %q: no documentation", r.kind, e.Name)
	case r.entries[e.Name] != nil:
		return fmt.Errorf("register %s %q: already registered", r.kind, e.Name)
	}
	seen := map[string]bool{}
	for _, a := range e.Args {
		if a.Name == "" || seen[a.Name] {
			return fmt.Errorf("register %s %q: argument %q empty or named twice", r.kind, e.Name, a.Name)
		}
		seen[a.Name] = true
	}
	r.entries[e.Name] = &e
	r.order = append(r.order, e.Name)
	return nil
}

// Lookup returns the entry of a name.
func (r *Registry[H]) Lookup(name string) (*Entry[H], bool) {
	e, ok := r.entries[name]
	return e, ok
}

// Order returns the registered names in registration order (verbs are
// tried in it).
func (r *Registry[H]) Order() []string { return append([]string(nil), r.order...) }

// Names returns the registered names in alphabetical order.
func (r *Registry[H]) Names() []string {
	out := append([]string(nil), r.order...)
	sort.Strings(out)
	return out
}

// Freeze makes r refuse Register: the built-in registries are shared.
func (r *Registry[H]) Freeze() { r.frozen = true }

// Clone returns an unfrozen copy; entries are shared (they are never
// written after registration).
func (r *Registry[H]) Clone() *Registry[H] {
	c := &Registry[H]{kind: r.kind, entries: make(map[string]*Entry[H], len(r.entries)), order: append([]string(nil), r.order...)}
	for k, v := range r.entries {
		c.entries[k] = v
	}
	return c
}

// CheckArgs validates what an item gives against an entry: every required
// argument present, no argument the entry does not take (common lists the
// arguments every entry of its kind or class takes).
func (r *Registry[H]) CheckArgs(e *Entry[H], given []string, common []Arg) error {
	has := map[string]bool{}
	for _, k := range given {
		has[k] = true
		if _, ok := e.Arg(k); !ok && !hasArg(common, k) {
			return fmt.Errorf("%s %s takes no argument %q (it takes %s)", r.kind, e.Name, k, argNames(e.Args))
		}
	}
	for _, a := range e.Args {
		if a.Required && !has[a.Name] {
			return fmt.Errorf("%s %s: missing argument %q (%s)", r.kind, e.Name, a.Name, a.Kind)
		}
	}
	return nil
}

func hasArg(args []Arg, name string) bool {
	for _, a := range args {
		if a.Name == name {
			return true
		}
	}
	return false
}

func argNames(args []Arg) string {
	if len(args) == 0 {
		return "none"
	}
	var ns []string
	for _, a := range args {
		ns = append(ns, a.Name)
	}
	return strings.Join(ns, ", ")
}

// builtinOps holds the ops the engine ships with. It is built once, by
// init, frozen, and never written afterwards; every Game without ops of its
// own uses it. (A variable initializer cannot build it: the handlers refer
// back to it.)
var builtinOps *Registry[OpHandler]

func init() {
	r := NewRegistry[OpHandler]("op")
	if err := registerOps(r); err != nil {
		panic(err) // a mistake in the built-in tables: every test fails at once
	}
	r.Freeze()
	builtinOps = r
}

// BuiltinOps returns the built-in ops: shared and frozen; clone
// them to register more.
func BuiltinOps() *Registry[OpHandler] { return builtinOps }

// Doc documents one name of the language, for `arbitre verify --ops`.
type Doc struct {
	Name string `json:"name"`
	// Class says what an op does: one-shot, continuous (with its layer),
	// or read as the permanent enters.
	Class string `json:"class,omitempty"`
	Args  []Arg  `json:"args"`
	Doc   string `json:"doc"`
}

// OpDocs lists the ops of r sorted by name, each with every argument it
// takes: its own, then those of its class.
func OpDocs(r *Registry[OpHandler]) []Doc {
	var out []Doc
	for _, n := range r.Names() {
		e := r.entries[n]
		cls := e.Handler.class
		out = append(out, Doc{Name: n, Class: cls.String(), Args: withCommon(e.Args, cls.commonArgs()), Doc: e.Doc})
	}
	return out
}

// FunctionDocs lists the functions of the expression language by name.
func FunctionDocs() []Doc {
	var out []Doc
	for _, n := range slices.Sorted(maps.Keys(exprFuncs)) {
		f := exprFuncs[n]
		out = append(out, Doc{Name: n, Args: f.args, Doc: f.doc})
	}
	return out
}

// TriggerDocs lists the events of triggered abilities by name.
func TriggerDocs() []Doc {
	var names []string
	for n := range triggers {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []Doc
	for _, n := range names {
		out = append(out, Doc{Name: n, Args: []Arg{}, Doc: triggers[n].doc})
	}
	return out
}

// Docs lists the entries of r sorted by name, each with its own arguments
// and then the common ones.
func Docs[H any](r *Registry[H], common []Arg) []Doc {
	var out []Doc
	for _, n := range r.Names() {
		e := r.entries[n]
		out = append(out, Doc{Name: n, Args: withCommon(e.Args, common), Doc: e.Doc})
	}
	return out
}

// withCommon appends the common arguments an entry does not declare
// itself; never nil, so that JSON shows [].
func withCommon(own, common []Arg) []Arg {
	out := append([]Arg{}, own...)
	for _, a := range common {
		if !hasArg(own, a.Name) {
			out = append(out, a)
		}
	}
	return out
}
