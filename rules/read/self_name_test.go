package read

import (
	"regexp"
	"slices"
	"testing"
)

// TestSelfNameLiteral: the literal matcher of a card's name finds what
// its pattern finds, leftmost first, with the same groups, in every
// language's prefixes, on texts built to hit each branch: a name at the
// start, at the end, after a prefix or an elision, glued to a letter, a
// digit, "'" or "~", after a non-ASCII character, twice, overlapping.
func TestSelfNameLiteral(t *testing.T) {
	all, err := lexicons()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"ombre", "l'ombre", "ab ab", "la la", "x"}
	texts := []string{
		"", "ombre", "l'ombre", "la ombre", "de la ombre vient", "~ombre", "'ombre", "xombre", "ombrex", "ombre1",
		"detruisez l'ombre.", "a l'ombre, de l'ombre", "« ombre »", "—ombre—", "ombreombre ombre", "de la de la ombre",
		"ab ab ab ab", "ab abab ab", "la la la la", "dell'la la", "sulla la la", "x x", "xx x", "a\xffx", "\xffombre",
		"della ombre e dell'ombre", "qu'ombre", "que ombre", "que l'ombre", "aux ombres ombre", "l'ombre'", "i ombre",
		"nella x; sull'x", "d'x", "\u00e9ombre", "a\u00e9 la la.",
	}
	for lang, lx := range all {
		if lx.selfPrefixes == nil {
			t.Errorf("%s: selfPrefix %q is not read as a list of words", lang, lx.selfPrefix)
			continue
		}
		for _, name := range names {
			n := lx.selfMatchers([]string{name})[0]
			re := regexp.MustCompile(n.pattern)
			for _, s := range texts {
				want := re.FindStringSubmatchIndex(s)
				if got := n.find(s); !slices.Equal(got, want) {
					t.Errorf("%s: %q in %q: %v, pattern finds %v", lang, name, s, got, want)
				}
			}
		}
	}
	if literalSelfPrefixes(`le |(?:la )+`) != nil {
		t.Error("a prefix with a group is read as a list of words")
	}
}
