package read

import (
	"github.com/arbitre/arbitre/rules"
)

// The builders below read a target chosen and then acted on in one sentence:
// "scegli fino a una creatura bersaglio e metti … su di essa" / "choisissez
// jusqu'à une créature ciblée et mettez … sur elle". The choice declares the
// target; the instructions after it name it by a pronoun.

// flowChooseParityFirst builds the flow shape "choose_parity_first":
// "Choisissez pair ou impair" at the start of a sentence: the
// parity, not a target (rules/parity.go).
func flowChooseParityFirst(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	*out = append(*out, &rules.Effect{Op: "choose_parity"})
	return nil
}

// flowChooseTargetsThen builds the flow shape "choose_targets_then".
func flowChooseTargetsThen(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	if err := flowChooseTargets(rd, map[string]string{"obj": m["obj"]}, out); err != nil {
		return err
	}
	effs, err := rd.clauses(m["rest"], rd.lx.effects)
	if err != nil {
		return err
	}
	*out = append(*out, effs...)
	return nil
}
