package index

import (
	"crypto/sha256"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/text"
)

// DocCardData is the doc (source) of the entries made from card records
// (Options.Cards), for the doc: filter and facet: the notes' entries are
// their documents', these the card data's.
const DocCardData = "carddata"

// cardDataWeight scales the score of the card data's entries: a card the
// notes print, and their rulings, rank first for the words of their own
// documents, the same card's record after them; a name only the card data
// holds still ranks its card first, there being no other.
const cardDataWeight = 0.5

// CardDataID is the index id of card c in lang: its id (an Oracle id) and
// the language, "0c2e….fr"; a card without an Oracle id ("name:slug") gets
// "name-slug.fr", ids being letters, digits, dots and dashes.
func CardDataID(c *carddata.Card, lang string) string {
	return strings.ReplaceAll(c.ID, ":", "-") + "." + lang
}

// CardDataRulingID is the index id of the n-th English ruling (from 1) of
// card c.
func CardDataRulingID(c *carddata.Card, n int) string {
	return CardDataID(c, "en") + ".r" + strconv.Itoa(n)
}

// record is what an index document of the card records is made of:
// card c in lang, or, when ruling > 0, c's ruling-th English ruling. It
// is kept with the document (indexDoc.rec) to make its fields again and
// to fingerprint its set, rather than two closures per document: there
// are 200,000 of them at full size.
type record struct {
	c      *carddata.Card
	lang   string
	ruling int
}

// cardDataDocs calls add with each index document of cards: each card in
// each language it has a text in (its printed name, type line and text;
// its names in the other languages as aliases, as a notes card's
// counterpart's), then its English rulings. Languages without fields of
// their own are left out: the import keeps French, Italian and English.
func cardDataDocs(cards *carddata.Cards, add func(record)) {
	if cards == nil {
		return
	}
	for _, c := range cards.All() {
		for _, lang := range docLangs {
			if c.Texts[lang] != nil {
				add(record{c: c, lang: lang})
			}
		}
		for i := range c.Rulings {
			add(record{c: c, lang: "en", ruling: i + 1})
		}
	}
}

// cardDataDocCount is how many index documents cardDataDocs makes.
func cardDataDocCount(cards *carddata.Cards) int {
	n := 0
	cardDataDocs(cards, func(record) { n++ })
	return n
}

// doc makes the index document of r, its entry in e (bare: the entry
// alone).
func (r record) doc(e *entry, bare bool) indexDoc {
	c := r.c
	if r.ruling == 0 {
		return cardDataDoc(e, c, r.lang, bare)
	}
	*e = entry{
		id: CardDataRulingID(c, r.ruling), kind: KindRuling, lang: "en", doc: DocCardData,
		set: cardDataSet(c, "en"), title: c.Name, text: c.Rulings[r.ruling-1].Text,
		cardID: CardDataID(c, "en"), cardName: c.Name,
	}
	return rulingDoc(indexDoc{bare: bare, entry: e}, c.Name, nil)
}

// fields makes r's document's fields again.
func (r record) fields() []field { return r.doc(&entry{}, false).fields }

// inputs appends what r's document is made of.
func (r record) inputs(b []byte) []byte {
	if r.ruling == 0 {
		return cardDocInputs(b, r.c, r.lang)
	}
	return rulingDocInputs(b, r.c, r.ruling-1)
}

// recordDocsVersion names what cardDataDocs makes of a record. A set of
// records is fingerprinted from its records' inputs (recordInputs), not
// from the documents made of them, so that a persisted index reopens
// without making the documents of 180,000 records: whatever changes the
// documents made of the same inputs must change this version (and
// TestRecordDocsVersion fails until it does).
const recordDocsVersion = "records-1"

