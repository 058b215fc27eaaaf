package rules

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
)

// Casting without paying: "you may cast a spell from your hand without
// paying its mana cost", "you may cast up to three spells …", "you may
// cast that card …". The cards are chosen as the ability resolves: the
// scenario names them in order (resolve … choices:); without a choice
// nothing is cast, as a player may decline (the instruction is a "may").

func castFreeOp() Op {
	return Op{Name: "cast_free", Doc: "you may cast up to n (default 1; with what, any number) cards without paying their mana cost, ignoring timing (601.2, 118.9): what (the cards an earlier instruction named), or cards matching filter in zone (default hand); the resolution's choices name them (after a card with an additional sacrifice cost, the permanent it sacrifices); did: one was cast",
		Args:    []Arg{Opt("what", ArgRef), Opt("filter", ArgFilter), Opt("zone", ArgZone), Opt("n", ArgExpr), Opt("optional", ArgBool)},
		Handler: OneShot((*Game).opCastFree)}
}

func (g *Game) opCastFree(e *Effect, ctx *EvalCtx) error {
	// Up to n cards; the cards an instruction named: any number of them.
	n := g.num(e.N, ctx, 1)
	if e.N == nil && e.What != "" {
		n = len(ctx.objRefs(e.What))
	}
	allowed := func(o *Object) bool {
		if o.Card == nil || o.Zone == ZoneStack || o.Zone == ZoneBattlefield {
			return false
		}
		if e.What != "" {
			return slices.Contains(ctx.objRefs(e.What), o.ID)
		}
		if e.Zone != "" && !zoneIs(e.Zone, o.Zone) || e.Zone == "" && o.Zone != ZoneHand {
			return false
		}
		if o.Owner != ctx.Ctrl && o.Zone != ZoneExile {
			return false
		}
		return e.Filter == nil || matchPreds(ctx, e.Filter, o, g.Chars(o))
	}
	cast := 0
	for cast < n && len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !allowed(o) {
			break
		}
		g.Choices = g.Choices[1:]
		opts := CastOptions{Door: -1, Free: true, ignoreTiming: true, fromEffect: true}
		if sa := SpellAbility(g.Chars(o)); sa != nil && sa.CastSacrifice != "" && len(g.Choices) > 0 {
			// A mandatory additional cost is still paid (601.2f): the
			// next choice is what it sacrifices.
			opts.Sacrifice = g.ByAlias(g.Choices[0])
			g.Choices = g.Choices[1:]
		}
		if _, err := g.Cast(ctx.Ctrl, o, opts); err != nil {
			return err
		}
		cast++
	}
	g.did = cast > 0
	if cast == 0 {
		g.logf("no card is cast without paying its mana cost")
	}
	return nil
}

// resolutionChoice is the object a resolving instruction chooses when the
// printed text names none: the scenario's next choice, which must match
// filter, or else the only object of the game matching filter.
func (g *Game) resolutionChoice(ctx *EvalCtx, f *Filter, among string) (*Object, error) {
	ids := slices.Sorted(maps.Keys(g.Objs))
	if among != "" {
		ids = ctx.objRefs(among)
	}
	if len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil {
			return nil, fmt.Errorf("choose: the chosen object is gone")
		}
		if f != nil && !matchPreds(ctx, f, o, g.Chars(o)) {
			return nil, fmt.Errorf("choose: %s is not %s", g.Describe(o), f)
		}
		if among != "" && !slices.Contains(ids, o.ID) {
			return nil, fmt.Errorf("choose: %s is not among %s", g.Describe(o), among)
		}
		g.Choices = g.Choices[1:]
		return o, nil
	}
	var found []*Object
	for _, id := range ids {
		o := g.Objs[id]
		if o == nil {
			continue
		}
		if f == nil || matchPreds(ctx, f, o, g.Chars(o)) {
			found = append(found, o)
		}
	}
	switch len(found) {
	case 0:
		return nil, fmt.Errorf("choose: nothing is %s", f)
	case 1:
		return found[0], nil
	}
	return nil, fmt.Errorf("choose: %d objects are %s; the scenario names one (resolve … choices:)", len(found), f)
}

// newTargetsOp: "vous pouvez choisir de nouvelles cibles pour cette copie"
// (707.10c): the copy keeps its targets unless the resolution's choices
// name new ones, which must be legal.
func newTargetsOp() Op {
	return Op{Name: "choose_new_targets", Doc: "you may choose new targets for the copy an earlier copy_spell made: the resolution's choices name them (objects or players), in the order of its target slots; without choices it keeps its targets (707.10c)",
		Args: []Arg{Opt("optional", ArgBool)}, Handler: OneShot((*Game).opNewTargets)}
}

