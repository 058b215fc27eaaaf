package read

import (
	"slices"

	"github.com/arbitre/arbitre/rules"
)

// buildEntersColorOther builds the entering shape "enters_color_other":
// « choisissez une couleur autre que le vert », "choose a color other than
// green" as the permanent enters (the Thriving lands): a choice among the
// four other colors, in their order (white first), that chose(self, N)
// reads. The color named must be one of the five: "colorless" is no color
// to leave out.
func buildEntersColorOther(rd *reader, m map[string]string) (*rules.Effect, error) {
	c := rd.lx.colors[m["color"]]
	if !slices.Contains(colorChoices, c) {
		return nil, unreadf("a color other than %q: not a color", m["color"])
	}
	var choices []string
	for _, o := range colorChoices {
		if o != c {
			choices = append(choices, o)
		}
	}
	return &rules.Effect{Op: "enters_choice", Choices: choices}, nil
}

// colorsExcept is the form of an enters_choice among the colors but one
// ("colors-green"), or "" when its choices are not such: the colors are
// language-neutral words, so the three languages' forms compare.
func colorsExcept(choices []string) string {
	if len(choices) != len(colorChoices)-1 {
		return ""
	}
	for _, c := range colorChoices {
		if !slices.Contains(choices, c) {
			if !slices.Equal(choices, slices.DeleteFunc(slices.Clone(colorChoices), func(o string) bool { return o == c })) {
				return ""
			}
			return "colors-" + c
		}
	}
	return ""
}
