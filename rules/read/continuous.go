package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildPump builds the effect shape "pump":
// Continuous instructions, from resolving abilities or static ones.
func buildPump(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "pump", m)
	if err != nil {
		return nil, err
	}
	e.P, e.T = rd.ptValue(m["p"]), rd.ptValue(m["t"])
	return e, nil
}

// buildGrant builds the effect shape "grant".
func buildGrant(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildNoFaceUp builds the effect shape "no_face_up".
func buildNoFaceUp(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "no_face_up", m)
}

// buildBecomes builds the effect shape "becomes":
// "… devient une créature-enchantement Horreur en plus de ses autres
// types", "diventa una creatura Spirito 0/0 in aggiunta …".
func buildBecomes(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	tok, err := rd.tokenSpec(m["what"])
	if err != nil {
		return nil, err
	}
	e, err := readContinuous(rd, "add_types", m)
	if err != nil {
		return nil, err
	}
	for _, t := range tokenKindTypes(tok.Kind) {
		e.Types = append(e.Types, t)
	}
	if tok.Name != "" {
		e.Subtypes = []string{tok.Name}
	}
	if m["until"] == "" && rd.sentenceUntil == "" && !rd.static && !rd.eotPrefix {
		// Without a stated duration the change lasts (611.2a); "… with
		// trample and haste in addition to its other types until end of
		// turn" states it at the end of the sentence (sentenceUntil).
		e.Until = "game"
	}
	out := []*rules.Effect{e}
	// The colour and abilities the description names are the permanent's
	// too ("a 3/3 Sphinx creature with flying"), as buildBecomesCreature
	// reads them.
	if tok.Colors != "" {
		c := withOp(e, "set_colors")
		c.Types, c.Subtypes, c.Colors = nil, nil, tok.Colors
		out = append(out, c)
	}
	if tok.Keywords != nil || tok.Ability != nil {
		g := withOp(e, "grant")
		g.Types, g.Subtypes, g.Keywords, g.Ability = nil, nil, tok.Keywords, tok.Ability
		out = append(out, g)
	}
	if tok.PT != "" {
		p, t, _ := strings.Cut(tok.PT, "/")
		pt := *e
		pt.Op, pt.Types, pt.Subtypes = "set_pt", nil, nil
		pt.P, pt.T = rd.ptValue("+"+p), rd.ptValue("+"+t)
		out = append(out, &pt)
	}
	return out, nil
}

// buildLoseAbilities builds the effect shape "lose_abilities".
func buildLoseAbilities(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "lose_abilities", m)
}

// buildControl builds the effect shape "control". A change of control
// whose text states no duration lasts (611.2a: "Gain control of target
// creature" is for the rest of the game); readContinuous's default, the
// end of the turn, is for pumps and grants, which always say it.
func buildControl(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "control", m)
	if err != nil || rd.static {
		return e, err
	}
	if strings.TrimSpace(m["until"]) == "" && rd.sentenceUntil == "" {
		e.Until = "game"
	}
	return e, nil
}

// buildNoMaxHand builds the effect shape "no_max_hand".
func buildNoMaxHand(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "no_max_hand", Affects: "you"}, nil
}

// buildPumpPerType builds the effect shape "pump_per_type":
// "… gagne +1/+1 pour chaque type de carte parmi les cartes dans votre
// cimetière."
func buildPumpPerType(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "pump", m)
	if err != nil {
		return nil, err
	}
	per := func(s string) (*rules.Expr, error) {
		return rules.ParseExpr(rd.ptValue(s).String() + " * types_in_graveyard(you)")
	}
	if e.P, err = per(m["p"]); err != nil {
		return nil, unreadf("pump per type: %v", err)
	}
	if e.T, err = per(m["t"]); err != nil {
		return nil, unreadf("pump per type: %v", err)
	}
	return e, nil
}

// buildLoseKeywords builds the effect shape "lose_keywords":
// "Marvin a toutes les capacités activées des créatures que vous
// contrôlez qui n'ont pas le même nom que cette créature".
func buildLoseKeywords(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "lose_keywords", m)
	if err != nil {
		return nil, err
	}
	if e.Keywords, err = rd.keywords(m["kw"]); err != nil {
		return nil, err
	}
	return e, nil
}

// buildIgnoreHexproof builds the effect shape "ignore_hexproof".
func buildIgnoreHexproof(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "ignore_hexproof", m)
}

