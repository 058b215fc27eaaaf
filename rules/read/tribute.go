package read

import (
	"maps"
	"strings"
)

// Tribute N (702.104, branch grammar-keywords-misc): the keyword line («
// Tribut 2 », « Tributo 2 », "Tribute 2") is a keyword the engine runs as
// the creature enters; its other ability asks « si le tribut n'a pas été
// payé », « se il tributo non è stato pagato », "if tribute wasn't paid"
// (702.104b): tribute_paid(self), whether the opponent put the counters.
func init() {
	maps.Copy(builders.conds, map[string]condBuilder{"tribute": condTribute, "prowled": condProwled})
}

func condTribute(_ *reader, m map[string]string) (string, error) {
	switch strings.TrimSpace(m["not"]) {
	case "", "a", "was":
		return "tribute_paid(self)", nil
	}
	return "!tribute_paid(self)", nil
}

// condProwled reads prowl's « si son coût d'incursion a été payé », « se è
// stato pagato il costo di predatore », "if its prowl cost was paid"
// (702.76): the spell, or the permanent's spell, was cast for it.
func condProwled(*reader, map[string]string) (string, error) { return "prowled()", nil }
