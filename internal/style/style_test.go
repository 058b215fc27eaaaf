package style

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// maxLines is the longest a function of non-test code may run, braces
// included.
const maxLines = 100

// longFunctions are the functions allowed to run longer, by file and name,
// each with its reason. A function that shrinks below maxLines must leave
// the list (the test says so), so that the list stays true.
var longFunctions = map[string]string{
	"rules/read_grammar.go (*reader).nounPhrase": "being changed by the rules-reader work (issue 11); split once it lands",
}

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

// longFuncs returns the functions of the module's non-test Go files over
// maxLines, keyed "dir/file.go Name" or "dir/file.go (Recv).Name", with
// their lengths.
func longFuncs(root string) (map[string]int, error) {
	fset := token.NewFileSet()
	out := map[string]int{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
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
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			if n > maxLines {
				out[filepath.ToSlash(rel)+" "+funcName(fd)] = n
			}
		}
		return nil
	})
	return out, err
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

// TestLongFuncsFinds checks the walker on this package's own test file:
// it must see functions, and list none of a test file.
func TestLongFuncsFinds(t *testing.T) {
	long, err := longFuncs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]string, 0, len(long))
	for k := range long {
		keys = append(keys, k)
		if strings.Contains(k, "_test.go") {
			t.Errorf("%s: a test file was measured", k)
		}
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		t.Error("no long function found at all: the walker reads nothing (the module has data tables over the limit)")
	}
	t.Logf("long functions: %v", keys)
}
