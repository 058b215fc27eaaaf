package scenario

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// QueryHandler computes the fact an expectation checks: an int, a bool, a
// string or a list of strings, compared with "is".
type QueryHandler func(r *runner, e *Expectation) (any, error)

// Query is a registry entry of the expectations' queries. Its first
// argument is the query's own key, whose value is the subject.
type Query = rules.Entry[QueryHandler]

// expectationCommon are the arguments every expectation takes: the value
// the fact must have.
var expectationCommon = []rules.Arg{rules.Req("is", rules.ArgValue)}

// playerQuery is a query about the player its subject names.
func playerQuery(name, doc string, f func(r *runner, e *Expectation, p int) any, extra ...rules.Arg) Query {
	return Query{Name: name, Doc: doc, Args: append([]rules.Arg{rules.Req(name, rules.ArgPlayer)}, extra...),
		Handler: func(r *runner, e *Expectation) (any, error) {
			p, err := r.player(e.Subject, "")
			if err != nil {
				return nil, err
			}
			return f(r, e, p), nil
		}}
}

// objectQuery is a query about the object its subject names, with its
// current characteristics.
func objectQuery(name, doc string, f func(r *runner, e *Expectation, o *rules.Object, ch *rules.Chars) any, extra ...rules.Arg) Query {
	return Query{Name: name, Doc: doc, Args: append([]rules.Arg{rules.Req(name, rules.ArgObject)}, extra...),
		Handler: func(r *runner, e *Expectation) (any, error) {
			o, err := r.mustObj(e.Subject)
			if err != nil {
				return nil, err
			}
			return f(r, e, o, r.g.Chars(o)), nil
		}}
}

// registerQueries registers the built-in queries.
func registerQueries(r *rules.Registry[QueryHandler]) error {
	for _, group := range [][]Query{playerQueries(), objectQueries(), stateQueries(), gameQueries()} {
		for _, q := range group {
			if err := r.Register(q); err != nil {
				return err
			}
		}
	}
	return nil
}

func playerQueries() []Query {
	return []Query{
		playerQuery("life", "the player's life total", func(r *runner, _ *Expectation, p int) any { return r.g.Players[p].Life }),
		playerQuery("energy", "how many energy counters the player has ({E}, 107.14)", func(r *runner, _ *Expectation, p int) any { return r.g.Players[p].Energy }),
		playerQuery("extra_turns", "how many extra turns the player is to take after this one (500.7)",
			func(r *runner, _ *Expectation, p int) any { return r.g.Players[p].ExtraTurns }),
		playerQuery("lost", "whether the player has lost the game", func(r *runner, _ *Expectation, p int) any { return r.g.Players[p].Lost }),
		playerQuery("hand", "how many cards are in the player's hand", func(r *runner, _ *Expectation, p int) any { return len(r.g.Players[p].Hand) }),
		playerQuery("graveyard", "how many cards are in the player's graveyard",
			func(r *runner, _ *Expectation, p int) any { return len(r.g.Players[p].Graveyard) }),
		playerQuery("library", "how many cards are in the player's library",
			func(r *runner, _ *Expectation, p int) any { return len(r.g.Players[p].Library) }),
		playerQuery("graveyard_types", "how many card types are among the cards in the player's graveyard",
			func(r *runner, _ *Expectation, p int) any { return r.g.GraveyardTypes(p) }),
		playerQuery("delirium", "whether the player has delirium (four or more card types in their graveyard)",
			func(r *runner, _ *Expectation, p int) any { return r.g.GraveyardTypes(p) >= 4 }),
		playerQuery("land_plays", "how many lands the player may play this turn", func(r *runner, _ *Expectation, p int) any { return r.g.LandPlays(p) }),
		playerQuery("max_hand", "the player's maximum hand size (\"none\" when there is none)", func(r *runner, _ *Expectation, p int) any {
			n, limited := r.g.MaxHandSize(p)
			if !limited {
				return "none"
			}
			return strconv.Itoa(n)
		}),
		playerQuery("pool", "the mana in the player's mana pool", func(r *runner, _ *Expectation, p int) any { return r.g.Players[p].Pool.String() }),
		playerQuery("devotion", "the player's devotion to colors", func(r *runner, e *Expectation, p int) any {
			var cols []rules.Color
			for _, c := range strings.ToUpper(e.Colors) {
				cols = append(cols, rules.Color(c))
			}
			return r.g.Devotion(p, cols...)
		}, rules.Req("colors", rules.ArgColors)),
		playerQuery("battlefield", "the permanents the player controls (aliases, sorted)", func(r *runner, _ *Expectation, p int) any {
			var out []string
			for _, o := range r.g.Battlefield() {
				if r.g.Chars(o).Controller == p {
					out = append(out, r.label(o))
				}
			}
			sort.Strings(out)
			return out
		}),
		playerQuery("library_top", "the top card of the player's library (\"none\" if empty)",
			func(r *runner, _ *Expectation, p int) any { return r.libraryEnd(p, false) }),
		playerQuery("library_bottom", "the bottom card of the player's library (\"none\" if empty)",
			func(r *runner, _ *Expectation, p int) any { return r.libraryEnd(p, true) }),
		{Name: "matches", Doc: "the objects matching filter, for the player (aliases, sorted)",
			Args: []rules.Arg{rules.Req("matches", rules.ArgPlayer), rules.Req("filter", rules.ArgFilter)}, Handler: (*runner).queryMatches},
	}
}

