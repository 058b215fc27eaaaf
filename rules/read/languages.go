package read

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
)

// One card read in several languages: the notes' French and Italian cards
// and the card data's record of the card, whose English text is the
// Oracle text, the rules' authority. Where a printed text compiles to
// another form than the Oracle text, it is an errata (the card's wording
// changed after it was printed) or a translation difference; both are
// listed for translators (`verify --cards --json`, the compare pages).

// Agreement verdicts of two languages' readings.
const (
	// AgreeSame: both texts compile entirely, to the same form.
	AgreeSame = "same"
	// AgreeDifferent: both compile entirely, to different forms.
	AgreeDifferent = "different"
	// AgreeUnread: a paragraph of either side does not compile.
	AgreeUnread = "unread"
	// AgreeNoReader: the reader has no lexicon for either side's language.
	AgreeNoReader = "no_reader"
)

// Kinds of the difference between a printed text and the Oracle text.
const (
	// DiffErrata: the other printed languages compile as this one does, and
	// the Oracle text otherwise: the printed wording is an older one.
	DiffErrata = "errata"
	// DiffTranslation: another printed language compiles as the Oracle
	// text does, this one otherwise.
	DiffTranslation = "translation"
	// DiffUndecided: no other printed language compiles entirely to tell.
	DiffUndecided = "undecided"
)

// CardLanguages is one card read in several languages.
type CardLanguages struct {
	// Record is the card data's record of the card ("" when none).
	Record   string        `json:"record,omitempty"`
	Readings []LangReading `json:"readings"`
	// Pairs compare every two readings, in the order of Readings.
	Pairs []LangPair `json:"pairs"`
}

// LangReading is the card's reading in one language.
type LangReading struct {
	Lang string `json:"lang"`
	// CardID is the notes card's id, or the record's id and the language
	// ("<oracle id>.en") for a text of the card data.
	CardID string `json:"card_id"`
	// Source is "notes" (a release notes' card) or "carddata" (the
	// record's text: the Oracle text in English).
	Source string `json:"source"`
	// Status is "compiled" (every paragraph), "unread" (Reason says
	// why the first unread one is) or "no_reader" (no lexicon for Lang).
	Status string   `json:"status"`
	Reason string   `json:"reason,omitempty"`
	Form   []string `json:"form"`
}

// LangPair says whether two readings of a card agree.
type LangPair struct {
	From     string `json:"from"` // languages, as in Readings
	To       string `json:"to"`
	FromCard string `json:"from_card"`
	ToCard   string `json:"to_card"`
	// Agree: both compile entirely, to the same form (Verdict "same").
	Agree   bool   `json:"agree"`
	Verdict string `json:"verdict"`
	// Reason says, for "unread" and "no_reader", which side stops and why.
	Reason   string   `json:"reason,omitempty"`
	FromForm []string `json:"from_form,omitempty"` // for "different"
	ToForm   []string `json:"to_form,omitempty"`
	// Difference is, for a printed text that compiles otherwise than the
	// Oracle text, DiffErrata, DiffTranslation or DiffUndecided.
	Difference string `json:"difference,omitempty"`
}

// LangPairFigures count the pairs of two languages by verdict, and the
// differences from the Oracle text by kind.
type LangPairFigures struct {
	Pairs       int `json:"pairs"`
	Same        int `json:"same"`
	Different   int `json:"different"`
	Unread      int `json:"unread"`
	NoReader    int `json:"no_reader"`
	Errata      int `json:"errata"`
	Translation int `json:"translation"`
	Undecided   int `json:"undecided"`
}

// Languages are the languages the reader has a lexicon for, sorted.
func Languages() ([]string, error) {
	all, err := lexicons()
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(all))
	for l := range all {
		out = append(out, l)
	}
	slices.Sort(out)
	return out, nil
}

