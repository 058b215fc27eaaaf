package rules

import "sort"

// modeOrder returns the indexes of the chosen modes in the order they are
// followed: the order the modes are printed (702.119b, and "follow the
// instructions in the order written" whatever the combination chosen), and
// for a mode chosen more than once, the order the player chose its
// instances in (Mi Godrò la Tua Agonia). Each index keeps its own targets.
func modeOrder(chosen []int) []int {
	idx := make([]int, len(chosen))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return chosen[idx[a]] < chosen[idx[b]] })
	return idx
}
