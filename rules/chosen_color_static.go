package rules

import (
	"slices"
	"strconv"
)

// "Voice of All has protection from the chosen color" (« a la protection
// contre la couleur choisie », « ha protezione dal colore scelto »): the
// color its source chose as it entered ("As Voice of All enters, choose a
// color": enters_choice among the five colors). The grant carries the
// quality ChosenColor, made the source's color as the effect applies
// (ops_layers.go); a source that chose no color grants nothing. A keyword
// line never has it: the choice belongs to the permanent's own text.

// ChosenColor is the protection quality of the color a permanent chose as
// it entered.
const ChosenColor = "chosen_color"

// enteredColor is the color the object id chose as it entered, among its
// enters_choice of colors; "" when it chose none.
func (g *Game) enteredColor(id int) string {
	o := g.Objs[id]
	if o == nil || o.Chosen == nil {
		return ""
	}
	i, err := strconv.Atoi(o.Chosen["index"])
	if err != nil || i < 1 {
		return ""
	}
	for _, a := range g.BaseChars(o).Abilities {
		for _, e := range a.Static {
			if e.Op == "enters_choice" && slices.Equal(e.Choices, choosableColors) && i <= len(e.Choices) {
				return e.Choices[i-1]
			}
		}
	}
	return ""
}
