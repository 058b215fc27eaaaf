package api

import (
	"html/template"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/rules/read"
)

// What the rules reader compiles a card's printed text to, for the
// translators' views: a card and its counterpart that compile to different
// abilities are a possible translation difference (align.DiffAbilities).

// abilitiesJSON is the "abilities" member of GET /api/compare/{card}: the
// two compiled forms side by side, in the ability language, and the
// paragraphs the reader could not read, with the reason.
type abilitiesJSON struct {
	From       []string `json:"from"`
	To         []string `json:"to"`
	FromUnread []string `json:"from_unread"`
	ToUnread   []string `json:"to_unread"`
	// Identical: both texts compile entirely, to the same abilities.
	Identical bool `json:"identical"`
}

// readCards reads every card of the knowledge base once, on first use, and
// compares the aligned pairs, and each card's languages with its record's
// (the English Oracle text) when the server has card data.
func (s *Server) readCards() *read.CardsReport {
	var pairs []read.CardPair
	for _, al := range s.align.Alignments {
		for _, p := range al.Pairs {
			pairs = append(pairs, read.CardPair{From: p.From.ID, To: p.To.ID})
		}
	}
	rep, err := read.ReadCards(s.kb, pairs)
	if err != nil {
		// The alignment pairs cards of this knowledge base, so this is a
		// bug; the views then go without compiled forms.
		s.log.Error("reading the cards' printed text", "err", err)
		return nil
	}
	var recordOf func(string) *carddata.Card
	if s.records != nil {
		recordOf = s.records.recordOf
	}
	if err := rep.CompareLanguages(s.kb, pairs, recordOf); err != nil {
		// The same: the pairs are the report's cards.
		s.log.Error("comparing the cards' languages", "err", err)
	}
	return rep
}

// abilityDiffs lists the pairs whose two texts both compile but to
// different abilities, with the lines found on one side only.
func (s *Server) abilityDiffs() []align.Difference {
	rep := s.cardReadings()
	if rep == nil {
		return nil
	}
	var out []align.Difference
	for _, m := range rep.Mismatches {
		if m.Reason != "differ" {
			continue
		}
		d := align.Difference{Kind: align.DiffAbilities, Owner: m.From, OwnerTo: m.To, OwnerKind: "card", Where: "abilities",
			Detail: "the two printed texts compile to different abilities"}
		if al, ok := s.align.For(m.From); ok {
			d.Set, d.Lang, d.LangTo = al.Set, al.FromLang, al.ToLang
		}
		if c := s.kb.Card(m.From); c != nil {
			d.Name = c.Name
		}
		if c := s.kb.Card(m.To); c != nil {
			d.NameTo = c.Name
		}
		d.FromOnly, d.ToOnly = onlyIn(m.FromForm, m.ToForm), onlyIn(m.ToForm, m.FromForm)
		out = append(out, d)
	}
	return out
}

// onlyIn lists the lines of a missing from b.
func onlyIn(a, b []string) []string {
	var out []string
	for _, l := range a {
		if !slices.Contains(b, l) {
			out = append(out, l)
		}
	}
	return out
}

// compiledPair gives the two compiled forms of a card and its counterpart,
// nil when nothing was read.
func (s *Server) compiledPair(from, to string) *abilitiesJSON {
	rep := s.cardReadings()
	if rep == nil {
		return nil
	}
	a, b := rep.Reading(from), rep.Reading(to)
	if a == nil || b == nil {
		return nil
	}
	out := &abilitiesJSON{From: a.Form(), To: b.Form(), FromUnread: unreadOf(a), ToUnread: unreadOf(b)}
	out.Identical = len(out.FromUnread) == 0 && len(out.ToUnread) == 0 && slices.Equal(out.From, out.To)
	return out
}

func unreadOf(c *read.CardReading) []string {
	out := []string{}
	for _, r := range c.Paragraphs {
		if r.Status == read.ReadUnread {
			out = append(out, r.Reason)
		}
	}
	return out
}

// abilityDiff returns the card's ability difference, if it has one.
func (s *Server) abilityDiff(from string) []align.Difference {
	for _, d := range s.abilityDiffs() {
		if d.Owner == from {
			return []align.Difference{d}
		}
	}
	return nil
}

// abilitiesRow is the compare page's last row: each side's compiled
// abilities, the lines the other side lacks marked, then what is unread.
func abilitiesRow(ab *abilitiesJSON, diffs []align.Difference) compareRow {
	return compareRow{Part: "abilities", Anchor: "cmp-abilities", Diffs: diffs,
		From: compiledList(ab.From, ab.To, ab.FromUnread), To: compiledList(ab.To, ab.From, ab.ToUnread)}
}

// compiledList is one side's compiled form, the lines the other side
// lacks marked, then the reasons of what is unread.
func compiledList(lines, other, unread []string) template.HTML {
	var b strings.Builder
	b.WriteString(`<ul class="compiled">`)
	for _, l := range lines {
		if slices.Contains(other, l) {
			b.WriteString("<li><code>")
		} else {
			b.WriteString(`<li class="only"><code>`)
		}
		b.WriteString(template.HTMLEscapeString(l))
		b.WriteString("</code></li>")
	}
	for _, u := range unread {
		b.WriteString(`<li class="unread">unread: `)
		b.WriteString(template.HTMLEscapeString(u))
		b.WriteString("</li>")
	}
	b.WriteString("</ul>")
	return template.HTML(b.String())
}
