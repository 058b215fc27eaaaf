package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// The planar die of the Planechase variant (rule 901): a six-sided die
// with one {CHAOS} face, one planeswalker face and four blank faces
// (901.3). A plane is face up in the command zone, where its abilities
// work (901.4, 901.6); "whenever you roll {CHAOS}" triggers when its
// controller, the planar controller in the engine's two-player game,
// rolls the chaos face. The engine keeps no planar deck: a plane enters
// the game as a scenario puts it in the command zone, and the
// planeswalker face, which moves the plane away (901.9), is refused as a
// result rather than rolled as if it were blank.

// TPlane is the plane card type (Planechase, 901.2).
const TPlane = "Plane"

// Die-roll events. Numbered apart from the list in triggers.go so that
// other families' events added there do not collide with these.
const (
	// EvDieRolled: Player rolled a die (706; also the planar die, which
	// the rules count as a die roll), Amount its result (0 for the
	// planar die's faces, which are not numbers), What the die ("d20",
	// "planar").
	EvDieRolled EventKind = 1000 + iota
	// EvChaosRolled: Player rolled {CHAOS} on the planar die (901.9).
	EvChaosRolled
)

// PlanarChoicePrefix starts a resolution's choice that names the planar
// die's face: "planar:chaos", "planar:blank", "planar:planeswalk".
const PlanarChoicePrefix = "planar:"

// diceTriggers are the triggers on die rolls.
func diceTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"die_rolled": {"you roll one or more dice (the planar die too; amount: the result)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDieRolled && t.ev.Player == t.ctrl
		}},
		"die_rolled_highest": {"you roll a die's highest natural result (a d20's 20; the engine modifies no result, so the natural result is the result)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDieRolled && t.ev.Player == t.ctrl && t.ev.What == "d"+strconv.Itoa(t.ev.Amount)
		}},
		"chaos_rolled": {"you roll {CHAOS} on the planar die (a plane's chaos ability, 901.9)", func(t triggerEvent) bool {
			return t.ev.Kind == EvChaosRolled && t.ev.Player == t.ctrl
		}},
	}
}

// rollPlanar rolls the planar die (901.9) for the ability's controller.
// The scenario names the face (choose, else the resolution's next choice
// when it is "planar:FACE"); the default is blank, four faces of six. The
// roll is a die roll ("whenever you roll one or more dice" triggers), and
// {CHAOS} triggers the chaos abilities.
func (g *Game) rollPlanar(e *Effect, ctx *EvalCtx) error {
	face := strings.ToLower(e.Choose)
	if face == "" && len(g.Choices) > 0 && strings.HasPrefix(g.Choices[0], PlanarChoicePrefix) {
		face = strings.ToLower(strings.TrimPrefix(g.Choices[0], PlanarChoicePrefix))
		g.Choices = g.Choices[1:]
	}
	if face == "" {
		face = "blank"
	}
	switch face {
	case "blank", "chaos":
	case "planeswalk":
		return fmt.Errorf("the planar die's planeswalker face: the engine keeps no planar deck to planeswalk to (901.9b)")
	default:
		return fmt.Errorf("the planar die has no face %q (blank, chaos, planeswalk)", face)
	}
	p := ctx.Ctrl
	if face == "chaos" {
		g.logf("%s rolls the planar die: chaos", g.Players[p].Name)
	} else {
		g.logf("%s rolls the planar die: blank", g.Players[p].Name)
	}
	g.emit(Event{Kind: EvDieRolled, Player: p, What: "planar"})
	if face == "chaos" {
		g.emit(Event{Kind: EvChaosRolled, Player: p})
	}
	return nil
}
