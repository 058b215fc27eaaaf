package rules

import "strings"

// readManaAmount reads a spell's or ability's instruction to add an amount
// of one mana symbol: "Ajoutez une quantité de {B} égale à la valeur de
// mana de la créature sacrifiée" / "Aggiungi un ammontare di {B} pari al
// valore di mana della creatura sacrificata".
var readManaAmount = map[string]effectBuilder{
	"add_mana_amount": one(func(rd *reader, m map[string]string) (*Effect, error) {
		sym := strings.ToUpper(m["mana"])
		if c, err := ParseManaCost(sym); err != nil || len(c) != 1 {
			return nil, unreadf("mana %q", m["mana"])
		}
		n, err := rd.amount(m["expr"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "add_mana", Mana: sym, N: n}, nil
	}),
}

func init() {
	for name, b := range readManaAmount {
		registerBuilder(effectBuilders, name, b)
	}
}
