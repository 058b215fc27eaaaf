package api

import (
	"cmp"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
)

// scryRuling is Scryfall's ruling object, with the language of its
// comment added: the card data's rulings are English, the notes' French
// and Italian.
type scryRuling struct {
	Object      string `json:"object"`
	OracleID    string `json:"oracle_id"`
	Source      string `json:"source"`
	PublishedAt string `json:"published_at"`
	Comment     string `json:"comment"`
	Lang        string `json:"lang"`
}

// rulings are c's English rulings from the card data, by date, then the
// notes' rulings of the card in the notes' order.
func (sf *scryfall) rulings(c *carddata.Card) []scryRuling {
	out := make([]scryRuling, 0, len(c.Rulings)+len(sf.notes[c.ID]))
	for _, r := range c.Rulings {
		out = append(out, scryRuling{Object: "ruling", OracleID: c.OracleID, Source: cmp.Or(r.Source, "wotc"),
			PublishedAt: r.Date, Comment: r.Text, Lang: "en"})
	}
	for _, r := range sf.notes[c.ID] {
		r.OracleID = c.OracleID
		out = append(out, r)
	}
	return out
}

// scryNotesRulings matches the notes' cards to the card records and returns
// their rulings by record id. The notes are Wizards of the Coast's
// release notes (source "wotc"), published on the document's date: its
// last modification, else its set's release (the document's, else
// released's, by set code).
func scryNotesRulings(kb *corpus.KB, cards *carddata.Cards, released map[string]string) map[string][]scryRuling {
	out := map[string][]scryRuling{}
	for i := range kb.Cards {
		kc := &kb.Cards[i]
		if len(kc.Rulings) == 0 {
			continue
		}
		c := notesCard(cards, kc)
		if c == nil {
			continue
		}
		date := released[kc.Set]
		if d := kb.Document(kc.Doc); d != nil {
			date = cmp.Or(d.Modified, d.Released, date)
		}
		for _, r := range kc.Rulings {
			out[c.ID] = append(out[c.ID], scryRuling{Object: "ruling", Source: "wotc", PublishedAt: date,
				Comment: r.Text, Lang: kc.Lang})
		}
	}
	return out
}

// notesCard is the record of a notes' card: the one bearing its name in
// its language and printed in its set, in that language if a file says
// so (an MTGJSON file may not have a new set's translations yet), else
// in any; failing that, the one whose name is a typo away (the notes and
// the card files do not always spell a name alike). A name two records
// answer to matches neither.
func notesCard(cards *carddata.Cards, kc *corpus.Card) *carddata.Card {
	names := []string{kc.Name}
	if len(kc.Faces) > 1 {
		names = append(names, kc.Faces[0].Name)
	}
	for _, typo := range []bool{false, true} {
		for _, sameLang := range []bool{true, false} {
			for _, name := range names {
				var ms []carddata.Match
				if typo {
					ms = cards.Fuzzy(name, 5)
				} else {
					ms = cards.Named(name)
				}
				if c := notesMatch(ms, kc, sameLang); c != nil {
					return c
				}
			}
		}
	}
	return nil
}

// notesMatch is the one card of ms named in kc's language (exactly or a
// typo away) and printed in kc's set; nil for none or several.
func notesMatch(ms []carddata.Match, kc *corpus.Card, sameLang bool) *carddata.Card {
	var found *carddata.Card
	for _, m := range ms {
		if m.Lang != kc.Lang || m.Prefix || m.Within || m.Typos > 1 || !printedIn(m.Card, kc.Set, kc.Lang, sameLang) {
			continue
		}
		if found != nil && found != m.Card {
			return nil
		}
		found = m.Card
	}
	return found
}

// printedIn says whether c has a printing in set, in lang when sameLang.
// A notes' card without a set is printed in any.
func printedIn(c *carddata.Card, set, lang string, sameLang bool) bool {
	if set == "" {
		return true
	}
	for _, p := range c.Printings {
		if p.Set == set && (!sameLang || p.Lang == lang) {
			return true
		}
	}
	return false
}
