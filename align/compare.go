package align

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// Kinds of difference that Compare flags.
const (
	DiffCardOneSide   = "card-one-side"   // a card entry with no counterpart
	DiffRulingOneSide = "ruling-one-side" // a ruling printed in one language only
	DiffNumbers       = "numbers"         // numbers, P/T or counters differ
	DiffMana          = "mana"            // mana symbols differ
	DiffTerm          = "term"            // a mechanic or keyword not rendered as the term table says
	DiffLength        = "length"          // one side far longer: text added or lost in a revision
	// DiffAbilities: the two printed texts compile to different abilities
	// (the rules reader, package rules); flagged by the api, which has both.
	DiffAbilities = "abilities"
	// DiffExample: the numbers or symbols of two rulings differ, but each
	// language's example is right for its own count (a cost reduction
	// worked out for three lands here, four there): no translation
	// problem, said so instead of DiffNumbers and DiffMana.
	DiffExample = "example"
	// DiffPrintings: the card is printed more often in one document
	// than in the other (twice in French, once in Italian).
	DiffPrintings = "printings"
)

// DiffKinds lists the kinds of difference, for filters.
var DiffKinds = []string{DiffCardOneSide, DiffRulingOneSide, DiffNumbers, DiffMana, DiffTerm, DiffLength, DiffAbilities, DiffExample, DiffPrintings}

// Difference is one flagged difference between an entry and its
// counterpart.
type Difference struct {
	Kind string `json:"kind"`
	// Set and Lang, LangTo are the set and the two languages of the
	// alignment that flags the difference (filled by All.Differences).
	Set    string `json:"set,omitempty"`
	Lang   string `json:"lang,omitempty"`
	LangTo string `json:"lang_to,omitempty"`
	// Owner is the From-side card or section id, OwnerTo its counterpart
	// ("" when there is none); OwnerKind is "card" or "section".
	Owner     string `json:"owner"`
	OwnerTo   string `json:"owner_to,omitempty"`
	OwnerKind string `json:"owner_kind"`
	Name      string `json:"name"` // the From-side name or title ("" if none)
	NameTo    string `json:"name_to"`
	// Where says which part differs: "cost", "pt", "loyalty", "text",
	// "ruling" or "entry".
	Where string `json:"where"`
	// FromRuling and ToRuling are the ruling ids concerned, if any.
	FromRuling string `json:"from_ruling,omitempty"`
	ToRuling   string `json:"to_ruling,omitempty"`
	// Side is the document that has what the other lacks.
	Side string `json:"side,omitempty"`
	// FromOnly and ToOnly are the tokens (numbers, symbols) found on one
	// side only.
	FromOnly []string `json:"from_only,omitempty"`
	ToOnly   []string `json:"to_only,omitempty"`
	Term     string   `json:"term,omitempty"` // term-table key, for DiffTerm
	Detail   string   `json:"detail"`         // one line, for people
}

// Comparison is an entry and its counterpart side by side, part by part,
// with the differences flagged on each row.
type Comparison struct {
	Pair  Pair         `json:"pair"`
	Rows  []Row        `json:"rows"`
	Diffs []Difference `json:"diffs"`
	From  *corpus.Card `json:"-"`
	To    *corpus.Card `json:"-"`
}

// SectionComparison is a section and its counterpart side by side.
type SectionComparison struct {
	Pair  SectPair        `json:"pair"`
	Rows  []Row           `json:"rows"`
	Diffs []Difference    `json:"diffs"`
	From  *corpus.Section `json:"-"`
	To    *corpus.Section `json:"-"`
}

// Row is one line of a side-by-side view.
type Row struct {
	Part   string       `json:"part"` // "name", "cost", "type", "pt", "loyalty", "text", "ruling"
	From   string       `json:"from"`
	To     string       `json:"to"`
	FromID string       `json:"from_id,omitempty"` // ruling ids
	ToID   string       `json:"to_id,omitempty"`
	Diffs  []Difference `json:"diffs,omitempty"`
}

