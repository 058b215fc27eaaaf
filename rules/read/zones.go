package read

import (
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildSacrificeObject builds the effect shape "sacrifice_object".
func buildSacrificeObject(rd *reader, m map[string]string) (*rules.Effect, error) {
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
	if n.all {
		// "Sacrifice all creatures you control": every one.
		f, _, err := rd.sacrificeOf("you", m["obj"], false)
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "sacrifice", What: "all:" + f}, nil
	}
	if n.max > n.min && n.max > 1 {
		// "Sacrifice any number of creatures": as many as the player
		// chooses, which the op, sacrificing an exact number, does not
		// ask (it sacrificed one).
		return nil, unreadf("sacrifice %q: a number the player chooses", m["obj"])
	}
	// "Sacrifiez une créature": one of yours, chosen as it resolves.
	f := strings.TrimSpace(n.filter() + " you_control")
	pf, err := rules.ParseFilter(f)
	if err != nil {
		return nil, unreadf("sacrifice %q: %v", m["obj"], err)
	}
	rd.sacrificed = sacrificedRef(max(n.min, 1), "")
	return &rules.Effect{Op: "sacrifice", N: rules.ConstExpr(max(n.min, 1)), Filter: pf}, nil
}

// After an instruction that sacrifices a permanent chosen as it resolves,
// an amount of "that creature", « cette créature », "its power" is of the
// permanent sacrificed: "sacrificed_now", which the engine remembers as
// it last existed, when one player sacrifices one permanent;
// sacrificedGone when several are, which no reference names one by one.
// Before, those amounts were the card's own ("sacrifice another creature.
// You gain X life, where X is that creature's power" gained the card's
// power). Only amounts: a permanent gone gains and gets nothing, and "If
// you do, it gets +2/+2" after "sacrifice a Blood token" is the card.
const sacrificedGone = "?sacrificed"

// sacrificedRef is what the reader remembers as last named after player
// who ("" or "you": the controller) sacrifices n permanents.
func sacrificedRef(n int, who string) string {
	if n != 1 || (who != "" && who != "you" && !strings.HasPrefix(who, "t") && who != "them" && who != "chosen_player") {
		return sacrificedGone
	}
	return "sacrificed_now"
}

// buildReturnToBattlefield builds the effect shape "return_to_battlefield".
func buildReturnToBattlefield(rd *reader, m map[string]string) (*rules.Effect, error) {
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
		// cimetière, ~": an ability that functions from the graveyard.
		if ref, err = rd.graveyardAbility(obj + " " + m["gy"]); err != nil {
			return nil, err
		}
	}
	e := &rules.Effect{Op: "move", What: ref, Zone: "battlefield", Tapped: m["tapped"] != ""}
	if err := rd.withCounter(e, m["kind"]); err != nil {
		return nil, err
	}
	if strings.HasPrefix(ref, "all:") {
		// "Return all artifact cards from your graveyard to the
		// battlefield. They gain haste": the permanents they became (the
		// engine remembers them as moved), not the cards the filter still
		// finds in the graveyard.
		rd.last = "moved"
	}
	return e, nil
}

// buildReturnToHand builds the effect shape "return_to_hand".
func buildReturnToHand(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "move", What: ref, Zone: "hand"}, nil
}

// buildSacrifice builds the effect shape "sacrifice".
func buildSacrifice(rd *reader, m map[string]string) (*rules.Effect, error) {
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
	_, counted := m["n"]
	f, all, err := rd.sacrificeOf(who, m["what"], counted)
	if err != nil {
		return nil, err
	}
	if all {
		// "Each player sacrifices all creatures they control": every
		// one, each by its controller.
		return &rules.Effect{Op: "sacrifice", What: "all:" + f}, nil
	}
	pf, err := rules.ParseFilter(f)
	if err != nil {
		return nil, unreadf("sacrifice %q: %v", m["what"], err)
	}
	e := &rules.Effect{Op: "sacrifice", N: n, Filter: pf}
	if who != "you" {
		e.To = who
	}
	count, _ := strconv.Atoi(n.String())
	rd.sacrificed = sacrificedRef(count, who)
	return e, nil
}

// buildAttachSelf builds the effect shape "attach_self".
func buildAttachSelf(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "attach", To: ref}, nil
}

// buildOppGraveyardToExile builds the effect shape "opp_graveyard_to_exile":
// "Si une carte devait être mise dans le cimetière d'un adversaire
// d'où qu'elle vienne, exilez-la à la place."
func buildOppGraveyardToExile(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: rules.MustParseFilter("card opp_own")}, nil
}

// buildBeginOnBattlefield builds the effect shape "begin_on_battlefield".
func buildBeginOnBattlefield(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "begin_on_battlefield"}, nil
}

// buildEntersTapped builds the effect shape "enters_tapped".
func buildEntersTapped(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "enters_tapped"}, nil
}

// buildEntersTappedUnless builds the effect shape "enters_tapped_unless":
// "~ arrive engagée à moins que C": it enters tapped when C fails.
func buildEntersTappedUnless(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rd.condition(m["cond"])
	if err != nil {
		return nil, err
	}
	nc, err := negate(c)
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "enters_tapped", If: nc}, nil
}