// recordInputs fingerprints the set key of card records from what its
// documents are made of: each document's inputs (see cardDocInputs and
// rulingDocInputs, which read what cardDataDoc and the rulings' maker
// read), recordDocsVersion and the index version.
func recordInputs(key string, docs []indexDoc, sel []int32) []byte {
	h := sha256.New()
	buf := make([]byte, 0, 64<<10)
	buf = append(append(append(append(append(buf, indexVersion...), 0), recordDocsVersion...), 0), key...)
	for _, i := range sel {
		buf = docs[i].rec.inputs(append(buf, 0))
		if len(buf) >= 48<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	return h.Sum(nil)
}

// appendStrings appends each of ss and a separator.
func appendStrings(b []byte, ss ...string) []byte {
	for _, s := range ss {
		b = append(append(b, s...), 1)
	}
	return b
}

// cardDocInputs appends what cardDataDoc reads of card c in lang.
func cardDocInputs(b []byte, c *carddata.Card, lang string) []byte {
	t := c.Texts[lang]
	b = appendStrings(b, "card", c.ID, lang, t.Name, t.Type, t.Text, cardDataSet(c, lang), c.Power, c.Toughness)
	b = strconv.AppendFloat(b, c.ManaValue, 'g', -1, 64)
	for _, f := range t.Faces {
		b = appendStrings(append(b, 2), f.Name)
	}
	b = appendStrings(append(b, 3), t.Also...)
	for _, l := range docLangs {
		if o := c.Texts[l]; o != nil {
			b = appendStrings(append(b, 4), l, o.Name, o.Type)
		}
	}
	return appendStrings(append(b, 5), c.Colors...)
}

// rulingDocInputs appends what the document of card c's i-th ruling is
// made of.
func rulingDocInputs(b []byte, c *carddata.Card, i int) []byte {
	b = appendStrings(b, "ruling", c.ID, c.Name, c.Rulings[i].Text, cardDataSet(c, "en"))
	return strconv.AppendInt(b, int64(i), 10)
}

// cardDataSet is the set of the printing c's text in lang is from, else
// of its first printing.
func cardDataSet(c *carddata.Card, lang string) string {
	if t := c.Texts[lang]; t != nil && t.Set != "" {
		return t.Set
	}
	if len(c.Printings) > 0 {
		return c.Printings[0].Set
	}
	return ""
}

// cardDataDoc is the index document of card c in lang, its entry in e.
func cardDataDoc(e *entry, c *carddata.Card, lang string, bare bool) indexDoc {
	t := c.Texts[lang]
	*e = entry{
		id: CardDataID(c, lang), kind: KindCard, lang: lang, doc: DocCardData, set: cardDataSet(c, lang),
		title: t.Name, mv: int(c.ManaValue), hasMV: true,
		text: strings.TrimSpace(t.Type + "\n" + t.Text), types: oracleTypes(c), colors: recordColors(c.Colors),
	}
	d := indexDoc{bare: bare, entry: e}
	if bare {
		return d // the entry alone (see indexDoc.bare)
	}
	names := []string{t.Name}
	for _, f := range t.Faces {
		if f.Name != "" && f.Name != t.Name {
			names = append(names, f.Name)
		}
	}
	d.add(nameField(lang), names...)
	d.add(fieldNameFold, names...)
	d.add(fieldNameFold, t.Also...)
	for _, l := range docLangs {
		if o := c.Texts[l]; o != nil && l != lang {
			d.add(fieldAlias, o.Name)
		}
	}
	d.add(textField(lang), d.text)
	d.addNum(fieldMV, c.ManaValue)
	if p, err := strconv.ParseFloat(c.Power, 64); err == nil {
		d.addNum(fieldPow, p)
	}
	if v, err := strconv.ParseFloat(c.Toughness, 64); err == nil {
		d.addNum(fieldTou, v)
	}
	d.add(fieldType, cardDataTypeKeys(c, t)...)
	for _, col := range d.colors {
		d.add(fieldColor, strings.ToLower(col))
	}
	if len(d.colors) > 1 {
		d.add(fieldColor, "m")
	}
	d.addCommon()
	return d
}

// oracleTypes are the card types and supertypes of c's English type line
// (the words before the dash), for the type facet: "Legendary Creature —
// Human" gives Legendary, Creature.
func oracleTypes(c *carddata.Card) []string {
	en := c.Texts["en"]
	if en == nil {
		return nil
	}
	var out []string
	for _, line := range strings.Split(en.Type, " // ") {
		head, _, _ := strings.Cut(line, "—")
		for _, w := range strings.Fields(head) {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// cardDataTypeKeys are the values of a record's type field: its English
// types and the words of its type line in lang, folded (see typeKeys).
func cardDataTypeKeys(c *carddata.Card, t *carddata.Text) []string {
	lines := []string{t.Type}
	if en := c.Texts["en"]; en != nil && en != t {
		lines = append(lines, en.Type)
	}
	return typeLineKeys(oracleTypes(c), lines)
}

// recordColors are colors (W, U, …) in WUBRG order, ["C"] for none.
func recordColors(colors []string) []string {
	var out []string
	for _, col := range []string{"W", "U", "B", "R", "G"} {
		for _, have := range colors {
			if strings.EqualFold(have, col) {
				out = append(out, col)
				break
			}
		}
	}
	if len(out) == 0 {
		out = []string{"C"}
	}
	return out
}

// typeLineKeys are types and every word of lines, folded, each once: a
// notes card's type field (typeKeys) for a record.
func typeLineKeys(types, lines []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		s = text.Fold(strings.TrimSpace(s))
		if s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, t := range types {
		add(t)
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

// weighCardData scales the scores of the card data's hits by
// cardDataWeight (see there); an index without card data is left alone.
func (ix *Index) weighCardData(hits []scored) {
	if !ix.docs[DocCardData] {
		return
	}
	for i := range hits {
		if ix.entryCardData[hits[i].ord] {
			hits[i].score = roundScore(hits[i].score * cardDataWeight)
		}
	}
}
