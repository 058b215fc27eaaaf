package ingest

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
)

// A textLine is one logical line of a document: usually one source line,
// several when a page break cut a sentence in two and the parts were
// rejoined. The rulebook and the mechanics pages write one paragraph (or one
// list item) per line, so a logical line is the unit of stored text.
type textLine struct {
	from, to int    // source lines, 1-based, inclusive
	text     string // raw text; parts of a rejoined line are joined by a space
	clean    string // text after plain, computed once
}

// A block is a run of logical lines with no blank line between them.
type block struct {
	from, to int
	lines    []textLine
}

// first returns the block's first logical line.
func (b block) first() textLine { return b.lines[0] }

// last returns the block's last logical line.
func (b block) last() textLine { return b.lines[len(b.lines)-1] }

// single reports whether the block is a single logical line.
func (b block) single() bool { return len(b.lines) == 1 }

// blocksOf splits lines from..to of d into blocks.
func blocksOf(d *doc, from, to int) []block {
	var out []block
	var cur *block
	for n := from; n <= to && n <= len(d.lines); n++ {
		l := d.line(n)
		if strings.TrimSpace(l) == "" {
			cur = nil
			continue
		}
		if cur == nil {
			out = append(out, block{from: n, to: n})
			cur = &out[len(out)-1]
		}
		t := strings.TrimSpace(l)
		cur.lines = append(cur.lines, textLine{from: n, to: n, text: t, clean: cleanText(t)})
		cur.to = n
	}
	return out
}

// joinBlocks returns prev with next appended where a page break cut a
// sentence in two (see cutMidSentence): next's first line continues prev's
// last line, and the blank lines between them are page furniture,
// categorized as such. Callers join lazily, block by block, so that parts of
// a document whose lines are not sentences (addresses) are never joined.
func joinBlocks(d *doc, prev, next block) block {
	d.categorize(prev.to+1, next.from-1, corpus.CategoryPageBreak)
	lines := make([]textLine, 0, len(prev.lines)+len(next.lines)-1)
	lines = append(lines, prev.lines...)
	joined := &lines[len(lines)-1]
	joined.to = next.first().to
	joined.text += " " + next.first().text
	joined.clean = cleanText(joined.text)
	lines = append(lines, next.lines[1:]...)
	return block{from: prev.from, to: next.to, lines: lines}
}

// assignText gives the non-blank lines of l to element id: a line rejoined
// across a page break spans blank lines that are page furniture.
func (d *doc) assignText(l textLine, id string) {
	for n := l.from; n <= l.to; n++ {
		if strings.TrimSpace(d.line(n)) != "" {
			d.assign(n, n, id)
		}
	}
}

// categorizeText puts the non-blank lines of b in a category.
func (d *doc) categorizeText(b block, category string) {
	for _, l := range b.lines {
		for n := l.from; n <= l.to; n++ {
			if strings.TrimSpace(d.line(n)) != "" {
				d.categorize(n, n, category)
			}
		}
	}
}

func cutMidSentence(before, after string) bool {
	before = strings.TrimSpace(before)
	if before == "" || bulletOrNumbered(after) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(before)
	if strings.ContainsRune(".!?:;»)…*|", last) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(strings.TrimSpace(after))
	return unicode.IsLower(first)
}

// bulletOrNumbered reports whether s is a list item: a bullet, "1. …" or
// "a. …".
func bulletOrNumbered(s string) bool {
	if _, ok := bullet(s); ok {
		return true
	}
	return enumerated(s) != ""
}

// enumerated returns the enumerator of a list item or numbered heading
// ("1.", "b.") or "".
func enumerated(s string) string {
	s = strings.TrimSpace(s)
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 && len(s) > 0 && s[0] >= 'a' && s[0] <= 'z' {
		i = 1
	}
	if i == 0 || i > 3 || i+1 >= len(s) || s[i] != '.' || s[i+1] != ' ' {
		return ""
	}
	return s[:i+1]
}

// blankRuns categorizes every run of at least minLen blank lines between from
// and to.
func blankRuns(d *doc, from, to, minLen int, category string) int {
	runs := 0
	start := 0
	flush := func(end int) {
		if start > 0 && end-start+1 >= minLen {
			d.categorize(start, end, category)
			runs++
		}
		start = 0
	}
	for n := from; n <= to && n <= len(d.lines); n++ {
		if strings.TrimSpace(d.line(n)) == "" {
			if start == 0 {
				start = n
			}
			continue
		}
		flush(n - 1)
	}
	flush(min(to, len(d.lines)))
	return runs
}

// endsSentence reports whether s ends with closing punctuation. An ellipsis
// ("Comme si...") does not close a sentence.
func endsSentence(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, "...") || strings.HasSuffix(s, "…") {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(s)
	return strings.ContainsRune(".!?:;,", last)
}

// cleanText is plain with a fast path: most lines have no markup at all,
// and plain's regular expressions cost more than the rest of the parse.
func cleanText(s string) string {
	if !strings.ContainsAny(s, "*[$\\") && !strings.HasSuffix(s, "  ") {
		return strings.TrimSpace(s)
	}
	return plain(s)
}

// allCaps reports whether s has at least two letters and no lower-case
// letter: the rulebook's chapter and part headings.
func allCaps(s string) bool {
	letters := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2
}

// words counts the space-separated words of s.
func words(s string) int { return len(strings.Fields(s)) }
