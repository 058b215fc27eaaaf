package mana

import (
	"fmt"

	"gopkg.in/yaml.v3"
)

// UnmarshalYAML reads a cost given as "{2}{R}" in a scenario file, the
// error naming its line. A cost given as "" is a cost of nothing to pay,
// not a missing one.
func (c *Cost) UnmarshalYAML(n *yaml.Node) error {
	mc, err := ParseCost(n.Value)
	if err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	if mc == nil {
		mc = Cost{}
	}
	*c = mc
	return nil
}
