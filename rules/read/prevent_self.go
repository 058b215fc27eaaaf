package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The Phantoms' and the Protean Hydra's prevention of the damage dealt
// to the card itself, with what is done instead (615, 614.1a): "If damage
// would be dealt to Phantom Centaur, prevent that damage. Remove a +1/+1
// counter from Phantom Centaur", « Si des blessures devaient être
// infligées à l'Hydre protéenne, prévenez ces blessures et retirez-lui
// autant de marqueurs +1/+1 », « Se sta per essere inflitto danno al
// Wurm Fantasma, previeni quel danno. … ».
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{
		"prevent_self_replace": one(buildPreventSelfReplace),
		"counters_prevented":   one(buildCountersPrevented),
		"prevent_you_and":      buildPreventYouAnd,
	})
}

// buildCountersPrevented builds the effect shape "counters_prevented":
// "Put a -1/-1 counter on Phyrexian Hydra for each 1 damage prevented this
// way", as many as the damage the prevention it follows prevented; after
// anything else (a prevention shield of a spell), unread.
func buildCountersPrevented(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.preventing {
		return nil, unreadf("\"for each damage prevented this way\" after no prevention whose amount the engine knows")
	}
	return buildCountersThatMany(rd, m)
}

// buildPreventSelfReplace builds the static shape "prevent_self_replace":
// op prevent_replace on damage to the permanent itself (to: self), then
// what the rest says. What names no amount ("Remove a +1/+1 counter") is
// done once for damage dealt at the same time (kind once: the Phantoms'
// rulings, two blockers remove one counter); "that many" is done for each
// source's damage, which adds up to the total.
func buildPreventSelfReplace(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("a prevention effect: only as a static ability")
	}
	rd.preventing = true
	effs, err := rd.effects(m["rest"])
	rd.preventing = false
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "prevent_replace", To: "self", Then: effs}
	if !strings.Contains(formEffects(effs), "amount") {
		e.Kind = "once"
	}
	return e, nil
}

// buildPreventYouAnd builds the effect shape "prevent_you_and": "Prevent
// all damage that would be dealt to you and permanents you control this
// turn", « … à vous et aux créatures que vous contrôlez ce tour-ci »: a
// prevention for you and one for the permanents, for the same duration
// (buildPrevent's for each).
func buildPreventYouAnd(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if rd.static {
		return nil, unreadf("a prevention for you and permanents in a static ability")
	}
	until, err := rd.preventUntil(m)
	if err != nil {
		return nil, err
	}
	if until == "" {
		return nil, unreadf("preventing damage without a duration")
	}
	if err := rd.joinedObjects(m["to"]); err != nil {
		return nil, err
	}
	ref, err := rd.object(m["to"])
	if err != nil {
		return nil, err
	}
	others, err := preventing("prevent", ref, until, "", false)
	if err != nil {
		return nil, err
	}
	return []*rules.Effect{{Op: "prevent", What: "you", Until: until}, others}, nil
}
