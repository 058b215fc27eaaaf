package read

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestLevelBoxes reads real levelers' printed text in the three languages
// (ROE, DDG, MH1): each bar with its P/T and abilities is one static
// ability; a box with an unread ability is unread whole, its abilities
// with it (read alone, they would be the creature's at every level).
func TestLevelBoxes(t *testing.T) {
	kargan4 := "static if=counters(self, level) >= 4 && counters(self, level) <= 7 static=[set_pt(p=4 t=4 affects=self); grant(keywords=flying affects=self)]"
	kargan8 := "static if=counters(self, level) >= 8 static=[set_pt(p=8 t=8 affects=self); grant(affects=self ability={activated cost={R} do=[pump(p=1 t=0 what=self until=eot)]}); grant(keywords=flying,trample affects=self)]"
	escort := []string{"keyword level_up {2}", "static if=counters(self, level) >= 1 && counters(self, level) <= 4 static=[set_pt(p=2 t=2 affects=self)]",
		"static if=counters(self, level) >= 5 static=[set_pt(p=5 t=5 affects=self); grant(keywords=first_strike affects=self)]"}
	for _, tc := range []struct {
		lang, name string
		text       []string
		want       []string // the card's form, sorted
		unread     []int    // paragraphs left unread
	}{
		{"en", "Kargan Dragonlord", []string{"Level up {R} ({R}: Put a level counter on this. Level up only as a sorcery.)", "LEVEL 4-7", "4/4", "Flying",
			"LEVEL 8+", "8/8", "Flying, trample", "{R}: Kargan Dragonlord gets +1/+0 until end of turn."},
			[]string{"keyword level_up {R}", kargan4, kargan8}, nil},
		// The French printing lost the break after 8/8.
		{"fr", "Seigneur-dragon kargan", []string{"Montée de niveau {R} ({R} : Mettez un marqueur « niveau » sur cette créature. Ne montez de niveau que lorsque vous pourriez lancer un rituel.)",
			"NIVEAU 4-7", "4/4", "Vol", "NIVEAU 8+", "8/8Vol, piétinement", "{R} : Le Seigneur-dragon kargan gagne +1/+0 jusqu'à la fin du tour."},
			[]string{"keyword level_up {R}", kargan4, kargan8}, nil},
		{"it", "Signore dei Draghi di Karga", []string{"Aumentare di livello {R} ({R}: Metti un segnalino livello su questa creatura. Aumenta di livello solo quando potresti lanciare una stregoneria.)",
			"LIVELLO 4-7", "4/4", "Volare", "LIVELLO 8+", "8/8", "Volare, travolgere", "{R}: Il Signore dei Draghi di Karga prende +1/+0 fino alla fine del turno."},
			[]string{"keyword level_up {R}", kargan4, kargan8}, nil},
		// A box with no ability: its P/T alone.
		{"en", "Caravan Escort", []string{"Level up {2} ({2}: Put a level counter on this. Level up only as a sorcery.)", "LEVEL 1-4", "2/2", "LEVEL 5+", "5/5", "First strike"}, escort, nil},
		{"fr", "Escorte de caravane", []string{"Montée de niveau {2} ({2} : Mettez un marqueur « niveau » sur cette créature. Ne montez de niveau que lorsque vous pourriez lancer un rituel.)",
			"NIVEAU 1-4", "2/2", "NIVEAU 5+", "5/5", "Initiative"}, escort, nil},
		{"it", "Scorta della Carovana", []string{"Aumentare di livello {2} ({2}: Metti un segnalino livello su questa creatura. Aumenta di livello solo quando potresti lanciare una stregoneria.)",
			"LIVELLO 1-4", "2/2", "LIVELLO 5+", "5/5", "Attacco improvviso"}, escort, nil},
		// A static ability of a box applies under the box's condition.
		{"it", "Signore dei Tritoni", []string{"Aumentare di livello {1}{U}", "LIVELLO 2-3", "3/3", "Volare", "LIVELLO 4+", "4/4", "Volare", "Le altre creature Tritone che controlli prendono +1/+1."},
			[]string{"keyword level_up {1}{U}", "static if=counters(self, level) >= 2 && counters(self, level) <= 3 static=[set_pt(p=3 t=3 affects=self); grant(keywords=flying affects=self)]",
				"static if=counters(self, level) >= 4 static=[set_pt(p=4 t=4 affects=self); pump(p=1 t=1 affects=all:creature other sub:tritone you_control); grant(keywords=flying affects=self)]"}, nil},
		// A triggered ability is granted; a protection keyword keeps its quality.
		{"en", "Lord of Shatterskull Pass", []string{"Level up {1}{R}", "LEVEL 1-5", "6/6", "LEVEL 6+", "6/6", "Whenever Lord of Shatterskull Pass attacks, it deals 6 damage to each creature defending player controls."},
			[]string{"keyword level_up {1}{R}", "static if=counters(self, level) >= 1 && counters(self, level) <= 5 static=[set_pt(p=6 t=6 affects=self)]",
				"static if=counters(self, level) >= 6 static=[set_pt(p=6 t=6 affects=self); grant(affects=self ability={triggered when=attacks do=[damage(n=6 to=all:creature defending_control)]})]"}, nil},
		{"fr", "Tisseur de sortilèges", []string{"Montée de niveau {1}", "NIVEAU 3-7", "4/4", "Protection contre les éphémères", "NIVEAU 8+", "6/6", "Protection contre tout"},
			[]string{"keyword level_up {1}", "static if=counters(self, level) >= 3 && counters(self, level) <= 7 static=[set_pt(p=4 t=4 affects=self); grant(keywords=protection:instants affects=self)]",
				"static if=counters(self, level) >= 8 static=[set_pt(p=6 t=6 affects=self); grant(keywords=protection:everything affects=self)]"}, nil},
		// The second box's ability is unread: the whole box is, its
		// ability too; the first box reads.
		{"en", "Echo Mage", []string{"Level up {1}{U}", "LEVEL 2-3", "2/4", "{U}{U}, {T}: Copy target instant or sorcery spell. You may choose new targets for the copy.",
			"LEVEL 4+", "2/5", "{U}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets for the copies."},
			nil, []int{4, 5, 6}},
		// A granted trigger; the older Italian wording of the extra turn.
		{"it", "Cronologista del Faro", []string{"Aumentare di livello {U}", "LIVELLO 4-6", "2/4", "LIVELLO 7+", "3/5",
			"All'inizio di ogni sottofase finale, se non è il tuo turno, gioca un altro turno dopo questo."},
			[]string{"keyword level_up {U}", "static if=counters(self, level) >= 4 && counters(self, level) <= 6 static=[set_pt(p=2 t=4 affects=self)]",
				"static if=counters(self, level) >= 7 static=[set_pt(p=3 t=5 affects=self); grant(affects=self ability={triggered when=each_end_step if=!your_turn do=[extra_turn]})]"}, nil},
		// A bar without its P/T is no box.
		{"en", "Kargan Dragonlord", []string{"Level up {R}", "LEVEL 4-7", "Flying"}, []string{"keyword level_up {R}"}, []int{1, 2}},
	} {
		c := &corpus.Card{ID: "lvl-" + tc.lang, Lang: tc.lang, Name: tc.name, TypeLine: "Creature", Types: []string{"Creature"}, Text: tc.text}
		cr, err := ReadCard(c)
		if err != nil {
			t.Fatal(err)
		}
		var unread []int
		for i, p := range cr.Paragraphs {
			if p.Status != ReadCompiled {
				unread = append(unread, i)
			}
		}
		if tc.want != nil && strings.Join(cr.Form(), "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s %s: form\n%s\nwant\n%s", tc.lang, tc.name, strings.Join(cr.Form(), "\n"), strings.Join(tc.want, "\n"))
		}
		if fmt.Sprint(unread) != fmt.Sprint(tc.unread) {
			t.Errorf("%s %s: unread paragraphs %v, want %v", tc.lang, tc.name, unread, tc.unread)
		}
	}
}
