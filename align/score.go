package align

import (
	"fmt"
	"math"
)

// A pairing is scored as evidence, in the manner of a naive Bayes
// classifier: each feature compares one property of the two entries and
// gives a similarity x in [0, 1]; the feature's log-likelihood ratio
//
//	x·log(p/μ) + (1−x)·log((1−p)/(1−μ))
//
// weighs how much more likely that similarity is for a true pair (which
// agrees with probability p) than for two unrelated entries of the same
// section (which agree with probability μ, measured on the documents
// themselves: the mean similarity over every candidate pair). Agreeing on
// something every scheme shares (no mana cost, the Scheme type) is thus
// worth nothing, agreeing on a rare mana cost a great deal, and the same
// code serves any pair of documents without hand-tuned thresholds.

// feature indexes the similarities of a pair.
type feature int

const (
	fSection feature = iota
	fFaces
	fCost
	fManaValue
	fTypes
	fSupertypes
	fSubtypes
	fPT
	fLoyalty
	fModes
	fTextSig
	fTextTerms
	fTextLen
	fRulCount
	fRulLen
	fRulSig
	fRulTerms
	fCognates
	fName
	fPos
	fExample
	nFeatures
)

// reliability is p, the probability that a true pair agrees on a feature.
// Printed properties (cost, types, P/T) almost always agree; ruling counts
// and text less so, because the two documents are different revisions; a
// name shares letters with its translation only when it keeps a proper
// noun or a cognate.
var reliability = [nFeatures]float64{
	fSection:    0.97,
	fFaces:      0.995,
	fCost:       0.98,
	fManaValue:  0.95,
	fTypes:      0.98,
	fSupertypes: 0.97,
	fSubtypes:   0.85,
	fPT:         0.98,
	fLoyalty:    0.98,
	fModes:      0.9,
	fTextSig:    0.9,
	fTextTerms:  0.85,
	fTextLen:    0.9,
	fRulCount:   0.85,
	fRulLen:     0.85,
	fRulSig:     0.85,
	fRulTerms:   0.8,
	fCognates:   0.6,
	fName:       0.35,
	fPos:        0.75,
	fExample:    0.97,
}

var featureNames = [nFeatures]string{
	"section", "faces", "mana cost", "mana value", "types", "supertypes",
	"subtype count", "P/T", "loyalty", "modes", "text numbers and symbols",
	"text terms", "text length", "ruling count", "ruling lengths",
	"ruling numbers and symbols", "ruling terms", "shared word roots", "name", "position", "example",
}

// features holds the similarities of one pair; NaN marks a feature that
// says nothing about this pair (neither card has a P/T, say).
type features [nFeatures]float64

var missing = math.NaN()

// baseline holds μ, the mean similarity of unrelated entries, per feature.
type baseline [nFeatures]float64

// lenSim compares two lengths in different languages, a scaled by k: 1 when
// they are as close as translations usually are, 0 when one is less than
// about half the other.
func lenSim(a, b int, k float64) float64 {
	if a == 0 && b == 0 {
		return 1
	}
	if a == 0 || b == 0 {
		return 0
	}
	x, y := float64(a)*k, float64(b)
	q := math.Min(x, y) / math.Max(x, y)
	return clamp((q-0.55)/0.35, 0, 1)
}

func clamp(x, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, x)) }

// profileSim compares two sequences of ruling lengths in order; a ruling
// present on one side only counts as a mismatch.
func profileSim(a, b []rulingFeatures, k float64) float64 {
	n := min(len(a), len(b))
	if n == 0 {
		return 0
	}
	var s float64
	for i := 0; i < n; i++ {
		s += lenSim(a[i].length, b[i].length, k)
	}
	return s / float64(max(len(a), len(b)))
}

func eq(ok bool) float64 {
	if ok {
		return 1
	}
	return 0
}

