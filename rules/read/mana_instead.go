package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// manaInstead reads a mana ability of two sentences, "Add {C}. If you
// control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C}
// instead" / « Ajoutez {1} à votre réserve. Si …, ajoutez {3} à votre
// réserve à la place » / « Aggiungi {C}. Se …, aggiungi invece … »: the
// mana it adds, and the mana it adds instead when the condition holds as
// it resolves (rules.ManaInstead). false when the sentences are not that.
func (rd *reader) manaInstead(sentences []string) (bool, error) {
	if len(sentences) != 2 || rd.ab.ManaFor != nil || !rd.lx.addMana.MatchString(sentences[0]) {
		return false, nil
	}
	sc := rd.lx.lits.scan(sentences[1])
	for _, sh := range rd.lx.flows {
		if sh.name != "instead" {
			continue
		}
		m := sh.match(sc)
		if m == nil {
			continue
		}
		rest := strings.TrimSpace(strings.TrimSpace(m["rest"]) + " " + m["rest2"])
		alt := rd.lx.addMana.FindStringSubmatch(rest)
		if alt == nil {
			continue
		}
		if activationOnlyCosts(rd.ab) {
			return true, unreadf("a mana ability with a cost of energy, of returning a permanent or of discarding a kind of card: the engine pays none for a mana ability")
		}
		c, err := rd.condition(m["cond"])
		if err != nil {
			return true, err
		}
		spec, n, err := rd.lx.manaSpec(rd.lx.addMana.FindStringSubmatch(sentences[0])[1])
		if err != nil {
			return true, err
		}
		altSpec, altN, err := rd.lx.manaSpec(alt[1])
		if err != nil {
			return true, err
		}
		rd.ab.ManaSpec, rd.ab.ManaN, rd.ab.Label = spec, max(n, 1), "mana"
		if n <= 1 {
			rd.ab.ManaN = 0
		}
		rd.ab.ManaInstead = &rules.ManaInstead{If: c, Spec: altSpec, N: altN}
		if altN <= 1 {
			rd.ab.ManaInstead.N = 0
		}
		return true, nil
	}
	return false, nil
}
