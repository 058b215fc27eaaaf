package verify

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules/scenario"
)

// The mutation test proves that a scenario makes the engine compute its
// outcome: each mutant is the scenario changed in one plausible way, and a
// mutant that still passes is a change the scenario cannot see.
//
//   - forbidden: an action the rules forbid, attempted as an allowed one;
//   - key: one key item removed (a setup alias, with what refers to it, or
//     an action);
//   - restate: every action removed (for a scenario without actions, every
//     key setup item): an outcome that still holds restates the setup.
//
// An expected value replaced by another is not a mutant: a scenario
// compares what the engine computes with it, so the change cannot survive
// (all 2,886 such mutants were killed before they were left out); the
// mutants of what the cards do are MutateForms'.
//
// A mutant is killed when it fails for a reason of the rules: a different
// value, an action now refused or now allowed. A mutant that fails only
// because something still names the object it removed proves nothing; it
// is counted apart (Invalid), neither killed nor survived.

// MutationReport is the outcome of the mutation test (see Mutate).
type MutationReport struct {
	Mutants int `json:"mutants"`
	Killed  int `json:"killed"`
	// Invalid counts the mutants that failed only on a dangling reference.
	Invalid int `json:"invalid"`
	// ByKind gives, per kind of mutant, [killed, mutants].
	ByKind map[string][2]int `json:"by_kind"`
	// Survived lists the mutants that still pass: scenario, kind, change.
	Survived []string `json:"survived,omitempty"`
	// Unmutated counts the expected values, which are not mutated (a
	// changed expected value cannot survive).
	Unmutated int `json:"unmutated"`
}

// Score is the share of killed mutants among those that are not invalid.
func (m *MutationReport) Score() float64 {
	if n := m.Mutants - m.Invalid; n > 0 {
		return float64(m.Killed) / float64(n)
	}
	return 0
}

// mutant is one change to a scenario.
type mutant struct {
	kind, what string
	refs       []string // the aliases it removes: a failure naming one is no kill
	apply      func(*scenario.Scenario)
}

// Mutate runs the mutation test on every scenario that passes, in its own
// language, with the index's cards.
func Mutate(ctx context.Context, scs []*scenario.Scenario, x *Index) (*MutationReport, error) {
	rep := &MutationReport{ByKind: map[string][2]int{}}
	for _, s := range scs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if !s.Run(ctx, x.cards).Passed {
			continue
		}
		ms, unmutated := mutants(s)
		rep.Unmutated += unmutated
		for _, m := range ms {
			c, err := s.Clone()
			if err != nil {
				return nil, err
			}
			m.apply(c)
			if len(expectationsOf(c)) == 0 && !forbids(c) {
				// Nothing left to check: the mutant removed what the
				// scenario is about, not something its outcome depends on.
				rep.Invalid++
				rep.Mutants++
				continue
			}
			res := c.Run(ctx, x.cards)
			k := rep.ByKind[m.kind]
			switch {
			case res.Passed:
				rep.Survived = append(rep.Survived, fmt.Sprintf("%s: %s: %s", s.ID, m.kind, m.what))
			case dangling(res.Message, m.refs):
				rep.Invalid++
				rep.Mutants++
				continue
			default:
				rep.Killed++
				k[0]++
			}
			rep.Mutants++
			k[1]++
			rep.ByKind[m.kind] = k
		}
	}
	return rep, nil
}

func forbids(s *scenario.Scenario) bool {
	for _, a := range s.Actions {
		if a.ExpectError != "" {
			return true
		}
	}
	return false
}

// dangling reports whether a failure is only a reference to a removed
// object.
func dangling(msg string, refs []string) bool {
	for _, r := range refs {
		q := strconv.Quote(r)
		if strings.Contains(msg, "no object "+q) || strings.Contains(msg, "unknown target "+q) ||
			strings.Contains(msg, "card "+q) || strings.Contains(msg, "unknown "+q) {
			return true
		}
	}
	return false
}

