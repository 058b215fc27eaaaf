package read

import (
	"github.com/arbitre/arbitre/rules"
)

// buildSearchOf builds the effect shape "search_of": a search of another
// player's library, {who} ("target opponent's", « du joueur ciblé », « di
// un avversario bersaglio »), read as a search of one's own (buildSearch:
// what for, then the steps), its cards exiled, put into their owner's
// graveyard, or onto the battlefield under your control, which the steps
// must say (step battlefield_yours): a card of another's library put onto
// the battlefield without it would be its owner's, a case the op does not
// run. The op search_of has the engine's semantics of the search.
func buildSearchOf(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if who == "you" || who == "" {
		return nil, unreadf("a search of %q's library: not another player's", m["who"])
	}
	e, err := buildSearch(rd, m)
	if err != nil {
		return nil, err
	}
	if e.Op != "search" {
		return nil, unreadf("a search of another player's library whose cards go to two places")
	}
	switch {
	case e.Zone == "exile" || e.Zone == "graveyard":
	case e.Zone == "battlefield" && e.Kind == underYourControl:
	default:
		return nil, unreadf("a search of another player's library: its cards put into %s", e.Zone)
	}
	e.Op, e.Kind, e.To = "search_of", "", who
	return e, nil
}

// underYourControl is the Kind the search step battlefield_yours leaves on
// a search: the cards go onto the battlefield under the searcher's
// control.
const underYourControl = "yours"
