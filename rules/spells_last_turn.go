package rules

// The spells cast during the previous turn, as the werewolves of Innistrad
// ask it: "At the beginning of each upkeep, if no spells were cast last
// turn, transform ~" and "if a player cast two or more spells last turn,
// transform ~". Each player's count of the turn (CastThisTurn) becomes
// their count of the previous turn (CastLastTurn) as a new turn begins,
// whoever's turn it was.

// compileSpellsCastLastTurn compiles spells_cast_last_turn(): every
// player's spells of the previous turn.
func compileSpellsCastLastTurn(string, []string) (evalFn, error) {
	return func(c *EvalCtx) int {
		n := 0
		for _, pl := range c.G.Players {
			n += pl.CastLastTurn
		}
		return n
	}, nil
}

// compileMostCastLastTurn compiles most_cast_last_turn(): the count of
// the player who cast the most spells during the previous turn ("a player
// cast two or more spells": one player, not all together).
func compileMostCastLastTurn(string, []string) (evalFn, error) {
	return func(c *EvalCtx) int {
		most := 0
		for _, pl := range c.G.Players {
			most = max(most, pl.CastLastTurn)
		}
		return most
	}, nil
}
