package rules

import (
	"slices"
	"strings"
)

// "Target creature gains protection from the color of your choice until
// end of turn" (« acquiert la protection contre la couleur de votre
// choix », « ha protezione da un colore a tua scelta »): the color is
// chosen as the effect begins, by its controller (608.2d), and the effect
// then grants protection from that color for its duration. The grant op
// carries the quality ColorOfChoice; the resolve action's choice names the
// color ("color:red"); without one the engine chooses white.

// ColorOfChoice is the protection quality chosen as the granting effect
// begins.
const ColorOfChoice = "color_of_choice"

// ColorChoicePrefix marks a resolve action's choice of a color.
const ColorChoicePrefix = "color:"

var choosableColors = []string{"white", "blue", "black", "red", "green"}

// withChosenColor returns the grant e with its protection from the color
// of the controller's choice made: the color the resolve action chose. A
// static ability has no moment to choose: e as it is.
func (g *Game) withChosenColor(e *Effect, static bool) *Effect {
	if static || e.Op != "grant" || !slices.Contains(e.Keywords, "protection:"+ColorOfChoice) {
		return e
	}
	color := "white"
	if len(g.Choices) > 0 {
		if c, ok := strings.CutPrefix(g.Choices[0], ColorChoicePrefix); ok && slices.Contains(choosableColors, c) {
			color = c
			g.Choices = g.Choices[1:]
		}
	}
	g.logf("%s is the color chosen for protection", color)
	out := *e
	out.Keywords = slices.Clone(e.Keywords)
	for i, k := range out.Keywords {
		if k == "protection:"+ColorOfChoice {
			out.Keywords[i] = "protection:" + color
		}
	}
	return &out
}
