package carddata

import (
	"cmp"
	"slices"
	"strings"
)

// building is a card being merged.
type building struct {
	card      *Card
	chars     bool                // the Oracle characteristics are set
	printings map[printKey]int    // index in card.Printings
	faces     map[string]int      // side → index in card.Faces
	textFrom  map[string]printKey // lang → the printing its text is from
}

type printKey struct{ set, number, lang string }

// characteristics sets the card's Oracle characteristics from the first
// entry that gives them, and its faces from the first entry of each.
func (b *building) characteristics(e *Entry) {
	c := b.card
	if c.Layout == "" {
		c.Layout = e.Layout
	}
	switch {
	case e.Side == "" && len(e.Faces) == 0: // one face
		if !b.chars {
			b.chars = true
			c.ManaCost, c.ManaValue, c.Colors = e.ManaCost, e.ManaValue, e.Colors
			c.Power, c.Toughness, c.Loyalty, c.Defense = e.Power, e.Toughness, e.Loyalty, e.Defense
		}
	case e.Side != "": // an MTGJSON face
		if !b.chars {
			b.chars = true
			c.ManaValue = e.ManaValue
		}
		b.face(e.Face)
	default: // a Scryfall card of several faces
		if !b.chars {
			b.chars = true
			c.ManaCost, c.ManaValue, c.Colors = e.ManaCost, e.ManaValue, e.Colors
		}
		for _, f := range e.Faces {
			b.face(f)
		}
	}
}

// face adds the Oracle face f unless the card has it.
func (b *building) face(f Face) {
	if _, ok := b.faces[f.Side]; ok {
		return
	}
	f.Printed = FaceText{}
	b.faces[f.Side] = len(b.card.Faces)
	b.card.Faces = append(b.card.Faces, f)
}

// printing adds the entry's printing, or completes the one it is a face
// or another file's copy of.
func (b *building) printing(e *Entry) {
	k := printKey{e.Set, e.Number, e.Lang}
	i, ok := b.printings[k]
	if !ok {
		b.printings[k] = len(b.card.Printings)
		b.card.Printings = append(b.card.Printings, Printing{
			Set: e.Set, Number: e.Number, Lang: e.Lang, Name: e.PrintedName, Released: e.Released,
			ScryfallID: e.ScryfallID, UUID: e.UUID, MultiverseIDs: e.MultiverseIDs, URI: e.URI,
		})
		if e.Lang != "en" && e.Side == "" && len(e.Faces) == 0 {
			// Kept until finish, which drops it where it is the card's.
			p := &b.card.Printings[len(b.card.Printings)-1]
			p.Type, p.Text = e.Printed.Type, e.Printed.Text
		}
		return
	}
	p := &b.card.Printings[i]
	fill(&p.Name, e.PrintedName)
	fill(&p.Released, e.Released)
	fill(&p.ScryfallID, e.ScryfallID)
	fill(&p.UUID, e.UUID)
	fill(&p.URI, e.URI)
	for _, id := range e.MultiverseIDs {
		if !slices.Contains(p.MultiverseIDs, id) {
			p.MultiverseIDs = append(slices.Clip(p.MultiverseIDs), id)
		}
	}
}

// fill sets *dst to v when it is empty.
func fill(dst *string, v string) {
	if *dst == "" {
		*dst = v
	}
}

// oracleText sets the card's English text from the Oracle fields every
// entry carries, whatever its language.
func (b *building) oracleText(e *Entry) {
	t := b.card.Texts["en"]
	if t == nil {
		t = &Text{Lang: "en"}
		b.card.Texts["en"] = t
	}
	if e.Side == "" && len(e.Faces) == 0 {
		if t.Name == "" {
			t.FaceText = FaceText{Name: e.Name, Type: e.Type, Text: e.Text}
		}
		return
	}
	faces := e.Faces
	if e.Side != "" {
		faces = []Face{e.Face}
	}
	for _, f := range faces {
		setFace(t, f.Side, FaceText{Name: f.Name, Type: f.Type, Text: f.Text}, false)
	}
}

// printedText sets the card's text in the entry's language from the most
// recent printing that prints one, and keeps the other names it was
// printed under.
func (b *building) printedText(e *Entry) {
	if e.PrintedName == "" && e.Printed.Name == "" {
		return // the file names no printed text in this language
	}
	k := printKey{e.Set, e.Number, e.Lang}
	t := b.card.Texts[e.Lang]
	switch {
	case t == nil || complete(e) && !t.complete || complete(e) == t.complete && newer(e, t):
		old := t
		t = &Text{Lang: e.Lang, Set: e.Set, Number: e.Number, released: e.Released, complete: complete(e)}
		b.card.Texts[e.Lang] = t
		b.textFrom[e.Lang] = k
		if old != nil {
			t.Also = append(old.Also, old.Name)
		}
	case b.textFrom[e.Lang] != k: // an older printing, or as old
		addName(t, e.PrintedName)
		return
	}
	switch {
	case e.Side != "":
		setFace(t, e.Side, e.Printed, true)
		fill(&t.Name, e.PrintedName)
	case len(e.Faces) > 0:
		for _, f := range e.Faces {
			setFace(t, f.Side, f.Printed, true)
		}
		t.Name = e.PrintedName
	default:
		t.FaceText = e.Printed
		fill(&t.Name, e.PrintedName)
	}
}

