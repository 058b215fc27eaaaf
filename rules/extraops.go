package rules

import (
	"fmt"
	"strconv"

	"github.com/arbitre/arbitre/internal/text"
)

// Ops beyond the core set, added for the card notes that need them: rolling
// a die (Sortilegio Dissennante) and suspending a card (Sentenza Sospesa).

// extraOps are the ops of this file.
func extraOps() []Op {
	return []Op{
		{Name: "roll", Doc: "you roll a die with n (default 6) faces; choose is the result (else the resolution's next choice, a number; else 1); then runs with it as amount (without then, the rest of the ability does)",
			Args: []Arg{Opt("n", ArgExpr), Opt("choose", ArgString), Opt("then", ArgDo)}, Handler: OneShot((*Game).roll)},
		{Name: "suspend", Doc: "the special action of suspending what, a card in your hand (702.62a): its suspend cost is paid, it is exiled with time counters",
			Args: []Arg{Req("what", ArgRef)}, Handler: OneShot((*Game).suspend)},
		{Name: "choose_creature_type", Doc: "choose is the creature type chosen for the source as it enters (205.3m)",
			Args: []Arg{Req("choose", ArgString)}, Handler: OneShot((*Game).chooseCreatureType)},
	}
}

// roll rolls a die with n faces (706.1: "a d6 is a six-sided die"). The
// engine is deterministic, so the scenario says what was rolled (choose);
// a result the die cannot show is an error. The instructions in "then" see
// the result as amount.
func (g *Game) roll(e *Effect, ctx *EvalCtx) error {
	sides := g.num(e.N, ctx, 6)
	if sides < 1 {
		return fmt.Errorf("a die needs at least one face, not %d", sides)
	}
	res := 1
	choice := e.Choose
	if choice == "" && len(g.Choices) > 0 && IsDigits(g.Choices[0]) {
		// The printed card's roll: the resolution's choices give the result.
		choice = g.Choices[0]
		g.Choices = g.Choices[1:]
	}
	if choice != "" {
		n, err := strconv.Atoi(choice)
		if err != nil {
			return fmt.Errorf("roll: result %q is not a number", choice)
		}
		res = n
	}
	if res < 1 || res > sides {
		return fmt.Errorf("a d%d has %d faces: %d is not a result it can show", sides, sides, res)
	}
	g.logf("%s rolls a d%d: %d", g.Players[ctx.Ctrl].Name, sides, res)
	ev := Event{Amount: res, Player: ctx.Ctrl}
	if ctx.ev != nil {
		ev = *ctx.ev
		ev.Amount = res
	}
	if len(e.Then) == 0 {
		// « Lancez un d6. … un nombre de blessures égal au résultat »: the
		// instructions after it in the ability read the result.
		ctx.ev = &ev
		return nil
	}
	c := *ctx
	c.ev = &ev
	return g.Run(e.Then, &c)
}

// suspend is the special action of exiling a card from its owner's hand
// with its suspend ability (702.62a, 116.2f): allowed whenever the player
// could begin to cast the card, judged by its card type and what changes
// when it may be cast (flash), whatever the rest of casting would need
// (targets, a mana cost). The suspend cost is paid; the card goes into
// exile with N time counters.
func (g *Game) suspend(e *Effect, ctx *EvalCtx) error {
	p := ctx.Ctrl
	objs := g.objTargets(e, ctx, "")
	if len(objs) != 1 {
		return fmt.Errorf("suspend: name one card (what)")
	}
	o := objs[0]
	if o.Zone != ZoneHand || o.Owner != p {
		return fmt.Errorf("%s is not in %s's hand: only a card in your hand can be suspended", g.Describe(o), g.Players[p].Name)
	}
	ch := g.SpellChars(o, CastOptions{Door: -1})
	kw, ok := ch.Keyword("suspend")
	if !ok {
		return fmt.Errorf("%s has no suspend ability", o.Card.Name)
	}
	if err := g.CanCastNow(p, ch); err != nil {
		return fmt.Errorf("it can be suspended only when it could be cast: %w", err)
	}
	if err := g.Players[p].Pool.Pay(kw.Cost); err != nil {
		return fmt.Errorf("suspending %s: %w", o.Card.Name, err)
	}
	n := g.Move(o, ZoneExile, MoveOpts{noReplace: true})
	if kw.N > 0 {
		if n.Counters == nil {
			n.Counters = map[string]int{}
		}
		n.Counters["time"] += kw.N
	}
	g.Touch()
	g.logf("%s suspends %s with %d time counters", g.Players[p].Name, o.Card.Name, kw.N)
	return nil
}

// remember records an object an instruction produced ("the discarded
// card"), for later instructions of the same ability to name.
func (c *EvalCtx) remember(name string, o *Object) {
	if o == nil {
		return
	}
	if c.vars == nil {
		c.vars = map[string][]int{}
	}
	c.vars[name] = append(c.vars[name], o.ID)
}

// rememberLKI records how an object an instruction moved last existed
// ("the permanents destroyed this way"): mv_sum reads their mana values
// as they were on the battlefield.
func (c *EvalCtx) rememberLKI(name string, ch *Chars) {
	if c.lki == nil {
		c.lki = map[string][]*Chars{}
	}
	c.lki[name] = append(c.lki[name], ch)
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
