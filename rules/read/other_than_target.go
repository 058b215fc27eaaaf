package read

import (
	"regexp"
	"slices"
	"strings"
)

// An instant or sorcery is on the stack, never among the objects its
// "other creatures" could name: « Les autres créatures ne peuvent pas
// attaquer ce tour-ci » after « … inflige 3 blessures à la créature
// ciblée » (Éclair d'intimidation) means the creatures other than that
// target. Read as "other than the source", the target could not attack
// either.

// targetsRef is a reference to the targets of the ability being read.
var targetsRef = regexp.MustCompile(`^(t\d+|targets)$`)

// otherThanTarget rewrites the word other of a set's filter tokens, in a
// spell after a target, to except that target; elsewhere (a permanent's
// ability: other than itself) it leaves them.
func (rd *reader) otherThanTarget(tokens []string) []string {
	i := slices.Index(tokens, "other")
	if i < 0 || !rd.env.spell || rd.when != "" || !targetsRef.MatchString(rd.last) {
		return tokens
	}
	out := slices.Clone(tokens)
	out[i] = "except:" + rd.last
	return out
}

// singularOfSet reports whether ref names a set of objects: « cette
// créature » / "that creature" cannot name one of them (« chacune de ces
// créatures inflige … à cette créature » means the target named before
// the set, which the reader does not track), so it is left unread.
func singularOfSet(ref string) bool {
	return strings.HasPrefix(ref, "all:") || ref == "targets"
}
