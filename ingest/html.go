package ingest

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// A web page saved from the publisher's site is converted to the text form
// the parsers read, line for line, and its positions are the lines of that
// converted text:
//
//   - the article body is the first <main> (or role="main"), else the first
//     <article>, else <body>; everything outside it, and inside it every
//     <nav>, <aside>, <script>, <style>, <form> … and every element whose
//     class, id, role or aria-label names page furniture (breadcrumbs, a
//     share bar, a cookie banner: documents.json) is page furniture: its
//     text still becomes lines, so that every line stays accounted for,
//     but they are put in a category (navigation, boilerplate, page-code)
//     before the parser runs and are blank to it;
//   - block elements (p, div, li, h1–h6, tr, hr, br …) end lines; a blank
//     line separates blocks and an empty <p> is one more blank line;
//   - h1–h6 become "#"-headings of their level, list items "- " bullets
//     (or "1. " in an ordered list), table rows "| a | b |", <hr> "---";
//   - em/i and strong/b become the text form's "*…*" and "**…**" (reminder
//     text, ERRATUM), links to the web "[text](url)";
//   - an <img> whose alt (or title) is a mana symbol ("{R}", "{2/W}", "R",
//     "Red", "Tap") becomes that symbol; other images are dropped;
//   - entities are decoded and no-break spaces become spaces.

// htmlSniff is how far into a document isHTML looks.
const htmlSniff = 512

// isHTML reports whether a document is a web page: named .html or .htm, or
// opening (after a byte-order mark, white space and comments) with a
// doctype or an <html>, <head> or <body> tag.
func isHTML(name string, data []byte) bool {
	switch {
	case strings.HasSuffix(strings.ToLower(name), ".html"), strings.HasSuffix(strings.ToLower(name), ".htm"):
		return true
	}
	head := bytes.TrimPrefix(data[:min(len(data), htmlSniff)], []byte("\xef\xbb\xbf"))
	for {
		head = bytes.TrimLeft(head, " \t\r\n\f")
		if !bytes.HasPrefix(head, []byte("<!--")) {
			break
		}
		end := bytes.Index(head, []byte("-->"))
		if end < 0 {
			return false
		}
		head = head[end+3:]
	}
	lower := bytes.ToLower(head[:min(len(head), 16)])
	for _, p := range []string{"<!doctype html", "<html", "<head", "<body"} {
		if bytes.HasPrefix(lower, []byte(p)) {
			return true
		}
	}
	return false
}

// htmlVocab is the html part of documents.json, compiled.
type htmlVocab struct {
	chrome map[string]string // attribute word -> line category
	mana   map[string]string // folded alt text -> symbol letter
}

var loadHTMLVocab = sync.OnceValues(func() (*htmlVocab, error) {
	v, err := corpus.DocumentVocabulary()
	if err != nil {
		return nil, err
	}
	out := &htmlVocab{chrome: map[string]string{}, mana: map[string]string{}}
	for _, w := range v.HTML.Navigation {
		out.chrome[strings.ToLower(w)] = corpus.CategoryNavigation
	}
	for _, w := range v.HTML.Boilerplate {
		out.chrome[strings.ToLower(w)] = corpus.CategoryBoilerplate
	}
	for sym, names := range v.HTML.Mana {
		for _, n := range names {
			out.mana[strings.Join(strings.Fields(strings.ToLower(n)), " ")] = sym
		}
	}
	return out, nil
})

