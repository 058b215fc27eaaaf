package read

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// More builders of the reader, kept apart from read_builders.go: the
// shapes the Archenemy schemes print (a player's own keywords, life
// thresholds against the starting total, casting without paying). They are
// general shapes, looked up after effectBuilders and condBuilders.

var schemeEffectBuilders = map[string]effectBuilder{
	// "… un nombre de blessures égal à la valeur de mana de votre
	// commandant": the commander is chosen as the ability resolves (one
	// of several, with partners).
	"damage_commander_mv": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		src, err := rd.damageSource(m["src"])
		if err != nil {
			return nil, err
		}
		to, err := rd.object(m["to"])
		if err != nil {
			return nil, err
		}
		return []*rules.Effect{{Op: "choose", Filter: rules.MustParseFilter("commander you_own")},
			{Op: "damage", N: rules.MustParseExpr("mv(choice)"), To: to, Source: src}}, nil
	},
	// "Chaque adversaire exile la carte du dessus de sa bibliothèque."
	"exile_top_who": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "exile_top", N: rules.ConstExpr(1)}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	// "… lancer n'importe quel nombre de sorts parmi les cartes exilées de
	// cette manière sans payer leur coût de mana."
	"cast_free_exiled": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "cast_free", What: "exiled_top"}, nil
	}),
	// "Exilez les cartes du dessus de votre bibliothèque jusqu'à ce que vous
	// exiliez une carte non-terrain": "cette carte" after it is that card.
	"exile_until": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "exile until")
		if err != nil {
			return nil, err
		}
		rd.last = "hit"
		return &rules.Effect{Op: "exile_until", Filter: pf}, nil
	}),
	"set_in_motion_again": objectOp("set_in_motion"),
	"cast_free":           one(castFree),
	// "Acquérez le contrôle de tous les permanents non-terrain que vos
	// adversaires contrôlent jusqu'à la fin du tour. Dégagez ces
	// permanents.": the set is fixed as the ability resolves (611.2c), so
	// "ces permanents" are those, not the permanents the filter matches
	// after the change of control.
	"control_all": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		if !strings.HasPrefix(ref, "all:") {
			return nil, unreadf("control of %q: not a set of permanents", m["obj"])
		}
		until, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		if until == "" {
			until = "game"
		}
		rd.last = "those"
		return []*rules.Effect{{Op: "remember", What: ref, Name: "those"}, {Op: "control", What: "those", Until: until}}, nil
	},
	// "Chacun d'eux attaque son propriétaire ce tour-ci si possible."
	"must_attack_owner": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		if rd.last == "" {
			return nil, unreadf("\"each of them attacks its owner\" names nothing before it")
		}
		return &rules.Effect{Op: "must_attack_owner", What: rd.last, Until: "this_turn"}, nil
	}),
	// "N'importe quel nombre de joueurs ciblés se défaussent chacun de
	// leur main."
	"discard_hands": playerEffect("discard_hand"),
	// "Chaque adversaire pioche un nombre de cartes égal au nombre de
	// cartes dont ce joueur s'est défaussé moins une."
	"draw_discarded": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "draw_discarded", To: who, N: n}, nil
	}),
	"piles": numberEffect("piles"),
	"put_per_type": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "card types among")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "put_per_type", Filter: pf, Optional: true}, nil
	}),
	// "La prochaine fois que vous devriez mettre une machination à
	// exécution, mettez trois machinations à exécution à la place."
	"schemes_instead": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "schemes_instead", N: n, What: "you", Until: "game"}, nil
	}),
	"reveal_top": numberEffect("reveal_top"),
	// "… inflige un nombre de blessures égal à sa valeur de mana totale à
	// n'importe quelle cible": the cards revealed this way.
	"damage_total_mv": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.thisWay == "" {
			return nil, unreadf("\"their total mana value\" names no cards")
		}
		src, err := rd.damageSource(m["src"])
		if err != nil {
			return nil, err
		}
		to, err := rd.object(m["to"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "damage", N: rules.MustParseExpr("mv_sum(" + rd.thisWay + ")"), To: to, Source: src}, nil
	}),
	// "Un adversaire ciblé choisit l'un de ces permanents": one of the
	// objects chosen before, chosen (by that player) as it resolves.
	"choose_one_of_them": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.last != "chosen" {
			return nil, unreadf("\"one of them\" after nothing chosen")
		}
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "choose", What: "chosen", Name: "spared"}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	// "Vous acquérez le contrôle du reste": of the chosen objects but the
	// one chosen from them.
	"control_the_rest": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "control", What: "all:among:chosen except:spared", Until: "game"}, nil
	}),
	// "Un adversaire ciblé choisit un joueur": the choice is made as the
	// ability resolves; "le joueur choisi" is then that player.
	"choose_player": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: "choose_player"}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
	// "Jusqu'à votre prochain tour, seuls vous et le joueur choisi pouvez
	// lancer des sorts et attaquer avec des créatures."
	"only_you_and_chosen": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		until, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "only_players_act", What: "you_and_chosen", Until: until}, nil
	}),
	// "Puis vous mettez sur le champ de bataille, sous votre contrôle, une
	// carte de permanent parmi les cartes meulées": one chosen as it
	// resolves.
	"put_one_among": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "put onto the battlefield")
		if err != nil {
			return nil, err
		}
		return []*rules.Effect{{Op: "choose", Filter: pf, What: "milled"},
			{Op: "move", What: "choice", Zone: "battlefield", To: "you"}}, nil
	},
	// "Créez un jeton qui est une copie de votre commandant, excepté qu'il
	// n'est pas légendaire": the commander is chosen as it resolves.
	"token_copy_commander": func(*reader, map[string]string) ([]*rules.Effect, error) {
		return []*rules.Effect{{Op: "choose", Filter: rules.MustParseFilter("commander you_own")},
			{Op: "token_copy", What: "choice", NotLegendary: true}}, nil
	},
	// "Pour chacune d'elles, créez un jeton qui en est une copie."
	"token_copy_each": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		what := rd.last
		if what == "" {
			return nil, unreadf("\"for each of them\" names nothing before it")
		}
		return &rules.Effect{Op: "token_copy", What: what}, nil
	}),
	"redistribute_life": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "redistribute_life"}, nil
	}),
	"cast_free_it": one(castFree),
	// "Il n'y a pas de limite au nombre de cartes dans votre main jusqu'à
	// votre prochain tour": a player rule begun by a resolving ability.
	"no_max_hand_until": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		until, err := rd.until(m["until"])
		if err != nil {
			return nil, err
		}
		if rd.static || until == "" {
			return nil, unreadf("no maximum hand size for a while: only from a resolving ability")
		}
		return &rules.Effect{Op: "no_max_hand", What: "you", Until: until}, nil
	}),
	// "Vous et les permanents que vous contrôlez avez la défense
	// talismanique": the player has the keyword as a player rule, the
	// permanents have it as a granted keyword.
	"you_and_yours": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		kws, err := rd.keywords(m["kw"])
		if err != nil {
			return nil, err
		}
		pf, err := rd.parsedFilter(m["what"], "")
		if err != nil {
			return nil, err
		}
		if !rd.static {
			return nil, unreadf("you and %q: only as a static ability", m["what"])
		}
		return []*rules.Effect{
			{Op: "player_keywords", Keywords: kws, Affects: "you"},
			{Op: "grant", Keywords: kws, Affects: "all:" + pf.String()},
		}, nil
	},
}

