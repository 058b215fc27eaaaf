package read

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Conditions read by their grammar (subject × predicate) rather than one
// shape per card: the defending player's permanents, and an action of
// yours after "unless" that is a cost paid as the instruction resolves
// ("sacrifice it unless you discard a card"). Kept apart from
// condition_shapes.go so that branches merge without touching its lines.
func init() {
	maps.Copy(builders.conds, conditionGrammarBuilders)
}

// conditionGrammarBuilders are the condition builders of this file.
var conditionGrammarBuilders = map[string]condBuilder{
	"defending_controls":    condDefendingControls(false),
	"defending_controls_no": condDefendingControls(true),
	"control_none":          filterCond("count(%s you_control) == 0"),
	"control_exactly":       condControlExactly,
	"obj_power_at_least":    condObjNumber("power(%s) >= %d"),
	"obj_counters_at_least": condObjCounters,
	"cast_main_phase":       condCastMainPhase,
	"shares_creature_type":  condSharesCreatureType,
	"opp_controls":          filterCond("count(%s opp_control) > 0"),
	"opp_controls_at_least": countFilterCond("most_controlled(each_opponent, %s) >= %d"),
	"hand_fewer_than":       numCond("hand(you) < %d"),
	"hand_exactly":          numCond("hand(you) == %d"),
	"life_exactly":          numCond("life(you) == %d"),
	"life_less_than_an_opp": condConst("life(you) < highest(each_opponent, life)"),
	"self_no_counters":      condSelfNoCounters,
}

// condSelfNoCounters builds the condition shape "self_no_counters": "if
// there are no arrowhead counters on ~".
func condSelfNoCounters(rd *reader, m map[string]string) (string, error) {
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("counters(self, %s) == 0", kind), nil
}

// condSharesCreatureType builds the condition shape "shares_creature_type":
// kinship, "if it shares a creature type with ~", « si elle partage un type
// de créature avec ~ », « se condivide un tipo di creatura con ~ » (the
// subject left out: the object last named).
func condSharesCreatureType(rd *reader, m map[string]string) (string, error) {
	a, err := rd.oneObject(m["obj"])
	if err != nil {
		return "", err
	}
	b, err := rd.oneObject(m["with"])
	if err != nil {
		return "", err
	}
	// "… you may reveal it": the subject, not the card compared with.
	rd.last = a
	return "shares_creature_type(" + a + ", " + b + ")", nil
}

// condCastMainPhase builds the condition shape "cast_main_phase": addendum,
// "if you cast this spell during your main phase", « si vous l'avez lancée
// pendant votre phase principale »: the card itself (a pronoun, m["it"],
// must name it, as for condCastFrom).
func condCastMainPhase(rd *reader, m map[string]string) (string, error) {
	if m["it"] != "" && rd.last != "" && rd.last != "self" {
		return "", unreadf("\"if you cast it during your main phase\": \"it\" is not the card itself")
	}
	return "cast_main_phase", nil
}

// condObjNumber is a condition on a number of one object the phrase names
// (m["obj"]), formatted into format with the reference and m["n"]:
// "Bloodshot Trainee's power is 4 or greater", « la force de la créature
// enchantée est supérieure ou égale à 4 ».
func condObjNumber(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		ref, err := rd.oneObject(m["obj"])
		if err != nil {
			return "", err
		}
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, ref, n), nil
	}
}

// condObjCounters builds the condition shape "obj_counters_at_least":
// "if it has three or more +1/+1 counters on it" (the creature the ability
// put one on), « s'il a au moins trois marqueurs +1/+1 sur lui ».
func condObjCounters(rd *reader, m map[string]string) (string, error) {
	ref, err := rd.oneObject(m["obj"])
	if err != nil {
		return "", err
	}
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("counters(%s, %s) >= %d", ref, kind, n), nil
}

// oneObject reads the subject of a condition as one object: the card, a
// target, the object a pronoun names (not a set of objects or a player).
func (rd *reader) oneObject(obj string) (string, error) {
	if strings.TrimSpace(obj) == "" {
		// « Poi, se ha tre o più segnalini +1/+1 »: the subject left
		// out is the object last named.
		if rd.last == "" {
			return "", unreadf("a condition without a subject, after nothing named")
		}
		return rd.oneRef(rd.last, "")
	}
	ref, err := rd.object(obj)
	if err != nil {
		return "", err
	}
	return rd.oneRef(ref, obj)
}

