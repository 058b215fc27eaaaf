package align

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// An Alignment pairs the entries of one document (From) with their
// counterparts in another (To): cards, their rulings, and general-notes
// sections. Everything that found no counterpart is listed too. Once
// returned by Align it is not changed (but for the list of differences,
// computed once on demand), so it may be shared by concurrent requests.
type Alignment struct {
	// Set is the set code the two documents share (set by AlignAll; ""
	// for two documents named by the caller).
	Set      string     `json:"set"`
	From     string     `json:"from"`      // document id, "dsk-fr"
	To       string     `json:"to"`        // document id, "dsk-it"
	FromLang string     `json:"from_lang"` // "fr"
	ToLang   string     `json:"to_lang"`   // "it"
	Pairs    []Pair     `json:"pairs"`     // in From's document order
	Sections []SectPair `json:"sections"`  // in From's document order
	// UnmatchedFrom and UnmatchedTo list the cards with no counterpart, in
	// document order.
	UnmatchedFrom []CardRef `json:"unmatched_from"`
	UnmatchedTo   []CardRef `json:"unmatched_to"`
	// UnmatchedSectionsFrom and UnmatchedSectionsTo list the sections with
	// no counterpart.
	UnmatchedSectionsFrom []SectionRef `json:"unmatched_sections_from"`
	UnmatchedSectionsTo   []SectionRef `json:"unmatched_sections_to"`

	byFrom, byTo map[string]int // card id → index in Pairs
	scale        float64        // how much longer To's text runs than From's
	kb           *corpus.KB
	terms        *termIndex
	diffsOnce    sync.Once
	diffs        []Difference
	// mentionList are the names the pair's rulings mention (see Mention),
	// computed with the alignment.
	mentionList []Mention
}

// rebind returns a copy of al whose entries are those of kb, a knowledge
// base holding the two documents unchanged: an alignment kept across a
// reload. It reports false when an entry is missing from kb.
func (al *Alignment) rebind(kb *corpus.KB) (*Alignment, bool) {
	n := &Alignment{
		Set: al.Set, From: al.From, To: al.To, FromLang: al.FromLang, ToLang: al.ToLang,
		Pairs: slices.Clone(al.Pairs), Sections: slices.Clone(al.Sections),
		UnmatchedFrom: al.UnmatchedFrom, UnmatchedTo: al.UnmatchedTo,
		UnmatchedSectionsFrom: al.UnmatchedSectionsFrom, UnmatchedSectionsTo: al.UnmatchedSectionsTo,
		byFrom: al.byFrom, byTo: al.byTo, scale: al.scale, kb: kb, terms: al.terms,
		mentionList: al.mentionList,
	}
	for i := range n.Pairs {
		p := &n.Pairs[i]
		p.from, p.to = kb.Card(p.From.ID), kb.Card(p.To.ID)
		if p.from == nil || p.to == nil {
			return nil, false
		}
	}
	for i := range n.Sections {
		p := &n.Sections[i]
		p.from, p.to = kb.Section(p.From.ID), kb.Section(p.To.ID)
		if p.from == nil || p.to == nil {
			return nil, false
		}
	}
	return n, true
}

// Pair is a card entry and its counterpart.
type Pair struct {
	From CardRef `json:"from"`
	To   CardRef `json:"to"`
	// Confidence, in [0, 1], says how sure the pairing is: how well the
	// two entries agree and how far ahead of every other candidate this
	// pairing is.
	Confidence float64 `json:"confidence"`
	// Score is the raw agreement (log-odds-like; higher is better).
	Score   float64      `json:"score"`
	Rulings []RulingPair `json:"rulings"`

	from, to *corpus.Card
	// why is what the evidence is said from (see Evidence): the words
	// are made when asked for, since a large corpus's pairs are many and
	// few are ever shown.
	why *evidence
}

// Evidence says in a few words what the pairing rests on.
func (p *Pair) Evidence() []string {
	if p.why == nil {
		return nil
	}
	ev, _ := p.why.explain()
	return ev
}

