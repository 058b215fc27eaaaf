package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders turn a matched shape into the ability language. They are
// keyed by shape name and shared by every lexicon, so that one shape means
// one thing in every language.

type effectBuilder = func(rd *reader, m map[string]string) ([]*rules.Effect, error)

// one wraps a builder of a single instruction.
func one(f func(rd *reader, m map[string]string) (*rules.Effect, error)) effectBuilder {
	return func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		e, err := f(rd, m)
		if err != nil {
			return nil, err
		}
		return []*rules.Effect{e}, nil
	}
}

// numberEffect builds op with the number {n}: "monstruosité 3", "payer 3
// points de vie".
func numberEffect(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: op, N: n}, nil
	})
}

// playerEffect builds op for the player phrase {who}.
func playerEffect(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: op, To: who}, nil
	})
}

// thatManyOp is the effect op of the player m["who"] (To, unless "you"),
// as many as the event's amount (the damage prevented, the life lost …):
// "perd autant de points de vie", "meule autant de cartes".
func thatManyOp(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: op, N: rules.MustParseExpr("amount")}
		if who != "you" {
			e.To = who
		}
		return e, nil
	})
}

// objectOp builds an instruction acting on the phrase {obj}: destroy, exile …
func objectOp(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			if refs, lerr := rd.targetList(m["obj"]); lerr == nil {
				return &rules.Effect{Op: op, What: refs}, nil
			}
			return nil, err
		}
		return &rules.Effect{Op: op, What: ref}, nil
	})
}

// playerCount builds an instruction a player does N times: draw, mill …
func playerCount(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: op}
		if who != "you" {
			e.To = who
		}
		if n, ok := m["n"]; ok {
			if e.N, err = rd.number(n); err != nil {
				return nil, err
			}
			if e.N, err = rd.forEach(e.N, m["what"]); err != nil {
				return nil, err
			}
		} else if op != "manifest_dread" {
			e.N = rules.ConstExpr(1)
		}
		return e, nil
	})
}

// readContinuous builds a continuous instruction: from a resolving ability it
// lasts until its duration (end of turn by default); in a static ability it
// applies to {obj} for as long as the ability exists.
func readContinuous(rd *reader, op string, m map[string]string) (*rules.Effect, error) {
	// A clause without a subject ("prende +2/+0 e ha rapidità") is about
	// what the ability last named, as a pronoun would be.
	ref := rd.last
	if ref == "" {
		ref = "self"
	}
	if obj, ok := m["obj"]; ok {
		r, err := rd.object(obj)
		if err != nil {
			return nil, err
		}
		ref = r
	}
	e := &rules.Effect{Op: op}
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	if until == "" {
		until = rd.sentenceUntil
	}
	if rd.static {
		if until != "" {
			return nil, unreadf("a duration in a static ability")
		}
		e.Affects = ref
		return e, nil
	}
	if until == "" {
		until = "eot"
	}
	e.What, e.Until = ref, until
	return e, nil
}