func (g *Game) opNewTargets(_ *Effect, ctx *EvalCtx) error {
	if len(g.Choices) == 0 {
		return nil
	}
	for _, id := range ctx.objRefs("copy") {
		c := g.Objs[id]
		if c == nil || c.Spell == nil {
			continue
		}
		if len(c.Spell.Modes) > 0 {
			return g.newModalTargets(c)
		}
		var ts []Target
		for _, name := range g.Choices {
			if pl := g.playerNamed(name); pl >= 0 {
				ts = append(ts, Target{Player: pl + 1})
				continue
			}
			o := g.ByAlias(name)
			if o == nil {
				return fmt.Errorf("choose_new_targets: no object %q", name)
			}
			ts = append(ts, Target{Obj: o.ID})
		}
		g.Choices = nil
		sctx := &EvalCtx{G: g, Src: c.ID, Ctrl: c.Controller, X: c.Spell.X}
		if err := g.checkTargets(sctx, SpellAbility(g.Chars(c)).Targets, ts); err != nil {
			return err
		}
		// The copy's targets were shared with the original's (copySpell
		// copies the state, not the slices).
		c.Spell.Targets = [][]Target{ts}
		g.logf("the copy of %s has new targets", c.Card.Name)
		return nil
	}
	return nil
}

// newModalTargets gives a modal spell's copy the targets the resolution's
// choices name: as many for each chosen mode as the spell has there, in the
// order of the modes; the modes stay those of the spell (707.10).
func (g *Game) newModalTargets(c *Object) error {
	ab := SpellAbility(g.Chars(c))
	if ab == nil || len(ab.Modes) == 0 {
		return fmt.Errorf("choose_new_targets: %s has no modes", c.Card.Name)
	}
	names := g.Choices
	g.Choices = nil
	out := make([][]Target, len(c.Spell.Targets))
	for i := range c.Spell.Targets {
		for range c.Spell.Targets[i] {
			if len(names) == 0 {
				return fmt.Errorf("choose_new_targets: too few choices for the modes of %s", c.Card.Name)
			}
			name := names[0]
			names = names[1:]
			if pl := g.playerNamed(name); pl >= 0 {
				out[i] = append(out[i], Target{Player: pl + 1})
				continue
			}
			o := g.ByAlias(name)
			if o == nil {
				return fmt.Errorf("choose_new_targets: no object %q", name)
			}
			out[i] = append(out[i], Target{Obj: o.ID})
		}
	}
	if len(names) > 0 {
		return fmt.Errorf("choose_new_targets: more choices than the targets of %s", c.Card.Name)
	}
	for i, m := range c.Spell.Modes {
		if i >= len(out) || m >= len(ab.Modes) {
			break
		}
		sctx := &EvalCtx{G: g, Src: c.ID, Ctrl: c.Controller, X: c.Spell.X, mode: i}
		if err := g.checkTargets(sctx, ab.Modes[m].Targets, out[i]); err != nil {
			return err
		}
	}
	c.Spell.Targets = out
	g.logf("the copy of %s has new targets", c.Card.Name)
	return nil
}

// playerNamed returns the index of the player a scenario calls name, or -1.
func (g *Game) playerNamed(name string) int {
	for _, p := range g.Players {
		if p.Name == name {
			return p.Index
		}
	}
	return -1
}

// opExileUntil exiles cards from the top of a library until one matches
// the filter (or the library is empty).
func (g *Game) opExileUntil(e *Effect, ctx *EvalCtx) error {
	// "Cette carte" is the card this instruction hit, not an earlier one.
	delete(ctx.vars, "hit")
	for _, q := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for len(g.Players[q].Library) > 0 {
			m := g.Move(g.Objs[g.Players[q].Library[0]], ZoneExile, MoveOpts{})
			ctx.remember("exiled_top", m)
			if matchPreds(ctx, e.Filter, m, g.Chars(m)) {
				ctx.remember("hit", m)
				break
			}
		}
	}
	return nil
}

// redistributeOp: "vous pouvez redistribuer n'importe quel nombre de
// totaux de points de vie" (each affected player gets one of those
// totals). The resolution's choices name the affected players in order:
// each gets the total the next one had (the last, the first's); each
// gains or loses the difference (119.5), so replacement effects apply.
func redistributeOp() Op {
	return Op{Name: "redistribute_life", Doc: "the players the resolution's choices name, in order, each get the life total the next one had (the last the first's), gaining or losing the difference; without choices nothing changes",
		Args: []Arg{Opt("optional", ArgBool)}, Handler: OneShot((*Game).opRedistributeLife)}
}

