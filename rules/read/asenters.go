package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// optionalEntering are the entering ops a player may decline, the
// permanent then entering tapped ("Si vous ne le faites pas, ~ arrive
// engagé"): their optional argument says so.
var optionalEntering = map[string]bool{"enters_pay_life": true, "enters_reveal": true}

// asEntersStatics reads the body of "Au moment où ~ arrive, (…)" (614.12c):
// its first sentence with the entering table (a choice, a payment); a
// following "if you don't, it enters tapped" makes that choice optional;
// any other sentence is a static ability of its own ("Les créatures du
// type choisi …").
func (rd *reader) asEntersStatics(body string) ([]*rules.Effect, error) {
	sents := rd.lx.sentences(body)
	if len(sents) == 0 {
		return nil, unreadf("nothing as it enters")
	}
	out, err := rd.clauses(sents[0], rd.lx.entering)
	if err != nil {
		return nil, err
	}
	for _, sent := range sents[1:] {
		sent = strings.TrimSuffix(strings.TrimSpace(sent), ".")
		if rd.lx.elseTapped.MatchString(sent) {
			last := out[len(out)-1]
			if !optionalEntering[last.Op] || last.Optional {
				return nil, unreadf("%q after %s: nothing to decline", sent, last.Op)
			}
			last.Optional = true
			continue
		}
		effs, err := rd.statics(sent)
		if err != nil {
			return nil, err
		}
		out = append(out, effs...)
	}
	for _, e := range out {
		if optionalEntering[e.Op] && !e.Optional {
			// "Vous pouvez payer 2 points de vie." with no sentence saying
			// what declining does: nothing the engine would do differs.
			return nil, unreadf("%s as it enters without what declining does", e.Op)
		}
	}
	return out, nil
}

// buildEntersPayLife builds the entering shape "enters_pay_life": « vous
// pouvez payer 2 points de vie » as the permanent enters.
func buildEntersPayLife(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "enters_pay_life", N: n}, nil
}

// buildEntersColor builds the entering shape "enters_color": « choisissez
// une couleur » as the permanent enters, a choice among the five colors
// that chose(self, N) reads (white is 1 … green is 5).
func buildEntersColor(rd *reader, _ map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "enters_choice", Choices: slices.Clone(colorChoices)}, nil
}

// colorChoices are the five colors in their order (white is 1).
var colorChoices = []string{"white", "blue", "black", "red", "green"}

// buildEntersReveal builds the entering shape "enters_reveal": « vous
// pouvez révéler une carte de plaine ou d'île de votre main » as the
// permanent enters.
func buildEntersReveal(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "reveal as it enters")
	if err != nil {
		return nil, err
	}
	if !strings.Contains(pf.String(), "in:hand") {
		return nil, unreadf("reveal as it enters %q: not a card of your hand", m["what"])
	}
	return &rules.Effect{Op: "enters_reveal", Filter: pf}, nil
}
