package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildReturnAllOf builds the effect shape "return_all_of": a player
// returning every card of a kind from their own graveyard ("Each player
// returns all creature cards from their graveyard to the battlefield",
// « Chaque joueur renvoie en jeu toutes les cartes d'artefact se trouvant
// dans son cimetière », « Ciascun giocatore riprende in mano tutte le carte
// creatura presenti nel proprio cimitero »): the cards of the graveyard of
// the player named (who; each player: every graveyard), moved together to
// the battlefield (bf: under their owners' control, the move's default) or
// to their owners' hands.
func buildReturnAllOf(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if !n.all || n.ref != "" || n.target || n.player || !slices.Contains(n.tokens, "card") {
		return nil, unreadf("return %q from a graveyard: not every card of a kind", m["what"])
	}
	toks := append(slices.Clone(n.tokens), "in:graveyard")
	switch who {
	case "you":
		toks = append(toks, "you_own")
	case "each_player":
	default:
		toks = append(toks, "owner:"+who)
	}
	slices.Sort(toks)
	f := strings.Join(slices.Compact(toks), " ")
	if _, err := rules.ParseFilter(f); err != nil {
		return nil, unreadf("return from a graveyard %q: %v", f, err)
	}
	zone := "hand"
	if m["bf"] != "" {
		zone = "battlefield"
	}
	rd.last = "all:" + f
	return &rules.Effect{Op: "move", What: rd.last, Zone: zone}, nil
}
