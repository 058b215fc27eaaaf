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

// Weights of the ranking after scoring (see rank).
const (
	// eraDivisor divides the score of a hit of old rules: the current
	// rules lead, while an old rulebook's entry that answers much better
	// (the only definition of a word: « Légendaire », « Contrecarrer »)
	// stays near the top. It outweighs langBoost, so that for an Italian
	// reader a French entry of 2005 found through the term table
	// (« Jeton » for "pedina") ranks below the Italian rulings.
	eraDivisor = 4.0
	// foldRatio and foldFactor fold a ruling under its card or section
	// when that scores foldRatio times more: the ruling's score is
	// multiplied by foldFactor, leaving its place to the next card or
	// section, often the counterpart in the other language (the owner's
	// page shows the ruling). A ruling scoring near its owner answers the
	// query itself (a rules question) and keeps its place.
	foldRatio  = 3.0
	foldFactor = 1.0 / 3
)

// eraWish is what a query says of the rules' eras (see compiler.era).
type eraWish uint8

const (
	eraAny      eraWish = iota // old rules weigh less (eraDivisor)
	eraToday                   // today's wording of a renamed term: old rules after every current hit
	eraOldAsked                // an old wording or an abolished rule: old rules weigh as current ones
)

// rank orders the hits for a reader: it raises the score of the hits in
// the preferred languages, lowers that of old rules or puts them after
// the current ones (see eraWish), and folds rulings under their card or
// section. The hits are tens of thousands for a common word at scale:
// their languages and eras are read from a byte per entry (entryLangs,
// entryOld), not from the entries. The tier orders before the score (see
// topHits), so an old hit put after the current ones keeps its score.
func (ix *Index) rank(hits []scored, prefer []string, era eraWish) {
	var preferred [256]bool
	for i, l := range ix.langs {
		preferred[i+1] = slices.Contains(prefer, l)
	}
	for i := range hits {
		h := &hits[i]
		if preferred[ix.entryLangs[h.ord]] {
			h.score *= langBoost
		}
		if ix.entryOld[h.ord] {
			switch era {
			case eraAny:
				h.score /= eraDivisor
			case eraToday:
				h.tier = 1
			}
		}
		h.score = roundScore(h.score)
	}
	ix.fold(hits)
}

// fold lowers the score of the rulings whose card or section is among the
// hits with a score foldRatio times higher (a ruling is of its owner's
// document, so of its era and tier). The owners' scores are looked up in
// a table by entry, kept between searches, of which only the hits'
// places are written and cleared: a map of tens of thousands of hits
// would cost more than the search.
func (ix *Index) fold(hits []scored) {
	p, _ := ix.ownerScores.Get().(*[]float64)
	if p == nil || len(*p) != len(ix.entries) {
		s := make([]float64, len(ix.entries))
		p = &s
	}
	by := *p
	for _, h := range hits {
		by[h.ord] = h.score
	}
	for i := range hits {
		h := &hits[i]
		if o := ix.entryOwner[h.ord]; o >= 0 && by[o] >= foldRatio*h.score {
			h.score = roundScore(h.score * foldFactor)
		}
	}
	for _, h := range hits {
		by[h.ord] = 0
	}
	ix.ownerScores.Put(p)
}

// entryLangs gives each entry's language as 1 + its index in langs, 0
// for none (at most 255 languages are told apart; the others read as
// none, which rank never prefers).
func entryLangs(entries []entry, langs []string) []uint8 {
	out := make([]uint8, len(entries))
	for i := range entries {
		if k := slices.Index(langs, entries[i].lang); k >= 0 && k < 255 {
			out[i] = uint8(k + 1)
		}
	}
	return out
}
