package read

import "fmt"

// condDefendingControlsMore builds the condition shape
// "defending_controls_more": "defending player controls more lands than
// you" / « le joueur défenseur contrôle plus de terrains que vous » / « il
// giocatore in difesa controlla più terre di te » (Aerial Surveyor, before
// a search): the defending player has more of them than you
// (checkDefendingCondition keeps it to the attacker's own abilities).
func condDefendingControlsMore(rd *reader, m map[string]string) (string, error) {
	f, err := rd.bareFilter(m["what"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("count(%s defending_control) > count(%s you_control)", f, f), nil
}
