package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Restricted mana (106.6): "Ne dépensez ce mana que pour lancer un sort
// d'enchantement, déverrouiller un accès ou retourner un permanent face
// visible." A mana ability with such a restriction (Ability.ManaFor) adds
// mana the player holds apart from the pool; it pays only for what its
// restriction names, and empties with the pool.

// RestrictedMana is one mana that may be spent only on some uses: each
// "cast:<filter>" (casting a spell that matches the filter), "unlock"
// (unlocking a door, 709.5) or "face_up" (turning a permanent face up).
type RestrictedMana struct {
	Color Color
	For   []string
}

// manaUse is what a payment is for: a spell cast (its object and
// characteristics), a door unlocked, a permanent turned face up.
type manaUse struct {
	kind  string // "cast", "unlock", "face_up"
	obj   *Object
	chars *Chars
}

// allows reports whether mana restricted to uses may pay for u.
func (g *Game) allows(uses []string, u manaUse, ctrl int) bool {
	for _, w := range uses {
		kind, filter, _ := strings.Cut(w, ":")
		if kind != u.kind {
			continue
		}
		if filter == "" {
			return true
		}
		f, err := ParseFilter(filter)
		if err != nil || u.obj == nil {
			continue
		}
		if g.matchSpell(f, u.obj, u.chars, ctrl) {
			return true
		}
	}
	return false
}

// matchSpell matches a spell being cast against a filter of what it is
// ("un sort d'enchantement"), wherever the card is cast from: the filter's
// zone is not asked.
func (g *Game) matchSpell(f *Filter, o *Object, ch *Chars, ctrl int) bool {
	if !f.objects {
		return false
	}
	ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: ctrl}
	for _, p := range f.preds {
		if !p(ctx, o, ch) {
			return false
		}
	}
	return true
}

// payFor pays cost from p's pool and the restricted mana that may pay for
// u, spending the restricted mana first (a player would: it can pay for
// nothing else). Nothing is spent on error. With dry, nothing is spent
// either way: it only says whether the cost can be paid.
func (g *Game) payFor(p int, u manaUse, cost ManaCost, dry bool) error {
	pl := g.Players[p]
	combined := pl.Pool.Clone()
	var usable []int
	for i, m := range pl.Restricted {
		if g.allows(m.For, u, p) {
			combined[m.Color]++
			usable = append(usable, i)
		}
	}
	left := combined.Clone()
	if err := left.Pay(cost); err != nil {
		return err
	}
	if dry {
		return nil
	}
	// What each color paid, taken from the restricted mana first.
	spent := map[Color]int{}
	for c, n := range combined {
		spent[c] = n - left[c]
	}
	g.paid = Pool{}
	for c, n := range spent {
		if n > 0 {
			g.paid[c] = n
		}
	}
	var drop []int
	for _, i := range usable {
		if c := pl.Restricted[i].Color; spent[c] > 0 {
			spent[c]--
			drop = append(drop, i)
		}
	}
	for i := len(drop) - 1; i >= 0; i-- {
		pl.Restricted = slices.Delete(pl.Restricted, drop[i], drop[i]+1)
	}
	for c, n := range spent {
		pl.Pool[c] -= n
		if pl.Pool[c] < 0 {
			return fmt.Errorf("paying %s: the pool went below zero", CostString(cost))
		}
	}
	g.Touch()
	return nil
}

// addRestricted adds n mana of color c that may pay only for uses.
func (g *Game) addRestricted(p int, c Color, n int, uses []string) {
	for i := 0; i < n; i++ {
		g.Players[p].Restricted = append(g.Players[p].Restricted, RestrictedMana{Color: c, For: uses})
	}
	g.Touch()
}

// checkManaUses checks an ability's restriction on the mana it adds.
func checkManaUses(uses []string) error {
	for _, w := range uses {
		kind, filter, _ := strings.Cut(w, ":")
		switch kind {
		case "unlock", "face_up":
			if filter != "" {
				return fmt.Errorf("mana_for %q: %s takes no filter", w, kind)
			}
		case "cast":
			if _, err := ParseFilter(filter); err != nil {
				return fmt.Errorf("mana_for %q: %w", w, err)
			}
		default:
			return fmt.Errorf("mana_for %q: want cast:<filter>, unlock or face_up", w)
		}
	}
	return nil
}
