package scenario

import (
	"github.com/arbitre/arbitre/rules"
)

// checkCard validates the abilities of a card a scenario declares, with
// its doors and its melded face.
func (l *Language) checkCard(c *CardSpec) error {
	if c == nil {
		return nil
	}
	for _, a := range c.Abilities {
		if err := rules.CheckAbility(l.Ops, a); err != nil {
			return err
		}
	}
	for _, d := range c.Doors {
		if err := l.checkCard(d); err != nil {
			return err
		}
	}
	return l.checkCard(c.Meld)
}
