package read

import (
	"slices"
	"strings"
	"testing"
)

// subtypePhraseRows are real cards (key set-number) whose printed text,
// in each of langs, compiles among its forms to want (subtypes written as
// neutralSubtypes compares them): French subtypes of several words
// (« peuple fée » Faerie, « ouvrier spécialisé » Assembly-Worker, « grand
// serpent » Serpent) are one subtype, not two that no card has together.
var subtypePhraseRows = []struct {
	key, want string
	langs     []string
}{
	{"afc-248", "activated tap targets=[creature sub:assembly-worker] do=[pump(p=1 t=1 what=t0 until=eot)]", nil},
	{"kld-232", "triggered when=enters do=[search(filter=card creature sub:assembly-worker zone=hand optional)]", nil},
	{"lrw-130", "activated cost={B} tap targets=[sub:elf|sub:faerie] do=[grant(what=t0 keywords=lifelink until=eot)]", nil},
	{"lrw-61", "triggered when=enters do=[search(filter=card sub:faerie zone=library optional)]", nil},
	{"lrw-83", "static static=[pump(p=1 t=1 affects=all:creature other sub:faerie you_control)]", nil},
	{"lrw-83", "static static=[grant(keywords=shroud affects=all:other sub:faerie you_control)]", nil},
	{"lrw-87", "activated tap targets=[creature] do=[pump(p=0 - (count(sub:faerie|sub:merfolk you_control)) t=0 what=t0 until=eot)]", nil},
	{"lrw-134", "spell targets=[creature] do=[pump(p=-1 t=-1 what=t0 until=eot); if(if=count(sub:faerie you_control) >= 1 then=[draw(n=1)])]", nil},
	{"lrw-156", "static if=count(sub:faerie you_control) >= 1 static=[pump(p=1 t=1 affects=self); grant(keywords=flying affects=self)]", nil},
	// « loups-garous »: the plural of a hyphenated French subtype.
	{"vow-176", "activated cost={3}{R} tap targets=[opponent] do=[damage(n=count(sub:werewolf|sub:wolf you_control) to=t0)]", nil},
	// Token-only subtypes (« saprobionte », Saprolingio, Saproling),
	// learnt from the token phrases that print them; the compared form
	// writes a subtype the tables do not translate "sub:*".
	{"tsr-29", "activated sacrifice=sub:* you_control do=[gain_life(n=2)]", nil},
	{"tsp-225", "activated sacrifice=sub:* you_control targets=[creature] do=[pump(p=1 t=1 what=t0 until=eot)]", []string{"fr", "en"}},
	// « ou un grand serpent »: one alternative, no longer "sub:grand|…
	// sub:snake" (a grand AND a snake). The neutral key of Serpent reads
	// "snake" in all three: English "serpent" is also the French word for
	// Snake, and the compared form knows no language (left as it is).
	{"c21-33", "triggered when=combat_damage_player filter=sub:kraken|sub:leviathan|sub:octopus|sub:snake you_control do=[token(n=1 kind=Creature — <type> colors=U pt=9/9)]", nil},
}

// TestSubtypePhrasesReal reads the cards of subtypePhraseRows in their
// languages (all three unless the row says).
func TestSubtypePhrasesReal(t *testing.T) {
	keys := map[string]bool{}
	for _, row := range subtypePhraseRows {
		keys[row.key] = true
	}
	forms, unread := realFormsOf(t, keys)
	for _, row := range subtypePhraseRows {
		langs := row.langs
		if langs == nil {
			langs = []string{"fr", "it", "en"}
		}
		for _, lang := range langs {
			got, ok := forms[lang+"-"+row.key]
			if !ok {
				t.Fatalf("%s-%s: not among the real cards", lang, row.key)
			}
			if !slices.Contains(got, row.want) {
				t.Errorf("%s-%s: want %q among\n%q\nunread: %q", lang, row.key, row.want, got, unread[lang+"-"+row.key])
			}
		}
	}
}

// realFormsOf reads every real card whose key is in keys: its forms (as
// neutralSubtypes compares them) and its unread paragraphs' reasons, by
// card id.
func realFormsOf(t *testing.T, keys map[string]bool) (forms, unread map[string][]string) {
	t.Helper()
	kb, _ := realKB(t, loadRealCards(t))
	vocab := NewVocabulary(kb)
	forms, unread = map[string][]string{}, map[string][]string{}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		if len(c.ID) < 4 || !keys[c.ID[3:]] {
			continue
		}
		cr, err := ReadCardWith(c, vocab)
		if err != nil {
			t.Fatal(err)
		}
		forms[c.ID] = neutralSubtypes(cr.Form())
		for _, p := range cr.Paragraphs {
			if p.Status != ReadCompiled {
				unread[c.ID] = append(unread[c.ID], p.Text+": "+p.Reason)
			}
		}
	}
	return forms, unread
}

// TestTokenTypeWords reads the creature types of printed token phrases,
// which no type line may print (Saproling), and nothing past a stop.
func TestTokenTypeWords(t *testing.T) {
	for _, tc := range []struct{ lang, para, want string }{
		{"fr", "Mettez en jeu un jeton de créature 1/1 verte Saprobionte pour chaque type de terrain de base parmi les terrains que vous contrôlez.", "Saprobionte"},
		{"fr", "Mettez en jeu un jeton de créature 1/1 noire Peuple fée et Gredin avec le vol.", "Peuple"},
		{"it", "Crea una pedina creatura Saprolingio 1/1 verde per ogni segnalino +1/+1 su Thelon.", ""},
		{"en", "Create a 1/1 green Saproling creature token.", "Saproling"},
		{"en", "Create a 0/1 colorless Eldrazi Spawn creature token.", "Eldrazi Spawn"},
		{"fr", "{3}{W}{W} : Créez un jeton de créature 1/1 blanche. Vous piochez une carte.", ""},
		{"fr", "La créature ciblée gagne +1/+1 jusqu'à la fin du tour.", ""},
	} {
		lx, err := lexiconFor(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(lx.tokenTypeWords(tc.para), " "); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.para, got, tc.want)
		}
	}
}

// TestAmbiguousSubtypeAnd: French « créatures X et Y » names one object of
// both subtypes or either; unread rather than guessed.
func TestAmbiguousSubtypeAnd(t *testing.T) {
	forms, unread := realFormsOf(t, map[string]bool{"roe-181": true, "dka-141": true})
	for _, key := range []string{"fr-roe-181", "fr-dka-141"} {
		if !slices.ContainsFunc(unread[key], func(r string) bool { return strings.Contains(r, "one object of both") }) {
			t.Errorf("%s: want unread as ambiguous, got %q %q", key, forms[key], unread[key])
		}
	}
	for _, key := range []string{"en-roe-181", "it-roe-181"} {
		if !slices.Contains(forms[key], "static static=[pump(p=2 t=1 affects=all:creature sub:eldrazi sub:spawn you_control)]") && !slices.ContainsFunc(forms[key], func(f string) bool { return strings.Contains(f, "sub:eldrazi sub:") }) {
			t.Errorf("%s: want both subtypes, got %q", key, forms[key])
		}
	}
}
