package api

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The catalogue's keys (package locale) against the code that uses them:
// every key the api's Go code and templates name exists, every message
// another package reports by code or format (the rules engine's game log,
// the query language's errors and warnings) has its key, and every key is
// used. Its completeness in every language and the agreement of the
// formats are package locale's tests.

// dynamicKeys are the key prefixes the code completes at run time with a
// value this test cannot list ("lang." + a hit's language): their keys
// count as used. Each says where its values come from. A prefix the code
// no longer builds must leave the list (the test says so).
var dynamicKeys = map[string]string{
	"arg.":          "the game log's arguments that are words (players, zones, steps: rules' Zone and Step names); card names are not keys",
	"color.":        "the color facet's values (WUBRG, C, M), from the index",
	"compare.kind.": "an alignment difference's kind (card, ruling), package align",
	"diff.":         "an alignment difference's kind (package align's Difference.Kind)",
	"doc.kind.":     "a document's kind (corpus: release-notes, mechanics, rulebook, faq)",
	"doc.state.":    "a file's status (package live's Status*: ok, error, failed, warnings)",
	"era.rules.":    "the rules of an old era a card was printed under (era.go)",
	"facet.":        "the search facets (search.go's add calls)",
	"fileerr.":      "why a file is not served, from ingest's and live's messages (fileerrors.go's fileErrorForms)",
	"flag.":         "the parser's flags the pages word (flags.go's flagForms)",
	"feature.":      "the features the aligner compares (package align's reasons)",
	"home.count.":   "the home page's figures (home.go)",
	"layout.":       "a card's layout (corpus.Layout*, and the card data's Scryfall and MTGJSON layouts)",
	"kind.":         "a hit's kind (index: card, ruling, section, glossary, rule, term)",
	"part.":         "the part of a card or ruling a difference is in (package align)",
	"terms.kind.":   "a term's kind (corpus: type, subtype, keyword…)",
	"verify.era.":   "the era a verified scenario's rules belong to (verify)",
	"why.":          "the code of an alignment's reason (package align)",
}

// listedKeys are the key prefixes whose values a test can list: their
// keys are exactly the listed ones, so that a value without its key and a
// key without its value both fail.
func listedKeys(t *testing.T) map[string][]string {
	t.Helper()
	help := map[string][]string{}
	for _, row := range helpRows {
		help["help.ex."] = append(help["help.ex."], row)
		help["help.desc."] = append(help["help.desc."], row)
	}
	return map[string][]string{
		// Every format the rules engine logs (Game.logf), in whichever
		// package of ../rules it ends up.
		"log.":        callLiterals(t, "../rules", "logf", 0),
		"query.":      callLiterals(t, "../index", "qerr", 1),
		"warn.":       slices.Concat(callLiterals(t, "../index", "warnf", 1), callLiterals(t, "../index", "newMessage", 1)),
		"lang.":       uiLangs,
		"langs.kind.": langDiffKinds,
		"help.ex.":    help["help.ex."],
		"cli.":        callLiterals(t, "../cmd/arbitre", "cliT", 1),
		"help.desc.":  help["help.desc."],
	}
}

