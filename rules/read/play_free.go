package read

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildPlayFree reads "you may play the exiled card without paying its
// mana cost" (hideaway's lands): play, not cast, for a land card is played
// (op play_free). A card that cannot be a land (the spell itself, a
// target that must be an instant or a sorcery) is cast: the old printings'
// « jouez-la » is Oracle's "cast it", and the form is cast_free's.
func buildPlayFree(rd *reader, m map[string]string) (*rules.Effect, error) {
	rd.playsLinked = true
	defer func() { rd.playsLinked = false }()
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	if rd.neverLand(ref) {
		return &rules.Effect{Op: "cast_free", What: ref}, nil
	}
	return &rules.Effect{Op: "play_free", What: ref}, nil
}

// spellOnlyFilter: a filter of instant or sorcery cards, with no land.
var spellOnlyFilter = regexp.MustCompile(`(?:^| )(?:instant|sorcery)(?:\|(?:instant|sorcery))*(?: |$)`)

// neverLand reports whether the card ref names cannot be a land: the
// spell card itself, or a target that must be an instant or a sorcery.
func (rd *reader) neverLand(ref string) bool {
	if ref == "self" {
		return rd.env.spell
	}
	i, err := strconv.Atoi(strings.TrimPrefix(ref, "t"))
	if !strings.HasPrefix(ref, "t") || err != nil || rd.ab == nil || i >= len(rd.ab.Targets) {
		return false
	}
	f := rd.ab.Targets[i].Filter.String()
	return spellOnlyFilter.MatchString(f) && !strings.Contains(f, "land")
}

// linkedExile reports whether "the exiled card" is, in the instruction
// being read, the card the source's other ability exiled (607.2a), as in
// hideaway's "{G}, {T}: You may play the exiled card …": an activated
// ability whose cost neither exiles a card nor makes the source leave
// (a source gone, or a card a cost exiled, is what the reader refuses
// elsewhere).
func (rd *reader) linkedExile() bool {
	a := rd.ab
	return rd.playsLinked && rd.activating && a != nil && !a.ExileSelf && !a.DiscardSelf &&
		a.Sacrifice == "" && a.Bounce == "" && a.CastExile == ""
}
