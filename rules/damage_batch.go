package rules

// batchDamageTriggers are the triggers on one batch of damage (120.3,
// 603.2c): « À chaque fois qu'au moins une créature que vous contrôlez
// inflige des blessures de combat à un joueur » triggers once per player
// dealt combat damage, however many of the creatures dealt it.
func batchDamageTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"combat_damage_player_batch": {"one or more creatures matching filter deal combat damage to a player at once: once per player dealt damage (them: that player)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamaged || !t.ev.Combat || t.ev.ToPlayer == 0 {
				return false
			}
			for _, s := range t.ev.Sources {
				if o, ch := t.g.objectOrLKI(s); o != nil && t.filterOK(o, ch) {
					return true
				}
			}
			return false
		}},
	}
}
