package ingest

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// renderPage renders a text document as the publisher's site would serve
// it: a page with a cookie banner, a site header and menu, breadcrumbs, a
// share bar inside the article, a related-articles aside, a footer,
// scripts and style sheets; in the article, "#" headings as h1–h6,
// bullets as ul/li, table rows as a table, separators as hr, a run of
// lines as a paragraph with br, each extra blank line as an empty
// paragraph, emphasis as em/strong, links as a, and mana symbols as
// images whose alt is the symbol.
func renderPage(lang, text string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="%s">
<head>
  <meta charset="utf-8">
  <title>Magic: The Gathering | Actualités &amp; Notes</title>
  <link rel="stylesheet" href="/static/site.css">
  <style>
    .mana-symbol { height: 1em; vertical-align: middle }
    .share-bar a { margin: 0 .5em }
  </style>
  <script>window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);} gtag('js', new Date());</script>
</head>
<body class="page-article">
  <div id="cookie-consent" class="cookie-banner" role="dialog">
    <p>Nous utilisons des cookies pour améliorer votre expérience&nbsp;!</p>
    <button type="button">Accepter</button> <button type="button">Refuser</button>
  </div>
  <a class="skip-link" href="#main">Aller au contenu</a>
  <header class="site-header">
    <a href="/" class="logo"><img src="/logo.svg" alt="Magic: The Gathering"></a>
    <nav aria-label="Menu principal"><ul>
      <li><a href="/news">Actualités</a></li><li><a href="/formats">Formats</a></li>
      <li><a href="/rules">Règles</a></li><li><a href="/login">Se connecter</a></li>
    </ul></nav>
    <form role="search"><input type="search" placeholder="Rechercher"><button>Rechercher</button></form>
  </header>
  <main id="main">
    <nav class="breadcrumbs" aria-label="breadcrumb"><ol>
      <li><a href="/">Accueil</a></li><li><a href="/news">Actualités</a></li><li>Notes</li>
    </ol></nav>
    <article class="article-body">
`, lang)
	blocks := textBlocks(text)
	for i, bl := range blocks {
		for range bl.extraBlank {
			b.WriteString("<p></p>\n")
		}
		renderBlock(&b, bl.lines)
		if i == 0 {
			b.WriteString(`<div class="share-bar"><span>Partager</span>
  <a href="https://www.facebook.com/sharer"><img src="/fb.svg" alt="Facebook"></a>
  <a href="https://twitter.com/intent/tweet">Twitter</a></div>
`)
		}
	}
	b.WriteString(`    </article>
    <aside class="related-articles"><h2>À lire aussi</h2><ul>
      <li><a href="/news/1">Les nouveautés de la saison</a></li><li><a href="/news/2">Le guide du débutant</a></li>
    </ul></aside>
  </main>
  <footer class="site-footer">
    <p>© 1993-2024 Wizards of the Coast LLC, filiale de Hasbro, Inc. Tous droits réservés.</p>
    <ul><li><a href="/legal">Mentions légales</a></li><li><a href="/privacy">Confidentialité</a></li></ul>
  </footer>
  <script src="/static/app.js"></script>
  <script>
    document.querySelectorAll('.share-bar a').forEach(function (a) {
      a.addEventListener('click', function () { gtag('event', 'share'); });
    });
  </script>
  <noscript><p>Activez JavaScript.</p></noscript>
