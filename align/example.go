package align

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/mana"
)

// A ruling's example works a card's rule out for some count ("if you
// control three lands, it costs {2}{G}{G}"); a translation may pick
// another count, and its numbers and mana then differ from the
// original's although both are right. Each side's example is worked out
// for its own count: when both are right the difference is said to be
// one of example (DiffExample), not flagged as numbers or mana; when one
// is wrong it is flagged even if the symbols agree.
//
// What is worked out today is the per-unit generic cost reduction ("this
// spell costs {1} less to cast for each land you control"), read from the
// printed sentence (the rules reader, package rules/read, does not
// compile "for each" reductions yet) and computed as the rules engine
// reduces a cost (package mana's ReduceGeneric).

// costReduction finds a per-unit reduction of a card's folded text: the
// generic mana per unit and the unit's noun.
var costReduction = map[string]*regexp.Regexp{
	"fr": regexp.MustCompile(`coute \{(\d+)\} de moins a lancer pour chaque (\pL+)`),
	"it": regexp.MustCompile(`costa \{(\d+)\} in meno (?:per essere lanciat[ao] )?per ogni (\pL+)`),
	"en": regexp.MustCompile(`costs \{(\d+)\} less to cast for each (\pL+)`),
}

// ones are the words for one, which numberWords leaves out (they are
// articles more often): before the unit's noun they count.
var ones = map[string][]string{"fr": {"un", "une"}, "it": {"un", "uno", "una"}, "en": {"one", "a"}}

// reduction is a card's per-unit cost reduction.
type reduction struct {
	per  int    // generic mana less per unit
	stem string // the unit noun's stem, to find it in any number
	cost string // the printed mana cost
}

// cardReduction reads c's per-unit cost reduction, if it has one.
func cardReduction(c *corpus.Card, lang string) (reduction, bool) {
	re := costReduction[lang]
	if re == nil || c.ManaCost == "" {
		return reduction{}, false
	}
	m := re.FindStringSubmatch(text.FoldPlain(cardText(c)))
	if m == nil {
		return reduction{}, false
	}
	per, _ := strconv.Atoi(m[1])
	noun := []rune(m[2])
	// "terrain" → "terra" (terrains), "terra" → "terr" (terre).
	stem := string(noun[:max(min(4, len(noun)), len(noun)-2)])
	return reduction{per: per, stem: stem, cost: c.ManaCost}, true
}

// manaRun is a mana cost written in a sentence.
var manaRun = regexp.MustCompile(`(?:\{[^}\s]+\})+`)

// exampleChecks works out every example of a ruling: for each sentence
// that counts the unit ("three lands") and writes a mana cost, whether
// that cost is the printed one less the reduction for that count.
// checked is false when no sentence does both.
func (r reduction) exampleChecks(ruling, lang string) (checked, right bool, counts []int) {
	right = true
	for _, sent := range strings.FieldsFunc(text.FoldPlain(ruling), func(c rune) bool { return c == '.' || c == ';' }) {
		n, ok := r.count(sent, lang)
		costs := manaRun.FindAllString(sent, -1)
		if !ok || len(costs) == 0 {
			continue
		}
		checked = true
		counts = append(counts, n)
		want := reducedCost(r.cost, r.per*n)
		if want == "" || !slices.ContainsFunc(costs, func(c string) bool { return sameCost(c, want) }) {
			right = false
		}
	}
	return checked, right, counts
}

// count finds the number written before the unit's noun in sent, with at
// most one word between ("trois autres terrains").
func (r reduction) count(sent, lang string) (int, bool) {
	words := strings.FieldsFunc(sent, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) })
	for i, w := range words {
		n, ok := countWord(w, lang)
		if !ok {
			continue
		}
		for _, next := range words[i+1 : min(len(words), i+3)] {
			if strings.HasPrefix(next, r.stem) {
				return n, true
			}
		}
	}
	return 0, false
}

func countWord(w, lang string) (int, bool) {
	if n, err := strconv.Atoi(w); err == nil {
		return n, true
	}
	if slices.Contains(ones[lang], w) {
		return 1, true
	}
	if n, err := strconv.Atoi(numberWords[lang][w]); err == nil {
		return n, true
	}
	return 0, false
}

// reducedCost is cost less n generic mana, as the rules engine reduces
// a cost (package mana, rule 601.2f: never the colored part), in
// canonical form; "" when cost is not a mana cost.
func reducedCost(cost string, n int) string {
	c, err := mana.ParseCost(cost)
	if err != nil || c == nil {
		return ""
	}
	r, _ := c.ReduceGeneric(n)
	return r.String()
}

// sameCost reports whether the cost written in an example is want (a
// reducedCost).
func sameCost(written, want string) bool {
	c, err := mana.ParseCost(written)
	return err == nil && c != nil && c.Normalize().String() == want
}

// checkExamples revises the differences ds of a ruling pair whose cards
// have a per-unit cost reduction: both examples right and numbers or
// mana flagged → one DiffExample instead; one example wrong → a DiffMana
// naming its side, if ds has none.
func (al *Alignment) checkExamples(ds []Difference, f, t *corpus.Card, from, to string) []Difference {
	fr, ok1 := cardReduction(f, al.FromLang)
	tr, ok2 := cardReduction(t, al.ToLang)
	if !ok1 || !ok2 {
		return ds
	}
	fc, fok, fn := fr.exampleChecks(from, al.FromLang)
	tc, tok, tn := tr.exampleChecks(to, al.ToLang)
	if !fc || !tc {
		return ds
	}
	if !fok || !tok {
		if slices.ContainsFunc(ds, func(d Difference) bool { return d.Kind == DiffMana }) {
			return ds
		}
		side := al.From
		if fok {
			side = al.To
		}
		return append(ds, Difference{Kind: DiffMana, Where: "ruling", Side: side,
			Detail: fmt.Sprintf("the example's cost in %s is not the printed cost less the reduction for the count it names", side)})
	}
	kept := slices.DeleteFunc(slices.Clone(ds), func(d Difference) bool { return d.Kind == DiffNumbers || d.Kind == DiffMana })
	if len(kept) == len(ds) && slices.Equal(fn, tn) {
		return ds
	}
	return append(kept, Difference{Kind: DiffExample, Where: "ruling", FromOnly: ints(fn), ToOnly: ints(tn),
		Detail: fmt.Sprintf("different example, both consistent: %s counted in %s, %s in %s", list(ints(fn)), al.From, list(ints(tn)), al.To)})
}

func ints(ns []int) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = strconv.Itoa(n)
	}
	return out
}

// diffPrintings flags a card printed more often in one document than in
// the other (a reprint section, an example repeated).
func (al *Alignment) diffPrintings(f, t *corpus.Card) (Difference, bool) {
	nf, nt := len(f.Positions), len(t.Positions)
	if nf == nt || nf == 0 || nt == 0 {
		return Difference{}, false
	}
	side := al.From
	if nt > nf {
		side = al.To
	}
	return Difference{Kind: DiffPrintings, Where: "entry", Side: side,
		FromOnly: []string{strconv.Itoa(nf)}, ToOnly: []string{strconv.Itoa(nt)},
		Detail: fmt.Sprintf("printed %d times in %s, %d in %s", nf, al.From, nt, al.To)}, true
}
