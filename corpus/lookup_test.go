package corpus

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// lookupKB is a fictitious knowledge base of two documents of one set and a
// rulebook, with every kind of element and of link between elements.
func lookupKB() *KB {
	return &KB{
		Documents: []Document{
			{ID: "zzz-fr", Lang: "fr", Set: "zzz", Kind: KindReleaseNotes},
			{ID: "zzz-it", Lang: "it", Set: "zzz", Kind: KindReleaseNotes},
			{ID: "old-fr", Lang: "fr", Set: "old", Kind: KindRulebook},
		},
		Cards: []Card{
			{ID: "zzz-fr-gobelin", Doc: "zzz-fr", Lang: "fr", Name: "Gobelin",
				Rulings: []Ruling{{ID: "zzz-fr-gobelin-r1"}, {ID: "zzz-fr-gobelin-r2"}}},
			{ID: "zzz-fr-ours", Doc: "zzz-fr", Lang: "fr", Name: "Ours"},
			{ID: "zzz-it-goblin", Doc: "zzz-it", Lang: "it", Name: "Goblin",
				Rulings: []Ruling{{ID: "zzz-it-goblin-r1"}}},
		},
		Sections: []Section{
			{ID: "zzz-fr-s-furie", Doc: "zzz-fr", Lang: "fr", Mechanic: "fury", Cards: []string{"zzz-fr-gobelin"},
				Rulings: []Ruling{{ID: "zzz-fr-s-furie-r1"}}},
			{ID: "zzz-fr-s-furie-detail", Doc: "zzz-fr", Lang: "fr", Parent: "zzz-fr-s-furie", Cards: []string{"zzz-fr-gobelin"}},
			{ID: "zzz-it-s-furia", Doc: "zzz-it", Lang: "it", Mechanic: "fury"},
			{ID: "old-fr-s-combat", Doc: "old-fr", Lang: "fr"},
		},
		Glossary: []GlossaryEntry{{ID: "old-fr-g-furie", Doc: "old-fr", Lang: "fr", Term: "Furie"}},
		Rules: []Rule{
			{ID: "old-fr-702.1", Number: "702.1", Doc: "old-fr", Lang: "fr", Section: "old-fr-s-combat"},
			{ID: "old-fr-702.1a", Number: "702.1a", Doc: "old-fr", Lang: "fr", Section: "old-fr-s-combat"},
			{ID: "old-fr-702.1b", Number: "702.1b", Doc: "old-fr", Lang: "fr", Section: "old-fr-s-combat"},
		},
	}
}

func indexed(t *testing.T, kb *KB) *KB {
	t.Helper()
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	return kb
}

func TestLookupByID(t *testing.T) {
	kb := indexed(t, lookupKB())
	if d := kb.Document("zzz-it"); d != &kb.Documents[1] {
		t.Errorf("Document(zzz-it) = %p, want the KB's own element %p", d, &kb.Documents[1])
	}
	if c := kb.Card("zzz-fr-ours"); c != &kb.Cards[1] {
		t.Errorf("Card(zzz-fr-ours) = %v", c)
	}
	if s := kb.Section("zzz-it-s-furia"); s != &kb.Sections[2] {
		t.Errorf("Section(zzz-it-s-furia) = %v", s)
	}
	if g := kb.GlossaryEntry("old-fr-g-furie"); g != &kb.Glossary[0] {
		t.Errorf("GlossaryEntry(old-fr-g-furie) = %v", g)
	}
	if r := kb.Rule("old-fr-702.1a"); r != &kb.Rules[1] {
		t.Errorf("Rule(old-fr-702.1a) = %v", r)
	}
	// An id of one kind is not found as another kind.
	if kb.Card("zzz-fr-s-furie") != nil || kb.Section("zzz-fr-gobelin") != nil || kb.Rule("702.1a") != nil ||
		kb.Document("zzz-fr-gobelin") != nil || kb.GlossaryEntry("old-fr-702.1") != nil {
		t.Error("a lookup answered an id of another kind")
	}
}

func TestLookupRulingOwner(t *testing.T) {
	kb := indexed(t, lookupKB())
	tests := []struct {
		id, owner string
		ruling    *Ruling
	}{
		{"zzz-fr-gobelin-r2", "zzz-fr-gobelin", &kb.Cards[0].Rulings[1]},
		{"zzz-it-goblin-r1", "zzz-it-goblin", &kb.Cards[2].Rulings[0]},
		{"zzz-fr-s-furie-r1", "zzz-fr-s-furie", &kb.Sections[0].Rulings[0]},
		{"zzz-fr-gobelin", "", nil}, // a card is not a ruling
		{"nowhere-r1", "", nil},
	}
	for _, tt := range tests {
		r, owner := kb.Ruling(tt.id)
		if r != tt.ruling || owner != tt.owner {
			t.Errorf("Ruling(%q) = %p, %q; want %p, %q", tt.id, r, owner, tt.ruling, tt.owner)
		}
	}
}

