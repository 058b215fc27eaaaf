package scenario

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// doBeginGame is the verb begin_game.
func (r *runner) doBeginGame(a *Action) error {
	if !a.BeginGame {
		return fmt.Errorf("begin_game: want true")
	}
	r.g.BeginGame(a.Decline)
	return r.g.Settle()
}

// doSetInMotion is the verb set_in_motion.
func (r *runner) doSetInMotion(a *Action) error {
	return r.withObjectAndPlayer(a.SetInMotion, a.By, func(p int, o *rules.Object) error {
		_, err := r.g.SetInMotion(p, o)
		return err
	})
}
