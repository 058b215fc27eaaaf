package api

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// What translators read on the compare pages, in the interface language:
// each difference names what differs and where (the number, the symbol,
// the term, in its sentence), and the cells mark the words that differ.

// sides are the two languages of a difference's alignment (From, To).
type sides struct{ from, to string }

// sidesOf returns the languages of the alignment that flags d: d says
// them when it comes from the list of every difference; else row gives
// those of the comparison it is on.
func sidesOf(d align.Difference, row sides) sides {
	if d.Lang != "" && d.LangTo != "" {
		return sides{d.Lang, d.LangTo}
	}
	return row
}

// onToSide reports whether document id d.Side, the side that has what
// the other lacks, is the To side.
func (s *Server) onToSide(d align.Difference, sd sides) bool {
	doc := s.kb.Document(d.Side)
	return doc != nil && doc.Lang == sd.to
}

// diffNote words a difference for tr. from and to are the texts of the
// row it is on ("" when unknown), for the excerpts that show where.
func (s *Server) diffNote(d align.Difference, sd sides, from, to string, tr translator) template.HTML {
	fl, tl := tr.T("lang."+sd.from), tr.T("lang."+sd.to)
	esc := template.HTMLEscapeString
	switch d.Kind {
	case align.DiffNumbers, align.DiffMana:
		if d.Where == "ruling" && len(d.FromOnly) == 0 && len(d.ToOnly) == 0 && d.Side != "" {
			// A wrong example, found by working it out (align.DiffExample).
			lang := fl
			if s.onToSide(d, sd) {
				lang = tl
			}
			return template.HTML(esc(tr.Tf("diffnote.example_wrong", lang)))
		}
		if d.Where == "pt" || d.Where == "loyalty" || d.Where == "cost" || (len(d.FromOnly) == 0 && len(d.ToOnly) == 0) {
			return template.HTML(esc(tr.Tf("diffnote.values", tr.T("part."+d.Where), orDash(from), fl, orDash(to), tl)))
		}
		var parts []string
		for _, side := range []struct {
			only            []string
			txt, other      string
			lang, otherLang string
		}{{d.FromOnly, from, to, fl, tl}, {d.ToOnly, to, from, tl, fl}} {
			for _, tok := range side.only {
				// A number both sides have, one side more often: say how
				// often, and show the last, the likelier addition.
				n, m := len(findAll(side.txt, tok)), len(findAll(side.other, tok))
				p := esc(tr.Tf("diffnote.only", tok, side.lang))
				if m > 0 {
					p = esc(tr.Tf("diffnote.times", tok, n, side.lang, m, side.otherLang))
				}
				if at := findAll(side.txt, tok); len(at) > 0 {
					p = tr.Tf("diffnote.where", p, excerptAt(side.txt, tok, at[len(at)-1]))
				}
				parts = append(parts, p)
			}
		}
		return template.HTML(strings.Join(parts, " ; "))
	case align.DiffCardOneSide:
		name, lang, other := d.Name, fl, tl
		if name == "" {
			name, lang, other = d.NameTo, tl, fl
		}
		return template.HTML(esc(tr.Tf("diffnote.card_one_side", name, lang, other)))
	case align.DiffRulingOneSide:
		lang, other := fl, tl
		if d.FromRuling == "" {
			lang, other = tl, fl
		}
		return template.HTML(esc(tr.Tf("diffnote.ruling_one_side", lang, other)))
	case align.DiffLength:
		longer, shorter := fl, tl
		if s.onToSide(d, sd) {
			longer, shorter = tl, fl
		}
		return template.HTML(esc(tr.Tf("diffnote.length", longer, lengthRatio(from, to), shorter)))
	case align.DiffExample:
		return template.HTML(esc(tr.Tf("diffnote.example", strings.Join(d.FromOnly, ", "), fl, strings.Join(d.ToOnly, ", "), tl)))
	case align.DiffPrintings:
		return template.HTML(esc(tr.Tf("diffnote.printings", strings.Join(d.FromOnly, ""), fl, strings.Join(d.ToOnly, ""), tl)))
	case align.DiffTerm:
		lang, other, otherCode := fl, tl, sd.to
		if s.onToSide(d, sd) {
			lang, other, otherCode = tl, fl, sd.from
		}
		want := s.termForms(d.Term, otherCode)
		return template.HTML(esc(tr.Tf("diffnote.term", termOf(d.Detail), s.termName(d.Term, string(tr)), lang, strings.Join(want, ", "), other)))
	}
	return template.HTML(esc(d.Detail))
}

