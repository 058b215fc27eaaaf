package read

import (
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// « Vous pouvez lancer ~ depuis votre cimetière avec sa capacité de
// mutation » (Brokkos): the card may be cast from the graveyard for that
// keyword's alternative cost only (may_cast_from kind=mutate). Only the
// alternative costs the engine lets a card be cast for from a zone by
// such a permission are read (castableUsing); any other keyword is
// unread.

// castableUsing are the keywords whose alternative cost a "cast ~ from
// your graveyard using its … ability" permission may name.
var castableUsing = map[string]bool{"mutate": true}

// buildMayCastSelfUsing builds the effect shape "may_cast_self_using":
// the card may be cast from the graveyard for the cost of its keyword kw.
func buildMayCastSelfUsing(_ *reader, m map[string]string) (*rules.Effect, error) {
	forms, err := rules.KeywordForms()
	if err != nil {
		return nil, unreadf("keyword forms: %v", err)
	}
	kw := strings.TrimSpace(m["kw"])
	key, ok := forms[text.FoldLine(kw)]
	if !ok || !castableUsing[key] {
		return nil, unreadf("cast from the graveyard using its %q ability: not an alternative cost the engine casts a card for from there", kw)
	}
	return &rules.Effect{Op: "may_cast_from", Zone: "graveyard", Kind: key}, nil
}
