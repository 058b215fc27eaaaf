package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildExtraCombat builds the effect shape "extra_combat".
func buildExtraCombat(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "extra_combat"}, nil
}

// buildUnblockable builds the effect shape "unblockable".
func buildUnblockable(rd *reader, m map[string]string) (*rules.Effect, error) {
	return unblockableThisTurn(readContinuous(rd, "unblockable", m))
}

// buildCantBlock builds the effect shape "cant_block".
func buildCantBlock(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "cant_block", m)
}

// buildNoUntap builds the effect shape "no_untap".
func buildNoUntap(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "no_untap", m)
}

// buildCantAttackOrBlock builds the effect shape "cant_attack_or_block".
func buildCantAttackOrBlock(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "cant_attack_or_block", m)
}

// buildUntapUpto builds the effect shape "untap_upto":
// "dégagez jusqu'à X terrains": up to N objects chosen as it resolves
// (resolve's choices, else the first tapped ones).
func buildUntapUpto(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	pf, err := rd.parsedFilter(m["what"], "untap")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "untap", N: n, Filter: pf}, nil
}

// buildMustAttack builds the effect shape "must_attack":
// "La Monstruosité ursidée attaque ce joueur pendant ce combat si
// possible."
func buildMustAttack(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "must_attack", What: ref, To: who, Until: "end_of_combat"}, nil
}

// buildUntapDuringOthers builds the effect shape "untap_during_others".
func buildUntapDuringOthers(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "untap_during_others", m)
}

// buildCantBeBlockedBy builds the effect shape "cant_be_blocked_by":
// "~ ne peut pas être bloquée par les nitescences".
func buildCantBeBlockedBy(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildTapAnyNumber builds the effect shape "tap_any_number":
// "Engagez n'importe quel nombre de créatures dégagées que vous
// contrôlez": the engine taps every one of them, a choice the
// player may make (size(tapped) counts them).
func buildTapAnyNumber(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "tap")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "tap", Filter: pf}, nil
}

// buildCantAttackOrBlockAlone builds the effect shape "cant_attack_or_block_alone":
// "Cette créature ne peut pas attaquer ou bloquer seule": the
// engine's keywords of rule 506.5.
func buildCantAttackOrBlockAlone(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "grant", m)
	if err != nil {
		return nil, err
	}
	e.Keywords = []string{"cant_attack_alone", "cant_block_alone"}
	return e, nil
}

// buildMustAttackOwner builds the effect shape "must_attack_owner":
// "Chacun d'eux attaque son propriétaire ce tour-ci si possible."
func buildMustAttackOwner(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.last == "" {
		return nil, unreadf("\"each of them attacks its owner\" names nothing before it")
	}
	return &rules.Effect{Op: "must_attack_owner", What: rd.last, Until: "this_turn"}, nil
}

// buildCantAttack builds the effect shape "cant_attack": « ~ ne peut pas
// attaquer ».
func buildCantAttack(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "cant_attack", m)
}

// buildCantAttackAlone builds the effect shape "cant_attack_alone": « ~ ne
// peut pas attaquer seul »: the engine's keyword of rule 506.5.
func buildCantAttackAlone(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "grant", m)
	if err != nil {
		return nil, err
	}
	e.Keywords = []string{"cant_attack_alone"}
	return e, nil
}

// buildUntargetable builds the effect shape "untargetable": « ~ ne peut
// pas être la cible de sorts ou de capacités » is shroud word for word
// (702.18a), « … que vos adversaires contrôlent » hexproof (702.11b).
func buildUntargetable(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "grant", m)
	if err != nil {
		return nil, err
	}
	e.Keywords = []string{"shroud"}
	if m["opp"] != "" {
		e.Keywords = []string{"hexproof"}
	}
	return e, nil
}

// buildBlockedOnlyBy builds the effect shape "blocked_only_by": « ~ ne peut
// pas être bloquée excepté par des créatures noires », « … ne peut être
// bloquée que par des murs »: creatures without the one quality the phrase
// names can't block it (cant_be_blocked_by, of the negated quality). A
// phrase of several qualities, or of alternatives, has no single negation
// in a filter: unread.
func buildBlockedOnlyBy(rd *reader, m map[string]string) (*rules.Effect, error) {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	ws := slices.DeleteFunc(strings.Fields(f), func(w string) bool { return w == "creature" })
	if len(ws) != 1 || strings.Contains(ws[0], "|") || strings.HasPrefix(ws[0], "in:") {
		return nil, unreadf("blocked only by %q: not one quality to negate", m["what"])
	}
	kind := "!" + ws[0]
	if strings.HasPrefix(ws[0], "!") {
		kind = ws[0][1:]
	}
	e, err := readContinuous(rd, "cant_be_blocked_by", m)
	if err != nil {
		return nil, err
	}
	e.Kind = kind
	return e, nil
}

// buildBlockOnly builds the effect shape "block_only": « ~ ne peut
// bloquer que les créatures avec le vol »: it can block only attackers the
// phrase names.
func buildBlockOnly(rd *reader, m map[string]string) (*rules.Effect, error) {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	e, err := readContinuous(rd, "block_only", m)
	if err != nil {
		return nil, err
	}
	e.Kind = f
	return e, nil
}

// buildBlockAsFlying builds the effect shape "block_as_flying": « ~ peut
// bloquer comme s'il avait le vol »: the engine's keyword of that
// permission (it blocks creatures with flying; it is not flying).
func buildBlockAsFlying(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "grant", m)
	if err != nil {
		return nil, err
	}
	e.Keywords = []string{"block_as_flying"}
	return e, nil
}

// buildExtraBlocks builds the effect shape "extra_blocks": « ~ peut
// bloquer une créature supplémentaire »: N more attackers.
func buildExtraBlocks(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	e, err := readContinuous(rd, "extra_blocks", m)
	if err != nil {
		return nil, err
	}
	e.N = n
	return e, nil
}

// buildFight builds the effect shape "fight": « la créature ciblée que
// vous contrôlez se bat contre une créature ciblée que vous ne contrôlez
// pas »: each deals damage equal to its power to the other (701.14).
func buildFight(rd *reader, m map[string]string) (*rules.Effect, error) {
	what := rd.last
	if what == "" && !rd.env.spell {
		// "Quando ~ entra, lotta con …": the subject left out is the card.
		what = "self"
	}
	if m["obj"] != "" {
		var err error
		if what, err = rd.object(m["obj"]); err != nil {
			return nil, err
		}
	}
	if what == "" || strings.HasPrefix(what, "all:") || what == "targets" {
		return nil, unreadf("fight: %q is not one creature", m["obj"])
	}
	to, err := rd.object(m["to"])
	if err != nil {
		return nil, err
	}
	if strings.HasPrefix(to, "all:") || to == "targets" {
		return nil, unreadf("fight: %q is not one creature", m["to"])
	}
	return &rules.Effect{Op: "fight", What: what, To: to}, nil
}

// buildCantActivate builds the effect shape "cant_activate": « … et ses
// capacités activées ne peuvent pas être activées »: of what the sentence
// named.
func buildCantActivate(rd *reader, m map[string]string) (*rules.Effect, error) {
	if m["obj"] == "" && rd.last == "" {
		return nil, unreadf("\"its activated abilities\" of nothing named")
	}
	return readContinuous(rd, "cant_activate", m)
}
