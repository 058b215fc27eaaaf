package index

import (
	"cmp"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/document"
	bindex "github.com/blevesearch/bleve_index_api"
)

// entry is what a hit needs beyond its score: its title and snippet text to
// show, and its facet values to count. Entries are held in memory beside the
// index, in knowledge-base order; their position is the entry's ordinal,
// which also breaks ties between equal scores, so results do not depend on
// the order in which Bleve happened to number its documents.
type entry struct {
	id, kind, lang, doc, set string
	title                    string
	text                     string // snippet source
	cardID, cardName         string
	sectionID, sectionTitle  string

	types     []string // canonical English card types, for the facet
	colors    []string // W U B R G, or C
	mv        int
	hasMV     bool
	mechanics []string
}

// field is one field value of an index document before it becomes a Bleve
// field: the name says which analyzer applies.
type field struct {
	name  string
	text  string
	num   float64
	isNum bool
}

// indexDoc is an entry and the fields it is indexed with. The fields are
// let go once the document's set is fingerprinted, and made again (remake)
// when its shard is built: a corpus's fields all at once were a tenth of
// what a large build held. The entry is the index's own (Index.entries),
// not a copy: a copy of every entry was a tenth of a large build's live
// heap too.
type indexDoc struct {
	*entry
	fields []field
	remake func() []field
	// bare makes the entry alone, no fields (add does nothing): a card
	// record, whose set is fingerprinted from its inputs, needs none
	// until its shard is built, when remake makes them.
	bare bool
	// rec is the card record a document of the card data is made of
	// (its fields made again from it, its set fingerprinted from its
	// inputs: see recordInputs); nil for the notes'.
	rec record
}

// withFields makes the fields of the documents sel that were let go.
func withFields(docs []indexDoc, sel []int32) {
	for _, i := range sel {
		switch d := &docs[i]; {
		case d.fields != nil:
		case d.rec.c != nil:
			d.fields = d.rec.fields()
		case d.remake != nil:
			d.fields = d.remake()
		}
	}
}

// dropFields lets go of the fields of the documents sel.
func dropFields(docs []indexDoc, sel []int32) {
	for _, i := range sel {
		docs[i].fields = nil
	}
}

func (d *indexDoc) add(name string, values ...string) {
	if d.bare {
		return
	}
	for _, v := range values {
		if v != "" {
			d.fields = append(d.fields, field{name: name, text: v})
		}
	}
}

func (d *indexDoc) addNum(name string, v float64) {
	if d.bare {
		return
	}
	d.fields = append(d.fields, field{name: name, num: v, isNum: true})
}

// indexDocs turns a knowledge base into index documents, in KB order: every
// card followed by its rulings, then every section followed by its rulings,
// glossary entries, rule paragraphs. Each can make its fields again
// (indexDoc.remake) once they are let go. The documents' entries are
// entries, in the same order.
func indexDocs(kb *corpus.KB, aliases, names map[string][]string) ([]indexDoc, []entry) {
	return indexDocsWith(kb, aliases, names, nil, false, nil)
}

