package rules

import (
	"slices"
	"strings"
)

// Exceptions of a copy effect (707.9): "créez un jeton qui est une copie
// d'une créature ciblée, excepté que c'est un Reflet en plus de ses autres
// types de créature", "… excepté que c'est une créature 1/1 rouge Ballon en
// plus de ses autres couleurs et de ses autres types et qu'il a le vol et
// la célérité". The exceptions are part of the copy's copiable values
// (707.9b): a copy of that token has them too.

// CopyExcept holds what a copy has beside the values it copies.
type CopyExcept struct {
	NotLegendary bool       // "excepté qu'il n'est pas légendaire"
	Types        []string   // card types added
	Subtypes     []string   // subtypes added
	Colors       []Color    // colors added
	PT           string     // base power and toughness ("1/1")
	Keywords     []Keyword  // keywords added
	Abilities    []*Ability // abilities added ("et qu'elle a « … »", entercopy.go)
}

// copyExceptOf reads a token_copy instruction's exceptions; nil when it has
// none.
func copyExceptOf(e *Effect) *CopyExcept {
	x := &CopyExcept{NotLegendary: e.NotLegendary, Types: e.Types, Subtypes: e.Subtypes, PT: e.PT,
		Keywords: keywordsOf(e.Keywords)}
	for _, r := range e.Colors {
		if c := Color(r); c.IsColor() {
			x.Colors = append(x.Colors, c)
		}
	}
	if !x.NotLegendary && len(x.Types) == 0 && len(x.Subtypes) == 0 && len(x.Colors) == 0 && x.PT == "" && len(x.Keywords) == 0 {
		return nil
	}
	return x
}

// keywordsOf turns the keyword words of an instruction into keywords
// ("flying", "ward:{2}").
func keywordsOf(words []string) []Keyword {
	var out []Keyword
	for _, k := range words {
		if kws, ok := ParseKeywords(k); ok {
			out = append(out, kws...)
		} else {
			out = append(out, Keyword{Key: k})
		}
	}
	return out
}

// apply changes copied values c by the exceptions; a nil x changes nothing.
func (x *CopyExcept) apply(c *Chars) {
	if x == nil || c == nil {
		return
	}
	if x.NotLegendary {
		c.Supertypes = slices.DeleteFunc(c.Supertypes, func(s string) bool { return s == SLegendary })
	}
	for _, t := range x.Types {
		if !slices.Contains(c.Types, t) {
			c.Types = append(c.Types, t)
		}
	}
	for _, s := range x.Subtypes {
		if !slices.ContainsFunc(c.Subtypes, func(h string) bool { return strings.EqualFold(h, s) }) {
			c.Subtypes = append(c.Subtypes, s)
		}
	}
	for _, col := range x.Colors {
		if !c.HasColor(col) {
			c.Colors = append(c.Colors, col)
		}
	}
	sortColors(c.Colors)
	if p, t, ok := strings.Cut(x.PT, "/"); ok {
		c.HasPT = true
		c.Power, c.Toughness = ptValue(p), ptValue(t)
	}
	c.Keywords = append(c.Keywords, x.Keywords...)
	c.Abilities = append(c.Abilities, x.Abilities...)
}
