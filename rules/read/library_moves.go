package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read where a card goes in a library and what is done
// with the cards revealed from its top (branch grammar-library): "put
// target creature on the bottom of its owner's library" / « mettez la
// créature ciblée au-dessous de la bibliothèque de son propriétaire » /
// « metti una creatura bersaglio in fondo al grimorio del suo
// proprietario »; "put that card onto the battlefield and the rest on the
// bottom of your library in a random order" after reveal_until.

// putOnLibrary builds the effect shapes "put_on_top" and "put_on_bottom":
// what the object phrase names goes on the top or to the bottom of its
// owner's library (a move, with bottom); the shapes that say "your
// library" hold only objects you own ("from your graveyard", "you own").
// Unlike moveTo, a list is never several objects: « l'artefact ciblé, la
// créature ciblée ou l'enchantement ciblé » is one target among them.
func putOnLibrary(bottom bool) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "move", What: ref, Zone: "library", Bottom: bottom}, nil
	})
}

// buildRevealTopToHand builds the effect shape "reveal_top_hand": "reveal
// the top card of your library and put it into your hand"; "that card"
// after it is the card revealed (reveal_top remembers it as revealed).
func buildRevealTopToHand(rd *reader, _ map[string]string) (*rules.Effect, error) {
	rd.last = "revealed"
	return &rules.Effect{Op: "reveal_top", N: rules.ConstExpr(1)}, nil
}

// flowRevealedPutRestBottom builds the flow shape
// "revealed_put_rest_bottom": after reveal_until, the card found goes to
// the hand or, with the group bf, onto the battlefield, and the other
// cards revealed to the bottom in a random order (what reveal_until does
// with a zone).
func flowRevealedPutRestBottom(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n == 0 || (*out)[n-1].Op != "reveal_until" || (*out)[n-1].Zone != "" {
		return unreadf("\"put that card … and the rest on the bottom\" without cards revealed before")
	}
	zone := "hand"
	if m["bf"] != "" {
		zone = "battlefield"
	}
	(*out)[n-1].Zone = zone
	return nil
}

// buildTopRevealed builds the static shape "top_revealed": "Play with the
// top card of your library revealed" (every player may look at it: op
// may_look for each player), or with the group each, "Players play with
// the top card of their libraries revealed" (the top card of every
// library).
func buildTopRevealed(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("playing with the top card revealed: only as a static ability")
	}
	f := "card in:library top you_own"
	if m["each"] != "" {
		f = "card in:library top"
	}
	return &rules.Effect{Op: "may_look", Filter: rules.MustParseFilter(f), Affects: "each_player"}, nil
}

// splitStep reads a step of a search whose cards go to two places
// (op search_split): "put one onto the battlefield tapped" (one_…: the
// zone of one card) and "the other into your hand" (rest_…: the zone of
// the others, after it).
func splitStep(part, step string, e *rules.Effect) error {
	where, zone, _ := strings.Cut(step, "_")
	if where == "rest" {
		if e.Op != "search_split" || e.Kind != "" {
			return unreadf("search step %q: the other cards, with no card put apart before", part)
		}
		e.Kind = zone
		return nil
	}
	if e.Zone != "" {
		return unreadf("search step %q: a second place for the cards", part)
	}
	e.Op = "search_split"
	e.Zone = zone
	if z, ok := strings.CutSuffix(zone, "_tapped"); ok {
		e.Zone, e.Tapped = z, true
	}
	return nil
}

// lookedBefore reports whether an instruction before looked at the top
// cards of the library (look_top): the cards later instructions call
// looked.
func lookedBefore(out []*rules.Effect) bool {
	for _, e := range out {
		if e.Op == "look_top" && e.To == "" {
			return true
		}
	}
	return false
}

// flowLookedPut builds the flow shape "looked_put": "You may put a land
// card from among them into your hand" / « Vous pouvez mettre sur le champ
// de bataille une carte de créature parmi elles » after looking at the top
// cards: up to n of them (put_looked), into the hand or, with the group
// bf, onto the battlefield.
func flowLookedPut(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	revealedAsLooked(*out)
	if eachKind(m["what"]) {
		return unreadf("cards put \"from among them\" %q: one card of each kind, unread as one of either", m["what"])
	}
	if !lookedBefore(*out) {
		return unreadf("cards put \"from among them\" with no cards looked at before")
	}
	zone := "hand"
	if m["bf"] != "" {
		zone = "battlefield"
	}
	e, err := putLooked(rd, m, zone)
	if err != nil {
		return err
	}
	if err := xFilterDefined(*out, e.Filter); err != nil {
		return err
	}
	*out = append(*out, e)
	takenAsMoved(rd)
	return nil
}

// flowRestBottom builds the flow shape "rest_bottom_random": "Put the rest
// on the bottom of your library in a random order", the cards not taken:
// after reveal_pick, what that op does with them; after looking at the top
// cards and putting some of them (put_looked), the others go to the bottom
// (bottom_looked: in the order looked at, the engine's random order, as
// reveal_until's).
func flowRestBottom(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if rules.LastRevealPick(*out) == nil && n > 0 && (*out)[n-1].Op == "put_looked" && lookedBefore(*out) {
		*out = append(*out, &rules.Effect{Op: "bottom_looked"})
		return nil
	}
	return flowRestBottomRandom(rd, m, out)
}

// flowRestLookedTo builds the flow shape "rest_looked_graveyard": "Put the
// rest into your graveyard" after looking at the top cards and putting
// some of them: the others go there together (rest_looked).
func flowRestLookedTo(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n == 0 || (*out)[n-1].Op != "put_looked" || !lookedBefore(*out) {
		return unreadf("\"the rest\" with no cards looked at and taken before")
	}
	*out = append(*out, &rules.Effect{Op: "rest_looked", Zone: "graveyard"})
	return nil
}

// flowLookedSurveil builds the flow shape "looked_surveil": "Look at the
// top three cards of your library. Put any number of them into your
// graveyard and the rest back on top of your library in any order." is
// what surveil 3 does (701.25a), which the engine runs: the look_top
// before becomes surveil with its number.
func flowLookedSurveil(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	n := len(*out)
	if n == 0 || (*out)[n-1].Op != "look_top" || (*out)[n-1].To != "" {
		return unreadf("cards put into the graveyard \"among them\" with no cards looked at just before")
	}
	(*out)[n-1] = &rules.Effect{Op: "surveil", N: (*out)[n-1].N}
	return nil
}

// buildLookTopOf builds the effect shape "look_top_of": "look at the top
// card of target player's library", « regardez la carte du dessus de la
// bibliothèque du joueur ciblé »: you look at the top cards of that
// player's library (look_top to them); "them" after it are those cards.
func buildLookTopOf(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	effs, err := topOfWho("look_top")(rd, m)
	if err == nil {
		rd.last = "looked"
	}
	return effs, err
}
