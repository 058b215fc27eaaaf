package read

import "github.com/arbitre/arbitre/rules"

// buildDrawThatMany builds the effect shape "draw_that_many".
func buildDrawThatMany(rd *reader, m map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "draw", N: rules.MustParseExpr("amount")}, nil
}

// buildSearch builds the effect shape "search".
// The card goes to the hand, or with bf onto the battlefield (tapped
// with tapped). The engine's search finds one card: a search for several
// ("jusqu'à deux cartes") or any number is unread, not read as one.
func buildSearch(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if n.max > 1 || n.maxN != nil || n.all {
		return nil, unreadf("search for several cards %q: the engine's search finds one", m["what"])
	}
	pf, err := rd.parsedFilter(m["what"], "search")
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "search", Filter: pf, Zone: "hand"}
	if m["bf"] != "" {
		e.Zone, e.Tapped = "battlefield", m["tapped"] != ""
	}
	return e, nil
}

// buildExileTop builds the effect shape "exile_top".
func buildExileTop(rd *reader, m map[string]string) (*rules.Effect, error) {
	n := rules.ConstExpr(1)
	if s, ok := m["n"]; ok {
		var err error
		if n, err = rd.number(s); err != nil {
			return nil, err
		}
	}
	return &rules.Effect{Op: "exile_top", N: n}, nil
}

// buildMillTwice builds the effect shape "mill_twice":
// "meulez deux fois X cartes" / "macina carte pari al doppio di X".
func buildMillTwice(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	twice, err := rules.ParseExpr("2 * " + n.String())
	if err != nil {
		return nil, unreadf("twice %s: %v", n, err)
	}
	return &rules.Effect{Op: "mill", N: twice}, nil
}

// buildSearchToGraveyard builds the effect shape "search_to_graveyard":
// "Vous pouvez chercher une carte dans votre bibliothèque, la
// mettre dans votre cimetière, puis mélanger."
func buildSearchToGraveyard(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "search")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "search", Filter: pf, Zone: "graveyard"}, nil
}

// buildManifestDreadTimes builds the effect shape "manifest_dread_times":
// "Manifestez l'effroi X fois": "ces créatures" after it are the
// creatures manifested.
func buildManifestDreadTimes(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	rd.last = "manifested"
	return &rules.Effect{Op: "manifest_dread", N: n}, nil
}

// buildRevealUntil builds the effect shape "reveal_until":
// "Révélez des cartes du dessus de votre bibliothèque jusqu'à ce que
// vous révéliez une carte de terrain."
func buildRevealUntil(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "reveal until")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "reveal_until", Filter: pf}, nil
}

// buildExileTopWho builds the effect shape "exile_top_who":
// "Chaque adversaire exile la carte du dessus de sa bibliothèque."
func buildExileTopWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "exile_top", N: rules.ConstExpr(1)}
	if who != "you" {
		e.To = who
	}
	return e, nil
}

// buildDrawDiscarded builds the effect shape "draw_discarded":
// "Chaque adversaire pioche un nombre de cartes égal au nombre de
// cartes dont ce joueur s'est défaussé moins une."
func buildDrawDiscarded(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "draw_discarded", To: who, N: n}, nil
}
