package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// More builders of the reader: discarding a hand, "unless" (« à moins que »,
// "a meno che"), a permanent that enters tapped unless a condition holds.
// They join the shared tables as init registers them; a name both files
// define is a programming error.

// mzEffects, mzConds and mzFlows are the builders of this file (shapes the
// main-set cards M–Z print, among others); init adds them to the shared
// tables.
var mzEffects = map[string]effectBuilder{
	"discard_hand": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "discard", N: rules.MustParseExpr("hand(you)")}, nil
	}),
	// "~ arrive engagée à moins que C": it enters tapped when C fails.
	"enters_tapped_unless": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return nil, err
		}
		nc, err := negate(c)
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "enters_tapped", If: nc}, nil
	}),
	// "~ inflige 6 blessures à la place": to the recipient of the
	// damage it replaces, the spell's first target when the spell's
	// paragraphs before this one hold it.
	"damage_again": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		src, err := rd.damageSource(m["src"])
		if err != nil {
			return nil, err
		}
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		to := rd.damageTo
		if to == "" && rd.replacing {
			to = "t0"
		}
		if to == "" {
			return nil, unreadf("damage without recipient")
		}
		return &rules.Effect{Op: "damage", N: n, To: to, Source: src}, nil
	}),
	"exile_until_leaves": objectOp("exile_until_leaves"),
	"exiled_to_hand": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "move", What: "exiled", Zone: "hand"}, nil
	}),
	// Shuffling a card into its owner's library: the engine's library
	// has no order the rules hide, so the card is put into it.
	"shuffle_into_library": moveTo("library"),
	"put_on_library":       moveTo("library"),
	// "Marvin a toutes les capacités activées des créatures que vous
	// contrôlez qui n'ont pas le même nom que cette créature".
	"lose_keywords": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		e, err := readContinuous(rd, "lose_keywords", m)
		if err != nil {
			return nil, err
		}
		if e.Keywords, err = rd.keywords(m["kw"]); err != nil {
			return nil, err
		}
		return e, nil
	}),
	// "Vous pouvez chercher une carte dans votre bibliothèque, la
	// mettre dans votre cimetière, puis mélanger."
	"search_to_graveyard": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "search")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "search", Filter: pf, Zone: "graveyard"}, nil
	}),
	"untap_during_others": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "untap_during_others", m)
	}),
	"pay_life": numberEffect("pay_life"),
	// "Il peut payer 3 points de vie" after a trigger about a creature
	// an opponent controls: "il" is the player of the event.
	"pay_life_may": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		who, err := rd.player(m["who"])
		if err != nil {
			if !rd.lx.objectPronoun(m["who"]) || rd.when == "" {
				return nil, err
			}
			who = "them"
		}
		e := &rules.Effect{Op: "pay_life", N: n, Optional: true}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	// "Renvoyez cette carte sous votre contrôle avec un marqueur
	// « fatalité » sur elle": the card of the creature that died.
	"return_that_card": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.when == "" {
			return nil, unreadf("\"that card\" without a trigger about a card")
		}
		e := &rules.Effect{Op: "move", What: "it_cards", Zone: "battlefield", To: "you"}
		if err := rd.withCounter(e, m["kind"]); err != nil {
			return nil, err
		}
		return e, nil
	}),
	// "… ne peut pas gagner de points de vie pour le reste de la
	// partie": from now on, not until end of turn.
	"cant_gain_life_game": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who := m["who"]
		var to string
		if (who == "" || rd.lx.objectPronoun(who)) && rd.lastPl != "" {
			to = rd.lastPl
		} else {
			var err error
			if to, err = rd.player(who); err != nil {
				return nil, err
			}
		}
		return &rules.Effect{Op: "cant_gain_life", What: to, Until: "game"}, nil
	}),
	// "Renvoyez dans votre main une carte de … de votre cimetière":
	// one card of a kind, chosen as it resolves, not a target.
	"return_one_to_hand": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.nounPhrase(m["obj"])
		if err != nil {
			return nil, err
		}
		f := n.filter()
		if n.ref != "" || n.target || n.all || n.min != 1 || n.max != 1 || !strings.Contains(f, "in:") {
			return nil, unreadf("%q is not one card of a zone", m["obj"])
		}
		pf, err := rules.ParseFilter(f)
		if err != nil {
			return nil, unreadf("%q: %v", m["obj"], err)
		}
		return &rules.Effect{Op: "move_one", Filter: pf, Zone: "hand"}, nil
	}),
	// "~ ne peut pas être bloquée par les nitescences".
	"cant_be_blocked_by": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return nil, err
		}
		e, err := readContinuous(rd, "cant_be_blocked_by", m)
		if err != nil {
			return nil, err
		}
		e.Kind = f
		return e, nil
	}),
	"ignore_hexproof": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "ignore_hexproof", m)
	}),
	// "Les capacités de parade de ces créatures ne se déclenchent
	// pas": of the creatures the sentence before named.
	"no_ward": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "no_ward", m)
	}),
	// "Engagez n'importe quel nombre de créatures dégagées que vous
	// contrôlez": the engine taps every one of them, a choice the
	// player may make (size(tapped) counts them).
	"tap_any_number": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "tap")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "tap", Filter: pf}, nil
	}),
	// "… gagnent +1/+1 jusqu'à la fin du tour pour chaque créature
	// engagée de cette manière".
	"pump_per_tapped": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		e, err := readContinuous(rd, "pump", m)
		if err != nil {
			return nil, err
		}
		per := func(v string) (*rules.Expr, error) {
			x := ptExpr(v)
			return rules.ParseExpr("(" + x.String() + ") * size(tapped)")
		}
		if e.P, err = per(m["p"]); err != nil {
			return nil, unreadf("pump: %v", err)
		}
		if e.T, err = per(m["t"]); err != nil {
			return nil, unreadf("pump: %v", err)
		}
		return e, nil
	}),
	// "Mettez ces marqueurs sur …": the counters the event's object
	// had, of each kind, put anew (not moved).
	"put_those_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.when == "" {
			return nil, unreadf("\"those counters\" without a trigger about an object")
		}
		to, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "copy_counters", What: to, Source: "it"}, nil
	}),
	"copy_activated": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "copy_activated", Affects: "self"}, nil
	}),
	// "Cette créature ne peut pas attaquer ou bloquer seule": the
	// engine's keywords of rule 506.5.
	"cant_attack_or_block_alone": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		e, err := readContinuous(rd, "grant", m)
		if err != nil {
			return nil, err
		}
		e.Keywords = []string{"cant_attack_alone", "cant_block_alone"}
		return e, nil
	}),
	// "inflige autant de blessures": the amount of the event, or what
	// the condition before it counted.
	"damage_that_much": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		src, err := rd.damageSource(m["src"])
		if err != nil {
			return nil, err
		}
		n := rules.MustParseExpr("amount")
		if rd.thatMany != "" {
			n = rules.MustParseExpr(rd.thatMany)
		}
		to, err := rd.object(m["to"])
		if err != nil {
			return nil, err
		}
		rd.damageTo = to
		return &rules.Effect{Op: "damage", N: n, To: to, Source: src}, nil
	}),
}

