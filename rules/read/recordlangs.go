package read

import (
	"slices"

	"github.com/arbitre/arbitre/carddata"
)

// RecordLanguages reads a card the notes do not print, from the card
// data's record alone: its printed text in every language the reader has
// a lexicon for, then the English Oracle text whether or not (a missing
// English lexicon is reported, not passed over), and the verdict on each
// two, as CompareLanguages gives a notes card's. v is the knowledge base's
// vocabulary (nil: the language tables alone). Nil when rec has fewer
// than two of those texts.
func RecordLanguages(rec *carddata.Card, v *Vocabulary) (*CardLanguages, error) {
	langs, err := Languages()
	if err != nil {
		return nil, err
	}
	cl := CardLanguages{Record: rec.ID}
	// The Oracle text last, after the printed ones, as CompareLanguages
	// orders them.
	others := slices.DeleteFunc(slices.Clone(langs), func(l string) bool { return l == "en" })
	for _, lang := range append(others, "en") {
		c := RecordCard(rec, lang)
		if c == nil {
			continue
		}
		cr, err := ReadCardWith(c, v)
		if err != nil {
			return nil, err
		}
		cl.Readings = append(cl.Readings, langReading(cr, "carddata", langs))
	}
	if len(cl.Readings) < 2 {
		return nil, nil
	}
	cl.Pairs = comparePairs(cl.Readings)
	return &cl, nil
}