// RecordCard lays record rec's text in lang out as the release notes lay
// a card out, for the reader: paragraphs, the bullets of a modal spell as
// its modes, each face's text for a card of several, the card types from
// the type line. Nil when rec has no text in lang.
func RecordCard(rec *carddata.Card, lang string) *corpus.Card {
	t := rec.Texts[lang]
	if t == nil {
		return nil
	}
	c := &corpus.Card{ID: rec.ID + "." + lang, Doc: "carddata", Lang: lang, Layout: corpus.LayoutNormal, Name: t.Name,
		TypeLine: t.Type, Text: []string{}, Modes: []string{}}
	typeLine := t.Type
	if en := rec.Texts["en"]; en != nil {
		typeLine = en.Type // the card types, in the words the term table surely knows
	}
	setTypes(c, typeLine, t.Type)
	if len(t.Faces) < 2 {
		c.Text, c.Modes = paragraphsAndModes(t.Text)
		return c
	}
	if c.Layout = rec.Layout; rec.Layout == "split" && slices.Contains(c.Subtypes, "room") {
		c.Layout = corpus.LayoutRoom
	}
	for _, f := range t.Faces {
		ps, modes := paragraphsAndModes(f.Text)
		c.Modes = append(c.Modes, modes...)
		c.Faces = append(c.Faces, corpus.Face{Name: f.Name, TypeLine: f.Type, Text: ps})
	}
	return c
}

// setTypes sets c's types and supertypes from the words before the dash
// of typeLine (of every face), its subtypes from those after the dash of
// printed, c's own.
func setTypes(c *corpus.Card, typeLine, printed string) {
	words, err := corpus.EmbeddedTypeWords()
	if err != nil {
		return // the types only tell a spell; the paragraphs still read
	}
	for _, face := range strings.Split(typeLine, "//") {
		head, _, _ := strings.Cut(face, "—")
		for _, w := range strings.Fields(head) {
			tw, ok := words.Lookup(w)
			switch {
			case !ok:
			case tw.Super && !slices.Contains(c.Supertypes, tw.Name):
				c.Supertypes = append(c.Supertypes, tw.Name)
			case !tw.Super && !slices.Contains(c.Types, tw.Name):
				c.Types = append(c.Types, tw.Name)
			}
		}
	}
	c.Subtypes = []string{}
	for _, face := range strings.Split(printed, "//") {
		if _, sub, ok := strings.Cut(face, "—"); ok {
			c.Subtypes = append(c.Subtypes, corpus.SplitSubtypes(sub)...)
		}
	}
}

// paragraphsAndModes splits a text at its line breaks into paragraphs and
// the bullets of a modal spell. A break the file lost is found where the
// paragraph is read (lostBreaks).
func paragraphsAndModes(text string) (ps, modes []string) {
	ps, modes = []string{}, []string{}
	for _, p := range strings.Split(text, "\n") {
		p = strings.TrimSpace(p)
		switch {
		case p == "":
		case strings.HasPrefix(p, "•"):
			modes = append(modes, strings.TrimSpace(strings.TrimPrefix(p, "•")))
		default:
			ps = append(ps, p)
		}
	}
	return ps, modes
}

// CompareLanguages reads each card of the knowledge base in every language
// it has: the report's readings of its notes' cards (each pair, and each
// card of no pair that has a record), and, for a card with a record
// (recordOf, nil without card data), the record's text in every other
// language the reader has a lexicon for and in English whether or not:
// the Oracle text is what the printed ones are compared with, and a
// missing English lexicon is reported ("no_reader"), not passed over. It
// fills r.Languages and r.LangPairs.
func (r *CardsReport) CompareLanguages(kb *corpus.KB, pairs []CardPair, recordOf func(id string) *carddata.Card) error {
	langs, err := Languages()
	if err != nil {
		return err
	}
	r.Languages, r.LangPairs, r.languagesOf = []CardLanguages{}, map[string]*LangPairFigures{}, map[string]int{}
	paired := map[string]bool{}
	for _, p := range pairs {
		paired[p.From], paired[p.To] = true, true
		if err := r.addLanguages([]string{p.From, p.To}, recordOf, langs); err != nil {
			return err
		}
	}
	for i := range kb.Cards {
		id := kb.Cards[i].ID
		if paired[id] || recordOf == nil || recordOf(id) == nil {
			continue
		}
		if err := r.addLanguages([]string{id}, recordOf, langs); err != nil {
			return err
		}
	}
	return nil
}