// buildExiledToHand builds the effect shape "exiled_to_hand".
func buildExiledToHand(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "move", What: "exiled", Zone: "hand"}, nil
}

// buildReturnThatCard builds the effect shape "return_that_card":
// "Renvoyez cette carte sous votre contrôle avec un marqueur
// « fatalité » sur elle": the card of the creature that died.
func buildReturnThatCard(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.when == "" {
		return nil, unreadf("\"that card\" without a trigger about a card")
	}
	e := &rules.Effect{Op: "move", What: "it_cards", Zone: "battlefield", To: "you"}
	if err := rd.withCounter(e, m["kind"]); err != nil {
		return nil, err
	}
	return e, nil
}

// buildPutBatchOntoBattlefield builds the effect shape "put_batch_onto_battlefield":
// "Mettez-la, engagée, sur le champ de bataille" after cards put into
// your graveyard from your library: those of the trigger's kind, still
// there.
func buildPutBatchOntoBattlefield(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.when != "milled_batch" || rd.whenFilter == nil {
		return nil, unreadf("\"put it onto the battlefield\" without cards put into the graveyard before")
	}
	pf, err := rules.ParseFilter(rd.whenFilter.String() + " in:graveyard among:batch")
	if err != nil {
		return nil, unreadf("the cards milled: %v", err)
	}
	return &rules.Effect{Op: "move", Filter: pf, Zone: "battlefield", Tapped: true}, nil
}

// buildDreadCardToHand builds the effect shape "dread_card_to_hand":
// "Mettez dans votre main une carte que vous avez mise dans votre
// cimetière de cette manière", after "whenever you manifest dread":
// the card the event put there, if it is still there.
func buildDreadCardToHand(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.when != "manifest_dread" {
		return nil, unreadf("\"the card put into your graveyard this way\" outside a manifest dread trigger")
	}
	return &rules.Effect{Op: "move", What: "it", Zone: "hand"}, nil
}

// buildYourGraveyardToExile builds the effect shape "your_graveyard_to_exile":
// "Si une carte devait être mise dans votre cimetière d'où qu'elle
// vienne ce tour-ci, exilez-la à la place": tokens are not cards.
func buildYourGraveyardToExile(rd *reader, m map[string]string) (*rules.Effect, error) {
	u, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: rules.MustParseFilter("card you_own"), Until: u}, nil
}

// buildSacrificeOrDiscard builds the effect shape "sacrifice_or_discard":
// "Chaque adversaire peut sacrifier un permanent non-terrain ou se
// défausser d'une carte."
func buildSacrificeOrDiscard(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	pf, err := rd.parsedFilter(m["what"], "sacrifice")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "sacrifice_or_discard", To: who, Filter: pf}, nil
}

// buildReturnUnderYourControl builds the effect shape "return_under_your_control":
// "Renvoyez-la sur le champ de bataille sous votre contrôle": the card
// returns under your control, a new object that the sentences after
// call moved.
func buildReturnUnderYourControl(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	rd.last = "moved"
	return &rules.Effect{Op: "move", What: ref, Zone: "battlefield", To: "you"}, nil
}

// buildOppGraveyardToExileNotYours builds the effect shape "opp_graveyard_to_exile_not_yours":
// "Si une carte que vous ne contrôliez pas devait être mise dans le
// cimetière d'un adversaire d'où qu'elle vienne, exilez-la à la place."
func buildOppGraveyardToExileNotYours(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "redirect", Zone: "graveyard", NewZone: "exile", Filter: rules.MustParseFilter("card opp_own opp_control")}, nil
}

// buildExileUntil builds the effect shape "exile_until":
// "Exilez les cartes du dessus de votre bibliothèque jusqu'à ce que vous
// exiliez une carte non-terrain": "cette carte" after it is that card.
func buildExileUntil(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "exile until")
	if err != nil {
		return nil, err
	}
	rd.last = "hit"
	return &rules.Effect{Op: "exile_until", Filter: pf}, nil
}

// buildPutPerType builds the effect shape "put_per_type".
func buildPutPerType(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "card types among")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "put_per_type", Filter: pf, Optional: true}, nil
}

// buildPutOneAmong builds the effect shape "put_one_among":
// "Puis vous mettez sur le champ de bataille, sous votre contrôle, une
// carte de permanent parmi les cartes meulées": one chosen as it
// resolves.
func buildPutOneAmong(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "put onto the battlefield")
	if err != nil {
		return nil, err
	}
	return []*rules.Effect{{Op: "choose", Filter: pf, What: "milled"},
		{Op: "move", What: "choice", Zone: "battlefield", To: "you"}}, nil
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
		if len(parts) < 2 || rd.lx.alternatives(m["obj"]) {
			// « l'artefact ciblé, la créature ciblée ou l'enchantement
			// ciblé »: one of them, not each.
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

// exiledBefore reports whether one of effs exiles what ref names.
func exiledBefore(effs []*rules.Effect, ref string) bool {
	for _, e := range effs {
		if e.Op == "exile" && e.What == ref {
			return true
		}
	}
	return false
}
