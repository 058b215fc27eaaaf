package align

import (
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// cardFeatures is everything about a card entry that survives translation,
// computed once per card before any pair is scored.
type cardFeatures struct {
	card      *corpus.Card
	lang      string
	section   string
	faces     int
	costs     []string // one per face
	manaValue int
	types     string // canonical, sorted, joined
	super     string
	subtypes  int
	pt        string
	loyalty   string
	modes     int
	paras     int
	text      bag // signature of the rules text and modes
	terms     bag // term keys of the rules text and modes
	textLen   int
	rulings   []rulingFeatures
	rulSig    bag // all rulings together
	rulTerms  bag
	rulLen    int
	skel      sketch  // consonant skeletons of text and rulings
	name      sketch  // trigrams of the folded name
	pos       float64 // relative position among the cards of its section
	example   exampleRef
}

// exampleRef places a card printed inside a general-notes section: the
// section and the card's rank among that section's example cards.
type exampleRef struct {
	section string
	rank    int
}

// rulingFeatures is the language-independent part of one ruling.
type rulingFeatures struct {
	sig    bag // digits, mana symbols, P/T
	words  bag // numbers in words, ordinals
	terms  bag
	length int      // in runes, markup removed
	text   []string // the folded words, while the owner's sketch is built
}

func (z *featurizer) rulingFeatures(rs []corpus.Ruling, lang string) []rulingFeatures {
	out := make([]rulingFeatures, len(rs))
	for i, r := range rs {
		f := text.FoldPlain(r.Text)
		ws := text.Words(f)
		sig := rawSignature(f, lang)
		out[i] = rulingFeatures{
			sig:    z.bag(sig.only("n:", "m:", "pt:")),
			words:  z.bag(sig.only("w:", "o:")),
			terms:  z.bag(z.terms.keys(ws, lang)),
			length: utf8.RuneCountInString(f),
			text:   ws,
		}
	}
	return out
}

func (z *featurizer) cardFeatures(c *corpus.Card, lang string) *cardFeatures {
	f := &cardFeatures{
		card:      c,
		lang:      lang,
		section:   c.Section,
		faces:     1,
		manaValue: c.ManaValue,
		types:     joinSorted(c.Types),
		super:     joinSorted(c.Supertypes),
		subtypes:  len(c.Subtypes),
		pt:        strings.ReplaceAll(c.PT, " ", ""),
		loyalty:   strings.TrimSpace(c.Loyalty),
		modes:     len(c.Modes),
		paras:     len(c.Text),
	}
	if corpus.MultiFace(c.Layout) {
		f.faces = len(c.Faces)
		for _, fc := range c.Faces {
			f.costs = append(f.costs, normCost(fc.ManaCost))
		}
	} else {
		f.costs = []string{normCost(c.ManaCost)}
	}
	var buf strings.Builder
	for _, p := range c.Text {
		buf.WriteString(p)
		buf.WriteByte('\n')
	}
	for _, m := range c.Modes {
		buf.WriteString(m)
		buf.WriteByte('\n')
	}
	// A room's halves carry their own text; the card's Text may or may not
	// repeat it depending on how the entry was printed.
	if len(c.Text) == 0 {
		for _, fc := range c.Faces {
			for _, p := range fc.Text {
				buf.WriteString(p)
				buf.WriteByte('\n')
			}
		}
	}
	ft := text.FoldPlain(buf.String())
	f.text = z.bag(rawSignature(ft, lang))
	ws := text.Words(ft)
	f.terms = z.bag(z.terms.keys(ws, lang))
	f.name.addName(text.FoldPlain(c.Name))
	f.skel.addSkeletons(ws)
	f.textLen = utf8.RuneCountInString(ft)

	f.rulings = z.rulingFeatures(c.Rulings, lang)
	for i := range f.rulings {
		f.skel.addSkeletons(f.rulings[i].text)
		f.rulings[i].text = nil // only the card's sketch is kept
	}
	f.skel.count()
	f.name.count()
	for _, r := range f.rulings {
		f.rulSig = append(f.rulSig, r.sig...)
		f.rulSig = append(f.rulSig, r.words...)
		f.rulTerms = append(f.rulTerms, r.terms...)
		f.rulLen += r.length
	}
	slices.Sort(f.rulSig)
	slices.Sort(f.rulTerms)
	return f
}

// normCost removes spaces so that "{4} {R} {R}" and "{4}{R}{R}" agree, and
// upper-cases symbols.
func normCost(s string) string {
	return strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
}

func joinSorted(ss []string) string {
	c := append([]string(nil), ss...)
	for i := range c {
		c[i] = strings.ToLower(c[i])
	}
	slices.Sort(c)
	return strings.Join(c, "+")
}

// A bag is a sorted multiset of interned tokens: comparing two bags of
// integers is several times faster than comparing bags of strings, and
// every pair of cards of a section is compared.
type bag []int32

// featurizer computes features for one alignment; its interning table
// lives only as long as the call, so an Aligner keeps no mutable state.
type featurizer struct {
	terms *termIndex
	ids   map[string]int32
}

func newFeaturizer(terms *termIndex) *featurizer {
	return &featurizer{terms: terms, ids: make(map[string]int32, 4096)}
}

func (z *featurizer) bag(tokens []string) bag {
	if len(tokens) == 0 {
		return nil
	}
	b := make(bag, len(tokens))
	for i, t := range tokens {
		id, ok := z.ids[t]
		if !ok {
			id = int32(len(z.ids))
			z.ids[t] = id
		}
		b[i] = id
	}
	slices.Sort(b)
	return b
}

// A sketch is a set of tokens hashed into 512 bits. A card's text and
// rulings have hundreds of word skeletons, and every pair of cards of a
// section is compared: on sketches, a Dice coefficient is a few popcounts.
// Collisions raise the similarity of every pair alike, which the baseline
// measured on the documents absorbs.
type sketch struct {
	bits [8]uint64
	n    int // set bits
}

func (s *sketch) add(t string) {
	h := uint32(2166136261) // FNV-1a
	for i := 0; i < len(t); i++ {
		h ^= uint32(t[i])
		h *= 16777619
	}
	s.bits[h>>6&7] |= 1 << (h & 63)
}

func (s *sketch) addBytes(t []byte) {
	h := uint32(2166136261)
	for _, c := range t {
		h ^= uint32(c)
		h *= 16777619
	}
	s.bits[h>>6&7] |= 1 << (h & 63)
}

// count records the number of set bits, once the sketch is complete.
func (s *sketch) count() {
	s.n = 0
	for _, w := range s.bits {
		s.n += bits.OnesCount64(w)
	}
}

// dice is the Dice coefficient of two sketched sets.
func (s *sketch) dice(t *sketch) (float64, bool) {
	if s.n == 0 && t.n == 0 {
		return 0, false
	}
	common := 0
	for i := range s.bits {
		common += bits.OnesCount64(s.bits[i] & t.bits[i])
	}
	return 2 * float64(common) / float64(s.n+t.n), true
}
