package align

import (
	"cmp"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// DocPair is two documents of one set in two languages, to be aligned.
type DocPair struct {
	Set      string `json:"set"`
	From, To string // document ids
}

// DocPairs pairs the release notes of every set printed in more than one
// language: by set code, every two languages (French first, then Italian,
// then the others in alphabetical order), each language's current
// revision only (a document a later one replaces is left out). Sets come
// in the order of their first document.
func DocPairs(kb *corpus.KB) []DocPair {
	if kb == nil {
		return nil
	}
	bySet := map[string]map[string]string{} // set → lang → doc id
	var sets []string
	for _, d := range kb.Documents {
		if d.Kind != corpus.KindReleaseNotes || d.ReplacedBy != "" || d.Set == "" {
			continue
		}
		langs, ok := bySet[d.Set]
		if !ok {
			langs = map[string]string{}
			bySet[d.Set] = langs
			sets = append(sets, d.Set)
		}
		if _, ok := langs[d.Lang]; !ok {
			langs[d.Lang] = d.ID
		}
	}
	var out []DocPair
	for _, set := range sets {
		langs := make([]string, 0, len(bySet[set]))
		for l := range bySet[set] {
			langs = append(langs, l)
		}
		slices.SortFunc(langs, func(a, b string) int {
			if c := cmp.Compare(langRank(a), langRank(b)); c != 0 {
				return c
			}
			return cmp.Compare(a, b)
		})
		for i := range langs {
			for j := i + 1; j < len(langs); j++ {
				out = append(out, DocPair{Set: set, From: bySet[set][langs[i]], To: bySet[set][langs[j]]})
			}
		}
	}
	return out
}

// langRank puts the languages the judges read first, French then Italian,
// before the others.
func langRank(l string) int {
	switch l {
	case "fr":
		return 0
	case "it":
		return 1
	}
	return 2
}

// All is every alignment of a knowledge base: one per pair of DocPairs,
// and the names the aligned rulings mention. Like an Alignment it is not
// changed once built, and may be shared by concurrent requests.
type All struct {
	Alignments []*Alignment
	// Mentions pairs the names that rulings mention without an entry of
	// their own (see Mention).
	Mentions []Mention

	byCard    map[string][]int // card id → alignments that pair it
	bySection map[string][]int
	byDoc     map[string][]int
	diffsOnce sync.Once
	diffs     []Difference
}

// AlignAll aligns every pair of DocPairs(kb). A pair that cannot be
// aligned is left out and named in the returned error; the others are
// kept. With no pair at all, All is empty, not nil.
func (a *Aligner) AlignAll(kb *corpus.KB) (*All, error) {
	return a.AlignAllReusing(kb, nil, nil)
}

// AlignAllReusing is AlignAll, taking from prev (the alignments of an
// earlier knowledge base) each pair whose two documents same reports
// unchanged, so that a server reloading its documents aligns only the
// pairs a change touched. The pairs taken are rebound to kb's entries.
func (a *Aligner) AlignAllReusing(kb *corpus.KB, prev *All, same func(docID string) bool) (*All, error) {
	all := &All{}
	var errs []error
	old := map[DocPair]*Alignment{}
	if prev != nil && same != nil {
		for _, al := range prev.Alignments {
			old[DocPair{Set: al.Set, From: al.From, To: al.To}] = al
		}
	}
	// Pairs are aligned concurrently (an Aligner serves concurrent calls,
	// and a knowledge base is only read), each into its own slot, so that
	// the order stays DocPairs' order.
	pairs := DocPairs(kb)
	als := make([]*Alignment, len(pairs))
	perr := make([]error, len(pairs))
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), len(pairs)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				als[i], perr[i] = a.alignPair(kb, pairs[i], old[pairs[i]], same)
			}
		}()
	}
	for i := range pairs {
		work <- i
	}
	close(work)
	wg.Wait()
	for i, al := range als {
		if perr[i] != nil {
			errs = append(errs, perr[i])
			continue
		}
		all.Alignments = append(all.Alignments, al)
	}
	all.index()
	for _, al := range all.Alignments {
		all.Mentions = append(all.Mentions, al.mentionList...)
	}
	return all, errors.Join(errs...)
}

// AlignAll aligns every pair of documents of kb with the embedded term
// table (Aligner.AlignAll).
func AlignAll(kb *corpus.KB) (*All, error) {
	terms, err := corpus.Terms()
	if err != nil {
		return nil, fmt.Errorf("align: %w", err)
	}
	return NewAligner(terms).AlignAll(kb)
}

// Of wraps alignments already made, for callers that align one pair
// themselves.
func Of(als ...*Alignment) *All {
	all := &All{Alignments: als}
	all.index()
	for _, al := range als {
		if al.mentionList == nil {
			al.mentionList = al.mentions(al.kb)
		}
		all.Mentions = append(all.Mentions, al.mentionList...)
	}
	return all
}

