package ingest

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// A mechanics page is a web page saved as text: navigation labels, the page
// title, an introduction, then one section per mechanic — a heading line,
// paragraphs, "•" rulings, and sometimes the comprehensive rules of the
// mechanic ("702.118a …") with their "Exemple :" lines.

// navigationLabels are the words of a site's menus, compared folded.
var navigationLabels = map[string]bool{
	"menu": true, "rechercher": true, "recherche": true, "se connecter": true,
	"connexion": true, "deconnexion": true, "s inscrire": true, "inscription": true,
	"sommaire": true, "accueil": true, "panier": true, "mon compte": true,
	"fermer": true, "retour": true, "partager": true,
}

func navigationLine(t string) bool {
	return utf8.RuneCountInString(t) <= 30 && navigationLabels[termKey(t)]
}

// navigationBlock reports whether every line of b is a menu label.
func navigationBlock(b block) bool {
	for _, l := range b.lines {
		if !navigationLine(l.clean) {
			return false
		}
	}
	return true
}

// mechanicsParser holds the state of one pass over a mechanics page.
type mechanicsParser struct {
	d        *doc
	blocks   []block
	terms    []corpus.Term
	sections []corpus.Section
	rules    []corpus.Rule
	section  int // current section index, -1 before the first
	rule     int // rule the next "Exemple :" belongs to, -1 if none
	ruling   int // ruling a continuation line belongs to, -1 if none
}

func parseMechanics(d *doc) {
	terms, err := corpus.Terms()
	if err != nil {
		d.warnf(1, "term table unavailable, sections get no mechanic: %v", err)
	}
	p := &mechanicsParser{d: d, terms: terms, section: -1, rule: -1, ruling: -1}
	p.blocks = blocksOf(d, 1, len(d.lines))
	for i := range p.blocks {
		p.block(i)
	}
	p.finish()
}

// headingLike reports whether b could be a section heading: a single short
// line that is neither a sentence, a list item, a rule nor a menu label.
func (p *mechanicsParser) headingLike(b block) bool {
	if !b.single() {
		return false
	}
	t := b.first().clean
	if t == "" || utf8.RuneCountInString(t) > 100 || endsSentence(t) || startsLower(t) || navigationLine(t) {
		return false
	}
	if _, ok := bullet(t); ok {
		return false
	}
	_, isRule := parseRuleLine(t)
	return !isRule
}

func (p *mechanicsParser) block(i int) {
	d := p.d
	b := p.blocks[i]
	t := b.first().clean
	if navigationBlock(b) {
		d.categorize(b.from, b.to, corpus.CategoryNavigation)
		return
	}
	if p.headingLike(b) {
		hasBody := i+1 < len(p.blocks) && !p.headingLike(p.blocks[i+1])
		switch {
		case hasBody:
			p.newSection(t, b.from)
			return
		case p.section < 0 && d.title == "":
			// The page title, printed above the first heading.
			d.title = t
			d.categorize(b.from, b.to, corpus.CategoryHeading)
			return
		case p.section < 0:
			d.categorize(b.from, b.to, corpus.CategoryHeading)
			return
		}
	}
	if p.section < 0 {
		// The page's introduction, before any mechanic.
		d.categorize(b.from, b.to, corpus.CategoryBoilerplate)
		return
	}
	p.ruling = -1
	for _, l := range b.lines {
		p.line(l)
	}
}

func (p *mechanicsParser) newSection(title string, line int) {
	d := p.d
	slug := text.Slug(title)
	if slug == "" {
		slug = "section"
	}
	id := d.newID(d.meta.ID + "-s-" + slug)
	p.sections = append(p.sections, corpus.Section{
		ID: id, Doc: d.meta.ID, Lang: d.meta.Lang, Title: title, Kind: "mechanic", Level: 1,
		Mechanic: mechanicOf(p.terms, title),
		Text:     []string{}, Rulings: []corpus.Ruling{}, Cards: []string{}, Rules: []string{},
		Pos:   corpus.Pos{Doc: d.meta.ID, Line: line, End: line},
		Flags: d.flagLines(line, line),
	})
	p.section = len(p.sections) - 1
	p.rule, p.ruling = -1, -1
	d.assign(line, line, id)
	d.outline = append(d.outline, corpus.OutlineItem{Kind: "section", ID: id, Title: title, Level: 1, Line: line})
}