// Compare sets a card (given by its id on either side) beside its
// counterpart. It reports false for a card that is in neither document or
// has no counterpart.
func (al *Alignment) Compare(cardID string) (*Comparison, bool) {
	p, ok := al.Counterpart(cardID)
	if !ok {
		return nil, false
	}
	c := &Comparison{Pair: p, From: p.from, To: p.to}
	f, t := p.from, p.to
	add := func(r Row) {
		c.Rows = append(c.Rows, r)
		c.Diffs = append(c.Diffs, r.Diffs...)
	}
	owner := func(d Difference) Difference {
		d.Owner, d.OwnerTo, d.OwnerKind = f.ID, t.ID, "card"
		d.Name, d.NameTo = f.Name, t.Name
		return d
	}

	name := Row{Part: "name", From: f.Name, To: t.Name}
	if d, ok := al.diffPrintings(f, t); ok {
		name.Diffs = append(name.Diffs, owner(d))
	}
	add(name)

	cost := Row{Part: "cost", From: f.ManaCost, To: t.ManaCost}
	if normCost(f.ManaCost) != normCost(t.ManaCost) {
		fs := textSignature(text.FoldPlain(f.ManaCost), al.FromLang).only("m:")
		ts := textSignature(text.FoldPlain(t.ManaCost), al.ToLang).only("m:")
		cost.Diffs = append(cost.Diffs, owner(Difference{
			Kind: DiffMana, Where: "cost",
			FromOnly: strip(minus(fs, ts)), ToOnly: strip(minus(ts, fs)),
			Detail: fmt.Sprintf("mana cost %s in %s, %s in %s", orNone(f.ManaCost), al.From, orNone(t.ManaCost), al.To),
		}))
	}
	add(cost)
	add(Row{Part: "type", From: f.TypeLine, To: t.TypeLine})
	if f.PT != "" || t.PT != "" {
		r := Row{Part: "pt", From: f.PT, To: t.PT}
		if strings.ReplaceAll(f.PT, " ", "") != strings.ReplaceAll(t.PT, " ", "") {
			r.Diffs = append(r.Diffs, owner(Difference{
				Kind: DiffNumbers, Where: "pt",
				Detail: fmt.Sprintf("P/T %s in %s, %s in %s", orNone(f.PT), al.From, orNone(t.PT), al.To),
			}))
		}
		add(r)
	}
	if f.Loyalty != "" || t.Loyalty != "" {
		r := Row{Part: "loyalty", From: f.Loyalty, To: t.Loyalty}
		if strings.TrimSpace(f.Loyalty) != strings.TrimSpace(t.Loyalty) {
			r.Diffs = append(r.Diffs, owner(Difference{
				Kind: DiffNumbers, Where: "loyalty",
				Detail: fmt.Sprintf("loyalty %s in %s, %s in %s", orNone(f.Loyalty), al.From, orNone(t.Loyalty), al.To),
			}))
		}
		add(r)
	}

	ftext, ttext := cardText(f), cardText(t)
	text := Row{Part: "text", From: ftext, To: ttext}
	fnames, tnames := cardNames(f), cardNames(t)
	for _, d := range al.diffText(ftext, ttext, "text", fnames, tnames) {
		text.Diffs = append(text.Diffs, owner(d))
	}
	add(text)

	for _, rp := range p.Rulings {
		r := Row{Part: "ruling", FromID: rp.FromID, ToID: rp.ToID}
		if rp.From >= 0 {
			r.From = f.Rulings[rp.From].Text
		}
		if rp.To >= 0 {
			r.To = t.Rulings[rp.To].Text
		}
		ds := al.diffRuling(rp, r.From, r.To, fnames, tnames)
		if rp.From >= 0 && rp.To >= 0 {
			ds = al.checkExamples(ds, f, t, r.From, r.To)
		}
		for _, d := range ds {
			if d.FromRuling == "" && d.ToRuling == "" {
				d.FromRuling, d.ToRuling = rp.FromID, rp.ToID
			}
			r.Diffs = append(r.Diffs, owner(d))
		}
		add(r)
	}
	return c, true
}

