package ingest

import (
	"strings"

	"github.com/arbitre/arbitre/corpus"
)

// typeLine is a card's type line split into its parts.
type typeLine struct {
	Written    string   // as written, markup and fused reminder text removed
	Supertypes []string // canonical English
	Types      []string // canonical English, in English type-line order
	Subtypes   []string // as written, lower case
	// Reminder is reminder text printed on the same line as the type line
	// ("Enchantement : pièce (Vous pouvez lancer…"), "" when there is none.
	Reminder string
	// Flags notes misspelt words read anyway ("Leggendaro").
	Flags []string
	// Era: the type is an older card's word that newer cards print as a
	// keyword ("Enchanter : créature"); such a line is a type line only
	// where one stands, after a card's name and cost.
	Era bool
}

// parseTypeLine reads a type line in French ("Créature-artefact légendaire :
// jouet", "Enchantement de clan : démon", "Machination continue") or
// Italian ("Creatura Incantesimo Leggendaria — Incubo", "Intrigo In
// Corso"). It reports false when s is not a type line: every word before
// the subtype separator must be a card type or supertype.
func parseTypeLine(s string) (typeLine, bool) {
	var tl typeLine
	if !typeWordFirst(s) {
		return tl, false
	}
	t := strings.TrimSpace(plain(s))
	if t == "" || len(t) > 400 {
		return tl, false
	}
	// Reminder text fused onto the type line.
	if i := strings.Index(t, "("); i > 0 {
		tl.Reminder = strings.TrimSpace(t[i:])
		t = strings.TrimSpace(t[:i])
	}
	left, right := t, ""
	for _, sep := range []string{"—", " – ", " : ", ":", " - "} {
		if i := strings.Index(t, sep); i >= 0 {
			left, right = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+len(sep):])
			break
		}
	}
	if left == "" || len(left) > 80 {
		return tl, false
	}
	vocab, err := corpus.EmbeddedTypeWords()
	if err != nil {
		return tl, false
	}
	words := strings.FieldsFunc(strings.ToLower(left), func(r rune) bool { return r == ' ' || r == '-' })
	seen := map[string]bool{}
	add := func(tw corpus.TypeWord) {
		if seen[tw.Name] {
			return
		}
		seen[tw.Name] = true
		if tw.Super {
			tl.Supertypes = append(tl.Supertypes, tw.Name)
		} else {
			tl.Types = append(tl.Types, tw.Name)
		}
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		// Two-word supertypes ("de base", "in corso") and the French "de clan".
		if i+1 < len(words) {
			if tw, ok := vocab.Lookup(w + " " + words[i+1]); ok {
				add(tw)
				i++
				continue
			}
		}
		tw, ok := vocab.Lookup(w)
		if !ok {
			return typeLine{}, false
		}
		add(tw)
		if tw.Misspelt {
			tl.Flags = append(tl.Flags, "type line: \""+w+"\" read as "+tw.Name)
		}
		if tw.Era {
			// "Incanta Creatura", "Evoca Leggenda": what follows is the
			// object, written where later cards write subtypes.
			tl.Era = true
			if rest := strings.Join(words[i+1:], " "); rest != "" {
				right = strings.TrimSpace(rest + " " + right)
			}
			break
		}
	}
	if len(tl.Types) == 0 {
		return typeLine{}, false
	}
	corpus.SortTypes(tl.Types)
	tl.Subtypes = corpus.SplitSubtypes(right)
	tl.Written = t
	if tl.Supertypes == nil {
		tl.Supertypes = []string{}
	}
	return tl, true
}

// typeWordFirst is a cheap test run before parsing: a type line starts
// with a card type or supertype word.
func typeWordFirst(s string) bool {
	s = strings.TrimLeft(s, "#*_ ")
	end := strings.IndexAny(s, " -:—*(")
	if end < 0 {
		end = len(s)
	}
	vocab, err := corpus.EmbeddedTypeWords()
	if err != nil {
		return false
	}
	_, ok := vocab.Lookup(s[:end])
	return ok
}
