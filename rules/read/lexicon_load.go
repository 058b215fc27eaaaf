package read

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// The reader's languages are data: one YAML file a language in lexicon/,
// each a lexiconSpec as its language writes it. A file is a mapping whose
// keys are the fields of lexiconSpec (lexiconFields lists them, with what
// each holds):
//
//   - a setting is a string, most of them a regular expression;
//   - a word table (counters, nouns …) is a mapping, folded words to tokens;
//   - a word list (fillers, triggerStarts …) is a sequence of strings;
//   - a table of shapes is a sequence of flow sequences, one a line:
//     [builder, pattern] for costs, restrictions, statics, effects,
//     conditions and flows, [pattern, event] or [pattern, event, selfEvent]
//     for triggers, [pattern, replacement] and the like for the rest.
//
// Patterns run on folded text (lower case, no accents, "~" for the card's
// own name) and the first that matches wins, so every list keeps its
// order. Adding a language is adding a file: the loader lists the
// directory, and the file's lang must be its name.
//
// The loader checks what buildLexicon would otherwise find late or never:
// an unknown key, a value of the wrong kind, a key twice in a mapping, a
// missing setting, a pattern that does not compile as the reader compiles
// it, a placeholder or a builder the reader does not know. Every error
// names the file and the line, as a broken table is a programming error
// to be fixed where it is written.

//go:embed lexicon/*.yaml lexicon/subtypes.tsv lexicon/counters.tsv
var lexiconFiles embed.FS

// lexiconSpecs loads the embedded lexicons. It runs once, in the
// reader's lazy init (lexicons).
func lexiconSpecs() ([]*lexiconSpec, error) {
	return loadLexiconSpecs(lexiconFiles, "lexicon", shapeBuilderNames())
}

// shapeBuilderNames is the reader's list of builder names, by kind of
// shape table: the keys of the one builders table (builders.go), which
// compileShapes looks a shape's name up in, so the two cannot drift.
func shapeBuilderNames() map[string]map[string]bool {
	return map[string]map[string]bool{
		"effect": keySet(builders.effects),
		"apply":  keySet(builders.applies),
		"cond":   keySet(builders.conds),
		"flow":   keySet(builders.flows),
	}
}

func keySet[V any](m map[string]V) map[string]bool {
	out := make(map[string]bool, len(m))
	for k := range m {
		out[k] = true
	}
	return out
}

// loadLexiconSpecs reads every .yaml file of dir, in name order. builders
// gives the builder names each kind of shape table may use. The errors of
// all files are returned together.
func loadLexiconSpecs(fsys fs.FS, dir string, builders map[string]map[string]bool) ([]*lexiconSpec, error) {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, err
	}
	var specs []*lexiconSpec
	var errs []error
	for _, e := range entries {
		if e.IsDir() || path.Ext(e.Name()) != ".yaml" {
			continue
		}
		name := path.Join(dir, e.Name())
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		spec, err := parseLexiconSpec(name, data, builders)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		specs = append(specs, spec)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if len(specs) == 0 {
		return nil, fmt.Errorf("%s: no lexicon", dir)
	}
	return specs, nil
}

// lexiconField is one key of a lexicon file.
type lexiconField struct {
	key string
	// required: a setting that must be there and not empty (an empty
	// pattern would match every text). A table may be left out: none.
	required bool
	// value is the spec's field the key fills; its type says what the
	// file holds there.
	value func(*lexiconSpec) any
	// check says whether a pattern compiles the way the reader compiles
	// it: the first string of each row of a table (nil: not a pattern).
	check func(string) error
	// builders is the kind of builder a shape table's names name.
	builders string
}

