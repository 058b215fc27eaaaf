package scenario

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// doAlias names the newest object matching a filter, so that a scenario
// can act on what a printed card created (a token) without writing the
// card's abilities itself. It is an error when the alias is taken or no
// object matches: a scenario must not name something that is not there.
func (r *runner) doAlias(a *Action) error {
	if r.obj(a.Alias) != nil {
		return fmt.Errorf("alias %q already names an object", a.Alias)
	}
	f, err := rules.ParseFilter(a.Of)
	if err != nil {
		return fmt.Errorf("alias %q: %w", a.Alias, err)
	}
	ctx := &rules.EvalCtx{G: r.g, Ctrl: r.g.Active}
	var newest *rules.Object
	for _, o := range r.g.Matching(ctx, f) {
		if newest == nil || o.ID > newest.ID {
			newest = o
		}
	}
	if newest == nil {
		return fmt.Errorf("alias %q: no object is %s", a.Alias, a.Of)
	}
	if newest.Alias != "" {
		return fmt.Errorf("alias %q: the newest %s is already %q", a.Alias, a.Of, newest.Alias)
	}
	newest.Alias = a.Alias
	r.g.Touch()
	return nil
}