// tags matches the markup of a note, which plainText drops.
var tags = regexp.MustCompile(`<[^>]*>`)

// plainText is a note's text without its markup, for the JSON API.
func plainText(h template.HTML) string {
	return html.UnescapeString(tags.ReplaceAllString(string(h), ""))
}

// quoted finds the first quoted form of a term difference's detail: the
// wording the text uses.
var quoted = regexp.MustCompile(`^"([^"]+)"`)

func termOf(detail string) string {
	if m := quoted.FindStringSubmatch(detail); m != nil {
		return m[1]
	}
	return ""
}

// termForms are a term's wordings in lang.
func (s *Server) termForms(key, lang string) []string {
	for _, t := range s.terms {
		if t.Key == key {
			return t.Forms(lang)
		}
	}
	return nil
}

// termName names term key ("meld") in the reader's language, by the
// term table's first form there; the key when the table has none.
func (s *Server) termName(key, lang string) string {
	if forms := s.termForms(key, lang); len(forms) > 0 {
		return forms[0]
	}
	return key
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// lengthRatio says how many times as long the longer text is, "2.3".
func lengthRatio(a, b string) string {
	x, y := float64(utf8.RuneCountInString(a)), float64(utf8.RuneCountInString(b))
	if x == 0 || y == 0 {
		return "?"
	}
	return fmt.Sprintf("%.1f", math.Max(x, y)/math.Min(x, y))
}

// excerpt is the HTML of a few words of txt around the first whole-word
// occurrence of tok ("1", "{R}"), tok marked; "" when it is not there.
func excerpt(txt, tok string) string {
	at := findToken(txt, tok)
	if at < 0 {
		return ""
	}
	return excerptAt(txt, tok, at)
}

// excerptAt is excerpt around the occurrence of tok at byte at.
func excerptAt(txt, tok string, at int) string {
	from, to := at, at+len(tok)
	for n := 0; from > 0 && n < 5; n++ {
		from = strings.LastIndexByte(txt[:from-1], ' ') + 1
		if from == 0 {
			break
		}
	}
	for n := 0; to < len(txt) && n < 5; n++ {
		i := strings.IndexByte(txt[to+1:], ' ')
		if i < 0 {
			to = len(txt)
			break
		}
		to += 1 + i
	}
	var b strings.Builder
	if from > 0 {
		b.WriteString("…")
	}
	b.WriteString(template.HTMLEscapeString(txt[from:at]))
	b.WriteString(`<mark class="diff">`)
	b.WriteString(template.HTMLEscapeString(tok))
	b.WriteString(`</mark>`)
	b.WriteString(template.HTMLEscapeString(txt[at+len(tok) : to]))
	if to < len(txt) {
		b.WriteString("…")
	}
	return b.String()
}

// findToken returns where tok occurs in txt not inside a longer number
// or word (the "1" of "1", not of "10" or "{1}"), -1 if nowhere.
func findToken(txt, tok string) int {
	if tok == "" {
		return -1
	}
	for i := 0; i < len(txt); {
		j := strings.Index(txt[i:], tok)
		if j < 0 {
			return -1
		}
		at := i + j
		end := at + len(tok)
		before, after := byte(' '), byte(' ')
		if at > 0 {
			before = txt[at-1]
		}
		if end < len(txt) {
			after = txt[end]
		}
		if strings.HasPrefix(tok, "{") || !wordByte(before) && !wordByte(after) && before != '{' && after != '}' {
			return at
		}
		i = at + 1
	}
	return -1
}

// findAll returns where tok occurs in txt as findToken finds it.
func findAll(txt, tok string) []int {
	var out []int
	for at := 0; at < len(txt); {
		i := findToken(txt[at:], tok)
		if i < 0 {
			break
		}
		// findToken looked at txt[at:] alone: recheck the byte before.
		if at+i == 0 || !wordByte(txt[at+i-1]) || strings.HasPrefix(tok, "{") {
			out = append(out, at+i)
		}
		at += i + len(tok)
	}
	return out
}

func wordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// markedCell draws a compare cell's text with the words that differ
// marked: the numbers and symbols one side only has, the term one side
// renders otherwise. Mana symbols are drawn as on the card page.
func (s *Server) markedCell(txt string, marks []string) template.HTML {
	type span struct{ at, end int }
	var spans []span
	for _, m := range marks {
		ats := findAll(txt, m)
		if len(ats) == 0 && !strings.HasPrefix(m, "{") {
			// A term: found by its folded words.
			if at := foldedIndex(txt, m); at >= 0 {
				ats = []int{at}
			}
		}
		for _, at := range ats {
			spans = append(spans, span{at, at + len(m)})
		}
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].at < spans[j].at })
	var b strings.Builder
	last := 0
	for _, sp := range spans {
		if sp.at < last || sp.end > len(txt) {
			continue
		}
		b.WriteString(s.manaSymbols(template.HTMLEscapeString(txt[last:sp.at])))
		b.WriteString(`<mark class="diff">`)
		b.WriteString(s.manaSymbols(template.HTMLEscapeString(txt[sp.at:sp.end])))
		b.WriteString(`</mark>`)
		last = sp.end
	}
	b.WriteString(s.manaSymbols(template.HTMLEscapeString(txt[last:])))
	return template.HTML(b.String())
}