// Differences lists every flagged difference of the alignment: card pairs,
// section pairs and entries with no counterpart, in From's document order
// (the To side's unmatched entries last). The list is computed on the first
// call and kept; each call returns a copy the caller may change.
func (al *Alignment) Differences() []Difference {
	al.diffsOnce.Do(func() { al.diffs = al.differences() })
	return append([]Difference(nil), al.diffs...)
}

func (al *Alignment) differences() []Difference {
	var out []Difference
	for _, sp := range al.Sections {
		f, t := sp.from, sp.to
		owner := func(d Difference) Difference {
			d.Owner, d.OwnerTo, d.OwnerKind = f.ID, t.ID, "section"
			d.Name, d.NameTo = f.Title, t.Title
			return d
		}
		for _, d := range al.diffText(strings.Join(f.Text, "\n"), strings.Join(t.Text, "\n"), "text") {
			out = append(out, owner(d))
		}
		for _, rp := range sp.Rulings {
			var a, b string
			if rp.From >= 0 {
				a = f.Rulings[rp.From].Text
			}
			if rp.To >= 0 {
				b = t.Rulings[rp.To].Text
			}
			for _, d := range al.diffRuling(rp, a, b) {
				out = append(out, owner(d))
			}
		}
	}
	for _, p := range al.Pairs {
		c, _ := al.Compare(p.From.ID)
		out = append(out, c.Diffs...)
	}
	for _, u := range al.UnmatchedFrom {
		out = append(out, Difference{
			Kind: DiffCardOneSide, Owner: u.ID, OwnerKind: "card", Name: u.Name,
			Where: "entry", Side: al.From,
			Detail: fmt.Sprintf("%q is in %s only", u.Name, al.From),
		})
	}
	for _, u := range al.UnmatchedTo {
		out = append(out, Difference{
			Kind: DiffCardOneSide, OwnerTo: u.ID, OwnerKind: "card", NameTo: u.Name,
			Where: "entry", Side: al.To,
			Detail: fmt.Sprintf("%q is in %s only", u.Name, al.To),
		})
	}
	return out
}

// diffRuling flags a ruling pair: one side missing, or its text differing.
func (al *Alignment) diffRuling(rp RulingPair, from, to string, names ...[]string) []Difference {
	switch {
	case rp.From < 0:
		return []Difference{{
			Kind: DiffRulingOneSide, Where: "ruling", ToRuling: rp.ToID, Side: al.To,
			Detail: fmt.Sprintf("ruling %s has no counterpart in %s", rp.ToID, al.From),
		}}
	case rp.To < 0:
		return []Difference{{
			Kind: DiffRulingOneSide, Where: "ruling", FromRuling: rp.FromID, Side: al.From,
			Detail: fmt.Sprintf("ruling %s has no counterpart in %s", rp.FromID, al.To),
		}}
	}
	ds := al.diffText(from, to, "ruling", names...)
	if d, ok := al.diffLength(from, to); ok {
		ds = append(ds, d)
	}
	for i := range ds {
		ds[i].FromRuling, ds[i].ToRuling = rp.FromID, rp.ToID
	}
	return ds
}

// diffLength flags two aligned rulings of which one is less than half as
// long as the other would be in its language: a sentence was added or
// lost (an erratum prepended, a clause cut).
func (al *Alignment) diffLength(from, to string) (Difference, bool) {
	a := float64(utf8.RuneCountInString(text.FoldPlain(from))) * al.scale
	b := float64(utf8.RuneCountInString(text.FoldPlain(to)))
	if a == 0 || b == 0 || math.Min(a, b)/math.Max(a, b) >= 0.6 {
		return Difference{}, false
	}
	longer := al.From
	if b > a {
		longer = al.To
	}
	return Difference{
		Kind: DiffLength, Where: "ruling", Side: longer,
		Detail: fmt.Sprintf("the %s ruling is %.1f times as long as its counterpart", longer, math.Max(a, b)/math.Min(a, b)),
	}, true
}

