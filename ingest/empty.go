package ingest

import "github.com/arbitre/arbitre/corpus"

// fillEmpty makes every nil list of the knowledge base an empty one, so
// that its JSON writes [] and never null (the README's promise). The
// parsers mostly start their lists empty already; doing it once here, for
// every list the JSON writes without omitempty, keeps the promise whatever
// path a parser took, including one a truncated document forces.
func fillEmpty(kb *corpus.KB) {
	fill(&kb.Documents)
	fill(&kb.Cards)
	fill(&kb.Sections)
	fill(&kb.Glossary)
	fill(&kb.Rules)
	for i := range kb.Documents {
		d := &kb.Documents[i]
		fill(&d.Outline)
	}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		fill(&c.Colors)
		fill(&c.Supertypes)
		fill(&c.Types)
		fill(&c.Subtypes)
		fill(&c.Text)
		fill(&c.Modes)
		fill(&c.Rulings)
		fill(&c.Mechanics)
		fill(&c.Positions)
		for j := range c.Faces {
			f := &c.Faces[j]
			fill(&f.Colors)
			fill(&f.Text)
		}
	}
	for i := range kb.Sections {
		s := &kb.Sections[i]
		fill(&s.Text)
		fill(&s.Rulings)
		fill(&s.Cards)
	}
	for i := range kb.Glossary {
		g := &kb.Glossary[i]
		fill(&g.Text)
		fill(&g.SeeAlso)
	}
	for i := range kb.Rules {
		r := &kb.Rules[i]
		fill(&r.Examples)
	}
}

// fill makes a nil slice empty. It writes only a nil slice: a document
// parsed once and kept (Cache) is shared by the knowledge bases built from
// it, which later calls then only read.
func fill[T any](s *[]T) {
	if *s == nil {
		*s = []T{}
	}
}
