package api

import "strings"

// The help page, all of it from the catalogue: its rows ("help.ex.KEY",
// "help.desc.KEY") and the reference block ("help.reference").

// helpRows are the rows of the help page's table, in order.
var helpRows = []string{"words", "phrase", "name", "text", "type", "mv", "color", "pt", "lang", "set", "kind", "mechanic", "doc", "not", "or", "group"}

type helpView struct {
	Rows      []helpRow
	Reference string
}

type helpRow struct {
	Examples []string
	Finds    string
}

func newHelpView(tr translator) helpView {
	v := helpView{Reference: tr.T("help.reference")}
	for _, k := range helpRows {
		v.Rows = append(v.Rows, helpRow{Examples: strings.Split(tr.T("help.ex."+k), " ¦ "), Finds: tr.T("help.desc." + k)})
	}
	return v
}
