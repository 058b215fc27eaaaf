package rules

import "fmt"

// doAlias names the newest object matching a filter, so that a scenario
// can act on what a printed card created (a token) without writing the
// card's abilities itself. It is an error when the alias is taken or no
// object matches: a scenario must not name something that is not there.
func (r *runner) doAlias(a *Action) error {
	if r.obj(a.Alias) != nil {
		return fmt.Errorf("alias %q already names an object", a.Alias)
	}
	f, err := ParseFilter(a.Of)
	if err != nil {
		return fmt.Errorf("alias %q: %w", a.Alias, err)
	}
	ctx := &evalCtx{g: r.g, ctrl: r.g.Active}
	var newest *Object
	for _, o := range r.g.matching(ctx, f) {
		if newest == nil || o.ID > newest.ID {
			newest = o
		}
	}
	if newest == nil {
		return fmt.Errorf("alias %q: no object is %s", a.Alias, a.Of)
	}
	if newest.alias != "" {
		return fmt.Errorf("alias %q: the newest %s is already %q", a.Alias, a.Of, newest.alias)
	}
	newest.alias = a.Alias
	r.g.touch()
	return nil
}
