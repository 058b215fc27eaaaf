package read

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// s1Effects are the reader's instructions learned from one slice of the
// Duskmourn cards (rooms' doors, manifest dread, a choice of costs, targets
// changed or chosen by another player, cards milled together …), each
// written in both languages' tables.
var s1Effects = map[string]effectBuilder{
	// "Mettez-la, engagée, sur le champ de bataille" after cards put into
	// your graveyard from your library: those of the trigger's kind, still
	// there.
	"put_batch_onto_battlefield": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		if rd.when != "milled_batch" || rd.whenFilter == nil {
			return nil, unreadf("\"put it onto the battlefield\" without cards put into the graveyard before")
		}
		pf, err := rules.ParseFilter(rd.whenFilter.String() + " in:graveyard among:batch")
		if err != nil {
			return nil, unreadf("the cards milled: %v", err)
		}
		return &rules.Effect{Op: "move", Filter: pf, Zone: "battlefield", Tapped: true}, nil
	}),
	// "Regardez la main d'un joueur ciblé".
	"look_hand": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["who"])
		if err != nil {
			return nil, err
		}
		if rd.lastPl != ref {
			return nil, unreadf("looking at the hand of %q, not a player", m["who"])
		}
		return &rules.Effect{Op: "look_hand", To: ref}, nil
	}),
	// "Vous pouvez y choisir une carte non-terrain": a card of the hand
	// just looked at, chosen as the ability resolves.
	"choose_from_hand": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.lastPl == "" {
			return nil, unreadf("choosing in a hand without a hand looked at")
		}
		_, pf, err := rd.parsedFilterIn(m["what"], " in:hand owner:"+rd.lastPl, "choice")
		if err != nil {
			return nil, err
		}
		rd.last = "choice"
		return &rules.Effect{Op: "choose", Filter: pf}, nil
	}),
	// "Ce joueur se défausse de cette carte": the card chosen.
	"discard_that_card": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.last != "choice" {
			return nil, unreadf("\"that card\" without a card chosen")
		}
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "discard", What: "choice", To: who}, nil
	}),
	// "Vous défausser de n'importe quel nombre de cartes".
	"discard_any": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "discard_any"}, nil
	}),
	// "Ce joueur choisit l'une de ces créatures", after targets all
	// controlled by one player: that player's choice, made as the spell
	// resolves among the targets still legal (the resolution's choice;
	// the only one left when the other has become illegal).
	"controller_chooses_one_target": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		n := len(rd.ab.Targets)
		if rd.last != "targets" || n == 0 || !rd.ab.Targets[n-1].SameController {
			return nil, unreadf("\"that player chooses one of those creatures\" without targets of one controller")
		}
		return &rules.Effect{Op: "choose", What: "targets", Name: "choice"}, nil
	}),
	// "~ inflige 5 blessures à cette créature, et l'autre ne peut pas
	// bloquer ce tour-ci": the creature chosen in the paragraph before,
	// and the other target.
	"damage_chosen_other_cant_block": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		if len(rd.env.priorTargets) != 1 || rd.env.priorTargets[0].Max != 2 {
			return nil, unreadf("\"that creature, and the other\" without two targets chosen before")
		}
		src, err := rd.damageSource(m["src"])
		if err != nil {
			return nil, err
		}
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		u, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		return []*rules.Effect{{Op: "damage", N: n, To: "choice", Source: src},
			{Op: "cant_block", What: "all:among:targets except:choice", Until: cmp.Or(u, rd.sentenceUntil, "eot")}}, nil
	},
	// "Remplacez la cible d'un sort ciblé ou d'une capacité ciblée avec
	// une cible unique": a target slot of its own.
	"change_target": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		if rd.static {
			return nil, unreadf("a target in a static ability")
		}
		for _, t := range rd.ab.Targets {
			if t.Max > 1 {
				return nil, unreadf("a target after a slot of several targets")
			}
		}
		f, err := rules.ParseFilter("one_target")
		if err != nil {
			return nil, unreadf("one_target: %v", err)
		}
		rd.ab.Targets = append(rd.ab.Targets, &rules.TargetSpec{Filter: f, Min: 1, Max: 1})
		rd.last = fmt.Sprintf("t%d", len(rd.ab.Targets)-1)
		return &rules.Effect{Op: "change_target", What: rd.last}, nil
	}),
	// "Ajoutez {R}{R}" as an instruction (not a mana ability's).
	"add_mana": one(func(_ *reader, m map[string]string) (*rules.Effect, error) {
		s := strings.ToUpper(m["what"])
		if _, err := rules.ParsePool(s); err != nil {
			return nil, unreadf("mana %q: %v", m["what"], err)
		}
		return &rules.Effect{Op: "add_mana", Mana: s}, nil
	}),
	// "La taille de main maximum de chaque adversaire est égale à sept
	// moins le nombre de ces types de carte", after the delirium condition
	// that counts the card types among the cards in your graveyard.
	"max_hand_minus_types": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return nil, err
		}
		if rd.ab.If == nil || !strings.Contains(rd.ab.If.String(), "delirium") {
			return nil, unreadf("\"those card types\" without the card types of a delirium condition")
		}
		e, err := rules.ParseExpr(fmt.Sprintf("%d - types_in_graveyard(you)", n))
		if err != nil {
			return nil, unreadf("maximum hand size: %v", err)
		}
		return &rules.Effect{Op: "max_hand", N: e, Affects: who}, nil
	}),
	// "Manifestez l'effroi X fois": "ces créatures" after it are the
	// creatures manifested.
	"manifest_dread_times": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		rd.last = "manifested"
		return &rules.Effect{Op: "manifest_dread", N: n}, nil
	}),
	// "Mettez dans votre main une carte que vous avez mise dans votre
	// cimetière de cette manière", after "whenever you manifest dread":
	// the card the event put there, if it is still there.
	"dread_card_to_hand": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		if rd.when != "manifest_dread" {
			return nil, unreadf("\"the card put into your graveyard this way\" outside a manifest dread trigger")
		}
		return &rules.Effect{Op: "move", What: "it", Zone: "hand"}, nil
	}),
	// "Révélez des cartes du dessus de votre bibliothèque jusqu'à ce que
	// vous révéliez une carte de terrain."
	"reveal_until": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "reveal until")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "reveal_until", Filter: pf}, nil
	}),
	// "Vous pouvez lancer ~ depuis votre cimetière si C".
	"may_cast_self_from_graveyard": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		c, err := rd.condition(m["cond"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "may_cast_from", Zone: "graveyard", If: c}, nil
	}),
	// "Si vous faites ainsi, ~ arrive avec un marqueur +1/+1 sur lui":
	// after the permission to cast it from the graveyard, it enters with
	// the counters when it was cast that way.
	"enters_with_counters_if_cast_from_graveyard": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "enters_with_counters", Kind: kind, N: n, If: rules.MustParseExpr("cast_from_graveyard")}, nil
	}),
	"zero_cost_from_exile": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "zero_cost_from_exile", Affects: "you"}, nil
	}),
	// "Vous défausser d'une carte ou payer {2}".
	"discard_or_pay": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		c, err := rules.ParseManaCost(m["cost"])
		if err != nil {
			return nil, unreadf("cost %q: %v", m["cost"], err)
		}
		return &rules.Effect{Op: "discard_or_pay", Cost: c}, nil
	}),
	// "Vous pouvez lancer des sorts depuis votre cimetière ce tour-ci": a
	// permission for the ability's controller, for its duration.
	"may_cast_from_graveyard": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		u, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		if u == "" && !rd.static {
			return nil, unreadf("a permission to cast from the graveyard without a duration")
		}
		return &rules.Effect{Op: "may_cast_from", Zone: "graveyard", Until: u}, nil
	}),
	// "Si une carte devait être mise dans votre cimetière d'où qu'elle
	// vienne ce tour-ci, exilez-la à la place": tokens are not cards.
	"your_graveyard_to_exile": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		u, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: rules.MustParseFilter("card you_own"), Until: u}, nil
	}),
	"win_game": one(func(*reader, map[string]string) (*rules.Effect, error) { return &rules.Effect{Op: "win_game"}, nil }),
	// "Les créatures que vous contrôlez ont une force et une endurance de
	// base chacune égales au nombre de …": base power and toughness set
	// to one amount, counted continuously (layer 7b).
	"set_base_pt_expr": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
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
	"remove_those_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.lastCounter == "" {
			return nil, unreadf("\"those counters\" without counters named before")
		}
		n, err := rules.ParseExpr(fmt.Sprintf("counters(self, %s)", rd.lastCounter))
		if err != nil {
			return nil, unreadf("those counters: %v", err)
		}
		return &rules.Effect{Op: "remove_counters", What: "self", Kind: rd.lastCounter, N: n}, nil
	}),
}