// TestCatalogueUsed: every key the Go code and the templates name exists;
// every prefix they complete at run time is in dynamicKeys or listedKeys;
// every listed value has its key; every key is used.
func TestCatalogueUsed(t *testing.T) {
	cat := messages()
	listed := listedKeys(t)
	used := map[string]bool{}
	dynamic := map[string]bool{}
	for _, u := range slices.Concat(goKeys(t), templateKeys(t)) {
		switch {
		case u.prefix:
			dynamic[u.key] = true
			_, doc := dynamicKeys[u.key]
			if _, ok := listed[u.key]; !ok && !doc {
				t.Errorf("%s: keys %q+… built at run time: say where the values come from in dynamicKeys", u.at, u.key)
			}
		case !cat.Has(u.key):
			t.Errorf("%s: no catalogue key %q", u.at, u.key)
		default:
			used[u.key] = true
		}
	}
	for prefix := range dynamicKeys {
		if !dynamic[prefix] {
			t.Errorf("dynamicKeys: no code builds keys %q+… any more: drop it from the list", prefix)
		}
	}
	for prefix, values := range listed {
		if len(values) == 0 {
			t.Errorf("%s: found no values to check", prefix)
		}
		for _, v := range values {
			if !cat.Has(prefix + v) {
				t.Errorf("no catalogue key %q: %q has no translations", prefix+v, v)
			}
			used[prefix+v] = true
		}
	}
	for _, key := range cat.Keys() {
		if used[key] {
			continue
		}
		if prefix, ok := under(key, dynamicKeys); ok {
			if _, fixed := listed[prefix]; !fixed {
				continue
			}
		}
		if prefix, ok := under(key, listed); ok {
			t.Errorf("catalogue key %q: no such value of %s… (stale?)", key, prefix)
			continue
		}
		t.Errorf("catalogue key %q: used nowhere", key)
	}
}

// under returns the longest of prefixes key starts with.
func under[V any](key string, prefixes map[string]V) (string, bool) {
	best := ""
	for p := range prefixes {
		if strings.HasPrefix(key, p) && len(p) > len(best) {
			best = p
		}
	}
	return best, best != ""
}

// TestCatalogueLanguages: the interface offers the catalogue's languages.
func TestCatalogueLanguages(t *testing.T) {
	got, want := messages().Languages(), slices.Sorted(slices.Values(uiLangs))
	if !slices.Equal(got, want) {
		t.Errorf("catalogue in %v, uiLangs %v", got, want)
	}
	if got := translator("it").T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key gives %q", got)
	}
}

// keyUse is a key, or the prefix of keys built at run time, that code
// names, and where.
type keyUse struct {
	key    string
	prefix bool
	at     string // file:line
}

// keyCalls are the functions of the api that take a catalogue key, and
// which of their arguments it is.
var keyCalls = map[string]int{"T": 0, "Tf": 0, "Has": 0, "msgKey": 0, "notFoundMsg": 0, "keyed": 1}

// keyShape is what a key looks like: a lowercase prefix, a dot, and words
// without spaces or slashes, so that a literal elsewhere ("home.count.cards"
// as a field, "doc.modified" returned) is taken for one.
var keyShape = regexp.MustCompile(`^([a-z]+)\.[A-Za-z0-9_.%-]+$`)

// goKeys returns the keys the api's non-test Go code names: the literal
// arguments of keyCalls, a literal "prefix." + value (a key built at run
// time), and any other literal of keyShape whose prefix is a catalogue
// prefix and is not a file name (a field or a result that is a key).
func goKeys(t *testing.T) []keyUse {
	t.Helper()
	prefixes := map[string]bool{}
	for _, k := range messages().Keys() {
		prefixes[k[:strings.IndexByte(k, '.')+1]] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []keyUse
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[*ast.BasicLit]bool{}
		add := func(lit *ast.BasicLit, prefix bool) {
			seen[lit] = true
			if s, err := strconv.Unquote(lit.Value); err == nil {
				out = append(out, keyUse{s, prefix, fset.Position(lit.Pos()).String()})
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				i, ok := keyCalls[funcName(n)]
				if !ok || len(n.Args) <= i {
					break
				}
				if lit, ok := stringLit(n.Args[i]); ok {
					add(lit, false)
				}
			case *ast.BinaryExpr:
				if lit, ok := stringLit(n.X); ok && n.Op == token.ADD && strings.HasSuffix(lit.Value, `."`) {
					add(lit, true)
				}
			case *ast.BasicLit:
				s, err := strconv.Unquote(n.Value)
				m := keyShape.FindStringSubmatch(s)
				if seen[n] || err != nil || m == nil || !prefixes[m[1]+"."] || isFileName(s) {
					break
				}
				add(n, strings.HasSuffix(s, "."))
			}
			return true
		})
	}
	return out
}

