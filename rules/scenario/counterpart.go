package scenario

import (
	"slices"

	"github.com/arbitre/arbitre/internal/text"
	"gopkg.in/yaml.v3"
)

// Translation says what a scenario becomes in the other language: the
// counterpart of each knowledge-base id (cards and the rulings it checks),
// and of each printed name (a card's, a face's) that expectations and
// choices write.
type Translation struct {
	IDs   map[string]string // knowledge-base id → its counterpart's
	Names map[string]string // folded printed name → the counterpart's, as printed

	aliases map[string]bool // the scenario's aliases, set by Counterpart
}

// KBCards lists the knowledge-base cards a scenario names (declared with
// kb: or set up by id), in order of first use.
func (s *Scenario) KBCards(cards *Cards) []string {
	var out []string
	seen := map[string]bool{}
	add := func(id string) {
		if id != "" && !seen[id] && cards.Has(id) {
			seen[id] = true
			out = append(out, id)
		}
	}
	for _, c := range s.Cards {
		add(c.KB)
	}
	for _, it := range s.Setup {
		add(it.Card)
	}
	return out
}

// Counterpart returns the scenario played with the counterparts of its
// knowledge-base cards: the same setup, actions and expectations, every
// card id, checked ruling id and printed name replaced by its
// counterpart's. missing lists the knowledge-base cards without a
// counterpart (the copy then keeps them). The copy shares nothing the run
// writes with s.
func (s *Scenario) Counterpart(cards *Cards, tr Translation) (cp *Scenario, missing []string) {
	c := *s
	c.Cards = make([]*CardSpec, len(s.Cards))
	for i, cs := range s.Cards {
		x := *cs
		if x.KB != "" {
			if to, ok := tr.IDs[x.KB]; ok {
				x.KB = to
			} else {
				missing = append(missing, x.KB)
			}
		}
		c.Cards[i] = &x
	}
	c.Setup = make([]*SetupItem, len(s.Setup))
	for i, it := range s.Setup {
		x := *it
		if cards.Has(x.Card) {
			if to, ok := tr.IDs[x.Card]; ok {
				x.Card = to
			} else if !slices.Contains(missing, x.Card) {
				missing = append(missing, x.Card)
			}
		}
		c.Setup[i] = &x
	}
	c.Checks = make([]Check, len(s.Checks))
	for i, ch := range s.Checks {
		if to, ok := tr.IDs[ch.ID]; ok {
			ch.ID = to
		}
		c.Checks[i] = ch
	}
	// An alias is the scenario's own word, whatever card name it spells
	// ("funerarium" for the Funérarium): it is never translated.
	tr.aliases = map[string]bool{}
	for _, it := range s.Setup {
		if it.As != "" {
			tr.aliases[it.As] = true
		}
	}
	c.Expect = translateExpectations(s.Expect, tr)
	c.Actions = make([]*Action, len(s.Actions))
	for i, a := range s.Actions {
		x := *a
		x.Check = translateExpectations(a.Check, tr)
		x.Chosen = tr.name(a.Chosen)
		c.Actions[i] = &x
	}
	return &c, missing
}

func (tr Translation) name(s string) string {
	if tr.aliases[s] {
		return s
	}
	if to, ok := tr.Names[text.FoldLine(s)]; ok && s != "" {
		return to
	}
	return s
}

func translateExpectations(es []*Expectation, tr Translation) []*Expectation {
	if es == nil {
		return nil
	}
	out := make([]*Expectation, len(es))
	for i, e := range es {
		x := *e
		x.Subject = tr.name(e.Subject)
		x.Is = translateNode(&e.Is, tr)
		out[i] = &x
	}
	return out
}

// translateNode copies a YAML value, its scalars that are printed names
// replaced.
func translateNode(n *yaml.Node, tr Translation) yaml.Node {
	m := *n
	if n.Kind == yaml.ScalarNode {
		m.Value = tr.name(n.Value)
		return m
	}
	m.Content = make([]*yaml.Node, len(n.Content))
	for i, c := range n.Content {
		t := translateNode(c, tr)
		m.Content[i] = &t
	}
	return m
}
