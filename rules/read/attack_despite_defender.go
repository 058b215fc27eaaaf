package read

import "github.com/arbitre/arbitre/rules"

// buildAttackDespiteDefender builds the shape "attack_despite_defender":
// "~ can attack as though it didn't have defender" (« peut attaquer comme
// s'il n'avait pas le défenseur », « può attaccare come se non avesse
// difensore »; before defender, « comme s'il n'était pas un mur » / « come
// se non fosse un Muro »): the engine's keyword of that permission,
// granted for the duration or while the static ability applies. The
// creature keeps defender.
func buildAttackDespiteDefender(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "grant", m)
	if err != nil {
		return nil, err
	}
	e.Keywords = []string{"attack_despite_defender"}
	return e, nil
}
