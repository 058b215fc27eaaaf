package rules

// attackDespiteDefender is the keyword of the permission "~ can attack as
// though it didn't have defender" (« peut attaquer comme s'il n'avait pas
// le défenseur »): granted as a keyword, as block_as_flying is, it lets
// the creature attack while it still has defender (a filter "with
// defender" still matches it).
const attackDespiteDefender = "attack_despite_defender"

// hasDefender reports whether defender keeps the creature from attacking
// (702.3b): it has defender and no permission to attack as though it
// didn't.
func hasDefender(ch *Chars) bool {
	return ch.Has("defender") && !ch.Has(attackDespiteDefender)
}
