package api

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
)

// Items of an old rulebook (the 9th edition's) carry their era: a reader
// who lands on « Brûlure de mana » from a search must see at once that
// those are the rules of 2005, and, where the term table's history knows
// it, that mana burn was abolished in 2009 or that « retirer du jeu » is
// exile today. What changed when is data (terms.json "history",
// documents.json "rules_until"); this file only finds which of those
// terms an item's words use.

// eraJSON is an item's era, in the API ("era") and on the pages.
type eraJSON struct {
	// Rules is the rulebook's set code ("9ed"), Year its year, Until the
	// year a later edition replaced it.
	Rules string `json:"rules"`
	Year  string `json:"year,omitempty"`
	Until string `json:"until,omitempty"`
	// Current is false: only items of old rules carry an era.
	Current bool `json:"current"`
	// Changes are the terms the item uses that the rules have since
	// abolished or renamed, those of its title first.
	Changes []termChange `json:"changes,omitempty"`
	// Note says all that in the reader's language.
	Note string `json:"note"`
}

// termChange is one changed term an item uses.
type termChange struct {
	Term string `json:"term"` // term-table key
	corpus.TermHistory
	// Wording is the term-table wording the item uses.
	Wording string `json:"wording"`
	// Today is the current wording, by language, for a renamed term.
	Today map[string]string `json:"today,omitempty"`
	// Note words the change in the reader's language: "règle abolie en
	// 2009 (Magic 2010)", "aujourd'hui : exil (depuis 2008)".
	Note string `json:"note"`
}

// eras holds the era of every item of an old rulebook, by id (a ruling's
// is its owner's).
type eras struct {
	byID map[string]*eraJSON
}

// oldWording is one wording of a changed term, as folded words.
type oldWording struct {
	form  string
	words []string
	term  *corpus.Term
}

func newEras(kb *corpus.KB, terms []corpus.Term, vocab *corpus.DocVocabulary) *eras {
	e := &eras{byID: map[string]*eraJSON{}}
	until := vocab.RulesUntil()
	byKey := map[string]*corpus.Term{}
	for i := range terms {
		byKey[terms[i].Key] = &terms[i]
	}
	var old []oldWording
	for i := range terms {
		t := &terms[i]
		if t.History == nil {
			continue
		}
		// An abolished term, or one replaced by another, is old in every
		// wording; a renamed one only in its old wordings.
		forms := t.FROld
		if t.History.Change == "abolished" || t.History.ReplacedBy != "" {
			forms = slices.Concat(t.EN, t.FR, t.IT, t.FROld)
		}
		for _, f := range forms {
			if w := text.FoldWords(f); len(w) > 0 {
				old = append(old, oldWording{form: f, words: w, term: t})
			}
		}
	}
	for _, d := range kb.Documents {
		u, ok := until[d.Set]
		if !ok {
			continue
		}
		year := d.Year()
		add := func(id, title string, body ...string) *eraJSON {
			er := &eraJSON{Rules: d.Set, Year: year, Until: u}
			er.Changes = changesIn(old, byKey, title, nil)
			er.Changes = changesIn(old, byKey, strings.Join(body, "\n"), er.Changes)
			e.byID[id] = er
			return er
		}
		for i := range kb.Glossary {
			if g := &kb.Glossary[i]; g.Doc == d.ID {
				add(g.ID, g.Term, g.Text...)
			}
		}
		for i := range kb.Rules {
			if r := &kb.Rules[i]; r.Doc == d.ID {
				add(r.ID, r.Title, append([]string{r.Text}, r.Examples...)...)
			}
		}
		for i := range kb.Sections {
			sec := &kb.Sections[i]
			if sec.Doc != d.ID {
				continue
			}
			add(sec.ID, sec.Title, sec.Text...)
			for _, r := range sec.Rulings {
				add(r.ID, "", r.Text)
			}
		}
		for i := range kb.Cards {
			if c := &kb.Cards[i]; c.Doc == d.ID {
				add(c.ID, c.Name, c.Text...)
				for _, r := range c.Rulings {
					add(r.ID, "", r.Text)
				}
			}
		}
	}
	return e
}

// changesIn adds to have the changed terms s uses that have is without.
func changesIn(old []oldWording, byKey map[string]*corpus.Term, s string, have []termChange) []termChange {
	if s == "" {
		return have
	}
	words := text.FoldWords(s)
	for _, o := range old {
		if slices.ContainsFunc(have, func(c termChange) bool { return c.Term == o.term.Key }) {
			continue
		}
		if !containsRun(words, o.words) {
			continue
		}
		c := termChange{Term: o.term.Key, TermHistory: *o.term.History, Wording: o.form}
		if c.Change == "renamed" {
			now := o.term
			if c.ReplacedBy != "" {
				now = byKey[c.ReplacedBy]
			}
			c.Today = map[string]string{}
			for lang, ws := range map[string][]string{"en": now.EN, "fr": now.FR, "it": now.IT} {
				if len(ws) > 0 {
					c.Today[lang] = ws[0]
				}
			}
		}
		have = append(have, c)
	}
	return have
}

// changeNote words what became of a term: "règle abolie en 2009 (Magic
// 2010)", "aujourd'hui : exil (depuis 2008)".
func changeNote(c termChange, tr translator) string {
	switch {
	case c.Change == "abolished" && c.Set != "":
		return tr.Tf("era.abolished_with", c.Year, c.Set)
	case c.Change == "abolished":
		return tr.Tf("era.abolished", c.Year)
	}
	today := c.Today[string(tr)]
	if today == "" {
		today = c.Today["en"]
	}
	return tr.Tf("era.renamed", today, c.Year)
}

// termHistoryNote words a term's history for its page, "" for a term
// still in use as worded.
func termHistoryNote(t *corpus.Term, byKey func(string) *corpus.Term, tr translator) string {
	if t.History == nil {
		return ""
	}
	c := termChange{Term: t.Key, TermHistory: *t.History}
	if c.Change == "renamed" {
		now := t
		if c.ReplacedBy != "" {
			if n := byKey(c.ReplacedBy); n != nil {
				now = n
			}
		}
		c.Today = map[string]string{}
		for lang, ws := range map[string][]string{"en": now.EN, "fr": now.FR, "it": now.IT} {
			if len(ws) > 0 {
				c.Today[lang] = ws[0]
			}
		}
	}
	return changeNote(c, tr)
}

// containsRun reports whether words holds run, in order and adjacent.
func containsRun(words, run []string) bool {
	for i := 0; i+len(run) <= len(words); i++ {
		if slices.Equal(words[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

// of returns the era of item id worded for tr, nil for an item of
// current rules.
func (e *eras) of(id string, tr translator) *eraJSON {
	base := e.byID[id]
	if base == nil {
		return nil
	}
	out := *base
	out.Changes = make([]termChange, len(base.Changes))
	for i, c := range base.Changes {
		c.Note = changeNote(c, tr)
		out.Changes[i] = c
	}
	out.Note = tr.Tf("era.note", tr.T("era.rules."+out.Rules), out.Year, out.Until)
	return &out
}

// pageTr is the translator of a page request's interface language.
func pageTr(c echo.Context) translator {
	ui, _ := uiLang(c.Request())
	return translator(ui)
}

// apiTr is the translator of an API request: English unless ?hl= asks
// for French or Italian.
func apiTr(c echo.Context) translator {
	if hl := c.QueryParam("hl"); isUILang(hl) {
		return translator(hl)
	}
	return "en"
}
