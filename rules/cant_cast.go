package rules

import "fmt"

// « Vos adversaires ne peuvent pas lancer de sorts ce tour-ci », "Your
// opponents can't cast creature spells", "Players can't cast spells with
// mana value 3 or less": the affected players can't cast the spells a
// filter names (101.2: a "can't" wins over a "can"). The filter is the
// op's kind, read as the spell is cast, so that the affected players stay
// the effect's own (affects, or what for a resolving ability).

func cantCastOps() []Op {
	return []Op{{Name: "cant_cast", Doc: "the affected players (default you) can't cast spells matching the filter kind (default any spell)",
		Args: []Arg{Opt("kind", ArgString)}, Handler: continuous(effPlayer)}}
}

// castForbidden reports the effect that forbids player p to cast obj,
// whose characteristics as a spell are ch: one that lets only other
// players act (only_players_act), or a cant_cast whose filter it matches.
func (g *Game) castForbidden(p int, obj *Object, ch *Chars) error {
	if g.actRestricted(p) {
		return fmt.Errorf("%s may not cast spells: an effect lets only other players cast spells and attack", g.Players[p].Name)
	}
	for _, e := range g.activeEffects() {
		if e.kind != effPlayer || e.op.Op != "cant_cast" || !g.playerAffected(e, p) {
			continue
		}
		if e.op.Kind != "" {
			f, err := ParseFilter(e.op.Kind)
			if err != nil {
				return fmt.Errorf("cant_cast: %w", err)
			}
			// The card being cast is a spell (601.2a): "spell" in the
			// filter holds for it, wherever it is cast from.
			probe := *obj
			if probe.Spell == nil {
				probe.Spell = &SpellState{}
			}
			if !matchPreds(e.ctx, f, &probe, ch) {
				continue
			}
		}
		return fmt.Errorf("%s can't cast %s: an effect forbids it", g.Players[p].Name, g.Describe(obj))
	}
	return nil
}