// castFree reads "lancer un sort depuis votre main sans payer son coût de
// mana" (optional: the "vous pouvez" before it says so), "jusqu'à trois
// sorts" (n), "cette carte" (an object an earlier instruction named).
func castFree(rd *reader, m map[string]string) (*rules.Effect, error) {
	e := &rules.Effect{Op: "cast_free"}
	if obj, ok := m["obj"]; ok {
		ref, err := rd.object(obj)
		if err != nil {
			return nil, err
		}
		e.What = ref
		return e, nil
	}
	if s := m["n"]; s != "" {
		n, err := rd.number(s)
		if err != nil {
			return nil, err
		}
		e.N = n
	}
	return e, nil
}

var moreCondBuilders = map[string]func(rd *reader, m map[string]string) (string, error){
	// "ce joueur a moins de la moitié de son total de points de vie de
	// départ": less than half, so twice the life is below the start.
	"discarded_this_way": func(*reader, map[string]string) (string, error) { return "discarded(you) >= 1", nil },
	"drew_last_turn":     func(*reader, map[string]string) (string, error) { return "drawn_last_turn(you) > 0", nil },
	"below_half_start": func(rd *reader, m map[string]string) (string, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("life(%s) * 2 < starting_life(%s)", who, who), nil
	},
}

// chooseMany adds the choice of objects as the ability resolves; "ces
// créatures" after it are the objects chosen.
func chooseMany(rd *reader, n np, kind string, out *[]*rules.Effect) error {
	pf, err := rules.ParseFilter(n.filter())
	if err != nil {
		return unreadf("choose %q: %v", n.filter(), err)
	}
	e := &rules.Effect{Op: "choose_many", Filter: pf, Kind: kind}
	if n.max > 0 {
		e.N = rules.ConstExpr(n.max)
	}
	*out = append(*out, e)
	rd.last = "chosen"
	return nil
}