// Reasons are Evidence as codes, for a reader in another language.
func (p *Pair) Reasons() []Reason {
	if p.why == nil {
		return nil
	}
	_, why := p.why.explain()
	return why
}

// MarshalJSON writes the pair with its evidence.
func (p Pair) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		From       CardRef      `json:"from"`
		To         CardRef      `json:"to"`
		Confidence float64      `json:"confidence"`
		Score      float64      `json:"score"`
		Evidence   []string     `json:"evidence"`
		Rulings    []RulingPair `json:"rulings"`
	}{p.From, p.To, p.Confidence, p.Score, p.Evidence(), p.Rulings})
}

// FromCard and ToCard return the paired entries themselves.
func (p *Pair) FromCard() *corpus.Card { return p.from }
func (p *Pair) ToCard() *corpus.Card   { return p.to }

// CardRef names a card entry.
type CardRef struct {
	ID      string `json:"id"`
	Name    string `json:"name"` // as written
	Section string `json:"section"`
}

// SectionRef names a section.
type SectionRef struct {
	ID    string `json:"id"`
	Title string `json:"title"` // as written
}

// RulingPair aligns one ruling with its counterpart. A ruling printed on
// one side only has -1 as the other side's index and an empty id.
type RulingPair struct {
	From       int     `json:"from"` // index into the From entry's Rulings, -1 if none
	To         int     `json:"to"`
	FromID     string  `json:"from_id,omitempty"`
	ToID       string  `json:"to_id,omitempty"`
	Confidence float64 `json:"confidence"`
}

// SectPair is a general-notes section and its counterpart.
type SectPair struct {
	From       SectionRef   `json:"from"`
	To         SectionRef   `json:"to"`
	Confidence float64      `json:"confidence"`
	Score      float64      `json:"score"`
	Rulings    []RulingPair `json:"rulings"`

	from, to *corpus.Section
}

// FromSection and ToSection return the paired sections themselves.
func (p *SectPair) FromSection() *corpus.Section { return p.from }
func (p *SectPair) ToSection() *corpus.Section   { return p.to }

// Counterpart returns the pair a card belongs to, whichever side the id is
// on, so that a page about either card can show the other.
func (al *Alignment) Counterpart(cardID string) (Pair, bool) {
	if i, ok := al.byFrom[cardID]; ok {
		return al.Pairs[i], true
	}
	if i, ok := al.byTo[cardID]; ok {
		return al.Pairs[i], true
	}
	return Pair{}, false
}

// CounterpartCard returns the card paired with cardID in the other
// document, whichever side cardID is on: the question a card page asks.
func (al *Alignment) CounterpartCard(cardID string) (*corpus.Card, bool) {
	p, ok := al.Counterpart(cardID)
	switch {
	case !ok:
		return nil, false
	case p.From.ID == cardID:
		return p.to, true
	}
	return p.from, true
}

// An Aligner aligns documents using a term table. It holds no state that a
// call changes, so one Aligner may serve concurrent calls.
type Aligner struct {
	terms *termIndex
}

// NewAligner returns an Aligner that reads mechanic, keyword, type and zone
// names through terms (usually corpus.Terms()).
func NewAligner(terms []corpus.Term) *Aligner {
	return &Aligner{terms: newTermIndex(terms)}
}

// Align aligns document from with document to in kb, using the embedded
// term table.
func Align(kb *corpus.KB, from, to string) (*Alignment, error) {
	terms, err := corpus.Terms()
	if err != nil {
		return nil, fmt.Errorf("align: %w", err)
	}
	return NewAligner(terms).Align(kb, from, to)
}

