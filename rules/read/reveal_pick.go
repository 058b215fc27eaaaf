package read

import (
	"github.com/arbitre/arbitre/rules"
)

// readRevealPick reads "révélez les {n} cartes du dessus de votre
// bibliothèque": what is taken among them, the sentences after it say.
func readRevealPick(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "reveal_pick", N: n}, nil
}

// flowPickRevealed builds the flow shape "pick_revealed":
// "Mettez n'importe quel nombre de cartes de créature et/ou de
// véhicule avec des forces différentes parmi elles dans votre main."
func flowPickRevealed(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	e := rules.LastRevealPick(*out)
	if e == nil || e.Filter != nil {
		return unreadf("cards taken among revealed ones with nothing revealed before")
	}
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return err
	}
	pf, err := rules.ParseFilter(n.filter())
	if err != nil {
		return unreadf("take %q: %v", m["what"], err)
	}
	e.Filter, e.Kind = pf, "distinct_power"
	rd.last = "picked"
	return nil
}

// flowRestBottomRandom builds the flow shape "rest_bottom_random":
// "Mettez le reste au-dessous de votre bibliothèque dans un ordre
// aléatoire": what reveal_pick does with the cards not taken.
func flowRestBottomRandom(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if e := rules.LastRevealPick(*out); e == nil || e.Filter == nil {
		return unreadf("\"the rest\" with no cards taken before")
	}
	return nil
}
