package ingest

import (
	"bufio"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// The documents of testdata/orv are release notes of a set the parser was
// not written against ("Les Brumes d'Orvanne" / "Le Nebbie di Orvanne",
// code ORV, fictitious), written for these tests: every card layout, a
// planeswalker, a saga, a modal spell, schemes, Commander and special-guest
// cards with their own codes, a card printed twice, and surfaces unlike
// Duskmourn's. The French one is laid out like older notes: "Nom de carte :"
// lines, costs without braces ("2W", "5"), "*" bullets with hard-wrapped
// continuation lines, "-----" separators, no blank lines inside entries,
// page numbers with running heads. The Italian one, a later revision with a
// few more rulings, is a saved web page: markdown headings on names, costs
// with spaces, labelled loyalty and defense ("Fedeltà: 4"), "•" bullets,
// "___" separators, "Torna all'inizio" links, other part headings. The
// French one is also saved as a web page (orv-release-notes.fr.html).
// *.expected.tsv are the hand-written expectations, one line per card.

// unseenPath is where an unseen document or expectation file is:
// testdata/orv, or testdata/thalmire for the documents of issue 25, kept
// apart because other packages' tests align every set of testdata/orv.
func unseenPath(file string) string {
	if strings.HasPrefix(file, "thalmire") || strings.HasPrefix(file, "thm-") {
		return filepath.Join("testdata", "thalmire", file)
	}
	return filepath.Join("testdata", "orv", file)
}

func parseUnseen(t *testing.T, file string) (*corpus.KB, *Report) {
	t.Helper()
	b, err := os.ReadFile(unseenPath(file))
	if err != nil {
		t.Fatal(err)
	}
	kb, rep, err := Parse([]corpus.Source{{Name: file, Data: b}})
	if err != nil {
		t.Fatal(err)
	}
	return kb, rep
}

var unseenDocs = []struct {
	file, expected, golden string
	sections               map[string]int // cards per section
	// guesses: the printings of the two modal double-faced cards (one is
	// also an example in the general notes), whose layout no rule of
	// layouts.json names (a land back face; two castable faces that are not
	// both instants or sorceries), read from their faces' costs.
	guesses int
}{
	{"orv-release-notes.fr.txt", "orv-fr.expected.tsv", "orv/orv-fr.golden",
		map[string]int{"main": 30, "special-guests": 3, "commander": 5, "archenemy": 4}, 3},
	{"orv-release-notes.it.txt", "orv-it.expected.tsv", "orv/orv-it.golden",
		map[string]int{"main": 30, "special-guests": 3, "commander": 5, "archenemy": 4}, 3},
	// The French document as a web page: one paragraph per line, the
	// bullets a list, costs as mana-symbol images, the page numbers gone,
	// site chrome around the article.
	{"orv-release-notes.fr.html", "orv-fr.expected.tsv", "orv/orv-fr-html.golden",
		map[string]int{"main": 30, "special-guests": 3, "commander": 5, "archenemy": 4}, 3},
	// A third set's notes, written after the parser was made general and
	// run blind: bold names, "Force/Endurance :", "Loyauté :" and
	// "Défense :" labels, en-dash bullets, "* * *" separators, doors each
	// with their type line, a card reprinted in the Commander part. The
	// blind run got 12 of 12 names and costs, 11 of 12 ruling counts (the
	// Commander card's modes, spaced out by blank lines, took a mode for a
	// ruling), 12 of 12 layouts and stats; the mode rule was fixed for it.
	// The one guess is the keyword section the term table does not know.
	{"kdr-release-notes.fr.txt", "kdr-fr.expected.tsv", "orv/kdr-fr.golden",
		map[string]int{"main": 10, "commander": 2}, 1},
	// A fourth set's notes, in Italian, as a magazine's web page, written
	// blind after the three above: part headings in sentence case ("Note
	// generali"), each entry one paragraph broken by <br> with the name in
	// bold, split cards and rooms named, costed and typed on one line
	// each ("Fuoco // Cenere", "{1}{R} // {3}{B}", "Stregoneria //
	// Stregoneria"), "Fedeltà iniziale:" and "Difesa:" labels, meld halves
	// whose text says "fondili", a token, a scheme, a card reprinted in the
	// Commander part, cookie banner, breadcrumbs, sidebar and share bar.
	// The blind run got 20 of 22 cards (90.9% name and cost), 77.3% ruling
	// counts and 81.8% layouts and stats; three general fixes brought it to
	// 100%: part headings marked as headings may be in any case, an entry
	// may name, cost and type all its faces on one line each, and two
	// cards printing the same back face are meld halves. The guesses: the
	// mechanic the term table does not know, the modal card's layout.
	{"vld-release-notes.it.html", "vld-it.expected.tsv", "orv/vld-it-html.golden",
		map[string]int{"main": 19, "commander": 2, "archenemy": 1}, 2},
	// A fifth, in English (a language of the term table the embedded
	// documents do not use), as text extracted from a PDF, written blind
	// after the fourth: "GENERAL NOTES" (the word for notes second), codes
	// before their phrase ("with the ACC set code"), the set's name before
	// "Release Notes", a date "March 3, 2033", running heads and page
	// numbers, "•" and "*"-less bullets, every layout but flip and meld.
	// The blind run read every card right (15 of 15 on every figure) but
	// not the document: the general part was taken for front matter (its
	// two sections lost), the Commander cards had the main set's code, no
	// set name, and the front matter's own date reader (a second one) did
	// not know "March 3, 2033". Fixed generally: the word for notes may
	// stand anywhere in a part heading, a code may precede its phrase, a
	// set name may precede the kind, and the front matter reads dates as
	// the metadata reader does. Guesses: the unknown keyword, the modal
	// card's layout.
	{"atd-release-notes.en.txt", "atd-en.expected.tsv", "orv/atd-en.golden",
		map[string]int{"main": 13, "commander": 2}, 2},
	// A sixth set, written for issue 25 as a new user would meet it, its
	// files named freely (no "<set>-<kind>.<lang>" name: the content
	// says everything). In Italian, as plain text: a title and part
	// headings underlined with "=" (setext), the compilers', translators'
	// and proofreaders' credits at the top and at the end, a release
	// date "venerdì 13 febbraio 2026", a paragraph on the Commander decks
	// at the head of their part, stats printed after the rules text as
	// the card prints them (bottom right), a battle whose back face
	// follows "//" with its own stats, a snow basic land ("Terra Base
	// Neve"), names ending in "…" and "?". Before the fix: seven
	// unaccounted lines, exit status 1, the battle split in two cards
	// (its rulings given to the back face), "4/3" a line of rules text,
	// the land no card, no release date. The guess: the unknown keyword.
	{"thalmire-note-it.txt", "thm-it.expected.tsv", "thalmire/thm-it.golden",
		map[string]int{"main": 8, "commander": 2}, 1},
	// The same set in French, as text copied from the publisher's page
	// with the site's furniture ("Passer au contenu principal", "Menu",
	// "Rechercher", a breadcrumb, "Partager", the footer's links), the
	// title after the set's name ("Les Échos de Thalmire : notes de
	// publication"), "Date de sortie : vendredi 13 février 2026". Before:
	// the title was the navigation line, no set name, no release date,
	// ten unaccounted lines.
	{"thalmire-notes-fr.txt", "thm-fr.expected.tsv", "thalmire/thm-fr.golden",
		map[string]int{"main": 8, "commander": 2}, 1},
	// The Italian notes as the publisher's web page: one paragraph per
	// line, costs as mana-symbol images, part headings in sentence case
	// (h2), the stats a paragraph after the text, the credits paragraphs
	// in the article, a skip link, a search form and a footer around it.
	// Before: the battle split in two, "//" reported outside a room's
	// halves, ten cards' stats read as text, four unaccounted lines, no
	// release date.
	{"thalmire-note-it.html", "thm-it.expected.tsv", "thalmire/thm-it-html.golden",
		map[string]int{"main": 8, "commander": 2}, 1},
}

func TestUnseenGolden(t *testing.T) {
	for _, d := range unseenDocs {
		t.Run(d.file, func(t *testing.T) {
			kb, rep := parseUnseen(t, d.file)
			if n := rep.Unaccounted(); n != 0 {
				t.Errorf("%d unaccounted lines: %v", n, rep.Docs[0].Unaccounted)
			}
			if g := len(rep.Docs[0].Guesses); g != d.guesses {
				t.Errorf("%d guesses, want %d: %v", g, d.guesses, rep.Docs[0].Guesses)
			}
			got := map[string]int{}
			for _, c := range kb.Cards {
				got[c.Section]++
			}
			for s, n := range d.sections {
				if got[s] != n {
					t.Errorf("section %s: %d cards, want %d", s, got[s], n)
				}
			}
			checkGolden(t, d.golden, kb)
		})
	}
}

// TestUnseenSetCodes checks that the codes of the Commander, special-guest
// and Archenemy parts are the ones the legality paragraph gives, not
// derived from the main set's.
func TestUnseenSetCodes(t *testing.T) {
	codes := map[string]map[string]string{
		"orv": {"main": "orv", "special-guests": "osp", "commander": "ovc", "archenemy": "oar"},
		"kdr": {"main": "kdr", "commander": "kdc"},
		"vld": {"main": "vld", "commander": "vlc", "archenemy": "archenemy"},
		"atd": {"main": "atd", "commander": "acc"},
		"tha": {"main": "thm", "commander": "thc"},
	}
	for _, d := range unseenDocs {
		want := codes[d.file[:3]]
		kb, _ := parseUnseen(t, d.file)
		for _, c := range kb.Cards {
			if w, ok := want[c.Section]; !ok || c.Set != w {
				t.Errorf("%s: %s in %s has set %q, want %q", d.file, c.Name, c.Section, c.Set, w)
			}
		}
	}
}

// cardsInOrder returns a function giving, name after name, the cards of
// kb so named in document order: an expectation file lists a card printed
// in two parts (a Commander reprint) twice, in that order.
func cardsInOrder(kb *corpus.KB) func(name string) *corpus.Card {
	seen := map[string]int{}
	return func(name string) *corpus.Card {
		k := seen[name]
		seen[name]++
		for i := range kb.Cards {
			if kb.Cards[i].Name != name {
				continue
			}
			if k == 0 {
				return &kb.Cards[i]
			}
			k--
		}
		return nil
	}
}

// expectedCard is one line of an expectation file.
type expectedCard struct {
	name, cost, layout, pt, loyalty, defense string
	rulings                                  int
}

func readExpected(t *testing.T, file string) []expectedCard {
	t.Helper()
	f, err := os.Open(unseenPath(file))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []expectedCard
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		c := strings.Split(line, "\t")
		if len(c) != 7 {
			t.Fatalf("%s:%d: %d columns, want 7", file, n, len(c))
		}
		r, err := strconv.Atoi(c[6])
		if err != nil {
			t.Fatalf("%s:%d: %v", file, n, err)
		}
		out = append(out, expectedCard{c[0], c[1], c[2], c[3], c[4], c[5], r})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestUnseenAccuracy compares the parse with the hand-written expectations
// and reports the figures of issue 10's "Done when": the share of cards
// with the exact name and mana cost (at least 98%), the exact number of
// rulings (95%), and the right layout, P/T, loyalty and defense (95%).
func TestUnseenAccuracy(t *testing.T) {
	for _, d := range unseenDocs {
		t.Run(d.file, func(t *testing.T) {
			kb, _ := parseUnseen(t, d.file)
			next := cardsInOrder(kb)
			want := readExpected(t, d.expected)
			var nameCost, rulings, stats int
			for _, w := range want {
				c := next(w.name)
				if c == nil {
					t.Logf("missing: %s", w.name)
					continue
				}
				if c.ManaCost == w.cost {
					nameCost++
				} else {
					t.Logf("%s: mana cost %q, want %q", w.name, c.ManaCost, w.cost)
				}
				if len(c.Rulings) == w.rulings {
					rulings++
				} else {
					t.Logf("%s: %d rulings, want %d", w.name, len(c.Rulings), w.rulings)
				}
				if c.Layout == w.layout && c.PT == w.pt && c.Loyalty == w.loyalty && c.Defense == w.defense {
					stats++
				} else {
					t.Logf("%s: layout %s P/T %q loyalty %q defense %q, want %s %q %q %q",
						w.name, c.Layout, c.PT, c.Loyalty, c.Defense, w.layout, w.pt, w.loyalty, w.defense)
				}
			}
			n := float64(len(want))
			pct := func(k int) float64 { return 100 * float64(k) / n }
			t.Logf("%d cards: name and mana cost %.1f%%, rulings %.1f%%, layout/P/T/loyalty/defense %.1f%%",
				len(want), pct(nameCost), pct(rulings), pct(stats))
			if len(kb.Cards) != len(want) {
				t.Errorf("%d cards parsed, %d expected", len(kb.Cards), len(want))
			}
			if pct(nameCost) < 98 || pct(rulings) < 95 || pct(stats) < 95 {
				t.Errorf("below the issue's bar: name and cost %.1f%% (98), rulings %.1f%% (95), layout and stats %.1f%% (95)",
					pct(nameCost), pct(rulings), pct(stats))
			}
		})
	}
}

// TestErratumFlag checks that an erratum stays a ruling, flagged, however
// its marker is written ("**ERRATUM** :", "ERRATUM :", "ERRATA:").
func TestErratumFlag(t *testing.T) {
	flagged := func(kb *corpus.KB) []string {
		var out []string
		for _, c := range kb.Cards {
			for _, r := range c.Rulings {
				if slices.Contains(r.Flags, corpus.RulingErratum) {
					out = append(out, r.ID)
				}
			}
		}
		return out
	}
	kb, _ := parseEmbedded(t, "dsk-release-notes.fr.txt")
	if got, want := flagged(kb), []string{"dsk-fr-conseil-demoniaque-r1", "dsk-fr-planche-de-spiritisme-r1"}; !slices.Equal(got, want) {
		t.Errorf("dsk-fr errata %v, want %v", got, want)
	}
	for file, want := range map[string]string{
		"orv-release-notes.fr.txt": "orv-fr-loup-des-neiges-r2",
		"orv-release-notes.it.txt": "orv-it-lupo-delle-nevi-r2",
	} {
		kb, _ := parseUnseen(t, file)
		if got := flagged(kb); !slices.Equal(got, []string{want}) {
			t.Errorf("%s errata %v, want [%s]", file, got, want)
		}
	}
}

// TestUnseenSurfaces reads the unseen documents written in other ways --
// other bullets, no separators, a blank line after every line or none,
// braces on every cost, no "Nom de carte" labels, no heading marks -- and
// checks that every card is still read as expected and every line
// accounted for.
func TestUnseenSurfaces(t *testing.T) {
	type variant struct {
		name string
		f    func(string) []string
	}
	keep := func(l string) []string { return []string{l} }
	docs := []struct {
		file, expected string
		variants       []variant
	}{
		{"orv-release-notes.fr.txt", "orv-fr.expected.tsv", []variant{
			{"dash bullets", func(l string) []string {
				if strings.HasPrefix(l, "* ") {
					l = "- " + l[2:]
				}
				return keep(l)
			}},
			{"no separators", func(l string) []string {
				if l == "-----" {
					return []string{""}
				}
				return keep(l)
			}},
			{"blank line after every line", func(l string) []string { return []string{l, ""} }},
			{"costs in braces", func(l string) []string {
				if c, ok := bareCostLine(l); ok {
					l = c
				}
				return keep(l)
			}},
			{"no name labels", func(l string) []string { return keep(strings.TrimPrefix(l, "Nom de carte : ")) }},
		}},
		{"orv-release-notes.it.txt", "orv-it.expected.tsv", []variant{
			{"no blank lines", func(l string) []string {
				if strings.TrimSpace(l) == "" {
					return nil
				}
				return keep(l)
			}},
			{"no heading marks on names", func(l string) []string { return keep(strings.TrimPrefix(l, "### ")) }},
			{"star bullets", func(l string) []string {
				if strings.HasPrefix(l, "• ") {
					l = "* " + strings.TrimPrefix(l, "• ")
				}
				return keep(l)
			}},
			{"costs without spaces", func(l string) []string {
				if c, ok := manaCostLine(l); ok {
					l = c
				}
				return keep(l)
			}},
		}},
	}
	for _, d := range docs {
		b, err := os.ReadFile(filepath.Join("testdata", "orv", d.file))
		if err != nil {
			t.Fatal(err)
		}
		want := readExpected(t, d.expected)
		for _, v := range d.variants {
			t.Run(d.file+"/"+v.name, func(t *testing.T) {
				var out []string
				for _, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
					out = append(out, v.f(l)...)
				}
				data := strings.Join(out, "\n") + "\n"
				kb, rep, err := Parse([]corpus.Source{{Name: d.file, Data: []byte(data)}})
				if err != nil {
					t.Fatal(err)
				}
				if n := rep.Unaccounted(); n != 0 {
					t.Errorf("%d unaccounted lines", n)
				}
				next := cardsInOrder(kb)
				for _, w := range want {
					c := next(w.name)
					switch {
					case c == nil:
						t.Errorf("%s: missing", w.name)
					case c.ManaCost != w.cost || len(c.Rulings) != w.rulings || c.Layout != w.layout || c.PT != w.pt || c.Loyalty != w.loyalty || c.Defense != w.defense:
						t.Errorf("%s: %q %d rulings %s %q %q %q, want %q %d %s %q %q %q", w.name,
							c.ManaCost, len(c.Rulings), c.Layout, c.PT, c.Loyalty, c.Defense,
							w.cost, w.rulings, w.layout, w.pt, w.loyalty, w.defense)
					}
				}
				if len(kb.Cards) != len(want) {
					t.Errorf("%d cards, want %d", len(kb.Cards), len(want))
				}
			})
		}
	}
}

// TestUnseenHTMLMatchesText checks that the French unseen document gives
// the same cards as text and as a web page: names, costs, layouts, type
// lines, stats, text, modes and rulings (positions differ: the page has no
// page numbers and one element per line).
func TestUnseenHTMLMatchesText(t *testing.T) {
	type card struct {
		Name, Cost, Layout, Type, PT, Loyalty, Defense, Set string
		Text, Modes, Rulings                                []string
		Faces                                               int
	}
	read := func(file string) []card {
		kb, _ := parseUnseen(t, file)
		var out []card
		for _, c := range kb.Cards {
			k := card{c.Name, c.ManaCost, c.Layout, c.TypeLine, c.PT, c.Loyalty, c.Defense, c.Set, c.Text, c.Modes, nil, len(c.Faces)}
			for _, r := range c.Rulings {
				k.Rulings = append(k.Rulings, r.Text)
			}
			out = append(out, k)
		}
		return out
	}
	txt, page := read("orv-release-notes.fr.txt"), read("orv-release-notes.fr.html")
	if len(txt) != len(page) {
		t.Fatalf("%d cards as text, %d as a page", len(txt), len(page))
	}
	for i := range txt {
		if !reflect.DeepEqual(txt[i], page[i]) {
			t.Errorf("card %d differs:\n text %+v\n page %+v", i, txt[i], page[i])
		}
	}
}

// TestUnseenMetadata checks what issue 25 found wrong in the metadata of
// documents named freely: the title is the document's, not the site's
// navigation line; the set name and the release date are read from the
// content ("Date de sortie : vendredi 13 février 2026").
func TestUnseenMetadata(t *testing.T) {
	for file, want := range map[string]corpus.Document{
		"thalmire-notes-fr.txt": {ID: "thm-fr", Lang: "fr", Kind: corpus.KindReleaseNotes, Set: "thm",
			Title: "Les Échos de Thalmire : notes de publication", SetName: "Les Échos de Thalmire",
			Modified: "2026-02-02", Released: "2026-02-13"},
		"thalmire-note-it.txt": {ID: "thm-it", Lang: "it", Kind: corpus.KindReleaseNotes, Set: "thm",
			Title: "Gli Echi di Thalmire – Note di rilascio", SetName: "Gli Echi di Thalmire",
			Modified: "2026-02-02", Released: "2026-02-13"},
		"thalmire-note-it.html": {ID: "thm-it", Lang: "it", Kind: corpus.KindReleaseNotes, Set: "thm",
			Title: "Gli Echi di Thalmire – Note di rilascio", SetName: "Gli Echi di Thalmire",
			Modified: "2026-02-02", Released: "2026-02-13"},
	} {
		kb, rep := parseUnseen(t, file)
		d := kb.Documents[0]
		got := corpus.Document{ID: d.ID, Lang: d.Lang, Kind: d.Kind, Set: d.Set, Title: d.Title,
			SetName: d.SetName, Modified: d.Modified, Released: d.Released}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %+v\nwant %+v", file, got, want)
		}
		if len(kb.Sections) != 2 {
			t.Errorf("%s: %d sections, want 2 (the date line is no section)", file, len(kb.Sections))
		}
		// The report says what was read, so that a wrong guess shows.
		r := rep.Docs[0]
		if r.Title != want.Title || r.SetName != want.SetName || r.Released != want.Released || r.Lang != want.Lang {
			t.Errorf("%s: report metadata %+v", file, r)
		}
	}
}

