package read

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read the token family's copies (707.2, 111.10):
// "create a token that's a copy of target creature you control", « créez
// un jeton qui est une copie de l'artefact enchanté », « crea una pedina
// che è una copia di ~ » (the copy without exceptions; the exceptions are
// token_copy_except's, copy.go), and tokens counted by "that many".

// buildTokenCopy builds the effect shape "token_copy".
func buildTokenCopy(rd *reader, m map[string]string) (*rules.Effect, error) {
	what, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "token_copy", What: what}
	// "That token gains haste", "Sacrifice it …": the pronoun is the copy.
	rd.last = "copies"
	return e, nil
}

// buildTokenThatMany builds the effect shape "token_that_many": "create
// that many 1/1 green Saproling creature tokens", « créez autant de jetons
// de … », « crea altrettante pedine … »: as many as the clause before
// counted (rd.thatMany), else as the trigger's event amounted to (the
// damage dealt, the life gained), which only events with an amount give.
func buildTokenThatMany(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	n := rd.thatMany
	if n == "" && amountEvents[rd.when] {
		n = "amount"
	}
	if n == "" {
		return nil, unreadf("\"that many\" tokens: nothing counted before them, and no trigger event with an amount")
	}
	m2 := map[string]string{"n": "1", "what": m["what"], "attacking": m["attacking"]}
	effs, err := buildToken(rd, m2)
	if err != nil {
		return nil, err
	}
	effs[0].N = rules.MustParseExpr(n)
	return effs, nil
}

// amountEvents are the trigger events whose amount (rules.Event.Amount)
// is what "that many" counts: damage dealt or received, life gained or
// lost.
var amountEvents = map[string]bool{
	"combat_damage_player": true, "combat_damage_opp": true, "damage_to_player": true, "damage_to_opp": true,
	"deals_damage": true, "deals_combat_damage": true, "damaged": true, "player_damaged": true,
	"enchanted_damaged": true, "you_damaged": true, "you_combat_damaged": true, "combat_damage_you": true, "damage_to_you": true, "combat_damage_enchanted_player": true,
	"life_gained": true, "life_lost": true,
}

// tokenWords splits a token's description into words: at spaces, and at
// the hyphens of compound card types (« créature-artefact »), but not
// inside a subtype that is one hyphenated word (« chauve-souris »,
// "assembly-worker"; a knowledge base's misprinted type line may list
// « créature-artefact » among its subtypes: card types are never one).
func (rd *reader) tokenWords(desc string) []string {
	var out []string
	for _, w := range joinSubtypePhrases(strings.Fields(desc), rd.env.subtypes) {
		if strings.Contains(w, " ") {
			// « grand singe »: one subtype of several words.
			out = append(out, w)
			continue
		}
		if strings.Contains(w, "-") && (rd.env.subtypes[w] != "" || rd.lx.tokenSubtypes[w]) && !typeCompound(w) {
			out = append(out, w)
			continue
		}
		out = append(out, strings.FieldsFunc(w, func(r rune) bool { return r == '-' })...)
	}
	return out
}

// tokenAbility splits what a token is created "with" into its keywords and
// its quoted ability: "flying and "Sacrifice this creature: …"", "flying
// with "…"" (a keyword description, then "It has "…"" joined to it), or
// the quoted ability alone.
func (lx *lexicon) tokenAbility(kws string) (keywords, quoted string) {
	kws = strings.TrimSpace(kws)
	i := strings.IndexByte(kws, '"')
	if i < 0 {
		return kws, ""
	}
	head, q := strings.TrimSpace(kws[:i]), kws[i:]
	if len(q) < 3 || q[len(q)-1] != '"' || strings.Count(q, `"`) != 2 {
		// Not one whole quoted ability (a clause cut inside the quote at
		// its comma): read whole, which fails with its reason.
		return kws, ""
	}
	if head == "" {
		return "", q
	}
	if h, ok := strings.CutSuffix(" "+head+" ", lx.tokenWith); ok {
		return strings.TrimSpace(h), q
	}
	if loc := lx.listSplit.FindStringIndex(" " + head + " "); loc != nil && loc[1] == len(head)+2 {
		return strings.TrimSpace((" " + head + " ")[:loc[0]]), q
	}
	// A quote inside the keywords' words: not a keyword list then an
	// ability; read whole as before (tokenKeywords says why it fails).
	return kws, ""
}

// typeCompound reports whether a hyphenated word joins card types
// (« créature-artefact »).
func typeCompound(w string) bool {
	for _, part := range strings.Split(w, "-") {
		if _, ok := rules.CardTypeWord(part); ok {
			return true
		}
	}
	return false
}

// buildTokenForEach builds the effect shape "token_for_each": "create a
// 1/1 green Saproling creature token for each land you control": n tokens
// per object the phrase matches, counted as the instruction resolves.
// What is not an object phrase ("for each time it was kicked", "for each
// creature sacrificed this way") stays unread.
func buildTokenForEach(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	effs, err := buildToken(rd, m)
	if err != nil {
		return nil, err
	}
	if effs[0].N, err = rd.forEach(effs[0].N, m["each"]); err != nil {
		return nil, err
	}
	return effs, nil
}

