package align_test

import (
	"slices"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
)

// exampleKB: a card that costs {1} less for each land, whose ruling's
// example counts lands differently in each language (issue 25, point 10),
// and a card printed twice in French and once in Italian.
func exampleKB(frRuling, itRuling string) *corpus.KB {
	return perUnitKB([2]string{"Ce sort coûte {1} de moins à lancer pour chaque terrain que vous contrôlez.",
		"Questa magia costa {1} in meno per essere lanciata per ogni terra che controlli."}, "6/6", frRuling, itRuling)
}

// perUnitKB: the same with the per-unit rule texts (French, Italian) and
// P/T given.
func perUnitKB(texts [2]string, pt, frRuling, itRuling string) *corpus.KB {
	b := &kbBuilder{}
	b.doc("t-fr", "fr")
	b.doc("t-it", "it")
	creature := []string{"Creature"}
	fr := b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Colosse des racines", cost: "{5}{G}{G}", pt: pt, types: creature,
		text:    []string{texts[0], "Piétinement"},
		rulings: []string{frRuling}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Colosso delle Radici", cost: "{5}{G}{G}", pt: pt, types: creature,
		text:    []string{texts[1], "Travolgere"},
		rulings: []string{itRuling}})
	b.card("t-fr", "fr", cardSpec{section: corpus.SectionMain, name: "Guetteuse du col", cost: "{1}{W}", pt: "2/1", types: creature,
		text: []string{"Vigilance"}, rulings: []string{"La Guetteuse du col peut attaquer et bloquer au même tour."}})
	b.card("t-it", "it", cardSpec{section: corpus.SectionMain, name: "Vedetta del Valico", cost: "{1}{W}", pt: "2/1", types: creature,
		text: []string{"Cautela"}, rulings: []string{"La Vedetta del Valico può attaccare e bloccare nello stesso turno."}})
	for i := range b.kb.Cards {
		c := &b.kb.Cards[i]
		c.Positions = []corpus.Pos{{Line: 1}}
		if c.ID != fr && c.Lang == "fr" {
			c.Positions = append(c.Positions, corpus.Pos{Line: 40})
		}
	}
	if err := b.kb.Index(); err != nil {
		panic(err)
	}
	return &b.kb
}

func kindsOf(ds []align.Difference, where string) []string {
	var out []string
	for _, d := range ds {
		if d.Where == where {
			out = append(out, d.Kind)
		}
	}
	return out
}

func TestExampleBothConsistent(t *testing.T) {
	tests := []struct {
		name       string
		fr, it     string
		want, nots []string
	}{
		{"different example, both right",
			"Par exemple, si vous contrôlez trois terrains, le Colosse des racines coûte {2}{G}{G} à lancer.",
			"Per esempio, se controlli quattro terre, il Colosso delle Radici costa {1}{G}{G} per essere lanciato.",
			[]string{align.DiffExample}, []string{align.DiffNumbers, align.DiffMana}},
		{"same count, one cost wrong",
			"Par exemple, si vous contrôlez trois terrains, le Colosse des racines coûte {2}{G}{G} à lancer.",
			"Per esempio, se controlli tre terre, il Colosso delle Radici costa {1}{G}{G} per essere lanciato.",
			[]string{align.DiffMana}, []string{align.DiffExample}},
		{"different example, one wrong",
			"Par exemple, si vous contrôlez trois terrains, le Colosse des racines coûte {2}{G}{G} à lancer.",
			"Per esempio, se controlli quattro terre, il Colosso delle Radici costa {2}{G}{G} per essere lanciato.",
			[]string{align.DiffMana}, []string{align.DiffExample}},
	}
	for _, tt := range tests {
		al, err := align.Align(exampleKB(tt.fr, tt.it), "t-fr", "t-it")
		if err != nil {
			t.Fatal(err)
		}
		c, ok := al.Compare("t-fr-colosse-des-racines")
		if !ok {
			t.Fatalf("%s: the cost-reduction card is not paired", tt.name)
		}
		got := kindsOf(c.Diffs, "ruling")
		for _, k := range tt.want {
			if !slices.Contains(got, k) {
				t.Errorf("%s: ruling differences %v lack %s", tt.name, got, k)
			}
		}
		for _, k := range tt.nots {
			if slices.Contains(got, k) {
				t.Errorf("%s: ruling differences %v have %s", tt.name, got, k)
			}
		}
	}
}

func TestPrintedTwice(t *testing.T) {
	kb := exampleKB("Voir ci-dessus.", "Vedi sopra.")
	al, err := align.Align(kb, "t-fr", "t-it")
	if err != nil {
		t.Fatal(err)
	}
	var got []align.Difference
	for _, d := range al.Differences() {
		if d.Kind == align.DiffPrintings {
			got = append(got, d)
		}
	}
	if len(got) != 1 || got[0].Owner != "t-fr-guetteuse-du-col" || got[0].Side != "t-fr" ||
		!slices.Equal(got[0].FromOnly, []string{"2"}) || !slices.Equal(got[0].ToOnly, []string{"1"}) {
		t.Errorf("printings differences = %+v, want the sentinel's, 2 in t-fr and 1 in t-it", got)
	}
}

// TestExamplePTConsistent: the same for a P/T bonus per unit, the example
// giving the P/T or the bonus.
func TestExamplePTConsistent(t *testing.T) {
	texts := [2]string{"Le Colosse des racines gagne +1/+1 pour chaque terrain que vous contrôlez.",
		"Il Colosso delle Radici prende +1/+1 per ogni terra che controlli."}
	tests := []struct {
		name       string
		fr, it     string
		want, nots []string
	}{
		{"different example, both right",
			"Par exemple, si vous contrôlez trois terrains, le Colosse des racines est 5/5.",
			"Per esempio, se controlli 4 terre, il Colosso delle Radici prende +4/+4.",
			[]string{align.DiffExample}, []string{align.DiffNumbers}},
		{"one wrong",
			"Par exemple, si vous contrôlez trois terrains, le Colosse des racines est 5/5.",
			"Per esempio, se controlli 4 terre, il Colosso delle Radici è 5/5.",
			[]string{align.DiffNumbers}, []string{align.DiffExample}},
	}
	for _, tt := range tests {
		al, err := align.Align(perUnitKB(texts, "2/2", tt.fr, tt.it), "t-fr", "t-it")
		if err != nil {
			t.Fatal(err)
		}
		c, ok := al.Compare("t-fr-colosse-des-racines")
		if !ok {
			t.Fatalf("%s: the card is not paired", tt.name)
		}
		got := kindsOf(c.Diffs, "ruling")
		for _, k := range tt.want {
			if !slices.Contains(got, k) {
				t.Errorf("%s: ruling differences %v lack %s", tt.name, got, k)
			}
		}
		for _, k := range tt.nots {
			if slices.Contains(got, k) {
				t.Errorf("%s: ruling differences %v have %s", tt.name, got, k)
			}
		}
	}
}
