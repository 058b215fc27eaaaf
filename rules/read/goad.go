package read

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read goad (rules/goad.go) and the tokens
// each player creates: "Chaque joueur crée un jeton de créature 2/2 noire
// Oiseau engagé avec le vol. Les jetons sont incités pour le reste de la
// partie." / "Ogni giocatore crea una pedina creatura Uccello 2/2 nera con
// volare TAPpata. Le pedine sono spronate per il resto della partita."

// buildTokenFor builds the effect shape "token_for".
func buildTokenFor(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	// "engagé" / "TAPpata" may stand anywhere in the description.
	what, tapped := tokenTapped.ReplaceAllString(m["what"], ""), tokenTapped.MatchString(m["what"])
	m2 := map[string]string{"n": m["n"], "what": strings.Join(strings.Fields(what), " ")}
	effs, err := buildToken(rd, m2)
	if err != nil {
		return nil, err
	}
	for _, e := range effs {
		e.To = who
		e.Tapped = e.Tapped || tapped
	}
	return effs, nil
}

// buildGoad builds the effect shape "goad".
func buildGoad(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	until := "your_next_turn"
	if m["game"] != "" {
		until = "game"
	}
	return &rules.Effect{Op: "goad", What: ref, Until: until}, nil
}

// tokenTapped is the word that makes a token enter tapped, in either
// language, inside its description.
var tokenTapped = regexp.MustCompile(`\b(?:engagee?s?|tappat[aei])\b`)
