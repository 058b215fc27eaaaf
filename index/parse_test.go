package index

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestParse(t *testing.T) {
	tests := []struct {
		q        string
		want     string // canonical form; "<nil>" when every term was ignored
		warnings int
	}{
		{"délire", "délire", 0},
		{"pilleuse poubelle optimiste", "(pilleuse poubelle optimiste)", 0},
		{`"manifester l'effroi"`, `"manifester l'effroi"`, 0},
		{`"  face   cachée "`, `"face cachée"`, 0},
		{"name:anthropède", "name:anthropède", 0},
		{"n:anthropède", "name:anthropède", 0},
		{`n:"piscine sans fond"`, `name:"piscine sans fond"`, 0},
		{"o:cimetière", "o:cimetière", 0},
		{"oracle:cimetière", "o:cimetière", 0},
		{"t:créature", "t:créature", 0},
		{"type=creatura", "t=creatura", 0},
		{"mv=3", "mv=3", 0},
		{"cmc>=2", "mv>=2", 0},
		{"mv!=0", "mv!=0", 0},
		{"mv<4 mv<=4 mv>1 mv:2", "(mv<4 mv<=4 mv>1 mv:2)", 0},
		{"pow>=4 tou<2", "(pow>=4 tou<2)", 0},
		{"power:1.5", "pow:1.5", 0},
		{"c:rg", "c:rg", 0},
		{"c<=wu", "c<=wu", 0},
		{"color=red", "c=red", 0},
		{"lang:it set:dsk s:spg kind:ruling doc:dsk-fr", "(lang:it set:dsk set:spg kind:ruling doc:dsk-fr)", 0},
		{"-t:creature", "-t:creature", 0},
		{"mech:délire", "mechanic:délire", 0},
		{`mechanic:"manifest dread"`, `mechanic:"manifest dread"`, 0},
		{"-(a b)", "-(a b)", 0},
		{"délire -kind:ruling", "(délire -kind:ruling)", 0},
		{"a OR b", "(a OR b)", 0},
		{"a b OR c", "((a b) OR c)", 0},
		{"a (b OR c)", "(a (b OR c))", 0},
		{"(a)", "a", 0},
		{"((a OR b) c) OR -d", "(((a OR b) c) OR -d)", 0},
		{"a AND b", "(a b)", 0},
		{"a || b && c", "(a OR (b c))", 0},
		{"or and", "(or and)", 0}, // lower-case words are words
		{"mot-clé", "mot-clé", 0},
		{"{2}{R}{R} 5/5", "({2}{R}{R} 5/5)", 0},
		{"702.118a", "702.118a", 0},
		{"coût:3", "coût:3", 0}, // not ASCII: a word, not a field
		{`t:"legendary creature"`, `t:"legendary creature"`, 0},
		{`a"b"`, `(a "b")`, 0},
		{"foo:bar délire", "délire", 1},
		{"foo:bar", "<nil>", 1},
		{"foo:bar OR baz:qux", "<nil>", 2},
		{"foo:bar OR délire", "délire", 1},
		{"-foo:bar délire", "délire", 1},
		{"(foo:bar) délire", "délire", 1},
		{"http://example.com", "<nil>", 1},
	}
	for _, tt := range tests {
		n, warns, err := parse(tt.q)
		if err != nil {
			t.Errorf("parse(%q): %v", tt.q, err)
			continue
		}
		got := "<nil>"
		if n != nil {
			got = n.String()
		}
		if got != tt.want || len(warns) != tt.warnings {
			t.Errorf("parse(%q) = %s, %d warnings %q; want %s, %d warnings", tt.q, got, len(warns), texts(warns), tt.want, tt.warnings)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		q   string
		col int
		msg string
	}{
		{"", 0, "empty query"},
		{"   ", 0, "empty query"},
		{"(a", 1, "unclosed parenthesis"},
		{"a (b (c)", 3, "unclosed parenthesis"},
		{"a)", 2, "unmatched )"},
		{")", 1, "expected a term before )"},
		{"()", 1, "empty parentheses"},
		{`"abc`, 1, "unclosed quote"},
		{`délire "abc`, 8, "unclosed quote"},
		{`n:"abc`, 3, "unclosed quote"},
		{"OR a", 1, "OR needs a term on each side"},
		{"a OR", 3, "OR needs a term on each side"},
		{"a OR OR b", 3, "OR needs a term on each side"},
		{"(a OR) b", 4, "OR needs a term on each side"},
		{"AND a", 1, "AND needs a term on each side"},
		{"a AND", 3, "AND needs a term on each side"},
		{"a - b", 3, `"-" must be followed`},
		{"a -", 3, `"-" must be followed`},
		{"-)", 1, `"-" must be followed`},
		{"--a", 1, `"-" must be followed`},
		{"t:", 3, "needs a value"},
		{"name: x", 6, "needs a value"},
		{`t:""`, 3, "needs a value"},
		{"mv>=", 5, "needs a value"},
		{"mv>=abc", 5, "needs a number"},
		{`mv:"3"`, 4, "needs a number"},
		{"pow>tou", 5, "needs a number"},
		{"t>creature", 1, "takes : or =, not >"},
		{"lang!=fr", 1, "takes : or =, not !="},
		{"délire (a", 8, "unclosed parenthesis"}, // columns count characters, not bytes
		{strings.Repeat("(", maxDepth+1) + "a" + strings.Repeat(")", maxDepth+1), maxDepth + 1, "nested deeper"},
		{strings.Repeat("a ", maxTerms+1), 2*maxTerms + 1, "more than"},
		{strings.Repeat("x", MaxQueryBytes+1), 0, "longer than"},
		{"d\xffe", 0, "not valid UTF-8"},
	}
	for _, tt := range tests {
		_, _, err := parse(tt.q)
		var qe *QueryError
		if !errors.As(err, &qe) {
			t.Errorf("parse(%q) error = %v, want a *QueryError", tt.q, err)
			continue
		}
		if qe.Col != tt.col || !strings.Contains(qe.Msg, tt.msg) {
			t.Errorf("parse(%q) = column %d %q, want column %d %q", tt.q, qe.Col, qe.Msg, tt.col, tt.msg)
		}
		// The api words the error in its reader's language from the code.
		if qe.Code == "" {
			t.Errorf("parse(%q): error %q has no code", tt.q, qe.Msg)
		}
	}
}

// FuzzParse checks that no query makes the parser panic, that every error
// names a column inside the query (or none), and that the canonical form of
// a parsed query parses back to itself.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"délire", `"manifester l'effroi" -kind:ruling`, "(t:créature OR t:creatura) mv<=3 c:rg",
		"a OR (b -c)", `n:"piscine sans fond"`, "pow>=4 tou!=2", "foo:bar", "(((", `"`, "-", "mv>=x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		n, _, err := parse(q)
		if err != nil {
			var qe *QueryError
			if !errors.As(err, &qe) {
				t.Fatalf("parse(%q): error %v is not a *QueryError", q, err)
			}
			if qe.Col < 0 || qe.Col > utf8.RuneCountInString(q)+1 {
				t.Fatalf("parse(%q): column %d outside the query", q, qe.Col)
			}
			return
		}
		if n == nil {
			return
		}
		s := n.String()
		n2, _, err := parse(s)
		if err != nil {
			t.Fatalf("parse(%q) = %s, which does not parse: %v", q, s, err)
		}
		if n2 == nil || n2.String() != s {
			t.Fatalf("parse(%q) = %s, which parses to %v", q, s, n2)
		}
	})
}
