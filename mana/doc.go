// Package mana holds what the documents and the rules agree a mana symbol
// means: the five colors, the symbols of a cost ({2}, {R}, {W/U}, {2/W},
// {G/P}, {X}, {C}, {S}), a cost's mana value and colors (rules 202.3 and
// 105.2), cost arithmetic, and the mana pool the rules core pays from.
//
// ingest computes every card's mana value and colors with it, and the
// rules core plays with the same costs, so the two never disagree:
//
//	c, err := mana.ParseCost("{X}{2}{R}")
//	c.ManaValue(0) // 3
//	c.Codes()      // [R]
package mana
