package rules

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// « Au moment où la Ligne ley de transformation arrive, choisissez un type
// de créature » (614.12, 205.3m): the choice is made as the permanent
// enters, by its controller; a scenario gives it as the cast's choice.
// add_types with the subtype "chosen" then reads it.

func entersCreatureTypeOp() Op {
	return Op{Name: "enters_creature_type", Doc: "as this enters, its controller chooses a creature type (the cast's choice); add_types subtypes: [chosen] reads it",
		Args: []Arg{}, Handler: entering()}
}

// creatureTypeError says why choice is not one creature type: several
// words, a card type, a supertype, a subtype of another card type. The
// engine has no list of every creature type: it refuses what it knows is
// not one.
func creatureTypeError(choice string) error {
	name := text.FoldLine(choice)
	switch {
	case name == "":
		return fmt.Errorf("choose a creature type")
	case len(strings.Fields(name)) > 1:
		return fmt.Errorf("%q is not one creature type: choose exactly one", choice)
	}
	if _, ok := CardTypeWord(name); ok {
		return fmt.Errorf("%q is a card type, not a creature type", choice)
	}
	if _, ok := supertypeWord(name); ok {
		return fmt.Errorf("%q is a supertype, not a creature type", choice)
	}
	if of, ok := notCreatureTypes[name]; ok {
		return fmt.Errorf("%q is a subtype of %s cards, not a creature type", choice, of)
	}
	return nil
}

// choosesCreatureType says whether a permanent with these characteristics
// chooses a creature type as it enters.
func choosesCreatureType(ch *Chars) bool {
	for _, a := range ch.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "enters_creature_type" {
				return true
			}
		}
	}
	return false
}

// checkCreatureTypeChoice checks, as a spell is cast, the creature type it
// will choose as it enters.
func checkCreatureTypeChoice(ch *Chars, opts CastOptions) error {
	if !choosesCreatureType(ch) {
		return nil
	}
	return creatureTypeError(opts.Choice)
}

// creatureTypeChoiceOps choose a creature type as a permanent enters
// (205.3m).
func creatureTypeChoiceOps() []Op {
	return []Op{
		{Name: "choose_creature_type", Doc: "choose is the creature type chosen for the source as it enters (205.3m)",
			Args: []Arg{Req("choose", ArgString)}, Handler: OneShot((*Game).chooseCreatureType)},
	}
}

// notCreatureTypes are subtypes of other card types, in the languages of
// the corpus (205.3g-k): they can never be chosen as a creature type.
var notCreatureTypes = map[string]string{
	// Artifact types.
	"treasure": "artifact", "tresor": "artifact", "tesoro": "artifact", "clue": "artifact", "indice": "artifact",
	"indizio": "artifact", "food": "artifact", "nourriture": "artifact", "cibo": "artifact",
	"equipment": "artifact", "equipement": "artifact", "equipaggiamento": "artifact",
	"vehicle": "artifact", "vehicule": "artifact", "veicolo": "artifact",
	// Enchantment types.
	"aura": "enchantment", "room": "enchantment", "piece": "enchantment", "stanza": "enchantment",
	"curse": "enchantment", "malediction": "enchantment", "maledizione": "enchantment", "saga": "enchantment",
	"shrine": "enchantment", "sanctuaire": "enchantment", "santuario": "enchantment",
	// Land types.
	"plains": "land", "plaine": "land", "pianura": "land", "island": "land", "ile": "land", "isola": "land",
	"swamp": "land", "marais": "land", "palude": "land", "mountain": "land", "montagne": "land", "montagna": "land",
	"forest": "land", "foret": "land", "foresta": "land",
	// Planeswalker types of the corpus.
	"kaito": "planeswalker",
}

// chooseCreatureType records the creature type chosen for the source as it
// enters (205.3m): one existing creature type; not several ("Sopravvissuto
// Umano"), not a card type or supertype ("artefatto"), not the subtype of
// another card type ("Kaito", "Veicolo", "Tesoro"). The engine has no list
// of every creature type: it refuses what it knows is not one.
func (g *Game) chooseCreatureType(e *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil {
		return fmt.Errorf("choose_creature_type: no source to choose for")
	}
	if err := creatureTypeError(e.Choose); err != nil {
		return err
	}
	src.ChosenType = text.FoldLine(e.Choose)
	g.Touch()
	g.logf("%s: the chosen creature type is %s", g.Describe(src), e.Choose)
	return nil
}