// s1Conds are the conditions of this batch.
var s1Conds = map[string]condBuilder{
	// "Une {what} est morte ce tour-ci": one at least, as it last existed.
	"died_matching": filterCond("died_matching(%s) > 0"),
	// "Il y a au moins huit noms différents parmi les accès déverrouillés
	// des pièces que vous contrôlez".
	"door_names_at_least": countFilterCond("door_names(%s) >= %d"),
}

// s1Flows are the sentences of this batch that act on the one before.
var s1Flows = map[string]func(rd *reader, m map[string]string, out *[]*rules.Effect) error{
	// "Ciblez jusqu'à autant de créatures" in a reflexive trigger after a
	// discard of any number: a slot of up to that many, counted as it
	// triggers; "chacune" then names them.
	"choose_upto_that_many": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		if rd.thatMany == "" {
			return unreadf("\"up to that many targets\": that many of what?")
		}
		pf, err := rd.parsedFilter(m["what"], "targets")
		if err != nil {
			return err
		}
		n, err := rules.ParseExpr(rd.thatMany)
		if err != nil {
			return unreadf("that many: %v", err)
		}
		if len(rd.ab.Targets) > 0 {
			return unreadf("\"up to that many targets\" after other targets")
		}
		rd.ab.Targets = append(rd.ab.Targets, &rules.TargetSpec{Filter: pf, Min: 0, Max: rules.MaxRepeat, MaxN: n})
		rd.last = "targets"
		if r := m["rest"]; r != "" {
			effs, err := rd.clauses(r, rd.lx.effects)
			if err != nil {
				return err
			}
			*out = append(*out, effs...)
		}
		return nil
	},
	// "Ne dépensez ce mana que pour …" after "ajoutez …" (106.6).
	"mana_for": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		n := len(*out)
		if n == 0 || (*out)[n-1].Op != "add_mana" {
			return unreadf("a restriction on mana no instruction before it adds")
		}
		uses, err := rd.manaUses(m["rest"])
		if err != nil {
			return err
		}
		(*out)[n-1].ManaFor = uses
		return nil
	},
	// "Mettez cette carte dans votre main et le reste au-dessous de votre
	// bibliothèque dans un ordre aléatoire", after reveal_until.
	"revealed_to_hand_rest_bottom": func(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
		if n := len(*out); n == 0 || (*out)[n-1].Op != "reveal_until" {
			return unreadf("\"put that card into your hand and the rest on the bottom\" without cards revealed before")
		}
		(*out)[len(*out)-1].Zone = "hand"
		return nil
	},
}

// s1Costs are the activation costs of this batch.
var s1Costs = map[string]func(rd *reader, m map[string]string) error{
	// "Choisissez une créature que vous contrôlez ou révélez une carte de
	// créature de votre main", a spell's additional cost.
	"cast_choose": func(rd *reader, m map[string]string) error {
		for _, w := range []string{m["what"], m["what2"]} {
			f, _, err := rd.parsedFilterIn(w, "", "additional cost")
			if err != nil {
				return err
			}
			rd.ab.CastChoose = append(rd.ab.CastChoose, f)
		}
		return nil
	},
	// "Défaussez-vous de ~": the card is activated from its owner's hand.
	"discard_self": func(rd *reader, _ map[string]string) error {
		rd.ab.DiscardSelf, rd.ab.From = true, "hand"
		return nil
	},
}

func init() {
	registerBuilders(condBuilders, s1Conds)
	registerBuilders(flowBuilders, s1Flows)
	registerBuilders(applyBuilders, s1Costs)
	registerBuilders(effectBuilders, s1Effects)
}
