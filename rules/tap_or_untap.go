package rules

// tapOrUntapOps: "Tap or untap target permanent" (Dream's Grip's modes,
// Teardrop Kami, Hisoka's Guard kin): the controller chooses, as the
// ability resolves, whether the permanent becomes tapped or untapped
// (701.26). The resolution's choice "tap" or "untap" says which; without
// one, a tapped permanent untaps and an untapped one taps (the choice
// that changes something).
func tapOrUntapOps() []Op {
	return []Op{
		{Name: "tap_or_untap", Doc: "taps or untaps what (default t0), as the resolution's next choice says (tap, untap); without one, a tapped permanent untaps and an untapped one taps",
			Args: append([]Arg(nil), objectArgs...), Handler: OneShot((*Game).opTapOrUntap)},
	}
}

func init() {
	// The choices of tap_or_untap, named in a resolution's choices.
	ChoiceWords["tap"], ChoiceWords["untap"] = true, true
}

func (g *Game) opTapOrUntap(e *Effect, ctx *EvalCtx) error {
	choice := ""
	if len(g.Choices) > 0 && (g.Choices[0] == "tap" || g.Choices[0] == "untap") {
		choice, g.Choices = g.Choices[0], g.Choices[1:]
	}
	for _, o := range g.objTargets(e, ctx, "t0") {
		untap := o.Tapped
		if choice != "" {
			untap = choice == "untap"
		}
		if untap {
			g.untapPermanent(o)
			continue
		}
		g.tapPermanent(o)
		g.Touch()
	}
	return nil
}
