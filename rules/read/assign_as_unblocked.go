package read

import "github.com/arbitre/arbitre/rules"

// buildAssignAsUnblocked builds the effect shape "assign_as_unblocked"
// (rules/assign_as_unblocked.go): "You may have Rhox assign its combat
// damage as though it weren't blocked", « Vous pouvez faire que le Rhox
// attribue ses blessures de combat comme s'il n'était pas bloqué », « Puoi
// far assegnare al Rhox il suo danno da combattimento come se non fosse
// bloccato ».
func buildAssignAsUnblocked(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "assign_as_unblocked", m)
}
