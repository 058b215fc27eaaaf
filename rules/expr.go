package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"gopkg.in/yaml.v3"
)

// Expr is a compiled integer expression of the ability language: a number,
// "x", "count(creature you_control)", "power(t0) + 1", "delirium",
// "types_in_graveyard(you) >= 4". Comparisons and boolean operators yield 0
// or 1, so conditions are expressions too.
type Expr struct {
	src  string
	eval func(*evalCtx) int
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

func constExpr(n int) *Expr {
	return &Expr{src: strconv.Itoa(n), eval: func(*evalCtx) int { return n }}
}

func xExpr() *Expr { return &Expr{src: "x", eval: func(c *evalCtx) int { return c.x }} }

// ParseExpr compiles an expression.
func ParseExpr(s string) (*Expr, error) {
	p := &exprParser{src: s, toks: tokenize(s)}
	f, err := p.parseOr()
	if err != nil {
		return nil, fmt.Errorf("expression %q: %w", s, err)
	}
	if p.pos < len(p.toks) {
		return nil, fmt.Errorf("expression %q: unexpected %q", s, p.toks[p.pos])
	}
	return &Expr{src: s, eval: f}, nil
}

func tokenize(s string) []string {
	var toks []string
	i := 0
	for i < len(s) {
		c := s[i]
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
	return toks
}

type exprParser struct {
	src  string
	toks []string
	pos  int
}

type evalFn = func(*evalCtx) int

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
		l = func(c *evalCtx) int { return b2i(a(c) != 0 || r(c) != 0) }
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
		l = func(c *evalCtx) int { return b2i(a(c) != 0 && r(c) != 0) }
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
		return func(c *evalCtx) int { return b2i(l(c) >= r(c)) }, nil
	case "<=":
		return func(c *evalCtx) int { return b2i(l(c) <= r(c)) }, nil
	case "==":
		return func(c *evalCtx) int { return b2i(l(c) == r(c)) }, nil
	case "!=":
		return func(c *evalCtx) int { return b2i(l(c) != r(c)) }, nil
	case ">":
		return func(c *evalCtx) int { return b2i(l(c) > r(c)) }, nil
	default:
		return func(c *evalCtx) int { return b2i(l(c) < r(c)) }, nil
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
			l = func(c *evalCtx) int { return a(c) + r(c) }
		} else {
			l = func(c *evalCtx) int { return a(c) - r(c) }
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
			l = func(c *evalCtx) int { return a(c) * r(c) }
		} else {
			l = func(c *evalCtx) int {
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
		return func(c *evalCtx) int { return b2i(f(c) == 0) }, nil
	case "-":
		p.pos++
		f, err := p.parseUnary()
		if err != nil {
			return nil, err
		}
		return func(c *evalCtx) int { return -f(c) }, nil
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
		return func(*evalCtx) int { return n }, nil
	}
	if p.peek() == "(" {
		// Raw argument text up to the matching parenthesis, split on
		// top-level commas: each function reads its arguments its own way.
		p.pos++
		depth := 0
		var args []string
		var cur []string
		for {
			if p.pos >= len(p.toks) {
				return nil, fmt.Errorf("unclosed ( after %s", t)
			}
			tok := p.toks[p.pos]
			p.pos++
			if tok == "(" {
				depth++
			}
			if tok == ")" {
				if depth == 0 {
					break
				}
				depth--
			}
			if tok == "," && depth == 0 {
				args = append(args, strings.Join(cur, " "))
				cur = nil
				continue
			}
			cur = append(cur, tok)
		}
		if len(cur) > 0 || len(args) > 0 {
			args = append(args, strings.Join(cur, " "))
		}
		return compileCall(t, args)
	}
	return compileIdent(t)
}

func compileIdent(t string) (evalFn, error) {
	switch t {
	case "x", "X":
		return func(c *evalCtx) int { return c.x }, nil
	case "delirium":
		return func(c *evalCtx) int { return b2i(c.g.graveyardTypes(c.ctrl) >= 4) }, nil
	case "amount":
		return func(c *evalCtx) int {
			if c.ev == nil {
				return 0
			}
			return c.ev.Amount
		}, nil
	case "true":
		return func(*evalCtx) int { return 1 }, nil
	case "false":
		return func(*evalCtx) int { return 0 }, nil
	case "your_turn":
		return func(c *evalCtx) int { return b2i(c.g.Active == c.ctrl) }, nil
	case "kicked":
		return func(c *evalCtx) int { return b2i(c.spell != nil && c.spell.Kicked) }, nil
	case "modes":
		return func(c *evalCtx) int {
			if c.spell == nil {
				return 0
			}
			return len(c.spell.Modes)
		}, nil
	case "targets":
		return func(c *evalCtx) int { return len(c.curTargets()) }, nil
	}
	return nil, fmt.Errorf("unknown name %q", t)
}

func compileCall(name string, args []string) (evalFn, error) {
	need := func(n int) error {
		if len(args) != n {
			return fmt.Errorf("%s takes %d argument(s), got %d", name, n, len(args))
		}
		return nil
	}
	objOf := func(ref string) func(c *evalCtx) (*Chars, *Object) {
		ref = strings.TrimSpace(ref)
		return func(c *evalCtx) (*Chars, *Object) {
			o, ch := c.objRef(ref)
			return ch, o
		}
	}
	switch name {
	case "count":
		if err := need(1); err != nil {
			return nil, err
		}
		f, err := ParseFilter(args[0])
		if err != nil {
			return nil, err
		}
		return func(c *evalCtx) int { return len(c.g.matching(c, f)) }, nil
	case "power", "toughness", "mv", "damage", "unlocked", "tapped", "monstrous", "attacking", "loyalty":
		if err := need(1); err != nil {
			return nil, err
		}
		get := objOf(args[0])
		ref0 := strings.TrimSpace(args[0])
		return func(c *evalCtx) int {
			ch, o := get(c)
			if ch == nil {
				return 0
			}
			if o == nil {
				// The object has left: its last known state counts (608.2h).
				o = c.lkiObj(ref0)
			}
			switch name {
			case "power":
				return ch.Power
			case "toughness":
				return ch.Toughness
			case "mv":
				return ch.ManaValue
			case "loyalty":
				return ch.Loyalty
			}
			if o == nil {
				return 0
			}
			switch name {
			case "damage":
				return o.Damage
			case "unlocked":
				return b2i(o.Unlocked[0]) + b2i(o.Unlocked[1])
			case "tapped":
				return b2i(o.Tapped)
			case "monstrous":
				return b2i(o.Monstrous)
			default:
				return b2i(o.Attacking)
			}
		}, nil
	case "counters":
		if err := need(2); err != nil {
			return nil, err
		}
		get := objOf(args[0])
		// The tokenizer spaces out "+1/+1": the kind is read without spaces.
		kind := strings.ReplaceAll(args[1], " ", "")
		ref0 := strings.TrimSpace(args[0])
		return func(c *evalCtx) int {
			_, o := get(c)
			if o == nil {
				// The object has left: the counters it had (Esempio
				// Riluttante, L'Ozolito).
				o = c.lkiObj(ref0)
			}
			if o == nil {
				return 0
			}
			return o.counters(kind)
		}, nil
	case "is":
		if err := need(2); err != nil {
			return nil, err
		}
		ref := strings.TrimSpace(args[0])
		f, err := ParseFilter(args[1])
		if err != nil {
			return nil, err
		}
		return func(c *evalCtx) int {
			o, ch := c.objRef(ref)
			if o == nil {
				return 0
			}
			return b2i(c.g.matchObj(c, f, o, ch))
		}, nil
	case "life", "hand", "library", "graveyard", "types_in_graveyard", "lost_life", "gained_life", "drawn", "poison":
		if err := need(1); err != nil {
			return nil, err
		}
		ref := strings.TrimSpace(args[0])
		return func(c *evalCtx) int {
			ps := c.playerRef(ref)
			if len(ps) == 0 {
				return 0
			}
			pl := c.g.Players[ps[0]]
			switch name {
			case "life":
				return pl.Life
			case "hand":
				return len(pl.Hand)
			case "library":
				return len(pl.Library)
			case "graveyard":
				return len(pl.Graveyard)
			case "lost_life":
				return pl.LifeLostThisTurn
			case "gained_life":
				return pl.LifeGainedThisTurn
			case "drawn":
				return pl.DrawnThisTurn
			case "poison":
				return pl.Poison
			default:
				return c.g.graveyardTypes(ps[0])
			}
		}, nil
	case "devotion":
		if err := need(1); err != nil {
			return nil, err
		}
		var cols []Color
		for _, r := range strings.ToUpper(strings.TrimSpace(args[0])) {
			if !Color(r).IsColor() {
				return nil, fmt.Errorf("devotion: %q is not a color", string(r))
			}
			cols = append(cols, Color(r))
		}
		return func(c *evalCtx) int { return c.g.Devotion(c.ctrl, cols...) }, nil
	case "half_up", "half_down":
		if err := need(1); err != nil {
			return nil, err
		}
		inner, err := ParseExpr(args[0])
		if err != nil {
			return nil, err
		}
		return func(c *evalCtx) int {
			v := inner.eval(c)
			if name == "half_up" {
				return (v + 1) / 2
			}
			return v / 2
		}, nil
	case "min", "max":
		if err := need(2); err != nil {
			return nil, err
		}
		a, err := ParseExpr(args[0])
		if err != nil {
			return nil, err
		}
		b, err := ParseExpr(args[1])
		if err != nil {
			return nil, err
		}
		return func(c *evalCtx) int {
			x, y := a.eval(c), b.eval(c)
			if (name == "min") == (x < y) {
				return x
			}
			return y
		}, nil
	case "mv_sum":
		// mv_sum(ref): the total mana value of every object a reference
		// names ("the exiled card" of linked abilities triggered twice).
		if err := need(1); err != nil {
			return nil, err
		}
		ref := strings.TrimSpace(args[0])
		return func(c *evalCtx) int {
			n := 0
			for _, id := range c.objRefs(ref) {
				if o := c.g.objs[id]; o != nil {
					n += c.g.view(o).ManaValue
				}
			}
			return n
		}, nil
	case "chose":
		// chose(ref, value): the choice made as the permanent entered was
		// value; no choice at all (a copy, a manifested card turned face
		// up) matches nothing.
		if err := need(2); err != nil {
			return nil, err
		}
		ref, val := strings.TrimSpace(args[0]), text.FoldLine(strings.TrimSpace(args[1]))
		return func(c *evalCtx) int {
			o, _ := c.objRef(ref)
			if o == nil {
				o = c.lkiObj(ref)
			}
			return b2i(o != nil && o.Chosen != nil && text.FoldLine(o.Chosen["choice"]) == val)
		}, nil
	case "card_is":
		// card_is(ref, Creature): the card's printed types, ignoring every
		// effect (a face-down card revealed, 701.40b).
		if err := need(2); err != nil {
			return nil, err
		}
		ref := strings.TrimSpace(args[0])
		t := strings.TrimSpace(args[1])
		if ct, ok := cardTypeWord(t); ok {
			t = ct
		}
		return func(c *evalCtx) int {
			o, _ := c.objRef(ref)
			if o == nil || o.Card == nil || o.Token {
				return 0
			}
			for _, f := range o.Card.Faces {
				if hasString(f.Types, t) {
					return 1
				}
			}
			return 0
		}, nil
	case "legal":
		// legal(t0): the target is still legal (608.2b).
		if err := need(1); err != nil {
			return nil, err
		}
		ref := strings.TrimSpace(args[0])
		return func(c *evalCtx) int {
			o, _ := c.objRef(ref)
			return b2i(o != nil)
		}, nil
	}
	return nil, fmt.Errorf("unknown function %s()", name)
}

// Filter is a compiled object or player filter: space-separated conditions
// that must all hold, such as "creature you_control power<=2",
// "nonland permanent", "card creature in:graveyard mv<=3", "any".
type Filter struct {
	src     string
	zones   []Zone
	preds   []func(*evalCtx, *Object, *Chars) bool
	players int // 0: objects only; 1: players allowed ("player", "opponent", "any")
	plPreds []func(*evalCtx, int) bool
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
	typeAlt := []string{} // "creature or planeswalker" style alternatives: "creature|planeswalker"
	_ = typeAlt
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
			pred = func(c *evalCtx, o *Object, ch *Chars) bool { return !p(c, o, ch) }
		}
		f.preds = append(f.preds, pred)
	}
	if !explicitZone && len(f.zones) == 0 {
		f.zones = []Zone{ZoneBattlefield}
	}
	return f, nil
}