// htmlLines converts a web page into lines and the categories of its page
// furniture (zero owners for the article's own lines).
func htmlLines(file string, data []byte) ([]string, []corpus.LineOwner, []Diagnostic, error) {
	v, err := loadHTMLVocab()
	if err != nil {
		return nil, nil, nil, err
	}
	// The parser decodes entities and fixes up any tag soup; it fails only
	// when reading fails, which a byte slice never does.
	page, err := goquery.NewDocumentFromReader(bytes.NewReader(data))
	if err != nil {
		return nil, nil, nil, err
	}
	root := page.Find("main, [role=main]").First()
	if root.Length() == 0 {
		root = page.Find("article").First()
	}
	if root.Length() == 0 {
		root = page.Find("body").First()
	}
	c := &htmlConv{v: v}
	if root.Length() > 0 {
		c.root = root.Nodes[0]
	}
	for _, n := range page.Nodes {
		c.walk(n, corpus.CategoryBoilerplate)
	}
	c.flush()
	var diags []Diagnostic
	for i, l := range c.lines {
		if !utf8.ValidString(l) {
			diags = append(diags, Diagnostic{File: file, Line: i + 1, Severity: SeverityWarning, Msg: "invalid UTF-8 replaced by U+FFFD"})
			c.lines[i] = strings.ToValidUTF8(l, "\uFFFD")
		}
	}
	return c.lines, c.owner, diags, nil
}

// htmlConv is the state of one conversion.
type htmlConv struct {
	v     *htmlVocab
	root  *html.Node
	lines []string
	owner []corpus.LineOwner

	buf      strings.Builder
	cat      string // category of the line in buf, "" for article text
	prefix   string // written before the first text of the line ("## ", "- ")
	marks    []mark // open emphasis, innermost last
	blankDue bool   // a blank line goes before the next line
	pre      int    // depth of <pre>: white space kept
}

// mark is one open emphasis: its marker and whether it has been written on
// the current line (markers open lazily, at the first word, so that empty
// emphasis and emphasis across a line break stay well formed).
type mark struct {
	s       string
	written bool
}

// blockAtoms end a line before and after them.
var blockAtoms = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Section: true, atom.Article: true, atom.Main: true,
	atom.Header: true, atom.Footer: true, atom.Nav: true, atom.Aside: true, atom.Blockquote: true,
	atom.Pre: true, atom.Figure: true, atom.Figcaption: true, atom.Ul: true, atom.Ol: true,
	atom.Dl: true, atom.Dt: true, atom.Dd: true, atom.Table: true, atom.Thead: true, atom.Tbody: true,
	atom.Tfoot: true, atom.Caption: true, atom.Address: true, atom.Form: true, atom.Fieldset: true,
	atom.Details: true, atom.Summary: true, atom.Body: true, atom.Html: true, atom.Head: true,
	atom.Title: true, atom.Center: true, atom.Menu: true, atom.Li: true, atom.Tr: true,
	atom.H1: true, atom.H2: true, atom.H3: true, atom.H4: true, atom.H5: true, atom.H6: true,
}

// chromeAtoms are page furniture wherever they stand, and the category of
// their lines.
var chromeAtoms = map[atom.Atom]string{
	atom.Nav: corpus.CategoryNavigation, atom.Aside: corpus.CategoryBoilerplate,
	atom.Form: corpus.CategoryBoilerplate, atom.Button: corpus.CategoryNavigation,
	atom.Dialog: corpus.CategoryBoilerplate, atom.Iframe: corpus.CategoryBoilerplate,
	atom.Script: corpus.CategoryPageCode, atom.Style: corpus.CategoryPageCode,
	atom.Noscript: corpus.CategoryPageCode, atom.Template: corpus.CategoryPageCode,
}