// indexDocsWith is indexDocs followed by the documents of the card
// records cards (nil: none; see cardDataDocs): last, so that the notes'
// entries keep their ordinals, which break ties. With bareRecords the
// records' documents are made without their fields (their sets are
// fingerprinted from their inputs; see recordInputs). made, when not nil,
// are the records' entries of an earlier index of the same records (a
// reload's), taken rather than made again.
func indexDocsWith(kb *corpus.KB, aliases, names map[string][]string, cards *carddata.Cards, bareRecords bool, made []entry) ([]indexDoc, []entry) {
	docSet := func(id string) string {
		if d := kb.Document(id); d != nil {
			return d.Set
		}
		return ""
	}
	n := len(kb.Cards) + len(kb.Sections) + len(kb.Glossary) + len(kb.Rules)
	for _, c := range kb.Cards {
		n += len(c.Rulings)
	}
	for _, s := range kb.Sections {
		n += len(s.Rulings)
	}
	out := make([]indexDoc, 0, n)
	add := func(mk func() indexDoc) {
		d := mk()
		d.remake = func() []field { return mk().fields }
		out = append(out, d)
	}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		set := cmp.Or(c.Set, docSet(c.Doc))
		add(func() indexDoc { return cardDoc(c, set, aliases, names) })
		for j := range c.Rulings {
			add(func() indexDoc {
				r := &c.Rulings[j]
				rd := indexDoc{entry: &entry{
					id: r.ID, kind: KindRuling, lang: c.Lang, doc: c.Doc, set: set,
					title: c.Name, text: r.Text, cardID: c.ID, cardName: c.Name,
					mechanics: c.Mechanics,
				}}
				return rulingDoc(rd, c.Name, aliases)
			})
		}
	}
	for i := range kb.Sections {
		s := &kb.Sections[i]
		set := docSet(s.Doc)
		var mech []string
		if s.Mechanic != "" {
			mech = []string{s.Mechanic}
		}
		add(func() indexDoc { return sectionDoc(s, set, mech) })
		for j := range s.Rulings {
			add(func() indexDoc {
				r := &s.Rulings[j]
				rd := indexDoc{entry: &entry{
					id: r.ID, kind: KindRuling, lang: s.Lang, doc: s.Doc, set: set,
					title: s.Title, text: r.Text, sectionID: s.ID, sectionTitle: s.Title,
					mechanics: mech,
				}}
				return rulingDoc(rd, s.Title, aliases)
			})
		}
	}
	for i := range kb.Glossary {
		g := &kb.Glossary[i]
		set := docSet(g.Doc)
		add(func() indexDoc { return glossaryDoc(g, set) })
	}
	for i := range kb.Rules {
		r := &kb.Rules[i]
		set := docSet(r.Doc)
		add(func() indexDoc { return ruleDoc(kb, r, set) })
	}
	// The records' entries are made in place: one entry allocated and
	// copied for each of 200,000 documents was a third of a reopen's
	// garbage.
	notes, records := len(out), cardDataDocCount(cards)
	entries := make([]entry, notes, notes+records)
	for i := range out {
		entries[i] = *out[i].entry
		out[i].entry = &entries[i]
	}
	if len(made) != records || !bareRecords {
		made = nil
	}
	entries = append(entries, made...)
	k := notes
	cardDataDocs(cards, func(r record) {
		var d indexDoc
		if made != nil {
			d = indexDoc{entry: &entries[k], bare: true}
		} else {
			entries = entries[:k+1]
			d = r.doc(&entries[k], bareRecords)
		}
		d.rec = r
		out = append(out, d)
		k++
	})
	return out, entries
}

// sectionDoc is the index document of a section of set set.
func sectionDoc(s *corpus.Section, set string, mech []string) indexDoc {
	d := indexDoc{entry: &entry{
		id: s.ID, kind: KindSection, lang: s.Lang, doc: s.Doc, set: set,
		title: s.Title, text: strings.Join(s.Text, "\n"), mechanics: mech,
	}}
	d.add(nameField(s.Lang), s.Title)
	d.add(fieldNameFold, s.Title)
	d.add(textField(s.Lang), d.text)
	d.add(fieldMechanic, mech...)
	d.addCommon()
	return d
}

// glossaryDoc is the index document of a glossary entry of set set.
func glossaryDoc(g *corpus.GlossaryEntry, set string) indexDoc {
	d := indexDoc{entry: &entry{
		id: g.ID, kind: KindGlossary, lang: g.Lang, doc: g.Doc, set: set,
		title: g.Term, text: strings.Join(g.Text, "\n"),
	}}
	d.add(nameField(g.Lang), g.Term)
	d.add(fieldNameFold, g.Term)
	d.add(textField(g.Lang), d.text)
	d.addCommon()
	return d
}