// oneRef checks that ref, read from the phrase obj, names one object.
func (rd *reader) oneRef(ref, obj string) (string, error) {
	if ref == "" || strings.HasPrefix(ref, "all:") || rules.PlayerRefs[ref] || ref == "targets" || ref == "them" {
		return "", unreadf("%q is not one object", obj)
	}
	if err := rd.kindAgrees(obj, ref); err != nil {
		return "", err
	}
	return ref, nil
}

// condDefendingControls builds the condition shapes "defending_controls"
// and "defending_controls_no": "defending player controls an Island", «
// le joueur défenseur ne contrôle pas de mur »: the player the card
// attacks (or is being declared to attack: "can't attack unless …")
// controls something matching the phrase, or nothing (none).
// checkDefendingCondition keeps it to abilities whose card is the
// attacker.
func condDefendingControls(none bool) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.bareFilter(m["what"])
		if err != nil {
			return "", err
		}
		if none {
			return fmt.Sprintf("count(%s defending_control) == 0", f), nil
		}
		return fmt.Sprintf("count(%s defending_control) > 0", f), nil
	}
}

// checkDefendingCondition reports a paragraph whose condition names the
// defending player where the engine would not read it as the card's: the
// engine reads "defending player" as the player the card attacks (or is
// being declared to attack), so "each creature you control can't be
// blocked as long as defending player controls an artifact land" (each
// attacker its own defending player) would be wrong; and "that player"
// after it is the engine's "them", the player of the attack event (the
// attacker), not the defending player. Read: "~ can't attack unless …" and
// "whenever ~ attacks, if …" that name no other player.
func checkDefendingCondition(r Reading) error {
	for _, ab := range r.Abilities {
		if !exprDefending(ab.If) && !effectsDefending(ab.Effects) && !effectsDefending(ab.Static) {
			continue
		}
		selfAttacks := ab.When == "attacks" && ab.Filter == nil
		cantAttack := ab.If != nil && len(ab.Static) == 1 && ab.Static[0].Op == "cant_attack" && ab.Static[0].Affects == "self"
		if !selfAttacks && !cantAttack {
			return unreadf("\"defending player\" in a condition of an ability whose card is not the attacker")
		}
		if strings.Contains(FormAbility(ab), "them") {
			return unreadf("\"that player\" after \"defending player\": the engine's \"them\" is the attacker")
		}
	}
	return nil
}

// exprDefending tells whether a condition names the defending player.
func exprDefending(e *rules.Expr) bool {
	return e != nil && strings.Contains(e.String(), "defending_control")
}

// effectsDefending tells whether one of the effects, or those they hold,
// has a condition naming the defending player.
func effectsDefending(effs []*rules.Effect) bool {
	for _, e := range effs {
		if exprDefending(e.If) || effectsDefending(e.Then) || effectsDefending(e.Else) {
			return true
		}
	}
	return false
}

// unlessCostOps are the instructions an "unless" may offer as a cost, each
// of which the engine marks not done (did false) when it cannot be done
// whole: a cost is not paid in part (118.3).
var unlessCostOps = map[string]bool{"discard": true, "sacrifice": true, "bounce": true, "pay_life": true, "pay_mana": true}

