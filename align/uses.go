package align

import (
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// TermUse says where a term of the table is used in the knowledge base, per
// language: the cards and sections whose text or rulings use one of its
// forms, and which forms were seen. It is what a page browsing the term
// table links to, and what shows a form the table lists but no document
// uses.
type TermUse struct {
	Key      string              `json:"key"`
	Cards    map[string][]string `json:"cards"`    // lang → card ids, in KB order
	Sections map[string][]string `json:"sections"` // lang → section ids
	Forms    map[string][]string `json:"forms"`    // lang → forms seen, as in the table
}

// Uses finds, for every term of the table, the cards and sections of kb
// that use it. Terms no document uses are present with empty maps. A card
// is not counted as using a term because its own name contains a form
// ("Épreuve d'angoisse" does not use the eerie mechanic).
func (a *Aligner) Uses(kb *corpus.KB) map[string]*TermUse {
	out := make(map[string]*TermUse, len(a.terms.terms))
	for _, t := range a.terms.terms {
		out[t.Key] = &TermUse{Key: t.Key, Cards: map[string][]string{}, Sections: map[string][]string{}, Forms: map[string][]string{}}
	}
	if kb == nil {
		return out
	}
	record := func(lang, id string, folded string, cards bool) {
		seen := map[string]bool{}
		for _, h := range a.terms.hits(text.Words(folded), lang) {
			for _, k := range h.Keys {
				u := out[k]
				if u == nil {
					continue
				}
				if !slices.Contains(u.Forms[lang], h.Form) {
					u.Forms[lang] = append(u.Forms[lang], h.Form)
				}
				if seen[k] {
					continue
				}
				seen[k] = true
				if cards {
					u.Cards[lang] = append(u.Cards[lang], id)
				} else {
					u.Sections[lang] = append(u.Sections[lang], id)
				}
			}
		}
	}
	var b strings.Builder
	for i := range kb.Cards {
		c := &kb.Cards[i]
		b.Reset()
		b.WriteString(cardText(c))
		for _, r := range c.Rulings {
			b.WriteByte('\n')
			b.WriteString(r.Text)
		}
		record(c.Lang, c.ID, stripNames(text.FoldPlain(b.String()), cardNames(c)), true)
	}
	for i := range kb.Sections {
		s := &kb.Sections[i]
		b.Reset()
		b.WriteString(s.Title)
		for _, p := range s.Text {
			b.WriteByte('\n')
			b.WriteString(p)
		}
		for _, r := range s.Rulings {
			b.WriteByte('\n')
			b.WriteString(r.Text)
		}
		record(s.Lang, s.ID, text.FoldPlain(b.String()), false)
	}
	for _, u := range out {
		for _, fs := range u.Forms {
			sort.Strings(fs)
		}
	}
	return out
}
