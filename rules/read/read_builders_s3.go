package read

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// s3Effects and s3Conds are builders of shapes of a third slice of the
// Duskmourn cards: a named token, "autant de marqueurs", lands that entered
// this turn, a prime number of permanents.
var s3Effects = map[string]effectBuilder{
	// "Créez Primo, l'indivisible, un jeton de créature légendaire 0/0 …":
	// the name is a word of its language, like a token's creature type.
	"token_named": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		e, err := rd.tokenSpec(m["what"])
		if err != nil {
			return nil, err
		}
		e.N, e.Name = rules.ConstExpr(1), m["name"]
		rd.last = "created"
		return []*rules.Effect{e}, nil
	},
	// "Chaque adversaire peut sacrifier un permanent non-terrain ou se
	// défausser d'une carte."
	"sacrifice_or_discard": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		pf, err := rd.parsedFilter(m["what"], "sacrifice")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "sacrifice_or_discard", To: who, Filter: pf}, nil
	}),
	// "Renvoyez-la sur le champ de bataille sous votre contrôle": the card
	// returns under your control, a new object that the sentences after
	// call moved.
	"return_under_your_control": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		rd.last = "moved"
		return &rules.Effect{Op: "move", What: ref, Zone: "battlefield", To: "you"}, nil
	}),
	// "Créez un jeton … pour chaque marqueur sur ~": as many as the
	// counters on it (or it had, if it left: sacrificed as the cost).
	"token_per_counter": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		effs, err := effectBuilders["token"](rd, m)
		if err != nil {
			return nil, err
		}
		if len(effs) != 1 || effs[0].N == nil || effs[0].N.String() != "1" {
			return nil, unreadf("tokens for each counter: not one token each")
		}
		effs[0].N = rules.MustParseExpr("all_counters(" + ref + ")")
		return effs, nil
	},
	// "Mettez autant de marqueurs +1/+1 sur lui": as many as the condition
	// before counted, else the event's amount.
	"counters_that_many": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n := rules.MustParseExpr("amount")
		if rd.thatMany != "" {
			n = rules.MustParseExpr(rd.thatMany)
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
	}),
}

// s3Statics: "Les coûts de déverrouillage que vous payez coûtent {1} de
// moins".
var s3Statics = map[string]effectBuilder{
	// "Si une carte que vous ne contrôliez pas devait être mise dans le
	// cimetière d'un adversaire d'où qu'elle vienne, exilez-la à la place."
	"opp_graveyard_to_exile_not_yours": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: rules.MustParseFilter("card opp_own opp_control")}, nil
	}),
	// "Pendant votre tour, vous pouvez jouer des cartes exilées par ~. Si
	// vous lancez un sort de cette manière, payez un nombre de points de
	// vie égal à sa valeur de mana à la place de son coût de mana."
	"play_exiled_by_self_for_life": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "may_play", Zone: "exile", Filter: rules.MustParseFilter("card exiled_by_self"), Kind: "life", If: rules.MustParseExpr("your_turn")}, nil
	}),
	"unlock_cost_less": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "unlock_cost_less", N: n, Affects: "you"}, nil
	}),
}

var s3Conds = map[string]condBuilder{
	// "Si un terrain est arrivé sur le champ de bataille sous votre
	// contrôle ce tour-ci".
	"lands_entered": func(*reader, map[string]string) (string, error) { return "lands_entered(you) > 0", nil },
	// "Un permanent est arrivé sur le champ de bataille face cachée sous
	// votre contrôle ce tour-ci", "vous avez retourné un permanent face
	// visible ce tour-ci".
	"face_down_entered": func(*reader, map[string]string) (string, error) { return "face_down_entered(you) > 0", nil },
	"turned_face_up":    func(*reader, map[string]string) (string, error) { return "turned_face_up(you) > 0", nil },
	// "Si c'est la première (deuxième, troisième) fois que cette capacité
	// s'est résolue ce tour-ci".
	"first_resolution":  func(*reader, map[string]string) (string, error) { return "resolutions() == 1", nil },
	"second_resolution": func(*reader, map[string]string) (string, error) { return "resolutions() == 2", nil },
	"third_resolution":  func(*reader, map[string]string) (string, error) { return "resolutions() == 3", nil },
	// "Si une carte de créature est mise dans un cimetière de cette
	// manière" after "Détruisez …": a card the destruction put there; the
	// pronoun after it is that card.
	"put_into_graveyard_this_way": func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		rd.last = "destroyed"
		return "count(" + f + " in:graveyard among:destroyed) > 0", nil
	},
	// "Vous contrôlez un nombre premier de terrains": "autant" after it is
	// that number.
	"control_prime": func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		rd.thatMany = fmt.Sprintf("count(%s you_control)", f)
		return "prime(" + rd.thatMany + ")", nil
	},
}

