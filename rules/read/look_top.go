package read

import (
	"github.com/arbitre/arbitre/rules"
)

// readLookTop are the reader's builders of looking at the top cards of the
// library and choosing among them (look_top.go): "Regardez les six cartes
// du dessus de votre bibliothèque", "Mettez sur le champ de bataille
// jusqu'à deux cartes de créature … parmi elles", "Mettez le reste
// au-dessous de votre bibliothèque, dans l'ordre de votre choix" / "Guarda
// le prime sei carte del tuo grimorio", "Metti sul campo di battaglia fino
// a due carte creatura … scelte tra esse", "Metti le altre in fondo al tuo
// grimorio in qualsiasi ordine".
var readLookTop = map[string]effectBuilder{
	"look_top": numberEffect("look_top"),
	"put_looked_battlefield": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return putLooked(rd, m, "battlefield")
	}),
	"put_looked_hand": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return putLooked(rd, m, "hand")
	}),
	"bottom_looked": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "bottom_looked"}, nil
	}),
}

func putLooked(rd *reader, m map[string]string, zone string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	pf, err := rd.parsedFilter(m["what"], "put among the cards looked at")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "put_looked", N: n, Filter: pf, Zone: zone}, nil
}

func init() {
	registerBuilders(effectBuilders, readLookTop)
}
