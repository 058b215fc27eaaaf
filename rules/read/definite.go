package read

import (
	"regexp"
	"slices"
	"strings"
)

// A singular definite phrase ("détruisez la créature à la place", "the
// creature gains …", « il controllore della creatura ») names one object:
// one named before, or one the players know. Read as every object of its
// kind it made wrong forms (a spell that destroyed every creature where
// its printed text destroys its target); it is read as the object the
// ability last named when that object is of the phrase's kind, and
// reported unread otherwise. Phrases that name a unique object by a
// qualifier ("the top card of your library") are not concerned.

// definiteSingular reports whether phrase opens with a singular definite
// article ("la ", "il ", "the " before a singular noun).
func (lx *lexicon) definiteSingular(phrase string) bool {
	if lx.definite == nil || !lx.definite.MatchString(phrase) {
		return false
	}
	// "the" is singular and plural alike: a plural noun ("the cards from
	// your hand") names a set.
	for _, w := range strings.Fields(phrase) {
		if lx.pluralNoun(w) {
			return false
		}
	}
	return true
}

// pluralNoun reports whether w is a plural head noun of the lexicon: a
// noun whose singular (w less its plural ending) is a noun too.
func (lx *lexicon) pluralNoun(w string) bool {
	if _, ok := lx.nouns[w]; !ok {
		return false
	}
	for _, sg := range []string{strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "es"), strings.TrimSuffix(w, "ies") + "y", strings.TrimSuffix(w, "i") + "o", strings.TrimSuffix(w, "e") + "a"} {
		if sg != w && lx.nouns[sg] != "" && lx.nouns[sg] == lx.nouns[w] {
			return true
		}
	}
	return false
}

// bareNoun matches a filter of one card or permanent type or kind, which
// a definite phrase may name an object by.
var bareNoun = regexp.MustCompile(`^(?:creature|permanent|artifact|enchantment|land|planeswalker|spell|card|battle)$`)

// definiteRef reads the singular definite phrase s, whose words gave n:
// the object last named, when it is a single object and the phrase is its
// kind alone ("the creature" after "target creature").
func (rd *reader) definiteRef(s string, n np) (np, error) {
	if len(n.tokens) != 1 || !bareNoun.MatchString(n.tokens[0]) {
		return np{}, unreadf("%q: a definite phrase names one object, not every object of its kind", s)
	}
	if ref := rd.last; ref != "" && !manyRef(ref) && rd.refIsKind(ref, n.tokens[0]) {
		return np{ref: ref}, nil
	}
	return np{}, unreadf("%q: a definite phrase whose object is not the one named before", s)
}

// refIsKind reports whether the object ref names is known to be of kind
// (a filter word): a target whose filter names it, or the object a
// trigger is about whose filter names it.
func (rd *reader) refIsKind(ref, kind string) bool {
	var filter string
	switch {
	case len(ref) > 1 && ref[0] == 't' && strings.Trim(ref[1:], "0123456789") == "":
		i := 0
		for _, c := range ref[1:] {
			i = i*10 + int(c-'0')
		}
		if i >= len(rd.ab.Targets) || rd.ab.Targets[i].Filter == nil {
			return false
		}
		filter = rd.ab.Targets[i].Filter.String()
	case ref == "it" && rd.whenFilter != nil:
		filter = rd.whenFilter.String()
	case ref == "moved" && rd.movedFilter != nil:
		filter = rd.movedFilter.String()
	default:
		return false
	}
	return slices.ContainsFunc(strings.FieldsFunc(filter, func(r rune) bool { return r == ' ' || r == '|' }), func(w string) bool {
		return w == kind
	})
}
