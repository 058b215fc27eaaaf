package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read "Vous pouvez lancer des sorts depuis le dessus de
// votre bibliothèque en sacrifiant un permanent non-terrain en plus de
// payer ses autres coûts" / "Puoi lanciare magie dalla cima del tuo
// grimorio sacrificando un permanente non terra oltre a pagare gli altri
// loro costi" (rules/cast_from_top.go).

// buildCastFromTop builds the effect shape "cast_from_top".
func buildCastFromTop(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	pf, err := rules.ParseFilter(strings.TrimSpace(n.filter() + " you_control"))
	if err != nil {
		return nil, unreadf("cast from the top, sacrificing %q: %v", m["what"], err)
	}
	return &rules.Effect{Op: "cast_from_top", Filter: pf}, nil
}
