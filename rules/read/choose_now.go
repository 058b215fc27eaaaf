package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// "Choose a color." / "Choose a creature type." as an instruction of a
// spell or ability (« Choisissez une couleur. », « Scegli un tipo di
// creatura. »): the choice is made as it resolves (choose_color,
// choose_type), and "of the chosen color", "of that type" in the
// instructions after it (the lexicons' qualifiers chosen_color,
// chosen_type) name it. "Of that color" / "of that type" names a choice
// only after one: « pour chaque couleur, … de cette couleur » is another
// sentence (thatChoice, checked in effects).

// buildChooseColor builds the effect shape "choose_color".
func buildChooseColor(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.static {
		return nil, unreadf("a color chosen in a static ability: no moment to choose")
	}
	return &rules.Effect{Op: "choose_color"}, nil
}

// buildChooseType builds the effect shape "choose_type".
func buildChooseType(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.static {
		return nil, unreadf("a creature type chosen in a static ability: no moment to choose")
	}
	return &rules.Effect{Op: "choose_type"}, nil
}

// thatChoiceUnmade says why sent, read as effs, cannot be read after the
// instructions before it: it names "that color" or "that type", read as
// the chosen one, and none was chosen before it (« pour chaque type de
// carte …, une carte de ce type » reads "that type" otherwise).
func (rd *reader) thatChoiceUnmade(sent string, before, effs []*rules.Effect) error {
	if rd.lx.thatChoice == nil || !rd.lx.thatChoice.MatchString(sent) {
		return nil
	}
	for _, e := range before {
		if e.Op == "choose_color" || e.Op == "choose_type" {
			return nil
		}
	}
	form := formEffects(effs) + " " + formTargets(rd.ab.Targets)
	if !strings.Contains(form, "chosen_color") && !strings.Contains(form, "chosen_type") {
		return nil
	}
	return unreadf("%q names a color or type with none chosen before it", rd.lx.thatChoice.FindString(sent))
}

// flowChooseColor builds the flow shape "choose_color": the sentence
// "Choose a color." before the others.
func flowChooseColor(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	e, err := buildChooseColor(rd, m)
	if err != nil {
		return err
	}
	*out = append(*out, e)
	return nil
}

// flowChooseType builds the flow shape "choose_type": the sentence
// "Choose a creature type." before the others.
func flowChooseType(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	e, err := buildChooseType(rd, m)
	if err != nil {
		return err
	}
	*out = append(*out, e)
	return nil
}
