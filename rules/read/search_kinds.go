package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildSearchKinds builds the effect shape "search": a library search
// (buildSearch) or, when what it is for is a list of single cards joined
// by "and" (« une carte de forêt et une carte de plaine », "an Island
// card, a Swamp card, and a Mountain card"), one search for each card of
// the list, each put where the steps say. A card found for one kind is no
// longer in the library when the next is looked for, so a card of two
// kinds (a Forest Plains) counts for one of them only, as 701.19 reads
// "a Forest card and a Plains card".
func buildSearchKinds(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	e, err := buildSearch(rd, m)
	if err == nil {
		if e.Kind == underYourControl {
			// Your own cards onto the battlefield "under your control":
			// where they would be anyway.
			e.Kind = ""
		}
		return []*rules.Effect{e}, nil
	}
	if effs := rd.searchEachKind(m["what"] + m["rest"]); effs != nil {
		return effs, nil
	}
	return nil, err
}

// searchEachKind reads s as a list of single cards, then the steps of a
// search; nil when it is not one. The steps must put every card in one
// place (no "one … and the other …"), and the list is joined by commas
// and the language's "and" only ("then" ends the list: it starts a step).
func (rd *reader) searchEachKind(s string) []*rules.Effect {
	locs := rd.lx.stepSplit.FindAllStringIndex(s, -1)
	for i, loc := range locs {
		if i == 0 {
			continue
		}
		steps := &rules.Effect{Op: "search"}
		if rd.lx.searchSteps(s[loc[0]:], steps) != nil || steps.Op != "search" {
			continue
		}
		if effs := rd.searchKindList(s[:loc[0]], locs[:i], steps); effs != nil {
			return effs
		}
	}
	return nil
}

// searchKindList reads the cards of list, joined at the conjunctions
// seps, each one card of a kind, as searches with the steps' place.
func (rd *reader) searchKindList(list string, seps [][]int, steps *rules.Effect) []*rules.Effect {
	and, _, _ := strings.Cut(strings.TrimSpace(rd.lx.condAnd), " ")
	var items []string
	start := 0
	for _, sep := range seps {
		if w := strings.Trim(list[sep[0]:sep[1]], ", "); w != "" && w != and {
			return nil
		}
		items = append(items, list[start:sep[0]])
		start = sep[1]
	}
	var out []*rules.Effect
	for _, item := range append(items, list[start:]) {
		e, ok := rd.oneCardSearch(item, steps)
		if !ok {
			return nil
		}
		out = append(out, e)
	}
	return out
}

// oneCardSearch reads item as exactly one card of a kind, searched for and
// put where steps says.
func (rd *reader) oneCardSearch(item string, steps *rules.Effect) (*rules.Effect, bool) {
	item = strings.TrimSpace(item)
	n, err := rd.nounPhrase(item)
	if err != nil || n.all || n.target || n.ref != "" || n.player || n.max != 1 || n.maxN != nil {
		return nil, false
	}
	f, err := rd.parsedFilter(item, "search")
	if err != nil {
		return nil, false
	}
	return &rules.Effect{Op: "search", Filter: f, Zone: steps.Zone, Tapped: steps.Tapped}, true
}
