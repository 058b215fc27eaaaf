package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildExileGraveyardOf builds the effect shape "exile_graveyard_of":
// "exile target player's graveyard", « exilez toutes les cartes du
// cimetière du joueur ciblé », "esilia tutte le carte creatura dal
// cimitero di un giocatore bersaglio": every card of the kind named
// (what; every card when the shape names none) in the graveyard of the
// player named (who), read as a player phrase (a target is added). The
// filter says whose graveyard by owner (a graveyard holds its owner's
// cards, 404.2).
func buildExileGraveyardOf(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	toks := []string{"card"}
	if what := m["what"]; what != "" {
		n, err := rd.nounPhrase(what)
		if err != nil {
			return nil, err
		}
		if !n.all || n.ref != "" || n.target || n.player {
			return nil, unreadf("exile %q from a graveyard: not every card of a kind", what)
		}
		toks = append(toks, n.tokens...)
	}
	toks = append(toks, "in:graveyard", "owner:"+who)
	slices.Sort(toks)
	f := strings.Join(slices.Compact(toks), " ")
	if _, err := rules.ParseFilter(f); err != nil {
		return nil, unreadf("exile from a graveyard %q: %v", f, err)
	}
	rd.last = "all:" + f
	return &rules.Effect{Op: "exile", What: rd.last}, nil
}