var effectBuilders = map[string]effectBuilder{
	"draw":           playerCount("draw"),
	"mill":           playerCount("mill"),
	"manifest_dread": playerCount("manifest_dread"),
	"surveil":        playerCount("surveil"),
	"scry":           playerCount("scry"),
	"draw_that_many": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "draw", N: rules.MustParseExpr("amount")}, nil
	}),
	"discard_that_many": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "discard", N: rules.MustParseExpr("amount")}, nil
	}),
	"discard": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "discard", N: rules.ConstExpr(1)}
		if n, ok := m["n"]; ok {
			if e.N, err = rd.number(n); err != nil {
				return nil, err
			}
		}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	"gain_life": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		if n, err = rd.forEach(n, m["what"]); err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "gain_life", N: n}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	// "… perd N points de vie", or "… un nombre de points de vie égal à
	// la différence" (an amount, expr).
	"lose_life": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		var n *rules.Expr
		if m["expr"] != "" {
			n, err = rd.amount(m["expr"])
		} else {
			n, err = rd.number(m["n"])
		}
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "lose_life", N: n}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	// "Il perd la moitié de ses points de vie, arrondie à l'unité
	// supérieure": a third person without a subject is the player the
	// ability is about.
	"lose_half_life": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who := "them"
		if rd.lastPl != "" {
			who = rd.lastPl
		}
		if m["who"] != "" {
			var err error
			if who, err = rd.player(m["who"]); err != nil {
				return nil, err
			}
		}
		return &rules.Effect{Op: "lose_life", N: rules.MustParseExpr("half_up(life(" + who + "))"), To: who}, nil
	}),
	"lose_life_that_much": thatManyOp("lose_life"),
	"damage": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		src, err := rd.damageSource(m["src"])
		if err != nil {
			return nil, err
		}
		var n *rules.Expr
		if a, ok := m["expr"]; ok {
			n, err = rd.amount(a)
		} else {
			n, err = rd.number(m["n"])
		}
		if err != nil {
			return nil, err
		}
		if src != "" && n.String() == "power(self)" {
			// "Elle inflige un nombre de blessures égal à sa force": the
			// possessive is the source's.
			n = rules.MustParseExpr("power(" + src + ")")
		}
		to := m["to"]
		if to == "" {
			return nil, unreadf("damage without recipient")
		}
		// A dative pronoun ("lui inflige", "gli infligge") after a trigger
		// about a player is that player.
		if datives[to] && rd.lastPl != "" {
			return &rules.Effect{Op: "damage", N: n, To: rd.lastPl, Source: src}, nil
		}
		ref, err := rd.object(to)
		if err != nil {
			return nil, err
		}
		rd.damageTo = ref
		return &rules.Effect{Op: "damage", N: n, To: ref, Source: src}, nil
	}),
	"destroy": objectOp("destroy"),
	"exile":   objectOp("exile"),
	"bounce":  objectOp("bounce"),
	"tap":     objectOp("tap"),
	"untap":   objectOp("untap"),
	"counter": objectOp("counter"),
	"sacrifice_object": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.nounPhrase(m["obj"])
		if err != nil {
			return nil, err
		}
		if n.ref != "" || n.target {
			ref, err := rd.refOf(n, m["obj"])
			if err != nil {
				return nil, err
			}
			return &rules.Effect{Op: "sacrifice", What: ref}, nil
		}
		// "Sacrifiez une créature": one of yours, chosen as it resolves.
		f := strings.TrimSpace(n.filter() + " you_control")
		pf, err := rules.ParseFilter(f)
		if err != nil {
			return nil, unreadf("sacrifice %q: %v", m["obj"], err)
		}
		return &rules.Effect{Op: "sacrifice", N: rules.ConstExpr(max(n.min, 1)), Filter: pf}, nil
	}),
	"return_to_battlefield": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		obj := m["obj"]
		// "depuis votre cimetière" / "dal tuo cimitero" qualifies the card
		// returned, unless it is the card itself.
		if gy := strings.Trim(m["gy"], " ,"); gy != "" {
			if n, err := rd.nounPhrase(obj); err != nil || n.ref != "self" {
				obj += " " + gy
			}
		}
		ref, err := rd.object(obj)
		if err != nil {
			return nil, err
		}
		switch {
		case ref == "self" && rd.when == "dies":
			// "Quand ~ meurt, renvoyez-la": the card it became.
			ref = "it_cards"
		case ref == "self" && m["gy"] != "":
			// "{2}{G}{G} : Renvoyez sur le champ de bataille, depuis votre
			// cimetière, ~": an ability activated from the graveyard.
			rd.ab.From = "graveyard"
		}
		e := &rules.Effect{Op: "move", What: ref, Zone: "battlefield", Tapped: m["tapped"] != ""}
		if err := rd.withCounter(e, m["kind"]); err != nil {
			return nil, err
		}
		return e, nil
	}),
	"return_to_hand": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "move", What: ref, Zone: "hand"}, nil
	}),
	"counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			// "un marqueur « vol », « lien de vie » ou +1/+1": one kind
			// chosen as it resolves.
			if kinds, kerr := rd.counterKinds(m["kind"]); kerr == nil {
				kind, err = kinds, nil
			}
		}
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
	}),
	"sacrifice": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		n := rules.ConstExpr(1)
		if s, ok := m["n"]; ok {
			if n, err = rd.number(s); err != nil {
				return nil, err
			}
		}
		pf, err := rd.parsedFilter(m["what"], "sacrifice")
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "sacrifice", N: n, Filter: pf}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	"token": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		e, err := rd.tokenSpec(m["what"])
		if err != nil {
			return nil, err
		}
		if e.N, err = rd.number(m["n"]); err != nil {
			return nil, err
		}
		tokenXPT(rd, e)
		if m["tapped"] != "" {
			e.Tapped = true
		}
		// "Elles acquièrent la célérité": a pronoun after the tokens is
		// the tokens created.
		rd.last = "created"
		if m["attacking"] != "" {
			// "engagé et attaquant ce joueur": the player the trigger is
			// about.
			e.Tapped, e.Attacking = true, true
		}
		return []*rules.Effect{e}, nil
	},
	"search": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "search")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "search", Filter: pf, Zone: "hand"}, nil
	}),
	"exile_top": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n := rules.ConstExpr(1)
		if s, ok := m["n"]; ok {
			var err error
			if n, err = rd.number(s); err != nil {
				return nil, err
			}
		}
		return &rules.Effect{Op: "exile_top", N: n}, nil
	}),
	"attach_self": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "attach", To: ref}, nil
	}),
	"monstrosity":          numberEffect("monstrosity"),
	"copy_spell":           objectOp("copy_spell"),
	"put_onto_battlefield": one(readPut),
	"exile_library_but":    playerCount("exile_library_but"),
	"top_or_bottom":        objectOp("top_or_bottom"),
	"emblem": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		q := strings.TrimSpace(m["what"])
		if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
			return nil, unreadf("emblem without a quoted ability: %q", q)
		}
		a, err := rd.quotedAbility(q[1 : len(q)-1])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "emblem", Ability: a}, nil
	}),
	"copy_it": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "copy_spell", What: "it"}, nil
	}),
	"new_targets": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "choose_new_targets", Optional: true}, nil
	}),
	"extra_combat": one(func(*reader, map[string]string) (*rules.Effect, error) { return &rules.Effect{Op: "extra_combat"}, nil }),
	"abandon":      one(func(*reader, map[string]string) (*rules.Effect, error) { return &rules.Effect{Op: "abandon"}, nil }),
	"lose_game":    one(func(*reader, map[string]string) (*rules.Effect, error) { return &rules.Effect{Op: "lose_game"}, nil }),
	"optional": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		return rd.optionalClauses(m["rest"])
	},
	// Continuous instructions, from resolving abilities or static ones.
	"pump": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		e, err := readContinuous(rd, "pump", m)
		if err != nil {
			return nil, err
		}
		e.P, e.T = rd.ptValue(m["p"]), rd.ptValue(m["t"])
		return e, nil
	}),
	"grant": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		// A quoted ability: « {T} : Ajoutez un mana … » is granted whole.
		if q := strings.TrimSpace(m["kw"]); len(q) > 2 && q[0] == '"' && q[len(q)-1] == '"' {
			a, err := rd.quotedAbility(q[1 : len(q)-1])
			if err != nil {
				return nil, err
			}
			e, err := readContinuous(rd, "grant", m)
			if err != nil {
				return nil, err
			}
			e.Ability = a
			return e, nil
		}
		kws, err := rd.keywords(m["kw"])
		if err != nil {
			return nil, err
		}
		e, err := readContinuous(rd, "grant", m)
		if err != nil {
			return nil, err
		}
		e.Keywords = kws
		return e, nil
	}),
	"unblockable": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "unblockable", m)
	}),
	"is_type":      readIsType,
	"becomes_base": readBecomesBase,
	"no_face_up": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "no_face_up", m)
	}),
	// "Si une source que vous contrôlez devrait infliger des blessures
	// non-combat … tant que C, elle inflige le double …": the static
	// ability holds while C does.
	"double_noncombat": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return nil, err
		}
		if rd.ab.If != nil {
			return nil, unreadf("two conditions on one static ability")
		}
		rd.ab.If = c
		return &rules.Effect{Op: "damage_double", Kind: "noncombat", Filter: rules.MustParseFilter("you_control")}, nil
	}),
	// "… devient une créature-enchantement Horreur en plus de ses autres
	// types", "diventa una creatura Spirito 0/0 in aggiunta …".
	"becomes": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		tok, err := rd.tokenSpec(m["what"])
		if err != nil {
			return nil, err
		}
		e, err := readContinuous(rd, "add_types", m)
		if err != nil {
			return nil, err
		}
		for _, t := range strings.Fields(strings.Split(tok.Kind, " — ")[0]) {
			e.Types = append(e.Types, t)
		}
		if tok.Name != "" {
			e.Subtypes = []string{tok.Name}
		}
		if m["until"] == "" && !rd.static && !rd.eotPrefix {
			// Without a stated duration the change lasts (611.2a).
			e.Until = "game"
		}
		out := []*rules.Effect{e}
		if tok.PT != "" {
			p, t, _ := strings.Cut(tok.PT, "/")
			pt := *e
			pt.Op, pt.Types, pt.Subtypes = "set_pt", nil, nil
			pt.P, pt.T = ptExpr("+"+p), ptExpr("+"+t)
			out = append(out, &pt)
		}
		return out, nil
	},
	"cant_block": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "cant_block", m)
	}),
	"no_untap": one(func(rd *reader, m map[string]string) (*rules.Effect, error) { return readContinuous(rd, "no_untap", m) }),
	"cant_attack_or_block": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "cant_attack_or_block", m)
	}),
	"lose_abilities": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "lose_abilities", m)
	}),
	"control": one(func(rd *reader, m map[string]string) (*rules.Effect, error) { return readContinuous(rd, "control", m) }),
	"cant_gain_life": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		if rd.static {
			return &rules.Effect{Op: "cant_gain_life", Affects: who}, nil
		}
		return &rules.Effect{Op: "cant_gain_life", What: who, Until: "eot"}, nil
	}),
	"no_max_hand": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "no_max_hand", Affects: "you"}, nil
	}),
	"no_life_loss": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "no_life_loss", Affects: "you"}, nil
	}),
	"play_lands_from_graveyard": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "may_play", Zone: "graveyard", Filter: rules.MustParseFilter("land")}, nil
	}),
	// "Si une carte devait être mise dans le cimetière d'un adversaire
	// d'où qu'elle vienne, exilez-la à la place."
	"opp_graveyard_to_exile": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: rules.MustParseFilter("card opp_own")}, nil
	}),
	// "Les créatures incolores que vous contrôlez arrivent avec deux
	// marqueurs +1/+1 supplémentaires sur elles."
	"others_enter_with_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		pf, err := rd.parsedFilter(m["what"], "")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "others_enter_with_counters", N: n, Kind: kind, Filter: pf}, nil
	}),
	"begin_on_battlefield": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "begin_on_battlefield"}, nil
	}),
	"life_gain_plus": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "life_gain_plus", N: n, Affects: "you"}, nil
	}),
	"extra_land": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "extra_land", N: rules.ConstExpr(1), Affects: "you"}, nil
	}),
	"cant_be_countered": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "cant_be_countered", Affects: "self"}, nil
	}),
	"enters_tapped": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "enters_tapped"}, nil
	}),
	"cost_less_self": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "cost_less", N: n, Affects: "self"}, nil
	}),
	"cost_less": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		pf, err := rd.parsedFilter(m["what"], "cost reduction")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "cost_less", N: n, Filter: pf}, nil
	}),
}

