package read

import (
	"fmt"
	"strings"
)

// manaUses reads what restricted mana may be spent on: "lancer un sort
// d'enchantement, déverrouiller un accès ou retourner un permanent face
// visible".
func (rd *reader) manaUses(s string) ([]string, error) {
	var out []string
	for _, part := range rd.lx.listSplit.Split(strings.TrimSpace(s), -1) {
		part = strings.TrimSpace(part)
		found := false
		for _, u := range rd.lx.manaUses {
			m := u.re.FindStringSubmatch(part)
			if m == nil {
				continue
			}
			use := u.token
			if strings.Contains(use, "%s") {
				f, err := rd.filterPhrase(m[1])
				if err != nil {
					return nil, err
				}
				use = fmt.Sprintf(use, f)
			}
			out, found = append(out, use), true
			break
		}
		if !found {
			return nil, unreadf("unknown use of mana %q", part)
		}
	}
	return out, nil
}
