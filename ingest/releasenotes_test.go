package ingest

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

const (
	dskFR = "dsk-release-notes.fr.txt"
	dskIT = "dsk-release-notes.it.txt"
)

func cardByID(kb *corpus.KB, id string) (corpus.Card, bool) {
	for _, c := range kb.Cards {
		if c.ID == id {
			return c, true
		}
	}
	return corpus.Card{}, false
}

func docCards(kb *corpus.KB, doc string) []corpus.Card {
	var out []corpus.Card
	for _, c := range kb.Cards {
		if c.Doc == doc {
			out = append(out, c)
		}
	}
	return out
}

func docSections(kb *corpus.KB, doc string) []corpus.Section {
	var out []corpus.Section
	for _, s := range kb.Sections {
		if s.Doc == doc {
			out = append(out, s)
		}
	}
	return out
}

// TestReleaseNotesGolden pins, for each DSK document, one entry of every
// kind: the document itself, a creature, a room (also printed as an
// example in the general notes), a modal spell, a modal scheme, an ongoing
// scheme, a planeswalker, a legendary creature, a compact entry, the card
// printed twice (French only), and a mechanic section with its example
// cards.
func TestReleaseNotesGolden(t *testing.T) {
	tests := []struct {
		file, doc string
		cards     []string
		sections  []string
	}{
		{dskFR, "dsk-fr", []string{
			"dsk-fr-analyste-paranormal",                  // creature
			"dsk-fr-piscine-sans-fond-vestiaire",          // room, example merged with its entry
			"dsk-fr-defaillance-inopportune",              // modal spell, modes then rulings without a blank
			"dsk-fr-je-savourerai-vos-souffrances",        // modal scheme
			"dsk-fr-je-suis-intouchable",                  // ongoing scheme, example merged
			"dsk-fr-kaito-fleau-des-cauchemars",           // planeswalker
			"dsk-fr-altanak-lui-qu-on-appelle-trois-fois", // legendary
			"dsk-fr-toby-apprivoiseur-de-bestioles",       // compact entry
			"dsk-fr-chaleur-impie",                        // printed twice
			"dsk-fr-mille-pattes-cherchechine",            // example only
		}, []string{"dsk-fr-s-retour-de-mot-de-capacite-delire"}},
		{dskIT, "dsk-it", []string{
			"dsk-it-analista-del-paranormale",
			"dsk-it-piscina-abissale-spogliatoio", // type line fused with reminder text
			"dsk-it-avaria-intempestiva",
			"dsk-it-mi-godro-la-tua-agonia",
			"dsk-it-sono-intoccabile",
			"dsk-it-kaito-flagello-degli-incubi",
			"dsk-it-altanak-il-trievocato",
			"dsk-it-toby-amico-dei-pelosoni",
			"dsk-it-calore-sacrilego",
			"dsk-it-centopiedi-spinofago",
			"dsk-it-giro-sulle-montagne-rotte", // type line as a heading, misspelt
		}, []string{"dsk-it-s-riproposizione-di-una-parola-per-definire-un-abilita-delirio"}},
	}
	for _, tt := range tests {
		t.Run(tt.doc, func(t *testing.T) {
			kb, _ := parseEmbedded(t, tt.file)
			var got struct {
				Document corpus.Document
				Cards    []corpus.Card
				Sections []corpus.Section
			}
			got.Document = kb.Documents[0]
			got.Document.Outline = got.Document.Outline[:8]
			for _, id := range tt.cards {
				c, ok := cardByID(kb, id)
				if !ok {
					t.Fatalf("no card %s", id)
				}
				got.Cards = append(got.Cards, c)
			}
			for _, id := range tt.sections {
				s, ok := sectionByID(kb, id)
				if !ok {
					t.Fatalf("no section %s", id)
				}
				got.Sections = append(got.Sections, s)
			}
			checkGolden(t, tt.doc+".golden", got)
		})
	}
}

func sectionByID(kb *corpus.KB, id string) (corpus.Section, bool) {
	for _, s := range kb.Sections {
		if s.ID == id {
			return s, true
		}
	}
	return corpus.Section{}, false
}

