package rules

import "fmt"

// s3Effects and s3Conds are builders of shapes of a third slice of the
// Duskmourn cards: a named token, "autant de marqueurs", lands that entered
// this turn, a prime number of permanents.
var s3Effects = map[string]effectBuilder{
	// "Créez Primo, l'indivisible, un jeton de créature légendaire 0/0 …":
	// the name is a word of its language, like a token's creature type.
	"token_named": func(rd *reader, m map[string]string) ([]*Effect, error) {
		e, err := rd.tokenSpec(m["what"])
		if err != nil {
			return nil, err
		}
		e.N, e.Name = constExpr(1), m["name"]
		rd.last = "created"
		return []*Effect{e}, nil
	},
	// "Mettez autant de marqueurs +1/+1 sur lui": as many as the condition
	// before counted, else the event's amount.
	"counters_that_many": one(func(rd *reader, m map[string]string) (*Effect, error) {
		n := builtinExpr("amount")
		if rd.thatMany != "" {
			n = builtinExpr(rd.thatMany)
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "counters", N: n, Kind: kind, What: ref}, nil
	}),
}

// s3Statics: "Les coûts de déverrouillage que vous payez coûtent {1} de
// moins".
var s3Statics = map[string]effectBuilder{
	"unlock_cost_less": one(func(rd *reader, m map[string]string) (*Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "unlock_cost_less", N: n, Affects: "you"}, nil
	}),
}

var s3Conds = map[string]condBuilder{
	// "Si un terrain est arrivé sur le champ de bataille sous votre
	// contrôle ce tour-ci".
	"lands_entered": func(*reader, map[string]string) (string, error) { return "lands_entered(you) > 0", nil },
	// "Un permanent est arrivé sur le champ de bataille face cachée sous
	// votre contrôle ce tour-ci", "vous avez retourné un permanent face
	// visible ce tour-ci".
	"face_down_entered": func(*reader, map[string]string) (string, error) { return "face_down_entered(you) > 0", nil },
	"turned_face_up":    func(*reader, map[string]string) (string, error) { return "turned_face_up(you) > 0", nil },
	// "Vous contrôlez un nombre premier de terrains": "autant" after it is
	// that number.
	"control_prime": func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		rd.thatMany = fmt.Sprintf("count(%s you_control)", f)
		return "prime(" + rd.thatMany + ")", nil
	},
}

func init() {
	for name, b := range s3Effects {
		registerBuilder(effectBuilders, name, b)
	}
	for name, b := range s3Statics {
		registerBuilder(effectBuilders, name, b)
	}
	for name, b := range s3Conds {
		registerBuilder(condBuilders, name, b)
	}
}
