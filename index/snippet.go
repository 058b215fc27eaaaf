package index

import (
	"html"
	"strings"
)

// A snippet keeps the text's line breaks ("\n"): the first line of a
// card's is its type line.

// snippetBytes is about how much text a snippet shows.
const snippetBytes = 220

const (
	markOpen  = "<mark>"
	markClose = "</mark>"
)

// snippet is an excerpt of e's text around the words of the query, HTML
// escaped, the matching words in <mark>. The text is analysed again with its
// language's analyzer, so that "poubelle" marks "poubelles" and "delire"
// marks "délire", exactly as the index matched them. marks holds the
// analysed query terms for e's language.
func (ix *Index) snippet(ord int32, marks map[string]bool) string {
	e := &ix.entries[ord]
	text := e.text
	if text == "" {
		return ""
	}
	var hits []snippetToken
	if len(marks) > 0 {
		for _, t := range ix.textTokens(ord) {
			if marks[t.term] {
				hits = append(hits, t)
			}
		}
	}
	from := 0
	if len(hits) > 0 {
		from = bestWindow(text, hits)
	}
	to := from + snippetBytes
	if to >= len(text) {
		to = len(text)
	} else {
		to = wordEnd(text, to)
	}
	var b strings.Builder
	if from > 0 {
		b.WriteString("…")
	}
	at := from
	for _, h := range hits {
		start, end := int(h.start), int(h.end)
		if start < at || end > to {
			continue
		}
		b.WriteString(escape(text[at:start]))
		b.WriteString(markOpen)
		b.WriteString(escape(text[start:end]))
		b.WriteString(markClose)
		at = end
	}
	b.WriteString(escape(text[at:to]))
	if to < len(text) {
		b.WriteString("…")
	}
	return b.String()
}

// snippetToken is an analysed token of an entry's text and where it is.
type snippetToken struct {
	term       string
	start, end int32
}

// textTokens returns the analysed text of entry ord, analysing it the
// first time.
func (ix *Index) textTokens(ord int32) []snippetToken {
	if p := ix.snippetTokens[ord].Load(); p != nil {
		return *p
	}
	e := &ix.entries[ord]
	ts := ix.analyze(langAnalyzer(analysisLang(e.lang)), e.text)
	out := make([]snippetToken, len(ts))
	for i, t := range ts {
		out[i] = snippetToken{term: t.term, start: int32(t.start), end: int32(t.end)}
	}
	ix.snippetTokens[ord].Store(&out)
	return out
}

// bestWindow returns where the snippet should start: a little before the
// matching token after which a window holds the most distinct query terms.
func bestWindow(text string, hits []snippetToken) int {
	best, bestDistinct, bestTotal := 0, -1, -1
	for i, h := range hits {
		start := 0
		if int(h.end) > snippetBytes*2/3 {
			// Not visible from the beginning: start a little before it.
			start = wordStart(text, int(h.start)-40)
		}
		distinct := map[string]bool{}
		total := 0
		for _, g := range hits[i:] {
			if int(g.end) > start+snippetBytes {
				break
			}
			distinct[g.term] = true
			total++
		}
		if len(distinct) > bestDistinct || len(distinct) == bestDistinct && total > bestTotal {
			best, bestDistinct, bestTotal = start, len(distinct), total
		}
	}
	return best
}

// wordStart moves i back to the start of the word it falls in (0 if i<0).
func wordStart(text string, i int) int {
	if i <= 0 {
		return 0
	}
	for i > 0 && text[i-1] != ' ' && text[i-1] != '\n' {
		i--
	}
	return i
}

// wordEnd moves i forward to the end of the word it falls in.
func wordEnd(text string, i int) int {
	for i < len(text) && text[i] != ' ' && text[i] != '\n' {
		i++
	}
	return i
}

// escape HTML-escapes s. Line breaks stay: they part a card's type line
// from its rules text, and paragraphs, which a reader shows apart.
func escape(s string) string {
	return html.EscapeString(s)
}
