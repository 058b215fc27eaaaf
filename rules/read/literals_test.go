package read

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestRequiredLiterals pins the groups of literals a pattern's matches
// hold, one row a rule of requiredLiterals, and checks on texts that
// match each pattern that they hold them: a group a match may lack would
// pass over a clause the pattern reads.
func TestRequiredLiterals(t *testing.T) {
	tests := []struct {
		rule, re string
		want     [][]string
		matches  []string
	}{
		{"literal", `^detruisez (?P<obj>.+?)$`, [][]string{{"detruisez "}}, []string{"detruisez la creature"}},
		{"short alternation spelled out", `^(?P<obj>.+?) (?:a|ont) (?P<kw>.+?)$`, [][]string{{" a ", " ont "}}, []string{"~ a le vol", "elles ont la hate"}},
		{"optional part spelled out", `^(?P<obj>.+?) gagne(?:nt)? \+1$`, [][]string{{" gagne +1", " gagnent +1"}}, []string{"~ gagne +1", "elles gagnent +1"}},
		{"small class spelled out", `^x[+-]1/[+-]1y$`, [][]string{{"x+1/+1y", "x+1/-1y", "x-1/+1y", "x-1/-1y"}}, []string{"x-1/+1y"}},
		{"large class cuts", `^ab[a-z]cd$`, [][]string{{"ab"}, {"cd"}}, []string{"abxcd"}},
		{"optional capture cuts", `^(?:(?P<who>.+?) )?pioche une carte$`, [][]string{{"pioche une carte"}}, []string{"pioche une carte", "il pioche une carte"}},
		{"branch of a capture: one group of each", `^(?:(?P<a>.+?) meurt|(?P<b>.+?) est exile)$`, [][]string{{" est exile", " meurt"}}, []string{"~ meurt", "x est exile"}},
		{"branch without literal: nothing", `^(?:.+|ab)$`, nil, []string{"zz"}},
		{"one or more", `^(?:ab)+$`, [][]string{{"ab"}}, []string{"abab"}},
		{"zero or more: nothing", `^x(?:ab)*$`, nil, []string{"x"}},
		{"repeat of at least one", `^(?:ab){2,3}$`, [][]string{{"ab"}}, []string{"abab"}},
		{"a one-byte string spoils its group", `^(?:a|bc)d?$`, nil, []string{"a"}},
		{"case folded: nothing", `(?i)^abc$`, nil, []string{"ABC"}},
		{"too many to spell: groups", `^(?:a|b|c|d)(?:e|f|g|h)(?:i|j)x$`, [][]string{{"ae", "af", "ag", "ah", "be", "bf", "bg", "bh", "ce", "cf", "cg", "ch", "de", "df", "dg", "dh"}, {"ix", "jx"}}, []string{"bhjx"}},
	}
	for _, tt := range tests {
		re := regexp.MustCompile(tt.re)
		got := requiredLiterals(re)
		if !slices.EqualFunc(got, tt.want, slices.Equal) {
			t.Errorf("%s: %s: %q, want %q", tt.rule, tt.re, got, tt.want)
		}
		for _, s := range tt.matches {
			if !re.MatchString(s) {
				t.Fatalf("%s: %q does not match %s", tt.rule, s, tt.re)
			}
			for _, g := range got {
				if !slices.ContainsFunc(g, func(l string) bool { return strings.Contains(s, l) }) {
					t.Errorf("%s: %q matches %s without any of %q", tt.rule, s, tt.re, g)
				}
			}
		}
	}
}

// TestLitIndexScan: the automaton finds the literals strings.Contains
// finds, overlapping, nested, at either end.
func TestLitIndexScan(t *testing.T) {
	lits := []string{"ab", "bab", "abab", "b c", "c", "ca", "xyz", "é"}
	ix := newLitIndex()
	for _, l := range lits {
		ix.require(regexp.MustCompile(regexp.QuoteMeta(l) + "$"))
	}
	ix.build()
	for _, s := range []string{"", "ab", "babab", "ab cab", "xy", "xyz", "zxyzx", "café", "b c", "caba"} {
		sc := ix.scan(s)
		for _, l := range lits {
			id, ok := ix.ids[l]
			if !ok {
				continue // too short to be a literal
			}
			if got := sc.holds(litReq{{id}}); got != strings.Contains(s, l) {
				t.Errorf("%q holds %q: %v", s, l, got)
			}
		}
	}
}

// TestAnchoredEnds pins the strings an anchored pattern's matches begin
// and end the text with, and checks them on texts that match.
func TestAnchoredEnds(t *testing.T) {
	tests := []struct {
		re                 string
		prefixes, suffixes []string
		matches            []string
	}{
		{`^(?:vous )?mett(?:ez|re) (?P<obj>.+?) en jeu$`, []string{"vous mettez ", "vous mettre ", "mettez ", "mettre "}, []string{" en jeu"}, []string{"mettez x en jeu", "vous mettre y en jeu"}},
		{`^mett(?:ez|re) (?P<obj>.+?)$`, []string{"mettez ", "mettre "}, nil, []string{"mettez x"}},
		{`^(?P<who>.+?) inflige (?P<n>\d+) blessures?$`, nil, []string{" blessures", " blessure"}, []string{"~ inflige 2 blessures"}},
		{`^(?P<obj>.+?) (?:a|ont)(?: (?P<until>ce tour|jusque a la fin du tour))?$`, nil,
			[]string{" a ce tour", " a jusque a la fin du tour", " a", " ont ce tour", " ont jusque a la fin du tour", " ont"}, []string{"x a", "y ont ce tour"}},
		{`^ab|cd$`, nil, nil, []string{"abx", "xcd"}},
		{`ab$`, nil, []string{"ab"}, []string{"xab"}},
		{`^(?i)ab`, nil, nil, []string{"AB"}},
	}
	for _, tt := range tests {
		re := regexp.MustCompile(tt.re)
		p, s := anchoredEnds(re)
		if !slices.Equal(p, tt.prefixes) || !slices.Equal(s, tt.suffixes) {
			t.Errorf("%s: begins %q, ends %q; want %q, %q", tt.re, p, s, tt.prefixes, tt.suffixes)
		}
		for _, m := range tt.matches {
			if !re.MatchString(m) || !hasEnd(m, p, false) || !hasEnd(m, s, true) {
				t.Errorf("%s: %q matches %v, begins %v, ends %v", tt.re, m, re.MatchString(m), hasEnd(m, p, false), hasEnd(m, s, true))
			}
		}
	}
}
