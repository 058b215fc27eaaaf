package verify

import (
	"context"
	"fmt"
	"sort"

	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/scenario"
)

// FormMutationReport is the outcome of the mutation test of the reader
// and the engine (MutateForms).
type FormMutationReport struct {
	// Reader: each mutant is one change to the compiled form of one
	// card that scenarios play as printed (a knowledge-base card, or a
	// real printed card a scenario declares); it is killed
	// when one of those scenarios fails.
	Reader MutantCounts `json:"reader"`
	// Engine: each mutant changes every instruction of one op alike, in
	// every card (printed, written or generic) and do: step of the games
	// (a wrong op); killed when a scenario whose game has the op fails.
	Engine MutantCounts `json:"engine"`
	// Sample says which reader mutants were run: "all", or "every Nth".
	Sample string `json:"sample"`
	// Unmutable lists the cards, and the scenarios, whose unchanged copy
	// does not pass (the harness cannot copy them): left out.
	Unmutable []string `json:"unmutable,omitempty"`
}

// MutantCounts counts mutants of one family.
type MutantCounts struct {
	Mutants int `json:"mutants"`
	Killed  int `json:"killed"`
	// Invalid counts the changes the engine refuses (an expression or
	// filter that does not parse, an instruction it does not take):
	// neither run nor counted in Mutants.
	Invalid int `json:"invalid"`
	// ByKind gives, per kind of change, [killed, mutants].
	ByKind map[string][2]int `json:"by_kind"`
	// Survived names the mutants no scenario kills.
	Survived []string `json:"survived,omitempty"`
}

// Score is the share of killed mutants.
func (m *MutantCounts) Score() float64 {
	if m.Mutants == 0 {
		return 0
	}
	return float64(m.Killed) / float64(m.Mutants)
}

func (m *MutantCounts) count(kind string, killed bool, name string) {
	if m.ByKind == nil {
		m.ByKind = map[string][2]int{}
	}
	k := m.ByKind[kind]
	k[1]++
	m.Mutants++
	if killed {
		k[0]++
		m.Killed++
	} else {
		m.Survived = append(m.Survived, name)
	}
	m.ByKind[kind] = k
}

// printedCards returns, for each card that a passing scenario plays as
// printed, those scenarios: the knowledge-base cards it plays without an
// override, and the real printed cards it declares (by PrintedID, their
// compiled defs in inline).
func printedCards(ctx context.Context, scs []*scenario.Scenario, x *Index) (by map[string][]*scenario.Scenario, passing []*scenario.Scenario, inline map[string]*rules.CardDef) {
	by, inline = map[string][]*scenario.Scenario{}, map[string]*rules.CardDef{}
	for _, s := range scs {
		if ctx.Err() != nil || !s.Run(ctx, x.cards).Passed {
			continue
		}
		passing = append(passing, s)
		over := map[string]bool{}
		seen := map[string]bool{}
		for _, c := range s.Cards {
			over[c.KB] = true
			if id := c.PrintedID(); c.Printed() && !seen[id] {
				d, err := scenario.PrintedDef(c)
				if err != nil {
					continue
				}
				seen[id], inline[id] = true, d
				by[id] = append(by[id], s)
			}
		}
		for _, it := range s.Setup {
			if !over[it.Card] && !seen[it.Card] && x.cards.Has(it.Card) {
				seen[it.Card] = true
				by[it.Card] = append(by[it.Card], s)
			}
		}
	}
	return by, passing, inline
}

// cardDef is the compiled def of a card printedCards found: a
// knowledge-base card's, or a declared printed card's.
func (x *Index) cardDef(id string, inline map[string]*rules.CardDef) (*rules.CardDef, error) {
	if d, ok := inline[id]; ok {
		return d, nil
	}
	return x.cards.Def(id)
}

// valid reports whether the engine takes every ability of a card.
func valid(d *rules.CardDef) bool {
	for _, f := range d.Faces {
		for _, a := range f.Abilities {
			if rules.CheckAbility(rules.BuiltinOps(), a) != nil {
				return false
			}
		}
	}
	return true
}