func (g *Game) opRedistributeLife(_ *Effect, ctx *EvalCtx) error {
	var ps []int
	for _, name := range g.Choices {
		p := g.playerNamed(name)
		if p < 0 {
			return fmt.Errorf("redistribute_life: %q is not a player", name)
		}
		ps = append(ps, p)
	}
	g.Choices = nil
	totals := make([]int, len(ps))
	for i := range ps {
		totals[i] = g.Players[ps[(i+1)%len(ps)]].Life
	}
	for i, p := range ps {
		g.changeLifeTo(p, totals[i], ctx.Src)
	}
	return nil
}

func (g *Game) opChoosePlayer(e *Effect, ctx *EvalCtx) error {
	if len(g.Choices) == 0 {
		return fmt.Errorf("choose_player: the scenario names the chosen player (resolve … choices:)")
	}
	p := g.playerNamed(g.Choices[0])
	if p < 0 {
		return fmt.Errorf("choose_player: %q is not a player", g.Choices[0])
	}
	if err := g.chosenOpponentOK(e, ctx, p); err != nil {
		return err
	}
	g.Choices = g.Choices[1:]
	ctx.chosenPl = []int{p}
	g.logf("%s is chosen", g.Players[p].Name)
	return nil
}

// actRestricted reports whether an effect stops p from casting spells and
// attacking (only_players_act, for players it does not name).
func (g *Game) actRestricted(p int) bool {
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "only_players_act" && !g.playerAffected(e, p) {
			return true
		}
	}
	return false
}

// chooseManyOp: "choisissez n'importe quel nombre de créatures avec des
// valeurs de mana différentes", "choisissez jusqu'à trois permanents
// non-terrain que vous ne contrôlez pas": objects chosen as the ability
// resolves (no targets), the resolution's choices, each matching filter.
func chooseManyOp() Op {
	return Op{Name: "choose_many", Doc: "up to n (default any number) objects matching filter are chosen as the ability resolves: the resolution's choices that match, in order (distinct: mv, no two with the same mana value); later instructions call them name (default chosen)",
		Args:    []Arg{Req("filter", ArgFilter), Opt("n", ArgExpr), Opt("kind", ArgString), Opt("name", ArgString), Opt("optional", ArgBool)},
		Handler: OneShot((*Game).opChooseMany)}
}

func (g *Game) opChooseMany(e *Effect, ctx *EvalCtx) error {
	limit := -1
	if e.N != nil {
		limit = g.num(e.N, ctx, 0)
	}
	name := cmp.Or(e.Name, "chosen")
	if ctx.vars == nil {
		ctx.vars = map[string][]int{}
	}
	ctx.vars[name] = nil
	mvs := map[int]bool{}
	for len(g.Choices) > 0 && (limit < 0 || len(ctx.vars[name]) < limit) {
		o := g.ByAlias(g.Choices[0])
		if o == nil || o.Zone != ZoneBattlefield || !matchPreds(ctx, e.Filter, o, g.Chars(o)) {
			break
		}
		if e.Kind == "distinct_mv" {
			mv := g.Chars(o).ManaValue
			if mvs[mv] {
				return fmt.Errorf("choose_many: %s has the mana value %d of another chosen object", g.Describe(o), mv)
			}
			mvs[mv] = true
		}
		g.Choices = g.Choices[1:]
		ctx.vars[name] = append(ctx.vars[name], o.ID)
	}
	return nil
}

func revealTopOp() Op {
	return Op{Name: "reveal_top", Doc: "to (default you) reveals the top n cards (default 1) of their library and puts them into zone (default hand); later instructions call them revealed",
		Args: []Arg{Opt("n", ArgExpr), Opt("zone", ArgZone), Opt("to", ArgPlayer), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opRevealTop)}
}

func (g *Game) opRevealTop(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	z := ZoneHand
	if e.Zone != "" {
		zz, ok := ParseZone(e.Zone)
		if !ok {
			return fmt.Errorf("reveal_top: unknown zone %q", e.Zone)
		}
		z = zz
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		var top []*Object
		for i := 0; i < n && i < len(g.Players[p].Library); i++ {
			top = append(top, g.Objs[g.Players[p].Library[i]])
		}
		for _, o := range top {
			g.logf("%s reveals %s", g.Players[p].Name, g.Describe(o))
			ctx.remember("revealed", g.Move(o, z, MoveOpts{}))
		}
	}
	return nil
}

// putPerTypeOp: "pour chaque type de carte parmi les permanents que vos
// adversaires contrôlent, vous pouvez mettre sur le champ de bataille une
// carte de permanent de ce type depuis votre main". The resolution's
// choices name the cards, in order; each needs a card type of the filter's
// permanents that no card before it used.
func putPerTypeOp() Op {
	return Op{Name: "put_per_type", Doc: "for each card type among the permanents matching filter, you may put onto the battlefield from your hand a permanent card of that type: the resolution's choices name the cards (each for a type not used before)",
		Args: []Arg{Req("filter", ArgFilter), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opPutPerType)}
}

