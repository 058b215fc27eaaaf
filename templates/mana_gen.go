//go:build ignore

// mana_gen writes the mana-symbol images, static/mana/*.svg: one small SVG
// per symbol of the {…} notation, drawn from circles, letters and a few
// paths, so that the pages need no icon font and nothing from elsewhere.
//
//	go run mana_gen.go
package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
)

// Colours of the five colours and of generic mana, as on printed cards.
var fill = map[string]string{
	"W": "#f8f6d8", "U": "#c1d7e9", "B": "#bab1ab", "R": "#e49977", "G": "#a3c095", "C": "#cac5c0",
}

const ink = "#0d0f0f"

func circle(color string) string {
	return fmt.Sprintf(`<circle cx="16" cy="16" r="15" fill="%s" stroke="%s" stroke-width="1"/>`, color, ink)
}

func letter(s string, size int) string {
	return fmt.Sprintf(`<text x="16" y="%d" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="%d" fill="%s">%s</text>`,
		16+size*35/100, size, ink, s)
}

// half draws a hybrid symbol: a circle split on the diagonal, a top-left
// colour and a bottom-right one, each with its letter.
func half(a, b, la, lb string) string {
	return fmt.Sprintf(`<path d="M4.7 27.3A15 15 0 0 1 27.3 4.7Z" fill="%s"/>`, fill[a]) +
		fmt.Sprintf(`<path d="M27.3 4.7A15 15 0 0 1 4.7 27.3Z" fill="%s"/>`, fill[b]) +
		fmt.Sprintf(`<circle cx="16" cy="16" r="15" fill="none" stroke="%s" stroke-width="1"/>`, ink) +
		fmt.Sprintf(`<line x1="4.7" y1="27.3" x2="27.3" y2="4.7" stroke="%s" stroke-width="0.8"/>`, ink) +
		fmt.Sprintf(`<text x="11" y="15" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="11" fill="%s">%s</text>`, ink, la) +
		fmt.Sprintf(`<text x="21" y="26" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="11" fill="%s">%s</text>`, ink, lb)
}

// phyrexian draws the Phyrexian mark: an oval crossed by a vertical bar.
const phyrexian = `<ellipse cx="16" cy="16" rx="7" ry="8.5" fill="none" stroke="` + ink + `" stroke-width="2.4"/>` +
	`<line x1="16" y1="4.5" x2="16" y2="27.5" stroke="` + ink + `" stroke-width="2.4"/>`

// tap draws the tap symbol: a bent arrow.
const tap = `<path d="M9 24 L9 13 Q9 9 13 9 L19 9 L19 5.5 L25.5 11 L19 16.5 L19 13 L13 13 L13 24 Z" fill="` + ink + `"/>`

// untap draws the untap symbol: a white arrow on black.
const untap = `<path d="M23 8 L23 19 Q23 23 19 23 L13 23 L13 26.5 L6.5 21 L13 15.5 L13 19 L19 19 L19 8 Z" fill="#ffffff"/>`

func svg(title, body string) []byte {
	return []byte(fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" role="img"><title>%s</title>%s</svg>
`, title, body))
}

func main() {
	dir := filepath.Join("static", "mana")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatal(err)
	}
	out := map[string][]byte{}
	for _, c := range []string{"W", "U", "B", "R", "G"} {
		out[c] = svg("{"+c+"}", circle(fill[c])+letter(c, 18))
		out[c+"P"] = svg("{"+c+"/P}", circle(fill[c])+phyrexian)
		out["2"+c] = svg("{2/"+c+"}", half("C", c, "2", c))
	}
	out["C"] = svg("{C}", circle(fill["C"])+`<path d="M16 7 L25 16 L16 25 L7 16 Z" fill="none" stroke="`+ink+`" stroke-width="2.4"/>`)
	for i := 0; i <= 20; i++ {
		s := strconv.Itoa(i)
		size := 18
		if i >= 10 {
			size = 15
		}
		out[s] = svg("{"+s+"}", circle(fill["C"])+letter(s, size))
	}
	for _, v := range []string{"X", "Y", "Z"} {
		out[v] = svg("{"+v+"}", circle(fill["C"])+letter(v, 18))
	}
	out["S"] = svg("{S}", circle(fill["C"])+`<path d="M16 6 L17.5 14.5 L26 16 L17.5 17.5 L16 26 L14.5 17.5 L6 16 L14.5 14.5 Z" fill="`+ink+`"/>`)
	out["E"] = svg("{E}", circle(fill["C"])+letter("E", 18))
	out["T"] = svg("{T}", circle(fill["C"])+tap)
	out["Q"] = svg("{Q}", `<circle cx="16" cy="16" r="15" fill="`+ink+`"/>`+untap)
	for _, p := range [][2]string{{"W", "U"}, {"W", "B"}, {"U", "B"}, {"U", "R"}, {"B", "R"}, {"B", "G"}, {"R", "G"}, {"R", "W"}, {"G", "W"}, {"G", "U"}} {
		out[p[0]+p[1]] = svg("{"+p[0]+"/"+p[1]+"}", half(p[0], p[1], p[0], p[1]))
	}
	for name, b := range out {
		if err := os.WriteFile(filepath.Join(dir, name+".svg"), b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
