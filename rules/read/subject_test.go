package read

import (
	"strings"
	"testing"
)

// TestSubjectAfterYou checks that a player named by one sentence is not
// the subject of a later clause once "you" acted in between: "Target
// player loses 3 life. You gain 3 life and create three … tokens" creates
// them for you (Consume the Meek, ROE 110, read the tokens as the target
// player's), while a player subject still carries over a conjunction.
func TestSubjectAfterYou(t *testing.T) {
	for _, c := range []struct{ lang, text, want string }{
		{"en", "Target player loses 3 life. You gain 3 life and create three 1/1 red Goblin creature tokens.",
			"spell targets=[player] do=[lose_life(n=3 to=t0); gain_life(n=3); token(n=3 kind=Creature — <type> colors=R pt=1/1)]"},
		{"en", "Target player loses 3 life. You gain 3 life and draw a card.",
			"spell targets=[player] do=[lose_life(n=3 to=t0); gain_life(n=3); draw(n=1)]"},
		{"it", "Un giocatore bersaglio perde 3 punti vita. Guadagni 3 punti vita e peschi una carta.",
			"spell targets=[player] do=[lose_life(n=3 to=t0); gain_life(n=3); draw(n=1)]"},
		{"en", "Each opponent sacrifices a creature, then sacrifices a land.",
			"spell do=[sacrifice(n=1 to=each_opponent filter=creature); sacrifice(n=1 to=each_opponent filter=land)]"},
	} {
		r, err := ReadParagraph(c.lang, "Probe", true, c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Form(), " | "); got != c.want {
			t.Errorf("%s %q:\n got %s %s\nwant %s", c.lang, c.text, got, r.Reason, c.want)
		}
	}
}
