package read

import "github.com/arbitre/arbitre/rules"

// buildPlayFree reads "you may play the exiled card without paying its
// mana cost" (hideaway's lands): play, not cast, for a land card is played
// (op play_free).
func buildPlayFree(rd *reader, m map[string]string) (*rules.Effect, error) {
	rd.playsLinked = true
	defer func() { rd.playsLinked = false }()
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "play_free", What: ref}, nil
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
