package verify

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The mutation test of the reader and the engine (see MutateForms) changes
// what the scenarios' cards do, not what the scenarios expect: a compiled
// form changed in one place is a mistake the reader could make; every
// instruction of one op changed alike is a mistake of the engine's op. The
// changes are those a reading or an op gets wrong: a number, a
// comparison, a duration, "up to" for exactly (and back), a counter kind,
// whose (you for an opponent, the source for its target, the controller of
// a filter), an optional instruction made mandatory.

// site is one place of a compiled form a mutant changes: its kind, what
// it becomes (for the report) and the change.
type site struct {
	kind, what string
	op         string // the op of the instruction changed ("" for a target or condition)
	apply      func() bool
}

var (
	intLiteral = regexp.MustCompile(`^-?\d+$`)
	comparison = regexp.MustCompile(`>=|<=|==|!=|>|<`)
	counterish = regexp.MustCompile(`^[+-]\d+/[+-]\d+$`)
)

// otherComparison is the comparison a reading most plausibly confuses
// with each: "at least" read as "more than", "equal" as "not equal".
var otherComparison = map[string]string{">=": ">", ">": ">=", "<=": "<", "<": "<=", "==": "!=", "!=": "=="}

// otherDuration is the duration a reading most plausibly confuses with
// each ("" is for as long as the effect's source says: a static ability,
// or forever). "This turn" and "until end of turn" end together (514.2):
// one read for the other changes nothing a scenario could see, so "this
// turn" is confused with "until your next turn" instead.
var otherDuration = map[string]string{"eot": "your_next_turn", "your_next_turn": "eot", "end_of_next_turn": "eot", "this_turn": "your_next_turn"}

// otherController swaps whose a filter says.
var otherController = strings.NewReplacer("you_control", "opp_control", "opp_control", "you_control", "you_own", "opp_own", "opp_own", "you_own")

// deepCopy copies v and everything it points to, but for the compiled
// expressions and filters, which nothing writes to (a mutant replaces
// them); a pointer met twice is copied once.
func deepCopy[T any](v T) T {
	memo := map[uintptr]reflect.Value{}
	immutable := map[reflect.Type]bool{reflect.TypeOf(&rules.Expr{}): true, reflect.TypeOf(&rules.Filter{}): true}
	var cp func(reflect.Value) reflect.Value
	cp = func(v reflect.Value) reflect.Value {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || immutable[v.Type()] {
				return v
			}
			if c, ok := memo[v.Pointer()]; ok {
				return c
			}
			n := reflect.New(v.Type().Elem())
			memo[v.Pointer()] = n
			n.Elem().Set(cp(v.Elem()))
			return n
		case reflect.Struct:
			n := reflect.New(v.Type()).Elem()
			n.Set(v)
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).IsExported() {
					n.Field(i).Set(cp(v.Field(i)))
				}
			}
			return n
		case reflect.Slice:
			if v.IsNil() {
				return v
			}
			n := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
			for i := 0; i < v.Len(); i++ {
				n.Index(i).Set(cp(v.Index(i)))
			}
			return n
		case reflect.Map:
			if v.IsNil() {
				return v
			}
			n := reflect.MakeMapWithSize(v.Type(), v.Len())
			for it := v.MapRange(); it.Next(); {
				n.SetMapIndex(it.Key(), cp(it.Value()))
			}
			return n
		}
		return v
	}
	return cp(reflect.ValueOf(&v)).Elem().Interface().(T)
}

// formParts lists, in a fixed order, the abilities, target slots and
// instructions reachable from v.
func formParts(v any) (abs []*rules.Ability, tss []*rules.TargetSpec, effs []*rules.Effect) {
	seen := map[uintptr]bool{}
	var walk func(reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.IsNil() {
				return
			}
			if v.Kind() == reflect.Pointer {
				if seen[v.Pointer()] {
					return
				}
				seen[v.Pointer()] = true
				switch p := v.Interface().(type) {
				case *rules.Ability:
					abs = append(abs, p)
				case *rules.TargetSpec:
					tss = append(tss, p)
				case *rules.Effect:
					effs = append(effs, p)
				case *rules.Expr, *rules.Filter:
					return
				}
			}
			walk(v.Elem())
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Type().Field(i); f.IsExported() && f.Name != "Group" {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		}
	}
	walk(reflect.ValueOf(v))
	return abs, tss, effs
}

// exprSites are the mutants of an expression: an integer one more, a
// comparison confused with its neighbour.
func exprSites(kind string, e **rules.Expr, op string) []site {
	src := (*e).String()
	var out []site
	if intLiteral.MatchString(src) {
		n, _ := strconv.Atoi(src)
		out = append(out, site{kind: "number", op: op, what: fmt.Sprintf("%s %d → %d", kind, n, n+1), apply: setExpr(e, strconv.Itoa(n+1))})
	}
	if loc := comparison.FindStringIndex(src); loc != nil {
		m := src[loc[0]:loc[1]]
		to := src[:loc[0]] + otherComparison[m] + src[loc[1]:]
		out = append(out, site{kind: "comparison", op: op, what: fmt.Sprintf("%s %q → %q", kind, src, to), apply: setExpr(e, to)})
	}
	return out
}

