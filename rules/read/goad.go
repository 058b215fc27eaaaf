package read

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// readGoad are the reader's builders of goad (goad.go) and of the tokens
// each player creates: "Chaque joueur crée un jeton de créature 2/2 noire
// Oiseau engagé avec le vol. Les jetons sont incités pour le reste de la
// partie." / "Ogni giocatore crea una pedina creatura Uccello 2/2 nera con
// volare TAPpata. Le pedine sono spronate per il resto della partita."
var readGoad = map[string]effectBuilder{
	"token_for": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		// "engagé" / "TAPpata" may stand anywhere in the description.
		what, tapped := tokenTapped.ReplaceAllString(m["what"], ""), tokenTapped.MatchString(m["what"])
		m2 := map[string]string{"n": m["n"], "what": strings.Join(strings.Fields(what), " ")}
		effs, err := effectBuilders["token"](rd, m2)
		if err != nil {
			return nil, err
		}
		for _, e := range effs {
			e.To = who
			e.Tapped = e.Tapped || tapped
		}
		return effs, nil
	},
	"goad": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		until := "your_next_turn"
		if m["game"] != "" {
			until = "game"
		}
		return &rules.Effect{Op: "goad", What: ref, Until: until}, nil
	}),
}

// tokenTapped is the word that makes a token enter tapped, in either
// language, inside its description.
var tokenTapped = regexp.MustCompile(`\b(?:engagee?s?|tappat[aei])\b`)

func init() {
	registerBuilders(effectBuilders, readGoad)
}
