package read

import "strings"

// joinConditionAlternatives joins two conditions of one word an "or"
// joins ("attacking", "|", "blocking") into one token of alternatives
// ("attacking|blocking"), which the filter language reads as either
// holding; mergeTypeAlternatives would read them as both.
func joinConditionAlternatives(toks []string) []string {
	var out []string
	for i := 0; i < len(toks); i++ {
		k := len(out)
		if toks[i] == "|" && k > 0 && i+1 < len(toks) && orConditions[lastAlternative(out[k-1])] && orConditions[toks[i+1]] {
			out[k-1] += "|" + toks[i+1]
			i++
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// lastAlternative is the last of a token's alternatives ("blocking" of
// "attacking|blocking").
func lastAlternative(t string) string {
	return t[strings.LastIndex(t, "|")+1:]
}

// negatedListComma reports whether a comma of a phrase's words joins two
// negated words ("non-artifact, non-black creature", « non-artefact,
// non-noire »): each must hold, not either; last is the token read last.
func negatedListComma(words []string, i int, toks []string) bool {
	if words[i] != "," || i+1 >= len(words) || len(toks) == 0 {
		return false
	}
	next := words[i+1]
	if next != "non" && !strings.HasPrefix(next, "non-") {
		return false
	}
	last := toks[len(toks)-1]
	return strings.HasPrefix(last, "!") || strings.HasPrefix(last, "non")
}
