package read

import (
	"cmp"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildAttacksEachCombat builds the effect shape "attacks_each_combat":
// "Juggernaut attacks each combat if able", « attaque à chaque combat (à
// chaque tour, before 2009's wording) si possible », « attacca ogni turno
// se possibile » (508.1d).
func buildAttacksEachCombat(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "attacks_each_combat", m)
}

// buildProliferate builds the effect shape "proliferate" (701.27a):
// "proliferate", « proliférez », « prolifera » / « proliferare ».
func buildProliferate(_ *reader, _ map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "proliferate"}, nil
}

// buildPopulate builds the effect shape "populate" (701.30): "populate",
// « peuplez », « popola ».
func buildPopulate(_ *reader, _ map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "populate"}, nil
}

// buildExplore builds the effect shape "explore" (701.44): "~ explores",
// « elle explore », « esplora » (Italian leaves out the subject: what the
// ability named last, or the card).
func buildExplore(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if strings.TrimSpace(m["obj"]) == "" {
		return []*rules.Effect{{Op: "explore", What: cmp.Or(rd.last, "self")}}, nil
	}
	return objectOp("explore")(rd, m)
}

// buildAdapt builds the effect shape "adapt" (701.46a): "Adapt N", «
// Adaptez N », « Adattamento N »: if the permanent has no +1/+1 counters
// on it, N +1/+1 counters on it.
func buildAdapt(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	cond, err := rules.ParseExpr("counters(self, +1/+1) == 0")
	if err != nil {
		return nil, unreadf("adapt: %v", err)
	}
	put := &rules.Effect{Op: "counters", N: n, What: "self", Kind: "+1/+1"}
	return []*rules.Effect{{Op: "if", If: cond, Then: []*rules.Effect{put}}}, nil
}