func lexiconFields() []lexiconField {
	re := checkRegexp("%s")
	// A shape table's patterns have compilePattern's placeholders and
	// {until} (withUntil).
	checkShape := checkPlaceholders(`^%s$`, slices.Concat(shapePlaceholders, []string{"until"})...)
	return []lexiconField{
		{key: "lang", required: true, value: func(s *lexiconSpec) any { return &s.lang }},
		{key: "article", required: true, value: func(s *lexiconSpec) any { return &s.article }, check: re},
		{key: "definite", value: func(s *lexiconSpec) any { return &s.definite }, check: re},
		{key: "selfPrefix", required: true, value: func(s *lexiconSpec) any { return &s.selfPrefix }, check: checkRegexp("(?:%s)")},
		{key: "selfPreps", value: func(s *lexiconSpec) any { return &s.selfPreps }},
		{key: "rewrites", value: func(s *lexiconSpec) any { return &s.rewrites }, check: re},
		{key: "numbers", value: func(s *lexiconSpec) any { return &s.numbers }},
		{key: "plurals", value: func(s *lexiconSpec) any { return &s.plurals }, check: re},
		{key: "listSplit", required: true, value: func(s *lexiconSpec) any { return &s.listSplit }, check: re},
		{key: "tokenWith", required: true, value: func(s *lexiconSpec) any { return &s.tokenWith }},
		{key: "tokenCalled", required: true, value: func(s *lexiconSpec) any { return &s.tokenCalled }, check: re},
		{key: "tokenBasic", required: true, value: func(s *lexiconSpec) any { return &s.tokenBasic }, check: re},
		{key: "anyColor", required: true, value: func(s *lexiconSpec) any { return &s.anyColor }, check: re},
		{key: "anyColorN", required: true, value: func(s *lexiconSpec) any { return &s.anyColorN }, check: re},
		{key: "colorlessMana", value: func(s *lexiconSpec) any { return &s.colorlessMana }, check: re},
		{key: "modeSeparator", value: func(s *lexiconSpec) any { return &s.modeSeparator }, check: re},
		{key: "manaOnly", required: true, value: func(s *lexiconSpec) any { return &s.manaOnly }, check: re},
		{key: "manaUses", value: func(s *lexiconSpec) any { return &s.manaUses }, check: checkRegexp("^(?:%s)$")},
		{key: "counters", value: func(s *lexiconSpec) any { return &s.counters }},
		{key: "durations", value: func(s *lexiconSpec) any { return &s.durations }},
		{key: "colors", value: func(s *lexiconSpec) any { return &s.colors }},
		{key: "fixedRefs", value: func(s *lexiconSpec) any { return &s.fixedRefs }},
		{key: "nouns", value: func(s *lexiconSpec) any { return &s.nouns }},
		{key: "adjectives", value: func(s *lexiconSpec) any { return &s.adjectives }},
		{key: "fillers", value: func(s *lexiconSpec) any { return &s.fillers }},
		{key: "tokenSubtypes", value: func(s *lexiconSpec) any { return &s.tokenSubtypes }},
		{key: "predefinedTokens", value: func(s *lexiconSpec) any { return &s.predefinedToken }},
		{key: "qualifiers", value: func(s *lexiconSpec) any { return &s.qualifiers }, check: re},
		{key: "quantifiers", value: func(s *lexiconSpec) any { return &s.quantifiers }, check: checkPlaceholders(`^%s(?:\s+|$)`, "n")},
		{key: "amounts", value: func(s *lexiconSpec) any { return &s.amounts }, check: checkRegexp("^%s$")},
		{key: "libraryTop", required: true, value: func(s *lexiconSpec) any { return &s.libraryTop }, check: checkPlaceholders("%s", "n")},
		{key: "theirLibraryTop", required: true, value: func(s *lexiconSpec) any { return &s.theirLibraryTop }, check: checkPlaceholders("%s", "n")},
		{key: "searchPut", required: true, value: func(s *lexiconSpec) any { return &s.searchPut }, check: re},
		{key: "searchSteps", value: func(s *lexiconSpec) any { return &s.searchSteps }, check: checkRegexp("^(?:%s)$")},
		{key: "extraWords", value: func(s *lexiconSpec) any { return &s.extraWords }},
		{key: "controllerOf", value: func(s *lexiconSpec) any { return &s.controllerOf }, check: checkRegexp("^(?:%s)$")},
		{key: "chapter", required: true, value: func(s *lexiconSpec) any { return &s.chapter }, check: re},
		{key: "enchant", required: true, value: func(s *lexiconSpec) any { return &s.enchant }, check: re},
		{key: "loyalty", required: true, value: func(s *lexiconSpec) any { return &s.loyalty }, check: re},
		{key: "interveningIf", required: true, value: func(s *lexiconSpec) any { return &s.interveningIf }, check: re},
		{key: "addMana", required: true, value: func(s *lexiconSpec) any { return &s.addMana }, check: re},
		{key: "xDefinition", required: true, value: func(s *lexiconSpec) any { return &s.xDefinition }, check: re},
		{key: "additionalCost", required: true, value: func(s *lexiconSpec) any { return &s.additionalCost }, check: re},
		{key: "forecast", value: func(s *lexiconSpec) any { return &s.forecast }, check: re},
		{key: "delayedTrigger", required: true, value: func(s *lexiconSpec) any { return &s.delayedTrigger }, check: re},
		{key: "nextTrigger", required: true, value: func(s *lexiconSpec) any { return &s.nextTrigger }, check: re},
		{key: "nextSteps", value: func(s *lexiconSpec) any { return &s.nextSteps }, check: re},
		{key: "typecycling", required: true, value: func(s *lexiconSpec) any { return &s.typecycling }, check: re},
		{key: "youVerb", required: true, value: func(s *lexiconSpec) any { return &s.youVerb }, check: re},
		{key: "asEnters", required: true, value: func(s *lexiconSpec) any { return &s.asEnters }, check: re},
		{key: "elseTapped", required: true, value: func(s *lexiconSpec) any { return &s.elseTapped }, check: re},
		{key: "entersChoice", required: true, value: func(s *lexiconSpec) any { return &s.entersChoice }, check: re},
		{key: "reflexive", required: true, value: func(s *lexiconSpec) any { return &s.reflexive }, check: re},
		{key: "extraTargetCost", value: func(s *lexiconSpec) any { return &s.extraTargetCost }, check: re},
		{key: "triggerStarts", value: func(s *lexiconSpec) any { return &s.triggerStarts }},
		{key: "keepStart", value: func(s *lexiconSpec) any { return &s.keepStart }},
		{key: "causatives", value: func(s *lexiconSpec) any { return &s.causatives }},
		{key: "thatChoice", value: func(s *lexiconSpec) any { return &s.thatChoice }, check: re},
		{key: "mayInfinitives", value: func(s *lexiconSpec) any { return &s.mayInfinitives }, check: checkRegexp(`^(?:%s)`)},
		{key: "triggerOr", value: func(s *lexiconSpec) any { return &s.triggerOr }},
		{key: "subjectPronouns", value: func(s *lexiconSpec) any { return &s.subjectPronouns }},
		{key: "conjunctions", value: func(s *lexiconSpec) any { return &s.conjunctions }},
		{key: "chooseModes", value: func(s *lexiconSpec) any { return &s.chooseModes }},
		{key: "repeatModes", required: true, value: func(s *lexiconSpec) any { return &s.repeatModes }},
		{key: "unchosenModes", required: true, value: func(s *lexiconSpec) any { return &s.unchosenModes }},
		{key: "whileCond", value: func(s *lexiconSpec) any { return &s.whileCond }, check: re},
		{key: "unlessCond", value: func(s *lexiconSpec) any { return &s.unlessCond }, check: re},
		{key: "condAnd", required: true, value: func(s *lexiconSpec) any { return &s.condAnd }},
		{key: "condOr", required: true, value: func(s *lexiconSpec) any { return &s.condOr }},
		{key: "missingKeywords", value: func(s *lexiconSpec) any { return &s.missingKeywords }, check: checkRegexp(`^(?:%s)\b`)},
		{key: "keywordOr", value: func(s *lexiconSpec) any { return &s.keywordOr }, check: re},
		{key: "keywordSentences", value: func(s *lexiconSpec) any { return &s.keywordSentences }, check: checkRegexp(`^(?:%s)\.?$`)},
		{key: "keywordReminders", value: func(s *lexiconSpec) any { return &s.keywordReminders }, check: checkRegexp(`^(?:%s)\.?$`)},
		{key: "missingTriggers", value: func(s *lexiconSpec) any { return &s.missingTriggers }, check: checkPlaceholders(`^%s(?:,.*)?$`, shapePlaceholders...)},
		{key: "reminders", value: func(s *lexiconSpec) any { return &s.reminders }, check: checkRegexp(`^(?:%s)\.?$`)},
		{key: "tokenDefs", value: func(s *lexiconSpec) any { return &s.tokenDefs }, check: re},
		{key: "unlessActions", value: func(s *lexiconSpec) any { return &s.unlessActions }, check: checkRegexp("^(?:%s)$")},
		{key: "triggers", value: func(s *lexiconSpec) any { return &s.triggers }, check: checkPlaceholders(`^%s$`, shapePlaceholders...)},
		{key: "costs", value: func(s *lexiconSpec) any { return &s.costs }, check: checkShape, builders: "apply"},
		{key: "restrictions", value: func(s *lexiconSpec) any { return &s.restrictions }, check: checkShape, builders: "apply"},
		{key: "statics", value: func(s *lexiconSpec) any { return &s.statics }, check: checkShape, builders: "effect"},
		{key: "effects", value: func(s *lexiconSpec) any { return &s.effects }, check: checkShape, builders: "effect"},
		{key: "entering", value: func(s *lexiconSpec) any { return &s.entering }, check: checkShape, builders: "effect"},
		{key: "conditions", value: func(s *lexiconSpec) any { return &s.conditions }, check: checkShape, builders: "cond"},
		{key: "flows", value: func(s *lexiconSpec) any { return &s.flows }, check: checkShape, builders: "flow"},
	}
}

