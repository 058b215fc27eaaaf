package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Alternative costs that an ability grants, and the permissions that come
// with escape and flashback.
//
// A printed keyword carries its own cost ("Miracolo {1}{B}"). A granted one
// often defines its cost from the card's: Aminatou gives each enchantment
// card in your hand miracle "equal to its mana cost reduced by {4}", Il
// Mastro di Chiavi gives each enchantment card in your graveyard escape
// "equal to the card's mana cost plus exile three other cards from your
// graveyard". Such a keyword is granted with its cost in its argument
// (op grant, keywords: ["miracle:mana_cost-4"], ["escape:mana_cost+exile3"]):
// parts joined by "+", each one of
//
//	mana_cost      the mana cost of the face being cast
//	mana_cost-N    that mana cost with its generic part reduced by N
//	{..}           a mana cost of its own
//	exileN         exile N other cards from your graveyard (escape)

// altKeyword finds the keyword that provides the alternative cost key for
// obj: printed on the face being cast, or granted by an effect to the card
// where it is now (in a hand, in a graveyard).
func (g *Game) altKeyword(obj *Object, ch *Chars, key string) (Keyword, bool) {
	if kw, ok := ch.Keyword(key); ok {
		return kw, true
	}
	if obj.Zone == ZoneStack {
		return Keyword{}, false
	}
	return g.Chars(obj).Keyword(key)
}

// altCost is the mana an alternative-cost keyword asks for, the face cast
// being face.
func altCost(kw Keyword, face *Face) (ManaCost, error) {
	if kw.Arg == "" {
		return append(ManaCost{}, kw.Cost...), nil
	}
	cost := ManaCost{}
	for _, part := range strings.Split(kw.Arg, "+") {
		part = strings.TrimSpace(part)
		switch {
		case strings.HasPrefix(part, "mana_cost"):
			if face.Cost == nil {
				// 118.6: a cost based on a mana cost the card does not have
				// cannot be paid.
				return nil, fmt.Errorf("%s has no mana cost: its %s cost cannot be paid", face.Name, kw.Key)
			}
			c := append(ManaCost{}, face.Cost...)
			if rest := part[len("mana_cost"):]; rest != "" {
				n, err := strconv.Atoi(strings.TrimPrefix(rest, "-"))
				if err != nil || !strings.HasPrefix(rest, "-") {
					return nil, fmt.Errorf("%s cost %q: want mana_cost-N", kw.Key, kw.Arg)
				}
				c, _ = c.ReduceGeneric(n)
			}
			cost = cost.Add(c)
		case strings.HasPrefix(part, "{"):
			c, err := ParseManaCost(part)
			if err != nil {
				return nil, fmt.Errorf("%s cost %q: %w", kw.Key, kw.Arg, err)
			}
			cost = cost.Add(c)
		case strings.HasPrefix(part, "exile"):
			if _, err := strconv.Atoi(part[len("exile"):]); err != nil {
				return nil, fmt.Errorf("%s cost %q: want exileN", kw.Key, kw.Arg)
			}
		case strings.HasPrefix(part, "life"):
			// Paying life is part of the cost ("Flashback—{1}{U}, Pay 3
			// life."), not mana (altcost_life.go).
			if _, err := strconv.Atoi(part[len("life"):]); err != nil {
				return nil, fmt.Errorf("%s cost %q: want lifeN", kw.Key, kw.Arg)
			}
		default:
			return nil, fmt.Errorf("%s cost %q: unknown part %q", kw.Key, kw.Arg, part)
		}
	}
	return cost.Normalize(), nil
}

// altExile is how many other cards from the graveyard the keyword's cost
// exiles (escape).
func altExile(kw Keyword) int {
	for _, part := range strings.Split(kw.Arg, "+") {
		part = strings.TrimSpace(part)
		if strings.HasPrefix(part, "exile") {
			n, _ := strconv.Atoi(part[len("exile"):])
			return n
		}
	}
	return 0
}

// altPermits reports whether the alternative cost chosen itself lets p cast
// obj from where it is: escape and flashback from its owner's graveyard
// (702.138a, 702.34a). Timing rules still apply.
func (g *Game) altPermits(p int, obj *Object, opts CastOptions) bool {
	if opts.Alt != "escape" && opts.Alt != "flashback" {
		return false
	}
	if obj.Zone != ZoneGraveyard || obj.Owner != p {
		return false
	}
	_, ok := g.altKeyword(obj, g.SpellChars(obj, opts), opts.Alt)
	return ok
}

// altExtra checks the part of an alternative cost that is not mana (escape's
// "exile N other cards from your graveyard", life to pay) before anything
// moves, and returns the number of cards to exile and the life to pay.
func (g *Game) altExtra(p int, obj *Object, opts CastOptions) (altPaid, error) {
	if opts.Alt == "" {
		return altPaid{}, nil
	}
	if opts.Alt == "alt_cost" {
		return g.ownAltExtra(p, obj, opts)
	}
	kw, ok := g.altKeyword(obj, g.SpellChars(obj, opts), opts.Alt)
	if !ok {
		return altPaid{}, nil
	}
	life, err := g.altLife(p, obj, kw)
	if err != nil {
		return altPaid{}, err
	}
	n := altExile(kw)
	others := 0
	for _, id := range g.Players[p].Graveyard {
		if id != obj.ID {
			others++
		}
	}
	// Costs are paid in any order (601.2h): the card an additional cost
	// sacrifices is in the graveyard in time to be exiled for escape.
	if s := opts.Sacrifice; s != nil && s.Card != nil && !s.Token && !s.Copy && s.Owner == p {
		others++
	}
	if others < n {
		return altPaid{}, fmt.Errorf("%s: the %s cost exiles %d other cards from your graveyard, and there are %d", obj.Card.Name, opts.Alt, n, others)
	}
	return altPaid{exile: n, life: life}, nil
}

// payAltExile exiles n cards from p's graveyard, oldest first (the engine
// making the player's choice), as part of a cost.
func (g *Game) payAltExile(p, n int) {
	for i := 0; i < n && len(g.Players[p].Graveyard) > 0; i++ {
		g.Move(g.Objs[g.Players[p].Graveyard[0]], ZoneExile, MoveOpts{noReplace: true})
	}
}

// flashbackDestination: a spell cast with flashback is exiled instead of
// going anywhere else as it leaves the stack (702.34a).
func flashbackDestination(o *Object, from, to Zone) (Zone, bool) {
	if from != ZoneStack || o.Spell == nil || o.Spell.Alt != "flashback" && !jumpStarted(o.Spell) || to == ZoneExile {
		return to, false
	}
	return ZoneExile, true
}
