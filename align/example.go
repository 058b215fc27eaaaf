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
// What is worked out today are the per-unit rules of cost and P/T: "this
// spell costs {1} less to cast for each land you control" (computed as
// the rules engine reduces a cost, package mana's ReduceGeneric) and
// "gets +1/+1 for each creature you control", read from the printed
// sentence: the rules reader (package rules/read) does not compile "for
// each" reductions yet.

// costReduction finds a per-unit reduction of a card's folded text: the
// generic mana per unit and the unit's noun.
var costReduction = map[string]*regexp.Regexp{
	"fr": regexp.MustCompile(`coute \{(\d+)\} de moins a lancer pour chaque (\pL+)`),
	"it": regexp.MustCompile(`costa \{(\d+)\} in meno (?:per essere lanciat[ao] )?per ogni (\pL+)`),
	"en": regexp.MustCompile(`costs \{(\d+)\} less to cast for each (\pL+)`),
}

// ptPerUnit finds a per-unit P/T bonus of a card's folded text: the
// bonus per unit and the unit's noun.
var ptPerUnit = map[string]*regexp.Regexp{
	"fr": regexp.MustCompile(`(?:gagne|a) \+(\d+)/\+(\d+) pour chaque (\pL+)`),
	"it": regexp.MustCompile(`(?:prende|ha) \+(\d+)/\+(\d+) per ogni (\pL+)`),
	"en": regexp.MustCompile(`(?:gets|has) \+(\d+)/\+(\d+) for each (\pL+)`),
}

// ones are the words for one, which numberWords leaves out (they are
// articles more often): before the unit's noun they count.
var ones = map[string][]string{"fr": {"un", "une"}, "it": {"un", "uno", "una"}, "en": {"one", "a"}}

// perUnit is a card's rule that changes a value per unit counted: its
// cost (less generic mana per land) or its P/T (+1/+1 per creature).
type perUnit struct {
	kind string // DiffMana or DiffNumbers: what a wrong example gets wrong
	stem string // the unit noun's stem, to find it in any number
	// worked gives the values an example may write for n units, and
	// values those a sentence writes, both in canonical form.
	worked func(n int) []string
	values func(sent string) []string
}

// cardPerUnit reads c's per-unit rule, if it has one of those known.
func cardPerUnit(c *corpus.Card, lang string) (perUnit, bool) {
	txt := text.FoldPlain(cardText(c))
	if re := costReduction[lang]; re != nil && c.ManaCost != "" {
		if m := re.FindStringSubmatch(txt); m != nil {
			per, _ := strconv.Atoi(m[1])
			return perUnit{kind: DiffMana, stem: unitStem(m[2]),
				worked: func(n int) []string { return []string{reducedCost(c.ManaCost, per*n)} },
				values: writtenCosts}, true
		}
	}
	if re := ptPerUnit[lang]; re != nil {
		if m := re.FindStringSubmatch(txt); m != nil {
			dp, _ := strconv.Atoi(m[1])
			dt, _ := strconv.Atoi(m[2])
			return perUnit{kind: DiffNumbers, stem: unitStem(m[3]), worked: workedPT(c.PT, dp, dt), values: writtenPTs}, true
		}
	}
	return perUnit{}, false
}

// unitStem cuts a noun to what its plural shares: "terrain" → "terra"
// (terrains), "terra" → "terr" (terre).
func unitStem(noun string) string {
	r := []rune(noun)
	return string(r[:max(min(4, len(r)), len(r)-2)])
}

// workedPT gives, for n units, the P/T a creature of printed P/T pt has
// with +dp/+dt per unit, and the bonus alone ("+3/+3").
func workedPT(pt string, dp, dt int) func(int) []string {
	p, t, _ := strings.Cut(pt, "/")
	bp, err1 := strconv.Atoi(p)
	bt, err2 := strconv.Atoi(t)
	return func(n int) []string {
		out := []string{fmt.Sprintf("+%d/+%d", n*dp, n*dt)}
		if err1 == nil && err2 == nil {
			out = append(out, fmt.Sprintf("%d/%d", bp+n*dp, bt+n*dt))
		}
		return out
	}
}

// manaRun is a mana cost written in a sentence; ptRun a P/T or a bonus.
var (
	manaRun = regexp.MustCompile(`(?:\{[^}\s]+\})+`)
	ptRun   = regexp.MustCompile(`\+?\d+/\+?\d+`)
)

// writtenCosts are the mana costs sent writes, canonical.
func writtenCosts(sent string) []string {
	var out []string
	for _, w := range manaRun.FindAllString(sent, -1) {
		if c, err := mana.ParseCost(w); err == nil && c != nil {
			out = append(out, c.Normalize().String())
		}
	}
	return out
}

func writtenPTs(sent string) []string { return ptRun.FindAllString(sent, -1) }

// exampleChecks works out every example of a ruling: for each sentence
// that counts the unit ("three lands") and writes a value of the rule's
// kind, whether that value is the one the rule gives for that count.
// checked is false when no sentence does both.
func (r perUnit) exampleChecks(ruling, lang string) (checked, right bool, counts []int) {
	right = true
	for _, sent := range strings.FieldsFunc(text.FoldPlain(ruling), func(c rune) bool { return c == '.' || c == ';' }) {
		n, ok := r.count(sent, lang)
		written := r.values(sent)
		if !ok || len(written) == 0 {
			continue
		}
		checked = true
		counts = append(counts, n)
		if !slices.ContainsFunc(r.worked(n), func(w string) bool { return w != "" && slices.Contains(written, w) }) {
			right = false
		}
	}
	return checked, right, counts
}

// count finds the number written before the unit's noun in sent, with at
// most one word between ("trois autres terrains").
func (r perUnit) count(sent, lang string) (int, bool) {
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

// checkExamples revises the differences ds of a ruling pair whose cards
// have the same kind of per-unit rule: both examples right and numbers or
// mana flagged → one DiffExample instead; one example wrong → a
// difference of the rule's kind (DiffMana for a cost, DiffNumbers for a
// P/T) naming its side, if ds has none.
func (al *Alignment) checkExamples(ds []Difference, f, t *corpus.Card, from, to string) []Difference {
	fr, ok1 := cardPerUnit(f, al.FromLang)
	tr, ok2 := cardPerUnit(t, al.ToLang)
	if !ok1 || !ok2 || fr.kind != tr.kind {
		return ds
	}
	fc, fok, fn := fr.exampleChecks(from, al.FromLang)
	tc, tok, tn := tr.exampleChecks(to, al.ToLang)
	if !fc || !tc {
		return ds
	}
	if !fok || !tok {
		if slices.ContainsFunc(ds, func(d Difference) bool { return d.Kind == fr.kind }) {
			return ds
		}
		side := al.From
		if fok {
			side = al.To
		}
		return append(ds, Difference{Kind: fr.kind, Where: "ruling", Side: side,
			Detail: fmt.Sprintf("the example in %s is not what the card's rule gives for the count it names", side)})
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
