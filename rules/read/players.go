package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Clauses whose subject is a player ("target player takes an extra turn",
// « l'adversaire ciblé révèle sa main », "each opponent gets …") and the
// player's energy (122.1): the subject is the lexicons' {who}, read by
// rd.player, so that every subject (you, target player or opponent, each
// player or opponent, that player) works with every verb a lexicon writes
// for it.

// energySymbols counts the energy symbols of "{e}{e}{e}": each is one
// counter (107.14).
func energySymbols(s string) (int, error) {
	n := strings.Count(s, "{e}")
	if n == 0 || strings.ReplaceAll(s, "{e}", "") != "" {
		return 0, unreadf("%q is not energy symbols", s)
	}
	return n, nil
}

// playerTo is the To of an effect on the player who: empty for you (the
// ops' default).
func playerTo(rd *reader, who string) (string, error) {
	ref, err := rd.player(who)
	if err != nil || ref == "you" {
		return "", err
	}
	return ref, nil
}

// buildGetEnergy builds the effect shape "get_energy": "you get {E}{E}",
// « vous gagnez {E}{E} », « ottieni {E}{E} ».
func buildGetEnergy(rd *reader, m map[string]string) (*rules.Effect, error) {
	return energyEffect(rd, m, "get_energy")
}

// buildPayEnergy builds the effect shape "pay_energy": "(you may) pay
// {E}{E}", an instruction whose "if you do" is whether it was paid.
func buildPayEnergy(rd *reader, m map[string]string) (*rules.Effect, error) {
	return energyEffect(rd, m, "pay_energy")
}

func energyEffect(rd *reader, m map[string]string, op string) (*rules.Effect, error) {
	n, err := energySymbols(m["e"])
	if err != nil {
		return nil, err
	}
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: op, N: rules.ConstExpr(n), To: to}, nil
}

// applyPayEnergy builds the cost shape "pay_energy": "Pay {E}{E}: …".
func applyPayEnergy(rd *reader, m map[string]string) error {
	n, err := energySymbols(m["e"])
	if err != nil {
		return err
	}
	rd.ab.Energy += n
	return nil
}

// buildExtraTurnWho builds the effect shape "extra_turn_who": "target
// player takes an extra turn after this one", « le joueur ciblé joue un
// tour supplémentaire après celui-ci ».
func buildExtraTurnWho(rd *reader, m map[string]string) (*rules.Effect, error) {
	to, err := playerTo(rd, m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "extra_turn", To: to}, nil
}
