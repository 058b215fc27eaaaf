package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/realcards"
	"github.com/arbitre/arbitre/internal/text"
)

// TestSubtypeTable derives lexicon/subtypes.tsv from the real cards' type
// lines (../shared/realcards): each French and Italian subtype word with
// the English subtype it stands for. A printing with one subtype pairs its
// words directly; one with several pairs the word left over once the
// others are known, round after round; a word paired with two English
// subtypes keeps the one most printings give. The table is data: the
// reader never needs the real cards to use it. `-update` rewrites it.
func TestSubtypeTable(t *testing.T) {
	type printing struct {
		EnType string `json:"en_type"`
		FrType string `json:"fr_type"`
		ItType string `json:"it_type"`
	}
	cards := realcards.Printings[printing](t)
	// votes[lang][word][english] counts the printings pairing them.
	votes := map[string]map[string]map[string]int{"fr": {}, "it": {}}
	type line struct {
		en       []string
		fr, it   []string
		resolved bool
	}
	var lines []*line
	// Words of the card-type part of a printed type line (« Créature-
	// artefact », « légendaire ») are no subtypes, whatever a misprinted
	// line puts after its separator.
	typeWords := map[string]bool{}
	for _, c := range cards {
		for _, tl := range []string{c.FrType, c.ItType} {
			head, sub := splitTypeLine(tl)
			if sub == "" {
				continue // no separator: where the types end is unknown
			}
			for _, w := range strings.Fields(text.FoldLine(head)) {
				typeWords[w] = true
				for _, part := range strings.Split(w, "-") {
					typeWords[part] = true
				}
			}
		}
	}
	for _, c := range cards {
		en := subtypesOf(c.EnType)
		if len(en) == 0 {
			continue
		}
		for i, w := range en {
			en[i] = strings.ToLower(w)
		}
		fr := printedSubtypes(c.FrType)
		if _, sub := splitTypeLine(c.FrType); strings.Contains(c.FrType, ":") {
			// French joins subtypes with « et »: « peuple fée » is one
			// subtype where the English line has as many as its parts
			// (« tour d'Urza » is two: Urza's Tower).
			if whole := frenchParts(sub); len(whole) == len(en) {
				fr = whole
			}
		}
		lines = append(lines, &line{en: en, fr: fr, it: printedSubtypes(c.ItType)})
	}
	known := func(lang, w string) string {
		best, n := "", 0
		for en, k := range votes[lang][w] {
			if k > n || k == n && en < best {
				best, n = en, k
			}
		}
		return best
	}
	vote := func(lang, w, en string) {
		if votes[lang][w] == nil {
			votes[lang][w] = map[string]int{}
		}
		votes[lang][w][en]++
	}
	for round := 0; round < 4; round++ {
		for _, l := range lines {
			for lang, words := range map[string][]string{"fr": l.fr, "it": l.it} {
				if len(words) != len(l.en) {
					continue
				}
				if len(words) == 1 {
					if round == 0 {
						vote(lang, words[0], l.en[0])
					}
					continue
				}
				// Several: pair the one word left once the others are known.
				var leftW []string
				leftE := map[string]bool{}
				for _, e := range l.en {
					leftE[e] = true
				}
				for _, w := range words {
					if e := known(lang, w); e != "" && leftE[e] {
						delete(leftE, e)
					} else {
						leftW = append(leftW, w)
					}
				}
				if len(leftW) == 1 && len(leftE) == 1 && round > 0 {
					for e := range leftE {
						if known(lang, leftW[0]) == "" {
							vote(lang, leftW[0], e)
						}
					}
				}
			}
		}
	}
	byEn := map[string]map[string][]string{}
	for _, lang := range []string{"fr", "it"} {
		for w, ens := range votes[lang] {
			e, total := known(lang, w), 0
			for _, k := range ens {
				total += k
			}
			// A word most of whose printings disagree is noise.
			if typeWords[w] || 2*ens[e] <= total || len(ens) > 3 {
				continue
			}
			if byEn[e] == nil {
				byEn[e] = map[string][]string{}
			}
			byEn[e][lang] = append(byEn[e][lang], w)
		}
	}
	checkTermTable(t, "lexicon/subtypes.tsv", byEn,
		"# Subtypes: English (the key), then its French and Italian words,",
		"# folded, as printed on real type lines. Written by TestSubtypeTable",
		"# from ../shared/realcards (go test ./rules/read -run TestSubtypeTable -update).")
}

// subtypesOf is the English subtypes of an Oracle type line.
func subtypesOf(typeLine string) []string {
	_, sub, ok := strings.Cut(typeLine, "—")
	if !ok {
		return nil
	}
	return strings.Fields(sub)
}

// printedSubtypes is the folded subtype words of a printed French or
// Italian type line ("Créature : humain et clerc", "Creatura — Chierico
// Umano").
func printedSubtypes(typeLine string) []string {
	_, sub := splitTypeLine(typeLine)
	var out []string
	for _, w := range corpus.SplitSubtypes(sub) {
		if w = strings.Trim(text.FoldLine(w), "- "); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// frenchParts is the folded subtypes of the subtype part of a French type
// line, each part between « et » whole.
func frenchParts(sub string) []string {
	var out []string
	vocab, _ := corpus.EmbeddedTypeWords()
	for _, w := range corpus.SplitFrenchSubtypes(sub) {
		w = strings.Trim(text.FoldLine(w), "- ")
		for _, part := range strings.Fields(w) {
			if _, ok := vocab.Lookup(part); ok && part != w {
				return nil // a misprinted « dragon légendaire »
			}
		}
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// splitTypeLine cuts a printed type line at its separator (« : », « — »,
// or « - » between spaces): the card types, then the subtypes.
func splitTypeLine(typeLine string) (head, sub string) {
	for _, sep := range []string{" : ", ": ", " — ", "—", " - "} {
		if h, s, ok := strings.Cut(typeLine, sep); ok {
			return h, s
		}
	}
	return typeLine, ""
}
