package read

import (
	"strings"
)

// counterKinds reads "« vol », « lien de vie » ou +1/+1": the kinds a
// counters instruction chooses among.
func (rd *reader) counterKinds(s string) (string, error) {
	var out []string
	for _, part := range rd.lx.listSplit.Split(strings.TrimSpace(s), -1) {
		k, err := rd.counterKind(part)
		if err != nil {
			return "", err
		}
		out = append(out, k)
	}
	if len(out) < 2 {
		return "", unreadf("unknown counter %q", s)
	}
	return strings.Join(out, "|"), nil
}
