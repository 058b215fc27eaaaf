package read

import (
	"strings"
	"testing"
)

// endOfTurnOldShapes are real printed sentences of the old wording « À la
// fin du tour, … » / « Alla fine del turno, … » (before 2010), with their
// Oracle text: a triggered ability at the beginning of every end step (of
// your end step for « de votre tour » / « del tuo turno »).
var endOfTurnOldShapes = []mayRow{
	{"Spark Elemental",
		"À la fin du tour, sacrifiez l'Élémental d'étincelles.",
		"Alla fine del turno, sacrifica l'Elementale Scintillante.",
		"At the beginning of the end step, sacrifice Spark Elemental.",
		"Élémental d'étincelles", "Elementale Scintillante",
		"triggered when=each_end_step do=[sacrifice(what=self)]"},
	{"Glimmervoid",
		"À la fin du tour, si vous ne contrôlez aucun artefact, sacrifiez le Vide rayonnant.",
		"Alla fine del turno, se non controlli artefatti, sacrifica Il Nulla Scintillante.",
		"At the beginning of the end step, if you control no artifacts, sacrifice Glimmervoid.",
		"Vide rayonnant", "Nulla Scintillante",
		"triggered when=each_end_step if=count(artifact you_control) == 0 do=[sacrifice(what=self)]"},
	{"Nim Abomination", // your end step
		"À la fin de votre tour, si l'Abomination nim est dégagée, vous perdez 3 points de vie.",
		"Alla fine del tuo turno, se l'Abominio Nim è stappato, perdi 3 punti vita.",
		"At the beginning of your end step, if Nim Abomination is untapped, you lose 3 life.",
		"Abomination nim", "Abominio Nim",
		"triggered when=end_step if=is(self, untapped) do=[lose_life(n=3)]"},
	{"Brackwater Elemental", // « sacrifiez-le à la fin du tour »: a delayed trigger
		"Quand l'Élémental d'eau saumâtre attaque ou bloque, sacrifiez-le à la fin du tour.",
		"Quando l'Elementale delle Acque Torbide attacca o blocca, sacrificalo alla fine del turno.",
		"When Brackwater Elemental attacks or blocks, sacrifice it at the beginning of the next end step.",
		"Élémental d'eau saumâtre", "Elementale delle Acque Torbide",
		"triggered when=attacks do=[delayed(ability={triggered when=each_end_step do=[sacrifice(what=self)]})] | triggered when=blocks do=[delayed(ability={triggered when=each_end_step do=[sacrifice(what=self)]})]"},
}

func TestReadEndOfTurnOld(t *testing.T) { checkMayRows(t, endOfTurnOldShapes) }

// TestReadEndOfTurnOldDelayed: inside a spell's text, or after another
// sentence of an ability, « À la fin du tour, … » is a delayed trigger at
// the next end step, once (Oracle: "at the beginning of the next end
// step"), not a triggered ability of the card.
func TestReadEndOfTurnOldDelayed(t *testing.T) {
	for _, tc := range []struct {
		lang  string
		spell bool // compiled: the whole paragraph reads
		whole bool
		text  string
		want  string
	}{
		{"fr", true, false, "Retirez la créature ciblée de la partie. À la fin du tour, renvoyez en jeu cette créature sous le contrôle de son propriétaire avec sur elle un marqueur +1/+1.", "delayed(ability={triggered when=each_end_step"},
		{"it", true, true, "Rimuovi dal gioco una creatura bersaglio. Alla fine del turno, rimetti in gioco quella creatura sotto il controllo del suo proprietario con un segnalino +1/+1.", "delayed(ability={triggered when=each_end_step"},
		{"fr", false, true, "Quand Foo arrive en jeu, vous gagnez 1 point de vie. À la fin du tour, sacrifiez-le.", "triggered when=enters do=[gain_life(n=1); delayed(ability={triggered when=each_end_step do=[sacrifice(what=self)]})]"},
		{"it", false, true, "Quando Foo entra in gioco, guadagni 1 punto vita. Alla fine del turno, sacrificalo.", "triggered when=enters do=[gain_life(n=1); delayed(ability={triggered when=each_end_step do=[sacrifice(what=self)]})]"},
		// « de votre tour »: your next end step, once.
		{"fr", false, true, "Quand Foo arrive en jeu, vous gagnez 1 point de vie. À la fin de votre tour, sacrifiez-le.", "triggered when=enters do=[gain_life(n=1); delayed(ability={triggered when=end_step do=[sacrifice(what=self)]})]"},
		{"it", false, true, "Quando Foo entra in gioco, guadagni 1 punto vita. Alla fine del tuo turno, sacrificalo.", "triggered when=enters do=[gain_life(n=1); delayed(ability={triggered when=end_step do=[sacrifice(what=self)]})]"},
		// Those counters are on the targets, not on the card: unread.
		{"fr", false, false, "Quand la Foo est mise dans un cimetière depuis le jeu, répartissez trois marqueurs -1/-1 entre une, deux ou trois créatures ciblées. Retirez ces marqueurs à la fin du tour.", "no such form"},
		{"it", false, false, "Quando lo Foo viene messo in un cimitero dal gioco, distribuisci tre segnalini -1/-1 tra una, due o tre creature bersaglio. Rimuovi quei segnalini alla fine del turno.", "no such form"},
		// « jusqu'à la fin du tour » / « fino alla fine del turno » is a duration.
		{"fr", false, true, "Quand Foo arrive en jeu, il gagne +1/+1 jusqu'à la fin du tour.", "triggered when=enters do=[pump(p=1 t=1 what=self until=eot)]"},
		{"it", false, true, "Quando Foo entra in gioco, prende +1/+1 fino alla fine del turno.", "triggered when=enters do=[pump(p=1 t=1 what=self until=eot)]"},
	} {
		r, err := ReadParagraph(tc.lang, "Foo", tc.spell, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(r.Form(), " | ")
		if tc.whole && r.Status != ReadCompiled {
			t.Errorf("%s %q: unread: %s", tc.lang, tc.text, r.Reason)
		}
		if r.Status == ReadCompiled && !strings.Contains(got, tc.want) {
			t.Errorf("%s %q:\n got %s\nwant %s", tc.lang, tc.text, got, tc.want)
		}
		if len(r.Abilities) > 1 {
			t.Errorf("%s %q: %d abilities, want the delayed trigger inside one: %s", tc.lang, tc.text, len(r.Abilities), got)
		}
	}
}