// rnCounts is what the counts test pins for one document.
type rnCounts struct {
	title, modified   string
	cards             map[string]int // per section
	rulings           map[string]int // card rulings per section
	sectionRulings    []int          // per general-notes section, in order
	sectionCards      []int          // example cards per section
	mechanics         []string       // per section
	rooms, modal      int
	planeswalkers     int
	legendary         int
	merged, duplicate int // example cards merged with their entry; entries printed twice
}

func countReleaseNotes(kb *corpus.KB, rep *Report, doc string) rnCounts {
	c := rnCounts{cards: map[string]int{}, rulings: map[string]int{}}
	d := kb.Documents[0]
	c.title, c.modified = d.Title, d.Modified
	for _, card := range docCards(kb, doc) {
		c.cards[card.Section]++
		c.rulings[card.Section] += len(card.Rulings)
		if len(card.Faces) == 2 {
			c.rooms++
		}
		if len(card.Modes) > 0 {
			c.modal++
		}
		if slices.Contains(card.Types, "Planeswalker") {
			c.planeswalkers++
		}
		if slices.Contains(card.Supertypes, "Legendary") {
			c.legendary++
		}
		if card.Section != corpus.SectionExamples && len(card.Positions) > 1 {
			for _, p := range card.Positions[1:] {
				if p.Line < card.Positions[0].Line {
					c.merged++
				}
			}
		}
	}
	for _, s := range docSections(kb, doc) {
		c.sectionRulings = append(c.sectionRulings, len(s.Rulings))
		c.sectionCards = append(c.sectionCards, len(s.Cards))
		c.mechanics = append(c.mechanics, s.Mechanic)
	}
	c.duplicate = rep.Docs[0].DuplicatesMerged
	return c
}