// cardDoc is the index document of a card of set set.
func cardDoc(c *corpus.Card, set string, aliases, names map[string][]string) indexDoc {
	d := indexDoc{entry: &entry{
		id: c.ID, kind: KindCard, lang: c.Lang, doc: c.Doc, set: set,
		title: c.Name, mechanics: c.Mechanics,
		mv: c.ManaValue, hasMV: true,
	}}
	d.text = cardText(*c)
	// The fields' room, made once: every reload makes the fields of every
	// document, and growing them step by step was most of that garbage.
	d.fields = make([]field, 0, 16+2*len(c.Faces)+len(aliases[c.ID])+len(names[c.ID])+len(c.Mechanics)+len(c.Types))
	d.add(nameField(c.Lang), c.Name)
	d.add(fieldNameFold, c.Name)
	// Every face of a multi-face card is a name of its own, so that
	// n:"Back Face" finds the card as its front's name does.
	for _, f := range c.Faces {
		if f.Name != "" && f.Name != c.Name && (corpus.MultiFace(c.Layout) || !strings.Contains(c.Name, f.Name)) {
			d.add(nameField(c.Lang), f.Name)
			d.add(fieldNameFold, f.Name)
		}
	}
	d.add(fieldAlias, aliases[c.ID]...)
	d.add(fieldAlias, names[c.ID]...)
	d.add(textField(c.Lang), d.text)
	d.add(fieldSection, c.Section)
	d.add(fieldMechanic, c.Mechanics...)
	d.addNum(fieldMV, float64(c.ManaValue))
	if p, err := strconv.ParseFloat(c.Power, 64); err == nil {
		d.addNum(fieldPow, p)
	}
	if t, err := strconv.ParseFloat(c.Toughness, 64); err == nil {
		d.addNum(fieldTou, t)
	}
	d.types = append([]string(nil), c.Types...)
	d.add(fieldType, typeKeys(*c)...)
	d.colors = cardColors(*c)
	for _, col := range d.colors {
		d.add(fieldColor, strings.ToLower(col))
	}
	if len(d.colors) > 1 {
		d.add(fieldColor, "m")
	}
	d.addCommon()
	return d
}

// rulingDoc completes the index document of a ruling whose owner (card or
// section) is titled owner.
func rulingDoc(rd indexDoc, owner string, aliases map[string][]string) indexDoc {
	if !rd.bare {
		rd.fields = make([]field, 0, 6+len(aliases[rd.id])+len(rd.mechanics))
	}
	rd.add(textField(rd.lang), rd.text)
	rd.add(ownerField(rd.lang), owner)
	rd.add(fieldAlias, aliases[rd.id]...)
	rd.add(fieldMechanic, rd.mechanics...)
	rd.addCommon()
	return rd
}

// ruleDoc is the index document of a rule paragraph, its examples included.
func ruleDoc(kb *corpus.KB, r *corpus.Rule, set string) indexDoc {
	title := r.Number
	if r.Title != "" {
		title += ". " + r.Title
	}
	text := r.Text
	if len(r.Examples) > 0 {
		text += "\n" + strings.Join(r.Examples, "\n")
	}
	d := indexDoc{entry: &entry{
		id: r.ID, kind: KindRule, lang: r.Lang, doc: r.Doc, set: set,
		title: title, text: text, sectionID: r.Section,
	}}
	if sec := kb.Section(r.Section); sec != nil {
		d.sectionTitle = sec.Title
	}
	d.add(nameField(r.Lang), title)
	d.add(fieldNameFold, title)
	d.add(textField(r.Lang), text)
	d.addCommon()
	return d
}

// addCommon adds the filter fields every document has.
func (d *indexDoc) addCommon() {
	d.add(fieldKind, d.kind)
	d.add(fieldLang, d.lang)
	d.add(fieldDoc, d.doc)
	d.add(fieldSet, d.set)
}