// walk converts n and its children; cat is the category of text outside
// the article body ("" inside it).
func (c *htmlConv) walk(n *html.Node, cat string) {
	switch n.Type {
	case html.DocumentNode:
		for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
			c.walk(ch, cat)
		}
		return
	case html.TextNode:
		c.text(n.Data, cat)
		return
	case html.ElementNode:
	default:
		return // comments, doctype
	}
	if n == c.root {
		cat = ""
	}
	if cc := c.chrome(n, cat); cc != "" {
		cat = cc
	}
	switch n.DataAtom {
	case atom.Script, atom.Style, atom.Template:
		c.pageCode(n)
		return
	case atom.Br:
		c.flush()
		return
	case atom.Hr:
		c.flush()
		c.blankDue = true
		c.emit("---", cat) // a separator to the parser inside the article
		c.blankDue = true
		return
	case atom.Img:
		if sym, ok := c.manaSymbol(n); ok {
			c.text(sym, cat)
		}
		return
	case atom.Em, atom.I, atom.Cite, atom.Var:
		c.emphasis(n, cat, "*")
		return
	case atom.Strong, atom.B:
		c.emphasis(n, cat, "**")
		return
	case atom.A:
		c.link(n, cat)
		return
	case atom.Td, atom.Th:
		if c.buf.Len() == 0 {
			c.text("| ", cat)
		} else {
			c.text(" | ", cat)
		}
		c.children(n, cat)
		return
	}
	if !blockAtoms[n.DataAtom] {
		c.children(n, cat)
		return
	}
	c.block(n, cat)
}

// pageCode emits the lines of a script, style or template: each is a line
// of the page, kept out of the article.
func (c *htmlConv) pageCode(n *html.Node) {
	c.flush()
	c.blankDue = true
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		if ch.Type != html.TextNode {
			continue
		}
		for _, l := range strings.Split(ch.Data, "\n") {
			if l = strings.TrimSpace(l); l != "" {
				c.emit(l, corpus.CategoryPageCode)
			}
		}
	}
	c.blankDue = true
}

// link writes a link within one line as the text form writes links,
// "[text](url)"; a link that leaves the line, points nowhere on the web or
// stands outside the article is its text alone, and one without text is
// nothing.
func (c *htmlConv) link(n *html.Node, cat string) {
	href := attr(n, "href")
	if cat != "" || !(strings.HasPrefix(href, "http://") || strings.HasPrefix(href, "https://")) ||
		strings.ContainsAny(href, " \t\n)") || c.breaksLine(n) {
		c.children(n, cat)
		return
	}
	c.text("[", cat)
	before, lines, depth := c.buf.Len(), len(c.lines), len(c.marks)
	c.children(n, cat)
	if len(c.lines) != lines || c.buf.Len() < before {
		return // cannot happen after breaksLine; never write a broken link
	}
	if strings.TrimSpace(c.buf.String()[before:]) == "" {
		s := strings.TrimSuffix(c.buf.String(), "[")
		c.buf.Reset()
		c.buf.WriteString(s)
		return
	}
	c.closeMarks(depth)
	c.buf.WriteString("](" + href + ")")
}

// block converts a block element: the lines it holds, with a heading's,
// item's or row's marks, separated from the blocks around it.
func (c *htmlConv) block(n *html.Node, cat string) {
	c.flush()
	c.blankDue = true
	switch n.DataAtom {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		c.prefix = strings.Repeat("#", int(n.Data[1]-'0')) + " "
	case atom.Li:
		c.blankDue = !c.inList(n)
		c.prefix = "- "
		if n.Parent != nil && n.Parent.DataAtom == atom.Ol {
			c.prefix = strconv.Itoa(itemIndex(n)) + ". "
		}
	case atom.Tr:
		// Rows follow one another; the first is a block of its own.
		c.blankDue = prevElement(n) == nil
	case atom.Pre:
		c.pre++
		defer func() { c.pre-- }()
	}
	lines := len(c.lines)
	c.children(n, cat)
	if n.DataAtom == atom.Tr && c.buf.Len() > 0 {
		c.buf.WriteString(" |")
	}
	c.flush()
	c.prefix = ""
	switch {
	case n.DataAtom == atom.Li || n.DataAtom == atom.Tr:
		// Items and rows follow one another without a blank line.
		c.blankDue = false
	case n.DataAtom == atom.P && len(c.lines) == lines && cat == "":
		// An empty paragraph is a blank line of its own, after the one
		// that separates blocks.
		if len(c.lines) > 0 && c.lines[len(c.lines)-1] != "" {
			c.lines = append(c.lines, "")
			c.owner = append(c.owner, corpus.LineOwner{})
		}
		c.lines = append(c.lines, "")
		c.owner = append(c.owner, corpus.LineOwner{})
		c.blankDue = false
	default:
		c.blankDue = true
	}
}