func TestLookupElement(t *testing.T) {
	kb := indexed(t, lookupKB())
	tests := []struct {
		id   string
		want Element
	}{
		{"zzz-fr", Element{ID: "zzz-fr", Kind: ElementDocument, Doc: "zzz-fr", Lang: "fr"}},
		{"zzz-it-goblin", Element{ID: "zzz-it-goblin", Kind: ElementCard, Doc: "zzz-it", Lang: "it"}},
		{"zzz-it-goblin-r1", Element{ID: "zzz-it-goblin-r1", Kind: ElementRuling, Doc: "zzz-it", Lang: "it", Owner: "zzz-it-goblin"}},
		{"zzz-fr-s-furie-r1", Element{ID: "zzz-fr-s-furie-r1", Kind: ElementRuling, Doc: "zzz-fr", Lang: "fr", Owner: "zzz-fr-s-furie"}},
		{"old-fr-s-combat", Element{ID: "old-fr-s-combat", Kind: ElementSection, Doc: "old-fr", Lang: "fr"}},
		{"old-fr-g-furie", Element{ID: "old-fr-g-furie", Kind: ElementGlossary, Doc: "old-fr", Lang: "fr"}},
		{"old-fr-702.1", Element{ID: "old-fr-702.1", Kind: ElementRule, Doc: "old-fr", Lang: "fr"}},
	}
	for _, tt := range tests {
		got, ok := kb.Element(tt.id)
		if !ok || got != tt.want {
			t.Errorf("Element(%q) = %+v, %v; want %+v", tt.id, got, ok, tt.want)
		}
	}
	if e, ok := kb.Element("nowhere"); ok {
		t.Errorf("Element(nowhere) = %+v, true", e)
	}
}

func ids[T any](xs []*T, id func(*T) string) string {
	var out []string
	for _, x := range xs {
		out = append(out, id(x))
	}
	return strings.Join(out, " ")
}

func docID(d *Document) string    { return d.ID }
func cardID(c *Card) string       { return c.ID }
func sectionID(s *Section) string { return s.ID }
func ruleID(r *Rule) string       { return r.ID }

func TestLookupGroups(t *testing.T) {
	kb := indexed(t, lookupKB())
	c := kb.Contents("zzz-fr")
	tests := []struct {
		name, got, want string
	}{
		{"SetDocuments(zzz)", ids(kb.SetDocuments("zzz"), docID), "zzz-fr zzz-it"},
		{"SetDocuments(old)", ids(kb.SetDocuments("old"), docID), "old-fr"},
		{"SetDocuments(none)", ids(kb.SetDocuments("none"), docID), ""},
		{"Contents(zzz-fr).Cards", ids(c.Cards, cardID), "zzz-fr-gobelin zzz-fr-ours"},
		{"Contents(zzz-fr).Sections", ids(c.Sections, sectionID), "zzz-fr-s-furie zzz-fr-s-furie-detail"},
		{"Contents(zzz-fr).Glossary", fmt.Sprint(len(c.Glossary)), "0"},
		{"Contents(old-fr).Rules", ids(kb.Contents("old-fr").Rules, ruleID), "old-fr-702.1 old-fr-702.1a old-fr-702.1b"},
		{"Contents(old-fr).Glossary", fmt.Sprint(len(kb.Contents("old-fr").Glossary)), "1"},
		{"Contents(none).Cards", ids(kb.Contents("none").Cards, cardID), ""},
		{"RulesNumbered(702.1)", ids(kb.RulesNumbered("702.1"), ruleID), "old-fr-702.1"},
		{"RulesNumbered(702)", ids(kb.RulesNumbered("702"), ruleID), ""},
		{"Subsections(zzz-fr-s-furie)", ids(kb.Subsections("zzz-fr-s-furie"), sectionID), "zzz-fr-s-furie-detail"},
		{"SectionsPrinting(zzz-fr-gobelin)", ids(kb.SectionsPrinting("zzz-fr-gobelin"), sectionID), "zzz-fr-s-furie zzz-fr-s-furie-detail"},
		{"SectionsPrinting(zzz-fr-ours)", ids(kb.SectionsPrinting("zzz-fr-ours"), sectionID), ""},
		{"MechanicSections(fury)", ids(kb.MechanicSections("fury"), sectionID), "zzz-fr-s-furie zzz-it-s-furia"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s = %q, want %q", tt.name, tt.got, tt.want)
		}
	}
}

