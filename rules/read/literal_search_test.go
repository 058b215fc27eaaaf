package read

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

// TestLitSearch: a litSearch finds the matches the regexp package finds,
// with the same groups, and replaces as it does, on texts made of the
// pattern's own literals, words around them and the characters \b and
// the classes look at; for the lexicons' rewrites and qualifiers and for
// patterns built to hit each rule (a literal at the start, after \b,
// after a bounded class or group, after an optional part, at the text's
// start or end, overlapping itself).
func TestLitSearch(t *testing.T) {
	patterns := []string{
		`\bqu'`, `\bcet acces\b`, `(^|[^t] |[^s]t )arrive(nt)? sur le champ de bataille\b`,
		`\b(une?) cible (que [^,]+?), ((?:\w+, )*\w+ ou \w+),?`, `(?:,|\.)? (?:et |puis )?melange(?:z|r)?\b`,
		`aa`, `\baa\b`, `x?aba`, `(?:a|bc)?dd`, `\B-ab`, `[a-c]{0,2}ab$`, `(?i)ab`, `é+a`,
		elision.String(), typePhrase.String(),
	}
	all, err := lexicons()
	if err != nil {
		t.Fatal(err)
	}
	for _, lx := range all {
		for _, rw := range lx.rewrites {
			patterns = append(patterns, rw.re.String())
		}
		for _, q := range lx.qualifiers {
			patterns = append(patterns, q.re.String())
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	searched, matched := 0, 0
	for _, p := range patterns {
		re := regexp.MustCompile(p)
		ls := newLitSearch(re)
		if ls.lits == nil {
			continue
		}
		searched++
		found := false
		words := append(slices.Clone(ls.lits), "a", "b", "t", "s", "t ", " ", ", ", ".", "-", "é", "x", "un", "que", "ou", "nt", `"`, "1", "Ninja", "3/4", "l'", "d'")
		parsed, err := syntax.Parse(p, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 300 {
			var b strings.Builder
			for range rng.IntN(12) {
				b.WriteString(words[rng.IntN(len(words))])
			}
			s := b.String()
			// One text in three holds a text the pattern spells out, at a
			// random place: a pattern of several words apart (« metti …
			// in fondo al grimorio … ») is seldom built from its words
			// drawn at random.
			if i%3 == 0 {
				at := rng.IntN(len(s) + 1)
				s = s[:at] + spell(parsed, rng) + s[at:]
			}
			got, want := ls.findIndex(s), re.FindStringSubmatchIndex(s)
			if !slices.Equal(got, want) {
				t.Fatalf("%s in %q: %v, the regexp finds %v", p, s, got, want)
			}
			found = found || want != nil
			if got, want := ls.replaceAll(s, "<$1>"), re.ReplaceAllString(s, "<$1>"); got != want {
				t.Fatalf("%s in %q: replaced %q, the regexp %q", p, s, got, want)
			}
			if got, want := ls.findAll(s), re.FindAllStringSubmatch(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("%s in %q: found %q, the regexp %q", p, s, got, want)
			}
		}
		if found {
			matched++
		}
	}
	if searched < len(patterns)*3/4 || matched < searched/2 {
		t.Errorf("%d of %d patterns searched from their literals, %d of them matched a text", searched, len(patterns), matched)
	}
}

// spell writes a text the parsed pattern re may match: each literal as it
// is, a class's first character, a repetition its least or one more, an
// alternative at random (assertions such as \b are left to the matcher).
func spell(re *syntax.Regexp, rng *rand.Rand) string {
	var b strings.Builder
	var walk func(re *syntax.Regexp)
	walk = func(re *syntax.Regexp) {
		switch re.Op {
		case syntax.OpLiteral:
			b.WriteString(string(re.Rune))
		case syntax.OpCharClass:
			if len(re.Rune) > 0 {
				b.WriteRune(re.Rune[0])
			}
		case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
			b.WriteByte('a')
		case syntax.OpCapture:
			walk(re.Sub[0])
		case syntax.OpConcat:
			for _, sub := range re.Sub {
				walk(sub)
			}
		case syntax.OpAlternate:
			walk(re.Sub[rng.IntN(len(re.Sub))])
		case syntax.OpStar, syntax.OpQuest:
			if rng.IntN(2) == 0 {
				walk(re.Sub[0])
			}
		case syntax.OpPlus:
			walk(re.Sub[0])
		case syntax.OpRepeat:
			for range max(re.Min, 1) {
				walk(re.Sub[0])
			}
		}
	}
	walk(re)
	return b.String()
}