// breaksLine reports whether converting n's children may end a line: a
// block, a line break or page furniture among them.
func (c *htmlConv) breaksLine(n *html.Node) bool {
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		if ch.Type != html.ElementNode {
			continue
		}
		if blockAtoms[ch.DataAtom] || ch.DataAtom == atom.Br || ch.DataAtom == atom.Hr ||
			c.chrome(ch, "") != "" || c.breaksLine(ch) {
			return true
		}
	}
	return false
}

func (c *htmlConv) children(n *html.Node, cat string) {
	for ch := n.FirstChild; ch != nil; ch = ch.NextSibling {
		c.walk(ch, cat)
	}
}

// inList reports whether li follows another item of its list.
func (c *htmlConv) inList(li *html.Node) bool {
	p := prevElement(li)
	return p != nil && p.DataAtom == atom.Li
}

// prevElement is n's previous sibling element, or nil.
func prevElement(n *html.Node) *html.Node {
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.ElementNode {
			return s
		}
	}
	return nil
}

func itemIndex(li *html.Node) int {
	n := 1
	if start, err := strconv.Atoi(attr(li.Parent, "start")); err == nil {
		n = start
	}
	for s := li.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.ElementNode && s.DataAtom == atom.Li {
			n++
		}
	}
	return n
}

// emphasis converts n's children between markers.
func (c *htmlConv) emphasis(n *html.Node, cat, m string) {
	if cat != "" {
		c.children(n, cat)
		return
	}
	c.marks = append(c.marks, mark{s: m})
	depth := len(c.marks)
	c.children(n, cat)
	if len(c.marks) >= depth {
		if c.marks[depth-1].written {
			c.writeCloser(c.marks[depth-1].s)
		}
		c.marks = c.marks[:depth-1]
	}
}

// writeCloser writes a closing marker before the trailing spaces of the
// line, so that "*text *" reads "*text* ".
func (c *htmlConv) writeCloser(m string) {
	s := c.buf.String()
	t := strings.TrimRight(s, " ")
	c.buf.Reset()
	c.buf.WriteString(t + m + s[len(t):])
}

// closeMarks closes the written markers from the from-th (all of them at a
// line break, those opened inside a link before its "](url)"); they reopen
// at the next word.
func (c *htmlConv) closeMarks(from int) {
	for i := len(c.marks) - 1; i >= from; i-- {
		if c.marks[i].written {
			c.writeCloser(c.marks[i].s)
			c.marks[i].written = false
		}
	}
}

// text adds text to the current line, collapsing white space as a browser
// does (except inside <pre>).
func (c *htmlConv) text(s, cat string) {
	if c.pre > 0 {
		for i, part := range strings.Split(s, "\n") {
			if i > 0 {
				c.flush()
			}
			c.words(part, cat)
		}
		return
	}
	c.words(collapseSpace(s), cat)
}

func (c *htmlConv) words(s, cat string) {
	if s == "" {
		return
	}
	if c.buf.Len() > 0 && c.cat != cat {
		// Furniture inside a line of the article: a line of its own.
		c.flush()
	}
	if c.buf.Len() == 0 {
		s = strings.TrimLeft(s, " ")
		if s == "" {
			return
		}
		c.cat = cat
		c.buf.WriteString(c.prefix)
		c.prefix = ""
	}
	if strings.TrimSpace(s) == "" {
		if !strings.HasSuffix(c.buf.String(), " ") {
			c.buf.WriteByte(' ')
		}
		return
	}
	lead := s[:len(s)-len(strings.TrimLeft(s, " "))]
	c.buf.WriteString(lead)
	for i := range c.marks {
		if !c.marks[i].written {
			c.buf.WriteString(c.marks[i].s)
			c.marks[i].written = true
		}
	}
	c.buf.WriteString(s[len(lead):])
}

