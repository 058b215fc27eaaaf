package rules

import "fmt"

// becomeCopy makes o a copy of the permanent of (707.2): from now on o's
// copiable values are of's. A copy of a melded permanent has the combined
// back faces and a mana value of 0 (712.3b); a copy of a copy copies what
// the original copies (copiable follows CopyOf).
//
// This is how a Clone that "enters as a copy" is written in a scenario: the
// Clone is put onto the battlefield and becomes the copy within the same
// instruction list, before state-based actions are checked, so the 0/0
// Clone never dies.
func (g *Game) becomeCopy(o, of *Object) error {
	if o == nil || of == nil {
		return fmt.Errorf("become_copy: no such permanent")
	}
	if of.Zone != ZoneBattlefield {
		return fmt.Errorf("become_copy: %s is not on the battlefield", g.describe(of))
	}
	if o == of {
		return fmt.Errorf("become_copy: %s cannot copy itself", g.describe(o))
	}
	o.CopyOf = of.ID
	o.MeldCopy = len(of.MeldCards) == 2 || of.MeldCopy
	g.touch()
	g.logf("%s becomes a copy of %s", g.describe(o), g.describe(of))
	return nil
}

// orderExiled returns the new objects a permanent became as it was exiled,
// the one whose alias is chosen first: when a melded permanent is exiled,
// its two cards are exiled at once and the exiling player decides which is
// "the last card exiled" (712.4b). Effects that read "the exiled card" read
// the first one.
func (g *Game) orderExiled(ids []int, chosen string) []int {
	if chosen == "" || len(ids) < 2 {
		return ids
	}
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		if o := g.objs[id]; o != nil && o.alias == chosen {
			out = append(out, id)
		}
	}
	for _, id := range ids {
		if o := g.objs[id]; o == nil || o.alias != chosen {
			out = append(out, id)
		}
	}
	return out
}
