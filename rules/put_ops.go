package rules

import "fmt"

// "Vous pouvez mettre sur le champ de bataille une carte de terrain de
// votre main": a card chosen among those a filter finds, put into a zone
// by an effect. Putting a land onto the battlefield this way is not
// playing it (305.4): it uses no land play.

// putOps are the ops of this file.
func putOps() []Op {
	return []Op{
		{Name: "put", Doc: "you put n (default 1) objects matching filter (in the zones it names: in:hand …) into zone, tapped if tapped, onto the battlefield under the control of to (default their owner); choose names the one chosen (default the first found); not a land play (305.4)",
			Args:    []Arg{req("filter", ArgFilter), req("zone", ArgZone), opt("n", ArgExpr), opt("tapped", ArgBool), opt("choose", ArgString), opt("to", ArgPlayer)},
			Handler: oneShot((*Game).opPut)},
	}
}

func (g *Game) opPut(e *Effect, ctx *evalCtx) error {
	if e.Filter == nil {
		return fmt.Errorf("put without filter")
	}
	z, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("put: unknown zone %q", e.Zone)
	}
	n := g.num(e.N, ctx, 1)
	var chosen []*Object
	for _, o := range g.matching(ctx, e.Filter) {
		if len(chosen) == n {
			break
		}
		if e.Choose != "" && o.alias != e.Choose {
			continue
		}
		chosen = append(chosen, o)
	}
	if len(chosen) == 0 {
		g.logf("put: nothing matches %s", e.Filter.src)
		if e.Optional {
			g.did = false
		}
		return nil
	}
	ctrl := 0
	if e.To != "" {
		if ps := ctx.playerRef(e.To); len(ps) > 0 {
			ctrl = ps[0] + 1
		}
	}
	g.simultaneously(func() {
		for _, o := range chosen {
			g.move(o, z, moveOpts{tapped: e.Tapped, controller: ctrl})
		}
	})
	return nil
}

// readPut reads "mettez sur le champ de bataille[, engagée,] une carte de
// terrain de votre main": a card the filter finds where the phrase says
// (a card in a hand, a graveyard), not a target.
func readPut(rd *reader, m map[string]string) (*Effect, error) {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if n.ref != "" || n.target || n.all {
		return nil, unreadf("put %q: not a card to choose", m["what"])
	}
	pf, err := ParseFilter(n.filter())
	if err != nil {
		return nil, unreadf("put %q: %v", m["what"], err)
	}
	if pf.inZone(ZoneBattlefield) {
		return nil, unreadf("put %q: no zone to put it from", m["what"])
	}
	e := &Effect{Op: "put", Filter: pf, Zone: "battlefield", N: constExpr(max(n.min, 1)), Tapped: m["tapped"] != ""}
	if m["yours"] != "" {
		// "sous votre contrôle": a card of any graveyard, under yours.
		e.To = "you"
	}
	return e, nil
}
