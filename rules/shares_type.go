package rules

import (
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// compileSharesCreatureType compiles shares_creature_type(ref, other):
// kinship's "if it shares a creature type with ~". A creature type is a
// subtype that is no other card type's (205.3m); a changeling has every
// one (702.73a).
func compileSharesCreatureType(_ string, args []string) (evalFn, error) {
	a, b := strings.TrimSpace(args[0]), strings.TrimSpace(args[1])
	return func(c *EvalCtx) int {
		ca, cb := c.charsOf(a), c.charsOf(b)
		if ca == nil || cb == nil {
			return 0
		}
		return b2i(sharesCreatureType(ca, cb) || sharesCreatureType(cb, ca))
	}, nil
}

// sharesCreatureType tells whether one of a's creature types is b's (a
// changeling a shares any creature type b has).
func sharesCreatureType(a, b *Chars) bool {
	for _, s := range a.Subtypes {
		f := text.FoldLine(s)
		if _, ok := notCreatureTypes[f]; ok || f == "" {
			continue
		}
		if b.HasSub(s) {
			return true
		}
	}
	if !hasEveryCreatureType(a) {
		return false
	}
	for _, s := range b.Subtypes {
		if _, ok := notCreatureTypes[text.FoldLine(s)]; !ok {
			return true
		}
	}
	return hasEveryCreatureType(b)
}

// charsOf is the characteristics of the object a reference names, as it
// is or, for a target gone, as it last existed.
func (c *EvalCtx) charsOf(ref string) *Chars {
	if _, ch := c.objRef(ref); ch != nil {
		return ch
	}
	if _, ch := c.targetLKI(ref); ch != nil {
		return ch
	}
	return nil
}