// expectationsOf lists a scenario's expectations, final ones and those of
// check actions, in a fixed order (so that a clone's i-th is the same).
func expectationsOf(s *scenario.Scenario) []*scenario.Expectation {
	out := append([]*scenario.Expectation(nil), s.Expect...)
	for _, a := range s.Actions {
		out = append(out, a.Check...)
	}
	return out
}

// mutants lists the plausible mutants of a scenario, and how many expected
// values it has (not mutated).
func mutants(s *scenario.Scenario) ([]mutant, int) {
	var out []mutant
	unmutated := len(expectationsOf(s))
	game := gameObjects(s)
	out = append(out, inputMutants(s, game)...)
	for i, a := range s.Actions {
		if a.ExpectError == "" {
			continue
		}
		i := i
		out = append(out, mutant{kind: "forbidden", what: fmt.Sprintf("action %d (%s) allowed", i+1, a.Verb()),
			apply: func(c *scenario.Scenario) { c.Actions[i].ExpectError = "" }})
	}
	for _, k := range s.Key {
		k := k
		m := mutant{kind: "key", what: "without " + k, apply: func(c *scenario.Scenario) { removeKey(c, k) }}
		if !strings.HasPrefix(k, "action:") {
			m.refs = []string{k}
		}
		out = append(out, m)
	}
	out = append(out, restate(s))
	return out, unmutated
}

// inputMutants change what the scenario starts from or does: a setup
// item in another zone or another card of the same game in its place, an
// action's targets or attackers swapped.
func inputMutants(s *scenario.Scenario, g game) []mutant {
	var out []mutant
	for i, it := range s.Setup {
		i, it := i, it
		z := it.Zone
		if z == "" {
			z = "battlefield"
		}
		if to, ok := otherZone[text.FoldLine(z)]; ok {
			out = append(out, mutant{kind: "zone", what: fmt.Sprintf("%s in %s", alias(it), to),
				apply: func(c *scenario.Scenario) { c.Setup[i].Zone = to }})
		}
		if o := another(g.names, it.Card); o != "" {
			out = append(out, mutant{kind: "card", what: fmt.Sprintf("%s is %s", alias(it), o),
				apply: func(c *scenario.Scenario) { c.Setup[i].Card = o }})
		}
	}
	for i, a := range s.Actions {
		i := i
		for j, ts := range a.Targets {
			j := j
			if len(ts) >= 2 && ts[0] != ts[1] {
				out = append(out, mutant{kind: "targets", what: fmt.Sprintf("action %d targets %s and %s swapped", i+1, ts[0], ts[1]),
					apply: func(c *scenario.Scenario) {
						t := append([]string(nil), c.Actions[i].Targets[j]...)
						t[0], t[1] = t[1], t[0]
						c.Actions[i].Targets[j] = t
					}})
			}
		}
		if len(a.Attack) >= 2 {
			out = append(out, mutant{kind: "targets", what: fmt.Sprintf("action %d without attacker %s", i+1, a.Attack[len(a.Attack)-1]),
				apply: func(c *scenario.Scenario) { c.Actions[i].Attack = c.Actions[i].Attack[:len(c.Actions[i].Attack)-1] }})
		}
	}
	return out
}

func alias(it *scenario.SetupItem) string {
	if it.As != "" {
		return it.As
	}
	return it.Card
}

// restate removes every action but the checks; a scenario without any
// loses its key setup items instead.
func restate(s *scenario.Scenario) mutant {
	acts := 0
	for _, a := range s.Actions {
		if a.Check == nil {
			acts++
		}
	}
	if acts > 0 {
		return mutant{kind: "restate", what: "every action removed", apply: func(c *scenario.Scenario) {
			var kept []*scenario.Action
			for _, a := range c.Actions {
				if a.Check != nil {
					kept = append(kept, a)
				}
			}
			c.Actions = kept
		}}
	}
	var aliases []string
	for _, k := range s.Key {
		if !strings.HasPrefix(k, "action:") {
			aliases = append(aliases, k)
		}
	}
	return mutant{kind: "restate", what: "every key setup item removed", refs: aliases, apply: func(c *scenario.Scenario) {
		for _, a := range aliases {
			removeKey(c, a)
		}
	}}
}