</body>
</html>
`)
	return b.String()
}

type textBlock struct {
	extraBlank int // blank lines before the block beyond the one that separates blocks
	lines      []string
}

// textBlocks splits text into runs of non-blank lines.
func textBlocks(text string) []textBlock {
	var (
		out   []textBlock
		cur   textBlock
		blank = -1 // blank lines since the last block; -1 before the first
	)
	for _, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) == "" {
			if len(cur.lines) > 0 {
				out = append(out, cur)
				cur = textBlock{}
				blank = 0
			}
			if blank >= 0 {
				blank++
			}
			continue
		}
		if len(cur.lines) == 0 && blank > 1 {
			cur.extraBlank = blank - 1
		}
		cur.lines = append(cur.lines, l)
	}
	if len(cur.lines) > 0 {
		out = append(out, cur)
	}
	return out
}

// renderBlock renders one run of lines.
func renderBlock(b *strings.Builder, lines []string) {
	for i := 0; i < len(lines); {
		l := lines[i]
		switch {
		case headingLevel(l) > 0:
			n, t, _ := heading(l)
			fmt.Fprintf(b, "<h%d>%s</h%d>\n", n, inlineHTML(t), n)
			i++
		case separator(l):
			b.WriteString("<hr>\n")
			i++
		case isBullet(l):
			b.WriteString("<ul>\n")
			for ; i < len(lines) && isBullet(lines[i]); i++ {
				t, _ := bullet(lines[i])
				fmt.Fprintf(b, "  <li>%s</li>\n", inlineHTML(t))
			}
			b.WriteString("</ul>\n")
		case strings.HasPrefix(strings.TrimSpace(l), "|"):
			b.WriteString("<table>\n")
			for ; i < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i]), "|"); i++ {
				cells := strings.Split(strings.Trim(strings.TrimSpace(lines[i]), "|"), "|")
				if tableRule.MatchString(lines[i]) {
					continue
				}
				b.WriteString("<tr>")
				for _, c := range cells {
					fmt.Fprintf(b, "<td>%s</td>", inlineHTML(strings.TrimSpace(c)))
				}
				b.WriteString("</tr>\n")
			}
			b.WriteString("</table>\n")
		default:
			b.WriteString("<p>")
			for first := true; i < len(lines) && plainLine(lines[i]); i++ {
				if !first {
					b.WriteString("<br>\n")
				}
				first = false
				b.WriteString(inlineHTML(strings.TrimSpace(lines[i])))
			}
			b.WriteString("</p>\n")
		}
	}
}

var tableRule = regexp.MustCompile(`^\s*\|(\s*:?-+:?\s*\|)+\s*$`)

func headingLevel(l string) int {
	n, _, ok := heading(l)
	if !ok {
		return 0
	}
	return n
}

func isBullet(l string) bool {
	_, ok := bullet(l)
	return ok && !separator(l)
}

func plainLine(l string) bool {
	return headingLevel(l) == 0 && !separator(l) && !isBullet(l) && !strings.HasPrefix(strings.TrimSpace(l), "|")
}

var (
	renderMana   = regexp.MustCompile(`\{([^{}\s\\$]{1,5})\}`)
	renderBold   = regexp.MustCompile(`\*\*([^*]+)\*\*`)
	renderItalic = regexp.MustCompile(`\*([^*\s][^*]*?)\*`)
	spaceRun     = regexp.MustCompile(`  +`)
	renderLink   = regexp.MustCompile(`\[([^\]]+)\]\((https?://[^)\s]+)\)`)
)

// inlineHTML escapes a line and renders its markup and mana symbols.
func inlineHTML(s string) string {
	s = html.EscapeString(s)
	s = renderLink.ReplaceAllString(s, `<a href="$2">$1</a>`)
	s = renderMana.ReplaceAllStringFunc(s, func(m string) string {
		sym := m[1 : len(m)-1]
		return fmt.Sprintf(`<img class="mana-symbol" src="/svg/%s.svg" alt="{%s}">`, strings.ReplaceAll(sym, "/", ""), sym)
	})
	s = renderBold.ReplaceAllString(s, "<strong>$1</strong>")
	s = renderItalic.ReplaceAllString(s, "<em>$1</em>")
	// No-break spaces as a web page writes them: before French colons,
	// and where a run of spaces must be kept.
	s = strings.ReplaceAll(s, " :", "&nbsp;:")
	return spaceRun.ReplaceAllStringFunc(s, func(m string) string { return " " + strings.Repeat("&nbsp;", len(m)-1) })
}

// htmlView is what must be the same whether a document is read as text or
// as HTML: every element's id, names, costs, texts and rulings, and the
// document's identity, without line numbers (a page's lines are not the
// text's).
func htmlView(kb *corpus.KB) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	for _, d := range kb.Documents {
		add("doc %s %s %s %s %q %q %q", d.ID, d.Lang, d.Kind, d.Set, d.SetName, d.Title, d.Modified)
	}
	rulings := func(rs []corpus.Ruling) string {
		var b strings.Builder
		for _, r := range rs {
			fmt.Fprintf(&b, "\n    %s %q", r.ID, r.Text)
		}
		return b.String()
	}
	for _, c := range kb.Cards {
		add("card %s %s %s %q %q %q layout=%s pt=%s loyalty=%s text=%q modes=%q faces=%d%s", c.ID, c.Section, c.Set, c.Name, c.ManaCost, c.TypeLine,
			c.Layout, c.PT, c.Loyalty, c.Text, c.Modes, len(c.Faces), rulings(c.Rulings))
	}
	for _, s := range kb.Sections {
		add("section %s %q %s %d %s %q text=%q cards=%v rules=%v%s", s.ID, s.Title, s.Kind, s.Level, s.Parent, s.Mechanic, s.Text, s.Cards, s.Rules, rulings(s.Rulings))
	}
	for _, g := range kb.Glossary {
		add("glossary %s %q %q %v", g.ID, g.Term, g.Text, g.SeeAlso)
	}
	for _, r := range kb.Rules {
		add("rule %s %s %q %q %q %s", r.ID, r.Number, r.Title, r.Text, r.Examples, r.Section)
	}
	return out
}

