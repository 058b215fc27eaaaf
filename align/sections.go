package align

import (
	"math"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// sectionFeatures is what a section keeps across languages.
type sectionFeatures struct {
	sec      *corpus.Section
	mechanic string
	kind     string
	level    int
	title    bag // term keys of the title
	text     bag
	textLen  int
	rulings  []rulingFeatures
	examples int
	pos      float64
}

func (z *featurizer) sectionFeatures(ss []*corpus.Section, lang string) []*sectionFeatures {
	out := make([]*sectionFeatures, len(ss))
	for i, s := range ss {
		ft := text.FoldPlain(strings.Join(s.Text, "\n"))
		f := &sectionFeatures{
			sec:      s,
			mechanic: z.knownMechanic(s.Mechanic),
			kind:     s.Kind,
			level:    s.Level,
			title:    z.bag(z.terms.keys(text.Words(text.FoldPlain(s.Title)), lang)),
			text:     z.bag(rawSignature(ft, lang)),
			textLen:  len([]rune(ft)),
			rulings:  z.rulingFeatures(s.Rulings, lang),
			examples: len(s.Cards),
		}
		if len(ss) > 1 {
			f.pos = float64(i) / float64(len(ss)-1)
		}
		out[i] = f
	}
	return out
}

// agree is +w when ok, -w when not.
func agree(ok bool, w float64) float64 {
	if ok {
		return w
	}
	return -w
}

// graded maps a similarity in [0, 1] to [-w, +w].
func graded(sim, w float64) float64 { return (2*sim - 1) * w }

// sectionSim rates two sections as the same section in two languages. The
// order of sections is the same in both documents, so position counts for
// more here than it does for cards.
func sectionSim(f, t *sectionFeatures, k float64) float64 {
	var s float64
	switch {
	case f.mechanic != "" && t.mechanic != "":
		s += agree(f.mechanic == t.mechanic, 4)
	case f.mechanic != "" || t.mechanic != "":
		s -= 1
	}
	s += agree(f.kind == t.kind, 1)
	s += agree(f.level == t.level, 0.5)
	if d, ok := dice(f.title, t.title); ok {
		s += graded(d, 2)
	}
	if d, ok := dice(f.text, t.text); ok {
		s += graded(d, 2)
	}
	if f.textLen > 0 || t.textLen > 0 {
		s += graded(lenSim(f.textLen, t.textLen, k), 1.5)
	}
	nf, nt := len(f.rulings), len(t.rulings)
	switch {
	case nf == nt:
		s += 1.5
	case abs(nf-nt) == 1:
		s -= 0.5
	default:
		s -= 1.5
	}
	if nf > 0 || nt > 0 {
		s += graded(profileSim(f.rulings, t.rulings, k), 2)
	}
	if f.examples > 0 || t.examples > 0 {
		s += agree(f.examples == t.examples, 1)
	}
	s += 2 * (1 - 3*math.Abs(f.pos-t.pos))
	return s
}

// alignSections aligns the sections of the two documents in order, and the
// rulings inside each pair.
func (z *featurizer) alignSections(al *Alignment, fs, ts []*corpus.Section) {
	ff := z.sectionFeatures(fs, al.FromLang)
	tf := z.sectionFeatures(ts, al.ToLang)
	k := sectionScale(ff, tf)
	sim := func(i, j int) float64 { return sectionSim(ff[i], tf[j], k) }
	matched := monotone(len(ff), len(tf), sim)
	usedF := make([]bool, len(ff))
	usedT := make([]bool, len(tf))
	for _, p := range matched {
		f, t := ff[p[0]], tf[p[1]]
		usedF[p[0]], usedT[p[1]] = true, true
		// The best competitor of either section, for the confidence.
		alt := math.Inf(-1)
		for j := range tf {
			if j != p[1] {
				alt = math.Max(alt, sim(p[0], j))
			}
		}
		for i := range ff {
			if i != p[0] {
				alt = math.Max(alt, sim(i, p[1]))
			}
		}
		score := sim(p[0], p[1])
		al.Sections = append(al.Sections, SectPair{
			From:       SectionRef{ID: f.sec.ID, Title: f.sec.Title},
			To:         SectionRef{ID: t.sec.ID, Title: t.sec.Title},
			Score:      round3(score),
			Confidence: round3(sigmoid((score-alt)/1.5) * sigmoid(score-1)),
			Rulings:    alignRulings(f.sec.Rulings, t.sec.Rulings, f.rulings, t.rulings, k),
			from:       f.sec,
			to:         t.sec,
		})
	}
	for i, f := range ff {
		if !usedF[i] {
			al.UnmatchedSectionsFrom = append(al.UnmatchedSectionsFrom, SectionRef{ID: f.sec.ID, Title: f.sec.Title})
		}
	}
	for j, t := range tf {
		if !usedT[j] {
			al.UnmatchedSectionsTo = append(al.UnmatchedSectionsTo, SectionRef{ID: t.sec.ID, Title: t.sec.Title})
		}
	}
}

func sectionScale(ff, tf []*sectionFeatures) float64 {
	var a, b int
	for _, s := range ff {
		a += s.textLen
		for _, r := range s.rulings {
			a += r.length
		}
	}
	for _, s := range tf {
		b += s.textLen
		for _, r := range s.rulings {
			b += r.length
		}
	}
	if a == 0 || b == 0 {
		return 1
	}
	return float64(b) / float64(a)
}

// knownMechanic is key when the term table holds it, else "": a mechanic
// the table does not hold yet is keyed by its name in the document's own
// language ("reflux", "risonanza"), which says nothing of its counterpart.
func (z *featurizer) knownMechanic(key string) string {
	if _, ok := z.terms.kind[key]; ok {
		return key
	}
	return ""
}
