package rules

import "fmt"

// ManaInstead is a mana ability's "Add {C}. If you control an Urza's Mine
// and an Urza's Power-Plant, add {C}{C}{C} instead" (Urza's Tower,
// Gemstone Caverns, Incubation Druid): a replacement of the mana the
// ability adds (614.1a), checked as the ability resolves, after its costs
// are paid (605.3a: a mana ability resolves at once).
type ManaInstead struct {
	If   *Expr  `yaml:"if"`
	Spec string `yaml:"mana"`   // as Ability.ManaSpec
	N    int    `yaml:"mana_n"` // as Ability.ManaN
	mana []Color
	all  bool
}

// parse reads the replacement mana as the ability's own is read.
func (m *ManaInstead) parse(line int) error {
	if m.If == nil {
		return fmt.Errorf("line %d: mana_instead: no condition (if)", line)
	}
	alt := &Ability{ManaSpec: m.Spec, Line: line}
	if err := alt.parseManaSpec(); err != nil {
		return err
	}
	m.mana, m.all = alt.Mana, alt.ManaAll
	return nil
}

// manaAdded is what a mana ability adds as it resolves: its own mana, or
// the mana of its replacement when that one's condition holds: the
// colours to choose among (or all of them), how many of each, and the
// spec as written.
func (g *Game) manaAdded(p int, obj *Object, a *Ability) (mana []Color, n int, all bool, spec string) {
	if r := a.ManaInstead; r != nil && r.If.Eval(&EvalCtx{G: g, Src: obj.ID, Ctrl: p}) != 0 {
		g.logf("the mana %s adds is replaced", g.Describe(obj))
		return r.mana, max(r.N, 1), r.all, r.Spec
	}
	return a.Mana, max(a.ManaN, 1), a.ManaAll, a.ManaSpec
}
