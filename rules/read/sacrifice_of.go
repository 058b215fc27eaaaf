package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// A player sacrificing what they control ("each player sacrifices all
// creatures they control", « chaque joueur sacrifie toutes les créatures
// qu'il contrôle », "sacrifice all creatures you control"): "they" is the
// clause's subject, whoever the ability is about, and "all" is every such
// permanent, not one.

// subjectControls is the filter token of "they control" when "they" is
// the player subject ref: each player controls their own, which is every
// permanent; each opponent theirs, which is every permanent an opponent
// controls.
func subjectControls(ref string) string {
	switch ref {
	case "you":
		return "#you_control"
	case "each_opponent":
		return "#opp_control"
	case "each_player":
		return ""
	case "them":
		// Each of several players in turn (each_player_own.go).
		return "#them_control"
	}
	return "#controlled_by:" + ref
}

// sacrificeOf reads what the player who sacrifices: a kind of permanent,
// one or n of them chosen as it resolves (all false, the filter), or every
// one of that kind they control (all true, the filter of them all). A
// counted phrase ("two creatures", counted) is never all of them.
func (rd *reader) sacrificeOf(who, what string, counted bool) (f string, all bool, err error) {
	rd.controlsOf = who
	n, err := rd.nounPhrase(what)
	rd.controlsOf = ""
	if err != nil {
		return "", false, err
	}
	if n.ref == "self" && !n.inGraveyard {
		return "self", false, nil
	}
	if n.inGraveyard || n.ref != "" || n.target || n.player {
		return "", false, unreadf("sacrifice %q: not a kind of permanent", what)
	}
	all = n.all && !counted
	toks := n.tokens
	own := strings.TrimPrefix(subjectControls(who), "#")
	switch {
	case all && own != "" && !slices.ContainsFunc(toks, isControlToken):
		toks = append(slices.Clone(toks), own)
	case !all && who != "you":
		// One of theirs, chosen as it resolves: the op takes it among
		// the permanents the player controls, whatever the text says.
		toks = slices.DeleteFunc(slices.Clone(toks), func(t string) bool { return t == own })
	}
	f = strings.Join(toks, " ")
	if _, err := rules.ParseFilter(f); err != nil {
		return "", false, unreadf("sacrifice %q: %v", what, err)
	}
	return f, all, nil
}

// isControlToken reports whether a filter token says who controls the
// object.
func isControlToken(t string) bool {
	return t == "you_control" || t == "opp_control" || t == "them_control" || strings.HasPrefix(t, "controlled_by:")
}
