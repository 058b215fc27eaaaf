package api

import (
	"go/ast"
	"go/parser"
	"go/token"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/index"
)

func TestUILang(t *testing.T) {
	tests := []struct {
		url, accept, cookie string
		want                string
		param               bool
	}{
		{"/", "", "", "fr", false},
		{"/", "it-IT,it;q=0.9,en;q=0.5", "", "it", false},
		{"/", "en-GB,en;q=0.8", "", "en", false},
		{"/", "de-DE", "", "fr", false},
		{"/", "garbage;;q=x", "", "fr", false},
		{"/", "it", "en", "en", false},
		{"/?hl=it", "en", "fr", "it", true},
		{"/?hl=xx", "en", "", "en", false},
		{"/", "", "<script>", "fr", false},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", tt.url, nil)
		if tt.accept != "" {
			r.Header.Set("Accept-Language", tt.accept)
		}
		if tt.cookie != "" {
			r.Header.Set("Cookie", uiCookie+"="+url.QueryEscape(tt.cookie))
		}
		got, param := uiLang(r)
		if got != tt.want || param != tt.param {
			t.Errorf("uiLang(%s, Accept-Language %q, cookie %q) = %q, %v; want %q, %v", tt.url, tt.accept, tt.cookie, got, param, tt.want, tt.param)
		}
	}
}

// TestCatalogueComplete requires every catalogue entry in all three
// languages.
func TestCatalogueComplete(t *testing.T) {
	for key, m := range catalogue {
		for lang, s := range map[string]string{"fr": m.fr, "it": m.it, "en": m.en} {
			if strings.TrimSpace(s) == "" {
				t.Errorf("catalogue %q lacks %s", key, lang)
			}
		}
		// A translation takes no argument the English one lacks (it may
		// leave one out: "lang:%[3]s" says what "English" does).
		if n := verbs(m.en); verbs(m.fr) > n || verbs(m.it) > n {
			t.Errorf("catalogue %q: %d, %d, %d arguments in fr, it, en", key, verbs(m.fr), verbs(m.it), n)
		}
	}
	if got := translator("it").T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key gives %q", got)
	}
}

// verbs counts the arguments a format takes: the highest it uses.
func verbs(format string) int {
	n, seen := 0, map[int]bool{}
	for i := 0; i < len(format); i++ {
		if format[i] != '%' || i+1 >= len(format) {
			continue
		}
		i++
		if format[i] == '%' {
			continue
		}
		if format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			k, _ := strconv.Atoi(format[i+1 : i+end])
			seen[k] = true
			continue
		}
		n++
		seen[n] = true
	}
	most := 0
	for k := range seen {
		most = max(most, k)
	}
	return most
}

// TestCatalogueCoversCodes reads the sources of the packages whose
// messages the api words (the rules engine's game log, the query
// language's errors and warnings) and requires a catalogue entry for each
// format and code they use: a new message without its translations fails
// here, not on a reader's screen.
func TestCatalogueCoversCodes(t *testing.T) {
	tests := []struct {
		dir, call, prefix string
		arg               int // which argument is the format or code
	}{
		{"../rules", "logf", "log.", 0},
		{"../index", "qerr", "query.", 1},
		{"../index", "warnf", "warn.", 1},
		{"../index", "newMessage", "warn.", 1},
	}
	for _, tt := range tests {
		n := 0
		for _, lit := range callLiterals(t, tt.dir, tt.call, tt.arg) {
			n++
			key := tt.prefix + lit
			if _, ok := catalogue[key]; !ok {
				t.Errorf("%s: %s(%q) has no catalogue entry %q", tt.dir, tt.call, lit, key)
			}
		}
		if n == 0 {
			t.Errorf("found no %s calls in %s", tt.call, tt.dir)
		}
	}
}

// callLiterals returns the string literals passed as argument arg of the
// calls to name (a function or method) in the non-test Go files of dir.
func callLiterals(t *testing.T, dir, name string, arg int) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) <= arg {
				return true
			}
			var fn string
			switch f := call.Fun.(type) {
			case *ast.Ident:
				fn = f.Name
			case *ast.SelectorExpr:
				fn = f.Sel.Name
			}
			if fn != name {
				return true
			}
			if lit, ok := call.Args[arg].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, s)
				}
			}
			return true
		})
	}
	return out
}

func TestWithParam(t *testing.T) {
	u, _ := url.Parse("/search?q=d%C3%A9lire&page=2")
	if got, want := withParam(u, "hl", "it"), "/search?hl=it&page=2&q=d%C3%A9lire"; got != want {
		t.Errorf("withParam = %q, want %q", got, want)
	}
	if got, want := withParam(u, "page", ""), "/search?q=d%C3%A9lire"; got != want {
		t.Errorf("withParam = %q, want %q", got, want)
	}
}

// TestHelpReference keeps the help page's English reference block the
// query language's own (index.Syntax, which the CLI prints), and every
// help row in the catalogue.
func TestHelpReference(t *testing.T) {
	if catalogue["help.reference"].en != index.Syntax {
		t.Error("help.reference's English is not index.Syntax")
	}
	for _, k := range helpRows {
		for _, key := range []string{"help.ex." + k, "help.desc." + k} {
			if _, ok := catalogue[key]; !ok {
				t.Errorf("no catalogue entry %q", key)
			}
		}
	}
	for _, lang := range uiLangs {
		v := newHelpView(translator(lang))
		if len(v.Rows) != len(helpRows) || v.Reference == "" {
			t.Errorf("%s: %d rows, reference %q", lang, len(v.Rows), v.Reference)
		}
	}
}
