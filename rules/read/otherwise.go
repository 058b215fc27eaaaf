package read

import (
	"github.com/arbitre/arbitre/rules"
)

// flowOtherwise builds the flow shape "otherwise" (branch
// grammar-library2): "Reveal the top card of your library. If it's a land
// card, put it onto the battlefield. Otherwise, put it into your hand." /
// « Sinon, mettez-la dans votre main » / « Altrimenti, aggiungila alla tua
// mano »: what is done when the condition of the "if" just before is
// false, its else. Only right after an "if" with no else of its own.
func flowOtherwise(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n == 0 || (*out)[n-1].Op != "if" || len((*out)[n-1].Else) > 0 || (*out)[n-1].Replaces {
		return unreadf("\"otherwise\" with no condition just before it")
	}
	effs, err := rd.clauses(m["rest"], rd.lx.effects)
	if err != nil {
		return err
	}
	(*out)[n-1].Else = effs
	return nil
}

// checkDelayedSelfAfterMove reports a paragraph that puts another card
// onto the battlefield and then has a delayed trigger act on the card
// itself: "Put target creature card from an opponent's graveyard onto the
// battlefield under your control. It gains haste. At the beginning of
// your next end step, exile it." The delayed trigger, read on its own,
// takes "it" for the card, where the text means the creature put (Puppeteer
// Clique exiles the creature, not itself).
func checkDelayedSelfAfterMove(r Reading) error {
	moved := false
	for _, ab := range r.Abilities {
		for _, e := range ab.Effects {
			if (e.Op == "move" || e.Op == "put_looked") && e.Zone == "battlefield" && e.What != "self" {
				moved = true
			}
			if moved && e.Op == "delayed" && e.Ability != nil && actsOn(e.Ability.Effects, "self") {
				return unreadf("delayed trigger after a card put onto the battlefield: \"it\" read as the card itself")
			}
		}
	}
	return nil
}