// s3Flows: "X si c'est la première fois que …", the condition after what
// it conditions.
var s3Flows = map[string]func(rd *reader, m map[string]string, out *[]*rules.Effect) error{
	// "Sacrifiez-la au début de votre prochaine étape de fin": a delayed
	// trigger, once.
	"at_your_next_end_step": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		effs, err := rd.clauses(m["rest"], rd.lx.effects)
		if err != nil {
			return err
		}
		a := &rules.Ability{Kind: rules.KindTriggered, When: "end_step", Effects: effs, RoomDoor: -1}
		if err := validateAbility(a); err != nil {
			return unreadf("delayed trigger %q: %v", m["rest"], err)
		}
		*out = append(*out, &rules.Effect{Op: "delayed", Ability: a})
		return nil
	},
	"become_copies_until": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		effs, err := copyEffectBuilders["become_copies_until"](rd, m)
		*out = append(*out, effs...)
		return err
	},
	// "Renvoyez-la … au début de la prochaine étape de fin": a delayed
	// trigger at the next end step, whoever's turn it is (603.7).
	"at_the_next_end_step": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		effs, err := rd.clauses(m["rest"], rd.lx.effects)
		if err != nil {
			return err
		}
		for _, e := range effs {
			// "Exilez une créature ciblée … Renvoyez-la … au début de la
			// prochaine étape de fin": "la" is the card in exile.
			if e.What != "" && exiledBefore(*out, e.What) {
				e.What = "exiled_now"
			}
		}
		a := &rules.Ability{Kind: rules.KindTriggered, When: "each_end_step", Effects: effs, RoomDoor: -1}
		if err := validateAbility(a); err != nil {
			return unreadf("delayed trigger %q: %v", m["rest"], err)
		}
		*out = append(*out, &rules.Effect{Op: "delayed", Ability: a})
		return nil
	},
	"if_after": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return err
		}
		then, err := rd.clauses(m["rest"], rd.lx.effects)
		if err != nil {
			return err
		}
		*out = append(*out, &rules.Effect{Op: "if", If: c, Then: then})
		return nil
	},
}

// exiledBefore reports whether one of effs exiles what ref names.
func exiledBefore(effs []*rules.Effect, ref string) bool {
	for _, e := range effs {
		if e.Op == "exile" && e.What == ref {
			return true
		}
	}
	return false
}

// s3Costs: "sacrifiez une créature ou un enchantement ou payez {2}".
var s3Costs = map[string]func(rd *reader, m map[string]string) error{
	"sacrifice_or_pay": func(rd *reader, m map[string]string) error {
		if err := applyBuilders["sacrifice_filter"](rd, m); err != nil {
			return err
		}
		c, err := rules.ParseManaCost(m["cost"])
		if err != nil {
			return unreadf("cost %q: %v", m["cost"], err)
		}
		rd.ab.CastSacrificeOr = c
		return nil
	},
}

func init() {
	registerBuilders(applyBuilders, s3Costs)
	registerBuilders(flowBuilders, s3Flows)
	registerBuilders(effectBuilders, s3Effects)
	registerBuilders(effectBuilders, s3Statics)
	registerBuilders(condBuilders, s3Conds)
}
