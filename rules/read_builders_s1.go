package rules

import "fmt"

// s1Effects are the reader's instructions learned from the fourth batch of
// Duskmourn cards (room doors, dread, discards as reflexive costs).
var s1Effects = map[string]effectBuilder{
	// "Mettez dans votre main une carte que vous avez mise dans votre
	// cimetière de cette manière", after "whenever you manifest dread":
	// the card the event put there, if it is still there.
	"dread_card_to_hand": one(func(rd *reader, _ map[string]string) (*Effect, error) {
		if rd.when != "manifest_dread" {
			return nil, unreadf("\"the card put into your graveyard this way\" outside a manifest dread trigger")
		}
		return &Effect{Op: "move", What: "it", Zone: "hand"}, nil
	}),
	// "Révélez des cartes du dessus de votre bibliothèque jusqu'à ce que
	// vous révéliez une carte de terrain."
	"reveal_until": one(func(rd *reader, m map[string]string) (*Effect, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return nil, err
		}
		pf, err := ParseFilter(f)
		if err != nil {
			return nil, unreadf("reveal until %q: %v", m["what"], err)
		}
		return &Effect{Op: "reveal_until", Filter: pf}, nil
	}),
	// "Vous pouvez lancer ~ depuis votre cimetière si C".
	"may_cast_self_from_graveyard": one(func(rd *reader, m map[string]string) (*Effect, error) {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "may_cast_from", Zone: "graveyard", If: c}, nil
	}),
	// "Si vous faites ainsi, ~ arrive avec un marqueur +1/+1 sur lui":
	// after the permission to cast it from the graveyard, it enters with
	// the counters when it was cast that way.
	"enters_with_counters_if_cast_from_graveyard": one(func(rd *reader, m map[string]string) (*Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "enters_with_counters", Kind: kind, N: n, If: builtinExpr("cast_from_graveyard")}, nil
	}),
	"zero_cost_from_exile": one(func(*reader, map[string]string) (*Effect, error) {
		return &Effect{Op: "zero_cost_from_exile", Affects: "you"}, nil
	}),
	// "Vous défausser d'une carte ou payer {2}".
	"discard_or_pay": one(func(rd *reader, m map[string]string) (*Effect, error) {
		c, err := ParseManaCost(m["cost"])
		if err != nil {
			return nil, unreadf("cost %q: %v", m["cost"], err)
		}
		return &Effect{Op: "discard_or_pay", Cost: c}, nil
	}),
	// "Vous pouvez lancer des sorts depuis votre cimetière ce tour-ci": a
	// permission for the ability's controller, for its duration.
	"may_cast_from_graveyard": one(func(rd *reader, m map[string]string) (*Effect, error) {
		u, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		if u == "" && !rd.static {
			return nil, unreadf("a permission to cast from the graveyard without a duration")
		}
		return &Effect{Op: "may_cast_from", Zone: "graveyard", Until: u}, nil
	}),
	// "Si une carte devait être mise dans votre cimetière d'où qu'elle
	// vienne ce tour-ci, exilez-la à la place": tokens are not cards.
	"your_graveyard_to_exile": one(func(rd *reader, m map[string]string) (*Effect, error) {
		u, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: builtinFilter("card you_own"), Until: u}, nil
	}),
	"win_game": one(func(*reader, map[string]string) (*Effect, error) { return &Effect{Op: "win_game"}, nil }),
	// "Les créatures que vous contrôlez ont une force et une endurance de
	// base chacune égales au nombre de …": base power and toughness set
	// to one amount, counted continuously (layer 7b).
	"set_base_pt_expr": one(func(rd *reader, m map[string]string) (*Effect, error) {
		n, err := rd.amount(m["expr"])
		if err != nil {
			return nil, err
		}
		e, err := readContinuous(rd, "set_pt", m)
		if err != nil {
			return nil, err
		}
		e.P, e.T = n, n
		return e, nil
	}),
	// "Retirez ces marqueurs": every counter of the kind last named
	// (by the condition before it), from the source.
	"remove_those_counters": one(func(rd *reader, m map[string]string) (*Effect, error) {
		if rd.lastCounter == "" {
			return nil, unreadf("\"those counters\" without counters named before")
		}
		n, err := ParseExpr(fmt.Sprintf("counters(self, %s)", rd.lastCounter))
		if err != nil {
			return nil, unreadf("those counters: %v", err)
		}
		return &Effect{Op: "remove_counters", What: "self", Kind: rd.lastCounter, N: n}, nil
	}),
}

// s1Conds are the conditions of this batch.
var s1Conds = map[string]condBuilder{
	// "Une {what} est morte ce tour-ci": one at least, as it last existed.
	"died_matching": func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("died_matching(%s) > 0", f), nil
	},
	// "Il y a au moins huit noms différents parmi les accès déverrouillés
	// des pièces que vous contrôlez".
	"door_names_at_least": func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("door_names(%s) >= %d", f, n), nil
	},
}

// s1Flows are the sentences of this batch that act on the one before.
var s1Flows = map[string]func(rd *reader, m map[string]string, out *[]*Effect) error{
	// "Mettez cette carte dans votre main et le reste au-dessous de votre
	// bibliothèque dans un ordre aléatoire", after reveal_until.
	"revealed_to_hand_rest_bottom": func(rd *reader, _ map[string]string, out *[]*Effect) error {
		if n := len(*out); n == 0 || (*out)[n-1].Op != "reveal_until" {
			return unreadf("\"put that card into your hand and the rest on the bottom\" without cards revealed before")
		}
		(*out)[len(*out)-1].Zone = "hand"
		return nil
	},
}

// s1Costs are the activation costs of this batch.
var s1Costs = map[string]func(rd *reader, m map[string]string) error{
	// "Défaussez-vous de ~": the card is activated from its owner's hand.
	"discard_self": func(rd *reader, _ map[string]string) error {
		rd.ab.DiscardSelf, rd.ab.From = true, "hand"
		return nil
	},
}

func init() {
	for name, b := range s1Conds {
		registerBuilder(condBuilders, name, b)
	}
	for name, b := range s1Flows {
		registerBuilder(flowBuilders, name, b)
	}
	for name, b := range s1Costs {
		registerBuilder(applyBuilders, name, b)
	}
	for name, b := range s1Effects {
		registerBuilder(effectBuilders, name, b)
	}
}