func setExpr(e **rules.Expr, src string) func() bool {
	return func() bool {
		n, err := rules.ParseExpr(src)
		if err != nil {
			return false
		}
		*e = n
		return true
	}
}

func setFilter(f **rules.Filter, src string) func() bool {
	return func() bool {
		n, err := rules.ParseFilter(src)
		if err != nil {
			return false
		}
		*f = n
		return true
	}
}

// filterSites are the mutants of a filter: the controller or owner it
// names swapped, its first comparison confused.
func filterSites(kind string, f **rules.Filter, op string) []site {
	if *f == nil {
		return nil
	}
	src := (*f).String()
	var out []site
	if sw := otherController.Replace(src); sw != src {
		out = append(out, site{kind: "target", op: op, what: fmt.Sprintf("%s %q → %q", kind, src, sw), apply: setFilter(f, sw)})
	}
	if loc := comparison.FindStringIndex(src); loc != nil {
		to := src[:loc[0]] + otherComparison[src[loc[0]:loc[1]]] + src[loc[1]:]
		out = append(out, site{kind: "comparison", op: op, what: fmt.Sprintf("%s %q → %q", kind, src, to), apply: setFilter(f, to)})
	}
	return out
}

// effectSites are the mutants of one instruction.
func effectSites(e *rules.Effect) []site {
	var out []site
	for _, x := range []struct {
		name string
		e    **rules.Expr
	}{{"n", &e.N}, {"p", &e.P}, {"t", &e.T}, {"if", &e.If}} {
		if *x.e != nil {
			out = append(out, exprSites(e.Op+" "+x.name, x.e, e.Op)...)
		}
	}
	out = append(out, filterSites(e.Op+" filter", &e.Filter, e.Op)...)
	if to, ok := otherDuration[e.Until]; ok {
		out = append(out, site{kind: "duration", op: e.Op, what: fmt.Sprintf("%s until %s → %s", e.Op, e.Until, to),
			apply: func() bool { e.Until = to; return true }})
	}
	if counterish.MatchString(e.Kind) {
		to := "-1/-1"
		if strings.HasPrefix(e.Kind, "-") {
			to = "+1/+1"
		}
		out = append(out, site{kind: "counter", op: e.Op, what: fmt.Sprintf("%s kind %s → %s", e.Op, e.Kind, to),
			apply: func() bool { e.Kind = to; return true }})
	}
	if sw, ok := map[string]string{"you": "opp", "opp": "you", "self": "t0", "t0": "self"}[e.To]; ok {
		out = append(out, site{kind: "target", op: e.Op, what: fmt.Sprintf("%s to %s → %s", e.Op, e.To, sw),
			apply: func() bool { e.To = sw; return true }})
	}
	if sw, ok := map[string]string{"self": "t0", "t0": "self"}[e.What]; ok {
		out = append(out, site{kind: "target", op: e.Op, what: fmt.Sprintf("%s what %s → %s", e.Op, e.What, sw),
			apply: func() bool { e.What = sw; return true }})
	}
	if e.Optional {
		out = append(out, site{kind: "optional", op: e.Op, what: e.Op + " optional → mandatory",
			apply: func() bool { e.Optional = false; return true }})
	}
	return out
}

// targetSites are the mutants of a target slot: "up to" read as exactly,
// exactly as "up to", one more at most.
func targetSites(t *rules.TargetSpec) []site {
	f := "any"
	if t.Filter != nil {
		f = t.Filter.String()
	}
	var out []site
	switch {
	case t.Min == 0 && t.Max >= 1:
		out = append(out, site{kind: "up-to", what: fmt.Sprintf("target %s: up to %d → exactly %d", f, t.Max, t.Max),
			apply: func() bool { t.Min = t.Max; return true }})
	case t.Min >= 1 && t.Min == t.Max:
		out = append(out, site{kind: "up-to", what: fmt.Sprintf("target %s: exactly %d → up to %d", f, t.Max, t.Max),
			apply: func() bool { t.Min = 0; return true }})
	}
	if t.Max >= 1 && t.MaxN == nil {
		out = append(out, site{kind: "number", what: fmt.Sprintf("target %s: at most %d → %d", f, t.Max, t.Max+1),
			apply: func() bool { t.Max++; return true }})
	}
	return append(out, filterSites("target", &t.Filter, "")...)
}

// abilitySites are the mutants of an ability's own conditions: its
// intervening if, its activation condition, its trigger's filter.
func abilitySites(a *rules.Ability) []site {
	var out []site
	if a.If != nil {
		out = append(out, exprSites("if", &a.If, "")...)
	}
	if a.ActiveIf != nil {
		out = append(out, exprSites("activate_if", &a.ActiveIf, "")...)
	}
	return append(out, filterSites("trigger "+a.When, &a.Filter, "")...)
}

// formSites lists every mutant of the compiled forms reachable from v, in
// a fixed order: the same list for every copy of v.
func formSites(v any) []site {
	abs, tss, effs := formParts(v)
	var out []site
	for _, a := range abs {
		out = append(out, abilitySites(a)...)
	}
	for _, t := range tss {
		out = append(out, targetSites(t)...)
	}
	for _, e := range effs {
		out = append(out, effectSites(e)...)
	}
	return out
}
