package read

import (
	"cmp"
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildDrawThatMany builds the effect shape "draw_that_many".
func buildDrawThatMany(rd *reader, m map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "draw", N: rules.MustParseExpr("amount")}, nil
}

// buildSearch builds the effect shape "search": a library search read in
// parts, as every era writes it: what it is for (any object phrase,
// "jusqu'à deux cartes de terrain de base"), then steps, each one a
// lexicon's searchSteps (reveal, where the cards go, the shuffle),
// joined by the language's conjunctions. The shape gives the object
// (what) and the steps (rest), or only the rest when the object comes
// first ("cherchez dans votre bibliothèque une carte …, mettez-la …"):
// the object then ends at the first conjunction after which the steps
// read.
func buildSearch(rd *reader, m map[string]string) (*rules.Effect, error) {
	rest := m["rest"]
	var firstErr error
	if what := m["what"]; what != "" {
		e, err := rd.searchFor(what, rest)
		if err == nil {
			return e, nil
		}
		// The object may itself hold a comma or a conjunction ("a basic
		// Forest, Plains, or Island card"): it ends at a later one.
		firstErr, rest = err, what+rest
	}
	for _, loc := range rd.lx.stepSplit.FindAllStringIndex(rest, -1) {
		e, err := rd.searchFor(rest[:loc[0]], rest[loc[0]:])
		if err == nil {
			return e, nil
		}
		firstErr = cmp.Or(firstErr, err)
	}
	return nil, cmp.Or(firstErr, unreadf("search %q: no step after what it is for", rest))
}

// buildSearchTheir builds the effect shape "search_their": a player's
// search of their own library, the player {who} (« chaque joueur cherche
// dans sa bibliothèque … ») or, without one, the player the clause before
// named (« Détruisez le terrain ciblé. Son contrôleur peut chercher dans sa
// bibliothèque … »).
func buildSearchTheir(rd *reader, m map[string]string) (*rules.Effect, error) {
	to := rd.lastPl
	if w := m["who"]; w != "" {
		var err error
		if to, err = rd.player(w); err != nil {
			return nil, err
		}
	}
	if to == "" || to == "you" {
		return nil, unreadf("a search of « their » library with no player before it")
	}
	e, err := buildSearch(rd, m)
	if err != nil {
		return nil, err
	}
	e.To = to
	return e, nil
}

// searchFor reads a search for what, then its steps. Exactly one step
// says where the cards go; a search whose cards go on top of the library
// shuffles first. A search for every card of a kind is unread: the engine
// finds up to a number. The steps are read first: they are regular
// expressions, where the object is a phrase read word by word, and most
// places buildSearch tries to end the object at are not followed by steps.
func (rd *reader) searchFor(what, steps string) (*rules.Effect, error) {
	e := &rules.Effect{Op: "search"}
	if err := rd.lx.searchSteps(steps, e); err != nil {
		return nil, err
	}
	what = strings.TrimSpace(what)
	n, err := rd.nounPhrase(what)
	if err != nil {
		return nil, err
	}
	if n.all || n.target || n.ref != "" {
		return nil, unreadf("search for %q: not a number of cards", what)
	}
	if e.Filter, err = rd.parsedFilter(what, "search"); err != nil {
		return nil, err
	}
	switch {
	case n.maxN != nil:
		e.N = n.maxN
	case n.max > 1:
		e.N = rules.ConstExpr(n.max)
	}
	if e.Op == "search_split" && n.max != 2 {
		// "put one … and the other …": two cards, no more.
		return nil, unreadf("search for %q: one card and the other of how many", what)
	}
	return e, nil
}

// searchSteps reads the steps of a search into e: its zone, tapped.
func (lx *lexicon) searchSteps(steps string, e *rules.Effect) error {
	shuffled := false
	for _, part := range lx.stepSplit.Split(steps, -1) {
		if part = strings.TrimSpace(part); part == "" {
			continue
		}
		step := ""
		for _, st := range lx.searchStep {
			if st.re.MatchString(part) {
				step = st.token
				break
			}
		}
		switch step {
		case "":
			return unreadf("search step %q", part)
		case "reveal":
		case "shuffle":
			shuffled = true
		case "one_battlefield_tapped", "one_battlefield", "one_hand", "rest_hand", "rest_graveyard":
			if err := splitStep(part, step, e); err != nil {
				return err
			}
		case "battlefield_yours":
			// "Under your control" (search_of.go): the searcher's.
			if e.Zone != "" {
				return unreadf("search step %q: a second place for the cards", part)
			}
			e.Zone, e.Kind = "battlefield", underYourControl
		case "tapped":
			if e.Zone != "battlefield" {
				return unreadf("search step %q: tapped, not onto the battlefield", part)
			}
			e.Tapped = true
		default:
			if e.Zone != "" {
				return unreadf("search step %q: a second place for the cards", part)
			}
			if step == "library" && !shuffled {
				return unreadf("search step %q: on top before the shuffle", part)
			}
			e.Zone = step
			if step == "battlefield_tapped" {
				e.Zone, e.Tapped = "battlefield", true
			}
		}
	}
	if e.Zone == "" {
		return unreadf("search: nowhere to put the cards")
	}
	if e.Op == "search_split" && e.Kind == "" {
		return unreadf("search: one of the cards put somewhere, the others nowhere")
	}
	return nil
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
	who, n, err := rd.playerNumber(m)
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "draw_discarded", To: who, N: n}, nil
}

// compileSearch compiles the steps of a library search: {put} in a step
// stands for the lexicon's searchPut (the verb of putting the cards found,
// with its pronoun), and the steps are split at the conjunctions.
func (lx *lexicon) compileSearch(s *lexiconSpec) {
	for _, st := range s.searchSteps {
		lx.searchStep = append(lx.searchStep, qualifier{re: regexp.MustCompile(`^(?:` + strings.ReplaceAll(st[0], "{put}", s.searchPut) + `)$`), token: st[1]})
	}
	var alts []string
	for _, c := range s.conjunctions {
		alts = append(alts, regexp.QuoteMeta(c))
	}
	lx.stepSplit = regexp.MustCompile(strings.Join(alts, "|"))
}
