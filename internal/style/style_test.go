package style

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxLines is the longest a function of non-test code may run, braces
// included.
const maxLines = 100

// longFunctions are the functions allowed to run longer, by file and name,
// each with its reason. A function that shrinks below maxLines must leave
// the list (the test says so), so that the list stays true.
var longFunctions = map[string]string{}

// TestFunctionLength lists the functions of non-test code over maxLines
// that longFunctions does not excuse.
func TestFunctionLength(t *testing.T) {
	root := filepath.Join("..", "..")
	long, err := longFuncs(root)
	if err != nil {
		t.Fatal(err)
	}
	for key, n := range long {
		if _, ok := longFunctions[key]; !ok {
			t.Errorf("%s: %d lines, over %d: split it, or say why in longFunctions", key, n, maxLines)
		}
	}
	for key := range longFunctions {
		if _, ok := long[key]; !ok {
			t.Errorf("%s is in longFunctions but no longer over %d lines (or gone): drop it from the list", key, maxLines)
		}
	}
}

// maxTableLines is the longest a table of non-test code may run: a
// package-level var, or a composite literal in a function. Longer, it is
// data, and belongs in a data file the code embeds (the interface messages
// are internal/locale/translations/*.json), where it can be read, diffed
// and checked as data.
const maxTableLines = 200

// longTables are the tables allowed to run longer, by file and name (the
// var, or the function holding the literal), each with its reason. A
// table that shrinks below maxTableLines must leave the list.
var longTables = map[string]string{
	// The one registry of the reader's builders: shape name → the Go
	// function that builds its effect, cost, condition or flow. Code, not
	// data: the lexicons (data) name the builders, this table holds them.
	"rules/read/builders.go builders": "the reader's one table of builders (shape name → Go function), code not data",
}

// TestTableLength lists the tables of non-test code over maxTableLines
// that longTables does not excuse, as "file:line name: N lines".
func TestTableLength(t *testing.T) {
	long, err := longTableList(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, tb := range long {
		seen[tb.key] = true
		if _, ok := longTables[tb.key]; !ok {
			t.Errorf("%s %s: %d lines, over %d: move the table to a data file, or say why in longTables", tb.at, tb.name, tb.lines, maxTableLines)
		}
	}
	for key := range longTables {
		if !seen[key] {
			t.Errorf("%s is in longTables but no longer over %d lines (or gone): drop it from the list", key, maxTableLines)
		}
	}
}

// table is one table over maxTableLines.
type table struct {
	key   string // "dir/file.go name", as longTables has it
	at    string // "dir/file.go:line"
	name  string
	lines int
}

// longTableList returns the tables of the module's non-test Go files
// over maxTableLines: each spec of a package-level var, and the outermost
// composite literals in a function's body, named after the function.
func longTableList(root string) ([]table, error) {
	var out []table
	err := walkGo(root, func(rel string, fset *token.FileSet, f *ast.File) {
		add := func(n ast.Node, name string) {
			if l := lines(fset, n); l > maxTableLines {
				at := fmt.Sprintf("%s:%d", rel, fset.Position(n.Pos()).Line)
				out = append(out, table{rel + " " + name, at, name, l})
			}
		}
		for _, decl := range f.Decls {
			switch d := decl.(type) {
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue
				}
				for _, spec := range d.Specs {
					vs := spec.(*ast.ValueSpec)
					var names []string
					for _, n := range vs.Names {
						names = append(names, n.Name)
					}
					add(vs, strings.Join(names, ", "))
				}
			case *ast.FuncDecl:
				if d.Body == nil {
					continue
				}
				ast.Inspect(d.Body, func(n ast.Node) bool {
					if cl, ok := n.(*ast.CompositeLit); ok {
						add(cl, funcName(d))
						return false // its elements are part of it
					}
					return true
				})
			}
		}
	})
	return out, err
}

// longFuncs returns the functions of the module's non-test Go files over
// maxLines, keyed "dir/file.go Name" or "dir/file.go (Recv).Name", with
// their lengths.
func longFuncs(root string) (map[string]int, error) {
	out := map[string]int{}
	err := walkGo(root, func(rel string, fset *token.FileSet, f *ast.File) {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if n := lines(fset, fd); n > maxLines {
				out[rel+" "+funcName(fd)] = n
			}
		}
	})
	return out, err
}

// walkGo parses the module's non-test Go files under root, leaving out
// testdata, vendor and hidden directories, and calls fn with each one's
// path relative to root, slash-separated.
func walkGo(root string, fn func(rel string, fset *token.FileSet, f *ast.File)) error {
	fset := token.NewFileSet()
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || name == "vendor" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		rel, err := filepath.Rel(root, path)
		if err != nil {
			return err
		}
		fn(filepath.ToSlash(rel), fset, f)
		return nil
	})
}

// lines is how many lines n spans, first and last included.
func lines(fset *token.FileSet, n ast.Node) int {
	return fset.Position(n.End()).Line - fset.Position(n.Pos()).Line + 1
}

// funcName is "Name", or "(Recv).Name" for a method ("(*reader).nounPhrase").
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	recv := fd.Recv.List[0].Type
	if ix, ok := recv.(*ast.IndexExpr); ok { // a generic receiver: T[E]
		recv = ix.X
	}
	star := ""
	if s, ok := recv.(*ast.StarExpr); ok {
		star, recv = "*", s.X
		if ix, ok := recv.(*ast.IndexExpr); ok {
			recv = ix.X
		}
	}
	if id, ok := recv.(*ast.Ident); ok {
		return "(" + star + id.Name + ")." + fd.Name.Name
	}
	return fd.Name.Name
}

// TestLongFuncsFinds checks the walker on a module of its own: it must
// measure a long function of non-test code, and never one of a test file
// or of testdata.
func TestLongFuncsFinds(t *testing.T) {
	root := t.TempDir()
	body := "package p\n\nfunc Long() {\n" + strings.Repeat("\t_ = 1\n", maxLines) + "}\n"
	files := map[string]string{
		"p/long.go":             body,
		"p/long_test.go":        strings.Replace(body, "Long", "LongTest", 1),
		"p/testdata/skipped.go": body,
		"p/short.go":            "package p\n\nfunc Short() {}\n",
	}
	for name, src := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	long, err := longFuncs(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(long) != 1 || long["p/long.go Long"] != maxLines+2 {
		t.Errorf("long functions: %v, want only p/long.go Long at %d lines", long, maxLines+2)
	}
}