// quotedAbility reads an ability an effect grants, quoted in the text:
// it is read as a paragraph of its own, whose "this creature" is the
// object that has it.
func (rd *reader) quotedAbility(s string) (*rules.Ability, error) {
	var r Reading
	env := rd.env
	env.spell, env.modes = false, nil
	abs, err := rd.lx.compile(s, env, &r)
	if err != nil {
		return nil, unreadf("granted ability %q: %v", s, err)
	}
	if len(abs) != 1 {
		return nil, unreadf("granted ability %q: not one ability", s)
	}
	a := abs[0]
	if err := validateAbility(a); err != nil {
		return nil, unreadf("granted ability %q: %v", s, err)
	}
	a.RoomDoor = -1
	return a, nil
}

// forEach multiplies n by the number of objects matching what ("pour
// chaque permanent neigeux que vous contrôlez"); what empty: n itself.
func (rd *reader) forEach(n *rules.Expr, what string) (*rules.Expr, error) {
	if what == "" {
		return n, nil
	}
	f, err := rd.filterPhrase(what)
	if err != nil {
		return nil, err
	}
	src := "count(" + f + ")"
	if n.String() != "1" {
		src = n.String() + " * " + src
	}
	e, err := rules.ParseExpr(src)
	if err != nil {
		return nil, unreadf("for each %q: %v", what, err)
	}
	return e, nil
}

