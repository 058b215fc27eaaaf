package rules

// ruleOps are continuous effects that change a rule of the game rather
// than characteristics: each rule asks for the effects of its op in force
// (MaxHandSize for max_hand, modifyDamage for prevent, TotalCost for
// cost_less …). A new op of this class is registered here and read where
// its rule is applied: that code is its meaning.
func ruleOps() []Op {
	n := []Arg{Opt("n", ArgExpr)}
	damageMod := []Arg{Opt("kind", ArgString), Opt("to", ArgString)}
	return []Op{
		{Name: "redirect", Doc: "a card that would be put into zone (from the battlefield with kind: from_battlefield, or dying with kind: dies) goes to instead",
			Args: []Arg{Req("zone", ArgZone), Req("instead", ArgZone), Opt("kind", ArgString)}, Handler: continuous(effRedirect)},
		{Name: "max_hand", Doc: "the affected player's maximum hand size is n", Args: []Arg{Req("n", ArgExpr)}, Handler: continuous(effPlayer)},
		{Name: "no_max_hand", Doc: "the affected player has no maximum hand size", Handler: continuous(effPlayer)},
		{Name: "no_life_loss", Doc: "the affected player doesn't lose the game for having 0 or less life (704.5a)", Handler: continuous(effPlayer)},
		{Name: "extra_land", Doc: "the affected player may play n (default 1) additional lands each turn", Args: n, Handler: continuous(effPlayer)},
		{Name: "cant_gain_life", Doc: "the affected player can't gain life", Handler: continuous(effPlayer)},
		{Name: "only_players_act", Doc: "only the affected players may cast spells and attack with creatures (the others still block, activate abilities …)", Handler: continuous(effPlayer)},
		{Name: "player_keywords", Doc: "the affected player has keywords (hexproof, shroud: spells and abilities can't target them, 702.11d)",
			Args: []Arg{Req("keywords", ArgWords)}, Handler: continuous(effPlayer)},
		{Name: "may_play", Doc: "you may play cards matching filter from zone (the exiled cards, when locked to them); kind life: spells cast this way cost their mana value in life instead of their mana cost (alt: life)",
			Args: []Arg{Opt("zone", ArgZone), Opt("kind", ArgString)}, Handler: continuous(effPlayer)},
		{Name: "may_cast_from", Doc: "you may cast this card (or cards matching filter) from zone; kind: only for that alternative cost (mutate: cast for its mutate cost, mutate.go)",
			Args: []Arg{Req("zone", ArgZone), Opt("kind", ArgString)}, Handler: continuous(effPlayer)},
		{Name: "cast_as_flash", Doc: "you may cast spells matching filter (every spell without one) as though they had flash: any time you could cast an instant (cast_as_flash.go)",
			Handler: continuous(effPlayer)},
		{Name: "unlock_cost_less", Doc: "the unlock costs the affected player pays cost {n} less (generic mana only)", Args: n, Handler: continuous(effPlayer)},
		{Name: "extra_trigger", Doc: "triggered abilities of your permanents trigger n (default 1) additional times", Args: n, Handler: continuous(effPlayer)},
		{Name: "life_gain_plus", Doc: "the affected player gains that much life plus n (default 1) instead", Args: n, Handler: continuous(effPlayer)},
		{Name: "damage_double", Doc: "damage from sources matching filter (kind: combat or noncombat; to: opponent or opponent_or_permanent) is doubled",
			Args: damageMod, Handler: continuous(effDamage)},
		{Name: "damage_plus", Doc: "damage from sources matching filter is increased by n (kind and to as for damage_double)",
			Args: append([]Arg{Req("n", ArgExpr)}, damageMod...), Handler: continuous(effDamage)},
		{Name: "prevent", Doc: "prevents the next n damage to the affected objects or players (all of it without n; only combat or noncombat damage with kind); a static one, all damage to what its reference or filter names at the time",
			Args: append([]Arg{Opt("kind", ArgString)}, n...), Handler: continuous(effDamage)},
		{Name: "prevent_from", Doc: "prevents all damage the affected objects would deal (only combat or noncombat damage with kind); a filter names sources as damage would be dealt",
			Args: []Arg{Opt("kind", ArgString)}, Handler: continuous(effDamage)},
		{Name: "prevent_combat", Doc: "prevents all combat damage", Handler: continuous(effDamage)},
		{Name: "redirect_damage", Doc: "damage to the affected creature or player (from source, or any source) is dealt to to (default self) instead",
			Args: []Arg{Opt("to", ArgRef), Opt("source", ArgRef)}, Handler: continuous(effDamage)},
		{Name: "cost_less", Doc: "spells matching filter (affects: self for this spell) cost {n} less (generic mana only)", Args: n, Handler: continuous(effCost)},
		{Name: "cost_more", Doc: "spells matching filter cost cost (or {n}) more",
			Args: []Arg{Opt("n", ArgExpr), Opt("cost", ArgMana)}, Handler: continuous(effCost)},
		{Name: "cant_block", Doc: "the affected creatures can't block", Handler: continuous(effCombat)},
		{Name: "cant_attack", Doc: "the affected creatures can't attack", Handler: continuous(effCombat)},
		{Name: "must_attack_owner", Doc: "each affected creature attacks its owner if able (508.1d): declared against its owner whenever it can attack", Handler: continuous(effCombat)},
		{Name: "cant_attack_or_block", Doc: "the affected creatures can't attack or block", Handler: continuous(effCombat)},
		{Name: "unblockable", Doc: "the affected creatures can't be blocked", Handler: continuous(effCombat)},
		{Name: "extra_blocks", Doc: "the affected creatures can block n (default 1) additional creatures", Args: n, Handler: continuous(effCombat)},
		{Name: "no_face_up", Doc: "the affected face-down permanents can't be turned face up", Handler: continuous(effCombat)},
		{Name: "must_attack", Doc: "the affected creatures attack the player to this combat if able (declaring attackers without them, or against another player, is refused)",
			Args: []Arg{Req("to", ArgPlayer)}, Handler: continuous(effCombat)},
		{Name: "cast_for_life", Doc: "once during each of your turns, you may cast a spell from your hand paying life equal to its mana value rather than its mana cost (cast alt: life)",
			Handler: continuous(effPlayer)},
		{Name: "cant_remove_counters", Doc: "counters of kind can't be removed from the affected permanents (a stun counter then keeps them tapped, 122.1d)",
			Args: []Arg{Req("kind", ArgString)}, Handler: continuous(effCombat)},
		{Name: "no_untap", Doc: "the affected permanents don't untap during their controller's untap step", Handler: continuous(effCombat)},
		{Name: "cant_be_blocked_by", Doc: "the affected creatures can't be blocked by creatures matching the filter kind (\"~ ne peut pas être bloquée par les nitescences\"); checked as blockers are declared (509.1b)",
			Args: []Arg{Req("kind", ArgFilter)}, Handler: continuous(effCombat)},
		{Name: "cant_activate", Doc: "the activated abilities of the affected permanents can't be activated, mana abilities included (\"ses capacités activées ne peuvent pas être activées\")",
			Handler: continuous(effCombat)},
		{Name: "cant_regenerate", Doc: "the affected permanents can't be regenerated (701.19c): a regeneration shield does not replace their destruction",
			Handler: continuous(effCombat)},
		{Name: "block_only", Doc: "the affected creatures can block only creatures matching the filter kind (\"~ ne peut bloquer que les créatures avec le vol\"); checked as blockers are declared (509.1b)",
			Args: []Arg{Req("kind", ArgFilter)}, Handler: continuous(effCombat)},
		{Name: "ignore_hexproof", Doc: "the affected permanents can be the targets of spells and abilities as though they didn't have hexproof",
			Handler: continuous(effCombat)},
		{Name: "no_ward", Doc: "the ward abilities of the affected permanents don't trigger",
			Handler: continuous(effCombat)},
		{Name: "untap_during_others", Doc: "the affected permanents untap during each other player's untap step too (502.3), whatever stops them untapping during their controller's",
			Handler: continuous(effCombat)},
	}
}

