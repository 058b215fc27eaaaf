package index

import "slices"

// langBoost multiplies the score of a hit in a preferred language (the
// reader's, or the query's). It is large enough that a card or ruling in
// the reader's language outranks its equal in the other language (the
// French and Italian notes say the same things in the same words: "porte"
// is a French and an Italian word), and small enough that the document
// that answers a query much better, in whatever language, stays first: an
// Italian name typed exactly still finds the Italian card first.
const langBoost = 3.0

// UILangs are the languages a reader may ask results in first (Request.HL).
var UILangs = []string{"fr", "it", "en"}

// prefer returns the languages to rank first for a reader in hl and a
// query written in qlang: those of them that documents are written in.
func (ix *Index) prefer(hl, qlang string) []string {
	var out []string
	for _, l := range []string{hl, qlang} {
		if l != "" && slices.Contains(ix.langs, l) && !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	// Every language preferred is none preferred.
	if len(out) == len(ix.langs) {
		return nil
	}
	return out
}

// rankLangs raises the score of the hits in the preferred languages. The
// hits are tens of thousands for a common word at scale: their languages
// are read from a byte per entry (entryLangs), not from the entries.
func (ix *Index) rankLangs(hits []scored, prefer []string) {
	if len(prefer) == 0 {
		return
	}
	var preferred [256]bool
	for i, l := range ix.langs {
		preferred[i+1] = slices.Contains(prefer, l)
	}
	for i := range hits {
		if preferred[ix.entryLangs[hits[i].ord]] {
			hits[i].score = roundScore(hits[i].score * langBoost)
		}
	}
}

// entryLangs gives each entry's language as 1 + its index in langs, 0
// for none (at most 255 languages are told apart; the others read as
// none, which rankLangs never prefers).
func entryLangs(entries []entry, langs []string) []uint8 {
	out := make([]uint8, len(entries))
	for i := range entries {
		if k := slices.Index(langs, entries[i].lang); k >= 0 && k < 255 {
			out[i] = uint8(k + 1)
		}
	}
	return out
}
