package ingest

import "github.com/arbitre/arbitre/corpus"

// fillEmpty makes every nil list of the knowledge base an empty one, so
// that its JSON writes [] and never null (the README's promise). The
// parsers mostly start their lists empty already; doing it once here, for
// every list the JSON writes without omitempty, keeps the promise whatever
// path a parser took, including one a truncated document forces.
func fillEmpty(kb *corpus.KB) {
	kb.Documents = orEmpty(kb.Documents)
	kb.Cards = orEmpty(kb.Cards)
	kb.Sections = orEmpty(kb.Sections)
	kb.Glossary = orEmpty(kb.Glossary)
	kb.Rules = orEmpty(kb.Rules)
	for i := range kb.Documents {
		d := &kb.Documents[i]
		d.Outline = orEmpty(d.Outline)
	}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		c.Colors = orEmpty(c.Colors)
		c.Supertypes = orEmpty(c.Supertypes)
		c.Types = orEmpty(c.Types)
		c.Subtypes = orEmpty(c.Subtypes)
		c.Text = orEmpty(c.Text)
		c.Modes = orEmpty(c.Modes)
		c.Rulings = orEmpty(c.Rulings)
		c.Mechanics = orEmpty(c.Mechanics)
		c.Positions = orEmpty(c.Positions)
		for j := range c.Faces {
			f := &c.Faces[j]
			f.Colors = orEmpty(f.Colors)
			f.Text = orEmpty(f.Text)
		}
	}
	for i := range kb.Sections {
		s := &kb.Sections[i]
		s.Text = orEmpty(s.Text)
		s.Rulings = orEmpty(s.Rulings)
		s.Cards = orEmpty(s.Cards)
	}
	for i := range kb.Glossary {
		g := &kb.Glossary[i]
		g.Text = orEmpty(g.Text)
		g.SeeAlso = orEmpty(g.SeeAlso)
	}
	for i := range kb.Rules {
		r := &kb.Rules[i]
		r.Examples = orEmpty(r.Examples)
	}
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
