package rules

// endOfCombatTriggers are the triggers at the beginning of the end of
// combat step: "Sacrifice it at end of combat" (511.2: abilities that
// trigger "at end of combat" trigger as the end of combat step begins),
// read as a delayed trigger that triggers once.
func endOfCombatTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"end_of_combat": {"the beginning of the end of combat step, whoever's turn it is (\"at end of combat\", 511.2)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepEndCombat
		}},
	}
}