// cardText is what a card's text field and snippet hold: type line, rules
// text, modes, and the faces' own lines for a room.
func cardText(c corpus.Card) string {
	// The parts are walked twice, to size the text first: the entries
	// keep every card's text, and a builder grown step by step keeps up
	// to twice its length.
	each := func(add func(string)) {
		add(c.TypeLine)
		for _, t := range c.Text {
			add(t)
		}
		for _, m := range c.Modes {
			add(m)
		}
		if corpus.MultiFace(c.Layout) {
			for _, f := range c.Faces {
				add(f.Name)
				for _, t := range f.Text {
					add(t)
				}
			}
		}
	}
	n := 0
	each(func(s string) {
		if s != "" {
			n += len(s) + 1
		}
	})
	var b strings.Builder
	b.Grow(n)
	each(func(s string) {
		if s == "" {
			return
		}
		if b.Len() > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(s)
	})
	return b.String()
}

// typeKeys are the values of a card's type field: canonical types and
// supertypes in lower case ("creature", "legendary"), subtypes and every word
// of the type line folded ("horreur", "creature", "enchantement").
func typeKeys(c corpus.Card) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		s = text.Fold(strings.TrimSpace(s))
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, t := range c.Types {
		add(t)
	}
	for _, t := range c.Supertypes {
		add(t)
	}
	for _, t := range c.Subtypes {
		add(t)
	}
	lines := []string{c.TypeLine}
	for _, f := range c.Faces {
		lines = append(lines, f.TypeLine)
	}
	for _, l := range lines {
		for _, w := range strings.FieldsFunc(l, func(r rune) bool {
			return r == ' ' || r == '-' || r == ':' || r == '—' || r == '/' || r == ',' || r == '\u00a0'
		}) {
			add(w)
		}
	}
	return out
}

// cardColors are a card's colors as upper-case WUBRG letters in that order,
// ["C"] for a colorless card.
func cardColors(c corpus.Card) []string {
	set := map[string]bool{}
	for _, col := range c.Colors {
		set[strings.ToUpper(col)] = true
	}
	for _, f := range c.Faces {
		for _, col := range f.Colors {
			set[strings.ToUpper(col)] = true
		}
	}
	var out []string
	for _, col := range []string{"W", "U", "B", "R", "G"} {
		if set[col] {
			out = append(out, col)
		}
	}
	if len(out) == 0 {
		out = []string{"C"}
	}
	return out
}

// bleveDocument makes the Bleve document of d, analysing each field with the
// analyzer its name calls for. Building documents directly rather than
// through the mapping's reflection walk halves the indexing time.
func bleveDocument(analyzers map[string]analysis.Analyzer, d *indexDoc, docValues bool) *document.Document {
	bd := document.NewDocument(d.id)
	pos := map[string]uint64{}
	for _, f := range d.fields {
		spec := specOf(f.name)
		var ap []uint64
		if n := pos[f.name]; n > 0 {
			ap = []uint64{n}
		}
		pos[f.name]++
		if f.isNum {
			opts := bindex.IndexField
			if docValues {
				opts |= bindex.DocValues
			}
			bd.AddField(document.NewNumericFieldWithIndexingOptions(f.name, ap, f.num, opts))
			continue
		}
		a := analyzers[spec.analyzer]
		opts := bindex.IndexField
		if spec.positions {
			opts |= bindex.IncludeTermVectors
		}
		if docValues && spec.analyzer == analyzerKeyword {
			opts |= bindex.DocValues
		}
		bd.AddField(document.NewTextFieldCustom(f.name, ap, []byte(f.text), opts, a))
	}
	return bd
}

var specByName = func() map[string]fieldSpec {
	m := make(map[string]fieldSpec, len(fieldSpecs))
	for _, f := range fieldSpecs {
		m[f.name] = f
	}
	return m
}()

// specOf returns the spec of a field name; a language without fields of its
// own ("de") falls back to the folded name analysis.
func specOf(name string) fieldSpec {
	if s, ok := specByName[name]; ok {
		return s
	}
	return fieldSpec{name: name, analyzer: analyzerName, positions: true}
}
