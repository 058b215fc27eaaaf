package rules

// A mana ability whose amount is counted as it resolves (605.3, 106.4):
// "{T}: Add {G} for each Elf you control", "{T}: Add {C} for each charge
// counter on Everflowing Chalice". It is a mana ability all the same
// (605.1a: no target, could add mana), so it does not use the stack; the
// count is taken once its costs are paid, and it may be 0: no mana.

// manaCount is how many mana a's count gives now, never below 0.
func (g *Game) manaCount(p int, obj *Object, a *Ability) int {
	return max(a.ManaCount.Eval(&EvalCtx{G: g, Src: obj.ID, Ctrl: p}), 0)
}
