package rules

import "github.com/arbitre/arbitre/mana"

// The engine's colors, costs and pools are package mana's, which ingest
// shares, so that a card's mana value and colors mean one thing in the
// knowledge base and in play. These names let the engine's code read as it
// always has.
type (
	Color      = mana.Color
	ManaCost   = mana.Cost
	Symbol     = mana.Symbol
	SymbolKind = mana.SymbolKind
	Pool       = mana.Pool
)

// The colors, and the kinds of mana symbols (see package mana).
const (
	White     = mana.White
	Blue      = mana.Blue
	Black     = mana.Black
	Red       = mana.Red
	Green     = mana.Green
	Colorless = mana.Colorless

	SymGeneric   = mana.SymGeneric
	SymColored   = mana.SymColored
	SymColorless = mana.SymColorless
	SymHybrid    = mana.SymHybrid
	SymTwoBrid   = mana.SymTwoBrid
	SymX         = mana.SymX
	SymSnow      = mana.SymSnow
	SymPhyrexian = mana.SymPhyrexian
)

// ParseManaCost reads a printed cost, "{2}{R}{R}" (mana.ParseCost).
func ParseManaCost(s string) (ManaCost, error) { return mana.ParseCost(s) }

// ParsePool reads mana written as symbols, "{R}{R}{2}" (mana.ParsePool).
func ParsePool(s string) (Pool, error) { return mana.ParsePool(s) }