var colorWords = map[string]Color{"white": White, "blue": Blue, "black": Black, "red": Red, "green": Green}

func (f *Filter) compileToken(t string, explicitZone *bool) (func(*evalCtx, *Object, *Chars) bool, error) {
	typeOf := map[string]string{
		"creature": TCreature, "artifact": TArtifact, "enchantment": TEnchantment, "land": TLand,
		"instant": TInstant, "sorcery": TSorcery, "planeswalker": TPlaneswalker, "battle": TBattle,
	}
	if strings.Contains(t, "|") {
		// Alternatives of card types: "creature|planeswalker".
		var alts []string
		for _, a := range strings.Split(t, "|") {
			ty, ok := typeOf[a]
			if !ok {
				return nil, fmt.Errorf("unknown type %q in %q", a, t)
			}
			alts = append(alts, ty)
		}
		return func(_ *evalCtx, _ *Object, ch *Chars) bool {
			for _, a := range alts {
				if ch.Is(a) {
					return true
				}
			}
			return false
		}, nil
	}
	if ty, ok := typeOf[t]; ok {
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.Is(ty) }, nil
	}
	if strings.HasPrefix(t, "non") && len(t) > 3 {
		inner, err := f.compileToken(t[3:], explicitZone)
		if err != nil {
			return nil, err
		}
		if inner == nil {
			return nil, fmt.Errorf("cannot negate %q", t)
		}
		return func(c *evalCtx, o *Object, ch *Chars) bool { return !inner(c, o, ch) }, nil
	}
	if col, ok := colorWords[t]; ok {
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.HasColor(col) }, nil
	}
	cmp := func(key string, get func(*Chars) int) (func(*evalCtx, *Object, *Chars) bool, bool, error) {
		for _, op := range []string{"<=", ">=", "==", "<", ">", "="} {
			if strings.HasPrefix(t, key+op) {
				n, err := strconv.Atoi(t[len(key)+len(op):])
				if err != nil {
					return nil, true, fmt.Errorf("bad number in %q", t)
				}
				return func(_ *evalCtx, _ *Object, ch *Chars) bool {
					v := get(ch)
					switch op {
					case "<=":
						return v <= n
					case ">=":
						return v >= n
					case "<":
						return v < n
					case ">":
						return v > n
					}
					return v == n
				}, true, nil
			}
		}
		return nil, false, nil
	}
	for key, get := range map[string]func(*Chars) int{
		"power":     func(c *Chars) int { return c.Power },
		"toughness": func(c *Chars) int { return c.Toughness },
		"mv":        func(c *Chars) int { return c.ManaValue },
	} {
		if p, ok, err := cmp(key, get); ok || err != nil {
			return p, err
		}
	}
	switch {
	case strings.HasPrefix(t, "in:"):
		z, ok := ParseZone(strings.ReplaceAll(t[3:], "_", " "))
		if !ok {
			return nil, fmt.Errorf("unknown zone %q", t[3:])
		}
		if !f.zonesChosen {
			// "in:" replaces the zones a kind word ("card", "spell") implied.
			f.zones = nil
			f.zonesChosen = true
		}
		*explicitZone = true
		if !f.inZone(z) {
			f.zones = append(f.zones, z)
		}
		return nil, nil
	case strings.HasPrefix(t, "sub:"):
		sub := strings.ReplaceAll(t[4:], "_", " ")
		if c, ok := subWords[text.FoldLine(sub)]; ok {
			sub = c
		}
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.HasSub(sub) }, nil
	case strings.HasPrefix(t, "name:"):
		name := strings.ReplaceAll(t[5:], "_", " ")
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.HasName(name) }, nil
	case strings.HasPrefix(t, "except:"):
		// except:t0 — every object but the one a reference names ("each
		// other creature").
		ref := t[7:]
		return func(c *evalCtx, o *Object, _ *Chars) bool {
			return !hasInt(c.objRefs(ref), o.ID)
		}, nil
	case strings.HasPrefix(t, "has:"):
		kw := t[4:]
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.Has(kw) }, nil
	case strings.HasPrefix(t, "counter:"):
		kind := t[8:]
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.counters(kind) > 0 }, nil
	}
	switch t {
	case "permanent":
		return nil, nil
	case "card":
		if !*explicitZone {
			*explicitZone = true
			f.zones = []Zone{ZoneLibrary, ZoneHand, ZoneGraveyard, ZoneExile, ZoneCommand, ZoneBattlefield, ZoneStack}
		}
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return !o.Token && !o.Copy && o.Card != nil }, nil
	case "spell":
		if !*explicitZone {
			f.zones = []Zone{ZoneStack}
			*explicitZone = true
		}
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Spell != nil }, nil
	case "ability":
		if !*explicitZone {
			f.zones = []Zone{ZoneStack}
			*explicitZone = true
		}
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Ability != nil }, nil
	case "player":
		f.players = 1
		f.objects = false
		return nil, nil
	case "opponent":
		f.players = 1
		f.objects = false
		f.plPreds = append(f.plPreds, func(c *evalCtx, p int) bool { return p != c.ctrl })
		return nil, nil
	case "any":
		// "Any target": a creature, a player, a planeswalker or a battle.
		f.players = 1
		return func(_ *evalCtx, _ *Object, ch *Chars) bool {
			return ch.Is(TCreature) || ch.Is(TPlaneswalker) || ch.Is(TBattle)
		}, nil
	case "token":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Token }, nil
	case "copy":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Copy }, nil
	case "you_control":
		return func(c *evalCtx, _ *Object, ch *Chars) bool { return ch.Controller == c.ctrl }, nil
	case "opp_control":
		return func(c *evalCtx, _ *Object, ch *Chars) bool { return ch.Controller != c.ctrl }, nil
	case "you_own":
		return func(c *evalCtx, o *Object, _ *Chars) bool { return o.Owner == c.ctrl }, nil
	case "self":
		return func(c *evalCtx, o *Object, _ *Chars) bool { return o.ID == c.src }, nil
	case "other":
		return func(c *evalCtx, o *Object, _ *Chars) bool { return o.ID != c.src }, nil
	case "tapped":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Tapped }, nil
	case "untapped":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return !o.Tapped }, nil
	case "attacking":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Attacking }, nil
	case "blocking":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return len(o.Blocking) > 0 }, nil
	case "face_down":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.FaceDown }, nil
	case "legendary":
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.HasSuper(SLegendary) }, nil
	case "basic":
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return ch.HasSuper(SBasic) }, nil
	case "colorless":
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return len(ch.Colors) == 0 }, nil
	case "multicolored":
		return func(_ *evalCtx, _ *Object, ch *Chars) bool { return len(ch.Colors) > 1 }, nil
	case "monstrous":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Monstrous }, nil
	case "commander":
		return func(_ *evalCtx, o *Object, _ *Chars) bool { return o.Commander }, nil
	case "enchanted_by_self":
		// The permanent the source (an aura or equipment) is attached to.
		return func(c *evalCtx, o *Object, _ *Chars) bool {
			src := c.g.objs[c.src]
			if src == nil {
				if lo, _ := c.g.LKI(c.src); lo != nil {
					src = lo
				}
			}
			return src != nil && src.AttachedTo == o.ID
		}, nil
	case "enchanted":
		// A permanent with an aura attached to it.
		return func(c *evalCtx, o *Object, _ *Chars) bool {
			for _, a := range c.g.Battlefield() {
				if a.AttachedTo == o.ID && c.g.view(a).HasSub(SubAura) {
					return true
				}
			}
			return false
		}, nil
	}
	return nil, fmt.Errorf("unknown condition %q", t)
}

// matchPlayer reports whether player p passes the filter.
func (f *Filter) matchPlayer(c *evalCtx, p int) bool {
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

func (f *Filter) inZone(z Zone) bool {
	for _, x := range f.zones {
		if x == z {
			return true
		}
	}
	return false
}
