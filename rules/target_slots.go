package rules

import (
	"regexp"
	"strconv"
)

// The engine numbers a spell's or ability's targets t0, t1 … across its
// target slots, so after a slot of several ("une ou deux créatures ciblées")
// the next slot's first target has no fixed number. The references slot<i>
// (every target chosen for slot i) and slot<i>.<j> (the j-th of them) name
// targets by slot; the chosen targets are split among the slots as
// checkTargets split them when they were chosen.

var slotRefRE = regexp.MustCompile(`^slot(\d)(?:\.(\d))?$`)

// slotTargets returns the targets chosen for slot i and whether ref is a
// slot reference at all; j is the index within the slot, -1 for all.
func (c *EvalCtx) slotTargets(ref string) (ts []Target, j int, ok bool) {
	m := slotRefRE.FindStringSubmatch(ref)
	if m == nil {
		return nil, 0, false
	}
	i, _ := strconv.Atoi(m[1])
	j = -1
	if m[2] != "" {
		j, _ = strconv.Atoi(m[2])
	}
	if c.specs == nil {
		return nil, j, true
	}
	chosen := c.curTargets()
	start, n := slotRange(c.specs(c.mode), len(chosen), i)
	if n == 0 {
		return nil, j, true
	}
	return chosen[start : start+n], j, true
}

// slotRange is where slot i's targets are among n chosen ones: the same
// split as checkTargets and specFor.
func slotRange(specs []*TargetSpec, n, slot int) (start, count int) {
	i := 0
	for si, s := range specs {
		restMin := 0
		for _, r := range specs[si+1:] {
			restMin += r.Min
		}
		k := min(n-i-restMin, s.Max)
		if si == slot {
			return i, max(k, 0)
		}
		i += k
	}
	return 0, 0
}

// slotObj resolves slot<i>.<j> (or slot<i>, its first target) to an object.
func (c *EvalCtx) slotObj(ts []Target, j int) (*Object, *Chars) {
	if j < 0 {
		j = 0
	}
	if j >= len(ts) || ts[j].IsPlayer() {
		return nil, nil
	}
	if o := c.G.Objs[ts[j].Obj]; o != nil {
		return o, c.G.Chars(o)
	}
	return nil, nil
}

// slotObjs resolves slot<i> to every object of the slot still there.
func (c *EvalCtx) slotObjs(ts []Target, j int) []int {
	var out []int
	for k, t := range ts {
		if (j >= 0 && k != j) || t.IsPlayer() || c.G.Objs[t.Obj] == nil {
			continue
		}
		out = append(out, t.Obj)
	}
	return out
}

// SlotRefs rewrites, in an ability read from printed text, the references
// to a slot of several targets when another slot follows it: "targets"
// (what the reader calls the targets of "une ou deux créatures ciblées")
// becomes that slot, slot<m>, and an instruction whose source is the slot
// ("Chacune d'elles inflige …") is repeated for each target the slot may
// hold, slot<m>.0, slot<m>.1 … (a target not chosen, or no longer legal, names
// nothing: that instruction does nothing).
func SlotRefs(a *Ability) {
	m := -1
	for i, t := range a.Targets {
		if t.Max > 1 {
			if m >= 0 {
				return // two slots of several: not read this way
			}
			m = i
		}
	}
	if m < 0 || len(a.Targets) < 2 || a.Targets[m].Max > MaxRepeat/100 {
		return
	}
	slot := "slot" + strconv.Itoa(m)
	a.Effects = renameRefs(a.Effects, "targets", slot)
	var out []*Effect
	for _, e := range a.Effects {
		if e.Source != slot {
			out = append(out, e)
			continue
		}
		for j := 0; j < a.Targets[m].Max; j++ {
			out = append(out, renameRef(e, slot, slot+"."+strconv.Itoa(j)))
		}
	}
	a.Effects = out
}

func renameRefs(es []*Effect, from, to string) []*Effect {
	if es == nil {
		return nil
	}
	out := make([]*Effect, len(es))
	for i, e := range es {
		out[i] = renameRef(e, from, to)
	}
	return out
}

// renameRef returns a copy of e with the reference from written to, in
// its references and expressions.
func renameRef(e *Effect, from, to string) *Effect {
	re := regexp.MustCompile(`(^|[^\w.:])` + regexp.QuoteMeta(from) + `($|[^\w.])`)
	sub := func(s string) string { return re.ReplaceAllString(s, "${1}"+to+"${2}") }
	cp := *e
	cp.What, cp.To, cp.Source, cp.Affects = sub(e.What), sub(e.To), sub(e.Source), sub(e.Affects)
	for _, x := range []**Expr{&cp.N, &cp.P, &cp.T, &cp.If} {
		if *x != nil {
			if ne, err := ParseExpr(sub((*x).String())); err == nil {
				*x = ne
			}
		}
	}
	cp.Then, cp.Else = renameRefs(e.Then, from, to), renameRefs(e.Else, from, to)
	return &cp
}
