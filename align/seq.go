package align

import (
	"math"

	"github.com/arbitre/arbitre/corpus"
)

// monotone aligns two sequences whose order is the same in both languages
// (the rulings of a card, the sections of the general notes): it returns
// the matched index pairs, in order, that maximise the total similarity.
// A pair is only matched when its similarity is positive; everything else
// is left to stand alone, which is how a ruling added in one revision shows.
func monotone(n, m int, sim func(i, j int) float64) [][2]int {
	if n == 0 || m == 0 {
		return nil
	}
	s := make([]float64, n*m)
	for i := 0; i < n; i++ {
		for j := 0; j < m; j++ {
			s[i*m+j] = sim(i, j)
		}
	}
	// best[i][j]: best total for prefixes of length i and j.
	w := m + 1
	best := make([]float64, (n+1)*w)
	for i := 1; i <= n; i++ {
		for j := 1; j <= m; j++ {
			b := math.Max(best[(i-1)*w+j], best[i*w+j-1])
			if x := s[(i-1)*m+j-1]; x > 0 {
				b = math.Max(b, best[(i-1)*w+j-1]+x)
			}
			best[i*w+j] = b
		}
	}
	var out [][2]int
	for i, j := n, m; i > 0 && j > 0; {
		x := s[(i-1)*m+j-1]
		switch {
		case x > 0 && best[i*w+j] == best[(i-1)*w+j-1]+x:
			out = append(out, [2]int{i - 1, j - 1})
			i--
			j--
		case best[i*w+j] == best[(i-1)*w+j]:
			i--
		default:
			j--
		}
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}

// rulingSim rates two rulings as translations of each other, i of n and j
// of m in their entries: numbers and mana symbols weigh most, then terms,
// length, and the position in the list.
func rulingSim(a, b rulingFeatures, i, n, j, m int, k float64) float64 {
	var s float64
	switch d, ok := dice(a.sig, b.sig); {
	case ok:
		s += graded(d, 3)
	default:
		s += 0.5 // neither has a number: a little alike
	}
	if d, ok := dice(a.words, b.words); ok {
		s += graded(d, 1)
	}
	if d, ok := dice(a.terms, b.terms); ok {
		s += graded(d, 1.5)
	}
	s += graded(lenSim(a.length, b.length, k), 2)
	pi, pj := 0.0, 0.0
	if n > 1 {
		pi = float64(i) / float64(n-1)
	}
	if m > 1 {
		pj = float64(j) / float64(m-1)
	}
	s += 1.5 * (1 - 2*math.Abs(pi-pj))
	// With as many rulings on each side, the n-th most likely translates
	// the n-th: a ruling expanded in one revision (an erratum prepended)
	// still pairs unless its content says otherwise.
	if n == m && i == j {
		s += 1.5
	}
	return s
}

// alignRulings pairs the rulings of two aligned entries one to one where
// it can, and lists the rest on their own side, all in order.
func alignRulings(fr, tr []corpus.Ruling, ff, tf []rulingFeatures, k float64) []RulingPair {
	n, m := len(ff), len(tf)
	sim := func(i, j int) float64 { return rulingSim(ff[i], tf[j], i, n, j, m, k) }
	matched := monotone(n, m, sim)
	var out []RulingPair
	i, j := 0, 0
	emit := func(upToI, upToJ int) {
		for ; i < upToI; i++ {
			out = append(out, RulingPair{From: i, To: -1, FromID: fr[i].ID})
		}
		for ; j < upToJ; j++ {
			out = append(out, RulingPair{From: -1, To: j, ToID: tr[j].ID})
		}
	}
	for _, p := range matched {
		emit(p[0], p[1])
		out = append(out, RulingPair{
			From: p[0], To: p[1], FromID: fr[p[0]].ID, ToID: tr[p[1]].ID,
			Confidence: round3(sigmoid(sim(p[0], p[1]) - 1)),
		})
		i, j = p[0]+1, p[1]+1
	}
	emit(n, m)
	return out
}