var mzConds = map[string]func(rd *reader, m map[string]string) (string, error){
	"control_any": filterCond("count(%s you_control) > 0"),
	// "Si un joueur subit des blessures de cette manière": the
	// recipient of the damage before, if it is a player who was dealt
	// some; "il" after it is that player.
	"player_dealt_this_way": func(rd *reader, _ map[string]string) (string, error) {
		if rd.damageTo == "" {
			return "", unreadf("\"dealt damage this way\" without damage before it")
		}
		rd.lastPl = rd.damageTo
		return fmt.Sprintf("dealt_player(%s)", rd.damageTo), nil
	},
	// "S'il avait des marqueurs sur lui" (the creature that died).
	// (An intervening "if" is read before the trigger's event is
	// known to the reader: "it" is checked when the ability runs.)
	"had_counters": func(*reader, map[string]string) (string, error) {
		return "all_counters(it) > 0", nil
	},
	"player_life_at_most": func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("lowest_life(each_player) <= %d", n), nil
	},
}

var mzFlows = map[string]func(rd *reader, m map[string]string, out *[]*rules.Effect) error{
	// "X à moins que C": X only when C fails.
	"unless": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return err
		}
		then, err := rd.clauses(m["rest"], rd.lx.effects)
		if err != nil {
			return err
		}
		nc, err := negate(c)
		if err != nil {
			return err
		}
		*out = append(*out, &rules.Effect{Op: "if", If: nc, Then: then})
		return nil
	},
	// "Vous pouvez jouer cette carte depuis l'exil ce tour-ci" after
	// the ability exiled it.
	// "Si cette créature devait mourir ce tour-ci, exilez-la à la
	// place": a replacement effect on the creature the ability named,
	// whatever would make it die this turn.
	"exile_if_it_would_die": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		if rd.last == "" || rd.last == "self" {
			return unreadf("\"if that creature would die\" with no creature named before it")
		}
		u, err := rd.until(m["until"])
		if err != nil {
			return err
		}
		*out = append(*out, &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Kind: "dies", What: rd.last, Until: u})
		return nil
	},
	"may_play_that_card": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		if len(*out) == 0 || (*out)[len(*out)-1].Op != "exile" {
			return unreadf("\"you may play that card\" without a card exiled before it")
		}
		u, err := rd.until(m["until"])
		if err != nil {
			return err
		}
		if u == "" {
			return unreadf("\"you may play that card\" without a duration")
		}
		*out = append(*out, &rules.Effect{Op: "may_play", What: "exiled", Until: u})
		return nil
	},
}