// shapePlaceholders are the placeholders compilePattern expands. A pattern
// is checked with each replaced by an empty group of the name the reader
// gives it (placeholderGroups where that is not the placeholder's own).
var shapePlaceholders = []string{"n", "obj", "to", "who", "src", "what", "kind", "kw", "expr", "cond", "rest", "pt", "cost", "top", "theirtop"}

var placeholderGroups = map[string]string{"pt": `(?P<p>)/(?P<t>)`, "until": `(?: (?P<until>))?`, "top": `(?P<n>)`, "theirtop": `(?P<n>)`}

// checkRegexp checks a pattern as the reader compiles it: written into
// wrap's %s.
func checkRegexp(wrap string) func(string) error {
	return func(p string) error { return compileError(strings.Replace(wrap, "%s", p, 1), p) }
}

// compileError says why re, the reader's form of the pattern p, does not
// compile, quoting the part at fault when p holds it as written (the rest
// of re is the reader's, not the file's). Parsing finds what
// regexp.Compile would refuse at a fraction of the cost, and buildLexicon
// compiles every pattern anyway.
func compileError(re, p string) error {
	_, err := syntax.Parse(re, syntax.Perl)
	var se *syntax.Error
	switch {
	case err == nil:
		return nil
	case errors.As(err, &se) && se.Expr != "" && strings.Contains(p, se.Expr):
		return fmt.Errorf("regexp: %s: `%s`", se.Code, se.Expr)
	case errors.As(err, &se):
		return fmt.Errorf("regexp: %s", se.Code)
	}
	return fmt.Errorf("regexp: %v", err)
}