// TestHTMLSameAsText renders each embedded document as a web page and
// checks that reading the page gives the knowledge base the text gives
// (ids, names, costs, texts, rulings, sections, glossary, rules), with
// every line of the page accounted for and its furniture categorised.
func TestHTMLSameAsText(t *testing.T) {
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	// The unseen release notes of testdata as well as the embedded five.
	for _, name := range []string{"orv-release-notes.fr.txt", "orv-release-notes.it.txt", "kdr-release-notes.fr.txt", "atd-release-notes.en.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", "orv", name))
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, corpus.Source{Name: name, Data: data})
	}
	for i, src := range srcs {
		t.Run(src.Name, func(t *testing.T) {
			want, _, err := Parse([]corpus.Source{src})
			if err != nil {
				t.Fatal(err)
			}
			page := renderPage(want.Documents[0].Lang, string(src.Data))
			// A name that says nothing: the page's metadata comes from
			// its content too.
			name := fmt.Sprintf("saved/page-%d.html", i)
			got, rep, err := Parse([]corpus.Source{{Name: name, Data: []byte(page)}})
			if err != nil {
				t.Fatal(err)
			}
			if n := rep.Unaccounted(); n != 0 {
				t.Errorf("%d unaccounted lines: %v", n, rep.Docs[0].Unaccounted)
			}
			cats := rep.Docs[0].Categories
			if cats[corpus.CategoryNavigation] < 10 || cats[corpus.CategoryBoilerplate] < 8 || cats[corpus.CategoryPageCode] < 6 {
				t.Errorf("page furniture not categorised: %v", cats)
			}
			for _, d := range rep.Diagnostics {
				if strings.Contains(d.Msg, "claimed by") {
					t.Errorf("%v", d)
				}
			}
			w, g := htmlView(want), htmlView(got)
			g[0] = strings.Replace(g[0], fmt.Sprintf("%q", name[len("saved/"):]), fmt.Sprintf("%q", src.Name), 1)
			if len(w) != len(g) {
				t.Errorf("%d elements from the page, %d from the text", len(g), len(w))
			}
			diffs := 0
			for j := 0; j < min(len(w), len(g)) && diffs < 5; j++ {
				if w[j] != g[j] {
					t.Errorf("element %d:\ntext: %s\nhtml: %s", j, w[j], g[j])
					diffs++
				}
			}
		})
	}
}

