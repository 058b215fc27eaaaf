package read

import "strings"

// choseLastPl reports whether the player the ability named last is one it
// chose ("choose an opponent at random", « choisissez un autre joueur
// ciblé »): "the chosen player" is then that one.
func (rd *reader) choseLastPl() bool {
	p := rd.lastPl
	return p == "chosen_player" || len(p) > 1 && p[0] == 't' && strings.Trim(p[1:], "0123456789") == ""
}
