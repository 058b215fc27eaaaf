package read

import "github.com/arbitre/arbitre/rules"

// buildExtraBlocksAny builds the shape "extra_blocks_any": "~ can block
// any number of creatures" (« peut bloquer n'importe quel nombre de
// créatures », « può bloccare un qualsiasi numero di creature »). A
// creature blocks at most every attacking creature (509.1a), so "any
// number" is as many additional blocks as there are attackers: the
// engine's extra_blocks with n counted as blockers are declared.
func buildExtraBlocksAny(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "extra_blocks", m)
	if err != nil {
		return nil, err
	}
	e.N = rules.MustParseExpr("count(creature attacking)")
	return e, nil
}
