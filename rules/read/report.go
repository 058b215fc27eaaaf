package read

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// CardsReport is the card-reading coverage of a knowledge base: every
// paragraph of every card, compiled or unread with its reason, and for each
// pair of a card and its translation whether both compile to the same
// abilities. Its JSON is `arbitre verify --cards --json`.
type CardsReport struct {
	Cards          int `json:"cards"`
	Paragraphs     int `json:"paragraphs"`
	Compiled       int `json:"compiled"`
	Pairs          int `json:"pairs"`
	PairsIdentical int `json:"pairs_identical"`
	// PairsComparable counts the pairs whose two cards compile entirely;
	// the others cannot be compared yet.
	PairsComparable int            `json:"pairs_comparable"`
	Results         []CardResult   `json:"results"`
	Mismatches      []PairMismatch `json:"mismatches"`
	// Unread lists the shapes of the unread paragraphs, most frequent first.
	Unread []UnreadShape `json:"unread_shapes"`
	// Docs gives the figures per document.
	Docs []DocCoverage `json:"docs"`
	// ByLang gives the figures per language ("fr", "it", "en").
	ByLang map[string]*LangCoverage `json:"by_lang"`
	// ScenarioCards, filled by the caller that has the scenarios (see
	// CompareScenarios), compares the abilities scenarios write by
	// hand for knowledge-base cards with the cards' compiled print.
	ScenarioCards []ScenarioCard `json:"scenario_cards"`
	// Languages, filled by CompareLanguages, are the cards read in several
	// languages (the notes' French and Italian, the card data's English
	// Oracle text), each two readings compared; LangPairs their figures
	// by the two languages ("fr-it", "fr-en").
	Languages []CardLanguages             `json:"languages,omitempty"`
	LangPairs map[string]*LangPairFigures `json:"lang_pairs,omitempty"`

	readings map[string]*CardReading
	vocab    *Vocabulary // the knowledge base's, for the card data's texts
	// languagesOf indexes Languages by the card ids of their readings.
	languagesOf map[string]int
}

// CardResult is one paragraph's outcome.
type CardResult struct {
	CardID    string   `json:"card_id"`
	Paragraph int      `json:"paragraph"` // 1-based, in the order the card prints them
	Status    string   `json:"status"`    // compiled or unread
	Reason    string   `json:"reason"`    // why unread; "" when compiled
	Kind      string   `json:"kind,omitempty"`
	Word      string   `json:"ability_word,omitempty"`
	Text      string   `json:"text"`
	Form      []string `json:"form,omitempty"`
	// Misprint names the document's misprint read as meant (misprints.yaml).
	Misprint string `json:"misprint,omitempty"`
}

// PairMismatch is a card and its translation that compile differently: a
// possible translation difference (or a reader error), shown side by side.
type PairMismatch struct {
	From     string   `json:"from"`
	To       string   `json:"to"`
	FromForm []string `json:"from_form"`
	ToForm   []string `json:"to_form"`
	// Reason says why the pair is not identical: "differ" when both compile
	// and their abilities differ, "unread" when one side has an unread
	// paragraph.
	Reason string `json:"reason"`
}

// UnreadShape is a family of unread paragraphs: the reason with its quoted
// text replaced by "…", and how many paragraphs it stops.
type UnreadShape struct {
	Shape   string `json:"shape"`
	Count   int    `json:"count"`
	Example string `json:"example"` // a card id
}

// DocCoverage is one document's figures.
type DocCoverage struct {
	Doc        string `json:"doc"`
	Cards      int    `json:"cards"`
	Paragraphs int    `json:"paragraphs"`
	Compiled   int    `json:"compiled"`
}

// LangCoverage is one language's figures: its cards' paragraphs, how many
// compile, and how many cards compile whole.
type LangCoverage struct {
	Paragraphs int `json:"paragraphs"`
	Compiled   int `json:"compiled"`
	Cards      int `json:"cards"`
	CardsWhole int `json:"cards_whole"`
}

// add counts one card's reading.
func (l *LangCoverage) add(cr *CardReading) {
	l.Cards++
	l.Paragraphs += len(cr.Paragraphs)
	l.Compiled += cr.Compiled()
	if cr.Compiled() == len(cr.Paragraphs) {
		l.CardsWhole++
	}
}

// CardPair names a card and its counterpart in the other language.
type CardPair struct{ From, To string }