// Two callers appending to the same group must not write into each
// other's slices (nor into the lookups' backing arrays).
func TestLookupGroupsAreClipped(t *testing.T) {
	kb := indexed(t, lookupKB())
	a := append(kb.MechanicSections("fury"), &kb.Sections[1])
	b := append(kb.MechanicSections("fury"), &kb.Sections[3])
	if a[2] != &kb.Sections[1] || b[2] != &kb.Sections[3] {
		t.Errorf("appends share a backing array: %s / %s", ids(a, sectionID), ids(b, sectionID))
	}
	// Three rules: appending one by one leaves spare capacity to share.
	c := append(kb.Contents("old-fr").Rules, &kb.Rules[0])
	d := append(kb.Contents("old-fr").Rules, &kb.Rules[1])
	if c[3] != &kb.Rules[0] || d[3] != &kb.Rules[1] {
		t.Errorf("appends share a backing array: %s / %s", ids(c, ruleID), ids(d, ruleID))
	}
}

func TestIndexRejectsBadIDs(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(kb *KB)
		want   string
	}{
		{"repeated card", func(kb *KB) { kb.Cards = append(kb.Cards, kb.Cards[1]) }, `"zzz-fr-ours" names a card and a card`},
		{"ruling named like a card", func(kb *KB) { kb.Cards[0].Rulings[0].ID = "zzz-fr-ours" }, `"zzz-fr-ours" names a ruling and a card`},
		{"section named like a document", func(kb *KB) { kb.Sections[3].ID = "old-fr" }, `"old-fr" names a document and a section`},
		{"empty rule id", func(kb *KB) { kb.Rules[0].ID = "" }, `rule in document "old-fr" has an empty id`},
	}
	for _, tt := range tests {
		kb := indexed(t, lookupKB())
		tt.break_(kb)
		err := kb.Index()
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Index() = %v, want an error containing %s", tt.name, err, tt.want)
			continue
		}
		// The lookups built before stay in place (usable unless the
		// change resized the KB).
		if kb.Indexed() && kb.Card("zzz-fr-gobelin") == nil {
			t.Errorf("%s: a failed Index dropped the previous lookups", tt.name)
		}
	}
}

func TestLookupBeforeIndexPanics(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "KB.Index") {
			t.Errorf("recover() = %v, want a panic naming KB.Index", r)
		}
	}()
	lookupKB().Card("zzz-fr-ours")
}

func TestLookupAfterCopyOrResizePanics(t *testing.T) {
	tests := []struct {
		name   string
		change func(kb *KB) *KB
	}{
		{"copy", func(kb *KB) *KB { c := *kb; return &c }},
		{"card added", func(kb *KB) *KB { kb.Cards = append(kb.Cards, Card{ID: "zzz-fr-loup"}); return kb }},
		{"rule dropped", func(kb *KB) *KB { kb.Rules = kb.Rules[:1]; return kb }},
	}
	for _, tt := range tests {
		kb := tt.change(indexed(t, lookupKB()))
		if kb.Indexed() {
			t.Errorf("%s: Indexed() = true", tt.name)
		}
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "call Index again") {
					t.Errorf("%s: recover() = %v, want a panic asking for Index", tt.name, r)
				}
			}()
			kb.Card("zzz-fr-ours")
		}()
		if err := kb.Index(); err != nil || kb.Card("zzz-fr-ours") == nil {
			t.Errorf("%s: after Index again: %v, %v", tt.name, err, kb.Card("zzz-fr-ours"))
		}
	}
}

// Concurrent readers share the lookups; run with -race.
func TestLookupConcurrentReaders(t *testing.T) {
	kb := indexed(t, lookupKB())
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				if kb.Card("zzz-it-goblin") == nil || len(kb.MechanicSections("fury")) != 2 {
					t.Error("lookup lost an element under concurrent reads")
					return
				}
				if _, owner := kb.Ruling("zzz-fr-s-furie-r1"); owner != "zzz-fr-s-furie" {
					t.Error("ruling owner lost under concurrent reads")
					return
				}
			}
		})
	}
	wg.Wait()
}
