package ingest

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// A new set's notes explain its new keywords and keyword actions in
// sections of their own ("Nouvelle action mot-clé : explorer") before the
// term table holds them. Their cards print the keyword in any form (« elle
// explore », « esplora »): such a card links to the section as Duskmourn's
// cards link to theirs, by the mechanic key they share.

// newMechanicKey is the key of a mechanic the term table does not hold:
// the slug of the name after the title's last colon, "" when the title
// names none.
func newMechanicKey(title string) string {
	i := strings.LastIndexAny(title, ":：")
	if i < 0 {
		return ""
	}
	return text.Slug(title[i+1:])
}

// linkNewMechanics adds to each card of the document the new mechanics its
// text uses: those of the document's mechanic sections that the term
// table does not hold, whose name the text prints in any inflection.
func (p *rnParser) linkNewMechanics() {
	type mechanic struct {
		key   string
		stems []string
	}
	var news []mechanic
	for _, s := range p.d.kb.Sections {
		if s.Kind != "mechanic" || s.Mechanic == "" || p.terms.known[s.Mechanic] ||
			slices.ContainsFunc(news, func(m mechanic) bool { return m.key == s.Mechanic }) {
			continue
		}
		name := s.Title[strings.LastIndexAny(s.Title, ":：")+1:]
		var stems []string
		for _, w := range text.Words(text.FoldPlain(name)) {
			stems = append(stems, p.g.stem(w))
		}
		if len(stems) > 0 {
			news = append(news, mechanic{s.Mechanic, stems})
		}
	}
	if len(news) == 0 {
		return
	}
	for i := range p.d.kb.Cards {
		c := &p.d.kb.Cards[i]
		words := text.Words(text.FoldPlain(strings.Join(c.Text, "\n") + "\n" + strings.Join(c.Modes, "\n")))
		for _, m := range news {
			if !slices.Contains(c.Mechanics, m.key) && p.g.printsStems(words, m.stems) {
				c.Mechanics = append(c.Mechanics, m.key)
			}
		}
	}
}

// minStem is the shortest stem an ending leaves: shorter, a word's stem
// would meet unrelated words.
const minStem = 4

// stem strips the longest inflection ending of the language from a folded
// word, keeping at least minStem letters.
func (g *genre) stem(w string) string {
	for _, e := range g.endings {
		if strings.HasSuffix(w, e) && len(w)-len(e) >= minStem {
			return w[:len(w)-len(e)]
		}
	}
	return w
}

// printsStems reports whether words hold the stems in a row, each word an
// inflection of its stem (the stem, then one of the language's endings).
func (g *genre) printsStems(words, stems []string) bool {
	for i := 0; i+len(stems) <= len(words); i++ {
		ok := true
		for j, st := range stems {
			if !g.inflects(words[i+j], st) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// inflects reports whether w is stem with one of the language's endings, or
// none.
func (g *genre) inflects(w, stem string) bool {
	rest, ok := strings.CutPrefix(w, stem)
	return ok && (rest == "" || slices.Contains(g.endings, rest))
}
