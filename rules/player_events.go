package rules

import (
	"fmt"
	"slices"
)

// Another player's actions as trigger events (branch grammar-players2):
// "Whenever a player loses the game", "Whenever a player draws a land
// card", "Whenever an opponent taps a land
// for mana". "them" is that player.

// playerEventTriggers are the trigger events of this file.
func playerEventTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"player_loses_game": {"a player loses the game (them: that player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvLostGame
		}},
		"player_draws": {"a player draws a card matching filter (them: that player; it: the card)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDraw {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"opp_taps_for_mana": {"an opponent taps a permanent matching filter for mana (them: that player; it: the permanent): a mana ability when it adds mana, resolved at once", func(t triggerEvent) bool {
			if t.ev.Kind != EvTappedForMana || t.ev.Player == t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
	}
}

// loseGame makes player p lose the game (104.3) and raises the event,
// once: a player who has lost loses nothing more.
func (g *Game) loseGame(p int) {
	if g.Players[p].Lost {
		return
	}
	g.Players[p].Lost = true
	g.logf("%s loses the game", g.Players[p].Name)
	g.emit(Event{Kind: EvLostGame, Player: p})
}

// chosenOpponentOK checks the player chosen by choose_player with kind
// opponent ("Choose an opponent"): one of the chooser's opponents still in
// the game.
func (g *Game) chosenOpponentOK(e *Effect, ctx *EvalCtx, p int) error {
	if e.Kind != "opponent" {
		return nil
	}
	chooser := ctx.Ctrl
	if e.To != "" {
		if ps := ctx.PlayerRef(e.To); len(ps) == 1 {
			chooser = ps[0]
		}
	}
	if !slices.Contains(g.Opponents(chooser), p) {
		return fmt.Errorf("choose_player: %s is not an opponent of %s", g.Players[p].Name, g.Players[chooser].Name)
	}
	return nil
}