// foldedIndex finds phrase in txt ignoring case and accents, when folding
// keeps the text's length (it does for the Latin letters of FR and IT);
// -1 otherwise.
func foldedIndex(txt, phrase string) int {
	ft, fp := text.FoldPlain(txt), text.FoldPlain(phrase)
	if len(ft) != len(txt) || fp == "" {
		return -1
	}
	return strings.Index(ft, fp)
}

// reasonText words one line of a pair's evidence.
func reasonText(r align.Reason, tr translator) string {
	var what string
	switch r.Code {
	case "alike":
		what = tr.Tf("why.alike", tr.T("feature."+r.Feature), r.Args[0])
	default:
		what = tr.Tf("why."+r.Code, strArgs(r.Args)...)
	}
	return fmt.Sprintf("%s (%+.1f)", what, r.Weight)
}

// lowPair is a pairing the alignment is not sure of, for /compare.
type lowPair struct {
	Kind             string // "card" or "ruling"
	From, To         linkView
	URL              string
	Confidence       float64
	ConfidencePct    int
	FromText, ToText string
}

// lowConfidence is where a pairing deserves a translator's look: below
// it, /compare lists the pair.
const lowConfidence = 0.9

// lowPairs lists the card and ruling pairings below lowConfidence, least
// sure first: the set's, or every set's when set is "".
func (s *Server) lowPairs(set string) []lowPair {
	var out []lowPair
	for _, al := range s.align.Alignments {
		if set != "" && al.Set != set {
			continue
		}
		out = append(out, s.lowPairsOf(al)...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Confidence < out[j].Confidence })
	for i := range out {
		out[i].ConfidencePct = int(math.Round(out[i].Confidence * 100))
	}
	return out
}