// Align aligns document from with document to in kb: sections first, then
// cards section by section (examples printed inside aligned sections help),
// then the rulings inside each pair.
func (a *Aligner) Align(kb *corpus.KB, from, to string) (*Alignment, error) {
	if kb == nil {
		return nil, fmt.Errorf("align: no knowledge base")
	}
	if !kb.Indexed() {
		return nil, fmt.Errorf("align: knowledge base without its lookups (call KB.Index)")
	}
	fd := kb.Document(from)
	if fd == nil {
		return nil, fmt.Errorf("align: document %q not in the knowledge base", from)
	}
	td := kb.Document(to)
	if td == nil {
		return nil, fmt.Errorf("align: document %q not in the knowledge base", to)
	}
	if from == to {
		return nil, fmt.Errorf("align: cannot align document %q with itself", from)
	}
	al := &Alignment{
		From: from, To: to, FromLang: fd.Lang, ToLang: td.Lang,
		byFrom: map[string]int{}, byTo: map[string]int{},
		kb: kb, terms: a.terms,
		// Empty, not nil, so that the JSON lists are [] too.
		UnmatchedFrom: []CardRef{}, UnmatchedTo: []CardRef{},
		UnmatchedSectionsFrom: []SectionRef{}, UnmatchedSectionsTo: []SectionRef{},
	}

	z := newFeaturizer(a.terms)
	fs, ts := kb.Contents(from).Sections, kb.Contents(to).Sections
	z.alignSections(al, fs, ts)

	fc := z.docCards(kb, from, fd.Lang)
	tc := z.docCards(kb, to, td.Lang)
	markExamples(al, fc, tc)
	alignCards(al, fc, tc)
	return al, nil
}

// docCards computes the features of a document's cards, in document order,
// with each card's relative position inside its section.
func (z *featurizer) docCards(kb *corpus.KB, doc, lang string) []*cardFeatures {
	var out []*cardFeatures
	count := map[string]int{}
	for _, c := range kb.Contents(doc).Cards {
		out = append(out, z.cardFeatures(c, lang))
		count[c.Section]++
	}
	seen := map[string]int{}
	for _, f := range out {
		n := count[f.section]
		if n > 1 {
			f.pos = float64(seen[f.section]) / float64(n-1)
		}
		seen[f.section]++
	}
	return out
}

// markExamples records, for each card printed as an example inside an
// aligned pair of sections, its section pair and rank, so that the n-th
// example of one side meets the n-th example of the other.
func markExamples(al *Alignment, fc, tc []*cardFeatures) {
	byID := func(cs []*cardFeatures) map[string]*cardFeatures {
		m := make(map[string]*cardFeatures, len(cs))
		for _, c := range cs {
			m[c.card.ID] = c
		}
		return m
	}
	fm, tm := byID(fc), byID(tc)
	for _, sp := range al.Sections {
		for rank, id := range sp.from.Cards {
			if c, ok := fm[id]; ok && c.example.section == "" {
				c.example = exampleRef{section: sp.From.ID, rank: rank}
			}
		}
		for rank, id := range sp.to.Cards {
			if c, ok := tm[id]; ok && c.example.section == "" {
				c.example = exampleRef{section: sp.From.ID, rank: rank}
			}
		}
	}
}

// prior is the probability that an entry has no counterpart at all; with
// it, a pair's score becomes a posterior probability (see posterior).
const prior = 0.05

// minConfidence is the least confidence a pairing needs to be kept: below
// it, the entry is more likely to have no counterpart, or another one.
const minConfidence = 0.5

// sureConfidence is the confidence from which a first-pass pair is taken
// as a true pair to learn from, and minSure the least number of them
// worth learning from.
const (
	sureConfidence = 0.9
	minSure        = 20
)

// block is a set of candidate pairs: the cards of one section on each side,
// or the leftovers of every section.
type block struct {
	from, to []int
	x        []features // row-major, len(from) × len(to)
	score    [][]float64
}

func (b *block) at(r, c int) *features { return &b.x[r*len(b.to)+c] }