// ptValue reads "+2", "-x": X as the sentence defines it ("X étant la
// force la plus élevée …"), else the spell's X.
func (rd *reader) ptValue(s string) *rules.Expr {
	if strings.TrimLeft(s, "+-") == "x" && rd.x != nil {
		if strings.HasPrefix(s, "-") {
			return rules.MustParseExpr("0 - (" + rd.x.String() + ")")
		}
		return rd.x
	}
	return ptExpr(s)
}

// datives are the pronouns of "deals damage to him/her/them" written
// before the verb.
var datives = map[string]bool{"lui": true, "leur": true, "gli": true, "le": true}

// damageSource reads who deals damage: the card itself by default.
func (rd *reader) damageSource(s string) (string, error) {
	if s == "" {
		return "", nil
	}
	ref, err := rd.object(s)
	if err != nil {
		return "", err
	}
	// A source is one object: a singular pronoun that would name a slot
	// of several targets is the card's own ("Il inflige X blessures à
	// chacune d'elles"); "chacune d'elles inflige …" names each of them
	// (slotRefs repeats the instruction per target).
	each := rd.lx.fixedRefs[strings.TrimSpace(s)] == "@each"
	if ref == "self" || ref == "targets" && !each {
		return "", nil
	}
	return ref, nil
}