var placeholderRE = regexp.MustCompile(`\{[a-z_]+\}`)

// checkPlaceholders checks a pattern with placeholders, names those the
// reader expands. A placeholder it does not expand is an error: it would
// match its own braces, never a card's text.
func checkPlaceholders(wrap string, names ...string) func(string) error {
	var pairs []string
	for _, n := range names {
		g, ok := placeholderGroups[n]
		if !ok {
			g = `(?P<` + n + `>)`
		}
		pairs = append(pairs, "{"+n+"}", g)
	}
	r := strings.NewReplacer(pairs...)
	return func(p string) error {
		q := r.Replace(p)
		for _, loc := range placeholderRE.FindAllStringIndex(q, -1) {
			if loc[0] == 0 || q[loc[0]-1] != '\\' {
				return fmt.Errorf("unknown placeholder %s", q[loc[0]:loc[1]])
			}
		}
		return compileError(strings.Replace(wrap, "%s", q, 1), p)
	}
}

// lexiconError is an error at a line of a lexicon file.
type lexiconError struct {
	file string
	line int
	msg  string
}

func (e *lexiconError) Error() string { return fmt.Sprintf("%s:%d: %s", e.file, e.line, e.msg) }

// lexiconParser collects the errors of one file.
type lexiconParser struct {
	file string
	errs []error
}