// TestStrayStatFlagged checks that a bare stat line the parser leaves in
// a card's rules text (here a leveler's level stats, and a "3" in the
// middle of a creature's text) is reported as a guess with its line.
func TestStrayStatFlagged(t *testing.T) {
	doc := `---
lang: fr
set: tst
kind: release-notes
---
NOTES SUR LES CARTES

Escorte de caravane
{W}
Créature : humain et chevalier
Montée de niveau {2}
NIVEAU 1-4
2/2
Initiative
1/1

• Une règle.
`
	kb, rep, err := Parse([]corpus.Source{{Name: "tst.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(kb.Cards) != 1 || kb.Cards[0].PT != "1/1" {
		t.Fatalf("cards %+v", kb.Cards)
	}
	var flagged []int
	for _, g := range rep.Docs[0].Guesses {
		if strings.Contains(g.What, "bare stat line") {
			flagged = append(flagged, g.Line)
		}
	}
	if !slices.Equal(flagged, []int{13}) {
		t.Errorf("stat lines flagged at %v, want [13]; guesses %v", flagged, rep.Docs[0].Guesses)
	}
}

// TestReleaseDateNoSection checks that a release-date line printed under
// the general notes' heading gives the document's date and is no section
// (issue 25: "that line becomes a section").
func TestReleaseDateNoSection(t *testing.T) {
	doc := `Les Échos de Thalmire : notes de publication

NOTES GÉNÉRALES

Date de sortie : vendredi 13 février 2026

Légalité des cartes

Les cartes des Échos de Thalmire portant le code d'extension THM sont autorisées en Standard.

NOTES SUR LES CARTES

Gardienne des échos
{1}{W}
Créature : humain et clerc
2/3
Vigilance

• Une règle sur la Gardienne des échos.
`
	kb, rep, err := Parse([]corpus.Source{{Name: "notes.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	if n := rep.Unaccounted(); n != 0 {
		t.Errorf("%d unaccounted lines", n)
	}
	var titles []string
	for _, s := range kb.Sections {
		titles = append(titles, s.Title)
	}
	if !slices.Equal(titles, []string{"Légalité des cartes"}) {
		t.Errorf("sections %q, want only the legality section", titles)
	}
	if d := kb.Documents[0]; d.Released != "2026-02-13" || d.Set != "thm" {
		t.Errorf("released %q, set %q", d.Released, d.Set)
	}
}

// TestPrintedNames checks that a card's name may have any case and
// punctuation a printed name has (issue 25: « … » at the end), that a card
// named by a type word is a card, and that the keyword line before it
// ("Vol") is no card name.
func TestPrintedNames(t *testing.T) {
	doc := "---\nlang: fr\nset: tst\nkind: release-notes\n---\nNOTES SUR LES CARTES\n\n" +
		"« Silence ! »\n{1}{W}\nRituel\nVos adversaires ne peuvent pas lancer de sorts ce tour-ci.\n\n" +
		"…et la nuit tomba\n{2}{B}\nÉphémère\nDétruisez la créature ciblée.\n\n" +
		"Écho sans fin…\n{X}{U}\nÉphémère\nCopiez le sort ciblé X fois.\n\n" +
		"l'Innommable\n{6}{U}{U}{U}\nCréature légendaire : esprit\n6/7\nVol\n\n" +
		"Machination\n{1}{U}{U}\nÉphémère\nPiochez une carte.\n\n" +
		"Neige éternelle\nTerrain de base neigeux : île\n({T} : Ajoutez {U}.)\n"
	kb, rep, err := Parse([]corpus.Source{{Name: "tst.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range kb.Cards {
		names = append(names, c.Name)
	}
	want := []string{"« Silence ! »", "…et la nuit tomba", "Écho sans fin…", "l'Innommable", "Machination", "Neige éternelle"}
	if !slices.Equal(names, want) {
		t.Errorf("cards %q, want %q", names, want)
	}
	if n := rep.Unaccounted(); n != 0 {
		t.Errorf("%d unaccounted lines", n)
	}
}
