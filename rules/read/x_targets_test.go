package read

import (
	"errors"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// TestPrintedXTargets: "Destroy X target artifacts" (AKH, « Détruisez X
// artefacts ciblés », « Distruggi X artefatti bersaglio ») takes exactly
// the X paid as targets (601.2c): cast with X=2 and two artifacts both
// are destroyed; with X=2 and one artifact, or X=1 and two, the cast is
// refused.
func TestPrintedXTargets(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Rituel", "Détruisez X artefacts ciblés."},
		{"it", "Stregoneria", "Distruggi X artefatti bersaglio."},
		{"en", "Sorcery", "Destroy X target artifacts."},
	} {
		for _, c := range []struct {
			x, chosen int
			ok        bool
		}{{2, 2, true}, {2, 1, false}, {1, 2, false}, {1, 1, true}} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			spell := g.AddCard(printedCard(t, tc.lang, "Wreck", "{X}{R}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
			var targets []rules.Target
			for i := 0; i < 2; i++ {
				def := &rules.CardDef{ID: "inline:art", Name: "Art", Faces: []*rules.Face{{Name: "Art", Types: []string{rules.TArtifact}}}}
				o := g.AddCard(def, 1, rules.ZoneBattlefield, false)
				if i < c.chosen {
					targets = append(targets, rules.Target{Obj: o.ID})
				}
			}
			g.Players[0].Pool, _ = rules.ParsePool("{2}{R}")
			_, err := g.Cast(0, spell, rules.CastOptions{Door: -1, X: c.x, Targets: [][]rules.Target{targets}})
			if (err == nil) != c.ok {
				t.Fatalf("%s X=%d with %d targets: cast error %v, want ok=%v", tc.lang, c.x, c.chosen, err, c.ok)
			}
			if !c.ok {
				continue
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			if left := len(g.Battlefield()); left != 2-c.chosen {
				t.Errorf("%s X=%d: %d artifacts left, want %d", tc.lang, c.x, left, 2-c.chosen)
			}
		}
	}
}

// TestXCountsReadOrNot: X as a count of objects compiles for targets only,
// with the X paid; X objects that are not targets, and an X the text
// defines counting targets, are left unread.
func TestXCountsReadOrNot(t *testing.T) {
	for _, tc := range []struct {
		lang, typeLine, text string
		want                 string // a part of the form; "" unread
	}{
		{"en", "Sorcery", "Tap X target creatures.", "[creature{x,x}]"},
		{"fr", "Rituel", "Engagez X créatures ciblées.", "[creature{x,x}]"},
		{"it", "Stregoneria", "TAPpa X creature bersaglio.", "[creature{x,x}]"},
		{"en", "Sorcery", "Return X target creature cards from your graveyard to your hand.", "{x,x}"},
		{"en", "Sorcery", "Destroy X target creatures, where X is the number of cards in your hand.", ""},
		{"en", "Sorcery", "Sacrifice X creatures.", ""},
	} {
		a, err := readSorcery(tc.lang, tc.typeLine, tc.text)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%s %q: compiled to %s, want unread", tc.lang, tc.text, a)
		case tc.want != "" && err != nil:
			t.Errorf("%s %q: unread: %v", tc.lang, tc.text, err)
		case tc.want != "" && !strings.Contains(a, tc.want):
			t.Errorf("%s %q: form %s, want it to hold %s", tc.lang, tc.text, a, tc.want)
		}
	}
}

// readSorcery reads text as the one paragraph of a sorcery in lang and
// returns its form, or the reason it is unread.
func readSorcery(lang, typeLine, text string) (string, error) {
	r, err := ReadCard(&corpus.Card{ID: "x-" + lang, Lang: lang, Name: "Wreck", Types: []string{rules.TSorcery}, TypeLine: typeLine, Text: []string{text}})
	if err != nil {
		return "", err
	}
	for _, p := range r.Paragraphs {
		if p.Status != ReadCompiled {
			return "", errors.New(p.Reason)
		}
	}
	var got []string
	for _, a := range r.Abilities() {
		got = append(got, FormAbility(a))
	}
	return strings.Join(got, "\n"), nil
}
