package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// Keyword actions whose outcome the next sentence reads (branch
// grammar-kwactions): "Clash with an opponent. If you win, X. Otherwise,
// Y." (701.30), « Confrontez un adversaire. Si vous gagnez, X. Sinon,
// Y. », « Scontrati con un avversario. Se vinci, X. Altrimenti, Y. » The
// engine's clash leaves "did" true when you won; "if you win" is read
// only right after the instruction that decides it, so that it never
// stands for another instruction's "did". The tables are kept apart from
// builders.go so that branches merge without touching the same lines.
func init() {
	maps.Copy(builders.effects, wagerEffects)
	maps.Copy(builders.flows, wagerFlows)
}

var wagerEffects = map[string]effectBuilder{
	"clash":     one(buildClash),
	"flip_coin": one(buildFlipCoin),
	// Amass N (701.44a): « amassez N », « recluta N ».
	"amass": numberEffect("amass"),
}

var wagerFlows = map[string]flowBuilder{
	"won":      flowWon,
	"won_else": flowWonElse,
	"lost":     flowLost,
}

// wagerOps are the instructions whose "did" is a win.
var wagerOps = map[string]bool{"clash": true, "flip_coin": true}

// buildClash builds the effect shape "clash": the opponent clashed with is
// "that player" afterwards (chosen_player).
func buildClash(rd *reader, _ map[string]string) (*rules.Effect, error) {
	rd.lastPl = "chosen_player"
	return &rules.Effect{Op: "clash"}, nil
}

// buildFlipCoin builds the effect shape "flip_coin" (705): "flip a coin",
// « jouez à pile ou face », « lancia una moneta ».
func buildFlipCoin(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "flip_coin"}, nil
}

// flowWon builds the flow shape "won": "If you win, X" right after a
// clash: X when you won.
func flowWon(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n == 0 || !wagerOps[(*out)[n-1].Op] {
		return unreadf("\"if you win\" after no clash")
	}
	then, err := rd.wagerThen(m["rest"])
	if err != nil {
		return err
	}
	did, err := rules.ParseExpr("did")
	if err != nil {
		return err
	}
	*out = append(*out, &rules.Effect{Op: "if", If: did, Then: then})
	return nil
}

// flowWonElse builds the flow shape "won_else": "Otherwise, Y" right
// after "If you win, X": Y when you did not win.
func flowWonElse(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n < 2 || (*out)[n-1].Op != "if" || (*out)[n-1].Else != nil || !wagerOps[(*out)[n-2].Op] {
		return unreadf("\"otherwise\" after no \"if you win\"")
	}
	els, err := rd.wagerThen(m["rest"])
	if err != nil {
		return err
	}
	cp := *(*out)[n-1]
	cp.Else = els
	(*out)[n-1] = &cp
	return nil
}

// flowLost builds the flow shape "lost": "If you lose the flip, Y" right
// after the flip (Y when you lost), or after "If you win the flip, X" (its
// else).
func flowLost(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	switch {
	case n >= 1 && wagerOps[(*out)[n-1].Op]:
		then, err := rd.wagerThen(m["rest"])
		if err != nil {
			return err
		}
		notDid, err := rules.ParseExpr("!did")
		if err != nil {
			return err
		}
		*out = append(*out, &rules.Effect{Op: "if", If: notDid, Then: then})
		return nil
	case n >= 2 && (*out)[n-1].Op == "if" && (*out)[n-1].If.String() == "did" && (*out)[n-1].Else == nil && wagerOps[(*out)[n-2].Op]:
		return flowWonElse(rd, m, out)
	}
	return unreadf("\"if you lose\" after no coin flip or clash")
}

// wagerThen reads what is done when a clash or a flip was won or lost: the
// instructions, or a flow of them (« Si vous gagnez, jusqu'à la fin du
// tour, … »), as flowIf reads them.
func (rd *reader) wagerThen(rest string) ([]*rules.Effect, error) {
	var then []*rules.Effect
	if done, err := rd.flow(rest, &then); err == nil && done {
		return then, nil
	}
	return rd.clauses(rest, rd.lx.effects)
}
