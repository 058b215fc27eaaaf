package rules

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Expr is a compiled integer expression of the ability language: a number,
// "x", "count(creature you_control)", "power(t0) + 1", "delirium",
// "types_in_graveyard(you) >= 4". Comparisons and boolean operators yield 0
// or 1, so conditions are expressions too.
type Expr struct {
	src  string
	Eval func(*EvalCtx) int
}

// String returns the expression as written.
func (e *Expr) String() string {
	if e == nil {
		return ""
	}
	return e.src
}

// UnmarshalYAML compiles the expression, reporting its line on error.
func (e *Expr) UnmarshalYAML(n *yaml.Node) error {
	c, err := ParseExpr(n.Value)
	if err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	*e = *c
	return nil
}

// ConstExpr returns the expression that always evaluates to n.
func ConstExpr(n int) *Expr {
	return &Expr{src: strconv.Itoa(n), Eval: func(*EvalCtx) int { return n }}
}

// XExpr returns the expression x: the value chosen for X on casting.
func XExpr() *Expr { return &Expr{src: "x", Eval: func(c *EvalCtx) int { return c.X }} }

// ParseExpr compiles an expression.
func ParseExpr(s string) (*Expr, error) {
	toks, offs := tokenize(s)
	p := &exprParser{src: s, toks: toks, offs: offs}
	f, err := p.parseOr()
	if err != nil {
		return nil, fmt.Errorf("expression %q: %w", s, err)
	}
	if p.pos < len(p.toks) {
		return nil, fmt.Errorf("expression %q: unexpected %q", s, p.toks[p.pos])
	}
	return &Expr{src: s, Eval: f}, nil
}

