package corpus

import (
	"slices"
	"strings"
	"testing"
)

// TestTypeWords pins the type-line vocabulary: every word the parsers and
// the rules core used to list in their own tables names the same type
// from the one table, typos are marked, and "arteact" (a typo in one
// document's reminder text, never on a type line) is no word.
func TestTypeWords(t *testing.T) {
	tw, err := EmbeddedTypeWords()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]TypeWord{
		"artefact": {Name: "Artifact"}, "artefatto": {Name: "Artifact"}, "artifact": {Name: "Artifact"},
		"créature": {Name: "Creature"}, "creatura": {Name: "Creature"}, "Creature": {Name: "Creature"},
		"enchantement": {Name: "Enchantment"}, "incantesimo": {Name: "Enchantment"},
		"éphémère": {Name: "Instant"}, "ephemere": {Name: "Instant"}, "istantaneo": {Name: "Instant"},
		"rituel": {Name: "Sorcery"}, "stregoneria": {Name: "Sorcery"},
		"terrain": {Name: "Land"}, "terra": {Name: "Land"},
		"planeswalker": {Name: "Planeswalker"},
		"bataille":     {Name: "Battle"}, "battaglia": {Name: "Battle"},
		"tribal": {Name: "Kindred"}, "clan": {Name: "Kindred"}, "de clan": {Name: "Kindred"}, "tribale": {Name: "Kindred"},
		"affine": {Name: "Kindred"}, "stirpe": {Name: "Kindred"}, "kindred": {Name: "Kindred"},
		"machination": {Name: "Scheme"}, "intrigo": {Name: "Scheme"}, "scheme": {Name: "Scheme"},
		"légendaire": {Name: "Legendary", Super: true}, "leggendario": {Name: "Legendary", Super: true},
		"leggendaria": {Name: "Legendary", Super: true},
		"de base":     {Name: "Basic", Super: true}, "base": {Name: "Basic", Super: true},
		"neigeux": {Name: "Snow", Super: true}, "neigeuse": {Name: "Snow", Super: true},
		"innevato": {Name: "Snow", Super: true}, "innevata": {Name: "Snow", Super: true},
		"continue": {Name: "Ongoing", Super: true}, "continu": {Name: "Ongoing", Super: true},
		"in corso": {Name: "Ongoing", Super: true}, "persistente": {Name: "Ongoing", Super: true},
		"mondial": {Name: "World", Super: true}, "mondiale": {Name: "World", Super: true}, "world": {Name: "World", Super: true},
		"leggendaro":  {Name: "Legendary", Super: true, Misspelt: true},
		"legendaria":  {Name: "Legendary", Super: true, Misspelt: true},
		"legendario":  {Name: "Legendary", Super: true, Misspelt: true},
		"leggendarie": {Name: "Legendary", Super: true, Misspelt: true},
	}
	for w, v := range want {
		if got, ok := tw.Lookup(w); !ok || got != v {
			t.Errorf("Lookup(%q) = %+v, %v; want %+v", w, got, ok, v)
		}
	}
	for _, w := range []string{"arteact", "archenemy", "schemes", "machinations", "pièce", "goblin", ""} {
		if got, ok := tw.Lookup(w); ok {
			t.Errorf("Lookup(%q) = %+v, want no type word", w, got)
		}
	}
}

func TestNewTypeWordsRejectsAWordNamingTwoTypes(t *testing.T) {
	_, err := NewTypeWords([]Term{
		{Key: "land", Kind: "type", CardType: "Land", IT: []string{"terra"}},
		{Key: "world", Kind: "supertype", CardType: "World", TypeLine: []string{"Terra"}},
	})
	if err == nil || !strings.Contains(err.Error(), "Terra") {
		t.Errorf("err = %v, want one naming the word", err)
	}
}

func TestSortTypes(t *testing.T) {
	got := []string{"Creature", "Unknown", "Artifact", "Kindred", "Enchantment"}
	SortTypes(got)
	if want := []string{"Kindred", "Artifact", "Enchantment", "Creature", "Unknown"}; !slices.Equal(got, want) {
		t.Errorf("SortTypes = %q, want %q", got, want)
	}
}

func TestParseTermsRejectsATypeWithoutCardType(t *testing.T) {
	_, err := parseTerms([]byte(`{"terms": [{"key": "land", "kind": "type", "en": ["land"], "fr": [], "it": [], "fr_old": []}]}`))
	if err == nil || !strings.Contains(err.Error(), `"land"`) {
		t.Errorf("err = %v, want one naming the term", err)
	}
}

func TestSplitFrenchSubtypes(t *testing.T) {
	for in, want := range map[string]string{
		"peuple fée":                       "peuple fée",
		"peuple fée et sorcier":            "peuple fée|sorcier",
		"élémental et chien de chasse":     "élémental|chien de chasse",
		"- loup-garou":                     "loup-garou",
		"humain et éclaireur et survivant": "humain|éclaireur|survivant",
		"ouvrier  spécialisé":              "ouvrier spécialisé",
		"  ":                               "",
	} {
		got := SplitFrenchSubtypes(in)
		if got == nil || strings.Join(got, "|") != want {
			t.Errorf("SplitFrenchSubtypes(%q) = %#v, want %q", in, got, want)
		}
	}
}

func TestSplitSubtypes(t *testing.T) {
	for in, want := range map[string]string{
		"humain et éclaireur et survivant": "humain|éclaireur|survivant",
		"Sopravvissuto Esploratore Umano":  "sopravvissuto|esploratore|umano",
		"Human Wizard":                     "human|wizard",
		"chien, nitescence.":               "chien|nitescence",
		"*Stanza*":                         "stanza",
		"  ":                               "",
	} {
		got := SplitSubtypes(in)
		if got == nil || strings.Join(got, "|") != want {
			t.Errorf("SplitSubtypes(%q) = %#v, want %q", in, got, want)
		}
	}
}
