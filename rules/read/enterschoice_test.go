package read

import (
	"strings"
	"testing"
)

// TestReadEntersChoice: "as it enters, choose A or B" with the card's two
// bullets reads as the choice and each bullet's ability, working only for
// its word's position, the same in both languages.
func TestReadEntersChoice(t *testing.T) {
	want := []string{"static static=[enters_choice]",
		"triggered when=upkeep if=chose(self, 1) do=[draw(n=1)]",
		"triggered when=end_step if=chose(self, 2) do=[gain_life(n=2)]"}
	for _, tc := range []struct {
		lang, name, text string
		modes            []string
	}{
		{"fr", "Lanterne fantasque", "Au moment où la Lanterne fantasque arrive, choisissez Lune ou Soleil.",
			[]string{"Lune — Au début de votre entretien, piochez une carte.", "Soleil — Au début de votre étape de fin, vous gagnez 2 points de vie."}},
		{"it", "Lanterna Bizzarra", "Mentre la Lanterna Bizzarra entra, scegli Luna o Sole.",
			[]string{"Luna — All'inizio del tuo mantenimento, pesca una carta.", "Sole — All'inizio della tua sottofase finale, guadagni 2 punti vita."}},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text, tc.modes...)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadCompiled {
			t.Errorf("%s: unread: %s", tc.lang, r.Reason)
			continue
		}
		if got := strings.Join(r.Form(), "\n"); got != strings.Join(want, "\n") {
			t.Errorf("%s:\n got %s\nwant %s", tc.lang, got, strings.Join(want, "\n"))
		}
	}
}