// complete reports whether e prints a type line: some printings in
// Scryfall's files give a printed name alone, and a text is not to be
// replaced by a newer printing's nothing.
func complete(e *Entry) bool {
	if e.Printed.Type != "" {
		return true
	}
	for _, f := range e.Faces {
		if f.Printed.Type != "" {
			return true
		}
	}
	return false
}

// newer reports whether e's printing goes before the one t is from: a
// later release; on one day, the first set code, then the lowest
// collector number (the main frame, before showcase variants), so that
// the text kept does not depend on the order files are read in.
func newer(e *Entry, t *Text) bool {
	if e.Released != t.released {
		return e.Released > t.released
	}
	if e.Set != t.Set {
		return e.Set < t.Set
	}
	return numberLess(e.Number, t.Number)
}

// numberLess orders collector numbers by their leading digits, then as
// strings: "9" < "10" < "10a" < "★".
func numberLess(a, b string) bool {
	na, ra := leadingNumber(a)
	nb, rb := leadingNumber(b)
	if na != nb {
		return na < nb
	}
	return ra < rb
}

func leadingNumber(s string) (int, string) {
	n, i := 0, 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9' && n < 1e8; i++ {
		n = n*10 + int(s[i]-'0')
	}
	if i == 0 {
		n = 1 << 30 // no number: after those that have one
	}
	return n, s[i:]
}

// setFace sets face side of t, replacing it when replace (a newer
// printing's) or when it is not set.
func setFace(t *Text, side string, ft FaceText, replace bool) {
	i := int(side[0] - 'a')
	if len(side) != 1 || i < 0 || i > 8 {
		return
	}
	for len(t.Faces) <= i {
		t.Faces = append(t.Faces, FaceText{})
	}
	if replace || t.Faces[i].Name == "" {
		t.Faces[i] = ft
	}
}

// addName adds name to t's other names unless t has it.
func addName(t *Text, name string) {
	if name == "" || name == t.Name || slices.Contains(t.Also, name) {
		return
	}
	t.Also = append(t.Also, name)
}

// finish derives what the entries give piecemeal: a card of several
// faces' cost and colours, its texts' whole names, and the order of its
// printings.
func (b *building) finish() {
	c := b.card
	slices.SortFunc(c.Faces, func(x, y Face) int { return strings.Compare(x.Side, y.Side) })
	if len(c.Faces) > 0 {
		if c.ManaCost == "" {
			c.ManaCost = joinFaces(c.Faces, func(f Face) string { return f.ManaCost }, " // ")
		}
		if len(c.Colors) == 0 {
			c.Colors = faceColors(c.Faces)
		}
	}
	for _, t := range c.Texts {
		defer dedupe(t)
		if len(t.Faces) == 0 {
			continue
		}
		names := make([]string, len(t.Faces))
		for i, f := range t.Faces {
			names[i] = f.Name
		}
		if !anyEmpty(names) && (t.Name == "" || !strings.Contains(t.Name, "//")) {
			addName(t, t.Name) // a face's name given for the whole
			t.Name = strings.Join(names, " // ")
		}
		t.Type = joinTexts(t.Faces, func(f FaceText) string { return f.Type }, " // ")
		t.Text = joinTexts(t.Faces, func(f FaceText) string { return f.Text }, "\n//\n")
	}
	for i := range c.Printings {
		p := &c.Printings[i]
		if t := c.Texts[p.Lang]; t != nil && p.Type == t.Type && p.Text == t.Text {
			p.Type, p.Text = "", ""
		}
	}
	slices.SortFunc(c.Printings, func(x, y Printing) int {
		return cmp.Or(cmp.Compare(x.Released, y.Released), cmp.Compare(x.Set, y.Set),
			cmp.Compare(x.Number, y.Number), cmp.Compare(x.Lang, y.Lang))
	})
	// Appending left up to half of each slice spare: the whole import's
	// printings are a large part of what it holds.
	if cap(c.Printings) > len(c.Printings) {
		c.Printings = slices.Clone(c.Printings)
	}
}

// dedupe leaves in t.Also each other name once.
func dedupe(t *Text) {
	seen := map[string]bool{t.Name: true}
	t.Also = slices.DeleteFunc(t.Also, func(s string) bool {
		drop := s == "" || seen[s]
		seen[s] = true
		return drop
	})
	if len(t.Also) == 0 {
		t.Also = nil
	}
}

// joinFaces joins the non-empty values of the faces.
func joinFaces(faces []Face, get func(Face) string, sep string) string {
	var out []string
	for _, f := range faces {
		if v := get(f); v != "" {
			out = append(out, v)
		}
	}
	return strings.Join(out, sep)
}

func joinTexts(faces []FaceText, get func(FaceText) string, sep string) string {
	var out []string
	for _, f := range faces {
		if v := get(f); v != "" {
			out = append(out, v)
		}
	}
	return strings.Join(out, sep)
}

// faceColors are the colours of any face, in WUBRG order.
func faceColors(faces []Face) []string {
	var out []string
	for _, c := range []string{"W", "U", "B", "R", "G"} {
		for _, f := range faces {
			if slices.Contains(f.Colors, c) {
				out = append(out, c)
				break
			}
		}
	}
	return out
}