// alignCards pairs cards section by section (an optimal assignment inside
// each section), then tries the cards left over across sections, in case
// a card moved from one section to another between revisions.
func alignCards(al *Alignment, fc, tc []*cardFeatures) {
	cm := &cardMatcher{fc: fc, tc: tc, k: lengthScale(fc, tc),
		usedF: make([]bool, len(fc)), usedT: make([]bool, len(tc))}
	al.scale = cm.k
	cm.sectionBlocks()
	scorers := cm.learn()
	for i, b := range cm.blocks {
		cm.accept(b, scorers[i])
	}
	cm.leftovers()
	cm.record(al)
}

// cardMatcher holds the state of one card alignment: the candidate blocks,
// the models learnt from them and the matches accepted.
type cardMatcher struct {
	fc, tc       []*cardFeatures
	k            float64 // length scale
	blocks       []*block
	global       scorer // for blocks too small to measure, and leftovers
	matches      []cardMatch
	usedF, usedT []bool
}

type cardMatch struct {
	i, j       int
	score      float64
	confidence float64
	m          scorer
}

// block compares every card of fi with every card of ti.
func (cm *cardMatcher) block(fi, ti []int) *block {
	b := &block{from: fi, to: ti, x: make([]features, len(fi)*len(ti))}
	for r, i := range fi {
		for c, j := range ti {
			*b.at(r, c) = compare(cm.fc[i], cm.tc[j], cm.k)
		}
	}
	return b
}

// sectionBlocks makes a block of each section both sides hold, in From's
// order.
func (cm *cardMatcher) sectionBlocks() {
	bySection := func(cs []*cardFeatures) (map[string][]int, []string) {
		m := map[string][]int{}
		var order []string
		for i, c := range cs {
			if _, ok := m[c.section]; !ok {
				order = append(order, c.section)
			}
			m[c.section] = append(m[c.section], i)
		}
		return m, order
	}
	fs, order := bySection(cm.fc)
	ts, _ := bySection(cm.tc)
	for _, sec := range order {
		if len(ts[sec]) > 0 {
			cm.blocks = append(cm.blocks, cm.block(fs[sec], ts[sec]))
		}
	}
}

// learn scores the blocks in two passes and returns each block's scorer.
// Pass 1 uses fixed reliabilities and keeps the pairs it is sure of; pass
// 2 learns what the sure pairs look like against what every candidate
// pair looks like, unless there are too few sure pairs to learn from.
func (cm *cardMatcher) learn() []scorer {
	all := make([][]features, len(cm.blocks))
	for i, b := range cm.blocks {
		all[i] = b.x
	}
	global := measure(all...)
	globalLinear := newLinear(&global)
	globalHist := histogram(nil, 1, all...)

	var sure []features
	scorers := make([]scorer, len(cm.blocks))
	for i, b := range cm.blocks {
		m := globalLinear
		// A section's own baseline is only trusted when it has enough
		// cards on each side to measure what unrelated cards share.
		if b.large() {
			base := measure(b.x)
			m = newLinear(&base)
		}
		scorers[i] = m
		b.scoreWith(m.score)
		for r, c := range maxAssignment(b.score) {
			if c >= 0 && posterior(b.score, r, c) >= sureConfidence {
				sure = append(sure, *b.at(r, c))
			}
		}
	}
	cm.global = globalLinear
	if len(sure) < minSure {
		return scorers
	}
	truth := histogram(&globalHist, 2, sure)
	globalModel := newModel(&truth, &globalHist)
	cm.global = globalModel
	for i, b := range cm.blocks {
		m := globalModel
		if b.large() {
			random := histogram(nil, 1, b.x)
			m = newModel(&truth, &random)
		}
		scorers[i] = m
		b.scoreWith(m.score)
	}
	return scorers
}

// accept takes the confident pairs of a block's best assignment.
func (cm *cardMatcher) accept(b *block, m scorer) {
	for r, c := range maxAssignment(b.score) {
		if c < 0 {
			continue
		}
		conf := posterior(b.score, r, c)
		if conf < minConfidence {
			continue
		}
		cm.matches = append(cm.matches, cardMatch{b.from[r], b.to[c], b.score[r][c], conf, m})
		cm.usedF[b.from[r]], cm.usedT[b.to[c]] = true, true
	}
}

