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

// scryNotesRulings returns the rulings of the notes' cards by the id of
// their record (recs.recordOf: the one matching the pages read too). The
// notes are Wizards of the Coast's release notes (source "wotc"),
// published on the document's date: its last modification, else its
// set's release (the document's, else released's, by set code).
func scryNotesRulings(kb *corpus.KB, recs *records, released map[string]string) map[string][]scryRuling {
	out := map[string][]scryRuling{}
	if recs == nil {
		return out
	}
	for i := range kb.Cards {
		kc := &kb.Cards[i]
		if len(kc.Rulings) == 0 {
			continue
		}
		c := recs.recordOf(kc.ID)
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