var applyBuilders = map[string]func(rd *reader, m map[string]string) error{
	"sacrifice_self": func(rd *reader, _ map[string]string) error {
		rd.ab.Sacrifice = "self"
		return nil
	},
	"sacrifice_filter": func(rd *reader, m map[string]string) error {
		f, _, err := rd.parsedFilterIn(m["what"], " you_control", "sacrifice cost")
		if err != nil {
			return err
		}
		rd.ab.Sacrifice = f
		return nil
	},
	"pay_life": func(rd *reader, m map[string]string) error {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return err
		}
		rd.ab.Life = n
		return nil
	},
	"discard_cost": func(rd *reader, m map[string]string) error {
		n := 1
		if s, ok := m["n"]; ok {
			var err error
			if n, err = rd.lx.count(s); err != nil {
				return err
			}
		}
		rd.ab.Discard = n
		return nil
	},
	"sorcery": func(rd *reader, _ map[string]string) error {
		rd.ab.Sorcery = true
		return nil
	},
	"once_per_turn": func(rd *reader, _ map[string]string) error {
		rd.ab.OncePerTurn = true
		return nil
	},
	"once": func(rd *reader, _ map[string]string) error {
		rd.ab.Once = true
		return nil
	},
	"if_sorcery": func(rd *reader, m map[string]string) error {
		e, err := rd.condition(m["cond"])
		if err != nil {
			return err
		}
		rd.ab.ActiveIf, rd.ab.Sorcery = e, true
		return nil
	},
}