// TestHTMLLines checks the conversion of a page to lines.
func TestHTMLLines(t *testing.T) {
	tests := []struct {
		name, page string
		want       []string // "category|line"; "|" alone is a blank line
	}{
		{
			name: "chrome and article",
			page: `<!doctype html><html><head><title>T</title><style>a{}
b{}</style></head><body><div class="cookie-banner"><p>Cookies !</p></div>
<header><nav><ul><li><a href="/">Accueil</a></li></ul></nav></header>
<main><h1>Notes de publication <em>Les Plaines</em></h1><div class="share-bar"><a href="https://x.example/s">Partager</a></div>
<p>Nom<br><img alt="{1}"> <img alt="W"><img alt="Blanc"> <img alt="{2/W}"><img alt="tap"><img src="x.png" alt="Une illustration"><br>Vol <i>(Reminder.) </i></p>
<p></p><ul><li><b>ERRATUM</b>&nbsp;: texte&amp;co</li><li>Voir <a href="https://magic.wizards.com/fr">le site</a>.</li></ul>
<ol start="3"><li>trois</li><li>quatre</li></ol><table><tr><th>A</th><th></th></tr><tr><td>b</td><td>c</td></tr></table><hr><h3>Fin</h3></main>
<footer><p>© 2024</p></footer><script>x()</script></body></html>`,
			want: []string{
				"boilerplate|T", "|", "page-code|a{}", "page-code|b{}", "|", "boilerplate|Cookies !", "|", "navigation|- Accueil", "|",
				"|# Notes de publication *Les Plaines*", "|", "boilerplate|Partager", "|",
				"|Nom", "|{1} {W}{W} {2/W}{T}", "|Vol *(Reminder.)*", "|", "|",
				"|- **ERRATUM** : texte&co", "|- Voir [le site](https://magic.wizards.com/fr).", "|",
				"|3. trois", "|4. quatre", "|", "|| A |  |", "|| b | c |", "|", "|---", "|", "|### Fin", "|",
				"boilerplate|© 2024", "|", "page-code|x()",
			},
		},
		{
			name: "no main: the body, its header and footer furniture",
			page: `<html><body><header>Menu</header><p>Texte <strong>gras
sur deux lignes</strong><br>suite</p><footer>Pied</footer></body></html>`,
			want: []string{"navigation|Menu", "|", "|Texte **gras sur deux lignes**", "|suite", "|", "boilerplate|Pied"},
		},
		{
			name: "emphasis across a line break and empty emphasis",
			page: `<article><p><em>un<br>deux</em> <em> </em><strong></strong>trois</p><pre>a  b
c</pre></article>`,
			want: []string{"|*un*", "|*deux* trois", "|", "|a  b", "|c"},
		},
		{
			name: "a link across a line break is text (found by fuzzing)",
			page: `<main><p>Voir <a href="https://x.example/">un<br>deux</a> <a href="https://y.example/"><em>trois</em></a></p></main>`,
			want: []string{"|Voir un", "|deux [*trois*](https://y.example/)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, owners, _, err := htmlLines("t.html", []byte(tt.page))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, l := range lines {
				got = append(got, owners[i].Category+"|"+l)
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestIsHTML(t *testing.T) {
	tests := []struct {
		name, data string
		want       bool
	}{
		{"a.html", "Du texte", true},
		{"a.HTM", "", true},
		{"a.txt", "\xef\xbb\xbf  <!DOCTYPE html><html>", true},
		{"a.txt", "<!-- saved from url -->\n<html lang=fr>", true},
		{"a", "<BODY><p>x</p>", true},
		{"a.txt", "Notes de publication\n<html> est un mot.", false},
		{"a.txt", "<!-- jamais fermé", false},
		{"a.txt", "- <b>gras</b>", false},
	}
	for _, tt := range tests {
		if got := isHTML(tt.name, []byte(tt.data)); got != tt.want {
			t.Errorf("isHTML(%q, %q) = %v", tt.name, tt.data, got)
		}
	}
}

// TestHTMLBadInput: a page without article text is an error naming it;
// tag soup and damaged bytes are read as well as they can be.
func TestHTMLBadInput(t *testing.T) {
	_, _, err := Parse([]corpus.Source{{Name: "x/dsk-release-notes.fr.html", Data: []byte("<html><nav>Menu</nav><script>x()</script></html>")}})
	if err == nil || !strings.Contains(err.Error(), "x/dsk-release-notes.fr.html:1: web page has no article text") {
		t.Errorf("err = %v", err)
	}
	kb, rep, err := Parse([]corpus.Source{{Name: "soup.html", Data: []byte("<html><p>Nouvelle mécanique <b>des <i>Plaines</b> de Verre\n<p>Les cartes portant le code d'extension PDV sont légales dans le format Standard, et vous pouvez les jouer \xff dans la plupart des tournois.<li>un</ul></table>")}})
	if err != nil {
		t.Fatal(err)
	}
	if kb.Documents[0].ID != "pdv-fr" || rep.Unaccounted() != 0 || !hasDiag(rep, "soup.html", 3, "invalid UTF-8") {
		t.Errorf("document %s, %d unaccounted, diagnostics %v", kb.Documents[0].ID, rep.Unaccounted(), rep.Diagnostics)
	}
}
