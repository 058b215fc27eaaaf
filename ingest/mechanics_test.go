package ingest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

const (
	emnFile = "emn-mechanics.fr.txt"
	jouFile = "jou-mechanics.fr.txt"
)

func ruleByNumber(kb *corpus.KB, doc, number string) (corpus.Rule, bool) {
	for _, r := range kb.Rules {
		if r.Doc == doc && r.Number == number {
			return r, true
		}
	}
	return corpus.Rule{}, false
}

// TestEMNGolden pins the Eldritch Moon page: the document, the meld section
// with its rulings and rules, a rule header, a rule with its example and
// one with two.
func TestEMNGolden(t *testing.T) {
	kb, _ := parseEmbedded(t, emnFile)
	var got struct {
		Document struct {
			ID, Title, Modified string
			Outline             []corpus.OutlineItem
		}
		Sections []corpus.Section
		Rules    []corpus.Rule
	}
	d := kb.Documents[0]
	got.Document.ID, got.Document.Title, got.Document.Modified, got.Document.Outline = d.ID, d.Title, d.Modified, d.Outline
	for _, title := range []string{
		"Nouvelle mécanique de jeu : Cartes avec l'assimilation",
		"Nouvelle mécanique de jeu : Émergence",
	} {
		s, ok := sectionByTitle(kb, "emn-fr", title)
		if !ok {
			t.Fatalf("no section %q", title)
		}
		got.Sections = append(got.Sections, s)
	}
	for _, n := range []string{"701.34", "701.34c", "712", "712.1", "712.4c", "702.118a"} {
		r, ok := ruleByNumber(kb, "emn-fr", n)
		if !ok {
			t.Fatalf("no rule %s", n)
		}
		got.Rules = append(got.Rules, r)
	}
	checkGolden(t, "emn-golden.json", got)
}

// TestJOUGolden pins the Journey into Nyx page: a section named after two
// things (only one a mechanic), and one whose mana symbols were lost.
func TestJOUGolden(t *testing.T) {
	kb, _ := parseEmbedded(t, jouFile)
	var got struct {
		Document struct {
			ID, Title, Modified string
			Outline             []corpus.OutlineItem
		}
		Sections []corpus.Section
	}
	d := kb.Documents[0]
	got.Document.ID, got.Document.Title, got.Document.Modified, got.Document.Outline = d.ID, d.Title, d.Modified, d.Outline
	for _, title := range []string{"Nyx et grâce", "Obstination", "Regard"} {
		s, ok := sectionByTitle(kb, "jou-fr", title)
		if !ok {
			t.Fatalf("no section %q", title)
		}
		got.Sections = append(got.Sections, s)
	}
	checkGolden(t, "jou-golden.json", got)
}

func TestMechanicsCounts(t *testing.T) {
	kb, rep := parseEmbedded(t, emnFile, jouFile)
	type sec struct {
		mechanic      string
		text, rulings int
		rules         int
	}
	want := map[string][]sec{
		"emn-fr": {
			{"meld", 3, 11, 25},
			{"emerge", 2, 10, 3},
			{"escalate", 2, 7, 3},
			{"", 1, 2, 0},
		},
		"jou-fr": {
			{"constellation", 3, 0, 0},
			{"strive", 3, 0, 0},
			{"bestow", 9, 0, 0},
			{"heroic", 4, 0, 0},
			{"scry", 2, 0, 0},
			{"monstrosity", 6, 0, 0},
			{"devotion", 5, 0, 0},
		},
	}
	got := map[string][]sec{}
	for _, s := range kb.Sections {
		if s.Kind != "mechanic" || s.Level != 1 || len(s.Cards) != 0 {
			t.Errorf("section %s: kind %q level %d cards %v", s.ID, s.Kind, s.Level, s.Cards)
		}
		got[s.Doc] = append(got[s.Doc], sec{s.Mechanic, len(s.Text), len(s.Rulings), len(s.Rules)})
	}
	for doc, w := range want {
		if !slices.Equal(got[doc], w) {
			t.Errorf("%s sections (mechanic, paragraphs, rulings, rules) = %v\nwant %v", doc, got[doc], w)
		}
	}
	examples := 0
	for _, r := range kb.Rules {
		examples += len(r.Examples)
		if r.ID != r.Doc+"-"+r.Number {
			t.Errorf("rule id %q, want %q", r.ID, r.Doc+"-"+r.Number)
		}
	}
	if len(kb.Rules) != 31 || examples != 7 {
		t.Errorf("%d rules with %d examples, want 31 with 7", len(kb.Rules), examples)
	}
	for _, r := range rep.Docs {
		if r.Doc == "emn-fr" && r.Categories[corpus.CategoryNavigation] != 4 {
			t.Errorf("emn-fr: %d navigation lines, want 4", r.Categories[corpus.CategoryNavigation])
		}
	}
	var gaps []string
	for _, dg := range rep.Diagnostics {
		if strings.Contains(dg.Msg, "is missing") {
			gaps = append(gaps, fmt.Sprintf("%s:%d %s", dg.File, dg.Line, dg.Msg))
		}
	}
	wantGaps := []string{"emn-mechanics.fr.txt:89 rule 712.8 follows 712.6: 712.7 is missing"}
	if !slices.Equal(gaps, wantGaps) {
		t.Errorf("rule gaps = %q, want %q", gaps, wantGaps)
	}
}

