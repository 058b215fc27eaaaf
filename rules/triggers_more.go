package rules

// moreTriggers are trigger events added beside the groups of
// triggerkinds.go. attacks_player: attacking a player, once per
// player attacked, whatever the number of attackers (« À chaque fois
// qu'au moins un démon que vous contrôlez attaque un joueur », « À chaque
// fois que vous attaquez un joueur »). Creatures put onto the battlefield
// attacking were never declared and do not count. "them" is the player
// attacked.
func moreTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"attacks_player": {"you attack a player with one or more creatures (matching filter): once per player attacked; them is that player", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttackPlayer || t.ev.SourceCtrl != t.ctrl {
				return false
			}
			if t.a.Filter == nil {
				return true
			}
			for _, o := range t.g.Battlefield() {
				ch := t.g.Chars(o)
				if o.Attacking && o.AttackTarget == t.ev.Player && ch.Controller == t.ctrl && t.filterOK(o, ch) {
					return true
				}
			}
			return false
		}},
		"player_first_spell": {"a player casts their first spell of the turn (them: that player; it: the spell)", func(t triggerEvent) bool {
			return t.ev.Kind == EvCast && t.g.Players[t.ev.Player].CastThisTurn == 1
		}},
		"opp_first_life_loss": {"an opponent loses life for the first time during each of their turns (them: that player)", func(t triggerEvent) bool {
			if t.ev.Kind != EvLifeLost || t.ev.Player == t.ctrl || t.g.Active != t.ev.Player {
				return false
			}
			return t.g.Players[t.ev.Player].LifeLostThisTurn == t.ev.Amount
		}},
		"targeted_by_spell": {"this becomes the target of a spell (anyone's)", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.ev.Obj == t.id && t.ev.What == "spell"
		}},
		"targeted": {"this becomes the target of a spell or ability (anyone's)", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.ev.Obj == t.id
		}},
	}
}

// tokenAttacking puts a token p just created into combat, attacking the
// player the resolving trigger is about ("attaquant ce joueur") when that
// is an opponent, else p's first opponent. It was never declared as an
// attacker: nothing triggers on its attack.
func (g *Game) tokenAttacking(t *Object, p int, ctx *EvalCtx) {
	def := -1
	if ps := ctx.PlayerRef("them"); len(ps) == 1 && ps[0] != p {
		def = ps[0]
	} else if ops := g.Opponents(p); len(ops) > 0 {
		def = ops[0]
	}
	if def < 0 {
		return
	}
	t.Attacking, t.AttackTarget = true, def
	g.Touch()
}
