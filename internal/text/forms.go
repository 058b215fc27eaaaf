package text

import (
	"strings"
	"unicode"
)

// FormIndex files the forms of a term table (wordings of one or more
// words: "délire", "manifester l'effroi") by the first bytes of their first
// word, so that a matcher reading a text word by word finds the few forms
// that can start at a word with one map lookup, which does not allocate,
// and the cost does not grow with the table. The key is short enough to be
// shared by a verb's conjugated forms ("manifeste" and "manifester"), so a
// matcher that accepts those still finds them; what matches is the
// matcher's to decide, the index only narrows the candidates.
//
// V is what the matcher keeps about a form; the zero FormIndex is not
// usable, make one with make(FormIndex[V]).
type FormIndex[V any] map[string][]V

// formKeyLen is how many bytes of a word its key keeps.
const formKeyLen = 4

// FormKey is the key of a word: its first four bytes, the whole word if
// shorter.
func FormKey(word string) string {
	if len(word) > formKeyLen {
		return word[:formKeyLen]
	}
	return word
}

// Add files v under the key of form's first word (its first run of letters
// and digits).
func (ix FormIndex[V]) Add(form string, v V) {
	first := form
	if i := strings.IndexFunc(form, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); i >= 0 {
		first = form[:i]
	}
	k := FormKey(first)
	ix[k] = append(ix[k], v)
}

// Candidates returns the forms filed under the key of word, in the order
// they were added (or sorted since): the forms that may start at word.
func (ix FormIndex[V]) Candidates(word string) []V {
	return ix[FormKey(word)]
}
