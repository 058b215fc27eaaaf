package rules

import (
	"fmt"
	"slices"
)

// AttackGroup is the creatures declared as attackers against one player.
type AttackGroup struct {
	Defender  int
	Attackers []*Object
}

// DeclareAttacks declares attackers against several players at once
// (506.2, 508.1b): one declaration, each creature attacking the player of
// its group. Each attacked player's "attacks a player" abilities trigger
// once, for the creatures attacking them.
func (g *Game) DeclareAttacks(p int, groups []AttackGroup) error {
	if len(groups) == 1 {
		return g.DeclareAttackers(p, groups[0].Defender, groups[0].Attackers)
	}
	if g.Active != p {
		return fmt.Errorf("only the active player attacks")
	}
	if g.Step > StepDeclareAttackers {
		return fmt.Errorf("attackers can no longer be declared (step %s)", g.Step)
	}
	var all []*Object
	seen := map[int]bool{}
	for _, gr := range groups {
		if gr.Defender == p || gr.Defender < 0 || gr.Defender >= len(g.Players) || g.Players[gr.Defender].Lost {
			return fmt.Errorf("%s cannot be attacked by %s", g.playerName(gr.Defender), g.Players[p].Name)
		}
		if seen[gr.Defender] {
			return fmt.Errorf("%s is attacked by two groups: list each defender once", g.Players[gr.Defender].Name)
		}
		seen[gr.Defender] = true
		for _, a := range gr.Attackers {
			if slices.Contains(all, a) {
				return fmt.Errorf("%s attacks twice", g.Describe(a))
			}
			all = append(all, a)
		}
	}
	if err := g.checkAttackers(p, all); err != nil {
		return err
	}
	// The requirements hold group by group: a creature that must attack
	// a player and attacks another fails in the other's group.
	for _, gr := range groups {
		if err := g.checkAttackRequirements(p, gr.Defender, gr.Attackers); err != nil {
			return err
		}
		if err := g.checkMustAttackOwner(p, gr.Defender, gr.Attackers); err != nil {
			return err
		}
		// Attacking any player obeys "attacks each combat if able".
		if err := g.checkAttacksEachCombat(p, gr.Defender, all); err != nil {
			return err
		}
	}
	if err := g.checkAttackAlone(all); err != nil {
		return err
	}
	if err := g.checkExert(all); err != nil {
		return err
	}
	g.Step = StepDeclareAttackers
	for _, gr := range groups {
		for _, a := range gr.Attackers {
			g.markAttacking(a, gr.Defender)
		}
	}
	g.Touch()
	for _, gr := range groups {
		g.logf("%s attacks %s with %s", g.Players[p].Name, g.Players[gr.Defender].Name, g.names(gr.Attackers))
	}
	for _, a := range all {
		g.emit(Event{Kind: EvAttacks, Obj: a.ID, Player: p, Amount: len(all)})
	}
	g.emit(Event{Kind: EvYouAttack, Player: p, Amount: len(all), ToPlayer: groups[0].Defender + 1})
	for _, gr := range groups {
		if len(gr.Attackers) > 0 {
			g.emit(Event{Kind: EvAttackPlayer, Player: gr.Defender, SourceCtrl: p, Amount: len(gr.Attackers)})
		}
	}
	return g.exertDeclared(p)
}

func (g *Game) playerName(p int) string {
	if p < 0 || p >= len(g.Players) {
		return fmt.Sprintf("player %d", p)
	}
	return g.Players[p].Name
}
