package rules

import "fmt"

// playerCounters gives players counters ("target player gets a poison
// counter", 122.1): poison counters, which a player with ten or more of
// loses the game for (704.5c, sba.go). Energy has its own op; a player's
// other counters are not run.
func (g *Game) playerCounters(players []int, kind string, n int) error {
	if kind != "poison" {
		return fmt.Errorf("counters: a player's %q counters are not run (poison only)", kind)
	}
	for _, p := range players {
		g.Players[p].Poison += n
		g.logf("%s gets %d poison counter(s)", g.Players[p].Name, n)
	}
	g.Touch()
	return nil
}
