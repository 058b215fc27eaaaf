package rules

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// unlock unlocks a door of a room (709.5): its abilities start to work with
// a timestamp of now, "when you unlock this door" triggers, and if the
// other door is already unlocked the room is fully unlocked.
func (g *Game) unlock(o *Object, door int) bool {
	if door < 0 || door > 1 || o.Unlocked[door] {
		return false
	}
	o.Unlocked[door] = true
	g.ts++
	o.DoorTS[door] = g.ts
	g.Touch()
	ctrl := g.Chars(o).Controller
	g.logf("%s: door %s is unlocked", o.Card.Name, o.Card.Faces[door].Name)
	g.emit(Event{Kind: EvUnlock, Obj: o.ID, Door: door, Player: ctrl})
	if o.Unlocked[1-door] {
		g.emit(Event{Kind: EvFullyUnlocked, Obj: o.ID, Player: ctrl})
	}
	return true
}

// UnlockDoor is the special action of unlocking a locked door by paying its
// mana cost: main phase of your turn, empty stack (116.2m).
func (g *Game) UnlockDoor(p int, o *Object, door int) error {
	if o.Card == nil || !o.Card.Room || o.Zone != ZoneBattlefield {
		return fmt.Errorf("%s is not a room on the battlefield", g.Describe(o))
	}
	if g.Chars(o).Controller != p {
		return fmt.Errorf("you do not control %s", g.Describe(o))
	}
	if door < 0 || door > 1 {
		return fmt.Errorf("a room has doors 0 and 1, not %d", door)
	}
	if o.Unlocked[door] {
		return fmt.Errorf("door %s is already unlocked", o.Card.Faces[door].Name)
	}
	if !g.sorceryTiming(p) {
		return fmt.Errorf("a door can be unlocked only during your main phase with an empty stack")
	}
	if err := g.mayAct(p); err != nil {
		return err
	}
	if err := g.payFor(p, manaUse{kind: "unlock", obj: o, chars: g.Chars(o)}, g.unlockCost(p, o.Card.Faces[door].Cost), false); err != nil {
		return fmt.Errorf("unlocking %s: %w", o.Card.Faces[door].Name, err)
	}
	g.unlock(o, door)
	g.acted(p)
	return nil
}

// manifestDread is 701.62: look at the top two cards, manifest one (choose
// names it; else the top card), put the other into the graveyard. With one
// card that card is manifested; with none nothing happens, but "whenever you
// manifest dread" still triggers.
func (g *Game) manifestDread(p int, choose string) *Object {
	pl := g.Players[p]
	top := pl.Library
	if len(top) > 2 {
		top = top[:2]
	}
	var pick, other *Object
	cards := g.list(top)
	switch len(cards) {
	case 0:
	case 1:
		pick = cards[0]
	default:
		pick, other = cards[0], cards[1]
		if choose == "second" || (choose != "" && choose != "first" && cards[1].Alias == choose) {
			pick, other = cards[1], cards[0]
		}
	}
	var m *Object
	if pick != nil {
		m = g.Move(pick, ZoneBattlefield, MoveOpts{faceDown: true, noReplace: true})
		m.Manifested = true
		g.logf("%s manifests dread: a face-down 2/2 enters", pl.Name)
	}
	ev := Event{Kind: EvManifestDread, Player: p}
	if other != nil {
		// The card put into the graveyard is the event's object ("une
		// carte que vous avez mise dans votre cimetière de cette
		// manière"); none when a replacement put it elsewhere.
		if n := g.Move(other, ZoneGraveyard, MoveOpts{}); n != nil && n.Zone == ZoneGraveyard {
			ev.Obj = n.ID
		}
	}
	g.emit(ev)
	return m
}

// scry looks at the top n cards and puts those named in bottom (comma
// separated aliases) on the bottom (or into the graveyard, for surveil), the
// rest back on top in the same order (701.22).
func (g *Game) scry(p, n int, bottom string, surveil bool) {
	pl := g.Players[p]
	if n > len(pl.Library) {
		n = len(pl.Library)
	}
	top := append([]int(nil), pl.Library[:n]...)
	names := map[string]bool{}
	for _, s := range strings.Split(bottom, ",") {
		if s = strings.TrimSpace(s); s != "" {
			names[s] = true
		}
	}
	for _, id := range top {
		o := g.Objs[id]
		if !names[o.Alias] {
			continue
		}
		if surveil {
			g.Move(o, ZoneGraveyard, MoveOpts{})
		} else {
			pl.Library = removeInt(pl.Library, id)
			pl.Library = append(pl.Library, id)
			g.Touch()
		}
	}
	what := "scry"
	if surveil {
		what = "surveil"
	}
	g.logf("%s: %s %d", pl.Name, what, n)
}

