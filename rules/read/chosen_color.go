package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// chosenColorProtection reads a list's part that is protection from the
// color of one's choice ("protection from the color of your choice", «
// la protection contre la couleur de votre choix », « protezione da un
// colore a tua scelta »): the keyword "protection:color_of_choice", whose
// color the engine chooses as the granting effect begins. ok is false for
// any other part. A static ability has no moment to choose: unread. The
// chosen color ("protection from the chosen color") is the one the
// permanent chose as it entered, in a static ability only.
func (rd *reader) chosenColorProtection(part string) (string, bool, error) {
	forms, err := rules.KeywordForms()
	if err != nil {
		return "", false, nil
	}
	// The keyword is one word in every language ("protezione").
	w, rest, _ := strings.Cut(part, " ")
	if forms[w] != "protection" {
		return "", false, nil
	}
	qs, ok := rules.ProtectionQualities(rest)
	if ok && slices.Equal(qs, []string{rules.ChosenColor}) {
		// The color the permanent chose as it entered: a static
		// ability's only (branch grammar-keywords).
		if !rd.static {
			return "", true, unreadf("protection from the chosen color outside a static ability: the engine knows only a permanent's color chosen as it entered")
		}
		return "protection:" + rules.ChosenColor, true, nil
	}
	if !ok || !slices.Equal(qs, []string{rules.ColorOfChoice}) {
		return "", false, nil
	}
	if rd.static {
		return "", true, unreadf("protection from the color of one's choice in a static ability: the engine chooses the color as an effect resolves")
	}
	return "protection:" + rules.ColorOfChoice, true, nil
}
