package rules

import "fmt"

// Triggered mana abilities (605.1b, 605.4a): "À chaque fois qu'un joueur
// engage un terrain pour du mana, si ~ est engagé, ce joueur ajoute un mana
// de n'importe quel type que ce terrain a produit. Puis ce terrain inflige
// 1 blessure à ce joueur." An ability that triggers from a mana ability
// and could add mana is a mana ability itself: it doesn't use the stack and
// resolves at once, right after the mana ability that triggered it; no
// player can respond to it.

// manaTriggers are the trigger events of this file.
func manaTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"land_tapped_for_mana": {"a player taps a land for mana (them: that player; it: the land): a mana ability, resolved at once", func(t triggerEvent) bool {
			return t.ev.Kind == EvTappedForMana && t.landTapped()
		}},
		"you_tap_land_for_mana": {"you tap a land matching filter for mana (it: the land): a mana ability, resolved at once", func(t triggerEvent) bool {
			if t.ev.Kind != EvTappedForMana || t.ev.Player != t.ctrl || !t.landTapped() {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
	}
}

// manaTriggerOps are the ops of this file.
func manaTriggerOps() []Op {
	return []Op{
		{Name: "add_mana_produced", Doc: "to (default you) adds one mana of a type the event's land produced",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opAddManaProduced)},
	}
}

// isManaTrigger reports whether a triggered ability is a mana ability: it
// triggers from a mana ability and could add mana (605.1b); any other goes
// on the stack.
func isManaTrigger(a *Ability) bool {
	if a.When != "land_tapped_for_mana" && a.When != "you_tap_land_for_mana" && a.When != "tapped_for_mana_any" && a.When != "opp_taps_for_mana" {
		return false
	}
	for _, e := range a.Effects {
		if e.Op == "add_mana" || e.Op == "add_mana_produced" {
			return true
		}
	}
	return false
}

func (g *Game) opAddManaProduced(e *Effect, ctx *EvalCtx) error {
	if ctx.ev == nil || ctx.ev.What == "" {
		return fmt.Errorf("add_mana_produced: no mana was produced")
	}
	col := Color(ctx.ev.What[0])
	for _, p := range ctx.PlayerRef(e.To) {
		g.Players[p].Pool[col]++
		g.logf("%s adds {%s}", g.Players[p].Name, ctx.ev.What)
	}
	g.Touch()
	return nil
}

// landTapped reports whether the permanent of a tapped-for-mana event is
// a land: a land's triggers see no other permanent tapped for mana.
func (t triggerEvent) landTapped() bool {
	o, ch := t.newObj()
	return o != nil && ch.Is(TLand)
}

// tappedForMana raises the event of p tapping permanent obj for mana of
// col (a land's, an artifact's, a creature's mana ability: "Whenever a
// player taps a permanent for mana"), and resolves at once the mana
// abilities it triggers.
func (g *Game) tappedForMana(p int, obj *Object, col Color) error {
	g.emit(Event{Kind: EvTappedForMana, Obj: obj.ID, Player: p, What: string(col)})
	var rest []*pendingTrigger
	var now []*pendingTrigger
	for _, pt := range g.pending {
		if isManaTrigger(pt.ab) {
			now = append(now, pt)
		} else {
			rest = append(rest, pt)
		}
	}
	g.pending = rest
	for _, pt := range now {
		// An intervening "if" is checked again as it resolves (603.4).
		if pt.ab.If != nil && pt.ab.If.Eval(pt.ctx) == 0 {
			continue
		}
		g.logf("%s resolves as a mana ability", pt.name)
		if err := g.Run(pt.ab.Effects, pt.ctx); err != nil {
			return err
		}
	}
	return nil
}