func (r *runner) queryMatches(e *Expectation) (any, error) {
	f, err := rules.ParseFilter(e.Filter)
	if err != nil {
		return nil, err
	}
	p, err := r.player(e.Subject, "")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, o := range r.g.Matching(&rules.EvalCtx{G: r.g, Ctrl: p}, f) {
		out = append(out, o.Alias)
	}
	sort.Strings(out)
	return out, nil
}

func (r *runner) libraryEnd(p int, bottom bool) string {
	lib := r.g.Players[p].Library
	if len(lib) == 0 {
		return "none"
	}
	id := lib[0]
	if bottom {
		id = lib[len(lib)-1]
	}
	return r.label(r.g.Objs[id])
}

func objectQueries() []Query {
	return []Query{
		objectQuery("pt", "power/toughness (\"none\" without)", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any {
			if !ch.HasPT {
				return "none"
			}
			return fmt.Sprintf("%d/%d", ch.Power, ch.Toughness)
		}),
		objectQuery("power", "power", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any { return ch.Power }),
		objectQuery("toughness", "toughness", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any { return ch.Toughness }),
		objectQuery("mv", "mana value", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any { return ch.ManaValue }),
		objectQuery("counters", "how many counters of kind it has", func(_ *runner, e *Expectation, o *rules.Object, _ *rules.Chars) any { return o.CounterCount(e.Kind) },
			rules.Req("kind", rules.ArgString)),
		objectQuery("type", "whether it has the card type kind (in any language of the corpus)", func(_ *runner, e *Expectation, _ *rules.Object, ch *rules.Chars) any {
			t := e.Kind
			if ct, ok := rules.CardTypeWord(t); ok {
				t = ct
			}
			return ch.Is(t)
		}, rules.Req("kind", rules.ArgString)),
		objectQuery("is_creature", "whether it is a creature", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any { return ch.Is(rules.TCreature) }),
		objectQuery("subtype", "whether it has the subtype kind", func(_ *runner, e *Expectation, _ *rules.Object, ch *rules.Chars) any { return ch.HasSub(e.Kind) },
			rules.Req("kind", rules.ArgString)),
		objectQuery("types", "its supertypes and card types", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any { return typeList(ch) }),
		objectQuery("subtypes", "its subtypes", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any {
			return append([]string{}, ch.Subtypes...)
		}),
		objectQuery("colors", "its colors as letters (\"colorless\" for none)", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any {
			var b strings.Builder
			for _, c := range ch.Colors {
				b.WriteByte(byte(c))
			}
			if b.Len() == 0 {
				return "colorless"
			}
			return b.String()
		}),
		objectQuery("names", "its names", func(_ *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any {
			return append([]string{}, ch.Names...)
		}),
		objectQuery("keyword", "whether it has the keyword ability kind", func(_ *runner, e *Expectation, _ *rules.Object, ch *rules.Chars) any { return ch.Has(e.Kind) },
			rules.Req("kind", rules.ArgString)),
		objectQuery("controller", "the name of its controller", func(r *runner, _ *Expectation, _ *rules.Object, ch *rules.Chars) any {
			return r.g.Players[ch.Controller].Name
		}),
	}
}

func typeList(ch *rules.Chars) []string {
	var out []string
	out = append(out, ch.Supertypes...)
	for _, t := range rules.CardTypes {
		if ch.Is(t) {
			out = append(out, t)
		}
	}
	if ch.Is(rules.TScheme) {
		out = append(out, rules.TScheme)
	}
	return out
}

// stateQueries ask about an object's state rather than its
// characteristics.
func stateQueries() []Query {
	return []Query{
		objectQuery("tapped", "whether it is tapped", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any { return o.Tapped }),
		objectQuery("sees", "whether the player by (default the active player) may see its face: a hidden card, a face-down object (400.2, 708.5)",
			func(r *runner, e *Expectation, o *rules.Object, _ *rules.Chars) any {
				p, err := r.player(e.By, "")
				if err != nil {
					return err.Error()
				}
				return r.g.CanSee(p, o)
			}, rules.Opt("by", rules.ArgPlayer)),
		objectQuery("face_down", "whether it is face down", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any { return o.FaceDown }),
		objectQuery("attached_to", "what it is attached to: an alias, a player, or \"none\"", func(r *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any {
			if o.AttachedTo != 0 {
				if t := r.g.Objs[o.AttachedTo]; t != nil {
					return r.label(t)
				}
			}
			if o.AttachedToPl > 0 {
				return r.g.Players[o.AttachedToPl-1].Name
			}
			return "none"
		}),
		objectQuery("unlocked", "the names of a room's unlocked doors", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any {
			var out []string
			for i, u := range o.Unlocked {
				if u && o.Card != nil && i < len(o.Card.Faces) {
					out = append(out, o.Card.Faces[i].Name)
				}
			}
			return out
		}),
		objectQuery("monstrous", "whether it is monstrous", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any { return o.Monstrous }),
		objectQuery("damage_marked", "the damage marked on it", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any { return o.Damage }),
		objectQuery("blocked", "whether it is a blocked attacker", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any { return o.Blocked }),
		objectQuery("attacking", "whether it is attacking", func(_ *runner, _ *Expectation, o *rules.Object, _ *rules.Chars) any { return o.Attacking }),
		{Name: "exists", Doc: "whether an object has that alias", Args: []rules.Arg{rules.Req("exists", rules.ArgObject)},
			Handler: func(r *runner, e *Expectation) (any, error) { return r.obj(e.Subject) != nil, nil }},
		{Name: "zone", Doc: "the zone the object is in (\"none\" if it is gone)", Args: []rules.Arg{rules.Req("zone", rules.ArgObject)},
			Handler: func(r *runner, e *Expectation) (any, error) {
				if o := r.obj(e.Subject); o != nil {
					return o.Zone.String(), nil
				}
				return "none", nil
			}},
	}
}

// castChoices are the arguments of the queries about casting: the choices
// of a cast.
var castChoices = []rules.Arg{rules.Opt("by", rules.ArgPlayer), rules.Opt("targets", rules.ArgTargets), rules.Opt("modes", rules.ArgInts), rules.Opt("x", rules.ArgInt),
	rules.Opt("alt", rules.ArgString), rules.Opt("door", rules.ArgInt), rules.Opt("sacrifice", rules.ArgObject)}

// gameQueries ask about the game as a whole, or about a cast.
func gameQueries() []Query {
	return []Query{
		{Name: "exile", Doc: "how many cards are in exile (the subject is ignored)", Args: []rules.Arg{rules.Req("exile", rules.ArgString)},
			Handler: func(r *runner, _ *Expectation) (any, error) { return len(r.g.ZoneList(rules.ZoneExile)), nil }},
		{Name: "stack", Doc: "the names of the spells and abilities on the stack, top first (the subject is ignored)",
			Args: []rules.Arg{rules.Req("stack", rules.ArgString)}, Handler: func(r *runner, _ *Expectation) (any, error) { return r.stackNames(), nil }},
		{Name: "priority", Doc: "the player who holds priority (117; the subject is ignored)",
			Args: []rules.Arg{rules.Req("priority", rules.ArgString)}, Handler: func(r *runner, _ *Expectation) (any, error) {
				return r.g.Players[r.g.PriorityHolder()].Name, nil
			}},
		{Name: "step", Doc: "the step or phase the game is in (main1, begin_combat …; the subject is ignored)",
			Args: []rules.Arg{rules.Req("step", rules.ArgString)}, Handler: func(r *runner, _ *Expectation) (any, error) {
				return r.g.Step.String(), nil
			}},
		{Name: "stack_size", Doc: "how many objects are on the stack (the subject is ignored)",
			Args: []rules.Arg{rules.Req("stack_size", rules.ArgString)}, Handler: func(r *runner, _ *Expectation) (any, error) { return len(r.g.Stack()), nil }},
		{Name: "value", Doc: "the value of an expression of the ability language, for by (default the active player)",
			Args: []rules.Arg{rules.Req("value", rules.ArgExpr), rules.Opt("by", rules.ArgPlayer)}, Handler: func(r *runner, e *Expectation) (any, error) {
				// value: "count(card enchantment in:graveyard)".
				x, err := rules.ParseExpr(e.Subject)
				if err != nil {
					return nil, err
				}
				p, err := r.player(e.By, "")
				if err != nil {
					return nil, err
				}
				return x.Eval(&rules.EvalCtx{G: r.g, Ctrl: p}), nil
			}},
		{Name: "cost", Doc: "the total cost of casting the object with these choices (601.2f)",
			Args: append([]rules.Arg{rules.Req("cost", rules.ArgObject)}, castChoices...), Handler: (*runner).queryCost},
		{Name: "can_cast", Doc: "whether by may cast the object now with these choices",
			Args: append([]rules.Arg{rules.Req("can_cast", rules.ArgObject)}, castChoices...), Handler: (*runner).queryCost},
	}
}

func (r *runner) stackNames() []string {
	var names []string
	st := r.g.Stack()
	for i := len(st) - 1; i >= 0; i-- {
		o := st[i]
		n := r.g.Describe(o)
		if o.Ability != nil {
			n = o.Ability.SrcName + " ability"
		} else if o.CombatDamage != nil {
			n = "combat damage"
		}
		names = append(names, n)
	}
	return names
}

// queryCost answers cost and can_cast.
func (r *runner) queryCost(e *Expectation) (any, error) {
	o, err := r.mustObj(e.Subject)
	if err != nil {
		return nil, err
	}
	p, err := r.player(e.By, "")
	if err != nil {
		return nil, err
	}
	opts, err := r.castOptions(&Action{Targets: e.Targets, Modes: e.Modes, X: e.X, Alt: e.Alt, Door: e.Door, Sacrifice: e.Sacrifice})
	if err != nil {
		return nil, err
	}
	if e.Query == "can_cast" {
		return r.canCast(p, o, opts) == nil, nil
	}
	if o.Card != nil && o.Card.Room && opts.Door < 0 {
		return nil, fmt.Errorf("cost of a room: which door?")
	}
	c, err := r.g.TotalCost(p, o, opts)
	if err != nil {
		return nil, err
	}
	return rules.CostString(c), nil
}
