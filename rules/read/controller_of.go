package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// controllerOf reads a phrase that names the controller of one object
// (« le contrôleur de cette créature », "il controllore di quella
// creatura", "that creature's controller"): the player controller(ref),
// the object read as any other. ok is false when s is no such phrase.
// A set of objects ("all:…") or an object chosen as the instruction
// resolves has no one controller to name: unread.
func (rd *reader) controllerOf(s string) (np, bool, error) {
	for _, re := range rd.lx.controllerOf {
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		ref, ok := rd.priorTarget(m[1])
		if !ok {
			n, err := rd.nounPhrase(m[1])
			if err != nil {
				return np{}, true, err
			}
			if n.player {
				return np{}, true, unreadf("the controller of a player %q", m[1])
			}
			if ref, err = rd.refOf(n, m[1]); err != nil {
				return np{}, true, err
			}
		}
		if ref == "" || ref == "targets" || strings.Contains(ref, ":") || strings.Contains(ref, "(") || rules.PlayerRefs[ref] {
			return np{}, true, unreadf("the controller of %q, which is not one object", m[1])
		}
		if ref == "self" && strings.TrimSpace(m[1]) != "~" {
			// « Le Flou de lames inflige 2 blessures au contrôleur de
			// cette créature »: the pronoun found the card, which the
			// damage's source named last, not the creature the sentence
			// before targeted.
			return np{}, true, unreadf("the controller of %q: this card or the object named before", m[1])
		}
		return np{ref: "controller(" + ref + ")", player: true}, true, nil
	}
	return np{}, false, nil
}
