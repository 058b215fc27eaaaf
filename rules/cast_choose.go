package rules

import (
	"fmt"
	"strings"
)

// « En tant que coût supplémentaire pour lancer ce sort, choisissez une
// créature que vous contrôlez ou révélez une carte de créature de votre
// main » (601.2b, 601.2f): the cast's chosen object must match one of the
// ability's CastChoose filters; the spell then calls it "chosen", as it
// is on the battlefield or as it last existed there (608.2h).

// checkCastChoose checks the object chosen as such an additional cost.
func (g *Game) checkCastChoose(p int, obj *Object, sa *Ability, opts CastOptions) error {
	if sa == nil || len(sa.CastChoose) == 0 {
		return nil
	}
	what := strings.Join(sa.CastChoose, " or ")
	if opts.Chosen == nil {
		return fmt.Errorf("casting %s: as an additional cost, choose %s (chosen:)", obj.Card.Name, what)
	}
	if opts.Chosen == obj {
		return fmt.Errorf("casting %s: the spell cannot choose itself", obj.Card.Name)
	}
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	for _, s := range sa.CastChoose {
		f, err := ParseFilter(s)
		if err != nil {
			return err
		}
		if g.matchObj(ctx, f, opts.Chosen, g.Chars(opts.Chosen)) {
			return nil
		}
	}
	return fmt.Errorf("casting %s: %s is not %s", obj.Card.Name, g.Describe(opts.Chosen), what)
}