func init() {
	registerBuilders(effectBuilders, mzEffects)
	registerBuilders(condBuilders, mzConds)
	registerBuilders(flowBuilders, mzFlows)
}

// costBuilders are the reader's costs of this file: tapping another
// permanent, exiling cards as a spell's additional cost.
var costBuilders = map[string]func(rd *reader, m map[string]string) error{
	"tap_other": func(rd *reader, m map[string]string) error {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return err
		}
		if f == "self" {
			return unreadf("tapping the source is {T}")
		}
		if !strings.Contains(f, "you_control") {
			f += " you_control"
		}
		if _, err := rules.ParseFilter(f); err != nil {
			return unreadf("tap cost %q: %v", m["what"], err)
		}
		rd.ab.TapOther = f
		return nil
	},
	"exile_cost": func(rd *reader, m map[string]string) error {
		n := 1
		if s, ok := m["n"]; ok {
			var err error
			if n, err = rd.lx.count(s); err != nil {
				return err
			}
		}
		f := "card in:graveyard you_own"
		if w, ok := m["what"]; ok {
			var err error
			if f, err = rd.filterPhrase(w); err != nil {
				return err
			}
		}
		if _, err := rules.ParseFilter(f); err != nil {
			return unreadf("exile cost %q: %v", m["what"], err)
		}
		rd.ab.CastExile, rd.ab.CastExileN = f, n
		return nil
	},
}

func init() {
	registerBuilders(applyBuilders, costBuilders)
}

// registerBuilder adds a builder to one of the reader's tables.
func registerBuilder[B any](table map[string]B, name string, b B) {
	if _, dup := table[name]; dup {
		panic("rules: reader builder " + name + " defined twice")
	}
	table[name] = b
}

// registerBuilders adds a file's table of builders to one of the reader's.
func registerBuilders[B any](table, more map[string]B) {
	for name, b := range more {
		registerBuilder(table, name, b)
	}
}

// negate is the expression true when c is false.
func negate(c *rules.Expr) (*rules.Expr, error) {
	e, err := rules.ParseExpr("!(" + c.String() + ")")
	if err != nil {
		return nil, unreadf("negating %q: %v", c.String(), err)
	}
	return e, nil
}

// moveTo builds an instruction putting {obj} into zone.
func moveTo(zone string) effectBuilder {
	return func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err == nil {
			return []*rules.Effect{{Op: "move", What: ref, Zone: zone}}, nil
		}
		// "Mélangez ~ et une créature ciblée … dans les bibliothèques de
		// leurs propriétaires": each object of the list moves.
		parts := rd.lx.listSplit.Split(strings.TrimSpace(m["obj"]), -1)
		if len(parts) < 2 {
			return nil, err
		}
		saved, last := *rd.ab, rd.last
		var out []*rules.Effect
		for _, p := range parts {
			r, perr := rd.object(p)
			if perr != nil {
				*rd.ab, rd.last = saved, last
				return nil, err
			}
			out = append(out, &rules.Effect{Op: "move", What: r, Zone: zone})
		}
		return out, nil
	}
}

// tokenKeywords reads what a token is created "with": keywords, or a
// quoted ability that the engine holds as keywords ("« Cette créature ne
// peut pas attaquer ou bloquer seule. »"), the only abilities its tokens
// take.
func (rd *reader) tokenKeywords(s string) ([]string, error) {
	q := strings.TrimSpace(s)
	if !strings.HasPrefix(q, `"`) {
		return rd.keywords(s)
	}
	q = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(q, `"`), "."), `"`)
	a, err := rd.quotedAbility(q)
	if err != nil {
		return nil, err
	}
	if a.Kind != rules.KindStatic || a.If != nil || len(a.Static) != 1 || a.Static[0].Op != "grant" ||
		a.Static[0].Ability != nil || a.Static[0].Affects != "self" {
		return nil, unreadf("token with the ability %q, which the engine's tokens do not take", q)
	}
	return a.Static[0].Keywords, nil
}

// sentenceDuration takes the duration off the end of a sentence of
// several clauses, for each continuous clause of it without one of its
// own; a sentence of one clause keeps it.
func (rd *reader) sentenceDuration(sent string) string {
	rd.sentenceUntil = ""
	best := ""
	for phrase := range rd.lx.durations {
		if strings.HasSuffix(sent, " "+phrase) && len(phrase) > len(best) {
			best = phrase
		}
	}
	if best == "" {
		return sent
	}
	rest := strings.TrimSuffix(sent, " "+best)
	for _, c := range rd.lx.conjunctions {
		if c != ", " && strings.Contains(rest, c) {
			rd.sentenceUntil = rd.lx.durations[best]
			return rest
		}
	}
	return sent
}

// objectPronoun reports whether s is a pronoun the lexicon reads as the
// object last named ("il", "elle").
func (lx *lexicon) objectPronoun(s string) bool {
	r := lx.fixedRefs[strings.TrimSpace(s)]
	return r == "@last" || r == "@each"
}
