package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Replacement effects of the shape "If X would die / be put into a
// graveyard, <do something else> instead" (614.1a). The engine runs the
// ones that send the card to another zone (op redirect: exile, its
// owner's hand); any other "would … instead" is reported as a replacement
// the engine does not run, never as an unknown word. The table is kept
// apart from builders.go so that branches merge without touching the same
// lines.
func init() {
	maps.Copy(builders.effects, insteadBuilders)
}

var insteadBuilders = map[string]effectBuilder{
	"would_die_instead":       one(buildWouldMoveInstead),
	"would_graveyard_instead": one(buildWouldMoveInstead),
	"would_instead":           one(buildWouldInstead),
	"would_damage_double":     one(buildWouldDamageDouble),
}

// buildWouldMoveInstead builds the static shapes "would_die_instead" and
// "would_graveyard_instead": « Si un psychagogue que vous contrôlez devait
// mourir, exilez-le à la place », "If a card or token would be put into a
// graveyard from anywhere, exile it instead". Groups: obj (what would
// move), you or opp (whose graveyard, else any), bf (from the
// battlefield), exile or hand (where it goes instead), dies (set by the
// dying shape), until.
func buildWouldMoveInstead(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("replacement %q outside a permanent's static ability", m["obj"])
	}
	if rd.lx.definite != nil && rd.lx.definite.MatchString(m["obj"]) {
		// "If the creature an opponent controls would die this turn"
		// names an object the ability named before (a target), not
		// every such creature.
		return nil, unreadf("replacement of %q: a definite phrase names an object named before, not a kind", m["obj"])
	}
	to, err := insteadZone(m)
	if err != nil {
		return nil, err
	}
	u, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	f, err := rd.filterPhrase(m["obj"])
	if err != nil {
		return nil, err
	}
	if (f == "self" || strings.HasPrefix(f, "self ")) && strings.TrimSpace(m["obj"]) != "~" {
		// "If that spell / cette créature would …" after an ability that
		// named it: the object of that ability, not the card itself.
		return nil, unreadf("replacement of %q: names the object the ability before named, not the card itself", m["obj"])
	}
	e := &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: to, Until: u}
	isCard := strings.Contains(" "+f+" ", " card ")
	if isCard && strings.Contains(" "+f+" ", " token ") {
		// "a card or token" is read as one object both a card and a
		// token, which nothing is: no filter says either yet.
		return nil, unreadf("replacement of %q: a card or a token, which no filter names", m["obj"])
	}
	switch {
	case m["dies"] != "":
		e.Kind = "dies"
		if f != "self" && !strings.Contains(" "+f+" ", " creature ") {
			// Only a creature dies (700.4): "a Warlock you control".
			f = "creature " + f
		}
	case m["bf"] != "":
		e.Kind = "from_battlefield"
	case m["anywhere"] == "":
		if !isCard && f != "self" {
			// "a creature" without "card" is a permanent (109.2): put
			// into a graveyard from the battlefield, in the older
			// wording of "dies".
			e.Kind = "from_battlefield"
		}
	}
	switch {
	case m["you"] != "":
		f += " you_own"
	case m["opp"] != "":
		f += " opp_own"
	}
	if f == "self" {
		e.What = "self"
		return e, nil
	}
	pf, err := rules.ParseFilter(strings.TrimSpace(f))
	if err != nil {
		return nil, unreadf("replacement of %q: %v", m["obj"], err)
	}
	e.Filter = pf
	return e, nil
}

// insteadZone names the zone a replaced move goes to: the lexicon's act
// group says "exile" or "hand" by the subgroup that matched.
func insteadZone(m map[string]string) (string, error) {
	switch {
	case m["exile"] != "":
		return "exile", nil
	case m["hand"] != "":
		return "hand", nil
	}
	return "", unreadf("replacement of %q: no zone the engine sends it to instead", m["obj"])
}

// buildWouldInstead builds the static shape "would_instead": any other
// « si … devait …, … à la place » / "if … would …, … instead": a
// replacement effect of an event (drawing, gaining life, creating tokens,
// putting counters …) that the engine does not run. It reads nothing: it
// gives the honest reason.
func buildWouldInstead(_ *reader, m map[string]string) (*rules.Effect, error) {
	return nil, unreadf("replacement effect of %q: the engine runs no replacement of that event", m["what"])
}

// buildWouldDamageDouble builds the static shape "would_damage_double":
// "If a source would deal damage to a permanent or player, it deals double
// that damage to that permanent or player instead" (the printings before
// planeswalkers say "creature or player": every object damage can be
// dealt to then); to an opponent or a permanent an opponent controls with
// the group opp.
func buildWouldDamageDouble(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("\"it deals double that damage instead\" outside a permanent's static ability")
	}
	e := &rules.Effect{Op: "damage_double"}
	if m["opp"] != "" {
		e.To = "opponent_or_permanent"
	}
	return e, nil
}
