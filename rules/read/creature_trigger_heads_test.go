package read

import (
	"strings"
	"testing"
)

// creatureTriggerHeads are printed trigger heads whose subject is "a
// creature …" / « une créature … » / « una creatura … » (branch
// grammar-triggers2), with the form each language must compile to; an
// empty want is a text that must stay unread.
var creatureTriggerHeads = []struct {
	lang, name, text, want string
}{
	// MH2 Magus of the Bridge: the owner's graveyard is the owner's.
	{"it", "Magus del Ponte", "Ogniqualvolta una creatura non pedina viene messa nel tuo cimitero dal campo di battaglia, crea una pedina creatura Zombie 2/2 nera.",
		"triggered when=dies_any filter=creature nontoken you_own do=[token(n=1 kind=Creature — <type> colors=B pt=2/2)]"},
	{"fr", "Mage du pont", "Quand une créature est mise dans le cimetière d'un adversaire depuis le champ de bataille, exilez le Mage du pont.",
		"triggered when=dies_any filter=creature opp_own do=[exile(what=self)]"},
	{"it", "Magus del Ponte", "Quando una creatura viene messa nel cimitero di un avversario dal campo di battaglia, esilia il Magus del Ponte.",
		"triggered when=dies_any filter=creature opp_own do=[exile(what=self)]"},
	{"en", "Magus of the Bridge", "When a creature is put into an opponent's graveyard from the battlefield, exile Magus of the Bridge.",
		"triggered when=dies_any filter=creature opp_own do=[exile(what=self)]"},
	// ONS Gravedigger's era (« dal gioco », « depuis le jeu »).
	{"it", "Prova", "Ogniqualvolta una creatura viene messa nel tuo cimitero dal gioco, puoi spendere {1}{W}. Se lo fai, riprendi in mano quella carta.",
		"triggered when=dies_any filter=creature you_own do=[pay_mana(cost={1}{W} optional); if(if=did then=[move(what=it zone=hand)])]"},
	{"fr", "Prova", "À chaque fois qu'une créature est mise dans votre cimetière depuis le jeu, vous pouvez payer {1}{W}. Si vous faites ainsi, renvoyez cette carte dans votre main.",
		"triggered when=dies_any filter=creature you_own do=[pay_mana(cost={1}{W} optional); if(if=did then=[move(what=it zone=hand)])]"},
	// "sono state messe" is no trigger: the rewrite needs « viene ».
	{"it", "Prova", "Riprendi in mano tutte le carte creatura che sono state messe nel tuo cimitero dal campo di battaglia in questo turno.", ""},
}

func TestReadCreatureTriggerHeads(t *testing.T) {
	for _, tc := range creatureTriggerHeads {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(r.Form(), "\n")
		if tc.want == "" {
			if r.Status == ReadCompiled || r.Reason == "" {
				t.Errorf("%s %q: compiled %q, want unread", tc.lang, tc.text, got)
			}
			continue
		}
		if r.Status != ReadCompiled || got != tc.want {
			t.Errorf("%s %q:\n got %q (%s)\nwant %q", tc.lang, tc.text, got, r.Reason, tc.want)
		}
	}
}
