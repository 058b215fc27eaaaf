package read

import (
	"github.com/arbitre/arbitre/rules"
)

// The builders below read looking at the top cards of the
// library and choosing among them (rules/look_top.go): "Regardez les six cartes
// du dessus de votre bibliothèque", "Mettez sur le champ de bataille
// jusqu'à deux cartes de créature … parmi elles", "Mettez le reste
// au-dessous de votre bibliothèque, dans l'ordre de votre choix" / "Guarda
// le prime sei carte del tuo grimorio", "Metti sul campo di battaglia fino
// a due carte creatura … scelte tra esse", "Metti le altre in fondo al tuo
// grimorio in qualsiasi ordine".

// buildPutLookedBattlefield builds the effect shape "put_looked_battlefield".
func buildPutLookedBattlefield(rd *reader, m map[string]string) (*rules.Effect, error) {
	return putLooked(rd, m, "battlefield")
}

// buildPutLookedHand builds the effect shape "put_looked_hand".
func buildPutLookedHand(rd *reader, m map[string]string) (*rules.Effect, error) {
	return putLooked(rd, m, "hand")
}

// buildBottomLooked builds the effect shape "bottom_looked".
func buildBottomLooked(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "bottom_looked"}, nil
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
