package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// readManaAmount reads instructions whose number is an amount: adding an
// amount of one mana symbol ("Ajoutez une quantité de {B} égale à la valeur
// de mana de la créature sacrifiée" / "Aggiungi un ammontare di {B} pari al
// valore di mana della creatura sacrificata"), putting that many counters
// ("mettez un nombre de marqueurs +1/+1 égal à la valeur de mana de ce sort
// sur …" / "metti un numero di segnalini +1/+1 pari al valore di mana di
// quella magia su …").
var readManaAmount = map[string]effectBuilder{
	"add_mana_amount": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		sym := strings.ToUpper(m["mana"])
		if c, err := rules.ParseManaCost(sym); err != nil || len(c) != 1 {
			return nil, unreadf("mana %q", m["mana"])
		}
		n, err := rd.amount(m["expr"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "add_mana", Mana: sym, N: n}, nil
	}),
	"counters_amount": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
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
		return &rules.Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
	}),
}

func init() {
	registerBuilders(effectBuilders, readManaAmount)
}

// readManaProduced reads "ce joueur ajoute un mana de n'importe quel type
// que ce terrain a produit" / "quel giocatore aggiunge un mana di un
// qualsiasi tipo prodotto da quella terra" (rules/mana_triggers.go).
var readManaProduced = map[string]effectBuilder{
	"add_mana_produced": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		if ref, err := rd.object(m["obj"]); err != nil || ref != "it" {
			return nil, unreadf("mana of a type %q produced: not the land of the trigger", m["obj"])
		}
		return &rules.Effect{Op: "add_mana_produced", To: who}, nil
	}),
	// "En commençant par le prochain adversaire dans l'ordre du tour,
	// chaque joueur choisit une créature que vous ne contrôlez pas"
	// (rules/each_player_chooses.go).
	"each_player_chooses": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		pf, err := rd.parsedFilter(m["what"], "each player chooses")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "each_player_chooses", Filter: pf}, nil
	}),
	// "Exiler n'importe quel nombre de cartes depuis votre cimetière avec
	// au moins quatre types de carte parmi elles" (rules/exile_types.go).
	"exile_graveyard_types": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		rd.last = "exiled_now"
		return &rules.Effect{Op: "exile_graveyard_types", N: n}, nil
	}),
	// "Mettez une carte de permanent parmi elles sur le champ de bataille
	// avec un marqueur « fatalité » sur elle."
	"put_one_exiled": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if rd.last != "exiled_now" {
			return nil, unreadf("\"among them\" names no cards exiled before")
		}
		pf, err := rd.parsedFilter(m["what"], "put one among them")
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "put_one_among", What: "exiled_now", Filter: pf, Kind: kind, N: rules.ConstExpr(1)}, nil
	}),
	// "Choisissez pair ou impair" / "Scegli pari o dispari" (rules/parity.go).
	"choose_parity": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "choose_parity"}, nil
	}),
}

func init() {
	registerBuilders(effectBuilders, readManaProduced)
}

// readRoll reads « lancez un d6 » / « tira un d6 »: a die whose result the
// instructions after it read ("égal au résultat", "pari al risultato").
var readRoll = map[string]effectBuilder{
	"roll_die": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "roll", N: n}, nil
	}),
}

func init() {
	registerBuilders(effectBuilders, readRoll)
}