// MutateForms runs the mutation test of the reader and the engine on the
// scenarios that pass, in their own language, with the index's cards.
// every > 1 runs only every that many reader mutants (a sample, said in
// the report's Sample); the engine's are all run.
func MutateForms(ctx context.Context, scs []*scenario.Scenario, x *Index, every int) (*FormMutationReport, error) {
	rep := &FormMutationReport{Sample: "all"}
	if every > 1 {
		rep.Sample = fmt.Sprintf("every %dth reader mutant", every)
	}
	by, passing, inline := printedCards(ctx, scs, x)
	ids := make([]string, 0, len(by))
	for id := range by {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	n := 0
	for _, id := range ids {
		def, err := x.cardDef(id, inline)
		if err != nil {
			continue
		}
		if !passesAll(ctx, by[id], x.cards.WithDefs(map[string]*rules.CardDef{id: deepCopy(def)})) {
			rep.Unmutable = append(rep.Unmutable, id)
			continue
		}
		for i := range formSites(def) {
			if n++; every > 1 && n%every != 0 {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			cp := deepCopy(def)
			st := formSites(cp)[i]
			if !st.apply() || !valid(cp) {
				rep.Reader.Invalid++
				continue
			}
			killed := !passesAll(ctx, by[id], x.cards.WithDefs(map[string]*rules.CardDef{id: cp}))
			rep.Reader.count(st.kind, killed, id+": "+st.what)
		}
	}
	if err := mutateEngine(ctx, passing, x, by, inline, rep); err != nil {
		return nil, err
	}
	return rep, nil
}

// passesAll reports whether every scenario passes with the cards.
func passesAll(ctx context.Context, scs []*scenario.Scenario, cards *scenario.Cards) bool {
	for _, s := range scs {
		if !s.Run(ctx, cards).Passed {
			return false
		}
	}
	return true
}

// gameCopy is a scenario's game as a mutant changes it: the scenario
// (cloned: its written abilities and do: steps) and the printed cards it
// plays (copied).
type gameCopy struct {
	s    *scenario.Scenario
	defs map[string]*rules.CardDef
	ids  []string
}

func (x *Index) copyGame(s *scenario.Scenario, printed []string, inline map[string]*rules.CardDef, lib *scenario.Library) (*gameCopy, error) {
	cl, err := s.Clone()
	if err != nil {
		return nil, err
	}
	// The library's generic cards the game plays, copied into the
	// scenario's own cards (which the runner prefers), so that a mutant
	// changes them too.
	// A card the scenario declares itself (a printed card of a set) is
	// the one it plays, whatever generic card of the library has its name.
	seen := map[string]bool{}
	for _, c := range cl.Cards {
		seen[c.Name] = true
	}
	for _, it := range cl.Setup {
		if cs, ok := lib.Card(it.Card); ok && !seen[cs.Name] && !x.cards.Has(it.Card) {
			seen[cs.Name] = true
			cl.Cards = append(cl.Cards, deepCopy(cs))
		}
	}
	g := &gameCopy{s: cl, defs: map[string]*rules.CardDef{}, ids: printed}
	for _, id := range printed {
		d, err := x.cardDef(id, inline)
		if err != nil {
			return nil, err
		}
		g.defs[id] = deepCopy(d)
	}
	return g, nil
}

// sites lists the game's mutants of one op and kind ("" and "": all).
func (g *gameCopy) sites(op, kind string) []site {
	var all []site
	for _, id := range g.ids {
		all = append(all, formSites(g.defs[id])...)
	}
	all = append(all, formSites(g.s.Cards)...)
	for _, a := range g.s.Actions {
		all = append(all, formSites(a.Do)...)
	}
	var out []site
	for _, st := range all {
		if st.op != "" && (op == "" || st.op == op && st.kind == kind) {
			out = append(out, st)
		}
	}
	return out
}

// mutateEngine runs the engine's mutants: for each op and kind of change,
// every instruction of that op changed alike in every game that has one.
func mutateEngine(ctx context.Context, passing []*scenario.Scenario, x *Index, by map[string][]*scenario.Scenario,
	inline map[string]*rules.CardDef, rep *FormMutationReport) error {
	out := &rep.Engine
	lib, err := scenario.LoadLibrary()
	if err != nil {
		return err
	}
	printed := map[string][]string{}
	for id, ss := range by {
		for _, s := range ss {
			printed[s.ID] = append(printed[s.ID], id)
		}
	}
	for _, ids := range printed {
		sort.Strings(ids)
	}
	type pair struct{ op, kind string }
	games := map[pair][]*scenario.Scenario{}
	for _, s := range passing {
		g, err := x.copyGame(s, printed[s.ID], inline, lib)
		if err != nil {
			return err
		}
		if !g.s.Run(ctx, x.cards.WithDefs(g.defs)).Passed {
			rep.Unmutable = append(rep.Unmutable, "scenario "+s.ID)
			continue
		}
		seen := map[pair]bool{}
		for _, st := range g.sites("", "") {
			if p := (pair{st.op, st.kind}); !seen[p] {
				seen[p] = true
				games[p] = append(games[p], s)
			}
		}
	}
	pairs := make([]pair, 0, len(games))
	for p := range games {
		pairs = append(pairs, p)
	}
	sort.Slice(pairs, func(i, j int) bool { return pairs[i].op+" "+pairs[i].kind < pairs[j].op+" "+pairs[j].kind })
	for _, p := range pairs {
		if err := ctx.Err(); err != nil {
			return err
		}
		killed, ran := false, false
		for _, s := range games[p] {
			g, err := x.copyGame(s, printed[s.ID], inline, lib)
			if err != nil {
				return err
			}
			applied := 0
			for _, st := range g.sites(p.op, p.kind) {
				if st.apply() {
					applied++
				}
			}
			if applied == 0 || !gameValid(g) {
				continue
			}
			ran = true
			if !g.s.Run(ctx, x.cards.WithDefs(g.defs)).Passed {
				killed = true
				break
			}
		}
		if !ran {
			out.Invalid++
			continue
		}
		out.count(p.kind, killed, fmt.Sprintf("%s: %s (%s)", p.op, p.kind, engineChange[p.kind]))
	}
	return nil
}

// engineChange says what an engine mutant of each kind does to its op.
var engineChange = map[string]string{
	"number": "every number one more", "comparison": "every comparison confused with its neighbour",
	"duration": "every duration another", "counter": "+1/+1 and -1/-1 counters swapped",
	"target": "you and opponents, the source and its target, swapped", "optional": "never optional",
}

func gameValid(g *gameCopy) bool {
	for _, d := range g.defs {
		if !valid(d) {
			return false
		}
	}
	for _, c := range g.s.Cards {
		for _, a := range c.Abilities {
			if rules.CheckAbility(rules.BuiltinOps(), a) != nil {
				return false
			}
		}
	}
	for _, a := range g.s.Actions {
		if rules.CheckEffects(rules.BuiltinOps(), a.Do) != nil {
			return false
		}
	}
	return true
}
