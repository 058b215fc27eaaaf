package read

import "regexp"

// oneTarget is a reference to one of the ability's targets ("t0"), which a
// possessive after it names (grammar.go, possessive).
var oneTarget = regexp.MustCompile(`^t\d+$`)