// TestOwnDocumentsAccounted: every line of the rulebook and the two
// mechanics pages belongs to exactly one element or category, and no two
// elements claim a line.
func TestOwnDocumentsAccounted(t *testing.T) {
	kb, rep := parseEmbedded(t, rulebookFile, emnFile, jouFile)
	for _, r := range rep.Docs {
		if len(r.Unaccounted) != 0 {
			t.Errorf("%s: unaccounted lines %v", r.File, r.Unaccounted)
		}
		if r.Lines == 0 || r.Assigned == 0 {
			t.Errorf("%s: %d lines, %d assigned", r.File, r.Lines, r.Assigned)
		}
	}
	for _, dg := range rep.Diagnostics {
		if strings.Contains(dg.Msg, "claimed") || strings.Contains(dg.Msg, "not accounted") {
			t.Errorf("%s", dg)
		}
	}
	// Ids are unique and URL-safe, and every id a line points at exists.
	ids := map[string]bool{}
	addID := func(id string) {
		if ids[id] {
			t.Errorf("id %q used twice", id)
		}
		ids[id] = true
		if id == "" || strings.Trim(id, "abcdefghijklmnopqrstuvwxyz0123456789-.") != "" {
			t.Errorf("id %q is not URL-safe", id)
		}
	}
	for _, s := range kb.Sections {
		addID(s.ID)
		for _, r := range s.Rulings {
			addID(r.ID)
		}
	}
	for _, e := range kb.Glossary {
		addID(e.ID)
	}
	for _, r := range kb.Rules {
		addID(r.ID)
	}
	for _, d := range kb.Documents {
		for i, o := range d.Accounting {
			if o.ID != "" && !ids[o.ID] {
				t.Errorf("%s:%d owned by unknown element %q", d.File, i+1, o.ID)
			}
		}
	}
}

// TestOwnDocumentsStable: the same documents give the same knowledge base,
// byte for byte.
func TestOwnDocumentsStable(t *testing.T) {
	a, _ := parseEmbedded(t, rulebookFile, emnFile, jouFile)
	b, _ := parseEmbedded(t, jouFile, emnFile, rulebookFile)
	ja, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	jb, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ja, jb) {
		t.Error("two parses of the same documents differ")
	}
}

// TestOwnDocumentsTruncated cuts each document at many points, as a
// download cut mid-entry would: the parsers must not panic and must still
// account for every line.
func TestOwnDocumentsTruncated(t *testing.T) {
	all, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range all {
		if src.Name != rulebookFile && src.Name != emnFile && src.Name != jouFile {
			continue
		}
		lines := strings.SplitAfter(string(src.Data), "\n")
		step := max(1, len(lines)/150)
		for n := 1; n <= len(lines); n += step {
			data := strings.Join(lines[:n], "")
			if strings.TrimSpace(data) == "" {
				continue
			}
			_, rep, err := Parse([]corpus.Source{{Name: src.Name, Data: []byte(data)}})
			if err != nil {
				t.Fatalf("%s cut after line %d: %v", src.Name, n, err)
			}
			if u := rep.Unaccounted(); u != 0 {
				t.Fatalf("%s cut after line %d: %d unaccounted lines: %v", src.Name, n, u, rep.Docs[0].Unaccounted)
			}
		}
	}
}

// TestMechanicsHostileInput feeds the parsers documents that are not what
// they claim to be.
func TestMechanicsHostileInput(t *testing.T) {
	inputs := map[string]string{
		"nav only":        "Menu\nRechercher\n",
		"rules only":      "702.1a Une règle.\nExemple : un exemple.\n",
		"example first":   "Titre\n\nExemple : sans règle.\n",
		"bullets only":    "• a\n• b\n",
		"glyph soup":      "✱ ♠ ♣ ☞\n\n♣\n",
		"one long line":   strings.Repeat("mot ", 100000),
		"headings only":   "A\n\nB\n\nC\n",
		"chapter no body": "CHAPITRE 1 :\n",
		"glossary no end": "CHAPITRE 7 : GLOSSAIRE\n\nTerme\n\nVoir aussi Rien.\n",
		"see also first":  "CHAPITRE 7 : GLOSSAIRE\n\nVoir aussi Terme.\n",
	}
	for name, in := range inputs {
		for _, file := range []string{emnFile, jouFile, rulebookFile} {
			t.Run(name+"/"+file, func(t *testing.T) {
				_, rep, err := Parse([]corpus.Source{{Name: file, Data: []byte(in)}})
				if err != nil {
					t.Fatal(err)
				}
				if u := rep.Unaccounted(); u != 0 {
					t.Errorf("%d unaccounted lines %v", u, rep.Docs[0].Unaccounted)
				}
			})
		}
	}
}