func (p *lexiconParser) errorf(n *yaml.Node, format string, args ...any) {
	p.errs = append(p.errs, &lexiconError{p.file, n.Line, fmt.Sprintf(format, args...)})
}

// parseLexiconSpec reads one lexicon file; name is its path, for errors
// and for its language.
func parseLexiconSpec(name string, data []byte, builders map[string]map[string]bool) (*lexiconSpec, error) {
	p := &lexiconParser{file: name}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		// yaml.v3 says "yaml: line N: …".
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, &lexiconError{name, max(doc.Line, 1), "want a mapping of the lexicon's tables"}
	}
	root := doc.Content[0]
	fields := map[string]lexiconField{}
	for _, f := range lexiconFields() {
		fields[f.key] = f
	}
	spec := &lexiconSpec{}
	seen := map[string]bool{}
	langAt := root
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		f, ok := fields[k.Value]
		switch {
		case k.Kind != yaml.ScalarNode || !ok:
			p.errorf(k, "unknown key %q", k.Value)
			continue
		case seen[k.Value]:
			p.errorf(k, "%s: defined twice", k.Value)
			continue
		}
		seen[k.Value] = true
		if k.Value == "lang" {
			langAt = k
		}
		p.field(f, v, spec, builders)
	}
	for _, f := range lexiconFields() {
		if f.required && !seen[f.key] {
			p.errorf(root, "%s: missing", f.key)
		}
	}
	if spec.lang != "" && spec.lang+".yaml" != path.Base(name) {
		p.errorf(langAt, "lang %q in a file named %s", spec.lang, path.Base(name))
	}
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return spec, nil
}

