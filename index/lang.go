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
		sc := h.score
		if preferred[ix.entryLangs[h.ord]] {
			sc *= langBoost
		}
		if ix.entryOld[h.ord] {
			switch era {
			case eraAny:
				sc /= eraDivisor
			case eraToday:
				h.tier = 1
			}
		}
		// A score left as it came is rounded already (collect,
		// weighCardData), and rounding is idempotent below 2e6 (k/1e9
		// times 1e9 is within 0.5 of k): only a changed one is rounded.
		if sc != h.score || sc >= 2e6 {
			h.score = roundScore(sc)
		}
	}
	ix.fold(hits)
}

// foldTables are what fold marks, kept between searches: a bit per entry
// for the owners of the hits (needed) and for those of them among the hits
// (present), and their scores by entry. Only the places written are
// cleared: tables of every entry, written for every hit, cost more than
// the search at full size, where the hits are tens of thousands and few
// of them are the owners of others.
type foldTables struct {
	needed, present []uint64
	by              []float64
}

// fold lowers the score of the rulings whose card or section is among the
// hits with a score foldRatio times higher (a ruling is of its owner's
// document, so of its era and tier).
func (ix *Index) fold(hits []scored) {
	ft, _ := ix.ownerScores.Get().(*foldTables)
	if ft == nil || len(ft.by) != len(ix.entries) {
		words := (len(ix.entries) + 63) / 64
		ft = &foldTables{needed: make([]uint64, words), present: make([]uint64, words), by: make([]float64, len(ix.entries))}
	}
	owners := false
	for _, h := range hits {
		if o := ix.entryOwner[h.ord]; o >= 0 {
			ft.needed[o>>6] |= 1 << (o & 63)
			owners = true
		}
	}
	if owners {
		for _, h := range hits {
			if o := h.ord; ft.needed[o>>6]&(1<<(o&63)) != 0 {
				ft.present[o>>6] |= 1 << (o & 63)
				ft.by[o] = h.score
			}
		}
		for i := range hits {
			h := &hits[i]
			o := ix.entryOwner[h.ord]
			if o >= 0 && ft.present[o>>6]&(1<<(o&63)) != 0 && ft.by[o] >= foldRatio*h.score {
				h.score = roundScore(h.score * foldFactor)
			}
		}
		for _, h := range hits {
			if o := ix.entryOwner[h.ord]; o >= 0 {
				ft.by[o] = 0
			}
		}
		clear(ft.needed)
		clear(ft.present)
	}
	ix.ownerScores.Put(ft)
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
