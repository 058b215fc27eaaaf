package read

import (
	"cmp"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildDamage builds the effect shape "damage".
func buildDamage(rd *reader, m map[string]string) (*rules.Effect, error) {
	before := rd.last
	src, err := rd.damageSource(m["src"])
	if err != nil {
		return nil, err
	}
	if m["src"] == "" && rd.whenFilter != nil && rd.last == "it" {
		// "Ogniqualvolta una creatura entra …, infligge danno pari alla
		// sua forza": a clause without a subject goes on with the
		// trigger's object.
		src = "it"
	}
	var n *rules.Expr
	each := rd.lx.fixedRefs[strings.TrimSpace(m["to"])]
	if a, ok := m["expr"]; ok {
		rd.possessor = cmp.Or(src, "self")
		n, err = rd.ownCountOf(each, func() (*rules.Expr, error) { return rd.damageAmount(a, src, before, m) })
		rd.possessor = ""
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
	ref = rd.pronounPastSubject(to, ref, before)
	if ref == "self" && (src == "" || src == "self") && rd.lx.fixedRefs[strings.TrimSpace(to)] == "@last" {
		// "~ deals 2 damage to them": the card just named as the source
		// is not what the pronoun names ("itself" would); its referent is
		// further back (a player a trigger is about), unread.
		return nil, unreadf("damage to %q: the pronoun would name the source itself", to)
	}
	rd.damageTo = ref
	if eachOfPlayers(each) && ref == each {
		// "… deals damage to each opponent equal to the number of lands
		// that player controls": each of them their own count.
		return eachPlayerOwn(each, &rules.Effect{Op: "damage", N: n, To: ref, Source: src}), nil
	}
	return &rules.Effect{Op: "damage", N: n, To: otherThanSource(ref, src), Source: src}, nil
}

// buildPreventCombat builds the effect shape "prevent_combat": « Prévenez
// toutes les blessures de combat qui devraient être infligées ce tour-ci »
// (a Fog), for its duration. All damage, not only combat damage, is
// another instruction the engine has no op for: unread.
func buildPreventCombat(rd *reader, m map[string]string) (*rules.Effect, error) {
	if m["combat"] == "" {
		return nil, unreadf("preventing all damage, not only combat damage: no such op")
	}
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	if until == "" {
		return nil, unreadf("preventing combat damage without a duration")
	}
	return &rules.Effect{Op: "prevent_combat", Until: until}, nil
}

// buildPrevent builds the effect shape "prevent": « Prévenez toutes les
// blessures qui devraient être infligées à la créature ciblée ce tour-ci »,
// « Prévenez, ce tour-ci, les 3 prochaines blessures qui devraient être
// infligées à une cible » (n: a shield of that much damage). The engine's
// prevention covers what it names as it begins, for a duration: a
// resolving ability must name one (pre: a duration written before the
// object), and a static prevention is unread.
func buildPrevent(rd *reader, m map[string]string) (*rules.Effect, error) {
	until, err := rd.until(cmp.Or(m["until"], m["pre"]))
	if err != nil {
		return nil, err
	}
	switch {
	case rd.static && (until != "" || m["n"] != "" || m["one"] != ""):
		return nil, unreadf("a static prevention for a duration or of the next damage")
	case rd.static:
		// « Prévenez toutes les blessures qui devraient être infligées à
		// ~ »: for as long as the permanent is there.
	case until == "":
		return nil, unreadf("preventing damage without a duration")
	}
	// you: the recipient is you, a pronoun before the verb ("qui
	// devraient vous être infligées", "che ti verrebbe inflitto").
	ref := "you"
	if m["you"] == "" {
		if ref, err = rd.object(m["to"]); err != nil {
			return nil, err
		}
	}
	e := &rules.Effect{Op: "prevent", What: ref, Until: until}
	switch {
	case rd.static:
		e = &rules.Effect{Op: "prevent", Affects: ref}
	case strings.HasPrefix(ref, "all:"):
		// « … aux créatures que vous contrôlez ce tour-ci »: a
		// prevention is not locked in (611.2c): it covers what matches
		// as damage would be dealt, a creature arriving later included.
		pf, err := rules.ParseFilter(strings.TrimPrefix(ref, "all:"))
		if err != nil {
			return nil, unreadf("prevent: %v", err)
		}
		e = &rules.Effect{Op: "prevent", Filter: pf, Until: until}
	}
	switch {
	case m["one"] != "":
		e.N = rules.ConstExpr(1)
	case m["n"] != "":
		if e.N, err = rd.number(m["n"]); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// otherThanSource reads "each other creature" after another source than the
// card (« une créature ciblée … inflige … à chaque autre créature »): other
// than that source, which would otherwise deal damage to itself.
func otherThanSource(ref, src string) string {
	if src == "" || src == "self" || !strings.HasPrefix(ref, "all:") {
		return ref
	}
	ws := strings.Fields(strings.TrimPrefix(ref, "all:"))
	if i := slices.Index(ws, "other"); i >= 0 {
		ws[i] = "except:" + src
	}
	return "all:" + strings.Join(ws, " ")
}

// buildDoubleNoncombat builds the effect shape "double_noncombat":
// "Si une source que vous contrôlez devrait infliger des blessures
// non-combat … tant que C, elle inflige le double …": the static
// ability holds while C does.
func buildDoubleNoncombat(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rd.condition(m["cond"])
	if err != nil {
		return nil, err
	}
	if rd.ab.If != nil {
		return nil, unreadf("two conditions on one static ability")
	}
	rd.ab.If = c
	return &rules.Effect{Op: "damage_double", Kind: "noncombat", Filter: rules.MustParseFilter("you_control")}, nil
}

// buildDamageAgain builds the effect shape "damage_again":
// "~ inflige 6 blessures à la place": to the recipient of the
// damage it replaces, the spell's first target when the spell's
// paragraphs before this one hold it.
func buildDamageAgain(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildDamageThatMuch builds the effect shape "damage_that_much":
// "inflige autant de blessures": the amount of the event, or what
// the condition before it counted.
func buildDamageThatMuch(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildDamageChosenOtherCantBlock builds the effect shape "damage_chosen_other_cant_block":
// "~ inflige 5 blessures à cette créature, et l'autre ne peut pas
// bloquer ce tour-ci": the creature chosen in the paragraph before,
// and the other target.
func buildDamageChosenOtherCantBlock(rd *reader, m map[string]string) ([]*rules.Effect, error) {
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
}

// buildDamageCommanderMv builds the effect shape "damage_commander_mv":
// "… un nombre de blessures égal à la valeur de mana de votre
// commandant": the commander is chosen as the ability resolves (one
// of several, with partners).
func buildDamageCommanderMv(rd *reader, m map[string]string) ([]*rules.Effect, error) {
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
}

// buildDamageTotalMv builds the effect shape "damage_total_mv":
// "… inflige un nombre de blessures égal à sa valeur de mana totale à
// n'importe quelle cible": the cards revealed this way.
func buildDamageTotalMv(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// damagePlus builds the replacement that increases the damage sources you
// control deal to an opponent by {n}; kind is combat, noncombat or either.
func damagePlus(kind string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "damage_plus", N: n, Kind: kind, To: "opponent", Filter: rules.MustParseFilter("you_control")}, nil
	})
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
	if ref == "self" || !each && (ref == "targets" || rd.lx.objectPronoun(s) && ref == rd.lastMany) {
		return "", nil
	}
	return ref, nil
}