func (all *All) index() {
	all.byCard, all.bySection, all.byDoc = map[string][]int{}, map[string][]int{}, map[string][]int{}
	for i, al := range all.Alignments {
		for _, p := range al.Pairs {
			all.byCard[p.From.ID] = append(all.byCard[p.From.ID], i)
			all.byCard[p.To.ID] = append(all.byCard[p.To.ID], i)
		}
		for _, p := range al.Sections {
			all.bySection[p.From.ID] = append(all.bySection[p.From.ID], i)
			all.bySection[p.To.ID] = append(all.bySection[p.To.ID], i)
		}
		all.byDoc[al.From] = append(all.byDoc[al.From], i)
		all.byDoc[al.To] = append(all.byDoc[al.To], i)
	}
}

// Len is the number of aligned pairs of documents.
func (all *All) Len() int {
	if all == nil {
		return 0
	}
	return len(all.Alignments)
}

// For returns the alignment that pairs card cardID, the first when several
// do (a set in three languages).
func (all *All) For(cardID string) (*Alignment, bool) {
	if all == nil || len(all.byCard[cardID]) == 0 {
		return nil, false
	}
	return all.Alignments[all.byCard[cardID][0]], true
}

// CounterpartCard returns the card paired with cardID in another language.
func (all *All) CounterpartCard(cardID string) (*corpus.Card, bool) {
	al, ok := all.For(cardID)
	if !ok {
		return nil, false
	}
	return al.CounterpartCard(cardID)
}

// Compare sets a card beside its counterpart (Alignment.Compare).
func (all *All) Compare(cardID string) (*Comparison, bool) {
	al, ok := all.For(cardID)
	if !ok {
		return nil, false
	}
	return al.Compare(cardID)
}

// CounterpartSection returns the section paired with sectionID in another
// language, and the alignment that pairs them.
func (all *All) CounterpartSection(sectionID string) (*SectPair, *Alignment, bool) {
	if all == nil || len(all.bySection[sectionID]) == 0 {
		return nil, nil, false
	}
	al := all.Alignments[all.bySection[sectionID][0]]
	for i := range al.Sections {
		p := &al.Sections[i]
		if p.From.ID == sectionID || p.To.ID == sectionID {
			return p, al, true
		}
	}
	return nil, nil, false
}

// alignPair aligns one pair, or rebinds the earlier alignment o of it when
// same says neither document changed.
func (a *Aligner) alignPair(kb *corpus.KB, p DocPair, o *Alignment, same func(string) bool) (*Alignment, error) {
	if o != nil && same != nil && same(p.From) && same(p.To) {
		if al, ok := o.rebind(kb); ok {
			return al, nil
		}
	}
	al, err := a.Align(kb, p.From, p.To)
	if err != nil {
		return nil, fmt.Errorf("align: set %s: %w", p.Set, err)
	}
	al.Set = p.Set
	al.mentionList = al.mentions(kb)
	return al, nil
}

// CompareSection sets a section beside its counterpart
// (Alignment.CompareSection).
func (all *All) CompareSection(sectionID string) (*SectionComparison, bool) {
	_, al, ok := all.CounterpartSection(sectionID)
	if !ok {
		return nil, false
	}
	return al.CompareSection(sectionID)
}

// CounterpartDocuments lists the documents aligned with document docID.
func (all *All) CounterpartDocuments(docID string) []string {
	if all == nil {
		return nil
	}
	var out []string
	for _, i := range all.byDoc[docID] {
		al := all.Alignments[i]
		if al.From == docID {
			out = append(out, al.To)
		} else {
			out = append(out, al.From)
		}
	}
	return out
}

// Differences lists every alignment's differences, set by set, each
// carrying its set and languages.
func (all *All) Differences() []Difference {
	if all == nil {
		return nil
	}
	all.diffsOnce.Do(func() {
		for _, al := range all.Alignments {
			for _, d := range al.Differences() {
				d.Set, d.Lang, d.LangTo = al.Set, al.FromLang, al.ToLang
				all.diffs = append(all.diffs, d)
			}
		}
	})
	return append([]Difference(nil), all.diffs...)
}

// Aliases maps every paired card id to its counterparts' names, and every
// ruling that mentions a paired name (Mentions) to the name in the other
// language: what the search index takes as aliases (index.Options).
func (all *All) Aliases() map[string][]string {
	out := map[string][]string{}
	if all == nil {
		return out
	}
	for _, al := range all.Alignments {
		for id, names := range al.Aliases() {
			out[id] = append(out[id], names...)
		}
	}
	// A mentioned name is an alias of the rulings that mention it, in
	// the other language: either name finds them.
	for _, m := range all.Mentions {
		for _, u := range m.FromUses {
			if !slices.Contains(out[u.Ruling], m.ToName) {
				out[u.Ruling] = append(out[u.Ruling], m.ToName)
			}
		}
		for _, u := range m.ToUses {
			if !slices.Contains(out[u.Ruling], m.FromName) {
				out[u.Ruling] = append(out[u.Ruling], m.FromName)
			}
		}
	}
	return out
}