// TestReleaseNotesCounts asserts the number of entries of every kind, per
// document and per section.
func TestReleaseNotesCounts(t *testing.T) {
	mechanics := []string{"", "room", "impending", "manifest-dread", "face-down", "survival", "eerie", "", "delirium", "scheme", "scheme"}
	tests := []struct {
		file, doc string
		want      rnCounts
	}{
		{dskFR, "dsk-fr", rnCounts{
			title:          "Notes de publication Mornebrune : la Maison de l'horreur",
			modified:       "2024-08-05",
			cards:          map[string]int{"main": 143, "special-guests": 8, "commander": 33, "archenemy": 30, "examples": 6},
			rulings:        map[string]int{"main": 305, "special-guests": 21, "commander": 130, "archenemy": 72, "examples": 0},
			sectionRulings: []int{0, 16, 4, 7, 9, 4, 2, 1, 7, 0, 0},
			sectionCards:   []int{0, 1, 1, 2, 0, 1, 1, 1, 2, 0, 2},
			mechanics:      mechanics,
			rooms:          16, modal: 8, planeswalkers: 1, legendary: 26,
			merged: 5, duplicate: 1,
		}},
		{dskIT, "dsk-it", rnCounts{
			title:          "Note di release di Duskmourn: La Casa degli Orrori",
			modified:       "2024-09-17",
			cards:          map[string]int{"main": 143, "special-guests": 8, "commander": 33, "archenemy": 30, "examples": 6},
			rulings:        map[string]int{"main": 306, "special-guests": 21, "commander": 130, "archenemy": 72, "examples": 0},
			sectionRulings: []int{0, 16, 4, 7, 9, 4, 2, 1, 7, 0, 0},
			sectionCards:   []int{0, 1, 1, 2, 0, 1, 1, 1, 2, 0, 2},
			mechanics:      mechanics,
			rooms:          16, modal: 8, planeswalkers: 1, legendary: 26,
			merged: 5, duplicate: 0,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.doc, func(t *testing.T) {
			kb, rep := parseEmbedded(t, tt.file)
			got := countReleaseNotes(kb, rep, tt.doc)
			if g, w := fmt.Sprintf("%+v", got), fmt.Sprintf("%+v", tt.want); g != w {
				t.Errorf("counts\n got %s\nwant %s", g, w)
			}
		})
	}
}

// rnSignature groups cards that the two languages print identically apart
// from the words: same part, cost, types, P/T, loyalty and number of modes.
func rnSignature(c corpus.Card) string {
	return strings.Join([]string{c.Section, c.ManaCost, strings.Join(c.Supertypes, " "), strings.Join(c.Types, " "),
		c.PT, c.Loyalty, fmt.Sprint(len(c.Modes)), fmt.Sprint(len(c.Faces))}, "|")
}

// TestReleaseNotesFrenchItalian compares the two revisions section by
// section. The French notes are dated 5 August 2024, the Italian ones 17
// September 2024; apart from wording and layout they differ in exactly
// these ways:
//   - the French notes print Chaleur impie twice in the special guests;
//   - the Italian Ferita Dolorosa has a fourth ruling (combat damage from
//     several creatures triggers it once) that the French Blessure grave
//     lacks;
//   - two French rulings open with an ERRATUM about the French printing
//     (Conseil démoniaque, Planche de spiritisme) where the Italian ones
//     only give the ruling.
//
// Everything else matches: the sections, their rulings and example cards,
// and, group by group of cards with the same cost, types and P/T, the
// number of cards and of rulings of each card.
func TestReleaseNotesFrenchItalian(t *testing.T) {
	kb, rep := parseEmbedded(t, dskFR, dskIT)
	if rep.Docs[0].DuplicatesMerged != 1 || rep.Docs[1].DuplicatesMerged != 0 {
		t.Errorf("duplicates merged: fr %d, it %d; want 1, 0", rep.Docs[0].DuplicatesMerged, rep.Docs[1].DuplicatesMerged)
	}
	fr, it := docSections(kb, "dsk-fr"), docSections(kb, "dsk-it")
	if len(fr) != len(it) {
		t.Fatalf("%d French sections, %d Italian", len(fr), len(it))
	}
	for i := range fr {
		a, b := fr[i], it[i]
		if a.Mechanic != b.Mechanic || a.Level != b.Level || len(a.Rulings) != len(b.Rulings) ||
			len(a.Cards) != len(b.Cards) || len(a.Text) != len(b.Text) {
			t.Errorf("section %d: fr %q (%s, level %d, %d paragraphs, %d rulings, %d cards) vs it %q (%s, level %d, %d, %d, %d)",
				i, a.Title, a.Mechanic, a.Level, len(a.Text), len(a.Rulings), len(a.Cards),
				b.Title, b.Mechanic, b.Level, len(b.Text), len(b.Rulings), len(b.Cards))
		}
	}

	// Cards, group by group: the sorted ruling counts must match, except
	// in the one group where the Italian revision added a ruling.
	groups := map[string][2][]int{}
	for _, c := range kb.Cards {
		g := groups[rnSignature(c)]
		k := 0
		if c.Doc == "dsk-it" {
			k = 1
		}
		g[k] = append(g[k], len(c.Rulings))
		groups[rnSignature(c)] = g
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var differ []string
	for _, k := range keys {
		g := groups[k]
		sort.Ints(g[0])
		sort.Ints(g[1])
		if !slices.Equal(g[0], g[1]) {
			differ = append(differ, fmt.Sprintf("%s: fr %v it %v", k, g[0], g[1]))
		}
	}
	want := []string{"main|{3}{B}{B}||Enchantment|||0|1: fr [3] it [4]"}
	if !slices.Equal(differ, want) {
		t.Errorf("groups that differ:\n got %q\nwant %q", differ, want)
	}
	for _, tc := range []struct {
		id      string
		rulings int
	}{{"dsk-fr-blessure-grave", 3}, {"dsk-it-ferita-dolorosa", 4}} {
		c, ok := cardByID(kb, tc.id)
		if !ok || len(c.Rulings) != tc.rulings {
			t.Errorf("%s: %d rulings, want %d", tc.id, len(c.Rulings), tc.rulings)
		}
	}
	if c, _ := cardByID(kb, "dsk-it-ferita-dolorosa"); len(c.Rulings) == 4 && !strings.Contains(c.Rulings[3].Text, "danno da combattimento") {
		t.Errorf("Ferita Dolorosa's added ruling is %q", c.Rulings[3].Text)
	}

	// The card printed twice.
	if c, _ := cardByID(kb, "dsk-fr-chaleur-impie"); len(c.Positions) != 2 || len(c.Rulings) != 1 {
		t.Errorf("Chaleur impie: positions %v, %d rulings; want two positions, one ruling", c.Positions, len(c.Rulings))
	}
	if c, _ := cardByID(kb, "dsk-it-calore-sacrilego"); len(c.Positions) != 1 {
		t.Errorf("Calore Sacrilego: positions %v, want one", c.Positions)
	}

	// ERRATUM rulings.
	var errata []string
	for _, c := range kb.Cards {
		for _, r := range c.Rulings {
			if strings.HasPrefix(r.Text, "ERRATUM") {
				errata = append(errata, r.ID)
			}
		}
	}
	wantErrata := []string{"dsk-fr-conseil-demoniaque-r1", "dsk-fr-planche-de-spiritisme-r1"}
	if !slices.Equal(errata, wantErrata) {
		t.Errorf("ERRATUM rulings %v, want %v", errata, wantErrata)
	}
}

// TestReleaseNotesIDsStable checks that ids follow the scheme, are unique
// and come out the same on every parse.
func TestReleaseNotesIDsStable(t *testing.T) {
	kb1, _ := parseEmbedded(t, dskFR, dskIT)
	kb2, _ := parseEmbedded(t, dskFR, dskIT)
	seen := map[string]bool{}
	check := func(id, prefix string) {
		t.Helper()
		if seen[id] {
			t.Errorf("id %s used twice", id)
		}
		seen[id] = true
		if !strings.HasPrefix(id, prefix) || strings.Trim(id, "abcdefghijklmnopqrstuvwxyz0123456789-.") != "" {
			t.Errorf("id %q: want prefix %q and only [a-z0-9.-]", id, prefix)
		}
	}
	for i, c := range kb1.Cards {
		check(c.ID, c.Doc+"-")
		if want := c.Doc + "-" + text.Slug(c.Name); c.ID != want {
			t.Errorf("card %q: id %s, want %s", c.Name, c.ID, want)
		}
		for n, r := range c.Rulings {
			check(r.ID, c.ID+"-r")
			if want := fmt.Sprintf("%s-r%d", c.ID, n+1); r.ID != want {
				t.Errorf("ruling id %s, want %s", r.ID, want)
			}
		}
		if kb2.Cards[i].ID != c.ID {
			t.Errorf("card %d: id %s then %s", i, c.ID, kb2.Cards[i].ID)
		}
	}
	for _, s := range kb1.Sections {
		check(s.ID, s.Doc+"-s-")
		for _, r := range s.Rulings {
			check(r.ID, s.ID+"-r")
		}
	}
}

// TestReleaseNotesEntries parses small documents that exercise one layout
// each.
func TestReleaseNotesEntries(t *testing.T) {
	const head = "Notes de publication Test\n\nDocument modifié pour la dernière fois le 1er mars 2024\n\nNOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE\n\n"
	tests := []struct {
		name string
		doc  string
		want []string // "field=value" checks on the first card
	}{
		{"spaced cost and creature", "Bête\n\n{4} {R} {R}\n\nCréature légendaire : insecte et bête\n\n5/5\n\nPiétinement\n\n- Une règle.\n-\n",
			[]string{"name=Bête", "cost={4}{R}{R}", "mv=6", "colors=R", "types=Creature", "super=Legendary", "sub=insecte,bête", "pt=5/5", "text=Piétinement", "rulings=Une règle."}},
		{"latex cost", "Truc\n\n$\\{X\\}${R}\n\nÉphémère\n\nFait X.\n",
			[]string{"cost={X}{R}", "mv=1", "types=Instant"}},
		{"hybrid and phyrexian", "Truc\n\n{2/W}{W/U}{G/P}\n\nRituel\n\nFait.\n",
			[]string{"cost={2/W}{W/U}{G/P}", "mv=4", "colors=W,U,G"}},
		{"room", "Porte A\n\n{1}{W}\n\nTexte A.\n\n//\n\nPorte B\n\n{3}{W}\n\nTexte B.\n\n//\n\nEnchantement : pièce\n\n(Rappel.)\n\n- Règle.\n",
			[]string{"name=Porte A // Porte B", "cost={1}{W} // {3}{W}", "mv=6", "faces=2", "sub=pièce", "text=Texte A.|Texte B.|(Rappel.)", "rulings=Règle."}},
		{"italian room fused", "Porta A\n\n{U}\n\nTesto A.\n\n//\n\n#### Porta B\n\n{4} {U}\n\nTesto B.\n\n//\n\n*Incantesimo* — Stanza (*Puoi lanciare*\n\n*una metà.*)\n\n- Regola.\n",
			[]string{"name=Porta A // Porta B", "cost={U} // {4}{U}", "types=Enchantment", "sub=stanza", "text=Testo A.|Testo B.|(Puoi lanciare una metà.)", "rulings=Regola."}},
		{"modes then rulings without a blank", "Sort\n\n{1}{R}\n\nÉphémère\n\nChoisissez l'un —\n\n- Détruisez un artefact.\n - Piochez une carte.\n- Le premier mode de Sort fait ceci.\n",
			[]string{"modes=Détruisez un artefact.|Piochez une carte.", "rulings=Le premier mode de Sort fait ceci."}},
		{"modes then blank then rulings", "Sort\n\n{1}{R}\n\nÉphémère\n\nScegli uno —\n\n- Distruggi.\n- Pesca.\n\n- Una regola.\n",
			[]string{"modes=Distruggi.|Pesca.", "rulings=Una regola."}},
		{"named options", "Gens\n\n{2}\n\nCréature : humain\n\n3/4\n\nAu moment où ils arrivent, choisissez Croire ou Douter.\n\n- Croire — Effet un.\n- Douter — Effet deux.\n- Si aucun choix n'a été fait, rien.\n",
			[]string{"modes=Croire — Effet un.|Douter — Effet deux.", "rulings=Si aucun choix n'a été fait, rien."}},
		{"planeswalker", "Kaito, ninja\n\n{2}{U}{B}\n\nPlaneswalker légendaire : Kaito\n\n4\n\n+1: Gagnez.\n\n0: Piochez.\n\n-2: Engagez une créature.\n\n- Règle.\n",
			[]string{"loyalty=4", "pt=", "types=Planeswalker", "text=+1: Gagnez.|0: Piochez.|-2: Engagez une créature.", "rulings=Règle."}},
		{"scheme without cost", "Je gagne\n\nMachination continue\n\n(Rappel.)\n\nTexte.\n\n- Règle.\n",
			[]string{"cost=", "mv=0", "types=Scheme", "super=Ongoing", "text=(Rappel.)|Texte."}},
		{"compact with hard breaks", "Toby, ami  \n{2}{W}  \nCreatura Leggendaria — Mago Umano  \n1/1\nQuando Toby entra, crea una\npedina.\n- Regola\nspezzata.\n",
			[]string{"name=Toby, ami", "sub=mago,umano", "pt=1/1", "text=Quando Toby entra, crea una pedina.", "rulings=Regola spezzata."}},
		{"wrapped text across blank lines", "Écran\n\n{3}\n\nArtefact\n\n{7} : Mettez sept marqueurs. Il\n\ndevient une créature.\n\n- Une règle coupée,\n\navant la fin.\n",
			[]string{"text={7} : Mettez sept marqueurs. Il devient une créature.", "rulings=Une règle coupée, avant la fin."}},
		{"heading type line and keyword", "#### Lacera\n\n{1}{B}{R}\n\n#### Incantesimo Leggendaro\n\n#### Minacciare\n\n- Regola.\n",
			[]string{"types=Enchantment", "super=Legendary", "text=Minacciare", "flags=type line: \"leggendaro\" read as Legendary"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kb, rep, err := Parse([]corpus.Source{{Name: "tst-release-notes.fr.txt", Data: []byte(head + tt.doc)}})
			if err != nil {
				t.Fatal(err)
			}
			if n := rep.Unaccounted(); n != 0 {
				t.Errorf("%d unaccounted lines: %v", n, rep.Diagnostics)
			}
			if len(kb.Cards) == 0 {
				t.Fatalf("no card; diagnostics %v", rep.Diagnostics)
			}
			c := kb.Cards[0]
			for _, w := range tt.want {
				field, want, _ := strings.Cut(w, "=")
				var got string
				switch field {
				case "name":
					got = c.Name
				case "cost":
					got = c.ManaCost
				case "mv":
					got = fmt.Sprint(c.ManaValue)
				case "colors":
					got = strings.Join(c.Colors, ",")
				case "types":
					got = strings.Join(c.Types, ",")
				case "super":
					got = strings.Join(c.Supertypes, ",")
				case "sub":
					got = strings.Join(c.Subtypes, ",")
				case "pt":
					got = c.PT
				case "loyalty":
					got = c.Loyalty
				case "faces":
					got = fmt.Sprint(len(c.Faces))
				case "text":
					got = strings.Join(c.Text, "|")
				case "modes":
					got = strings.Join(c.Modes, "|")
				case "rulings":
					var rs []string
					for _, r := range c.Rulings {
						rs = append(rs, r.Text)
					}
					got = strings.Join(rs, "|")
				case "flags":
					got = strings.Join(c.Flags, "|")
				default:
					t.Fatalf("unknown field %q", field)
				}
				if got != want {
					t.Errorf("%s = %q, want %q", field, got, want)
				}
			}
			if d := kb.Documents[0]; d.Modified != "2024-03-01" || d.Title != "Notes de publication Test" {
				t.Errorf("document title %q modified %q", d.Title, d.Modified)
			}
		})
	}
}

// TestReleaseNotesMerging checks how repeated printings become cards: an
// example in the general notes and its entry are one card whose primary
// position is the entry; two printings in one part are one card (a merged
// duplicate) with the rulings of both; the same name in two parts is two
// cards, the later id suffixed with its set.
func TestReleaseNotesMerging(t *testing.T) {
	doc := `Notes de publication Test

Document modifié pour la dernière fois le 5 août 2024

NOTES GÉNÉRALES

Nouveau mot de capacité : délire

Prose. Les nouvelles cartes Commander avec le code d'extension TSC sont autorisées.

Bête

{G}

Créature : bête

1/1

Délire — Texte.

- Règle de section.

NOTES SUR DES CARTES SPÉCIFIQUES DE L'EXTENSION PRINCIPALE

Bête

{G}

Créature : bête

1/1

Délire — Texte.

- Première règle.
-

Sort
{R}
Éphémère
Fait.
- Règle A.

Sort
{R}
Éphémère
Fait.
- Règle A.
- Règle B.

NOTES SUR DES CARTES SPÉCIFIQUES COMMANDER

Bête

{1}{G}

Créature : bête

2/2

- Autre règle.
`
	kb, rep, err := Parse([]corpus.Source{{Name: "tst-release-notes.fr.txt", Data: []byte(doc)}})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unaccounted() != 0 {
		t.Fatalf("unaccounted lines: %v", rep.Diagnostics)
	}
	var got []string
	for _, c := range kb.Cards {
		var rs []string
		for _, r := range c.Rulings {
			rs = append(rs, r.ID+"="+r.Text)
		}
		got = append(got, fmt.Sprintf("%s %s %s %v %v", c.ID, c.Section, c.Set, c.Positions, rs))
	}
	want := []string{
		"tst-fr-bete main tst [{tst-fr 25 35} {tst-fr 11 19}] [tst-fr-bete-r1=Première règle.]",
		"tst-fr-sort main tst [{tst-fr 38 42} {tst-fr 44 49}] [tst-fr-sort-r1=Règle A. tst-fr-sort-r2=Règle B.]",
		"tst-fr-bete-tsc commander tsc [{tst-fr 53 61}] [tst-fr-bete-tsc-r1=Autre règle.]",
	}
	if !slices.Equal(got, want) {
		t.Errorf("cards:\n got %q\nwant %q", got, want)
	}
	if rep.Docs[0].DuplicatesMerged != 1 {
		t.Errorf("duplicates merged %d, want 1", rep.Docs[0].DuplicatesMerged)
	}
	if !hasDiag(rep, "tst-release-notes.fr.txt", 44, "ruling(s) the first printing lacks") {
		t.Errorf("no warning about the new ruling of the second printing: %v", rep.Diagnostics)
	}
	s := kb.Sections[0]
	if !slices.Equal(s.Cards, []string{"tst-fr-bete"}) || len(s.Rulings) != 1 || s.Rulings[0].ID != "tst-fr-s-nouveau-mot-de-capacite-delire-r1" {
		t.Errorf("section %+v", s)
	}
}
