package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

// parityRow is one ability printed in French and Italian and worded in
// English Oracle text: all three must compile to the same form.
type parityRow struct {
	name, card string
	spell      bool
	fr, it, en string
	want       string
	// subs are the subtypes other cards of the knowledge base print, per
	// language ("forêt,plaine|foresta,pianura|forest,plains"), which the
	// vocabulary reads.
	subs string
}

// parityRows are real cards whose French and Italian compiled to one form
// and whose Oracle text did not (branch grammar-parity-en).
var parityRows = []parityRow{
	{"reveal a card of two land types from your hand as it enters", "Village fortifié|Villaggio Fortificato|Fortified Village", false,
		"Au moment où le Village fortifié arrive sur le champ de bataille, vous pouvez révéler une carte de forêt ou de plaine de votre main. Si vous ne le faites pas, le Village fortifié arrive sur le champ de bataille engagé.",
		"Mentre il Villaggio Fortificato entra nel campo di battaglia, puoi rivelare una carta Foresta o Pianura dalla tua mano. Se non lo fai, il Villaggio Fortificato entra nel campo di battaglia TAPpato.",
		"As Fortified Village enters the battlefield, you may reveal a Forest or Plains card from your hand. If you don't, Fortified Village enters the battlefield tapped.",
		"static static=[enters_reveal(filter=card in:hand sub:forest|sub:plains you_own optional)]",
		"forêt,plaine|foresta,pianura|forest,plains"},
	{"reveal a card of a creature type from your hand as it enters", "Amphithéâtre ancien|Antico Anfiteatro|Ancient Amphitheater", false,
		"Au moment où l'Amphithéâtre ancien arrive sur le champ de bataille, vous pouvez révéler une carte de géant de votre main. Si vous ne le faites pas, l'Amphithéâtre ancien arrive sur le champ de bataille engagé.",
		"Mentre l'Antico Anfiteatro entra nel campo di battaglia, puoi rivelare una carta Gigante dalla tua mano. Se non lo fai, l'Antico Anfiteatro entra nel campo di battaglia TAPpato.",
		"As Ancient Amphitheater enters the battlefield, you may reveal a Giant card from your hand. If you don't, Ancient Amphitheater enters the battlefield tapped.",
		"static static=[enters_reveal(filter=card in:hand sub:giant you_own optional)]",
		"géant|gigante|giant"},
}

// TestParityEnglish: the French, Italian and English texts of each row
// compile whole to the row's form.
func TestParityEnglish(t *testing.T) {
	for _, row := range parityRows {
		names, subs := strings.Split(row.card, "|"), strings.Split(row.subs+"||", "|")
		kb := &corpus.KB{}
		for i, lang := range []string{"fr", "it", "en"} {
			text := []string{row.fr, row.it, row.en}[i]
			kb.Cards = append(kb.Cards, corpus.Card{ID: lang + "-card", Lang: lang, Name: names[i], Text: []string{text}})
			if row.spell {
				kb.Cards[len(kb.Cards)-1].Types = []string{rules.TInstant}
			}
			if subs[i] != "" {
				kb.Cards = append(kb.Cards, corpus.Card{ID: lang + "-other", Lang: lang, Name: "x", Subtypes: strings.Split(subs[i], ",")})
			}
		}
		vocab := NewVocabulary(kb)
		for _, c := range kb.Cards {
			if !strings.HasSuffix(c.ID, "-card") {
				continue
			}
			cr, err := ReadCardWith(&c, vocab)
			if err != nil {
				t.Fatalf("%s (%s): %v", row.name, c.Lang, err)
			}
			if cr.Compiled() != len(cr.Paragraphs) {
				t.Errorf("%s (%s): unread: %s", row.name, c.Lang, cr.Paragraphs[0].Reason)
				continue
			}
			if got := strings.Join(cr.Form(), " | "); got != row.want {
				t.Errorf("%s (%s):\n got %s\nwant %s", row.name, c.Lang, got, row.want)
			}
		}
	}
}
