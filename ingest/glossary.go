package ingest

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"golang.org/x/text/unicode/runenames"
)

// glossaryID is "<doc>-g-<slug(term)>". A term made only of symbols
// ("★/★") has an empty slug; it is spelt out with the symbols' Unicode
// names ("black-star-black-star") so that the id stays readable and stable.
func (d *doc) glossaryID(term string) string {
	s := text.Slug(term)
	if s == "" {
		var names []string
		for _, r := range term {
			if unicode.IsSpace(r) || unicode.IsPunct(r) {
				continue
			}
			names = append(names, runenames.Name(r))
		}
		s = text.Slug(strings.Join(names, " "))
	}
	if s == "" {
		s = "entry"
	}
	return d.newID(d.meta.ID + "-g-" + s)
}

// glossaryTerm reports whether block b of the glossary is an entry's term;
// prev is the block before it, next the one after it (nil at the end). A
// term is a short line of its own. Most have no final period; the few that
// do ("Étape de début de combat.", "La phase de fin.") are told from
// one-line definitions by what surrounds them: a definition follows its term
// or a line announcing a list, a term is followed by a full-length
// definition.
func glossaryTerm(b, prev block, next *block, prevTerm bool) bool {
	if !b.single() || prevTerm {
		return false
	}
	t := b.first().clean
	if t == "" || utf8.RuneCountInString(t) > 60 || bulletOrNumbered(t) || seeAlsoLine(t) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(t)
	if unicode.IsLower(first) {
		return false
	}
	if prev.lines != nil && strings.HasSuffix(strings.TrimSpace(prev.last().text), ":") {
		return false
	}
	if !endsSentence(t) {
		return true
	}
	if !strings.HasSuffix(t, ".") || words(t) > 6 || next == nil {
		return false
	}
	return utf8.RuneCountInString(next.first().clean) > 60
}

// seeAlsoHeadRE matches the start of a cross-reference sentence.
var seeAlsoHeadRE = regexp.MustCompile(`^(Voir aussi|Voir|Comparez avec|Comparer avec)\s+(.+)$`)

// seeAlsoKinds maps a cross-reference head to corpus.SeeAlso.Kind.
var seeAlsoKinds = map[string]string{
	"Voir aussi":    "see-also",
	"Voir":          "see",
	"Comparez avec": "compare",
	"Comparer avec": "compare",
}

// parseSeeAlso reads a paragraph made only of cross-references ("Voir
// aussi Contrôleur. Comparez avec Propriétaire.") and returns its targets,
// unresolved. ok is false for anything else, such as "Voir le Chapitre 3 :
// Structure du tour pour plus de précisions", which is prose.
func parseSeeAlso(t string) (refs []corpus.SeeAlso, ok bool) {
	t = strings.TrimSpace(t)
	for _, sentence := range strings.SplitAfter(t, ". ") {
		sentence = strings.TrimSpace(sentence)
		if sentence == "" {
			continue
		}
		m := seeAlsoHeadRE.FindStringSubmatch(sentence)
		if m == nil {
			return nil, false
		}
		body := strings.TrimSuffix(strings.TrimSpace(m[2]), ".")
		for _, part := range strings.Split(body, ",") {
			for _, target := range strings.Split(part, " et ") {
				target = strings.TrimSpace(target)
				target = strings.TrimSpace(strings.TrimPrefix(target, "et "))
				if target == "" {
					continue
				}
				first, _ := utf8.DecodeRuneInString(target)
				if unicode.IsLower(first) || words(target) > 8 || strings.ContainsAny(target, ":;") {
					return nil, false
				}
				refs = append(refs, corpus.SeeAlso{Term: target, Kind: seeAlsoKinds[m[1]]})
			}
		}
	}
	return refs, len(refs) > 0
}

func seeAlsoLine(t string) bool {
	_, ok := parseSeeAlso(t)
	return ok
}

// termKey reduces a term to what identifies it: its folded words (see
// text.Fold) without a leading article. "La phase de fin." and "Phase de
// fin" have one key; "l'un" is "un".
func termKey(s string) string {
	f := strings.Join(text.FoldWords(s), " ")
	for _, art := range []string{"la ", "le ", "les ", "l "} {
		if strings.HasPrefix(f, art) && len(f) > len(art) {
			return f[len(art):]
		}
	}
	return f
}

var parenRE = regexp.MustCompile(`\s*\([^)]*\)`)