var condBuilders = map[string]func(rd *reader, m map[string]string) (string, error){
	"delirium": func(*reader, map[string]string) (string, error) { return "delirium", nil },
	"self_counters": func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("counters(self, %s) >= %d", kind, n), nil
	},
	"self_tapped":      func(*reader, map[string]string) (string, error) { return "tapped(self)", nil },
	"control_at_least": countFilterCond("count(%s you_control) >= %d"),
	"no_card_in_hand":  func(*reader, map[string]string) (string, error) { return "hand(you) == 0", nil },
	"your_turn":        func(*reader, map[string]string) (string, error) { return "your_turn", nil },
	"creature_died":    func(*reader, map[string]string) (string, error) { return "creatures_died > 0", nil },
	"died_at_least": func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("died(you) >= %d", n), nil
	},
	"sacrificed_this_turn": func(rd *reader, _ map[string]string) (string, error) {
		// "… deals that much damage": as many as were sacrificed.
		rd.thatMany = "sacrificed(you)"
		return "sacrificed(you) > 0", nil
	},
	"life_above_start": func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("life(you) - starting_life(you) >= %d", n), nil
	},
	"was_cast": func(*reader, map[string]string) (string, error) { return "was_cast(self)", nil },
	"no_face_down": func(*reader, map[string]string) (string, error) {
		return "count(permanent face_down you_control) == 0", nil
	},
	// A condition about the enchanted creature makes it what a pronoun
	// after it names: "Tant que la créature enchantée est face cachée,
	// elle ne peut pas …".
	"enchanted_face_down": func(rd *reader, _ map[string]string) (string, error) {
		rd.last = "enchanted"
		return "is(enchanted, face_down)", nil
	},
	"was_creature": func(*reader, map[string]string) (string, error) { return "is(self, creature)", nil },
	"did":          func(*reader, map[string]string) (string, error) { return "did", nil },
	"did_not":      func(*reader, map[string]string) (string, error) { return "!did", nil },
}