// addLanguages reads one card: the notes' cards ids and their record's
// texts in the languages they lack.
func (r *CardsReport) addLanguages(ids []string, recordOf func(string) *carddata.Card, langs []string) error {
	var cl CardLanguages
	have := map[string]bool{}
	var rec *carddata.Card
	for _, id := range ids {
		cr := r.readings[id]
		if cr == nil {
			return fmt.Errorf("card %s: not in the report", id)
		}
		cl.Readings = append(cl.Readings, langReading(cr, "notes", langs))
		have[cr.Lang] = true
		if rec == nil && recordOf != nil {
			rec = recordOf(id)
		}
	}
	if rec != nil {
		cl.Record = rec.ID
		// The Oracle text last, after the printed ones.
		others := slices.DeleteFunc(slices.Clone(langs), func(l string) bool { return l == "en" })
		for _, lang := range append(others, "en") {
			c := RecordCard(rec, lang)
			if have[lang] || c == nil {
				continue
			}
			have[lang] = true
			cr, err := ReadCardWith(c, r.vocab)
			if err != nil {
				return err
			}
			cl.Readings = append(cl.Readings, langReading(cr, "carddata", langs))
		}
	}
	if len(cl.Readings) < 2 {
		return nil
	}
	cl.Pairs = comparePairs(cl.Readings)
	for _, p := range cl.Pairs {
		r.countPair(p)
	}
	for _, lr := range cl.Readings {
		r.languagesOf[lr.CardID] = len(r.Languages)
	}
	r.Languages = append(r.Languages, cl)
	return nil
}

// LanguagesOf is the card read in several languages that card id (a notes
// card, or a record's text: "<oracle id>.en") is one reading of; nil when
// none (or CompareLanguages was not run).
func (r *CardsReport) LanguagesOf(id string) *CardLanguages {
	i, ok := r.languagesOf[id]
	if !ok {
		return nil
	}
	return &r.Languages[i]
}

// langReading is cr as a LangReading.
func langReading(cr *CardReading, source string, langs []string) LangReading {
	lr := LangReading{Lang: cr.Lang, CardID: cr.CardID, Source: source, Status: ReadCompiled, Form: cr.Form()}
	if !slices.Contains(langs, cr.Lang) {
		lr.Status, lr.Reason, lr.Form = AgreeNoReader, fmt.Sprintf("%s %q", errNoReader, cr.Lang), []string{}
		return lr
	}
	for _, p := range cr.Paragraphs {
		if p.Status == ReadUnread {
			lr.Status, lr.Reason = ReadUnread, p.Reason
			break
		}
	}
	return lr
}

// comparePairs compares every two readings, then tells each difference
// of a printed text from the Oracle text apart: a translation difference
// when another printed language compiles as the Oracle text does; an
// errata when another printed language compiles as this one does and the
// Oracle text otherwise (both translate the wording printed then); else
// undecided.
func comparePairs(rs []LangReading) []LangPair {
	var out []LangPair
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			out = append(out, comparePair(rs[i], rs[j]))
		}
	}
	for i := range out {
		p := &out[i]
		printed, o := p.From, p.To
		if oracle(rs[i0(rs, printed)]) {
			printed, o = o, printed
		}
		if p.Verdict != AgreeDifferent || !oracle(rs[i0(rs, o)]) || oracle(rs[i0(rs, printed)]) {
			continue
		}
		p.Difference = DiffUndecided
		for _, q := range rs {
			if q.Lang == printed || oracle(q) {
				continue
			}
			qo, pq := findPair(out, q.Lang, o), findPair(out, printed, q.Lang)
			switch {
			case qo.Verdict == AgreeSame:
				p.Difference = DiffTranslation
			case p.Difference != DiffTranslation && pq.Verdict == AgreeSame && qo.Verdict == AgreeDifferent:
				p.Difference = DiffErrata
			}
		}
	}
	return out
}

