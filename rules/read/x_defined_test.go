package read

import (
	"strings"
	"testing"
)

// TestXDefinedAmounts: "where X is your life total / your devotion to
// black", « X étant votre total de points de vie / votre dévotion au
// noir », « dove X è pari ai tuoi punti vita / alla tua devozione al
// nero » (GPT, BNG), and the old « coût converti de mana » of another
// card; « cette carte » that found the card itself stays unread.
func TestXDefinedAmounts(t *testing.T) {
	for _, tc := range []struct {
		lang, typeLine, text string
		want                 string // the form; "" unread
	}{
		{"en", "Sorcery", "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total.", "spell do=[token(n=life(you) kind=Creature — <type> keywords=flying colors=W pt=1/1)]"},
		{"fr", "Rituel", "Créez X jetons de créature 1/1 blanche Pégase avec le vol, X étant votre total de points de vie.", "spell do=[token(n=life(you) kind=Creature — <type> keywords=flying colors=W pt=1/1)]"},
		{"it", "Stregoneria", "Crea X pedine creatura Pegaso 1/1 bianche con volare, dove X è pari ai tuoi punti vita.", "spell do=[token(n=life(you) kind=Creature — <type> keywords=flying colors=W pt=1/1)]"},
		{"en", "Sorcery", "You draw X cards and you lose X life, where X is your devotion to black.", "spell do=[draw(n=devotion(b)); lose_life(n=devotion(b))]"},
		{"fr", "Rituel", "Vous piochez X cartes et vous perdez X points de vie, X étant votre dévotion au noir.", "spell do=[draw(n=devotion(b)); lose_life(n=devotion(b))]"},
		{"it", "Stregoneria", "Peschi X carte e perdi X punti vita, dove X è pari alla tua devozione al nero.", "spell do=[draw(n=devotion(b)); lose_life(n=devotion(b))]"},
		{"fr", "Rituel", "Regard 1, puis révélez la carte du dessus de votre bibliothèque. Vous gagnez X points de vie, X étant le coût converti de mana de cette carte.", "mv(all:card in:library top you_own)"},
		{"fr", "Rituel", "Piochez une carte. Vous gagnez X points de vie, X étant le coût converti de mana de cette carte.", ""},
	} {
		form, err := readSorcery(tc.lang, tc.typeLine, tc.text)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("%s %q: compiled to %s, want unread", tc.lang, tc.text, form)
		case tc.want != "" && err != nil:
			t.Errorf("%s %q: unread: %v", tc.lang, tc.text, err)
		case tc.want != "" && !strings.Contains(form, tc.want):
			t.Errorf("%s %q:\n got %s\nwant %s", tc.lang, tc.text, form, tc.want)
		}
	}
}
