package ingest

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"
)

// glossaryID is "<doc>-g-<slug(term)>". A term made only of symbols
// ("★/★") has an empty slug; it is spelt out with the symbols' Unicode
// names ("black-star-black-star") so that the id stays readable and stable.
func (d *doc) glossaryID(term string) string {
	s := Slug(term)
	if s == "" {
		var names []string
		for _, r := range term {
			if unicode.IsSpace(r) || unicode.IsPunct(r) {
				continue
			}
			names = append(names, runenames.Name(r))
		}
		s = Slug(strings.Join(names, " "))
	}
	if s == "" {
		s = "entry"
	}
	return d.newID(d.meta.ID + "-g-" + s)
}

// glossaryTerm reports whether block b, the i-th of the glossary, is an
// entry's term. A term is a short line of its own. Most have no final
// period; the few that do ("Étape de début de combat.", "La phase de fin.")
// are told from one-line definitions by what surrounds them: a definition
// follows its term or a line announcing a list, a term is followed by a
// full-length definition.
func glossaryTerm(blocks []block, i int, prevTerm bool) bool {
	b := blocks[i]
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
	if i > 0 && strings.HasSuffix(strings.TrimSpace(blocks[i-1].last().text), ":") {
		return false
	}
	if !endsSentence(t) {
		return true
	}
	if !strings.HasSuffix(t, ".") || words(t) > 6 || i+1 >= len(blocks) {
		return false
	}
	return utf8.RuneCountInString(blocks[i+1].first().clean) > 60
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

// foldTerm reduces a term to what identifies it: lower case, no accents, no
// leading article, no punctuation. "La phase de fin." and "Phase de fin"
// fold alike.
func foldTerm(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		case r == '\'' || r == '’':
			// "l'un" keeps its apostrophe as a word break.
			space = true
		default:
			space = true
		}
	}
	f := b.String()
	for _, art := range []string{"la ", "le ", "les ", "l "} {
		if strings.HasPrefix(f, art) && len(f) > len(art) {
			f = f[len(art):]
			break
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
	type cand struct {
		id   string
		keys []string // folded variants
	}
	cands := make([]cand, len(entries))
	exact := map[string]string{}
	folded := map[string][]string{}
	variant := map[string][]string{}
	for i, e := range entries {
		if _, ok := exact[e.Term]; !ok {
			exact[e.Term] = e.ID
		}
		f := foldTerm(e.Term)
		folded[f] = appendOnce(folded[f], e.ID)
		c := cand{id: e.ID, keys: []string{f}}
		for _, v := range termVariants(e.Term) {
			fv := foldTerm(v)
			variant[fv] = appendOnce(variant[fv], e.ID)
			c.keys = append(c.keys, fv)
		}
		cands[i] = c
	}
	for i := range entries {
		for j := range entries[i].SeeAlso {
			ref := &entries[i].SeeAlso[j]
			f := foldTerm(ref.Term)
			switch {
			case exact[ref.Term] != "":
				ref.ID, ref.Match = exact[ref.Term], "exact"
			case len(folded[f]) == 1:
				ref.ID, ref.Match = folded[f][0], "folded"
			case len(variant[f]) == 1:
				ref.ID, ref.Match = variant[f][0], "variant"
			default:
				var near []string
				if utf8.RuneCountInString(f) >= 6 {
					for _, c := range cands {
						for _, k := range c.keys {
							if editDistanceAtMost1(f, k) {
								near = appendOnce(near, c.id)
							}
						}
					}
				}
				if len(near) == 1 {
					ref.ID, ref.Match = near[0], "near"
				} else {
					ref.ID, ref.Dangling = "", true
				}
			}
		}
	}
}

func appendOnce(s []string, v string) []string {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

// editDistanceAtMost1 reports whether a and b differ by at most one
// inserted, deleted or substituted rune.
func editDistanceAtMost1(a, b string) bool {
	ra, rb := []rune(a), []rune(b)
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	if len(ra)-len(rb) > 1 {
		return false
	}
	i, j, diff := 0, 0, 0
	for i < len(ra) && j < len(rb) {
		if ra[i] == rb[j] {
			i++
			j++
			continue
		}
		diff++
		if diff > 1 {
			return false
		}
		if len(ra) == len(rb) {
			j++
		}
		i++
	}
	return diff+(len(ra)-i)+(len(rb)-j) <= 1
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
	// Longest non-decreasing subsequence, O(n²): the glossary has a few
	// hundred entries.
	n := len(keys)
	length := make([]int, n)
	prev := make([]int, n)
	best := -1
	for i := range keys {
		length[i], prev[i] = 1, -1
		for j := 0; j < i; j++ {
			if keys[j] <= keys[i] && length[j]+1 > length[i] {
				length[i], prev[i] = length[j]+1, j
			}
		}
		if best < 0 || length[i] > length[best] {
			best = i
		}
	}
	inOrder := make([]bool, n)
	for i := best; i >= 0; i = prev[i] {
		inOrder[i] = true
	}
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

func sortKey(term string) string {
	t := strings.TrimLeft(term, "«“\" ")
	first, _ := utf8.DecodeRuneInString(t)
	if !unicode.IsLetter(first) {
		return ""
	}
	f := foldTerm(t)
	if i := strings.IndexByte(f, ' '); i >= 0 {
		f = f[:i]
	}
	return f
}