// unlessAction reads "X unless you discard a card", « X à moins que vous ne
// sacrifiiez une autre créature », « X a meno che tu non scarti una carta »:
// an action of yours the lexicon's unlessActions rewrite into an
// instruction, offered as a cost as the ability resolves: you may do it,
// and if you don't, X (608.2c, 118.12). done reports whether cond is such
// an action (its error then is the reason).
func (rd *reader) unlessAction(cond, rest string, out *[]*rules.Effect) (done bool, err error) {
	var instr string
	for _, rw := range rd.lx.unlessActions {
		if rw.re.MatchString(cond) {
			instr = rw.re.ReplaceAllString(cond, rw.to)
			break
		}
	}
	if instr == "" {
		return false, nil
	}
	// X is read first: its pronouns name what came before ("sacrifice
	// it"), not the cost's object.
	then, err := rd.clauses(rest, rd.lx.effects)
	if err != nil {
		return true, err
	}
	cost, err := rd.clauses(instr, rd.lx.effects)
	if err != nil {
		return true, err
	}
	payer := theirCost(then, cost)
	for _, e := range then {
		// « Il suo controllore perde 3 punti vita a meno che non
		// sacrifichi … »: the Italian verb is also the third person's,
		// so an X done by another player leaves who pays unknown,
		// unless the cost names that player ("unless they pay {2}",
		// « à moins qu'il ne paie {2} »: theirCost).
		if e.To != "" && e.To != "you" && payer == "" {
			return true, unreadf("unless %q after an instruction for %q: whose cost it is is not said", cond, e.To)
		}
		if strings.HasPrefix(e.Op, "cant_") || strings.HasPrefix(e.Op, "must_") {
			// "~ can't attack unless you sacrifice two Islands": a cost
			// paid as attackers are declared (508.1g), not as this
			// resolves.
			return true, unreadf("unless %q: a restriction's cost, paid as attackers or blockers are declared", cond)
		}
		if e.Op == "sacrifice" && e.What != "" && e.What != "self" {
			// "Whenever a creature enters, sacrifice it unless you pay
			// {1}": its controller, maybe not you, sacrifices it.
			return true, unreadf("unless %q: %q is sacrificed by its controller, maybe not you", cond, e.What)
		}
	}
	if len(cost) != 1 || !unlessCostOps[cost[0].Op] || cost[0].Optional {
		return true, unreadf("unless %q: not one cost the engine offers", cond)
	}
	c := cost[0]
	if c.Op == "bounce" && !strings.HasPrefix(c.What, "chosen:") {
		return true, unreadf("unless %q: returns no permanent of yours chosen as it resolves", cond)
	}
	if (c.Op == "discard" || c.Op == "sacrifice") && c.What != "" {
		return true, unreadf("unless %q: particular objects, not a cost chosen as it resolves", cond)
	}
	if (c.Op == "discard" || c.Op == "sacrifice" || c.Op == "pay_life") && c.To != "" && c.To != "you" && payer == "" {
		return true, unreadf("unless %q: another player's action", cond)
	}
	c.Optional = true
	notDone, err := rules.ParseExpr("!did")
	if err != nil {
		return true, err
	}
	*out = append(*out, eachPlayerPays(payer, c, &rules.Effect{Op: "if", If: notDone, Then: then})...)
	return true, nil
}

// kindAgrees checks that a demonstrative subject ("that land", « ce
// terrain », "quella creatura") names what its reference is: a target, or
// the object the trigger is about, whose filter has the same card type.
// "Whenever a land enters …, tap target creature … If that land is an
// Island" names the land of the trigger, not the target the reader last
// named: unread rather than a condition on the wrong object.
func (rd *reader) kindAgrees(obj, ref string) error {
	words := strings.Fields(obj)
	if len(words) < 2 || ref == "enchanted" || ref == "equipped" {
		return nil
	}
	kind, err := rd.qualityFilter(words[len(words)-1])
	if err != nil {
		return nil
	}
	var types []string
	for _, w := range strings.Fields(kind) {
		if t, ok := rules.CardTypeWord(w); ok {
			types = append(types, strings.ToLower(t))
		}
	}
	if len(types) == 0 {
		return nil
	}
	var of string
	switch {
	case ref == "self":
		// "Whenever a land enters …, put a +1/+1 counter on ~. If that
		// land is a Forest": the land of the trigger, not the card the
		// reader last named.
		if rd.whenFilter != nil && filterHasType(rd.whenFilter.String(), types) {
			return unreadf("%q after a trigger about a %s: the card itself or the trigger's object", obj, strings.Join(types, " "))
		}
		return nil
	case ref == "it" && rd.whenFilter != nil:
		of = rd.whenFilter.String()
	case len(ref) >= 2 && ref[0] == 't' && rules.IsDigits(ref[1:]):
		i := int(ref[1] - '0')
		if len(ref) > 2 || i >= len(rd.ab.Targets) || rd.ab.Targets[i].Filter == nil {
			return unreadf("%q: the target it names is not known", obj)
		}
		of = rd.ab.Targets[i].Filter.String()
	default:
		// "The sacrificed creature", "that card" (looked at): named by
		// what put them there.
		return nil
	}
	if filterHasType(of, types) {
		return nil
	}
	return unreadf("%q is not the %q named before (%s)", obj, ref, of)
}

// filterHasType tells whether a filter names one of the card types (not
// negated).
func filterHasType(of string, types []string) bool {
	for _, t := range types {
		for _, w := range strings.Fields(of) {
			if strings.Contains(w, t) && !strings.HasPrefix(w, "!") {
				return true
			}
		}
	}
	return false
}

