package rules

import "testing"

func TestActivatedOfOthers(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	mk := func(name string, owner int, abs ...*Ability) *Object {
		f, _ := FaceFromText(name, "{2}", "Creatura — Costrutto", "2/2", nil)
		f.Abilities = abs
		return g.AddCard(&CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{f}}, owner, ZoneBattlefield, false)
	}
	pump := &Ability{Kind: KindActivated, Label: "pump", RoomDoor: -1}
	mana := &Ability{Kind: KindMana, Label: "mana", RoomDoor: -1}
	trig := &Ability{Kind: KindTriggered, When: "enters", RoomDoor: -1}
	other := &Ability{Kind: KindActivated, Label: "other", RoomDoor: -1}
	copyAll := &Ability{Kind: KindStatic, RoomDoor: -1, Static: []*Effect{{Op: "copy_activated", Affects: "self", static: true}}}
	marvin := mk("Marvin", 0, copyAll)
	mk("Sentinella", 0, pump, mana, trig)
	mk("Marvin", 0, other)    // same name: not copied
	mk("Straniero", 1, other) // an opponent's: not copied
	got := map[string]bool{}
	for _, a := range g.View(marvin).Abilities {
		got[a.Label] = true
	}
	if !got["pump"] || !got["mana"] {
		t.Errorf("Marvin lacks the activated and mana abilities of another creature: %v", got)
	}
	if got["other"] {
		t.Errorf("Marvin copied an ability of a creature with its name, or of an opponent's creature")
	}
	for _, a := range g.View(marvin).Abilities {
		if a == trig {
			t.Errorf("Marvin copied a triggered ability")
		}
	}
}
