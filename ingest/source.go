package ingest

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// MaxDocumentSize bounds one document. The real documents are under 300 KB;
// anything near this size is not a release note and would only make every
// later stage slow.
const MaxDocumentSize = 32 << 20

// Size writes a number of bytes as people read sizes: "32 MiB", "1.5
// MiB", "300 KiB", "812 bytes".
func Size(n int64) string {
	const k = 1024
	units := []string{"KiB", "MiB", "GiB", "TiB"}
	if n < k {
		if n == 1 {
			return "1 byte"
		}
		return fmt.Sprintf("%d bytes", n)
	}
	v, u := float64(n)/k, 0
	for v >= k && u < len(units)-1 {
		v, u = v/k, u+1
	}
	if v == float64(int64(v)) || v >= 100 {
		return fmt.Sprintf("%.0f %s", v, units[u])
	}
	return strings.TrimSuffix(strings.TrimRight(fmt.Sprintf("%.1f", v), "0"), ".") + " " + units[u]
}

// splitLines turns raw bytes into normalised lines. It strips a byte-order
// mark, accepts LF, CRLF and lone CR endings, replaces invalid UTF-8 (with a
// warning naming the line, so nothing vanishes silently) and turns the
// no-break spaces of web pages into plain spaces.
func splitLines(file string, data []byte) ([]string, []Diagnostic, error) {
	if len(data) > MaxDocumentSize {
		return nil, nil, fmt.Errorf("%s: document is %s, more than the %s limit", file, Size(int64(len(data))), Size(MaxDocumentSize))
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil, fmt.Errorf("%s:1: document is empty", file)
	}
	doc := string(data)
	if strings.IndexByte(doc, '\r') >= 0 {
		doc = strings.ReplaceAll(doc, "\r\n", "\n")
		doc = strings.ReplaceAll(doc, "\r", "\n")
	}
	doc = strings.TrimSuffix(doc, "\n")
	raw := strings.Split(doc, "\n")
	var diags []Diagnostic
	lines := raw // rewritten in place
	for i, l := range raw {
		if !utf8.ValidString(l) {
			diags = append(diags, Diagnostic{File: file, Line: i + 1, Severity: SeverityWarning,
				Msg: "invalid UTF-8 replaced by U+FFFD"})
			l = strings.ToValidUTF8(l, "\uFFFD")
		}
		if strings.IndexByte(l, 0) >= 0 {
			diags = append(diags, Diagnostic{File: file, Line: i + 1, Severity: SeverityWarning,
				Msg: "NUL byte replaced by U+FFFD"})
			l = strings.ReplaceAll(l, "\x00", "\uFFFD")
		}
		lines[i] = text.NormalizeSpaces(l)
	}
	return lines, diags, nil
}

// sourceText is a document's text as its parser sees it, and what was
// settled before the parser runs.
type sourceText struct {
	// lines are the parser's view: lines owned before parsing (a front
	// matter, the page furniture of a web page) are blank in it.
	lines []string
	// shown are the lines as the document gives them; nil when they are
	// lines.
	shown []string
	// fixed are the owners of lines settled before parsing (nil when
	// none); the parser's claims on them are ignored.
	fixed []corpus.LineOwner
	front map[string]string // front-matter values
	diags []Diagnostic
}

// readSource turns a source into lines: text as it is, HTML converted
// (see html.go). A front-matter block at the top is read and its lines
// categorised.
func readSource(src corpus.Source) (*sourceText, error) {
	if isHTML(src.Name, src.Data) {
		return readHTML(src)
	}
	lines, diags, err := splitLines(src.Name, src.Data)
	if err != nil {
		return nil, err
	}
	st := &sourceText{lines: lines, diags: diags}
	if front, n := frontMatter(lines); n > 0 {
		st.front = front
		st.fix(1, n, corpus.LineOwner{Category: corpus.CategoryFrontMatter})
	} else if n := unclosedFrontMatter(lines); n > 0 {
		// Read as text, its keys would be lost and the error be about
		// what they said (a language that cannot be told).
		return nil, fmt.Errorf("%s:%d: front matter opened by --- on line 1 is not closed by a --- line", src.Name, n)
	}
	// A page's text copied with its site's furniture ("Menu",
	// "Rechercher", a breadcrumb): navigation, blank to the metadata
	// reader (a document is not titled "Menu") and to the parser.
	for i, l := range st.lines {
		if l != "" && siteNavigation(l) {
			st.fix(i+1, i+1, corpus.LineOwner{Category: corpus.CategoryNavigation})
		}
	}
	return st, nil
}

// unclosedFrontMatter returns the line (1-based) where a front matter
// that frontMatter did not take stops: a "---" line, then "key: value"
// lines of frontKeys, then a line that is neither (or the end); 0 when
// the lines do not open so.
func unclosedFrontMatter(lines []string) int {
	if len(lines) < 2 || strings.TrimSpace(lines[0]) != "---" {
		return 0
	}
	n := 1
	for ; n < len(lines) && n <= maxFrontMatter; n++ {
		k, _, ok := strings.Cut(strings.TrimSpace(lines[n]), ":")
		if !ok || !slices.Contains(frontKeys, strings.TrimSpace(strings.ToLower(k))) {
			break
		}
	}
	if n == 1 {
		return 0 // a separator
	}
	return n + 1
}

// fix settles the owner of lines from..to (1-based) before parsing and
// blanks them in the parser's view.
func (st *sourceText) fix(from, to int, owner corpus.LineOwner) {
	if st.fixed == nil {
		st.fixed = make([]corpus.LineOwner, len(st.lines))
		st.shown = append([]string(nil), st.lines...)
	}
	for n := from; n <= to; n++ {
		st.fixed[n-1] = owner
		st.lines[n-1] = ""
	}
}

// readHTML converts a web page (see html.go); its page furniture is
// settled before parsing.
func readHTML(src corpus.Source) (*sourceText, error) {
	if len(src.Data) > MaxDocumentSize {
		return nil, fmt.Errorf("%s: document is %s, more than the %s limit", src.Name, Size(int64(len(src.Data))), Size(MaxDocumentSize))
	}
	lines, owners, diags, err := htmlLines(src.Name, src.Data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", src.Name, err)
	}
	st := &sourceText{lines: lines, diags: diags}
	text := false
	for i, o := range owners {
		if o != (corpus.LineOwner{}) {
			st.fix(i+1, i+1, o)
		} else if lines[i] != "" {
			text = true
		}
	}
	if !text {
		return nil, fmt.Errorf("%s:1: web page has no article text", src.Name)
	}
	return st, nil
}
