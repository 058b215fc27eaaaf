package rules

import (
	"sort"
	"strings"
)

// copyEffectBuilders read copy effects with exceptions (707.9): "créez un
// jeton qui est une copie d'une créature ciblée que vous contrôlez, excepté
// que c'est un Reflet en plus de ses autres types de créature", "crea una
// pedina che è una copia di un'altra creatura bersaglio che controlli,
// tranne che è una creatura Palloncino 1/1 rossa in aggiunta ai suoi altri
// colori e tipi e ha volare e rapidità"; and "~ devient une copie de …".
var copyEffectBuilders = map[string]effectBuilder{
	"token_copy_except": one(func(rd *reader, m map[string]string) (*Effect, error) {
		what, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		e := &Effect{Op: "token_copy", What: what}
		if err := rd.copyException(e, m["what"], m["kw"]); err != nil {
			return nil, err
		}
		// "Sacrifiez-le …" after it: the pronoun is the token.
		rd.last = "copies"
		return e, nil
	}),
	// "Sacrifiez-le au début de la prochaine étape de fin": a delayed
	// trigger (603.7) that sacrifices what the ability last named.
	"sacrifice_next_end_step": one(func(rd *reader, _ map[string]string) (*Effect, error) {
		if rd.last == "" || rd.static {
			return nil, unreadf("\"sacrifice it at the next end step\" names nothing before it")
		}
		return &Effect{Op: "delayed", Ability: &Ability{Kind: KindTriggered, When: "each_end_step", door: -1,
			Effects: []*Effect{{Op: "sacrifice", What: rd.last}}}}, nil
	}),
	// "~ devient une copie d'une autre créature ciblée que vous
	// contrôlez": from now on (707.2, 611.2a no duration).
	"become_copy": one(func(rd *reader, m map[string]string) (*Effect, error) {
		who, err := rd.object(m["who"])
		if err != nil {
			return nil, err
		}
		to, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		e := &Effect{Op: "become_copy", To: to}
		if who != "self" {
			e.What = who
		}
		return e, nil
	}),
	// "Vous pouvez payer {W}{U}{B}{R}{G} à la place du coût de mana des
	// sorts que vous lancez": an alternative cost for your spells.
	"pay_instead": one(func(rd *reader, m map[string]string) (*Effect, error) {
		if !rd.static {
			return nil, unreadf("another cost for your spells: only as a static ability")
		}
		c, err := ParseManaCost(strings.ToUpper(m["cost"]))
		if err != nil {
			return nil, unreadf("cost %q: %v", m["cost"], err)
		}
		return &Effect{Op: "pay_instead", Cost: c, Affects: "you"}, nil
	}),
	// "Au moment où ~ arrive, choisissez un type de créature."
	"enters_creature_type": one(func(rd *reader, _ map[string]string) (*Effect, error) {
		if !rd.static {
			return nil, unreadf("a choice as it enters: only as a static ability")
		}
		return &Effect{Op: "enters_creature_type"}, nil
	}),
	// "Les créatures que vous contrôlez ont le type choisi en plus de leurs
	// autres types. C'est vrai aussi pour les sorts de créature que vous
	// contrôlez et les cartes de créature que vous possédez qui ne sont pas
	// sur le champ de bataille": the creatures you control wherever they
	// are (a card you own in a hand, a library … is one you control).
	"chosen_type_everywhere": one(func(rd *reader, _ map[string]string) (*Effect, error) {
		if !rd.static {
			return nil, unreadf("the chosen type: only as a static ability")
		}
		return &Effect{Op: "add_types", Subtypes: []string{"chosen"},
			Affects: "all:creature you_control in:battlefield in:stack in:hand in:graveyard in:library in:exile"}, nil
	}),
	// "Si une capacité déclenchée d'un permanent que vous contrôlez se
	// déclenche, cette capacité se déclenche une fois de plus."
	"extra_trigger": one(func(rd *reader, _ map[string]string) (*Effect, error) {
		if !rd.static {
			return nil, unreadf("triggering once more: only as a static ability")
		}
		return &Effect{Op: "extra_trigger", Affects: "you"}, nil
	}),
	// "Si une source que vous contrôlez devait infliger des blessures à un
	// adversaire, prévenez ces blessures et chaque adversaire meule autant
	// de cartes": prevented, and the rest done instead.
	"prevent_replace": one(func(rd *reader, m map[string]string) (*Effect, error) {
		if !rd.static {
			return nil, unreadf("a prevention effect: only as a static ability")
		}
		effs, err := rd.effects(m["rest"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "prevent_replace", Filter: builtinFilter("you_control"), To: "opponent", Then: effs}, nil
	}),
}

// copyException reads what a copy is "in addition to its other types"
// (desc: types, subtype, color words, a P/T) and the keywords it has (kw).
// Unlike a token's description, the exception may name no card type ("un
// Reflet"): the copied types stay.
func (rd *reader) copyException(e *Effect, desc, kw string) error {
	lx := rd.lx
	var colors []string
	for _, w := range strings.FieldsFunc(desc, func(r rune) bool { return r == ' ' || r == '-' }) {
		t, isType := cardTypeWord(w)
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
