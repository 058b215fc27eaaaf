package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Saga chapters: "I, II, III — Meulez deux cartes. Si deux cartes qui
// partagent un type de carte ont été meulées de cette manière, piochez une
// carte et répétez ce processus." One chapter ability per number (714.2),
// its effect read as a triggered ability's.

var romanNumerals = map[string]int{"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, "vii": 7}

// chapterAbilities reads a chapter paragraph whose numerals are head
// ("i, ii, iii - ").
func (lx *lexicon) chapterAbilities(head, body string, env paragraphEnv) ([]*rules.Ability, error) {
	var nums []int
	for _, w := range strings.Split(strings.TrimSuffix(strings.TrimSpace(head), "-"), ",") {
		n, ok := romanNumerals[strings.TrimSpace(w)]
		if !ok {
			return nil, unreadf("saga chapter %q: not a chapter number", w)
		}
		nums = append(nums, n)
	}
	rd := lx.newReader(env)
	rd.when = "chapter"
	effs, err := rd.effects(strings.TrimSuffix(strings.TrimSpace(body), "."))
	if err != nil {
		return nil, err
	}
	var abs []*rules.Ability
	for _, n := range nums {
		abs = append(abs, &rules.Ability{When: "chapter", Chapter: n, Targets: rd.ab.Targets, Effects: effs})
	}
	return abs, nil
}

// condMilledShareType builds the condition shape "milled_share_type":
// "Deux cartes qui partagent un type de carte ont été meulées de cette
// manière."
func condMilledShareType(*reader, map[string]string) (string, error) {
	return "share_type(milled)", nil
}

// flowRepeatProcess builds the flow shape "repeat_process":
// "Si C, X et répétez ce processus": what came before is the process,
// run again while C holds after it, X each time.
func flowRepeatProcess(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if len(*out) == 0 {
		return unreadf("\"repeat this process\" with no process before it")
	}
	c, err := rd.condition(m["cond"])
	if err != nil {
		return err
	}
	then, err := rd.effects(m["rest"])
	if err != nil {
		return err
	}
	*out = []*rules.Effect{{Op: "repeat_process", If: c, Then: then, Ability: &rules.Ability{Kind: rules.KindSpell, Effects: *out}}}
	return nil
}