var flowBuilders = map[string]func(rd *reader, m map[string]string, out *[]*rules.Effect) error{
	"exile_if_dies":    readExileIfDies,
	"do_once_per_turn": readOnceEachTurn,
	// "Si C, X": X only when C.
	"if": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return err
		}
		// "Si vous faites ainsi, défaussez-vous d'une carte à moins que
		// …": what follows the condition may itself be a flow.
		var then []*rules.Effect
		if done, ferr := rd.flow(m["rest"], &then); ferr != nil || !done {
			if then, err = rd.clauses(m["rest"], rd.lx.effects); err != nil {
				return err
			}
		}
		*out = append(*out, &rules.Effect{Op: "if", If: c, Then: then})
		return nil
	},
	// "Si C, X à la place": X replaces what came before when C.
	"instead": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		if len(*out) == 0 && !rd.env.spell {
			return unreadf("\"instead\" with nothing before it")
		}
		c, err := rd.condition(m["cond"])
		if err != nil {
			return err
		}
		rest := m["rest"]
		if r2 := m["rest2"]; r2 != "" {
			rest += " " + r2
		}
		rd.replacing = len(*out) == 0
		then, err := rd.clauses(rest, rd.lx.effects)
		rd.replacing = false
		if err != nil {
			return err
		}
		prev := *out
		if len(prev) == 0 {
			// "Délire — S'il y a …, à la place …" in a paragraph of its
			// own: the spell's paragraphs before it are its else
			// (CardReading.Abilities joins them).
			*out = []*rules.Effect{{Op: "if", If: c, Then: then, Replaces: true}}
			return nil
		}
		*out = []*rules.Effect{{Op: "if", If: c, Then: then, Else: prev}}
		return nil
	},
	// "Puis X": the next instruction.
	"then": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		effs, err := rd.clauses(m["rest"], rd.lx.effects)
		if err != nil {
			return err
		}
		*out = append(*out, effs...)
		return nil
	},
	// "Vous pouvez la jouer jusqu'à …" after exiling the top card.
	"may_play_exiled": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		// The exile may sit inside a condition ("Délire — S'il y a …,
		// exilez la carte du dessus …").
		last := out
		for len(*last) > 0 && (*last)[len(*last)-1].Op == "if" && len((*last)[len(*last)-1].Then) > 0 {
			last = &(*last)[len(*last)-1].Then
		}
		if len(*last) == 0 || (*last)[len(*last)-1].Op != "exile_top" {
			return unreadf("\"you may play it\" without a card exiled from the library before it")
		}
		out = last
		u, err := rd.until(m["until"])
		if err != nil {
			return err
		}
		if u == "" {
			return unreadf("\"you may play it\" without a duration")
		}
		(*out)[len(*out)-1].Until = u
		return nil
	},
	// "C'est un enchantement. (Ce n'est pas une créature.)" after a card
	// is returned to the battlefield: it is an enchantment and nothing
	// else from then on, whatever card it is (a non-token copy of the card
	// returns as an enchantment too).
	"noncreature_moved": func(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
		if len(*out) == 0 || (*out)[len(*out)-1].Op != "move" || (*out)[len(*out)-1].Zone != "battlefield" {
			return unreadf("\"it's an enchantment\" with no card put onto the battlefield before it")
		}
		mv := *(*out)[len(*out)-1]
		mv.Types = []string{rules.TEnchantment}
		(*out)[len(*out)-1] = &mv
		return nil
	},
	// "Jusqu'à la fin du tour, X": X's continuous instructions last until
	// end of turn, which is their default; a one-shot instruction there
	// is not this shape.
	"until_eot_prefix": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		rd.eotPrefix = true
		effs, err := rd.clauses(m["rest"], rd.lx.effects)
		rd.eotPrefix = false
		if err != nil {
			return err
		}
		for _, e := range effs {
			if e.Until != "eot" {
				return unreadf("\"until end of turn, …\" before %s, which does not last", e.Op)
			}
		}
		*out = append(*out, effs...)
		return nil
	},
	"trigger_once_per_turn": func(rd *reader, _ map[string]string, _ *[]*rules.Effect) error {
		rd.ab.OncePerTurn = true
		return nil
	},
	"trigger_once": func(rd *reader, _ map[string]string, _ *[]*rules.Effect) error {
		rd.ab.Once = true
		return nil
	},
	// A sentence that only names targets ("Choisissez jusqu'à X créatures
	// ciblées.") declares them for the sentences after it.
	"choose_targets": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		// "Choisissez une créature ciblée que vous contrôlez et une
		// créature ciblée qu'un adversaire contrôle": a slot for each.
		if _, err := rd.targetList(m["obj"]); err == nil {
			return nil
		}
		// "Choisissez jusqu'à trois permanents non-terrain que vous ne
		// contrôlez pas": no target, objects chosen as it resolves.
		if n, err := rd.nounPhrase(m["obj"]); err == nil && !n.target && n.ref == "" && !n.all && !n.player {
			return chooseMany(rd, n, "", out)
		}
		ref, err := rd.object(m["obj"])
		if err != nil {
			return err
		}
		if !strings.HasPrefix(ref, "t") {
			return unreadf("\"choose %s\" declares no target", m["obj"])
		}
		return nil
	},
}

// optionalClauses reads the instructions a player may decline ("vous
// pouvez …"): each is optional, declined by the scenario's choice.
func (rd *reader) optionalClauses(s string) ([]*rules.Effect, error) {
	effs, err := rd.clauses(s, rd.lx.effects)
	if err != nil {
		return nil, err
	}
	for _, e := range effs {
		e.Optional = true
	}
	return effs, nil
}

// withCounter makes a move put the object onto the battlefield "avec un
// marqueur {kind} sur lui" when the shape names a kind.
func (rd *reader) withCounter(e *rules.Effect, k string) error {
	if k == "" {
		return nil
	}
	kind, err := rd.counterKind(k)
	if err != nil {
		return err
	}
	e.Kind, e.N = kind, rules.ConstExpr(1)
	return nil
}
