package rules

// « Vous pouvez lancer ~ depuis votre cimetière si une créature
// non-Zombie est morte ce tour-ci. Si vous faites ainsi, ~ arrive avec un
// marqueur +1/+1 sur lui. » A permission to cast the card from the
// graveyard under a condition on the creatures that died this turn, and
// a replacement as it enters when it was cast that way.

// compileDiedMatching is died_matching(filter): how many creatures died
// this turn that matched the filter as they last existed on the
// battlefield (anyone's).
func compileDiedMatching(_ string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		n := 0
		for _, ch := range c.G.diedThisTurn {
			// The creature is gone: its last known characteristics are
			// what the filter looks at (608.2h).
			if matchPreds(c, f, &Object{ID: -1}, ch) {
				n++
			}
		}
		return n
	}, nil
}