// flush ends the current line.
func (c *htmlConv) flush() {
	if c.buf.Len() == 0 {
		return
	}
	c.closeMarks(0)
	l := text.NormalizeSpaces(strings.TrimSpace(c.buf.String()))
	cat := c.cat
	c.buf.Reset()
	if l != "" {
		c.emit(l, cat)
	}
}

// emit appends a line, after a blank line when one is due.
func (c *htmlConv) emit(l, cat string) {
	if c.blankDue && len(c.lines) > 0 && c.lines[len(c.lines)-1] != "" {
		c.lines = append(c.lines, "")
		c.owner = append(c.owner, corpus.LineOwner{})
	}
	c.blankDue = false
	c.lines = append(c.lines, l)
	c.owner = append(c.owner, corpus.LineOwner{Category: cat})
}

// chrome returns the category of n when it is page furniture inside the
// article ("" otherwise), or the category of furniture outside it.
func (c *htmlConv) chrome(n *html.Node, cat string) string {
	if cc, ok := chromeAtoms[n.DataAtom]; ok {
		return cc
	}
	if cat != "" {
		// Outside the article: a header and what names navigation is
		// navigation, the rest boilerplate.
		if n.DataAtom == atom.Header {
			return corpus.CategoryNavigation
		}
		if w := c.chromeWord(n); w != "" {
			return w
		}
		return ""
	}
	if n == c.root {
		return ""
	}
	// Inside a <main> or an <article>, a header or footer is the
	// article's own (its title, its date); when the whole body is the
	// article, they are the site's.
	if c.root != nil && c.root.DataAtom == atom.Body {
		switch n.DataAtom {
		case atom.Header:
			return corpus.CategoryNavigation
		case atom.Footer:
			return corpus.CategoryBoilerplate
		}
	}
	return c.chromeWord(n)
}

// attrWords splits class, id, role and aria-label into words.
var attrWordRE = regexp.MustCompile(`[a-z]+`)

func (c *htmlConv) chromeWord(n *html.Node) string {
	for _, a := range n.Attr {
		switch a.Key {
		case "class", "id", "role", "aria-label":
			for _, w := range attrWordRE.FindAllString(strings.ToLower(a.Val), -1) {
				if cat, ok := c.v.chrome[w]; ok {
					return cat
				}
			}
		}
	}
	return ""
}

// altSymbolRE is a symbol as the text form writes it inside braces: W U
// B R G C X Y Z S T Q E P, numbers, hybrids and Phyrexian halves.
var altSymbolRE = regexp.MustCompile(`^(?:[WUBRGCXYZSTQEP]|\d{1,2}|½|∞)(?:/(?:[WUBRGCP]|2))?$`)

// manaSymbol returns the symbol an image stands for: its alt (or title)
// "{R}", "R", "2/W" or a name of documents.json ("Red", "Tap").
func (c *htmlConv) manaSymbol(n *html.Node) (string, bool) {
	for _, key := range []string{"alt", "title"} {
		a := strings.TrimSpace(attr(n, key))
		if a == "" {
			continue
		}
		inner := strings.ToUpper(strings.TrimSuffix(strings.TrimPrefix(a, "{"), "}"))
		if altSymbolRE.MatchString(inner) {
			return "{" + inner + "}", true
		}
		if sym, ok := c.v.mana[strings.Join(strings.Fields(strings.ToLower(a)), " ")]; ok {
			return "{" + sym + "}", true
		}
	}
	return "", false
}

func attr(n *html.Node, key string) string {
	if n == nil {
		return ""
	}
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

// collapseSpace turns every run of HTML white space (not no-break spaces)
// into one space.
func collapseSpace(s string) string {
	if !strings.ContainsAny(s, "\t\n\r\f") && !strings.Contains(s, "  ") {
		return s
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		if slices.Contains([]rune{' ', '\t', '\n', '\r', '\f'}, r) {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}
