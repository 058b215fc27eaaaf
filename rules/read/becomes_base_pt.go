package read

import (
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/rules"
)

// A creature that becomes a creature of other creature types with base
// power and toughness (branch grammar-kwactions): "Until end of turn,
// target creature loses all abilities and becomes a blue Frog with base
// power and toughness 1/1", « devient une grenouille bleue avec une force
// et une endurance de base de 1/1 », « diventa una Rana blu con forza e
// costituzione base 1/1 ». Its creature types become those named (205.1a:
// a new subtype replaces the subtypes of its set), its other card types
// and subtypes stay (the card type creature is removed and given back with
// the new creature types, in one layer-4 effect's order); the colour named
// replaces its colours (layer 5), the keywords named are granted (layer
// 6), and its power and toughness are set (layer 7b).
//
// A description that names card types ("becomes an artifact creature with
// base power and toughness 5/5") replaces the card types, as "becomes a
// 3/3 … creature" does (becomes_creature.go).
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{"becomes_base_pt": buildBecomesBasePt, "lose_abilities_effect": one(buildLoseAbilitiesEffect)})
}

// buildBecomesBasePt builds the effect shape "becomes_base_pt": obj, what
// (the description), pt, kws (keywords after the power and toughness:
// ", flying, and haste"), until.
func buildBecomesBasePt(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	desc := m["what"] + " " + m["pt"]
	if kws := m["kws"]; kws != "" {
		desc += rd.lx.tokenWith + kws
	}
	tok, err := rd.tokenSpec(desc)
	if err == nil {
		// Card types named: becomes_creature's reading.
		mm := maps.Clone(m)
		mm["what"], mm["still"] = desc, ""
		return buildBecomesCreature(rd, mm)
	}
	tok, err = rd.tokenSpec(m["what"] + " creature " + m["pt"] + strings.TrimPrefix(desc, m["what"]+" "+m["pt"]))
	if err != nil {
		return nil, err
	}
	_, subs, _ := tokenKindSubtypes(tok.Kind)
	if len(subs) == 0 || !rd.knownSubtypes(subs) || strings.HasPrefix(tok.Kind, "Legendary") {
		return nil, unreadf("%q: not creature types the permanent becomes", m["what"])
	}
	base, err := readContinuous(rd, "add_types", m)
	if err != nil {
		return nil, err
	}
	if m["until"] == "" && rd.sentenceUntil == "" && !rd.static && !rd.eotPrefix {
		// Without a stated duration the change lasts (611.2a).
		base.Until = "game"
	}
	rm := withOp(base, "remove_types")
	rm.Types = []string{rules.TCreature}
	add := withOp(base, "add_types")
	add.Types, add.Subtypes = []string{rules.TCreature}, slices.Clone(subs)
	out := []*rules.Effect{rm, add}
	if tok.Colors != "" {
		c := withOp(base, "set_colors")
		c.Colors = tok.Colors
		out = append(out, c)
	}
	if tok.Keywords != nil || tok.Ability != nil {
		g := withOp(base, "grant")
		g.Keywords, g.Ability = tok.Keywords, tok.Ability
		out = append(out, g)
	}
	p, t, _ := strings.Cut(tok.PT, "/")
	pt := withOp(base, "set_pt")
	pt.P, pt.T = rd.ptValue("+"+p), rd.ptValue("+"+t)
	return append(out, pt), nil
}

// knownSubtypes reports whether every word is a subtype a real card's type
// line prints, in English, French or Italian (lexicon/subtypes.tsv and the
// term table), or one the knowledge base's type lines print.
func (rd *reader) knownSubtypes(words []string) bool {
	keys := subtypeKeys()
	for _, w := range words {
		if keys[w] == "" && !englishSubtypes()[w] && rd.env.subtypes[w] == "" {
			return false
		}
	}
	return true
}

// englishSubtypes are the English names subtypeKeys maps to.
var englishSubtypes = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, k := range subtypeKeys() {
		out[k] = true
	}
	return out
})

// buildLoseAbilitiesEffect builds the effect shape "lose_abilities_effect":
// "until end of turn, target creature loses all abilities" as an
// instruction, often before "and becomes a blue Frog …". Without a stated
// duration the words are a static ability's ("Creatures lose all
// abilities", Dress Down), not an instruction: unread here.
func buildLoseAbilitiesEffect(rd *reader, m map[string]string) (*rules.Effect, error) {
	if m["until"] == "" && rd.sentenceUntil == "" && !rd.eotPrefix {
		return nil, unreadf("loses all abilities without a duration: a static ability's words, not an instruction")
	}
	return readContinuous(rd, "lose_abilities", m)
}
