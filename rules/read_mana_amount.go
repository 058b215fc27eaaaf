package rules

import "strings"

// readManaAmount reads instructions whose number is an amount: adding an
// amount of one mana symbol ("Ajoutez une quantité de {B} égale à la valeur
// de mana de la créature sacrifiée" / "Aggiungi un ammontare di {B} pari al
// valore di mana della creatura sacrificata"), putting that many counters
// ("mettez un nombre de marqueurs +1/+1 égal à la valeur de mana de ce sort
// sur …" / "metti un numero di segnalini +1/+1 pari al valore di mana di
// quella magia su …").
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
	"counters_amount": one(func(rd *reader, m map[string]string) (*Effect, error) {
		n, err := rd.amount(m["expr"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
	}),
}

func init() {
	for name, b := range readManaAmount {
		registerBuilder(effectBuilders, name, b)
	}
}

// readManaProduced reads "ce joueur ajoute un mana de n'importe quel type
// que ce terrain a produit" / "quel giocatore aggiunge un mana di un
// qualsiasi tipo prodotto da quella terra" (mana_triggers.go).
var readManaProduced = map[string]effectBuilder{
	"add_mana_produced": one(func(rd *reader, m map[string]string) (*Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		if ref, err := rd.object(m["obj"]); err != nil || ref != "it" {
			return nil, unreadf("mana of a type %q produced: not the land of the trigger", m["obj"])
		}
		return &Effect{Op: "add_mana_produced", To: who}, nil
	}),
}

func init() {
	for name, b := range readManaProduced {
		registerBuilder(effectBuilders, name, b)
	}
}