// field decodes one key's value into the spec and checks its patterns.
func (p *lexiconParser) field(f lexiconField, v *yaml.Node, spec *lexiconSpec, builders map[string]map[string]bool) {
	pat := func(n *yaml.Node, what, s string) {
		if f.check == nil {
			return
		}
		if err := f.check(s); err != nil {
			p.errorf(n, "%s: %v", what, err)
		}
	}
	switch dst := f.value(spec).(type) {
	case *string:
		s, ok := p.str(v, f.key)
		if !ok {
			return
		}
		if f.required && s == "" {
			p.errorf(v, "%s: empty", f.key)
			return
		}
		*dst = s
		if s != "" {
			pat(v, f.key, s)
		}
	case *[]string:
		if !p.kind(v, yaml.SequenceNode, f.key, "a sequence of strings") {
			return
		}
		*dst = make([]string, 0, len(v.Content))
		for _, n := range v.Content {
			if s, ok := p.str(n, f.key); ok {
				*dst = append(*dst, s)
				pat(n, f.key, s)
			}
		}
	case *map[string]string:
		*dst = map[string]string{}
		p.mapping(v, f.key, func(k string, n *yaml.Node) {
			if s, ok := p.str(n, f.key+": "+strconv.Quote(k)); ok {
				(*dst)[k] = s
			}
		})
	case *map[string]int:
		*dst = map[string]int{}
		p.mapping(v, f.key, func(k string, n *yaml.Node) {
			i, err := strconv.Atoi(n.Value)
			if n.Kind != yaml.ScalarNode || n.Tag != "!!int" || err != nil {
				p.errorf(n, "%s: %q: want an integer", f.key, k)
				return
			}
			(*dst)[k] = i
		})
	case *[][2]string:
		*dst = make([][2]string, 0, len(v.Content))
		p.rows(v, f.key, 2, 2, func(n *yaml.Node, row []string) {
			*dst = append(*dst, [2]string{row[0], row[1]})
			pat(n, f.key, row[0])
		})
	case *[][3]string:
		*dst = make([][3]string, 0, len(v.Content))
		p.rows(v, f.key, 2, 3, func(n *yaml.Node, row []string) {
			*dst = append(*dst, [3]string{row[0], row[1], at(row, 2)})
			pat(n, f.key, row[0])
		})
	case *[]triggerPattern:
		*dst = make([]triggerPattern, 0, len(v.Content))
		p.rows(v, f.key, 2, 3, func(n *yaml.Node, row []string) {
			*dst = append(*dst, triggerPattern{pat: row[0], when: row[1], selfWhen: at(row, 2)})
			pat(n, f.key+": "+strconv.Quote(row[1]), row[0])
		})
	case *[]pattern:
		*dst = make([]pattern, 0, len(v.Content))
		p.rows(v, f.key, 2, 2, func(n *yaml.Node, row []string) {
			*dst = append(*dst, pattern{name: row[0], pat: row[1]})
			what := f.key + ": " + strconv.Quote(row[0])
			if !builders[f.builders][row[0]] {
				p.errorf(n, "%s: no %s builder of that name", what, f.builders)
			}
			pat(n, what, row[1])
		})
	default:
		panic(fmt.Sprintf("lexicon key %s: no decoder for %T", f.key, dst))
	}
}

func at(row []string, i int) string {
	if i < len(row) {
		return row[i]
	}
	return ""
}

func (p *lexiconParser) kind(n *yaml.Node, k yaml.Kind, what, want string) bool {
	if n.Kind != k {
		p.errorf(n, "%s: want %s", what, want)
		return false
	}
	return true
}

// str is a string scalar: quoted, or plain and read as a string (not a
// number, a boolean or null, which a table never means).
func (p *lexiconParser) str(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode || n.Tag != "!!str" {
		p.errorf(n, "%s: want a string", what)
		return "", false
	}
	return n.Value, true
}

// mapping calls f on each entry of a mapping of strings, in order.
func (p *lexiconParser) mapping(v *yaml.Node, what string, f func(k string, n *yaml.Node)) {
	if !p.kind(v, yaml.MappingNode, what, "a mapping") {
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, ok := p.str(v.Content[i], what+" key")
		if !ok {
			continue
		}
		if seen[k] {
			p.errorf(v.Content[i], "%s: %q defined twice", what, k)
			continue
		}
		seen[k] = true
		f(k, v.Content[i+1])
	}
}

// rows calls f on each row of a table: a sequence of sequences of lo to
// hi strings.
func (p *lexiconParser) rows(v *yaml.Node, what string, lo, hi int, f func(n *yaml.Node, row []string)) {
	if !p.kind(v, yaml.SequenceNode, what, "a sequence of rows") {
		return
	}
	for _, n := range v.Content {
		if n.Kind != yaml.SequenceNode || len(n.Content) < lo || len(n.Content) > hi {
			if lo == hi {
				p.errorf(n, "%s: want a row of %d strings", what, lo)
			} else {
				p.errorf(n, "%s: want a row of %d to %d strings", what, lo, hi)
			}
			continue
		}
		row := make([]string, 0, len(n.Content))
		for _, c := range n.Content {
			s, ok := p.str(c, what)
			if !ok {
				break
			}
			row = append(row, s)
		}
		if len(row) == len(n.Content) {
			f(n, row)
		}
	}
}