// movingOps are the instructions after which a target is a new object
// (400.7) the engine does not follow: "it" after them finds nothing.
var movingOps = map[string]bool{"move": true, "exile": true, "bounce": true}

// checkMovedTarget reports an ability whose condition asks what a target
// is after an instruction moved it, and which then acts on that target
// again: "Return target creature card … to the battlefield. If it's a
// Dragon, put two +1/+1 counters on it." The condition reads the card the
// target became, the counters would go on the target, which the engine no
// longer finds.
func checkMovedTarget(r Reading) error {
	for _, ab := range r.Abilities {
		moved := map[string]bool{}
		for _, e := range ab.Effects {
			if movingOps[e.Op] && strings.HasPrefix(e.What, "t") {
				moved[e.What] = true
			}
			if e.Op != "if" || e.If == nil {
				continue
			}
			for t := range moved {
				if strings.Contains(e.If.String(), "("+t+",") && actsOn(append(slices.Clone(e.Then), e.Else...), t) {
					return unreadf("%s acted on after it moved: the engine does not follow the new object", t)
				}
			}
		}
	}
	return nil
}

// actsOn tells whether one of the effects acts on the reference.
func actsOn(effs []*rules.Effect, ref string) bool {
	for _, e := range effs {
		if e.What == ref || e.To == ref || actsOn(e.Then, ref) || actsOn(e.Else, ref) {
			return true
		}
	}
	return false
}

// condControlExactly builds the condition shape "control_exactly": "as long
// as you control exactly one creature, that creature gets +3/+1": "that
// creature" after it is the one you control, whichever it is (the card
// itself when it is a creature and the only one).
func condControlExactly(rd *reader, m map[string]string) (string, error) {
	n, f, err := rd.countAndFilter(m)
	if err != nil {
		return "", err
	}
	if n == 1 {
		rd.last = "all:" + f + " you_control"
	}
	return fmt.Sprintf("count(%s you_control) == %d", f, n), nil
}

// checkReflexiveAfterIf reports an ability whose reflexive trigger ("when
// you do") follows a conditional instruction that offers nothing to do:
// the engine's "did" would still hold what an earlier instruction left.
// After an optional one (« Puis, si vous contrôlez exactement treize
// permanents, vous pouvez sacrifier … Quand vous faites ainsi ») the
// engine's "if" marks it not done when the condition fails.
func checkReflexiveAfterIf(r Reading) error {
	for _, ab := range r.Abilities {
		for i, e := range ab.Effects {
			if i > 0 && e.Op == "reflexive" && e.If == nil && ab.Effects[i-1].Op == "if" && !optionalIn(ab.Effects[i-1].Then) {
				return unreadf("\"when you do\" after an instruction done only if a condition held")
			}
		}
	}
	return nil
}

// optionalIn tells whether one of the effects is optional ("you may").
func optionalIn(effs []*rules.Effect) bool {
	return slices.ContainsFunc(effs, func(e *rules.Effect) bool { return e.Optional })
}

// objectOps are instructions whose "what" is an object, never a player.
var objectOps = map[string]bool{"counter": true, "counters": true, "destroy": true, "exile": true, "tap": true,
	"untap": true, "bounce": true, "sacrifice": true, "pump": true, "move": true}

// checkThemObject reports an instruction on an object named "them", the
// engine's player of the event: "Whenever an opponent casts a spell,
// counter that spell" read "that spell" as the player, and the engine
// finds no object there (the counter does nothing).
func checkThemObject(r Reading) error {
	for _, ab := range r.Abilities {
		if themInAbility(ab) {
			return unreadf("an object named by the player of the event (\"them\")")
		}
	}
	return nil
}

// themInAbility tells whether an ability, or one it grants ("creatures
// you control have "whenever an opponent casts a spell, put a +1/+1
// counter on this creature""), acts on the object "them".
func themInAbility(ab *rules.Ability) bool {
	if themObject(ab.Effects) {
		return true
	}
	for _, e := range append(slices.Clip(ab.Static), ab.Effects...) {
		if e.Ability != nil && themInAbility(e.Ability) {
			return true
		}
	}
	return false
}

// themObject tells whether one of the effects, or those they hold, acts on
// the object "them".
func themObject(effs []*rules.Effect) bool {
	for _, e := range effs {
		if (objectOps[e.Op] && e.What == "them") || themObject(e.Then) || themObject(e.Else) {
			return true
		}
	}
	return false
}
