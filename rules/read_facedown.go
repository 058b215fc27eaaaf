package rules

// Shapes about face-down permanents and revealed cards: "{1}{G} : Révélez
// un permanent face cachée ciblé. Si c'est une carte de créature, vous
// pouvez la retourner face visible." / "Rivela un permanente a faccia in
// giù bersaglio. Se è una carta creatura, puoi girarlo a faccia in su."

var faceDownEffectBuilders = map[string]effectBuilder{
	"reveal":       objectOp("reveal"),
	"turn_face_up": objectOp("turn_face_up"),
	// "Chaque adversaire meule autant de cartes": as many as the event's
	// amount (the damage prevented, the life lost …).
	"mill_that_many": one(func(rd *reader, m map[string]string) (*Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &Effect{Op: "mill", N: builtinExpr("amount")}
		if who != "you" {
			e.To = who
		}
		return e, nil
	}),
}

var faceDownCondBuilders = map[string]condBuilder{
	// "Si c'est une carte de créature": the printed card, whatever
	// effects make of the permanent (card_is).
	"is_creature_card": func(rd *reader, _ map[string]string) (string, error) {
		if rd.last == "" {
			return "", unreadf("\"if it's a creature card\" names nothing before it")
		}
		return "card_is(" + rd.last + ", Creature)", nil
	},
}
