package api

import (
	"html/template"
	"strings"

	"github.com/arbitre/arbitre/index"
	"github.com/labstack/echo/v4"
)

// snippetHTML makes a search snippet read as the card does: mana symbols
// ("{R}{R}") drawn as on the card page, and the line breaks of the text
// (the type line, then the rules text) kept as such rather than run
// together ("humain et éclairé Angoisse —").
func (s *Server) snippetHTML(snippet string) template.HTML {
	safe := string(safeSnippet(snippet))
	var b strings.Builder
	b.Grow(len(safe) + 32)
	for i, line := range strings.Split(safe, "\n") {
		if i > 0 {
			b.WriteString(`<br>`)
		}
		b.WriteString(s.manaSymbols(line))
	}
	return template.HTML(b.String())
}

// manaSymbols draws each known mana symbol ({2}, {R}, {T} …) of already
// escaped HTML as the card page does, the braces as alternative text;
// unknown braces stay text.
func (s *Server) manaSymbols(h string) string {
	if !strings.Contains(h, "{") {
		return h
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(h, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(h[open:], '}')
		if end < 0 {
			break
		}
		end += open
		asset, ok := manaAsset(h[open+1 : end])
		if !ok {
			b.WriteString(h[:open+1])
			h = h[open+1:]
			continue
		}
		b.WriteString(h[:open])
		b.WriteString(`<img class="ms" src="`)
		b.WriteString(template.HTMLEscapeString(s.mana.src(asset)))
		b.WriteString(`" alt="`)
		b.WriteString(h[open : end+1])
		b.WriteString(`" width="16" height="16">`)
		h = h[end+1:]
	}
	b.WriteString(h)
	return b.String()
}

// apiWarnings are a result's warnings for an API request: in English,
// or in the language it asks for with ?hl=.
func apiWarnings(c echo.Context, res *index.Result) []string {
	if res.Warnings == nil {
		return []string{}
	}
	if tr := apiTr(c); tr != "en" {
		return resultWarnings(res, tr)
	}
	return res.Warnings
}
