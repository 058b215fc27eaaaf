package align

import "math"

// maxAssignment solves the assignment problem on a score matrix (rows ×
// columns, any shape): it returns, for each row, the column it is assigned
// to (or -1), such that no column is used twice and the total score is the
// largest possible. It is the Hungarian method in O(n²m), which for the
// few hundred entries of a section is a few milliseconds at most.
func maxAssignment(s [][]float64) []int {
	rows := len(s)
	if rows == 0 {
		return nil
	}
	cols := len(s[0])
	out := make([]int, rows)
	for i := range out {
		out[i] = -1
	}
	if cols == 0 {
		return out
	}
	// The method wants rows ≤ columns; transpose otherwise.
	if rows > cols {
		t := make([][]float64, cols)
		for j := range t {
			t[j] = make([]float64, rows)
			for i := range s {
				t[j][i] = s[i][j]
			}
		}
		for j, i := range maxAssignment(t) {
			if i >= 0 {
				out[i] = j
			}
		}
		return out
	}
	// Minimise the negated scores. Arrays are 1-based as in the classic
	// formulation; column 0 is the virtual start.
	n, m := rows, cols
	u := make([]float64, n+1)
	v := make([]float64, m+1)
	p := make([]int, m+1) // p[j] = row assigned to column j
	way := make([]int, m+1)
	minv := make([]float64, m+1)
	used := make([]bool, m+1)
	for i := 1; i <= n; i++ {
		p[0] = i
		j0 := 0
		for j := range minv {
			minv[j] = math.Inf(1)
			used[j] = false
		}
		for {
			used[j0] = true
			i0 := p[j0]
			delta := math.Inf(1)
			j1 := 0
			for j := 1; j <= m; j++ {
				if used[j] {
					continue
				}
				cur := -s[i0-1][j-1] - u[i0] - v[j]
				if cur < minv[j] {
					minv[j] = cur
					way[j] = j0
				}
				if minv[j] < delta {
					delta = minv[j]
					j1 = j
				}
			}
			for j := 0; j <= m; j++ {
				if used[j] {
					u[p[j]] += delta
					v[j] -= delta
				} else {
					minv[j] -= delta
				}
			}
			j0 = j1
			if p[j0] == 0 {
				break
			}
		}
		for {
			j1 := way[j0]
			p[j0] = p[j1]
			j0 = j1
			if j0 == 0 {
				break
			}
		}
	}
	for j := 1; j <= m; j++ {
		if p[j] > 0 {
			out[p[j]-1] = j - 1
		}
	}
	return out
}
