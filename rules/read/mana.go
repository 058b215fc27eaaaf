package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read instructions whose number is an amount: adding an
// amount of one mana symbol ("Ajoutez une quantité de {B} égale à la valeur
// de mana de la créature sacrifiée" / "Aggiungi un ammontare di {B} pari al
// valore di mana della creatura sacrificata"), putting that many counters
// ("mettez un nombre de marqueurs +1/+1 égal à la valeur de mana de ce sort
// sur …" / "metti un numero di segnalini +1/+1 pari al valore di mana di
// quella magia su …").

// buildAddManaAmount builds the effect shape "add_mana_amount".
func buildAddManaAmount(rd *reader, m map[string]string) (*rules.Effect, error) {
	sym := strings.ToUpper(m["mana"])
	if c, err := rules.ParseManaCost(sym); err != nil || len(c) != 1 {
		return nil, unreadf("mana %q", m["mana"])
	}
	n, err := rd.amount(m["expr"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "add_mana", Mana: sym, N: n}, nil
}

// buildCountersAmount builds the effect shape "counters_amount".
func buildCountersAmount(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// The builders below read "ce joueur ajoute un mana de n'importe quel type
// que ce terrain a produit" / "quel giocatore aggiunge un mana di un
// qualsiasi tipo prodotto da quella terra" (rules/mana_triggers.go).

// buildAddManaProduced builds the effect shape "add_mana_produced".
func buildAddManaProduced(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if ref, err := rd.object(m["obj"]); err != nil || ref != "it" {
		return nil, unreadf("mana of a type %q produced: not the land of the trigger", m["obj"])
	}
	return &rules.Effect{Op: "add_mana_produced", To: who}, nil
}

// buildEachPlayerChooses builds the effect shape "each_player_chooses":
// "En commençant par le prochain adversaire dans l'ordre du tour,
// chaque joueur choisit une créature que vous ne contrôlez pas"
// (rules/each_player_chooses.go).
func buildEachPlayerChooses(rd *reader, m map[string]string) (*rules.Effect, error) {
	pf, err := rd.parsedFilter(m["what"], "each player chooses")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "each_player_chooses", Filter: pf}, nil
}

// buildExileGraveyardTypes builds the effect shape "exile_graveyard_types":
// "Exiler n'importe quel nombre de cartes depuis votre cimetière avec
// au moins quatre types de carte parmi elles" (rules/exile_types.go).
func buildExileGraveyardTypes(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	rd.last = "exiled_now"
	return &rules.Effect{Op: "exile_graveyard_types", N: n}, nil
}

// buildPutOneExiled builds the effect shape "put_one_exiled":
// "Mettez une carte de permanent parmi elles sur le champ de bataille
// avec un marqueur « fatalité » sur elle."
func buildPutOneExiled(rd *reader, m map[string]string) (*rules.Effect, error) {
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
}

// buildChooseParity builds the effect shape "choose_parity":
// "Choisissez pair ou impair" / "Scegli pari o dispari" (rules/parity.go).
func buildChooseParity(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "choose_parity"}, nil
}

// The builders below read « lancez un d6 » / « tira un d6 »: a die whose result the
// instructions after it read ("égal au résultat", "pari al risultato").

// buildRollDie builds the effect shape "roll_die".
func buildRollDie(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "roll", N: n}, nil
}

// buildAddMana builds the effect shape "add_mana":
// "Ajoutez {R}{R}" as an instruction (not a mana ability's).
func buildAddMana(_ *reader, m map[string]string) (*rules.Effect, error) {
	s := strings.ToUpper(m["what"])
	if _, err := rules.ParsePool(s); err != nil {
		return nil, unreadf("mana %q: %v", m["what"], err)
	}
	return &rules.Effect{Op: "add_mana", Mana: s}, nil
}
