package index

import (
	"context"
	"slices"
	"testing"
)

// TestTodayLeads: the reader's language and today's rules lead (issue 25,
// point 6). A word of today that the term table carries to an old
// rulebook's entry ("esilio" to « Retirer du jeu », "ccm" to « Coût
// converti de mana ») used to put the 2005 entry first, in French for an
// Italian reader. The first hits are now of current rules in a preferred
// language; when the query names a renamed term by today's wording, every
// hit of old rules comes after the current ones; and hits of old rules
// carry their era.
func TestTodayLeads(t *testing.T) {
	ix := embeddedIndex(t, Options{})
	for _, c := range []struct {
		hl, q string
		lead  int    // how many first hits must be current, in a preferred language
		old   string // an entry of old rules the query finds, after the current ones ("" if not all after)
	}{
		{"it", "valore di mana", 3, "9ed-fr-g-cout-converti-de-mana"},
		{"it", "esilio", 3, "9ed-fr-g-retirer-du-jeu"},
		{"it", "pedina", 3, ""},
		{"it", "travolgere", 2, ""},
		{"it", "neutralizzare", 3, ""},
		{"fr", "exil", 3, "9ed-fr-g-retirer-du-jeu"},
		{"fr", "ccm", 3, "9ed-fr-g-cout-converti-de-mana"},
		{"fr", "dommages", 1, ""},
	} {
		var all []Hit
		req := Request{Query: c.q, HL: c.hl, Limit: MaxLimit, NoFacets: true}
		var prefer []string
		for {
			res, err := ix.Search(context.Background(), req)
			if err != nil {
				t.Fatal(err)
			}
			all, prefer = append(all, res.Data...), res.Prefer
			if res.Next == "" {
				break
			}
			req = Request{Page: res.Next, HL: c.hl, NoFacets: true}
		}
		if len(all) < c.lead {
			t.Errorf("hl=%s %q: %d hits", c.hl, c.q, len(all))
			continue
		}
		for i, h := range all[:c.lead] {
			if h.Era != nil || !slices.Contains(prefer, h.Lang) {
				t.Errorf("hl=%s %q: hit %d is %s (%s, era %v), want today's rules in %v", c.hl, c.q, i+1, h.ID, h.Lang, h.Era, prefer)
			}
		}
		if c.old == "" {
			continue
		}
		at := slices.IndexFunc(all, func(h Hit) bool { return h.ID == c.old })
		if at < 0 {
			t.Errorf("hl=%s %q: %s not found", c.hl, c.q, c.old)
			continue
		}
		if e := all[at].Era; e == nil || e.Rules != "9ed" || e.Until == "" || e.Current {
			t.Errorf("hl=%s %q: %s has era %+v, want the 9th edition's, until a year", c.hl, c.q, c.old, e)
		}
		firstOld := slices.IndexFunc(all, func(h Hit) bool { return h.Era != nil })
		if slices.ContainsFunc(all[firstOld:], func(h Hit) bool { return h.Era == nil }) {
			t.Errorf("hl=%s %q: a hit of current rules comes after one of old rules (%s at %d)", c.hl, c.q, all[firstOld].ID, firstOld+1)
		}
	}
}

// TestOldWordingAsksForOldRules: an old wording, or a rule since
// abolished, asks for the old rules, which then lead as before.
func TestOldWordingAsksForOldRules(t *testing.T) {
	ix := embeddedIndex(t, Options{})
	for q, want := range map[string]string{
		"retirer du jeu":        "9ed-fr-g-retirer-du-jeu",
		"en jeu":                "9ed-fr-g-en-jeu",
		"coût converti de mana": "9ed-fr-g-cout-converti-de-mana",
		"brûlure de mana":       "9ed-fr-g-brulure-de-mana",
	} {
		res, err := ix.Search(context.Background(), Request{Query: q, HL: "fr", Limit: 1, NoFacets: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Data) == 0 || res.Data[0].ID != want {
			t.Errorf("%q: got %v, want %s first", q, res.Data, want)
		}
	}
}

// TestCounterpartsNear: a card or section found by its name in one
// language shows its counterpart in the other within the top 3 (issue 25,
// point 8): the rulings of a card or section that scores far above them
// are folded under it. A ruling that answers a question itself, scoring
// near its section, keeps its place.
func TestCounterpartsNear(t *testing.T) {
	ix := embeddedIndex(t, Options{})
	for _, c := range []struct{ hl, q, want string }{
		{"fr", "angoisse", "dsk-it-s-nuova-parola-per-definire-un-abilita-inquietante"},
		{"fr", "frimas guide misanthrope", "dsk-it-winter-guida-misanthropica"},
		{"it", "inquietante", "dsk-fr-s-nouveau-mot-de-capacite-angoisse"},
		{"fr", "survie troisième phase principale", "dsk-fr-s-nouveau-mot-de-capacite-survie-r1"},
		{"fr", "que se passe-t-il si la créature de survie est dégagée", "dsk-fr-s-nouveau-mot-de-capacite-survie-r3"},
	} {
		res, err := ix.Search(context.Background(), Request{Query: c.q, HL: c.hl, Limit: 3, NoFacets: true})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(res.Data, func(h Hit) bool { return h.ID == c.want }) {
			var got []string
			for _, h := range res.Data {
				got = append(got, h.ID)
			}
			t.Errorf("hl=%s %q: top 3 %v, want %s among them", c.hl, c.q, got, c.want)
		}
	}
}
