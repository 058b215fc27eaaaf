package text

// Distance is the optimal-string-alignment distance between a and b
// (insertions, deletions, substitutions and swaps of neighbours each cost
// one), computed on runes. It stops early, returning max+1, once the
// distance must exceed max, so that comparing a word with a long list
// costs little.
//
// buf holds the three rows of the computation: nil, or at least
// 3×(len(b)+1) ints that a caller comparing many words reuses.
func Distance(a, b []rune, max int, buf []int) int {
	if d := len(a) - len(b); d > max || -d > max {
		return max + 1
	}
	w := len(b) + 1
	if len(buf) < 3*w {
		buf = make([]int, 3*w)
	}
	// Three rows: i-2, i-1, i.
	prev2, prev, cur := buf[:w], buf[w:2*w], buf[2*w:3*w]
	for j := range prev {
		prev[j] = j
		prev2[j] = 0
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = d
			rowMin = min(rowMin, d)
		}
		if rowMin > max {
			return max + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(b)], max+1)
}