func (g *Game) opPutPerType(e *Effect, ctx *EvalCtx) error {
	types := map[string]bool{}
	for _, o := range g.Matching(ctx, e.Filter) {
		for _, t := range g.Chars(o).Types {
			types[t] = true
		}
	}
	used := map[string]bool{}
	var put []*Object
	for len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || o.Zone != ZoneHand || o.Owner != ctx.Ctrl {
			break
		}
		ch := g.Chars(o)
		if !ch.Is(TCreature) && !ch.Is(TArtifact) && !ch.Is(TEnchantment) && !ch.Is(TLand) && !ch.Is(TPlaneswalker) && !ch.Is(TBattle) {
			return fmt.Errorf("put_per_type: %s is not a permanent card", g.Describe(o))
		}
		found := ""
		for _, t := range ch.Types {
			if types[t] && !used[t] {
				found = t
				break
			}
		}
		if found == "" {
			return fmt.Errorf("put_per_type: %s has no card type left among %s", g.Describe(o), e.Filter)
		}
		used[found] = true
		g.Choices = g.Choices[1:]
		put = append(put, o)
	}
	for _, o := range put {
		g.Move(o, ZoneBattlefield, MoveOpts{controller: ctx.Ctrl + 1})
	}
	return nil
}

// pilesOp: "regardez les quatre cartes du dessus de votre bibliothèque et
// séparez-les en un tas face cachée et un tas face visible. Un adversaire
// choisit un de ces tas. Mettez les cartes de ce tas dans votre main et le
// reste au-dessous de votre bibliothèque". The split is free (a pile may
// be empty), so the cards that end in the hand are any of the n: the
// resolution's choices name them; the others go to the bottom in their
// order.
func pilesOp() Op {
	return Op{Name: "piles", Doc: "you look at the top n cards of your library and separate them into two piles, to (an opponent) chooses one: its cards go to your hand (the resolution's choices name them, any of the n, none for an empty pile), the rest to the bottom of your library",
		Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opPiles)}
}

func (g *Game) opPiles(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	lib := g.Players[ctx.Ctrl].Library
	top := append([]int(nil), lib[:min(n, len(lib))]...)
	toHand := map[int]bool{}
	for len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(top, o.ID) {
			break
		}
		toHand[o.ID] = true
		g.Choices = g.Choices[1:]
	}
	for _, id := range top {
		o := g.Objs[id]
		if toHand[id] {
			g.Move(o, ZoneHand, MoveOpts{})
		} else {
			g.Move(o, ZoneLibrary, MoveOpts{bottom: true})
		}
	}
	g.logf("%d cards to the hand, %d to the bottom of the library", len(toHand), len(top)-len(toHand))
	return nil
}

// discardHandOp: "n'importe quel nombre de joueurs ciblés se défaussent
// chacun de leur main"; the cards are discarded (for discarded(player)).
func discardHandOp() Op {
	return Op{Name: "discard_hand", Doc: "each player to names (default you) discards their hand; the cards are the ability's discarded",
		Args: []Arg{Opt("to", ArgPlayer), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opDiscardHand)}
}

func (g *Game) opDiscardHand(e *Effect, ctx *EvalCtx) error {
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for _, id := range append([]int(nil), g.Players[p].Hand...) {
			ctx.remember("discarded", g.discard(g.Objs[id]))
		}
	}
	return nil
}

// drawDiscardedOp: "chaque adversaire pioche un nombre de cartes égal au
// nombre de cartes dont ce joueur s'est défaussé moins une": each player
// draws what they discarded by this ability, minus n (never below 0).
func drawDiscardedOp() Op {
	return Op{Name: "draw_discarded", Doc: "each player to names draws as many cards as they discarded by this ability, minus n (default 0; a player who discarded none draws none)",
		Args: []Arg{Req("to", ArgPlayer), Opt("n", ArgExpr), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opDrawDiscarded)}
}

func (g *Game) opDrawDiscarded(e *Effect, ctx *EvalCtx) error {
	minus := g.num(e.N, ctx, 0)
	for _, p := range ctx.PlayerRef(e.To) {
		for range max(discardedBy(ctx, p)-minus, 0) {
			g.draw(p)
		}
	}
	return nil
}

// discardedBy counts the cards p discarded by the ability being resolved.
func discardedBy(c *EvalCtx, p int) int {
	n := 0
	for _, id := range c.vars["discarded"] {
		if o := c.G.Objs[id]; o != nil && o.Owner == p {
			n++
		}
	}
	return n
}