// buildNoWard builds the effect shape "no_ward":
// "Les capacités de parade de ces créatures ne se déclenchent
// pas": of the creatures the sentence before named.
func buildNoWard(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "no_ward", m)
}

// buildPumpPerTapped builds the effect shape "pump_per_tapped":
// "… gagnent +1/+1 jusqu'à la fin du tour pour chaque créature
// engagée de cette manière".
func buildPumpPerTapped(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildPumpPer builds the effect shape "pump_per": « … gagne +1/+1 pour
// chaque forêt que vous contrôlez »: the bonus times the number of objects
// the phrase names, counted continuously by a static ability and once as
// a resolving ability begins its effect (608.2h).
func buildPumpPer(rd *reader, m map[string]string) (*rules.Effect, error) {
	cnt, err := rd.perCount(m["what"])
	if err != nil {
		return nil, err
	}
	e, err := readContinuous(rd, "pump", m)
	if err != nil {
		return nil, err
	}
	per := func(v string) (*rules.Expr, error) {
		x := rd.ptValue(v).String()
		switch {
		case x == "0":
			return rules.ConstExpr(0), nil
		case x == "1":
			return rules.ParseExpr(cnt)
		case strings.Trim(x, "0123456789") != "":
			// -1, -X: a sign or a name.
			x = "(" + x + ")"
		}
		return rules.ParseExpr(x + " * " + cnt)
	}
	if e.P, err = per(m["p"]); err != nil {
		return nil, unreadf("pump: %v", err)
	}
	if e.T, err = per(m["t"]); err != nil {
		return nil, unreadf("pump: %v", err)
	}
	return e, nil
}

// buildControllerChoosesOneTarget builds the effect shape "controller_chooses_one_target":
// "Ce joueur choisit l'une de ces créatures", after targets all
// controlled by one player: that player's choice, made as the spell
// resolves among the targets still legal (the resolution's choice;
// the only one left when the other has become illegal).
func buildControllerChoosesOneTarget(rd *reader, _ map[string]string) (*rules.Effect, error) {
	n := len(rd.ab.Targets)
	if rd.last != "targets" || n == 0 || !rd.ab.Targets[n-1].SameController {
		return nil, unreadf("\"that player chooses one of those creatures\" without targets of one controller")
	}
	return &rules.Effect{Op: "choose", What: "targets", Name: "choice"}, nil
}

// buildMaxHandMinusTypes builds the effect shape "max_hand_minus_types":
// "La taille de main maximum de chaque adversaire est égale à sept
// moins le nombre de ces types de carte", after the delirium condition
// that counts the card types among the cards in your graveyard.
func buildMaxHandMinusTypes(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildSetBasePtExpr builds the effect shape "set_base_pt_expr":
// "Les créatures que vous contrôlez ont une force et une endurance de
// base chacune égales au nombre de …": base power and toughness set
// to one amount, counted continuously (layer 7b).
func buildSetBasePtExpr(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildCdaPtExpr builds the effect shape "cda_pt_expr": « La force et
// l'endurance de ~ sont chacune égales au nombre de … »: a
// characteristic-defining ability (604.3, layer 7a), counted continuously.
func buildCdaPtExpr(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.amount(m["expr"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "cda_pt", P: n, T: n, Affects: "self"}, nil
}

// buildControlAll builds the effect shape "control_all":
// "Acquérez le contrôle de tous les permanents non-terrain que vos
// adversaires contrôlent jusqu'à la fin du tour. Dégagez ces
// permanents.": the set is fixed as the ability resolves (611.2c), so
// "ces permanents" are those, not the permanents the filter matches
// after the change of control.
func buildControlAll(rd *reader, m map[string]string) ([]*rules.Effect, error) {
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
}

// buildControlTheRest builds the effect shape "control_the_rest":
// "Vous acquérez le contrôle du reste": of the chosen objects but the
// one chosen from them.
func buildControlTheRest(rd *reader, _ map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "control", What: "all:among:chosen except:spared", Until: "game"}, nil
}

// buildNoMaxHandUntil builds the effect shape "no_max_hand_until":
// "Il n'y a pas de limite au nombre de cartes dans votre main jusqu'à
// votre prochain tour": a player rule begun by a resolving ability.
func buildNoMaxHandUntil(rd *reader, m map[string]string) (*rules.Effect, error) {
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	if rd.static || until == "" {
		return nil, unreadf("no maximum hand size for a while: only from a resolving ability")
	}
	return &rules.Effect{Op: "no_max_hand", What: "you", Until: until}, nil
}
