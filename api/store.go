package api

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/corpus"
)

// store indexes a knowledge base by id for the handlers. It is built once
// by New and only read afterwards, so handlers share it without locks.
type store struct {
	kb       *corpus.KB
	docs     map[string]*corpus.Document
	cards    map[string]*corpus.Card
	sections map[string]*corpus.Section
	glossary map[string]*corpus.GlossaryEntry
	rules    map[string]*corpus.Rule   // by id ("emn-fr-702.118a")
	byNumber map[string][]*corpus.Rule // by number ("702.118a"), document order
	// owner maps a ruling id to the id of the card or section that holds it.
	owner map[string]string
	// children lists each section's sub-sections in document order.
	children map[string][]*corpus.Section
	// sectionOfCard maps a card id to the sections that print it as an
	// example.
	sectionOfCard map[string][]*corpus.Section
	// mechanicSections maps a term key to the sections explaining it.
	mechanicSections map[string][]*corpus.Section
}

func newStore(kb *corpus.KB) (*store, error) {
	if kb == nil {
		return nil, fmt.Errorf("api: no knowledge base")
	}
	kb = cloneKB(kb)
	s := &store{
		kb:               kb,
		docs:             make(map[string]*corpus.Document, len(kb.Documents)),
		cards:            make(map[string]*corpus.Card, len(kb.Cards)),
		sections:         make(map[string]*corpus.Section, len(kb.Sections)),
		glossary:         make(map[string]*corpus.GlossaryEntry, len(kb.Glossary)),
		rules:            make(map[string]*corpus.Rule, len(kb.Rules)),
		byNumber:         make(map[string][]*corpus.Rule, len(kb.Rules)),
		owner:            make(map[string]string),
		children:         make(map[string][]*corpus.Section),
		sectionOfCard:    make(map[string][]*corpus.Section),
		mechanicSections: make(map[string][]*corpus.Section),
	}
	seen := make(map[string]string)
	claim := func(id, kind string) error {
		if id == "" {
			return fmt.Errorf("api: %s with an empty id", kind)
		}
		if prev, ok := seen[id]; ok {
			return fmt.Errorf("api: id %q used by a %s and a %s", id, prev, kind)
		}
		seen[id] = kind
		return nil
	}
	for i := range kb.Documents {
		d := &kb.Documents[i]
		if err := claim(d.ID, "document"); err != nil {
			return nil, err
		}
		if d.Title == "" {
			// Some web pages give no title; name the document by its file.
			d.Title = d.File
		}
		s.docs[d.ID] = d
	}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		if err := claim(c.ID, "card"); err != nil {
			return nil, err
		}
		s.cards[c.ID] = c
		for _, r := range c.Rulings {
			if err := claim(r.ID, "ruling"); err != nil {
				return nil, err
			}
			s.owner[r.ID] = c.ID
		}
	}
	for i := range kb.Sections {
		sec := &kb.Sections[i]
		if err := claim(sec.ID, "section"); err != nil {
			return nil, err
		}
		s.sections[sec.ID] = sec
		for _, r := range sec.Rulings {
			if err := claim(r.ID, "ruling"); err != nil {
				return nil, err
			}
			s.owner[r.ID] = sec.ID
		}
		if sec.Parent != "" {
			s.children[sec.Parent] = append(s.children[sec.Parent], sec)
		}
		for _, id := range sec.Cards {
			s.sectionOfCard[id] = append(s.sectionOfCard[id], sec)
		}
		if sec.Mechanic != "" {
			s.mechanicSections[sec.Mechanic] = append(s.mechanicSections[sec.Mechanic], sec)
		}
	}
	for i := range kb.Glossary {
		g := &kb.Glossary[i]
		if err := claim(g.ID, "glossary entry"); err != nil {
			return nil, err
		}
		s.glossary[g.ID] = g
	}
	for i := range kb.Rules {
		r := &kb.Rules[i]
		if err := claim(r.ID, "rule"); err != nil {
			return nil, err
		}
		s.rules[r.ID] = r
		s.byNumber[r.Number] = append(s.byNumber[r.Number], r)
	}
	return s, nil
}

// rulesNumbered returns the rule paragraphs with the given number, or, for a
// header such as "702.118", the header and every sub-rule under it
// ("702.118a", "702.118b" …), in document order.
func (s *store) rulesNumbered(number string) []*corpus.Rule {
	var out []*corpus.Rule
	for i := range s.kb.Rules {
		r := &s.kb.Rules[i]
		if r.Number == number || isSubRule(r.Number, number) {
			out = append(out, r)
		}
	}
	return out
}

// isSubRule reports whether n is a sub-rule of header h: "702.118a" and
// "702.118b" are under "702.118", and "712.1a" under "712.1", but "712.10"
// is not under "712.1".
func isSubRule(n, h string) bool {
	if len(n) <= len(h) || n[:len(h)] != h {
		return false
	}
	rest := n[len(h):]
	c := rest[0]
	if c >= 'a' && c <= 'z' {
		return true
	}
	// "701" is the header of "701.34": a chapter number followed by a dot.
	return c == '.' && !slices.Contains([]byte(h), '.')
}

// rulingOwner returns the card or section holding a ruling.
func (s *store) rulingOwner(id string) (card *corpus.Card, sec *corpus.Section) {
	o := s.owner[id]
	return s.cards[o], s.sections[o]
}

// cloneKB copies kb with every nil slice that JSON would write as null
// made empty, so that the API answers [] for "no rulings". The copy is
// deep where slices are replaced: the caller's KB (shared with the index)
// is never written to.
func cloneKB(kb *corpus.KB) *corpus.KB {
	v := reflect.New(reflect.TypeOf(*kb)).Elem()
	v.Set(normalized(reflect.ValueOf(*kb)))
	out := v.Interface().(corpus.KB)
	return &out
}

func normalized(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Struct:
		out := reflect.New(v.Type()).Elem()
		out.Set(v)
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if !f.IsExported() || strings.Contains(f.Tag.Get("json"), "omitempty") || f.Tag.Get("json") == "-" {
				continue
			}
			out.Field(i).Set(normalized(v.Field(i)))
		}
		return out
	case reflect.Slice:
		if v.IsNil() {
			return reflect.MakeSlice(v.Type(), 0, 0)
		}
		if k := v.Type().Elem().Kind(); k != reflect.Struct && k != reflect.Slice {
			return v // shared, never written
		}
		out := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			out.Index(i).Set(normalized(v.Index(i)))
		}
		return out
	}
	return v
}
