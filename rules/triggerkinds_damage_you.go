package rules

// damageToYouTriggers are the trigger heads of a source dealing damage to
// the ability's controller, combat or not, or combat damage to the player
// its aura enchants (branch grammar-triggers2): "Whenever a creature deals
// damage to you" / « À chaque fois qu'une créature vous inflige des
// blessures » / « Ogniqualvolta una creatura ti infligge danno ».
func damageToYouTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"damage_to_you": {"a source matching filter deals damage to you, combat or not: once per source (it_source: that source; amount: the damage)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || t.ev.ToPlayer != t.ctrl+1 {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
		"combat_damage_enchanted_player": {"a creature matching filter deals combat damage to the player this aura enchants: once per creature (it_source: that creature; amount: the damage)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || !t.ev.Combat || t.ev.ToPlayer == 0 || t.h.obj.AttachedToPl != t.ev.ToPlayer {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
	}
}
