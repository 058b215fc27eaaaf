package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// "Choose a color." / "Choose a creature type." as an instruction of a
// resolving spell or ability (« Choisissez une couleur. », « Scegli un
// tipo di creatura. »): its controller chooses as it resolves (608.2d),
// and the instructions after it that name "the chosen color", "that
// type" (filter words chosen_color, chosen_type) mean that choice. The
// choice is kept on the source, as a permanent's choice made as it
// entered is (enters_choice, enters_creature_type), so that what the
// ability sets up for later ("whenever ~ becomes blocked this turn by a
// creature of that color") reads it too. The resolve action names the
// choice: "color:red", "type:goblin".

// TypeChoicePrefix marks a resolve action's choice of a creature type.
const TypeChoicePrefix = "type:"

// chosenColorKey is where the source keeps the color chosen as it
// resolved.
const chosenColorKey = "color"

func chooseNowOps() []Op {
	return []Op{
		{Name: "choose_color", Doc: "its controller chooses a color as it resolves (the resolve action's choice color:red); the filter word chosen_color is then that color, for the source",
			Handler: OneShot((*Game).chooseColorNow)},
		{Name: "choose_type", Doc: "its controller chooses a creature type as it resolves (the resolve action's choice type:goblin); the filter word chosen_type is then that type, for the source",
			Handler: OneShot((*Game).chooseTypeNow)},
	}
}

// nextChoice takes the resolve action's next choice when it has prefix.
func (g *Game) nextChoice(prefix string) (string, bool) {
	if len(g.Choices) == 0 {
		return "", false
	}
	c, ok := strings.CutPrefix(g.Choices[0], prefix)
	if !ok {
		return "", false
	}
	g.Choices = g.Choices[1:]
	return c, true
}

func (g *Game) chooseColorNow(_ *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil {
		return fmt.Errorf("choose_color: no source to choose for")
	}
	c, ok := g.nextChoice(ColorChoicePrefix)
	if !ok || !slices.Contains(choosableColors, c) {
		return fmt.Errorf("choose_color: choose one of %s (choice %s…)", strings.Join(choosableColors, ", "), ColorChoicePrefix)
	}
	if src.Chosen == nil {
		src.Chosen = map[string]string{}
	}
	src.Chosen[chosenColorKey] = c
	g.Touch()
	g.logf("%s: the chosen color is %s", g.Describe(src), c)
	return nil
}

func (g *Game) chooseTypeNow(_ *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil {
		return fmt.Errorf("choose_type: no source to choose for")
	}
	c, _ := g.nextChoice(TypeChoicePrefix)
	if err := creatureTypeError(c); err != nil {
		return fmt.Errorf("choose_type: %w (choice %s…)", err, TypeChoicePrefix)
	}
	src.ChosenType = text.FoldLine(c)
	g.Touch()
	g.logf("%s: the chosen creature type is %s", g.Describe(src), c)
	return nil
}

// hasChosenColor reports whether the object has the color chosen for the
// filter's source: as it resolved (choose_color), else as it entered
// (enters_choice among the colors). Nothing has it while none was chosen.
func hasChosenColor(c *EvalCtx, _ *Object, ch *Chars) bool {
	src := c.sourceOrLast()
	if src == nil {
		return false
	}
	name := src.Chosen[chosenColorKey]
	if name == "" {
		name = c.G.enteredColor(src.ID)
	}
	col, ok := colorWords[name]
	return ok && ch.HasColor(col)
}
