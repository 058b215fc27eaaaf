package rules

import "slices"

// "You may choose not to untap ~ during your untap step" (« Vous pouvez
// choisir de ne pas dégager ~ pendant votre étape de dégagement », « Puoi
// scegliere di non STAPpare ~ durante il tuo STAP »): as the untap step's
// turn-based action untaps the active player's permanents (502.3), the
// controller may leave this one tapped. A static ability (may_not_untap);
// the choice is the player's at each untap step (a scenario's goto names
// the permanents kept tapped: KeepTapped). Without it the permanent
// untaps as any other.

func mayNotUntapOps() []Op {
	return []Op{{Name: "may_not_untap", Doc: "the affected permanents' controller may choose not to untap them during their untap step (the game's KeepTapped: a scenario's goto keep_tapped)",
		Handler: continuous(effCombat)}}
}

// keepsTapped says whether the untap step leaves o tapped by its
// controller's choice, and logs it.
func (g *Game) keepsTapped(o *Object) bool {
	if !o.Tapped || !slices.Contains(g.KeepTapped, o.ID) {
		return false
	}
	if r, _ := g.combatRestricted(o, "may_not_untap"); !r {
		return false
	}
	g.logf("%s stays tapped: its controller chooses not to untap it", g.Describe(o))
	return true
}

// "… for as long as ~ remains tapped" (« tant que ~ reste engagé », «
// fintanto che ~ rimane TAPpato »): the duration SourceTapped lasts while
// the effect's source is a tapped permanent; once it is not, the effect
// has ended for good (611.2b), even if the source becomes tapped again.

// SourceTapped is the duration "for as long as (the source) remains
// tapped".
const SourceTapped = "source_tapped"

// endSourceTapped ends the effects lasting for as long as their source
// remains tapped whose source is untapped or gone.
func (g *Game) endSourceTapped() {
	var keep []*contEffect
	ended := false
	for _, e := range g.effects {
		if e.until == SourceTapped {
			if o := g.Objs[e.source]; o == nil || o.Zone != ZoneBattlefield || !o.Tapped {
				ended = true
				continue
			}
		}
		keep = append(keep, e)
	}
	if ended {
		g.effects = keep
		g.dirty = true
	}
}