// meld is 701.37: exile the source and its partner; if they are the two
// cards of a meld pair, both owned and controlled by the player and not
// tokens, they return melded as one new permanent; otherwise they stay in
// exile.
func (g *Game) meld(ctx *EvalCtx, partnerRef string) error {
	src := g.Objs[ctx.Src]
	if src == nil || src.Zone != ZoneBattlefield {
		g.logf("meld: the source is gone")
		return nil
	}
	var partner *Object
	if partnerRef != "" {
		if o, _ := ctx.objRef(partnerRef); o != nil {
			partner = o
		}
	}
	if partner == nil && src.Card != nil && src.Card.MeldWith != "" {
		for _, o := range g.Battlefield() {
			c := g.Chars(o)
			if o != src && c.HasName(src.Card.MeldWith) && o.Owner == ctx.Ctrl && c.Controller == ctx.Ctrl {
				partner = o
				break
			}
		}
	}
	if partner == nil {
		g.logf("meld: no partner")
		return nil
	}
	valid := !src.Token && !partner.Token && src.Card.MeldResult != nil && partner.Card != nil &&
		src.Card.MeldResult == partner.Card.MeldResult && text.FoldLine(src.Card.MeldWith) == text.FoldLine(partner.Card.Name) &&
		src.Owner == ctx.Ctrl && partner.Owner == ctx.Ctrl
	a := g.Move(src, ZoneExile, MoveOpts{})
	b := g.Move(partner, ZoneExile, MoveOpts{})
	if !valid {
		g.logf("meld: %s and %s cannot be melded and stay in exile", a.Card.Name, b.Card.Name)
		return nil
	}
	g.remove(a)
	g.remove(b)
	delete(g.Objs, a.ID)
	delete(g.Objs, b.ID)
	m := g.newObject(a.Card, ctx.Ctrl, ZoneBattlefield)
	m.MeldCards = []*CardDef{a.Card, b.Card}
	m.meldAliases = []string{a.Alias, b.Alias}
	m.Alias = a.Card.MeldResult.Name
	g.insert(m, ZoneBattlefield, false)
	g.logf("%s and %s meld into %s", a.Card.Name, b.Card.Name, a.Card.MeldResult.Name)
	g.emit(Event{Kind: EvZoneChange, Obj: m.ID, From: ZoneExile, To: ZoneBattlefield, Player: ctx.Ctrl})
	return nil
}

// PlayLand plays a land (305): main phase of your turn, empty stack, within
// the number of land plays allowed; from the hand, or from another zone an
// effect lets you play lands from.
func (g *Game) PlayLand(p int, o *Object) error {
	if o.Card == nil || !g.Chars(o).Is(TLand) {
		return fmt.Errorf("%s is not a land card", g.Describe(o))
	}
	if !g.sorceryTiming(p) {
		return fmt.Errorf("a land can be played only during your main phase with an empty stack")
	}
	if err := g.mayAct(p); err != nil {
		return err
	}
	if g.Players[p].LandsPlayed >= g.LandPlays(p) {
		return fmt.Errorf("you have already played %d land(s) this turn", g.Players[p].LandsPlayed)
	}
	if o.Zone != ZoneHand {
		ok := false
		for _, ce := range g.activeEffects() {
			if ce.kind == effPlayer && (ce.op.Op == "may_play") && g.permits(ce, p, o, nil) {
				ok = true
			}
		}
		ok = ok || g.playsFromTop(p, o, nil)
		if !ok {
			return fmt.Errorf("%s cannot be played from the %s", o.Card.Name, o.Zone)
		}
	} else if o.Owner != p {
		return fmt.Errorf("%s is not in your hand", o.Card.Name)
	}
	g.putPlayedLand(p, o)
	g.acted(p)
	return nil
}