// lowPairsOf lists one alignment's pairings below lowConfidence.
func (s *Server) lowPairsOf(al *align.Alignment) []lowPair {
	var out []lowPair
	for i := range al.Pairs {
		p := &al.Pairs[i]
		f, t := p.FromCard(), p.ToCard()
		if f == nil || t == nil {
			continue
		}
		if p.Confidence < lowConfidence {
			out = append(out, lowPair{Kind: "card", From: linkView{Title: f.Name, URL: s.urls.card(f.ID), Lang: f.Lang},
				To: linkView{Title: t.Name, URL: s.urls.card(t.ID), Lang: t.Lang}, URL: s.urls.compare(f.ID), Confidence: p.Confidence})
		}
		for _, r := range p.Rulings {
			if r.From < 0 || r.To < 0 || r.Confidence >= lowConfidence {
				continue
			}
			out = append(out, lowPair{Kind: "ruling", From: linkView{Title: f.Name, URL: s.urls.card(f.ID) + "#" + r.FromID, Lang: f.Lang},
				To: linkView{Title: t.Name, URL: s.urls.card(t.ID) + "#" + r.ToID, Lang: t.Lang}, URL: s.urls.compare(f.ID) + "#cmp-" + r.FromID,
				Confidence: r.Confidence, FromText: rulingText(f, r.FromID), ToText: rulingText(t, r.ToID)})
		}
	}
	return out
}

func rulingText(c *corpus.Card, id string) string {
	for _, r := range c.Rulings {
		if r.ID == id {
			return r.Text
		}
	}
	return ""
}

// flagRow words a compare row's differences and marks, in its cells, the
// words that differ.
func (s *Server) flagRow(row *compareRow, r align.Row, sd sides, tr translator) {
	if len(r.Diffs) == 0 {
		return
	}
	var fm, tm []string
	for _, d := range r.Diffs {
		row.Notes = append(row.Notes, diffNoteView{Kind: d.Kind, Note: s.diffNote(d, sidesOf(d, sd), r.From, r.To, tr)})
		switch d.Kind {
		case align.DiffNumbers, align.DiffMana:
			// Marked on both sides: "1" once here, twice there.
			fm = append(append(fm, d.FromOnly...), d.ToOnly...)
			tm = append(append(tm, d.ToOnly...), d.FromOnly...)
		case align.DiffTerm:
			if t := termOf(d.Detail); t != "" {
				if s.onToSide(d, sidesOf(d, sd)) {
					tm = append(tm, t)
				} else {
					fm = append(fm, t)
				}
			}
		}
	}
	if r.Part != "text" && r.Part != "ruling" && r.Part != "modes" {
		return
	}
	if len(fm) > 0 {
		row.From = s.markedCell(r.From, fm)
	}
	if len(tm) > 0 {
		row.To = s.markedCell(r.To, tm)
	}
}

// diffTexts returns the two texts a difference is about, for its note's
// excerpts: the rulings it names, else its card's part.
func (s *Server) diffTexts(d align.Difference) (from, to string) {
	from, to = s.rulingByID(d.FromRuling), s.rulingByID(d.ToRuling)
	if from != "" || to != "" {
		return from, to
	}
	part := func(id string) string {
		c := s.kb.Card(id)
		if c == nil {
			return ""
		}
		switch d.Where {
		case "cost":
			return c.ManaCost
		case "pt":
			return c.PT
		case "loyalty":
			return c.Loyalty
		case "text":
			return strings.Join(c.Text, "\n")
		}
		return ""
	}
	return part(d.Owner), part(d.OwnerTo)
}

// rulingByID is a ruling's text, "" for an unknown id.
func (s *Server) rulingByID(id string) string {
	if id == "" {
		return ""
	}
	e, ok := s.kb.Element(id)
	if !ok {
		return ""
	}
	if c := s.kb.Card(e.Owner); c != nil {
		return rulingText(c, id)
	}
	if sec := s.kb.Section(e.Owner); sec != nil {
		for _, r := range sec.Rulings {
			if r.ID == id {
				return r.Text
			}
		}
	}
	return ""
}