// game is what a scenario's game holds: its aliases and its cards' names.
type game struct {
	aliases []string
	names   []string
}

func gameObjects(s *scenario.Scenario) game {
	var g game
	for _, it := range s.Setup {
		if it.As != "" {
			g.aliases = appendNew(g.aliases, it.As)
		}
		g.names = appendNew(g.names, it.Card)
	}
	return g
}

func appendNew(ss []string, s string) []string {
	for _, x := range ss {
		if text.FoldLine(x) == text.FoldLine(s) {
			return ss
		}
	}
	return append(ss, s)
}

// another returns the element of pool after v (cyclically), "" if pool
// has no other element.
func another(pool []string, v string) string {
	for i, x := range pool {
		if text.FoldLine(x) == text.FoldLine(v) {
			for j := 1; j < len(pool); j++ {
				if y := pool[(i+j)%len(pool)]; text.FoldLine(y) != text.FoldLine(v) {
					return y
				}
			}
			return ""
		}
	}
	return ""
}

// otherZone is the zone a card most plausibly would be in instead.
var otherZone = map[string]string{
	"battlefield": "graveyard", "graveyard": "exile", "exile": "graveyard", "hand": "library",
	"library": "hand", "stack": "graveyard", "command": "graveyard", "none": "battlefield",
}

// removeKey removes one key item: an action, or a setup alias with the
// expectations about it, the actions whose object it is, and its place in
// the other actions' lists.
func removeKey(s *scenario.Scenario, k string) {
	if strings.HasPrefix(k, "action:") {
		var n int
		fmt.Sscanf(k, "action:%d", &n)
		if n >= 1 && n <= len(s.Actions) {
			s.Actions = append(s.Actions[:n-1:n-1], s.Actions[n:]...)
		}
		return
	}
	var setup []*scenario.SetupItem
	for _, it := range s.Setup {
		if it.As == k {
			continue
		}
		if it.Attached == k {
			it.Attached = ""
		}
		if it.CopyOf == k {
			it.CopyOf = ""
		}
		setup = append(setup, it)
	}
	s.Setup = setup
	s.Expect = withoutSubject(s.Expect, k)
	var acts []*scenario.Action
	for _, a := range s.Actions {
		if a.Cast == k || a.Activate == k || a.Unlock == k || a.TurnFaceUp == k || a.PlayLand == k || a.Source == k {
			continue
		}
		if a.Check != nil {
			a.Check = withoutSubject(a.Check, k)
			if len(a.Check) == 0 {
				continue
			}
		}
		for i, ts := range a.Targets {
			a.Targets[i] = without(ts, k)
		}
		a.Attack = without(a.Attack, k)
		a.Convoke = without(a.Convoke, k)
		var blocks [][]string
		for _, b := range a.Block {
			if !slices.Contains(b, k) {
				blocks = append(blocks, b)
			}
		}
		a.Block = blocks
		delete(a.TriggerTargets, k)
		if a.Sacrifice == k {
			a.Sacrifice = ""
		}
		acts = append(acts, a)
	}
	s.Actions = acts
}

func withoutSubject(es []*scenario.Expectation, k string) []*scenario.Expectation {
	var out []*scenario.Expectation
	for _, e := range es {
		if e.Subject != k {
			out = append(out, e)
		}
	}
	return out
}

func without(ss []string, k string) []string {
	var out []string
	for _, s := range ss {
		if s != k {
			out = append(out, s)
		}
	}
	return out
}
