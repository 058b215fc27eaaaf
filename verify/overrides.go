package verify

import (
	"context"

	"github.com/arbitre/arbitre/rules/scenario"
)

// StaleOverrides lists the abilities scenarios write for knowledge-base
// cards (with a reason) that are no longer needed: without them the
// scenario passes, in both languages, with what the reader compiles from
// the print. As the reader learns to read more, each should be removed.
// Entries read "scenario: card".
func StaleOverrides(ctx context.Context, scs []*scenario.Scenario, x *Index) ([]string, error) {
	var out []string
	for _, s := range scs {
		for i, c := range s.Cards {
			if c.Reason == "" {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			cl, err := s.Clone()
			if err != nil {
				return nil, err
			}
			cl.Cards = append(cl.Cards[:i:i], cl.Cards[i+1:]...)
			res := x.Run(ctx, cl)
			if res.Passed && (res.Counterpart == nil || res.Counterpart.Passed) {
				out = append(out, s.ID+": "+c.KB)
			}
		}
	}
	return out, nil
}