// ReadCards reads every card of the knowledge base and compares the pairs.
func ReadCards(kb *corpus.KB, pairs []CardPair) (*CardsReport, error) {
	rep := &CardsReport{Results: []CardResult{}, Mismatches: []PairMismatch{}, Unread: []UnreadShape{}, Docs: []DocCoverage{}, ScenarioCards: []ScenarioCard{},
		ByLang: map[string]*LangCoverage{}, readings: map[string]*CardReading{}}
	docs := map[string]*DocCoverage{}
	shapes := map[string]*UnreadShape{}
	vocab := NewVocabulary(kb)
	rep.vocab = vocab
	for i := range kb.Cards {
		c := &kb.Cards[i]
		cr, err := ReadCardWith(c, vocab)
		if err != nil {
			return nil, err
		}
		rep.readings[c.ID] = cr
		rep.Cards++
		if rep.ByLang[c.Lang] == nil {
			rep.ByLang[c.Lang] = &LangCoverage{}
		}
		rep.ByLang[c.Lang].add(cr)
		d := docs[c.Doc]
		if d == nil {
			d = &DocCoverage{Doc: c.Doc}
			docs[c.Doc] = d
		}
		d.Cards++
		for i, r := range cr.Paragraphs {
			res := CardResult{CardID: c.ID, Paragraph: i + 1, Status: r.Status, Reason: r.Reason, Kind: r.Kind, Word: r.Word, Text: r.Text, Misprint: r.Misprint}
			rep.Paragraphs++
			d.Paragraphs++
			if r.Status == ReadCompiled {
				rep.Compiled++
				d.Compiled++
				res.Form = r.Form()
			} else {
				key := unreadShape(r.Reason)
				s := shapes[key]
				if s == nil {
					s = &UnreadShape{Shape: key, Example: c.ID}
					shapes[key] = s
				}
				s.Count++
			}
			rep.Results = append(rep.Results, res)
		}
	}
	for _, p := range pairs {
		a, b := rep.readings[p.From], rep.readings[p.To]
		if a == nil || b == nil {
			return nil, fmt.Errorf("pair %s / %s: card not in the knowledge base", p.From, p.To)
		}
		rep.Pairs++
		fa, fb := a.Form(), b.Form()
		full := a.Compiled() == len(a.Paragraphs) && b.Compiled() == len(b.Paragraphs)
		switch {
		case full && slices.Equal(neutralSubtypes(fa), neutralSubtypes(fb)):
			rep.PairsComparable++
			rep.PairsIdentical++
		case full:
			rep.PairsComparable++
			rep.Mismatches = append(rep.Mismatches, PairMismatch{From: p.From, To: p.To, FromForm: fa, ToForm: fb, Reason: "differ"})
		default:
			rep.Mismatches = append(rep.Mismatches, PairMismatch{From: p.From, To: p.To, FromForm: fa, ToForm: fb, Reason: "unread"})
		}
	}
	for _, d := range docs {
		rep.Docs = append(rep.Docs, *d)
	}
	sort.Slice(rep.Docs, func(i, j int) bool { return rep.Docs[i].Doc < rep.Docs[j].Doc })
	for _, s := range shapes {
		rep.Unread = append(rep.Unread, *s)
	}
	sort.Slice(rep.Unread, func(i, j int) bool {
		if rep.Unread[i].Count != rep.Unread[j].Count {
			return rep.Unread[i].Count > rep.Unread[j].Count
		}
		return rep.Unread[i].Shape < rep.Unread[j].Shape
	})
	return rep, nil
}

var subtypeToken = regexp.MustCompile(`sub:([a-z'_-]+)`)

// subtypeAlternatives are subtypes joined as alternatives ("sub:elf|sub:faerie").
var subtypeAlternatives = regexp.MustCompile(`(?:!?sub:[a-z'_*-]+\|)+!?sub:[a-z'_*-]+`)

// neutralSubtypes writes each subtype in English where the tables know
// it ("sub:gobelin" and "sub:goblin" are "sub:goblin"), and "sub:*" for
// those they do not translate, so that a pair is compared on everything
// else; the forms shown keep the printed words.
func neutralSubtypes(lines []string) []string {
	shared := sharedSubtypes()
	out := make([]string, len(lines))
	for i, l := range lines {
		if !strings.Contains(l, "sub:") {
			out[i] = l
			continue
		}
		out[i] = subtypeToken.ReplaceAllStringFunc(l, func(m string) string {
			if m = canonicalSubtype(m); shared[m] {
				return m
			}
			return "sub:*"
		})
		// « d'ondins et/ou de peuple fée », "Faeries and/or Merfolk":
		// the same alternatives in each language's order.
		out[i] = subtypeAlternatives.ReplaceAllStringFunc(out[i], func(m string) string {
			alts := strings.Split(m, "|")
			sort.Strings(alts)
			return strings.Join(alts, "|")
		})
	}
	sort.Strings(out)
	return out
}

// sharedSubtypes are the subtype tokens the language tables give the same
// key in every language ("sub:room", "sub:demon"), and the English
// subtypes of lexicon/subtypes.tsv every French and Italian word of it
// is written as: a pair that names other subtypes differs. Built once:
// every pair compared asks for it.
var sharedSubtypes = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, key := range subtypeKeys() {
		out["sub:"+key] = true
	}
	all, err := lexicons()
	if err != nil {
		return out
	}
	for _, lx := range all {
		for _, v := range lx.nouns {
			if strings.HasPrefix(v, "sub:") {
				out[v] = true
			}
		}
	}
	return out
})