// buildTokenPerKindCounter builds the effect shape "token_per_kind_counter":
// "create a 1/1 green Saproling creature token for each +1/+1 counter on
// ~": n tokens per counter of that kind on the object (or it had, if it
// left: sacrificed as the cost).
func buildTokenPerKindCounter(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	effs, err := buildToken(rd, m)
	if err != nil {
		return nil, err
	}
	src := fmt.Sprintf("counters(%s, %s)", ref, kind)
	if n := effs[0].N.String(); n != "1" {
		src = n + " * " + src
	}
	if effs[0].N, err = rules.ParseExpr(src); err != nil {
		return nil, unreadf("tokens for each %s counter: %v", kind, err)
	}
	return effs, nil
}

// wubrgColors writes a token's colors in the color wheel's order (W, U,
// B, R, G), whatever order its text names them in: "red and white" and
// « bianca e rossa » are the same token.
func wubrgColors(colors []string) string {
	var out string
	for _, l := range "WUBRG" {
		for _, c := range colors {
			if colorLetters[c] == string(l) && !strings.ContainsRune(out, l) {
				out += string(l)
			}
		}
	}
	return out
}

// buildTokenList builds the effect shape "token_list": "create a 1/1 green
// Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green
// Elephant creature token": several tokens, each item read by the token
// shapes with the verb before it. The items are cut at the list's
// separators where every part reads as one token (a keyword list's comma
// stays inside its item); "or" between them is a choice, left unread.
func buildTokenList(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	items, verb := m["items"], m["verb"]
	locs := rd.lx.listSplit.FindAllStringIndex(items, -1)
	for _, l := range locs {
		sep := strings.Fields(strings.ReplaceAll(items[l[0]:l[1]], ",", " "))
		if len(sep) > 0 && !slices.Contains(rd.lx.conjunctions, " "+sep[len(sep)-1]+" ") {
			// " or " / " ou " / " o ": a choice between tokens.
			return nil, unreadf("a choice between tokens: %q", items)
		}
	}
	effs, ok := rd.tokenItems(verb, items, locs, 0)
	if !ok || len(effs) < 2 {
		return nil, unreadf("tokens %q: not a list of tokens", items)
	}
	rd.last = "created"
	return effs, nil
}

// tokenItems reads items[start:] as a list of tokens cut at some of the
// separators locs: the first cut whose parts all read wins.
func (rd *reader) tokenItems(verb, items string, locs [][]int, start int) ([]*rules.Effect, bool) {
	if e := rd.tokenItem(verb, items[start:]); e != nil {
		return []*rules.Effect{e}, true
	}
	for _, l := range locs {
		if l[0] <= start {
			continue
		}
		e := rd.tokenItem(verb, items[start:l[0]])
		if e == nil {
			continue
		}
		if rest, ok := rd.tokenItems(verb, items, locs, l[1]); ok {
			return append([]*rules.Effect{e}, rest...), true
		}
	}
	return nil, false
}

// tokenItem reads one item of a list of tokens with its verb: one token,
// or nil.
func (rd *reader) tokenItem(verb, item string) *rules.Effect {
	saved := *rd.ab
	effs, err := rd.clauses(verb+" "+strings.TrimSpace(item), rd.lx.tokenShapes())
	if err != nil || len(effs) != 1 || effs[0].Op != "token" {
		*rd.ab = saved
		return nil
	}
	return effs[0]
}

// tokenShapes are the lexicon's shapes of one token ("token"), which read
// a list's items.
func (lx *lexicon) tokenShapes() []*shape {
	var out []*shape
	for _, sh := range lx.effects {
		if sh.name == "token" {
			out = append(out, sh)
		}
	}
	return out
}

// predefinedToken replaces a predefined token's name (111.10), when the
// description is that name alone ("treasure", "tapped treasure"), by the
// token its rules define, from the lexicon: "colorless treasure artifact
// with "…"".
func (lx *lexicon) predefinedToken(s string) string {
	words := strings.Fields(s)
	var name string
	var rest []string
	for _, w := range words {
		switch {
		case lx.predefinedTokens[w] != "" && name == "":
			name = w
		case lx.adjectives[w] == "tapped":
			rest = append(rest, w)
		default:
			return s
		}
	}
	if name == "" {
		return s
	}
	return strings.Join(append(rest, lx.predefinedTokens[name]), " ")
}

// tokenRef is what "that token" refers to: the tokens the ability created
// (or the token copies), else nothing, which its readers report unread.
func tokenRef(last string) string {
	if last == "created" || last == "copies" {
		return last
	}
	return ""
}

// buildTokenCopyForEach builds the effect shape "token_copy_for_each":
// "for each creature token you control, create a token that's a copy of
// that creature": a copy of each object the phrase matches as the
// instruction resolves (the copies created then are not among them).
func buildTokenCopyForEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	f, err := rd.filterPhrase(m["each"])
	if err != nil {
		return nil, err
	}
	if _, err := rules.ParseFilter(f); err != nil {
		return nil, unreadf("copies for each %q: %v", m["each"], err)
	}
	rd.last = "copies"
	return &rules.Effect{Op: "token_copy", What: "all:" + f}, nil
}