func funcName(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

func stringLit(e ast.Expr) (*ast.BasicLit, bool) {
	lit, ok := e.(*ast.BasicLit)
	return lit, ok && lit.Kind == token.STRING
}

// isFileName tells a template or an asset ("search.html", "app.js") from
// a key.
func isFileName(s string) bool {
	switch filepath.Ext(s) {
	case ".html", ".js", ".css", ".json", ".svg", ".png", ".ico", ".txt", ".xml", ".webmanifest", ".go":
		return true
	}
	return false
}

// tmplKey finds the templates' translations: {{.T "key"}}, {{$.Tf "key"
// …}}, {{.T (printf "lang.%s" .Lang)}} (keys built at run time) and
// {{.T .Key}} (a key the Go code gives, checked there).
var tmplKey = regexp.MustCompile(`\.Tf?\s+(?:"([^"]*)"|\(printf?\s+"([^"%]*)[^)]*\)|(\$?[\w.]+))`)

var tmplCall = regexp.MustCompile(`\.Tf?\s`)

// templateKeys returns the keys the templates name, and fails on a call of
// .T or .Tf it cannot read.
func templateKeys(t *testing.T) []keyUse {
	t.Helper()
	var out []keyUse
	err := filepath.WalkDir("../templates", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".html" {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src := string(data)
		for _, m := range tmplKey.FindAllStringSubmatchIndex(src, -1) {
			at := fmt.Sprintf("%s:%d", path, 1+strings.Count(src[:m[0]], "\n"))
			switch {
			case m[2] >= 0:
				out = append(out, keyUse{src[m[2]:m[3]], false, at})
			case m[4] >= 0:
				out = append(out, keyUse{src[m[4]:m[5]], true, at})
			}
		}
		if calls, read := len(tmplCall.FindAllString(src, -1)), len(tmplKey.FindAllString(src, -1)); calls != read {
			t.Errorf("%s: %d calls of .T or .Tf, %d this test can read", path, calls, read)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatal("found no translations in ../templates")
	}
	return out
}

// callLiterals returns the string literals passed as argument arg of the calls
// to name (a function or method) in the non-test Go files of dir and the
// directories under it. It fails on a call whose argument is not a
// literal, but in a function of that name (a wrapper passing its own
// argument on): its key could not be checked.
func callLiterals(t *testing.T, dir, name string, arg int) []string {
	t.Helper()
	var out []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == "testdata" {
			return filepath.SkipDir
		}
		if d.IsDir() || filepath.Ext(path) != ".go" || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || funcName(call) != name || len(call.Args) <= arg {
					return true
				}
				if lit, ok := stringLit(call.Args[arg]); ok {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						out = append(out, s)
						return true
					}
				}
				if !wrapper(fd, call.Args[arg]) {
					t.Errorf("%s: %s with a computed format or code: its translation cannot be checked", fset.Position(call.Pos()), name)
				}
				return true
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// wrapper reports whether e is a parameter of fd: fd passes on what it
// was given, and its own callers are the ones checked.
func wrapper(fd *ast.FuncDecl, e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	for _, f := range fd.Type.Params.List {
		for _, n := range f.Names {
			if n.Name == id.Name {
				return true
			}
		}
	}
	return false
}

// TestCodesTakeText: the arguments of a game-log line, a query error and
// a warning reach their messages as text (rules.LogLine.Args, strArgs), so
// every language's message formats them as text: a %d prints
// "%!d(string=2)".
func TestCodesTakeText(t *testing.T) {
	cat := messages()
	args := make([]any, 9)
	for i := range args {
		args[i] = "x"
	}
	listed := listedKeys(t)
	for _, prefix := range []string{"log.", "query.", "warn."} {
		for _, v := range listed[prefix] {
			for _, lang := range cat.Languages() {
				msg, _ := cat.Message(lang, prefix+v)
				out := fmt.Sprintf(msg, args...)
				if i := strings.Index(out, "%!(EXTRA"); i >= 0 {
					out = out[:i]
				}
				if strings.Contains(out, "%!") {
					t.Errorf("translations/%s.json: %q: %q takes its arguments as text", lang, prefix+v, msg)
				}
			}
		}
	}
}
