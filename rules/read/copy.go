package read

import (
	"sort"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read copy effects with exceptions (707.9): "créez un
// jeton qui est une copie d'une créature ciblée que vous contrôlez, excepté
// que c'est un Reflet en plus de ses autres types de créature", "crea una
// pedina che è una copia di un'altra creatura bersaglio che controlli,
// tranne che è una creatura Palloncino 1/1 rossa in aggiunta ai suoi altri
// colori e tipi e ha volare e rapidità"; and "~ devient une copie de …".

// buildTokenCopyExcept builds the effect shape "token_copy_except".
func buildTokenCopyExcept(rd *reader, m map[string]string) (*rules.Effect, error) {
	what, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "token_copy", What: what}
	if err := rd.copyException(e, m["what"], m["kw"]); err != nil {
		return nil, err
	}
	// "Sacrifiez-le …" after it: the pronoun is the token.
	rd.last = "copies"
	return e, nil
}

// buildSacrificeNextEndStep builds the effect shape "sacrifice_next_end_step":
// "Sacrifiez-le au début de la prochaine étape de fin": a delayed
// trigger (603.7) that sacrifices what the ability last named.
func buildSacrificeNextEndStep(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.last == "" || rd.static {
		return nil, unreadf("\"sacrifice it at the next end step\" names nothing before it")
	}
	return &rules.Effect{Op: "delayed", Ability: &rules.Ability{Kind: rules.KindTriggered, When: "each_end_step", RoomDoor: -1,
		Effects: []*rules.Effect{{Op: "sacrifice", What: rd.last}}}}, nil
}

// buildBecomeCopiesUntil builds the effect shape "become_copies_until":
// "Les éclats que vous contrôlez en deviennent des copies jusqu'au
// début de la prochaine étape de fin": every permanent the filter
// matches copies what the ability last named, which may have left the
// battlefield: its copiable values as it last existed there (707.2).
func buildBecomeCopiesUntil(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.last == "" || rd.static {
		return nil, unreadf("\"become copies of it\" names nothing before it")
	}
	f, err := rd.filterPhrase(m["who"])
	if err != nil {
		return nil, err
	}
	pf, err := rules.ParseFilter(f)
	if err != nil {
		return nil, unreadf("copies %q: %v", m["who"], err)
	}
	return &rules.Effect{Op: "become_copy", Filter: pf, To: rd.last, Until: "next_end_step"}, nil
}

// buildBecomeCopy builds the effect shape "become_copy":
// "~ devient une copie d'une autre créature ciblée que vous
// contrôlez": from now on (707.2, 611.2a no duration).
func buildBecomeCopy(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.object(m["who"])
	if err != nil {
		return nil, err
	}
	to, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "become_copy", To: to}
	if who != "self" {
		e.What = who
	}
	return e, nil
}

// copyException reads what a copy is "in addition to its other types"
// (desc: types, subtype, color words, a P/T) and the keywords it has (kw).
// Unlike a token's description, the exception may name no card type ("un
// Reflet"): the copied types stay.
func (rd *reader) copyException(e *rules.Effect, desc, kw string) error {
	lx := rd.lx
	var colors []string
	for _, w := range strings.FieldsFunc(desc, func(r rune) bool { return r == ' ' || r == '-' }) {
		t, isType := rules.CardTypeWord(w)
		switch {
		case lx.fillers[w]:
		case ptWord.MatchString(w):
			if e.PT != "" {
				return unreadf("copy exception %q: two P/T", desc)
			}
			e.PT = w
		case isType:
			e.Types = append(e.Types, t)
		case lx.colors[w] != "" && lx.colors[w] != "colorless":
			colors = append(colors, lx.colors[w])
		default:
			// The creature type, a word of its language.
			e.Subtypes = append(e.Subtypes, w)
		}
	}
	if len(e.Subtypes) > 1 {
		return unreadf("copy exception %q: unknown words %v", desc, e.Subtypes)
	}
	if len(e.Types)+len(e.Subtypes)+len(colors) == 0 && e.PT == "" {
		return unreadf("copy exception %q: nothing it adds", desc)
	}
	sort.Slice(e.Types, func(i, j int) bool { return typeOrder(e.Types[i]) < typeOrder(e.Types[j]) })
	for _, c := range colors {
		e.Colors += colorLetters[c]
	}
	if kw != "" {
		kws, err := rd.keywords(kw)
		if err != nil {
			return err
		}
		e.Keywords = kws
	}
	return nil
}

// buildCopyIt builds the effect shape "copy_it".
func buildCopyIt(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "copy_spell", What: "it"}, nil
}

// buildCopyActivated builds the effect shape "copy_activated".
func buildCopyActivated(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "copy_activated", Affects: "self"}, nil
}

// buildCopyCards builds the effect shape "copy_cards":
// "Copiez-les": copies of the cards the ability last named.
func buildCopyCards(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.last == "" {
		return nil, unreadf("\"copy them\" names nothing before it")
	}
	return &rules.Effect{Op: "copy_cards", What: rd.last}, nil
}

// buildTokenCopyCommander builds the effect shape "token_copy_commander":
// "Créez un jeton qui est une copie de votre commandant, excepté qu'il
// n'est pas légendaire": the commander is chosen as it resolves.
func buildTokenCopyCommander(*reader, map[string]string) ([]*rules.Effect, error) {
	return []*rules.Effect{{Op: "choose", Filter: rules.MustParseFilter("commander you_own")},
		{Op: "token_copy", What: "choice", NotLegendary: true}}, nil
}

// buildTokenCopyEach builds the effect shape "token_copy_each":
// "Pour chacune d'elles, créez un jeton qui en est une copie."
func buildTokenCopyEach(rd *reader, _ map[string]string) (*rules.Effect, error) {
	what := rd.last
	if what == "" {
		return nil, unreadf("\"for each of them\" names nothing before it")
	}
	return &rules.Effect{Op: "token_copy", What: what}, nil
}
