package api

import (
	"html/template"
	"strings"
)

// manaAsset returns the file name under /static/mana/ of a mana symbol
// written between braces ("2", "R", "W/U", "G/P", "T"), and whether there is
// one. Hybrid and Phyrexian symbols drop their slash: {W/U} is WU.svg.
func manaAsset(sym string) (string, bool) {
	name := strings.ReplaceAll(strings.ToUpper(sym), "/", "")
	if len(name) == 0 || len(name) > 2 {
		return "", false
	}
	if _, ok := manaAssets[name]; !ok {
		return "", false
	}
	return name + ".svg", true
}

// manaAssets lists the symbols drawn in templates/static/mana (see
// templates/mana_gen.go).
var manaAssets = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, s := range strings.Fields("W U B R G C X Y Z S E T Q " +
		"WP UP BP RP GP 2W 2U 2B 2R 2G WU WB UB UR BR BG RG RW GW GU " +
		"0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20") {
		m[s] = struct{}{}
	}
	return m
}()

// manaImages draws mana symbols as the images of the static mana
// directory, whose URL ("/static/mana/") dir is, built from the static
// route.
type manaImages struct{ dir string }

// src is the URL of a symbol's image, asset as manaAsset names it.
func (m manaImages) src(asset string) string { return m.dir + asset }

// writeText writes s HTML-escaped, drawing each known mana symbol ({2},
// {R}, {W/U}, {T} …) as its image with the braces as alternative text, so
// that copying the text gives back "{2}{R}". Unknown braces stay text.
func (m manaImages) writeText(b *strings.Builder, s string) {
	for {
		open := strings.IndexByte(s, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(s[open:], '}')
		if end < 0 {
			break
		}
		end += open
		asset, ok := manaAsset(s[open+1 : end])
		if !ok {
			b.WriteString(template.HTMLEscapeString(s[:open+1]))
			s = s[open+1:]
			continue
		}
		b.WriteString(template.HTMLEscapeString(s[:open]))
		b.WriteString(`<img class="ms" src="`)
		b.WriteString(template.HTMLEscapeString(m.src(asset)))
		b.WriteString(`" alt="`)
		b.WriteString(template.HTMLEscapeString(s[open : end+1]))
		b.WriteString(`" width="16" height="16">`)
		s = s[end+1:]
	}
	b.WriteString(template.HTMLEscapeString(s))
}

// html draws a mana cost such as "{2}{R}{R}" or a room's
// "{U} // {4}{U}".
func (m manaImages) html(cost string) template.HTML {
	var b strings.Builder
	m.writeText(&b, cost)
	return template.HTML(b.String())
}
