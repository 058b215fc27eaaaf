package align_test

import (
	"math/rand"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
)

// withCards returns a copy of kb whose cards are those keep selects, in
// the order order gives (nil: unchanged).
func withCards(kb *corpus.KB, keep func(corpus.Card) bool) *corpus.KB {
	c := *kb
	c.Cards = nil
	for _, card := range kb.Cards {
		if keep(card) {
			c.Cards = append(c.Cards, card)
		}
	}
	if err := c.Index(); err != nil {
		panic(err) // dropping cards cannot make ids clash
	}
	return &c
}

// TestDroppedCards removes cards at random from both documents: their
// counterparts must be listed as unmatched, never paired with another
// card, and every other pair must still be found.
func TestDroppedCards(t *testing.T) {
	kb := realKB(t)
	pairs := readPairs(t)
	for seed := int64(1); seed <= 10; seed++ {
		r := rand.New(rand.NewSource(seed))
		dropped := map[string]bool{}
		small := withCards(kb, func(c corpus.Card) bool {
			if (c.Doc == "dsk-fr" || c.Doc == "dsk-it") && r.Float64() < 0.1 {
				dropped[c.ID] = true
				return false
			}
			return true
		})
		al, err := align.Align(small, "dsk-fr", "dsk-it")
		if err != nil {
			t.Fatal(err)
		}
		// The test pairs whose both cards survive.
		var kept []testPair
		widowed := 0 // pairs that lost one card: the other is unmatched
		frIDs, itIDs := cardIDs(kb, "dsk-fr"), cardIDs(kb, "dsk-it")
		for _, p := range pairs {
			f, i := dropped[frIDs[nameKey(p.fr)]], dropped[itIDs[nameKey(p.it)]]
			switch {
			case !f && !i:
				kept = append(kept, p)
			case f != i:
				widowed++
			}
		}
		precision, recall, misses := quality(t, small, al, kept)
		t.Logf("seed %d: %d cards dropped, precision %.4f, recall %.4f, unmatched %d/%d",
			seed, len(dropped), precision, recall, len(al.UnmatchedFrom), len(al.UnmatchedTo))
		if precision < 1 || recall < 0.99 {
			t.Errorf("seed %d: precision %.4f, recall %.4f; misses %q", seed, precision, recall, misses)
		}
		right := map[string]string{}
		for _, p := range pairs {
			right[frIDs[nameKey(p.fr)]] = itIDs[nameKey(p.it)]
		}
		for _, p := range al.Pairs {
			if right[p.From.ID] != p.To.ID {
				t.Errorf("seed %d: %q paired with %q (confidence %.3f) %v", seed, p.From.Name, p.To.Name, p.Confidence, p.Evidence())
			}
		}
		if got := len(al.UnmatchedFrom) + len(al.UnmatchedTo); got != widowed {
			t.Errorf("seed %d: %d cards unmatched, want the %d whose counterpart was dropped", seed, got, widowed)
		}
	}
}

// TestShuffledOrder reverses the Italian cards: position in the section
// is only a hint, and the pairs must not depend on it.
func TestShuffledOrder(t *testing.T) {
	kb := realKB(t)
	c := *kb
	c.Cards = append([]corpus.Card(nil), kb.Cards...)
	var it []int
	for i, card := range c.Cards {
		if card.Doc == "dsk-it" {
			it = append(it, i)
		}
	}
	for l, r := 0, len(it)-1; l < r; l, r = l+1, r-1 {
		c.Cards[it[l]], c.Cards[it[r]] = c.Cards[it[r]], c.Cards[it[l]]
	}
	if err := c.Index(); err != nil {
		t.Fatal(err)
	}
	al, err := align.Align(&c, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	precision, recall, misses := quality(t, &c, al, readPairs(t))
	t.Logf("Italian order reversed: precision %.4f, recall %.4f", precision, recall)
	if precision < 0.99 || recall < 0.97 {
		t.Errorf("precision %.4f, recall %.4f; misses %q", precision, recall, misses)
	}
}