// compare computes the similarities of card f (From side) and card t.
func compare(f, t *cardFeatures, k float64) features {
	var x features
	x[fSection] = eq(f.section == t.section)
	x[fFaces] = eq(f.faces == t.faces)

	x[fCost] = missing
	if f.faces == t.faces {
		empty, same := true, true
		for i := range f.costs {
			if f.costs[i] != "" || t.costs[i] != "" {
				empty = false
			}
			if f.costs[i] != t.costs[i] {
				same = false
			}
		}
		if !empty {
			x[fCost] = eq(same)
		}
	} else {
		x[fCost] = 0
	}
	x[fManaValue] = eq(f.manaValue == t.manaValue)
	x[fTypes] = either(f.types != "" || t.types != "", f.types == t.types)
	x[fSupertypes] = either(f.super != "" || t.super != "", f.super == t.super)
	x[fSubtypes] = eq(f.subtypes == t.subtypes)
	x[fPT] = either(f.pt != "" || t.pt != "", f.pt == t.pt)
	x[fLoyalty] = either(f.loyalty != "" || t.loyalty != "", f.loyalty == t.loyalty)
	x[fModes] = either(f.modes > 0 || t.modes > 0, f.modes == t.modes)

	x[fTextSig] = diceOrMissing(f.text, t.text)
	x[fTextTerms] = diceOrMissing(f.terms, t.terms)
	x[fTextLen] = missing
	if f.textLen > 0 || t.textLen > 0 {
		x[fTextLen] = lenSim(f.textLen, t.textLen, k)
	}

	nf, nt := len(f.rulings), len(t.rulings)
	switch {
	case nf == nt:
		x[fRulCount] = 1
	case abs(nf-nt) == 1:
		x[fRulCount] = 0.5
	default:
		x[fRulCount] = 0
	}
	x[fRulLen] = missing
	if nf > 0 || nt > 0 {
		x[fRulLen] = profileSim(f.rulings, t.rulings, k)
	}
	x[fRulSig] = diceOrMissing(f.rulSig, t.rulSig)
	x[fRulTerms] = diceOrMissing(f.rulTerms, t.rulTerms)
	x[fCognates] = missing
	if d, ok := f.skel.dice(&t.skel); ok {
		x[fCognates] = d
	}
	x[fName] = missing
	if d, ok := f.name.dice(&t.name); ok {
		x[fName] = d
	}

	x[fPos] = missing
	if f.section == t.section {
		x[fPos] = 1 - math.Abs(f.pos-t.pos)
	}
	x[fExample] = missing
	if f.example.section != "" && t.example.section != "" {
		x[fExample] = eq(f.example == t.example)
	}
	return x
}

func either(relevant, ok bool) float64 {
	if !relevant {
		return missing
	}
	return eq(ok)
}

func diceOrMissing(a, b bag) float64 {
	d, ok := dice(a, b)
	if !ok {
		return missing
	}
	return d
}

// measure computes the baseline of a set of candidate pairs: the mean
// similarity per feature. μ is kept inside [0.02, 0.98] so that no single
// feature can decide a pairing on its own.
func measure(sets ...[]features) baseline {
	var sum, n [nFeatures]float64
	for _, xs := range sets {
		for i := range xs {
			for k, v := range xs[i] {
				if !math.IsNaN(v) {
					sum[k] += v
					n[k]++
				}
			}
		}
	}
	var b baseline
	for k := range b {
		b[k] = 0.5
		if n[k] > 0 {
			b[k] = clamp(sum[k]/n[k], 0.02, 0.98)
		}
	}
	return b
}

// llr is the evidence a feature gives: positive for a pair, negative
// against.
func llr(x, p, mu float64) float64 {
	if p <= mu {
		// A feature that unrelated entries satisfy as often as true pairs
		// tells nothing.
		return 0
	}
	return x*math.Log(p/mu) + (1-x)*math.Log((1-p)/(1-mu))
}

// linear is the first pass's model: per feature, the evidence of full
// agreement and of full disagreement; llr is linear in between.
type linear [nFeatures][2]float64

func newLinear(b *baseline) *linear {
	var m linear
	for k := range m {
		m[k][0], m[k][1] = llr(0, reliability[k], b[k]), llr(1, reliability[k], b[k])
	}
	return &m
}

func (m *linear) evidence(k int, v float64) float64 { return m[k][0] + v*(m[k][1]-m[k][0]) }

// score sums the evidence of a pair's features.
func (m *linear) score(x *features) float64 {
	var s float64
	for k, v := range x {
		if !math.IsNaN(v) {
			s += m[k][0] + v*(m[k][1]-m[k][0])
		}
	}
	return s
}

