package verify

import (
	"context"
	"fmt"
	"regexp"

	"github.com/arbitre/arbitre/rules/read"
	"github.com/arbitre/arbitre/rules/scenario"
)

// claimsUnread finds an override's reason that says the print is not
// read: true only while a paragraph of the card is unread.
var claimsUnread = regexp.MustCompile(`(?i)not compiled|unread|does not read|is not read`)

// StaleOverrides lists the abilities scenarios write for knowledge-base
// cards (with a reason) whose reason no longer holds: the scenario passes
// without them, in both languages, with what the reader compiles from the
// print; or the reason says the print is not compiled while every
// paragraph of the card now compiles. As the reader learns to read more,
// each should be removed or its reason corrected. Entries read "scenario:
// card: why".
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
			if claimsUnread.MatchString(c.Reason) && unread(x.cards.Reading(c.KB)) == 0 {
				out = append(out, fmt.Sprintf("%s: %s: the reason says the print is not compiled, but every paragraph compiles", s.ID, c.KB))
			}
			cl, err := s.Clone()
			if err != nil {
				return nil, err
			}
			cl.Cards = append(cl.Cards[:i:i], cl.Cards[i+1:]...)
			res := x.Run(ctx, cl)
			if res.Passed && (res.Counterpart == nil || res.Counterpart.Passed) {
				out = append(out, s.ID+": "+c.KB+": the scenario passes with the print")
			}
		}
	}
	return out, nil
}

// unread counts the paragraphs of a reading that do not compile (all of
// them, one, when the card could not be read).
func unread(r *read.CardReading) int {
	if r == nil {
		return 1
	}
	n := 0
	for _, p := range r.Paragraphs {
		if p.Status == read.ReadUnread {
			n++
		}
	}
	return n
}
