package read

import (
	"testing"
)

// TestReadDelayedNext: « quand vous lancez pour la prochaine fois ce
// tour-ci … » is a delayed trigger of kind next, for this turn (the engine
// runs it: rules' TestDelayedNext).
func TestReadDelayedNext(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "{T} : Quand vous lancez pour la prochaine fois ce tour-ci un sort d'éphémère, vous gagnez 1 point de vie."},
		{"it", "{T}: Quando lanci la tua prossima magia istantaneo in questo turno, guadagni 1 punto vita."},
	} {
		card := printedCard(t, tc.lang, "Horloge", "{2}", "Artefact", "", tc.text)
		delayed := card.Faces[0].Abilities[0].Effects[0]
		const want = "delayed(kind=next until=eot ability={triggered when=cast_any filter=instant spell do=[gain_life(n=1)]})"
		if got := formEffect(delayed); got != want {
			t.Errorf("%s: %s, want %s", tc.lang, got, want)
		}
	}
}
