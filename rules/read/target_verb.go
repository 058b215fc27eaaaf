package read

import "github.com/arbitre/arbitre/rules"

// flowTargetVerb builds the flow shape "target_verb": « Ciblez jusqu'à
// deux créatures. Mettez un marqueur +1/+1 sur chacune d'elles. » The
// verb makes the objects targets, as "Choose up to two target creatures"
// and « Scegli fino a due creature bersaglio » do, where the noun phrase
// alone (« jusqu'à deux créatures ») would be objects chosen on
// resolution, which hexproof and shroud would not stop.
func flowTargetVerb(rd *reader, m map[string]string, _ *[]*rules.Effect) error {
	n, err := rd.nounPhrase(m["obj"])
	if err != nil {
		return err
	}
	if n.ref != "" || n.player || n.all {
		return unreadf("%q: the verb targets objects, the phrase names none", m["obj"])
	}
	n.target = true
	_, err = rd.refOf(n, m["obj"])
	return err
}
