package read

import (
	"cmp"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Prevention of damage by what it is dealt to, by what deals it, or both,
// and of combat or noncombat damage only (615): "Prevent all combat damage
// that would be dealt to you this turn", « Prévenez toutes les blessures
// qui devraient être infligées par la créature enchantée », "Previeni
// tutto il danno da combattimento che verrebbe inflitto al e da ~". The
// recipient side is buildPrevent's (op prevent), the source side op
// prevent_from; both take kind combat or noncombat.

// preventKind is the kind of damage a prevention shape names: "combat",
// "noncombat", or "" for all damage.
func preventKind(m map[string]string) string {
	switch {
	case m["noncombat"] != "":
		return "noncombat"
	case m["combat"] != "":
		return "combat"
	}
	return ""
}

// buildPreventKind builds the shape "prevent_kind": buildPrevent's
// prevention of damage to what it names, of the kind the shape names.
// Damage to players ("to players this turn", « aux joueurs ») is
// prevented for the players the phrase names.
func buildPreventKind(rd *reader, m map[string]string) (*rules.Effect, error) {
	if err := rd.joinedObjects(m["to"]); err != nil {
		return nil, err
	}
	e, err := buildPrevent(rd, m)
	if err != nil {
		who, perr := rd.player(m["to"])
		if m["to"] == "" || perr != nil || !rules.PlayerRefs[who] {
			return nil, err
		}
		until, uerr := rd.preventUntil(m)
		if uerr != nil {
			return nil, uerr
		}
		if e, err = preventing("prevent", who, until, "", rd.static); err != nil {
			return nil, err
		}
		if (until == "") != rd.static {
			return nil, unreadf("a prevention with a duration only from a resolving ability")
		}
	}
	e.Kind = preventKind(m)
	return e, nil
}

// buildPreventFrom builds the shape "prevent_from": « Prévenez toutes les
// blessures qui devraient être infligées par la créature enchantée »,
// "Prevent all damage target creature would deal this turn". As for
// buildPrevent, a resolving ability names a duration and a static one
// none; a set of sources ("by creatures your opponents control") is a
// filter read as damage would be dealt (611.2c locks in no source).
func buildPreventFrom(rd *reader, m map[string]string) (*rules.Effect, error) {
	until, ref, err := rd.preventedObject(m, "src")
	if err != nil {
		return nil, err
	}
	return preventing("prevent_from", ref, until, preventKind(m), rd.static)
}

// buildPreventToAndBy builds the shape "prevent_to_and_by": "Prevent all
// combat damage that would be dealt to and dealt by enchanted creature",
// « … infligées à et par la créature ciblée que vous contrôlez », "…
// inflitto al e da ~": both preventions, of the one object named once.
func buildPreventToAndBy(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	until, ref, err := rd.preventedObject(m, "obj")
	if err != nil {
		return nil, err
	}
	var out []*rules.Effect
	for _, op := range []string{"prevent", "prevent_from"} {
		e, err := preventing(op, ref, until, preventKind(m), rd.static)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// preventing is op about ref: what a static ability affects, a set a
// resolving one reads as damage would be dealt (a filter), or what it
// locks in for its duration.
func preventing(op, ref, until, kind string, static bool) (*rules.Effect, error) {
	e := &rules.Effect{Op: op, Kind: kind}
	switch {
	case static:
		e.Affects = ref
	case strings.HasPrefix(ref, "all:"):
		f, err := rules.ParseFilter(strings.TrimPrefix(ref, "all:"))
		if err != nil {
			return nil, unreadf("%s: %v", op, err)
		}
		e.Filter, e.Until = f, until
	default:
		e.What, e.Until = ref, until
	}
	return e, nil
}

// preventUntil is the duration of a prevention: its own, written before
// or after what it names, or the sentence's ("… dealt to and dealt by that
// creature this turn": the conjunction made it the sentence's).
func (rd *reader) preventUntil(m map[string]string) (string, error) {
	until, err := rd.until(cmp.Or(m["until"], m["pre"]))
	if until == "" && err == nil {
		until = rd.sentenceUntil
	}
	return until, err
}

// joinedObjects refuses a phrase that joins objects with "and" ("blue
// creatures and black creatures", « les créatures bleues et les créatures
// noires »): the object reader would take the two for one kind of either
// colour, and a prevention must cover each.
func (rd *reader) joinedObjects(phrase string) error {
	for _, w := range strings.Fields(phrase) {
		if rd.lx.adjectives[w] == "&" {
			return unreadf("two objects joined in %q", phrase)
		}
	}
	return nil
}

// preventedObject reads a prevention's duration (none in a static
// ability, one in a resolving one) and the one object m[key] names,
// whose damage, dealt or taken, it prevents.
func (rd *reader) preventedObject(m map[string]string, key string) (until, ref string, err error) {
	if until, err = rd.preventUntil(m); err != nil {
		return "", "", err
	}
	switch {
	case rd.static && until != "":
		return "", "", unreadf("a static prevention for a duration")
	case !rd.static && until == "":
		return "", "", unreadf("preventing damage without a duration")
	}
	if err := rd.joinedObjects(m[key]); err != nil {
		return "", "", err
	}
	ref, err = rd.object(m[key])
	return until, ref, err
}