// i0 is the index of lang's reading in rs (every pair's languages are).
func i0(rs []LangReading, lang string) int {
	return slices.IndexFunc(rs, func(r LangReading) bool { return r.Lang == lang })
}

// comparePair is the verdict of readings a and b.
func comparePair(a, b LangReading) LangPair {
	p := LangPair{From: a.Lang, To: b.Lang, FromCard: a.CardID, ToCard: b.CardID}
	switch {
	case a.Status == AgreeNoReader || b.Status == AgreeNoReader:
		p.Verdict, p.Reason = AgreeNoReader, sideReason(a, b, AgreeNoReader)
	case a.Status == ReadUnread || b.Status == ReadUnread:
		p.Verdict, p.Reason = AgreeUnread, sideReason(a, b, ReadUnread)
	case slices.Equal(neutralSubtypes(a.Form), neutralSubtypes(b.Form)):
		p.Verdict, p.Agree = AgreeSame, true
	default:
		p.Verdict, p.FromForm, p.ToForm = AgreeDifferent, a.Form, b.Form
	}
	return p
}

// sideReason says which side of a and b has status, and why.
func sideReason(a, b LangReading, status string) string {
	var out []string
	for _, r := range []LangReading{a, b} {
		if r.Status == status {
			out = append(out, r.Lang+": "+r.Reason)
		}
	}
	return strings.Join(out, "; ")
}

// oracle says whether r is the card data's English text: the Oracle
// text.
func oracle(r LangReading) bool { return r.Lang == "en" && r.Source == "carddata" }

// findPair is the pair of languages a and b (either order) in ps.
func findPair(ps []LangPair, a, b string) *LangPair {
	for i := range ps {
		if ps[i].From == a && ps[i].To == b || ps[i].From == b && ps[i].To == a {
			return &ps[i]
		}
	}
	return nil
}

// countPair adds p to the figures of its two languages ("fr-en").
func (r *CardsReport) countPair(p LangPair) {
	key := p.From + "-" + p.To
	f := r.LangPairs[key]
	if f == nil {
		f = &LangPairFigures{}
		r.LangPairs[key] = f
	}
	f.Pairs++
	switch p.Verdict {
	case AgreeSame:
		f.Same++
	case AgreeDifferent:
		f.Different++
	case AgreeUnread:
		f.Unread++
	case AgreeNoReader:
		f.NoReader++
	}
	switch p.Difference {
	case DiffErrata:
		f.Errata++
	case DiffTranslation:
		f.Translation++
	case DiffUndecided:
		f.Undecided++
	}
}

// LanguagesText writes the figures of the cards read in several languages
// for people, then every difference from the Oracle text with its kind
// and both forms.
func (r *CardsReport) LanguagesText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "\ncards read in several languages: %d\n", len(r.Languages))
	keys := make([]string, 0, len(r.LangPairs))
	for k := range r.LangPairs {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		f := r.LangPairs[k]
		fmt.Fprintf(&b, "  %s: %d pairs; same %d (%s), different %d, unread %d, no reader %d; errata %d, translation %d, undecided %d\n",
			k, f.Pairs, f.Same, percent(f.Same, f.Pairs), f.Different, f.Unread, f.NoReader, f.Errata, f.Translation, f.Undecided)
	}
	fmt.Fprintf(&b, "\nprinted texts that compile otherwise than the Oracle text:\n")
	for _, cl := range r.Languages {
		for _, p := range cl.Pairs {
			if p.Difference == "" {
				continue
			}
			fmt.Fprintf(&b, "  %s / %s (%s)\n", p.FromCard, p.ToCard, p.Difference)
			for _, l := range p.FromForm {
				fmt.Fprintf(&b, "    - %s\n", l)
			}
			for _, l := range p.ToForm {
				fmt.Fprintf(&b, "    + %s\n", l)
			}
		}
	}
	return b.String()
}