// termVariants returns the other names an entry goes by: its term without
// parenthetical ("Défausser (se)" → "Défausser") and each comma-separated
// part ("Points de vie, total de points de vie").
func termVariants(term string) []string {
	base := strings.TrimSpace(parenRE.ReplaceAllString(term, ""))
	out := []string{base}
	if strings.Contains(base, ",") {
		for _, p := range strings.Split(base, ",") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// resolveSeeAlso points every cross-reference of the glossary at an entry,
// trying stricter matches first, and marks the rest dangling. A looser
// match is used only when it designates a single entry.
func resolveSeeAlso(entries []corpus.GlossaryEntry) {
	exact := map[string]string{}
	folded := map[string]*idSet{}
	variant := map[string]*idSet{}
	// deletes indexes every folded name, and each way of dropping one rune
	// from it, by entry: two names one edit apart share a key. It keeps
	// the "near" look-up linear in the size of the glossary.
	deletes := map[string]*idSet{}
	add := func(m map[string]*idSet, key, id, name string) {
		s := m[key]
		if s == nil {
			s = &idSet{}
			m[key] = s
		}
		s.add(id, name)
	}
	for _, e := range entries {
		if _, ok := exact[e.Term]; !ok {
			exact[e.Term] = e.ID
		}
		f := termKey(e.Term)
		add(folded, f, e.ID, f)
		keys := []string{f}
		for _, v := range termVariants(e.Term) {
			fv := termKey(v)
			add(variant, fv, e.ID, fv)
			keys = append(keys, fv)
		}
		for _, k := range keys {
			for _, dk := range oneDeleted(k) {
				add(deletes, dk, e.ID, k)
			}
		}
	}
	for i := range entries {
		for j := range entries[i].SeeAlso {
			ref := &entries[i].SeeAlso[j]
			f := termKey(ref.Term)
			switch {
			case exact[ref.Term] != "":
				ref.ID, ref.Match = exact[ref.Term], "exact"
			case folded[f].one():
				ref.ID, ref.Match = folded[f].ids[0], "folded"
			case variant[f].one():
				ref.ID, ref.Match = variant[f].ids[0], "variant"
			default:
				near, ambiguous := "", false
				if utf8.RuneCountInString(f) >= 6 {
					for _, dk := range oneDeleted(f) {
						s := deletes[dk]
						if s == nil {
							continue
						}
						ambiguous = ambiguous || s.overflow
						for k, id := range s.ids {
							if text.Distance([]rune(f), []rune(s.names[k]), 1, nil) > 1 {
								continue
							}
							if near != "" && near != id {
								ambiguous = true
							}
							near = id
						}
					}
				}
				if near != "" && !ambiguous {
					ref.ID, ref.Match = near, "near"
				} else {
					ref.ID, ref.Dangling = "", true
				}
			}
		}
	}
}

// idSet collects the entries that answer to one key, up to a few: a key
// shared by more is useless for a unique match, and keeping them all would
// make a hostile glossary quadratic.
type idSet struct {
	ids, names []string
	overflow   bool
}

const maxIDSet = 8

func (s *idSet) add(id, name string) {
	if n := len(s.ids); n > 0 && s.ids[n-1] == id && s.names[n-1] == name {
		return // the same entry again, through another of its names
	}
	if len(s.ids) == maxIDSet {
		s.overflow = true
		return
	}
	s.ids = append(s.ids, id)
	s.names = append(s.names, name)
}

// one reports whether the set holds exactly one entry.
func (s *idSet) one() bool {
	if s == nil || s.overflow || len(s.ids) == 0 {
		return false
	}
	for _, id := range s.ids[1:] {
		if id != s.ids[0] {
			return false
		}
	}
	return true
}

// oneDeleted returns s and every string made by deleting one rune of s.
func oneDeleted(s string) []string {
	r := []rune(s)
	out := make([]string, 0, len(r)+1)
	out = append(out, s)
	for i := range r {
		out = append(out, string(r[:i])+string(r[i+1:]))
	}
	return out
}

// flagMisordered flags the entries filed out of alphabetical order. The
// glossary sorts on the first word only (it files "Capacité" after
// "Capacité statique"), so that is what is compared; symbol and number
// entries come first. The entries kept in order are the longest
// non-decreasing run through the glossary; the others are the misfiled ones,
// such as "Force" among the J's.
func flagMisordered(entries []corpus.GlossaryEntry) []int {
	keys := make([]string, len(entries))
	for i, e := range entries {
		keys[i] = sortKey(e.Term)
	}
	inOrder := longestNonDecreasing(keys)
	n := len(keys)
	var out []int
	for i := range entries {
		if inOrder[i] {
			continue
		}
		out = append(out, i)
		before, after := "", ""
		if i > 0 {
			before = entries[i-1].Term
		}
		if i+1 < n {
			after = entries[i+1].Term
		}
		entries[i].Flags = append(entries[i].Flags,
			fmt.Sprintf("misordered: filed between «%s» and «%s»", before, after))
	}
	return out
}

// longestNonDecreasing marks one longest non-decreasing subsequence of keys,
// in O(n log n) so that a hostile glossary of a million lines stays fast.
func longestNonDecreasing(keys []string) []bool {
	var tails []int // tails[k]: index of the smallest last key of a run of length k+1
	prev := make([]int, len(keys))
	for i, k := range keys {
		// First run whose last key is greater than k: k extends the run before it.
		j := sort.Search(len(tails), func(j int) bool { return keys[tails[j]] > k })
		prev[i] = -1
		if j > 0 {
			prev[i] = tails[j-1]
		}
		if j == len(tails) {
			tails = append(tails, i)
		} else {
			tails[j] = i
		}
	}
	in := make([]bool, len(keys))
	if len(tails) > 0 {
		for i := tails[len(tails)-1]; i >= 0; i = prev[i] {
			in[i] = true
		}
	}
	return in
}

func sortKey(term string) string {
	t := strings.TrimLeft(term, "«“\" ")
	first, _ := utf8.DecodeRuneInString(t)
	if !unicode.IsLetter(first) {
		return ""
	}
	f := termKey(t)
	if i := strings.IndexByte(f, ' '); i >= 0 {
		f = f[:i]
	}
	return f
}
