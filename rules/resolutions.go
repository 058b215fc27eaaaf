package rules

import "maps"

// "Surveillez 2 si c'est la première fois que cette capacité s'est résolue
// ce tour-ci. Si c'est la deuxième fois, … Si c'est la troisième fois, …":
// the game counts, each turn, how many times each ability of each object
// has resolved (an ability whose condition is false on resolution, or
// whose targets are all illegal, does not resolve). The resolution being
// made is counted: during the first one, resolutions() is 1.

// resolutionKey names one ability of one object.
type resolutionKey struct {
	src int
	ab  *Ability
}

// countResolution counts a resolution of ability a of object src and
// returns how many there have been this turn, this one included.
func (g *Game) countResolution(src int, a *Ability) int {
	if g.resolutions == nil {
		g.resolutions = map[resolutionKey]int{}
	}
	if a.Group != nil {
		a = a.Group
	}
	k := resolutionKey{src, a}
	g.resolutions[k]++
	return g.resolutions[k]
}

// cloneResolutions copies the counts for a snapshot.
func cloneResolutions(m map[resolutionKey]int) map[resolutionKey]int { return maps.Clone(m) }
