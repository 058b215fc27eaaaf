package read

import "maps"

// "{T}, Exert ~: …" (701.43a): exerting the permanent is part of the
// activation cost (the engine's Ability.Exert). The table is kept apart
// from builders.go so that branches merge without touching the same
// lines.
func init() {
	maps.Copy(builders.applies, map[string]applyBuilder{
		"exert_cost": func(rd *reader, _ map[string]string) error {
			rd.ab.Exert = true
			return nil
		},
	})
}
