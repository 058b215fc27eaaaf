package rules

// A mana ability whose amount is counted as it resolves (605.3, 106.4):
// "{T}: Add {G} for each Elf you control", "{T}: Add {C} for each charge
// counter on Everflowing Chalice". It is a mana ability all the same
// (605.1a: no target, could add mana), so it does not use the stack. The
// count is taken as the ability is activated, before its costs are paid:
// "{T}, Sacrifice Shrine of Boundless Growth: Add {C} for each charge
// counter on Shrine of Boundless Growth" counts the counters the Shrine
// had (last known information); it may be 0: no mana.

// manaCount is how many mana a's count gives now, never below 0; -1 when
// a has no count.
func (g *Game) manaCount(p int, obj *Object, a *Ability) int {
	if a.ManaCount == nil {
		return -1
	}
	return max(a.ManaCount.Eval(&EvalCtx{G: g, Src: obj.ID, Ctrl: p}), 0)
}