func joinCosts(cs []string) string {
	out := ""
	for i, c := range cs {
		if i > 0 {
			out += " // "
		}
		out += c
	}
	if out == "" {
		return "none"
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// The first pass scores with the reliabilities above, which are guesses.
// The pairs it is sure of then teach the second pass what true pairs look
// like on these very documents: for each feature, a histogram of the
// similarities of the sure pairs against one of all candidate pairs. A
// feature such as shared word roots, where a true pair scores 0.25 and an
// unrelated one 0.05, is then read for what it is worth, which a fixed
// reliability cannot express.

const nBins = 5

func bin(v float64) int {
	return min(nBins-1, int(v*nBins))
}

// hist is, per feature, the probability of each similarity bin.
type hist [nFeatures][nBins]float64

// histogram estimates the bin probabilities of a set of pairs, smoothed
// toward prior (uniform when prior is nil) with weight alpha so that a bin
// never seen is unlikely, not impossible. The true pairs are smoothed
// toward the unrelated ones: a bin no true pair falls in then weighs
// against a pairing in proportion to how many true pairs were seen, and
// not by how rare that bin is among unrelated pairs too (every pair of a
// section block agrees on the section; a pair across sections must not
// gain from that).
func histogram(prior *hist, alpha float64, sets ...[]features) hist {
	var count [nFeatures][nBins]float64
	var n [nFeatures]float64
	for _, xs := range sets {
		for i := range xs {
			for k, v := range xs[i] {
				if !math.IsNaN(v) {
					count[k][bin(v)]++
					n[k]++
				}
			}
		}
	}
	var h hist
	for k := range h {
		for b := range h[k] {
			p := 1.0 / nBins
			if prior != nil {
				p = prior[k][b]
			}
			h[k][b] = (count[k][b] + alpha*p) / (n[k] + alpha)
		}
	}
	return h
}

// model is what the second pass scores with: the log-likelihood ratio of
// each bin of each feature, true pairs against unrelated ones.
type model [nFeatures][nBins]float64

const maxEvidence = 5.0 // no single feature decides on its own

// printed lists the features that are printed identically on a card in
// every language: a true pair disagrees on one only if a revision changed
// the card, so a disagreement weighs far more than the histograms, which
// have seen too few true pairs to measure so rare an event, can say.
var printed = [nFeatures]bool{fFaces: true, fCost: true, fManaValue: true, fTypes: true, fPT: true, fLoyalty: true}

// printedMismatch is the evidence of a disagreement on a printed feature.
// It leaves a true pair with one changed property above the acceptance
// line (true pairs score 15 to 60 outside the schemes, which print
// nothing), and puts two similar cards that are not a pair (two
// equipment that manifest dread, at different costs) well below it.
const printedMismatch = -10.0

func newModel(truth, random *hist) *model {
	var m model
	for k := range m {
		for b := range m[k] {
			m[k][b] = clamp(math.Log(truth[k][b]/random[k][b]), -maxEvidence, maxEvidence)
		}
		if printed[k] {
			m[k][0] = printedMismatch
		}
	}
	return &m
}

func (m *model) score(x *features) float64 {
	var s float64
	for k, v := range x {
		if !math.IsNaN(v) {
			s += m[k][bin(v)]
		}
	}
	return s
}

func (m *model) evidence(k int, v float64) float64 { return m[k][bin(v)] }

// A scorer weighs the features of a pair: the first pass's linear model
// or the second pass's learnt one.
type scorer interface {
	score(x *features) float64
	evidence(k int, v float64) float64 // one feature's share of the score
}

// Reason is one line of a pair's evidence as a code and its arguments,
// for a reader in another language: Code is "cost", "costs_differ", "pt",
// "pt_differ", "rulings" or "alike" (Feature names the feature, Args[0]
// its likeness in percent); Weight is the share of the score.
type Reason struct {
	Code    string
	Feature string
	Args    []string
	Weight  float64
}

// evidence is what a pair's evidence is said from: its features and the
// model that scored them, and the printed facts the words quote.
type evidence struct {
	m       scorer
	x       features
	costs   [2][]string // the two cards' mana costs, one per face
	pt      [2]string
	rulings [2]int // how many rulings each card has
}

func newEvidence(m scorer, x features, f, t *cardFeatures) *evidence {
	return &evidence{m: m, x: x, costs: [2][]string{f.costs, t.costs}, pt: [2]string{f.pt, t.pt}, rulings: [2]int{len(f.rulings), len(t.rulings)}}
}

// explain says, for people, which features speak most for a pair and
// which speak against it; the reasons say the same as codes.
func (ev *evidence) explain() ([]string, []Reason) {
	m, x := ev.m, &ev.x
	var out []string
	var why []Reason
	for k, v := range x {
		if math.IsNaN(v) {
			continue
		}
		e := m.evidence(k, v)
		if math.Abs(e) < 1 {
			continue
		}
		var what string
		r := Reason{Feature: featureNames[k], Weight: e}
		switch feature(k) {
		case fCost:
			if v == 1 {
				what = "mana cost " + joinCosts(ev.costs[0])
				r.Code, r.Args = "cost", []string{joinCosts(ev.costs[0])}
			} else {
				what = fmt.Sprintf("mana costs differ (%s, %s)", joinCosts(ev.costs[0]), joinCosts(ev.costs[1]))
				r.Code, r.Args = "costs_differ", []string{joinCosts(ev.costs[0]), joinCosts(ev.costs[1])}
			}
		case fPT:
			if v == 1 {
				what = "P/T " + ev.pt[0]
				r.Code, r.Args = "pt", []string{ev.pt[0]}
			} else {
				what = fmt.Sprintf("P/T differ (%s, %s)", ev.pt[0], ev.pt[1])
				r.Code, r.Args = "pt_differ", []string{ev.pt[0], ev.pt[1]}
			}
		case fRulCount:
			what = fmt.Sprintf("%d and %d rulings", ev.rulings[0], ev.rulings[1])
			r.Code, r.Args = "rulings", []string{fmt.Sprint(ev.rulings[0]), fmt.Sprint(ev.rulings[1])}
		default:
			what = fmt.Sprintf("%s %.0f%% alike", featureNames[k], 100*v)
			r.Code, r.Args = "alike", []string{fmt.Sprintf("%.0f", 100*v)}
		}
		out = append(out, fmt.Sprintf("%s (%+.1f)", what, e))
		why = append(why, r)
	}
	return out, why
}