// diffText compares two texts said to be translations of each other: their
// numbers, their mana symbols, and the terms each uses.
func (al *Alignment) diffText(from, to, where string, names ...[]string) []Difference {
	ff, tf := text.FoldPlain(from), text.FoldPlain(to)
	fs, ts := textSignature(ff, al.FromLang), textSignature(tf, al.ToLang)
	var out []Difference
	// Digits are compared; a number one side writes in digits and the
	// other in words ("3", "tre") is no difference. Numbers both write in
	// words are not compared: "deux" and "due" also mean "both", "sei"
	// also "you are".
	fn, tn := fs.only("n:", "pt:"), ts.only("n:", "pt:")
	a := explained(minus(fn, tn), ts.only("w:"))
	b := explained(minus(tn, fn), fs.only("w:"))
	if len(a) > 0 || len(b) > 0 {
		out = append(out, Difference{
			Kind: DiffNumbers, Where: where, FromOnly: strip(a), ToOnly: strip(b),
			Detail: fmt.Sprintf("numbers differ: %s in %s only, %s in %s only",
				list(strip(a)), al.From, list(strip(b)), al.To),
		})
	}
	fm, tm := fs.only("m:"), ts.only("m:")
	if a, b := minus(fm, tm), minus(tm, fm); len(a) > 0 || len(b) > 0 {
		out = append(out, Difference{
			Kind: DiffMana, Where: where, FromOnly: strip(a), ToOnly: strip(b),
			Detail: fmt.Sprintf("mana symbols differ: %s in %s only, %s in %s only",
				list(strip(a)), al.From, list(strip(b)), al.To),
		})
	}
	// A card's own name is no rendering of a term: "Épreuve d'angoisse"
	// is a name, not the eerie mechanic.
	if len(names) == 2 {
		ff, tf = stripNames(ff, names[0]), stripNames(tf, names[1])
	}
	out = append(out, al.diffTerms(ff, tf, where)...)
	return out
}

// stripNames blanks the names out of folded text.
func stripNames(folded string, names []string) string {
	for _, n := range names {
		if n = text.FoldPlain(n); len(n) > 2 {
			folded = strings.ReplaceAll(folded, n, " ")
		}
	}
	return folded
}

// cardNames lists a card's names: the whole, and each face of a room.
func cardNames(c *corpus.Card) []string {
	names := []string{c.Name}
	for _, f := range c.Faces {
		names = append(names, f.Name)
	}
	// Longest first, so a room's full name goes before its halves.
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	return names
}

// diffTerms flags the mechanics and keywords of one text that the other
// does not render the way the term table says: the term is missing, or,
// when the table lists its forms in parallel in both languages, another
// form of it stands where the table's counterpart should.
func (al *Alignment) diffTerms(ff, tf, where string) []Difference {
	ix := al.terms
	if ix == nil {
		return nil
	}
	fh := ix.hits(text.Words(ff), al.FromLang)
	th := ix.hits(text.Words(tf), al.ToLang)
	var out []Difference
	seen := map[string]bool{}
	check := func(hs, other []termHit, lang, otherLang, side string) {
		for _, h := range hs {
			key := h.Keys[0]
			if !ix.checked(key) || seen[key+"/"+h.Form] {
				continue
			}
			seen[key+"/"+h.Form] = true
			var found []termHit
			near := false
			for _, o := range other {
				if overlaps(o.Keys, h.Keys) {
					found = append(found, o)
				}
				near = near || ix.near(o.Keys, h.Keys)
			}
			if !near {
				out = append(out, Difference{
					Kind: DiffTerm, Where: where, Term: key, Side: side,
					Detail: fmt.Sprintf("%q (%s) in %s, but none of %s in %s",
						h.Form, key, lang, quoteAll(ix.allForms(h.Keys, otherLang)), otherLang),
				})
				continue
			}
			want, ok := ix.parallel(key, lang, otherLang, h.Index)
			if !ok {
				continue
			}
			// Only a qualifier dropped or replaced is flagged ("machination
			// continue" rendered "intrigo" + something other than
			// "persistente"): verbs change mood between languages
			// ("manifestez" and "manifestare"), which is no difference.
			var short *termHit
			for i, o := range found {
				if text.FoldPlain(o.Form) == text.FoldPlain(want) {
					short = nil
					break
				}
				if short == nil && properPrefix(text.Words(text.FoldPlain(o.Form)), text.Words(text.FoldPlain(want))) {
					short = &found[i]
				}
			}
			if short != nil {
				out = append(out, Difference{
					Kind: DiffTerm, Where: where, Term: key, Side: side,
					Detail: fmt.Sprintf("%q (%s) in %s is %q in the term table, but %s has %q without the rest",
						h.Form, key, lang, want, otherLang, short.Form),
				})
			}
		}
	}
	check(fh, th, al.FromLang, al.ToLang, al.From)
	seen = map[string]bool{}
	// The reverse direction only reports terms missing altogether; a
	// variant was already reported from the From side.
	for _, h := range th {
		key := h.Keys[0]
		if !ix.checked(key) || seen[key] {
			continue
		}
		seen[key] = true
		missing := true
		for _, o := range fh {
			if ix.near(o.Keys, h.Keys) {
				missing = false
				break
			}
		}
		if missing {
			out = append(out, Difference{
				Kind: DiffTerm, Where: where, Term: key, Side: al.To,
				Detail: fmt.Sprintf("%q (%s) in %s, but none of %s in %s",
					h.Form, key, al.ToLang, quoteAll(ix.allForms(h.Keys, al.FromLang)), al.FromLang),
			})
		}
	}
	return out
}