// line files one logical line of a section: a rule paragraph, an example
// of the rule above it, a ruling, or text.
func (p *mechanicsParser) line(l textLine) {
	d := p.d
	s := &p.sections[p.section]
	t := l.clean
	s.Pos.End = max(s.Pos.End, l.to)
	flags := d.flagText(l)
	if r, ok := parseRuleLine(t); ok {
		id := d.newID(d.meta.ID + "-" + r.number)
		p.rules = append(p.rules, corpus.Rule{
			ID: id, Number: r.number, Doc: d.meta.ID, Lang: d.meta.Lang, Title: r.title, Text: r.text,
			Examples: []string{}, Section: s.ID, Flags: flags,
			Pos: corpus.Pos{Doc: d.meta.ID, Line: l.from, End: l.to},
		})
		p.rule, p.ruling = len(p.rules)-1, -1
		s.Rules = append(s.Rules, r.number)
		d.assign(l.from, l.to, id)
		if r.title != "" {
			d.outline = append(d.outline, corpus.OutlineItem{Kind: "rule", ID: id, Title: r.number + ". " + r.title, Level: 2, Line: l.from})
		}
		return
	}
	if m := exampleRE.FindStringSubmatch(t); m != nil && p.rule >= 0 {
		r := &p.rules[p.rule]
		r.Examples = append(r.Examples, strings.TrimSpace(m[1]))
		r.Flags = append(r.Flags, flags...)
		r.Pos.End = l.to
		d.assign(l.from, l.to, r.ID)
		return
	}
	p.rule = -1
	s.Flags = append(s.Flags, flags...)
	d.assign(l.from, l.to, s.ID)
	if text, ok := bullet(t); ok {
		n := len(s.Rulings) + 1
		s.Rulings = append(s.Rulings, corpus.Ruling{
			ID: fmt.Sprintf("%s-r%d", s.ID, n), Text: text, Line: l.from,
			Pos: corpus.Pos{Doc: d.meta.ID, Line: l.from, End: l.to},
		})
		p.ruling = len(s.Rulings) - 1
		return
	}
	if p.ruling >= 0 {
		// A ruling wrapped onto the next line of the same block.
		r := &s.Rulings[p.ruling]
		r.Text += " " + t
		r.Pos.End = l.to
		return
	}
	s.Text = append(s.Text, t)
}

// mechanicOf returns the term-table key of the mechanic a heading names
// ("Nyx et grâce" → "bestow"), "" if it names none. The first mechanic
// named wins; only terms of kind "mechanic" count, so "Nyx" (a concept)
// does not shadow "grâce".
func mechanicOf(terms []corpus.Term, title string) string {
	ft := " " + termKey(title) + " "
	best, bestAt, bestLen := "", len(ft), 0
	for _, t := range terms {
		if t.Kind != "mechanic" {
			continue
		}
		forms := append(t.Forms("fr"), t.EN...)
		for _, f := range forms {
			ff := termKey(f)
			if ff == "" {
				continue
			}
			at := strings.Index(ft, " "+ff+" ")
			if at < 0 {
				continue
			}
			if at < bestAt || (at == bestAt && len(ff) > bestLen) {
				best, bestAt, bestLen = t.Key, at, len(ff)
			}
		}
	}
	return best
}

func (p *mechanicsParser) finish() {
	d := p.d
	var numbers []string
	for _, r := range p.rules {
		numbers = append(numbers, r.Number)
	}
	for _, g := range ruleGaps(numbers) {
		d.warnf(p.rules[g.index].Pos.Line, "%s", g.msg)
	}
	d.kb.Sections = append(d.kb.Sections, p.sections...)
	d.kb.Rules = append(d.kb.Rules, p.rules...)
}