// putPlayedLand puts the land p plays onto the battlefield, the turn's
// land play used.
func (g *Game) putPlayedLand(p int, o *Object) {
	g.Players[p].LandsPlayed++
	tapped := g.entersTapped(o, p)
	g.payOnEntry(o, p)
	counters := g.ownEntersWithCounters(o, p, nil)
	n := g.Move(o, ZoneBattlefield, MoveOpts{tapped: tapped, controller: p + 1, counters: counters})
	g.emit(Event{Kind: EvPlayLand, Obj: n.ID, Player: p, Card: true})
}

// othersEnterWithCounters applies replacement effects of other permanents
// that make a creature enter with additional counters, judged on the
// permanent as it will exist on the battlefield (614.12: with the
// type-changing effects that will apply to it).
func (g *Game) othersEnterWithCounters(n *Object) {
	for _, o := range g.Battlefield() {
		if o == n || g.enteringTogether[o.ID] {
			continue
		}
		ch := g.Chars(o)
		for _, a := range ch.Abilities {
			if a.Kind != KindStatic {
				continue
			}
			for _, e := range a.Static {
				if e.Op != "others_enter_with_counters" {
					continue
				}
				ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: ch.Controller}
				if e.Filter != nil && !g.matchObj(ctx, e.Filter, n, g.Chars(n)) {
					continue
				}
				if n.Counters == nil {
					n.Counters = map[string]int{}
				}
				n.Counters[e.Kind] += g.num(e.N, ctx, 1)
				g.Touch()
			}
		}
	}
}

// payOnEntry applies "as this enters, you may pay N life; if you don't, it
// enters tapped" (op enters_pay_life): without optional the scenario's
// card pays; with it the controller pays unless they decline.
func (g *Game) payOnEntry(o *Object, p int) {
	for _, e := range g.entryChoices(o) {
		if e.Op != "enters_pay_life" {
			continue
		}
		ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
		if n := g.num(e.N, ctx, 2); !e.Optional || g.doesOnEntry(o, p, e) {
			g.loseLife(p, n, o.ID)
		}
	}
}

// entryChoices are the enters_pay_life and enters_reveal ops of o's
// static abilities.
func (g *Game) entryChoices(o *Object) []*Effect {
	var out []*Effect
	for _, a := range g.BaseChars(o).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "enters_pay_life" || e.Op == "enters_reveal" {
				out = append(out, e)
			}
		}
	}
	return out
}

// doesOnEntry says whether player p does what e offers as o enters:
// unless the scenario declines, pay n life only with n life or more
// (119.4: a player can pay life only up to their life total), reveal only
// a card of their hand that e's filter matches.
func (g *Game) doesOnEntry(o *Object, p int, e *Effect) bool {
	if g.Declining {
		return false
	}
	ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
	if e.Op == "enters_pay_life" {
		return g.Players[p].Life >= g.num(e.N, ctx, 2)
	}
	for _, id := range g.Players[p].Hand {
		if h := g.Objs[id]; h != nil && h.ID != o.ID && (e.Filter == nil || matchPreds(ctx, e.Filter, h, g.Chars(h))) {
			g.logf("%s reveals %s", g.Players[p].Name, g.Describe(h))
			return true
		}
	}
	return false
}

// entersTapped reads "enters tapped (unless …)" as the land enters, and
// "you may pay N life (reveal a card …); if you don't, it enters tapped"
// declined.
func (g *Game) entersTapped(o *Object, p int) bool {
	if hideawayTapped(g.BaseChars(o)) {
		return true
	}
	for _, e := range g.entryChoices(o) {
		if e.Optional && !g.doesOnEntry(o, p, e) {
			return true
		}
	}
	return g.printedEntersTapped(o, p)
}

// printedEntersTapped reads the card's own "~ enters tapped (unless …)",
// for a land played and a permanent spell resolving alike ("Mistvein
// Borderpost enters the battlefield tapped", cast or not).
func (g *Game) printedEntersTapped(o *Object, p int) bool {
	for _, a := range g.BaseChars(o).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "enters_tapped" {
				continue
			}
			ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
			cond := CombineCond(a.If, e.If)
			if cond == nil || cond.Eval(ctx) != 0 {
				return true
			}
		}
	}
	return false
}
