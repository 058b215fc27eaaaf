package rules

import "fmt"

// Exert (701.43): "You may exert ~ as it attacks" lets the attacking
// player exert the creature as it is declared as an attacker; an exerted
// creature won't untap during its controller's next untap step
// (701.43b). Exerting is an event: "when you do" (the card's own, when:
// exerted) and "whenever you exert a creature" (exerted_any) trigger on
// it (701.43c). The creature must have the ability (keyword exert); the
// attacking player names those exerted with the declaration
// (Game.Exerting, the scenario's attack exert:).

// checkExert checks that the creatures to exert are declared attackers
// with the exert ability; a declaration refused forgets them.
func (g *Game) checkExert(attackers []*Object) (err error) {
	defer func() {
		if err != nil {
			g.Exerting = nil
		}
	}()
	for _, o := range g.Exerting {
		if !containsObj(attackers, o) {
			return fmt.Errorf("%s is exerted as it attacks: it must attack", g.Describe(o))
		}
		if !canExert(g.Chars(o)) {
			return fmt.Errorf("%s has no ability that exerts it as it attacks", g.Describe(o))
		}
	}
	return nil
}

// canExert reports that the creature may be exerted as it attacks: it
// has the ability alone (keyword exert) or with what exerting it does
// ("You may exert ~ as it attacks. When you do, …": a triggered ability,
// when: exerted).
func canExert(ch *Chars) bool {
	if _, ok := ch.Keyword("exert"); ok {
		return true
	}
	for _, a := range ch.Abilities {
		if a.Kind == KindTriggered && a.When == "exerted" {
			return true
		}
	}
	return false
}

// exert exerts o: it won't untap during its controller's next untap
// step (701.43b), and exerting is an event (701.43c).
func (g *Game) exert(p int, o *Object) error {
	ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
	if err := g.Run([]*Effect{{Op: "no_untap", What: "self", Until: "next_untap"}}, ctx); err != nil {
		return fmt.Errorf("exert: %w", err)
	}
	g.logf("%s exerts %s", g.Players[p].Name, g.Describe(o))
	g.emit(Event{Kind: EvExerted, Obj: o.ID, Player: p})
	return nil
}

// payExertCost pays an activation cost of exerting the permanent
// ("{T}, Exert ~: …", 701.43a).
func (g *Game) payExertCost(p int, obj *Object, a *Ability) error {
	if !a.Exert {
		return nil
	}
	return g.exert(p, obj)
}

// exertDeclared exerts the creatures named to be, once they attack, and
// forgets the choice.
func (g *Game) exertDeclared(p int) error {
	exerting := g.Exerting
	g.Exerting = nil
	for _, o := range exerting {
		if err := g.exert(p, o); err != nil {
			return err
		}
	}
	return nil
}

// exertTriggers are the events of exerting.
func exertTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"exerted": {"you exert this creature as it attacks (701.43)", func(t triggerEvent) bool {
			return t.ev.Kind == EvExerted && t.ev.Obj == t.id
		}},
		"exerted_any": {"you exert a creature matching filter (it: that creature)", func(t triggerEvent) bool {
			if t.ev.Kind != EvExerted || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
	}
}