// checked says whether a term is one Compare checks: mechanics and
// keywords, whose rendering translators must keep consistent. Types, zones
// and rules concepts are inflected too freely for a whole-word check.
func (ix *termIndex) checked(key string) bool {
	k := ix.kind[key]
	return k == "mechanic" || k == "keyword"
}

// parallel returns the form of term key in otherLang that the table pairs
// with form number i in lang: the table lists a term's modern forms in the
// same order in every language, extra forms last.
func (ix *termIndex) parallel(key, lang, otherLang string, i int) (string, bool) {
	for _, t := range ix.terms {
		if t.Key != key {
			continue
		}
		a, b := modern(t, lang), modern(t, otherLang)
		if i >= len(a) || i >= len(b) {
			return "", false
		}
		return b[i], true
	}
	return "", false
}

func modern(t corpus.Term, lang string) []string {
	switch lang {
	case "fr":
		return t.FR
	case "it":
		return t.IT
	case "en":
		return t.EN
	}
	return nil
}

func (ix *termIndex) allForms(keys []string, lang string) []string {
	var out []string
	for _, k := range keys {
		out = append(out, ix.forms(k, lang)...)
	}
	return out
}

// properPrefix says whether words a are a strict prefix of words b.
func properPrefix(a, b []string) bool {
	if len(a) >= len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func overlaps(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// explained drops from digits the numbers that words also contain.
func explained(digits, words []string) []string {
	left := map[string]int{}
	for _, w := range words {
		left[strings.TrimPrefix(w, "w:")]++
	}
	var out []string
	for _, d := range digits {
		n := strings.TrimPrefix(d, "n:")
		if left[n] > 0 {
			left[n]--
			continue
		}
		out = append(out, d)
	}
	return out
}

func cardText(c *corpus.Card) string {
	var parts []string
	parts = append(parts, c.Text...)
	parts = append(parts, c.Modes...)
	if len(c.Text) == 0 {
		for _, f := range c.Faces {
			parts = append(parts, f.Text...)
		}
	}
	return strings.Join(parts, "\n")
}

// strip removes the kind prefix of signature tokens: "n:3" → "3".
func strip(sig []string) []string {
	out := make([]string, len(sig))
	for i, t := range sig {
		if j := strings.IndexByte(t, ':'); j >= 0 {
			t = t[j+1:]
		}
		out[i] = t
	}
	sort.Strings(out)
	return out
}

func list(ss []string) string {
	if len(ss) == 0 {
		return "nothing"
	}
	return strings.Join(ss, " ")
}

func quoteAll(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	if len(q) == 0 {
		return "its forms"
	}
	return strings.Join(q, ", ")
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}