// Reading returns the reading of a card, nil if the report has none.
func (r *CardsReport) Reading(id string) *CardReading { return r.readings[id] }

// Mismatch returns the mismatch of the pair a card belongs to, if any.
func (r *CardsReport) Mismatch(id string) (PairMismatch, bool) {
	for _, m := range r.Mismatches {
		if m.From == id || m.To == id {
			return m, true
		}
	}
	return PairMismatch{}, false
}

var quoted = regexp.MustCompile(`"([^"]*)"`)

// unreadShape groups reasons: the quoted text is cut to its first two
// words, which in the templating language name the shape ("vous pouvez …",
// "au debut …", "si ~ …").
func unreadShape(reason string) string {
	return quoted.ReplaceAllStringFunc(reason, func(q string) string {
		ws := strings.Fields(strings.Trim(q, `"`))
		if len(ws) > 2 {
			ws = append(ws[:2], "…")
		}
		return `"` + strings.Join(ws, " ") + `"`
	})
}

// Percent formats n of total.
func percent(n, total int) string {
	if total == 0 {
		return "0.0%"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(total))
}

// Text writes the report for people: figures, the unread shapes, every
// unread paragraph and every mismatching pair.
func (r *CardsReport) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "cards %d, paragraphs %d, compiled %d (%s)\n", r.Cards, r.Paragraphs, r.Compiled, percent(r.Compiled, r.Paragraphs))
	for _, d := range r.Docs {
		fmt.Fprintf(&b, "  %s: cards %d, paragraphs %d, compiled %d (%s)\n", d.Doc, d.Cards, d.Paragraphs, d.Compiled, percent(d.Compiled, d.Paragraphs))
	}
	fmt.Fprintf(&b, "pairs %d, both sides compiled %d, identical %d (%s)\n", r.Pairs, r.PairsComparable, r.PairsIdentical, percent(r.PairsIdentical, r.Pairs))
	fmt.Fprintf(&b, "\nunread shapes, most frequent first:\n")
	for _, s := range r.Unread {
		fmt.Fprintf(&b, "  %4d  %s  (e.g. %s)\n", s.Count, s.Shape, s.Example)
	}
	fmt.Fprintf(&b, "\nparagraphs:\n")
	for _, res := range r.Results {
		if res.Status == ReadCompiled {
			fmt.Fprintf(&b, "  %s #%d compiled\n", res.CardID, res.Paragraph)
		} else {
			fmt.Fprintf(&b, "  %s #%d unread: %s\n", res.CardID, res.Paragraph, res.Reason)
		}
	}
	if len(r.ScenarioCards) > 0 {
		n := map[string]int{}
		for _, s := range r.ScenarioCards {
			n[s.Status]++
		}
		fmt.Fprintf(&b, "\nknowledge-base cards given hand-written abilities by a scenario: %d; the print compiles to the same: %d, to more (the scenario leaves printed abilities out): %d, to other abilities: %d; partly unread: %d\n",
			len(r.ScenarioCards), n["same"], n["subset"], n["differ"], n["unread"])
		for _, s := range r.ScenarioCards {
			if s.Status != "differ" {
				continue
			}
			fmt.Fprintf(&b, "  %s in %s\n", s.CardID, s.Scenario)
			for _, l := range s.Written {
				fmt.Fprintf(&b, "    written  %s\n", l)
			}
			for _, l := range s.Printed {
				fmt.Fprintf(&b, "    printed  %s\n", l)
			}
		}
	}
	fmt.Fprintf(&b, "\npairs that compile differently:\n")
	for _, m := range r.Mismatches {
		if m.Reason != "differ" {
			continue
		}
		fmt.Fprintf(&b, "  %s / %s\n", m.From, m.To)
		for _, l := range m.FromForm {
			fmt.Fprintf(&b, "    - %s\n", l)
		}
		for _, l := range m.ToForm {
			fmt.Fprintf(&b, "    + %s\n", l)
		}
	}
	return b.String()
}

// ScenarioCard sets the abilities a scenario writes by hand for a
// knowledge-base card beside what the reader compiles from the card's
// print: where they differ, a scenario may pass on a model of the card
// that is not the card (a printed trigger missing, another number).
type ScenarioCard struct {
	Scenario string   `json:"scenario"`
	CardID   string   `json:"card_id"`
	Written  []string `json:"written"` // the scenario's abilities, in the ability language
	Printed  []string `json:"printed"` // what the print compiles to (keywords left out: both have them)
	Unread   int      `json:"unread"`  // paragraphs of the print the reader cannot read
	// Status is "same" (the print compiles entirely, to the written
	// abilities), "subset" (the written abilities are among the printed
	// ones: the scenario leaves printed abilities out), "differ" (the
	// print compiles entirely, to other abilities) or "unread" (part of the
	// print does not compile yet).
	Status string `json:"status"`
}