// tokenize splits an expression into tokens, with the offset of each in
// s: a function's arguments are read from the source text between its
// parentheses, so that a filter such as "creature power<=2" or
// "counter:+1/+1" keeps its spelling.
func tokenize(s string) (toks []string, offs []int) {
	i := 0
	for i < len(s) {
		c := s[i]
		if c != ' ' && c != '\t' {
			offs = append(offs, i)
		}
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.ContainsRune("()+-*/,", rune(c)):
			toks = append(toks, string(c))
			i++
		case strings.ContainsRune("<>=!&|", rune(c)):
			if i+1 < len(s) && strings.ContainsRune("=&|", rune(s[i+1])) {
				toks = append(toks, s[i:i+2])
				i += 2
			} else {
				toks = append(toks, string(c))
				i++
			}
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t()+-*/,<>=!&|", rune(s[j])) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks, offs
}

type exprParser struct {
	src  string
	toks []string
	offs []int // offs[i] is where toks[i] starts in src
	pos  int
}

type evalFn = func(*EvalCtx) int

func (p *exprParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (p *exprParser) parseOr() (evalFn, error) {
	l, err := p.parseAnd()
	if err != nil {
		return nil, err
	}
	for p.peek() == "||" {
		p.pos++
		r, err := p.parseAnd()
		if err != nil {
			return nil, err
		}
		a := l
		l = func(c *EvalCtx) int { return b2i(a(c) != 0 || r(c) != 0) }
	}
	return l, nil
}

func (p *exprParser) parseAnd() (evalFn, error) {
	l, err := p.parseCmp()
	if err != nil {
		return nil, err
	}
	for p.peek() == "&&" {
		p.pos++
		r, err := p.parseCmp()
		if err != nil {
			return nil, err
		}
		a := l
		l = func(c *EvalCtx) int { return b2i(a(c) != 0 && r(c) != 0) }
	}
	return l, nil
}

func (p *exprParser) parseCmp() (evalFn, error) {
	l, err := p.parseSum()
	if err != nil {
		return nil, err
	}
	op := p.peek()
	switch op {
	case ">=", "<=", "==", "!=", ">", "<":
	default:
		return l, nil
	}
	p.pos++
	r, err := p.parseSum()
	if err != nil {
		return nil, err
	}
	switch op {
	case ">=":
		return func(c *EvalCtx) int { return b2i(l(c) >= r(c)) }, nil
	case "<=":
		return func(c *EvalCtx) int { return b2i(l(c) <= r(c)) }, nil
	case "==":
		return func(c *EvalCtx) int { return b2i(l(c) == r(c)) }, nil
	case "!=":
		return func(c *EvalCtx) int { return b2i(l(c) != r(c)) }, nil
	case ">":
		return func(c *EvalCtx) int { return b2i(l(c) > r(c)) }, nil
	default:
		return func(c *EvalCtx) int { return b2i(l(c) < r(c)) }, nil
	}
}

func (p *exprParser) parseSum() (evalFn, error) {
	l, err := p.parseProd()
	if err != nil {
		return nil, err
	}
	for p.peek() == "+" || p.peek() == "-" {
		op := p.toks[p.pos]
		p.pos++
		r, err := p.parseProd()
		if err != nil {
			return nil, err
		}
		a := l
		if op == "+" {
			l = func(c *EvalCtx) int { return a(c) + r(c) }
		} else {
			l = func(c *EvalCtx) int { return a(c) - r(c) }
		}
	}
	return l, nil
}

func (p *exprParser) parseProd() (evalFn, error) {
	l, err := p.parseUnary()
	if err != nil {
		return nil, err
	}
	for p.peek() == "*" || p.peek() == "/" {
		op := p.toks[p.pos]
		p.pos++
		r, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		a := l
		if op == "*" {
			l = func(c *EvalCtx) int { return a(c) * r(c) }
		} else {
			l = func(c *EvalCtx) int {
				d := r(c)
				if d == 0 {
					return 0
				}
				return a(c) / d
			}
		}
	}
	return l, nil
}

func (p *exprParser) parseUnary() (evalFn, error) {
	switch p.peek() {
	case "!":
		p.pos++
		f, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		return func(c *EvalCtx) int { return b2i(f(c) == 0) }, nil
	case "-":
		p.pos++
		f, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		return func(c *EvalCtx) int { return -f(c) }, nil
	}
	return p.parseAtom()
}

func (p *exprParser) parseAtom() (evalFn, error) {
	t := p.peek()
	if t == "" {
		return nil, fmt.Errorf("unexpected end")
	}
	p.pos++
	if t == "(" {
		f, err := p.parseOr()
		if err != nil {
			return nil, err
		}
		if p.peek() != ")" {
			return nil, fmt.Errorf("missing )")
		}
		p.pos++
		return f, nil
	}
	if n, err := strconv.Atoi(t); err == nil {
		return func(*EvalCtx) int { return n }, nil
	}
	if p.peek() == "(" {
		// Raw argument text up to the matching parenthesis, split on
		// top-level commas: each function reads its arguments its own way.
		p.pos++
		depth := 0
		var args []string
		start := len(p.src)
		if p.pos < len(p.toks) {
			start = p.offs[p.pos]
		}
		for {
			if p.pos >= len(p.toks) {
				return nil, fmt.Errorf("unclosed ( after %s", t)
			}
			tok, at := p.toks[p.pos], p.offs[p.pos]
			p.pos++
			if tok == "(" {
				depth++
			}
			if tok == ")" {
				if depth == 0 {
					if a := strings.TrimSpace(p.src[start:at]); a != "" || len(args) > 0 {
						args = append(args, a)
					}
					break
				}
				depth--
			}
			if tok == "," && depth == 0 {
				args = append(args, strings.TrimSpace(p.src[start:at]))
				start = at + 1
			}
		}
		return compileCall(t, args)
	}
	return compileIdent(t)
}

func compileIdent(t string) (evalFn, error) {
	switch t {
	case "x", "X":
		return func(c *EvalCtx) int { return c.X }, nil
	case "delirium":
		return func(c *EvalCtx) int { return b2i(c.G.GraveyardTypes(c.Ctrl) >= 4) }, nil
	case "amount":
		return func(c *EvalCtx) int {
			if c.ev == nil {
				return 0
			}
			return c.ev.Amount
		}, nil
	case "true":
		return func(*EvalCtx) int { return 1 }, nil
	case "false":
		return func(*EvalCtx) int { return 0 }, nil
	case "your_turn":
		return func(c *EvalCtx) int { return b2i(c.G.Active == c.Ctrl) }, nil
	case "your_upkeep":
		// "Activate only during your upkeep": your turn's upkeep step.
		return func(c *EvalCtx) int { return b2i(c.G.Active == c.Ctrl && c.G.Step == StepUpkeep) }, nil
	case "creatures_died":
		// Morbid: how many creatures died this turn, anyone's.
		return func(c *EvalCtx) int { return len(c.G.diedThisTurn) }, nil
	case "did":
		// "If you do": the last optional instruction was done.
		return func(c *EvalCtx) int { return b2i(c.G.did) }, nil
	case "cast_main_phase":
		// Addendum: the spell, or the permanent's spell, was cast during
		// its controller's main phase.
		return func(c *EvalCtx) int {
			if c.spell != nil {
				return b2i(c.spell.MainPhase)
			}
			o := c.G.Objs[c.Src]
			return b2i(o != nil && o.Zone == ZoneBattlefield && o.WasCastMainPhase)
		}, nil
	case "kicked":
		// A spell, or a permanent cast kicked (its "enters" abilities,
		// 702.33d).
		return func(c *EvalCtx) int {
			if c.spell != nil && c.spell.kicks() > 0 {
				return 1
			}
			o := c.G.Objs[c.Src]
			return b2i(o != nil && o.Zone == ZoneBattlefield && o.WasKicked)
		}, nil
	case "kicked_count":
		// "For each time it was kicked" (multikicker, 702.33d).
		return func(c *EvalCtx) int {
			if c.spell != nil {
				return c.spell.kicks()
			}
			if o := c.G.Objs[c.Src]; o != nil && o.Zone == ZoneBattlefield {
				return o.Kicks
			}
			return 0
		}, nil
	case "cast_from_graveyard":
		// The permanent entering was a spell cast from a graveyard.
		return func(c *EvalCtx) int { return b2i(c.spell != nil && c.spell.CastFrom == ZoneGraveyard) }, nil
	case "cast_from_hand":
		// The permanent entering was a spell cast from its owner's hand
		// ("if you cast it from your hand"); put onto the battlefield, it
		// was not cast.
		return func(c *EvalCtx) int { return b2i(c.spell != nil && c.spell.CastFrom == ZoneHand) }, nil
	case "modes":
		return func(c *EvalCtx) int {
			if c.spell == nil {
				return 0
			}
			return len(c.spell.Modes)
		}, nil
	case "targets":
		return func(c *EvalCtx) int { return len(c.curTargets()) }, nil
	}
	return nil, fmt.Errorf("unknown name %q", t)
}

// compileCall compiles a call of an expression function (exprfuncs.go).
func compileCall(name string, args []string) (evalFn, error) {
	f, ok := exprFuncs[name]
	if !ok {
		return nil, fmt.Errorf("unknown function %s()", name)
	}
	if len(args) != len(f.args) {
		return nil, fmt.Errorf("%s takes %d argument(s), got %d", name, len(f.args), len(args))
	}
	return f.compile(name, args)
}

// Filter is a compiled object or player filter: space-separated conditions
// that must all hold, such as "creature you_control power<=2",
// "nonland permanent", "card creature in:graveyard mv<=3", "any".
type Filter struct {
	src     string
	zones   []Zone
	preds   []func(*EvalCtx, *Object, *Chars) bool
	players int // 0: objects only; 1: players allowed ("player", "opponent", "any")
	plPreds []func(*EvalCtx, int) bool
	objects bool
	// zonesChosen: an "in:" condition has set the zones explicitly.
	zonesChosen bool
}

// String returns the filter as written.
func (f *Filter) String() string {
	if f == nil {
		return ""
	}
	return f.src
}

// UnmarshalYAML compiles the filter.
func (f *Filter) UnmarshalYAML(n *yaml.Node) error {
	c, err := ParseFilter(n.Value)
	if err != nil {
		return fmt.Errorf("line %d: %w", n.Line, err)
	}
	*f = *c
	return nil
}

// ParseFilter compiles a filter.
func ParseFilter(s string) (*Filter, error) {
	f := &Filter{src: s, objects: true}
	explicitZone := false
	for _, tok := range strings.Fields(s) {
		neg := false
		t := tok
		if strings.HasPrefix(t, "!") {
			neg, t = true, t[1:]
		}
		pred, err := f.compileToken(t, &explicitZone)
		if err != nil {
			return nil, fmt.Errorf("filter %q: %w", s, err)
		}
		if pred == nil {
			continue
		}
		if neg {
			p := pred
			pred = func(c *EvalCtx, o *Object, ch *Chars) bool { return !p(c, o, ch) }
		}
		f.preds = append(f.preds, pred)
	}
	if !explicitZone && len(f.zones) == 0 {
		f.zones = []Zone{ZoneBattlefield}
	}
	return f, nil
}

var colorWords = map[string]Color{"white": White, "blue": Blue, "black": Black, "red": Red, "green": Green}

// matchPlayer reports whether player p passes the filter.
func (f *Filter) matchPlayer(c *EvalCtx, p int) bool {
	if f.players == 0 {
		return false
	}
	for _, pp := range f.plPreds {
		if !pp(c, p) {
			return false
		}
	}
	return true
}

// InZone reports whether the filter names zone z (in:<zone>).
func (f *Filter) InZone(z Zone) bool {
	for _, x := range f.zones {
		if x == z {
			return true
		}
	}
	return false
}

// MustParseFilter is ParseFilter for the filters the program writes
// itself: a mistake there panics at once rather than misreading a card.
func MustParseFilter(s string) *Filter {
	f, err := ParseFilter(s)
	if err != nil {
		panic(fmt.Sprintf("reader: built-in filter %q: %v", s, err))
	}
	return f
}

// MustParseExpr is ParseExpr for the expressions the program writes
// itself: a mistake there panics at once rather than misreading a card.
func MustParseExpr(s string) *Expr {
	e, err := ParseExpr(s)
	if err != nil {
		panic(fmt.Sprintf("reader: built-in expression %q: %v", s, err))
	}
	return e
}
