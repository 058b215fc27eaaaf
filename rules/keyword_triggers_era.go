package rules

import "fmt"

// Triggered keyword abilities of other eras (branch grammar-keywords):
// each keyword's rule, as keywordTrigger builds the ability once per
// keyword, number and instance.

// eraKeywordTrigger returns the triggered ability of bushido, flanking,
// evolve, exploit, living weapon, modular, soulshift, vanishing,
// afterlife, mentor, renown, extort, fabricate or training, or nil for
// any other keyword.
func eraKeywordTrigger(k Keyword) *Ability {
	switch k.Key {
	case "evolve":
		// 702.100a: "Whenever a creature enters under your control, if
		// that creature's power is greater than this creature's power
		// and/or that creature's toughness is greater than this
		// creature's toughness, put a +1/+1 counter on this creature."
		return &Ability{Kind: KindTriggered, Label: "evolve", When: "enters_any", Filter: MustParseFilter("creature you_control"),
			If:      MustParseExpr("power(it) > power(self) || toughness(it) > toughness(self)"),
			Effects: []*Effect{{Op: "counters", What: "self", Kind: "+1/+1", N: ConstExpr(1)}}}
	case "bushido":
		// 702.45a: "Whenever this creature blocks or becomes blocked, it
		// gets +N/+N until end of turn."
		if k.N <= 0 {
			return nil
		}
		return &Ability{Kind: KindTriggered, Label: "bushido", When: "blocks_or_blocked",
			Effects: []*Effect{{Op: "pump", P: ConstExpr(k.N), T: ConstExpr(k.N), What: "self", Until: "eot"}}}
	case "flanking":
		// 702.25a: "Whenever a creature without flanking blocks this
		// creature, the blocking creature gets -1/-1 until end of turn."
		return &Ability{Kind: KindTriggered, Label: "flanking", When: "blocked_by_creature", Filter: MustParseFilter("creature !has:flanking"),
			Effects: []*Effect{{Op: "pump", P: ConstExpr(-1), T: ConstExpr(-1), What: "it_other", Until: "eot"}}}
	case "exploit":
		// 702.110a: "When this creature enters, you may sacrifice a
		// creature."
		return &Ability{Kind: KindTriggered, Label: "exploit", When: "enters", Effects: []*Effect{{Op: "exploit"}}}
	case "living_weapon":
		// 702.92a: "When this Equipment enters, create a 0/0 black
		// Phyrexian Germ creature token, then attach this Equipment to
		// it."
		return &Ability{Kind: KindTriggered, Label: "living weapon", When: "enters",
			Effects: []*Effect{{Op: "token", Name: "Phyrexian Germ", Kind: "Creature — Phyrexian Germ", PT: "0/0", Colors: string(Black)},
				{Op: "attach", What: "self", To: "created"}}}
	case "soulshift":
		// 702.46a: "When this permanent is put into a graveyard from the
		// battlefield, you may return target Spirit card with mana value
		// N or less from your graveyard to your hand."
		if k.N <= 0 {
			return nil
		}
		// The engine names a printed card's subtypes in the card's
		// language: a Spirit is "spirit", « esprit » or "spirito".
		return &Ability{Kind: KindTriggered, Label: "soulshift", When: "leaves_to_graveyard",
			Targets: []*TargetSpec{{Filter: MustParseFilter(fmt.Sprintf("card sub:spirit|sub:esprit|sub:spirito in:graveyard mv<=%d you_own", k.N)), Min: 1, Max: 1}},
			Effects: []*Effect{{Op: "move", What: "t0", Zone: "hand", Optional: true}}}
	case "modular":
		// 702.43a: "When this permanent is put into a graveyard from the
		// battlefield, you may put a +1/+1 counter on target artifact
		// creature for each +1/+1 counter on this permanent" (as it last
		// existed); its counters as it enters: vanishing.go.
		return &Ability{Kind: KindTriggered, Label: "modular", When: "leaves_to_graveyard",
			Targets: []*TargetSpec{{Filter: MustParseFilter("artifact creature"), Min: 1, Max: 1}},
			Effects: []*Effect{{Op: "counters", What: "t0", Kind: "+1/+1", N: MustParseExpr("counters(self, +1/+1)"), Optional: true}}}
	case "training":
		return trainingTrigger()
	case "soulbond":
		return soulbondTrigger()
	case "fabricate":
		return fabricateTrigger(k)
	case "extort":
		return extortTrigger()
	case "renown":
		return renownTrigger(k)
	case "mentor":
		return mentorTrigger()
	case "afterlife":
		// 702.135a: "When this permanent is put into a graveyard from the
		// battlefield, create N 1/1 white and black Spirit creature
		// tokens with flying."
		if k.N <= 0 {
			return nil
		}
		return &Ability{Kind: KindTriggered, Label: "afterlife", When: "leaves_to_graveyard",
			Effects: []*Effect{{Op: "token", N: ConstExpr(k.N), Name: "Spirit", Kind: "Creature — Spirit", PT: "1/1",
				Colors: string(White) + string(Black), Keywords: []string{"flying"}}}}
	case "vanishing":
		// 702.63a: "At the beginning of your upkeep, if there is a time
		// counter on this permanent, remove a time counter from it"
		// (vanishing.go: the counters it enters with, its sacrifice).
		return &Ability{Kind: KindTriggered, Label: "vanishing", When: "upkeep", If: MustParseExpr("counters(self, time) > 0"),
			Effects: []*Effect{{Op: "remove_counters", What: "self", Kind: "time", N: ConstExpr(1)}}}
	}
	return nil
}
