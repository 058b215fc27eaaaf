package rules

import (
	"fmt"
	"slices"
)

// Keyword abilities that act as the permanent enters, of Ravnica's and
// Alara's eras (branch grammar-kwactions):
//
// Unleash (702.98a): "You may have this permanent enter with an additional
// +1/+1 counter on it" and "This permanent can't block as long as it has a
// +1/+1 counter on it." As riot's counter, the controller takes it unless
// the resolution declines; the block restriction reads the counters
// whatever put them there (702.98b: any +1/+1 counter).
//
// Devour N (702.82a): "As this object enters, you may sacrifice any number
// of creatures. This permanent enters with N times that many +1/+1
// counters on it." The creatures are the resolution's choices that are
// creatures the permanent's controller controls, other than itself.
//
// Totem armor (702.89a, "umbra armor" since 2023): "If enchanted permanent
// would be destroyed, instead remove all damage marked on it and destroy
// this Aura" (totemArmor, a replacement of Destroy).
//
// Dredge N (702.52a): "If you would draw a card, you may mill N cards
// instead. If you do, return this card from your graveyard to your hand"
// (dredge, a replacement of one draw). A player can't dredge with fewer
// than N cards in their library (702.52b).
//
// Graft N (702.58a): "This permanent enters with N +1/+1 counters on it"
// (vanishingCounters) and "Whenever another creature enters, if this
// permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
// this permanent onto that creature" (graftTrigger).

// enterKeywords applies n's devour and unleash as it enters the
// battlefield.
func (g *Game) enterKeywords(n *Object) {
	ch := g.Chars(n)
	for _, k := range ch.Keywords {
		switch k.Key {
		case "devour":
			g.devourEnters(n, ch.Controller, k.N)
		case "tribute":
			g.tributeEnters(n, k.N)
		case "unleash":
			if g.Declining {
				g.logf("%s enters without a +1/+1 counter (unleash)", g.Describe(n))
				continue
			}
			g.addCounters(n, "+1/+1", 1)
			g.logf("%s enters with a +1/+1 counter (unleash)", g.Describe(n))
		}
	}
}

// devourEnters sacrifices the creatures the resolution chooses that p
// controls (other than n) and puts mult +1/+1 counters on n for each.
func (g *Game) devourEnters(n *Object, p, mult int) {
	var eaten []*Object
	rest := g.Choices[:0:0]
	for _, alias := range g.Choices {
		o := g.ByAlias(alias)
		if o == nil || o == n || o.Zone != ZoneBattlefield || !g.Chars(o).Is(TCreature) || g.Chars(o).Controller != p {
			rest = append(rest, alias)
			continue
		}
		eaten = append(eaten, o)
	}
	g.Choices = rest
	for _, o := range eaten {
		g.sacrifice(o, p)
	}
	g.addCounters(n, "+1/+1", mult*len(eaten))
	g.logf("%s devours %d creature(s)", g.Describe(n), len(eaten))
}

// unleashedCantBlock reports why bl cannot block: it has unleash and a
// +1/+1 counter on it (702.98a).
func (g *Game) unleashedCantBlock(bl *Object) error {
	if g.Chars(bl).Has("unleash") && bl.CounterCount("+1/+1") > 0 {
		return fmt.Errorf("%s has unleash and a +1/+1 counter: it cannot block", g.Describe(bl))
	}
	return nil
}

// graftTrigger is graft's triggered ability (702.58a), or nil when k is
// not graft.
func graftTrigger(k Keyword) *Ability {
	if k.Key != "graft" {
		return nil
	}
	return &Ability{Kind: KindTriggered, Label: "graft", When: "enters_any", Filter: MustParseFilter("creature other"),
		If:      MustParseExpr("counters(self, +1/+1) > 0"),
		Effects: []*Effect{{Op: "move_counters", Kind: "+1/+1", N: ConstExpr(1), What: "self", To: "it", Optional: true}}}
}

// totemArmor replaces o's destruction when an Aura with totem armor
// enchants it: the damage marked on o is removed and the Aura is
// destroyed instead. Of several such Auras, the first attached is used
// (its controller would choose, 616.1).
func (g *Game) totemArmor(o *Object) bool {
	for _, a := range g.Battlefield() {
		if a.AttachedTo != o.ID || !g.Chars(a).Has("totem_armor") {
			continue
		}
		o.Damage, o.Deathtouched = 0, false
		g.logf("%s is not destroyed: its damage is removed and %s is destroyed instead (totem armor)", g.Describe(o), g.Describe(a))
		g.Touch()
		g.Destroy(a)
		return true
	}
	return false
}

// dredge replaces p's next draw when the choices of what makes p draw name
// a card with dredge N in p's graveyard and p's library holds at least N
// cards: p mills N cards and returns that card to their hand; the card is
// not drawn.
func (g *Game) dredge(p int) bool {
	pl := g.Players[p]
	for i, alias := range g.Choices {
		o := g.ByAlias(alias)
		if o == nil || o.Zone != ZoneGraveyard || o.Owner != p {
			continue
		}
		kw, ok := g.Chars(o).Keyword("dredge")
		if !ok || kw.N <= 0 || len(pl.Library) < kw.N {
			continue
		}
		g.Choices = slices.Delete(slices.Clone(g.Choices), i, i+1)
		g.simultaneously(func() {
			for range kw.N {
				g.Move(g.Objs[pl.Library[0]], ZoneGraveyard, MoveOpts{})
			}
		})
		g.Move(o, ZoneHand, MoveOpts{})
		g.logf("%s dredges %s: %d cards milled instead of a draw", pl.Name, g.Describe(o), kw.N)
		return true
	}
	return false
}
