//go:build race

package api

// raceEnabled: the race detector is on, and everything runs several
// times slower; timing tests skip.
const raceEnabled = true
