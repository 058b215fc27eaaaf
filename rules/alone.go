package rules

import "fmt"

// "Can't attack alone" and "can't block alone" (506.5): such a creature may
// be declared as an attacker (a blocker) only if at least one other
// creature is declared as an attacker (a blocker) at the same time. The
// other creatures need not attack the same player or block the same
// creature. Cards carry them as the keywords cant_attack_alone and
// cant_block_alone (Toby, Amico dei Pelosoni's Beast token).

// checkAttackAlone rejects a declaration of attackers in which a creature
// that can't attack alone is the only attacker.
func (g *Game) checkAttackAlone(attackers []*Object) error {
	if len(attackers) != 1 {
		return nil
	}
	if a := attackers[0]; g.Chars(a).Has("cant_attack_alone") {
		return fmt.Errorf("%s cannot attack alone: another creature must attack with it", g.Describe(a))
	}
	return nil
}

// checkBlockAlone rejects a declaration of blockers in which a creature
// that can't block alone is the only blocker.
func (g *Game) checkBlockAlone(blocks []Block) error {
	var only *Object
	for _, b := range blocks {
		if only != nil && b.Blocker != only {
			return nil
		}
		only = b.Blocker
	}
	if only != nil && g.Chars(only).Has("cant_block_alone") {
		return fmt.Errorf("%s cannot block alone: another creature must block with it", g.Describe(only))
	}
	return nil
}