// lastPiles is the piles instruction just read, which the sentences after
// it complete.
func lastPiles(out []*rules.Effect) *rules.Effect {
	if len(out) > 0 && out[len(out)-1].Op == "piles" {
		return out[len(out)-1]
	}
	return nil
}

var moreFlowBuilders = map[string]func(rd *reader, m map[string]string, out *[]*rules.Effect) error{
	// "Un adversaire choisit un de ces tas."
	"pile_chooser": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		p := lastPiles(*out)
		if p == nil {
			return unreadf("\"one of these piles\" after no piles")
		}
		who, err := rd.player(m["who"])
		if err != nil {
			return err
		}
		p.To = who
		return nil
	},
	// "Mettez les cartes de ce tas dans votre main et le reste au-dessous
	// de votre bibliothèque …": what the piles instruction does.
	"pile_outcome": func(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
		if lastPiles(*out) == nil {
			return unreadf("\"the cards of that pile\" after no piles")
		}
		return nil
	},
	// "Quand vous révélez au moins une carte non-terrain de cette manière,
	// …": a reflexive trigger (603.12), with its own targets.
	"reflexive_revealed": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return err
		}
		among := "all:" + f + " among:revealed"
		sub := rd.lx.newReader(rd.env)
		sub.env.modes = nil
		sub.thisWay = among
		effs, err := sub.effects(m["rest"])
		if err != nil {
			return err
		}
		a := &rules.Ability{Kind: rules.KindTriggered, When: "reflexive", Targets: sub.ab.Targets, Effects: effs, RoomDoor: -1}
		cond, err := rules.ParseExpr("count(" + f + " among:revealed) >= 1")
		if err != nil {
			return unreadf("reflexive trigger: %v", err)
		}
		*out = append(*out, &rules.Effect{Op: "reflexive", If: cond, Ability: a})
		return nil
	},
	// "Choisissez n'importe quel nombre de créatures avec des valeurs de
	// mana différentes."
	"choose_distinct_mv": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		n, err := rd.nounPhrase(m["what"])
		if err != nil {
			return err
		}
		n.max = 0 // any number
		return chooseMany(rd, n, "distinct_mv", out)
	},
	// "Si vous avez créé moins de deux jetons de cette manière, créez un
	// nombre de jetons de … égal à la différence": the copies made just
	// before count.
	"tokens_for_the_difference": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return err
		}
		e, err := rd.tokenSpec(m["what"])
		if err != nil {
			return err
		}
		if e.N, err = rules.ParseExpr(fmt.Sprintf("%d - size(copies)", n)); err != nil {
			return unreadf("tokens for the difference: %v", err)
		}
		*out = append(*out, e)
		return nil
	},
	// "Puis si vous contrôlez au moins six terrains, répétez ce processus
	// une fois": the instructions so far, once more when the condition
	// holds.
	"repeat_once_if": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		if len(*out) == 0 {
			return unreadf("\"repeat this process\" with nothing before it")
		}
		c, err := rd.condition(m["cond"])
		if err != nil {
			return err
		}
		*out = append(*out, &rules.Effect{Op: "if", If: c, Then: slices.Clone(*out)})
		return nil
	},
	// "Si une source que vous contrôlez devait infliger des blessures ce
	// tour-ci, elle inflige autant de blessures plus 1 à la place": a
	// damage replacement for the rest of the turn.
	"damage_plus_this_turn": func(rd *reader, m map[string]string, out *[]*rules.Effect) error {
		n, err := rd.number(m["n"])
		if err != nil {
			return err
		}
		*out = append(*out, &rules.Effect{Op: "damage_plus", N: n, Filter: rules.MustParseFilter("you_control"), Until: "this_turn"})
		return nil
	},
}
