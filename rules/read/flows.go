package read

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// flowIf builds the flow shape "if":
// "Si C, X": X only when C.
func flowIf(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowInstead builds the flow shape "instead":
// "Si C, X à la place": X replaces what came before when C.
func flowInstead(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
	if slices.ContainsFunc(then, func(e *rules.Effect) bool { return e.Optional }) {
		// "If you have the city's blessing, you may put that permanent on
		// top of its owner's library instead" (RIX 37): declined, what
		// came before still happens.
		notDone, err := rules.ParseExpr("did == 0")
		if err != nil {
			return err
		}
		then = append(then, &rules.Effect{Op: "if", If: notDone, Then: prev})
	}
	*out = []*rules.Effect{{Op: "if", If: c, Then: then, Else: prev}}
	return nil
}

// flowCantRegenerate builds the flow shape "cant_regenerate": « Elle ne
// peut pas être régénérée » after the destruction it speaks of: that
// destruction is not replaced by a regeneration shield (701.19c), so the
// instruction goes before it, on what it destroys.
func flowCantRegenerate(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n == 0 || (*out)[n-1].Op != "destroy" || (*out)[n-1].Optional {
		return unreadf("\"it can't be regenerated\" after no destruction")
	}
	d := (*out)[n-1]
	if d.What == "" && d.Filter == nil {
		return unreadf("\"it can't be regenerated\": the destruction names nothing")
	}
	e := &rules.Effect{Op: "cant_regenerate", What: d.What, Filter: d.Filter, Until: "eot"}
	*out = append((*out)[:n-1], e, d)
	return nil
}

// flowCounterUnlessPaid builds the flow shape "counter_unless_paid":
// « Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3} »:
// its controller may pay to keep it (the engine's ward instruction). A
// cost with X is the X of the spell or ability that counters ("Counter
// target spell unless its controller pays {X}", 107.3a); an X the
// sentence defines ("where X is your devotion to blue") is unread.
func flowCounterUnlessPaid(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if err := counterCostX(rd, m["cost"]); err != nil {
		return err
	}
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil {
		return unreadf("cost %q: %v", m["cost"], err)
	}
	ref, err := rd.object(m["obj"])
	if err != nil {
		return err
	}
	*out = append(*out, &rules.Effect{Op: "counter_unless_paid", What: ref, Cost: c})
	return nil
}

// flowThen builds the flow shape "then":
// "Puis X": the next instruction.
func flowThen(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	effs, err := rd.clauses(m["rest"], rd.lx.effects)
	if err != nil {
		return err
	}
	*out = append(*out, effs...)
	return nil
}

// flowMayPlayExiled builds the flow shape "may_play_exiled":
// "Vous pouvez la jouer jusqu'à …" after exiling the top card.
func flowMayPlayExiled(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowNoncreatureMoved builds the flow shape "noncreature_moved":
// "C'est un enchantement. (Ce n'est pas une créature.)" after a card
// is returned to the battlefield: it is an enchantment and nothing
// else from then on, whatever card it is (a non-token copy of the card
// returns as an enchantment too).
func flowNoncreatureMoved(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
	if len(*out) == 0 || (*out)[len(*out)-1].Op != "move" || (*out)[len(*out)-1].Zone != "battlefield" {
		return unreadf("\"it's an enchantment\" with no card put onto the battlefield before it")
	}
	mv := *(*out)[len(*out)-1]
	mv.Types = []string{rules.TEnchantment}
	(*out)[len(*out)-1] = &mv
	return nil
}

// flowUntilEotPrefix builds the flow shape "until_eot_prefix":
// "Jusqu'à la fin du tour, X": X's continuous instructions last until
// end of turn, which is their default; a one-shot instruction there
// is not this shape.
func flowUntilEotPrefix(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	rd.eotPrefix = true
	effs, err := rd.clauses(m["rest"], rd.lx.effects)
	rd.eotPrefix = false
	if err != nil {
		return err
	}
	for _, e := range effs {
		// "This turn" lasts as long (unblockable_duration.go).
		if e.Until != "eot" && e.Until != "this_turn" {
			return unreadf("\"until end of turn, …\" before %s, which does not last", e.Op)
		}
	}
	*out = append(*out, effs...)
	return nil
}

// flowTriggerOncePerTurn builds the flow shape "trigger_once_per_turn".
func flowTriggerOncePerTurn(rd *reader, _ map[string]string, _ *[]*rules.Effect) error {
	rd.ab.OncePerTurn = true
	return nil
}

// flowTriggerOnce builds the flow shape "trigger_once".
func flowTriggerOnce(rd *reader, _ map[string]string, _ *[]*rules.Effect) error {
	rd.ab.Once = true
	return nil
}

// flowChooseTargets builds the flow shape "choose_targets":
// A sentence that only names targets ("Choisissez jusqu'à X créatures
// ciblées.") declares them for the sentences after it.
func flowChooseTargets(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowChooseOpponent builds the flow shape "choose_opponent":
// "Choisissez un adversaire au hasard." on its own: "ce joueur" after it.
func flowChooseOpponent(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
	rd.lastPl = "chosen_player"
	*out = append(*out, &rules.Effect{Op: "choose_opponent"})
	return nil
}

// flowUnless builds the flow shape "unless":
// "X à moins que C": X only when C fails.
func flowUnless(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	c, err := rd.condition(m["cond"])
	if err != nil {
		// "Sacrifice it unless you discard a card": a cost, not a state.
		if done, aerr := rd.unlessAction(m["cond"], m["rest"], out); done {
			return aerr
		}
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
}

// flowExileIfItWouldDie builds the flow shape "exile_if_it_would_die":
// "Vous pouvez jouer cette carte depuis l'exil ce tour-ci" after
// the ability exiled it.
// "Si cette créature devait mourir ce tour-ci, exilez-la à la
// place": a replacement effect on the creature the ability named,
// whatever would make it die this turn.
func flowExileIfItWouldDie(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if rd.last == "" || rd.last == "self" {
		return unreadf("\"if that creature would die\" with no creature named before it")
	}
	u, err := rd.until(m["until"])
	if err != nil {
		return err
	}
	*out = append(*out, &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Kind: "dies", What: rd.last, Until: u})
	return nil
}

// flowMayPlayThatCard builds the flow shape "may_play_that_card".
func flowMayPlayThatCard(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowChooseUptoThatMany builds the flow shape "choose_upto_that_many":
// "Ciblez jusqu'à autant de créatures" in a reflexive trigger after a
// discard of any number: a slot of up to that many, counted as it
// triggers; "chacune" then names them.
func flowChooseUptoThatMany(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
	rd.noteMany(rd.last)
	if r := m["rest"]; r != "" {
		effs, err := rd.clauses(r, rd.lx.effects)
		if err != nil {
			return err
		}
		*out = append(*out, effs...)
	}
	return nil
}

// flowManaFor builds the flow shape "mana_for":
// "Ne dépensez ce mana que pour …" after "ajoutez …" (106.6).
func flowManaFor(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowRevealedToHandRestBottom builds the flow shape "revealed_to_hand_rest_bottom":
// "Mettez cette carte dans votre main et le reste au-dessous de votre
// bibliothèque dans un ordre aléatoire", after reveal_until.
func flowRevealedToHandRestBottom(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
	if n := len(*out); n == 0 || (*out)[n-1].Op != "reveal_until" {
		return unreadf("\"put that card into your hand and the rest on the bottom\" without cards revealed before")
	}
	(*out)[len(*out)-1].Zone = "hand"
	return nil
}

// flowAtYourNextEndStep builds the flow shape "at_your_next_end_step":
// "Sacrifiez-la au début de votre prochaine étape de fin": a delayed
// trigger, once.
func flowAtYourNextEndStep(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowBecomeCopiesUntil builds the flow shape "become_copies_until".
func flowBecomeCopiesUntil(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	effs, err := one(buildBecomeCopiesUntil)(rd, m)
	*out = append(*out, effs...)
	return err
}

// flowAtTheNextEndStep builds the flow shape "at_the_next_end_step":
// "Renvoyez-la … au début de la prochaine étape de fin": a delayed
// trigger at the next end step, whoever's turn it is (603.7).
func flowAtTheNextEndStep(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowIfAfter builds the flow shape "if_after".
func flowIfAfter(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowPileChooser builds the flow shape "pile_chooser":
// "Un adversaire choisit un de ces tas."
func flowPileChooser(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowPileOutcome builds the flow shape "pile_outcome":
// "Mettez les cartes de ce tas dans votre main et le reste au-dessous
// de votre bibliothèque …": what the piles instruction does.
func flowPileOutcome(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	if lastPiles(*out) == nil {
		return unreadf("\"the cards of that pile\" after no piles")
	}
	return nil
}

// flowReflexiveRevealed builds the flow shape "reflexive_revealed":
// "Quand vous révélez au moins une carte non-terrain de cette manière,
// …": a reflexive trigger (603.12), with its own targets.
func flowReflexiveRevealed(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowChooseDistinctMv builds the flow shape "choose_distinct_mv":
// "Choisissez n'importe quel nombre de créatures avec des valeurs de
// mana différentes."
func flowChooseDistinctMv(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return err
	}
	n.max = 0 // any number
	return chooseMany(rd, n, "distinct_mv", out)
}

// flowTokensForTheDifference builds the flow shape "tokens_for_the_difference":
// "Si vous avez créé moins de deux jetons de cette manière, créez un
// nombre de jetons de … égal à la différence": the copies made just
// before count.
func flowTokensForTheDifference(rd *reader, m map[string]string, out *[]*rules.Effect) error {
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
}

// flowRepeatOnceIf builds the flow shape "repeat_once_if":
// "Puis si vous contrôlez au moins six terrains, répétez ce processus
// une fois": the instructions so far, once more when the condition
// holds.
func flowRepeatOnceIf(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if len(*out) == 0 {
		return unreadf("\"repeat this process\" with nothing before it")
	}
	c, err := rd.condition(m["cond"])
	if err != nil {
		return err
	}
	*out = append(*out, &rules.Effect{Op: "if", If: c, Then: slices.Clone(*out)})
	return nil
}

// flowDamagePlusThisTurn builds the flow shape "damage_plus_this_turn":
// "Si une source que vous contrôlez devait infliger des blessures ce
// tour-ci, elle inflige autant de blessures plus 1 à la place": a
// damage replacement for the rest of the turn.
func flowDamagePlusThisTurn(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n, err := rd.number(m["n"])
	if err != nil {
		return err
	}
	*out = append(*out, &rules.Effect{Op: "damage_plus", N: n, Filter: rules.MustParseFilter("you_control"), Until: "this_turn"})
	return nil
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
