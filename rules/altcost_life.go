package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// An alternative or keyword cost that pays life as well as mana
// ("Flashback—{1}{U}, Pay 3 life.", « Flashback — {1}{U}, payez 3 points
// de vie. »): the keyword's Arg holds its parts, "{1}{U}+life3". A player
// can pay life only as much as their life total (119.4).

// altPaid is what an alternative cost asks beyond mana: other cards of the
// graveyard to exile (escape), life to pay.
type altPaid struct {
	exile, life int
	own         *ownAltPaid // a card's own alternative cost (altcost_own.go)
}

// altLife is the life the keyword's cost pays, checked against p's life
// total.
func (g *Game) altLife(p int, obj *Object, kw Keyword) (int, error) {
	n := 0
	for _, part := range strings.Split(kw.Arg, "+") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(part), "life"); ok {
			n, _ = strconv.Atoi(v)
		}
	}
	if n > g.Players[p].Life {
		return 0, fmt.Errorf("%s: the %s cost pays %d life, and you have %d", obj.Card.Name, kw.Key, n, g.Players[p].Life)
	}
	return n, nil
}

// payAlt pays what altExtra checked: the cards exiled, the life paid.
func (g *Game) payAlt(p int, so *Object, c altPaid) {
	g.payAltExile(p, c.exile)
	g.payOwnAlt(p, c.own)
	if c.life > 0 {
		g.logf("%s pays %d life", g.Players[p].Name, c.life)
		g.loseLife(p, c.life, so.ID)
	}
}