// leftovers pairs the cards no section paired, across sections.
func (cm *cardMatcher) leftovers() {
	var restF, restT []int
	for i := range cm.fc {
		if !cm.usedF[i] {
			restF = append(restF, i)
		}
	}
	for j := range cm.tc {
		if !cm.usedT[j] {
			restT = append(restT, j)
		}
	}
	if len(restF) > 0 && len(restT) > 0 {
		b := cm.block(restF, restT)
		b.scoreWith(cm.global.score)
		cm.accept(b, cm.global)
	}
}

// record writes the matches into al as pairs, in From's order, and the
// cards left unmatched.
func (cm *cardMatcher) record(al *Alignment) {
	sort.Slice(cm.matches, func(x, y int) bool { return cm.matches[x].i < cm.matches[y].i })
	for _, mt := range cm.matches {
		f, t := cm.fc[mt.i], cm.tc[mt.j]
		p := Pair{
			From:       ref(f.card),
			To:         ref(t.card),
			Confidence: round3(mt.confidence),
			Score:      round3(mt.score),
			Rulings:    alignRulings(f.card.Rulings, t.card.Rulings, f.rulings, t.rulings, cm.k),
			from:       f.card,
			to:         t.card,
			why:        newEvidence(mt.m, compare(f, t, cm.k), f, t),
		}
		al.byFrom[p.From.ID] = len(al.Pairs)
		al.byTo[p.To.ID] = len(al.Pairs)
		al.Pairs = append(al.Pairs, p)
	}
	for i, f := range cm.fc {
		if !cm.usedF[i] {
			al.UnmatchedFrom = append(al.UnmatchedFrom, ref(f.card))
		}
	}
	for j, t := range cm.tc {
		if !cm.usedT[j] {
			al.UnmatchedTo = append(al.UnmatchedTo, ref(t.card))
		}
	}
}

// large says whether a block has enough cards on each side to measure,
// on its own, what unrelated cards of its section share.
func (b *block) large() bool { return len(b.from) >= 8 && len(b.to) >= 8 }

func (b *block) scoreWith(score func(*features) float64) {
	if b.score == nil {
		b.score = make([][]float64, len(b.from))
		for r := range b.score {
			b.score[r] = make([]float64, len(b.to))
		}
	}
	for r := range b.score {
		for c := range b.score[r] {
			b.score[r][c] = score(b.at(r, c))
		}
	}
}

// posterior is the probability that row r and column c of a score matrix
// are a true pair, seen from each side in turn (the smaller is returned):
// with a prior on having no counterpart, and every candidate's score as
// its log-likelihood ratio, it is a softmax over the candidates and
// "none". Scores are tempered because the features are not independent,
// which a naive sum of their evidence overstates.
func posterior(s [][]float64, r, c int) float64 {
	const temper = 2.0
	none := math.Log(prior / (1 - prior))
	own := s[r][c] / temper
	// Σ exp(x − own) over the candidates and "none", computed from own so
	// that no term overflows: own is the largest in any pair worth keeping.
	var row, col float64
	row = math.Exp(none + math.Log(float64(len(s[r]))) - own)
	for _, v := range s[r] {
		row += math.Exp(v/temper - own)
	}
	col = math.Exp(none + math.Log(float64(len(s))) - own)
	for i := range s {
		col += math.Exp(s[i][c]/temper - own)
	}
	return math.Min(1/row, 1/col)
}

func ref(c *corpus.Card) CardRef {
	return CardRef{ID: c.ID, Name: c.Name, Section: c.Section}
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// lengthScale estimates how much longer the To language's text is than the
// From language's, so that lengths can be compared across languages.
func lengthScale(fc, tc []*cardFeatures) float64 {
	var a, b int
	for _, c := range fc {
		a += c.textLen + c.rulLen
	}
	for _, c := range tc {
		b += c.textLen + c.rulLen
	}
	if a == 0 || b == 0 {
		return 1
	}
	return float64(b) / float64(a)
}