// enteringOps are static abilities read as their permanent enters the
// battlefield (614.1c-d), where the rule that moves it asks for them.
func enteringOps() []Op {
	return []Op{
		entersCreatureTypeOp(),
		{Name: "enters_with_counters", Doc: "this permanent enters with n counters of kind",
			Args: []Arg{Req("kind", ArgString), Req("n", ArgExpr)}, Handler: entering()},
		{Name: "enters_tapped", Doc: "this permanent enters tapped (unless the condition if fails)", Handler: entering()},
		{Name: "enters_pay_life", Doc: "as this enters, its controller pays n (default 2) life (the scenario's choice to pay); optional: they may, and if they don't (the scenario declines, or they have less than n life) it enters tapped",
			Args: []Arg{Opt("n", ArgExpr), Opt("optional", ArgBool)}, Handler: entering()},
		{Name: "enters_reveal", Doc: "as this enters, its controller may reveal a card of their hand matching filter; optional: if they don't (the scenario declines, or they have none) it enters tapped",
			Args: []Arg{Opt("filter", ArgFilter), Opt("optional", ArgBool)}, Handler: entering()},
		{Name: "enters_choice", Doc: "as this enters, its controller chooses one of choices (the cast's choice: a word or its 1-based position); chose(self, N) reads the position",
			Args: []Arg{Req("choices", ArgWords)}, Handler: entering()},
		{Name: "others_enter_with_counters", Doc: "each other permanent matching filter enters with n (default 1) additional counters of kind",
			Args: []Arg{Req("kind", ArgString), Opt("n", ArgExpr), Opt("filter", ArgFilter)}, Handler: entering()},
	}
}
