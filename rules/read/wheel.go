package read

import "github.com/arbitre/arbitre/rules"

// buildDiscardHandRedraw builds the effect shape "discard_hand_redraw":
// "each player discards all the cards in their hand, then draws that many
// cards (minus one)". "That many" is what each player discarded, so the
// draw is draw_discarded, which counts each player's own discarded cards
// (a player with an empty hand draws none), never one shared amount.
func buildDiscardHandRedraw(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	draw := &rules.Effect{Op: "draw_discarded", To: who}
	if m["n"] != "" {
		if draw.N, err = rd.number(m["n"]); err != nil {
			return nil, err
		}
	}
	return []*rules.Effect{{Op: "discard_hand", To: who}, draw}, nil
}
