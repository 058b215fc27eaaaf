package rules

// compileAmong compiles the functions over the objects a filter matches
// that cards print as "the greatest toughness among creatures you
// control" (max_toughness), "the highest mana value among permanents you
// control" (max_mv) and "the total power of creatures you control"
// (power_sum).
func compileAmong(name string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	of := map[string]func(*Chars) int{
		"max_toughness": func(ch *Chars) int { return ch.Toughness },
		"max_mv":        func(ch *Chars) int { return ch.ManaValue },
		"power_sum":     func(ch *Chars) int { return ch.Power },
	}[name]
	sum := name == "power_sum"
	return func(c *EvalCtx) int {
		n := 0
		for _, o := range c.G.Matching(c, f) {
			v := of(c.G.Chars(o))
			switch {
			case sum:
				n += v
			case v > n:
				n = v
			}
		}
		return n
	}, nil
}
