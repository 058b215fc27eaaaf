package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read permanents that enter as a
// copy (rules/entercopy.go): "Vous pouvez faire que ~ arrive comme une copie de
// n'importe quelle créature sur le champ de bataille, excepté que c'est une
// illusion en plus de ses autres types et qu'elle a « … »" / "Puoi far
// entrare ~ come una copia di qualsiasi creatura sul campo di battaglia,
// tranne che è un'Illusione in aggiunta ai suoi altri tipi e ha "…"".

// buildEntersAsCopy builds the effect shape "enters_as_copy".
func buildEntersAsCopy(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "enters as a copy")
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "enters_as_copy", Filter: pf}
	if s := strings.TrimSpace(m["sub"]); s != "" {
		e.Subtypes = []string{rules.SubtypeName(s)}
	}
	if q := strings.TrimSpace(m["q"]); q != "" {
		if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
			return nil, unreadf("enters as a copy: an ability not quoted: %q", q)
		}
		a, err := rd.quotedAbility(strings.TrimSuffix(strings.TrimSpace(q[1:len(q)-1]), "."))
		if err != nil {
			return nil, err
		}
		e.Ability = a
	}
	return e, nil
}
