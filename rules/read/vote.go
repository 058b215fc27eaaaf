package read

import (
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// The builders below read voting (rules/vote.go): "En commençant
// par vous, chaque joueur vote pour temps ou argent. Pour chaque vote pour
// temps, jouez un tour supplémentaire après celui-ci. Pour chaque vote pour
// argent, choisissez un permanent possédé par le votant et acquérez-en le
// contrôle." / "A partire da te, ogni giocatore vota per tempo o denaro.
// Per ogni voto per tempo, gioca un turno extra dopo questo. Per ogni voto
// per denaro, scegli un permanente posseduto dal votante e ne prendi il
// controllo."

// buildVote builds the effect shape "vote".
func buildVote(_ *reader, m map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "vote", Choices: []string{voteOption(m["a"]), voteOption(m["b"])}}, nil
}

// buildForEachVote builds the effect shape "for_each_vote".
func buildForEachVote(rd *reader, m map[string]string) (*rules.Effect, error) {
	opt := voteOption(m["opt"])
	then, err := rd.clauses(m["rest"], rd.lx.effects)
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "for_each_vote", Name: opt, Then: then}, nil
}

// buildExtraTurn builds the effect shape "extra_turn".
func buildExtraTurn(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "extra_turn"}, nil
}

// buildChooseAndControl builds the effect shape "choose_and_control":
// "Choisissez un permanent … et acquérez-en le contrôle": the choice is
// the resolution's, the control lasts (no duration is printed).
func buildChooseAndControl(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "choose and gain control")
	if err != nil {
		return nil, err
	}
	rd.last = "choice"
	return []*rules.Effect{{Op: "choose", Filter: pf}, {Op: "control", What: "choice", Until: "game"}}, nil
}

// voteWords are the options of votes the reader knows, folded, in either
// language, and the language-neutral word each compiles to: a scenario's
// votes then read the same against both printings. Another option keeps
// its printed word (a vote may also be given by the option's position,
// vote.go).
var voteWords = map[string]string{"temps": "time", "tempo": "time", "argent": "money", "denaro": "money"}

func voteOption(w string) string {
	w = text.FoldLine(w)
	if o, ok := voteWords[w]; ok {
		return o
	}
	return w
}
