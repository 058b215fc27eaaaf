package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// xClauses reads a sentence's clauses with the X its "X étant …" defines.
// The amount is read before the sentence, so "its power" / « sa force » /
// "that creature's power" then names the card itself; when the sentence's
// object is a target ("Target creature gets +X/+X until end of turn,
// where X is its power"), the amount is read again once the clause has
// named that target, and the clause read again with it. An amount that
// names the card by its name ("where X is Resilient Khenra's power") is
// the card's, whatever the clause names.
func (rd *reader) xClauses(sent string) ([]*rules.Effect, error) {
	saved := *rd.ab
	savedLast, savedSubj, savedPl, savedRef := rd.last, rd.subject, rd.lastPl, rd.subjectRef
	effs, err := rd.clauses(sent, rd.lx.effects)
	if err != nil {
		return nil, err
	}
	xerr := xOfTarget(rd.x, effs)
	if xerr == nil || strings.Contains(rd.xPhrase, "~") {
		return effs, nil
	}
	x, err := rd.amount(rd.xPhrase)
	if err != nil || x.String() == rd.x.String() || strings.Contains(x.String(), "(self)") {
		return nil, xerr
	}
	*rd.ab = saved
	rd.last, rd.subject, rd.lastPl, rd.subjectRef = savedLast, savedSubj, savedPl, savedRef
	rd.x = x
	if effs, err = rd.clauses(sent, rd.lx.effects); err != nil {
		return nil, err
	}
	return effs, nil
}
