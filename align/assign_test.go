package align

import (
	"math"
	"math/rand"
	"testing"
)

// bruteForce returns the best total of an assignment by trying them all.
func bruteForce(s [][]float64) float64 {
	best := math.Inf(-1)
	used := make([]bool, len(s[0]))
	var rec func(r int, total float64)
	rec = func(r int, total float64) {
		if r == len(s) {
			best = math.Max(best, total)
			return
		}
		if len(s) > len(s[0]) { // a row may stay unassigned
			rec(r+1, total)
		}
		for c := range s[r] {
			if !used[c] {
				used[c] = true
				rec(r+1, total+s[r][c])
				used[c] = false
			}
		}
	}
	rec(0, 0)
	return best
}

func TestMaxAssignment(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for trial := 0; trial < 200; trial++ {
		rows, cols := 1+r.Intn(6), 1+r.Intn(6)
		s := make([][]float64, rows)
		for i := range s {
			s[i] = make([]float64, cols)
			for j := range s[i] {
				s[i][j] = math.Round(r.NormFloat64()*10) / 2
			}
		}
		got := maxAssignment(s)
		if len(got) != rows {
			t.Fatalf("%d rows, %d assignments", rows, len(got))
		}
		used := map[int]bool{}
		var total float64
		assigned := 0
		for i, c := range got {
			if c < 0 {
				continue
			}
			if used[c] {
				t.Fatalf("column %d assigned twice in %v", c, got)
			}
			used[c] = true
			total += s[i][c]
			assigned++
		}
		if assigned != min(rows, cols) {
			t.Errorf("%d×%d: %d assigned, want %d", rows, cols, assigned, min(rows, cols))
		}
		if want := bruteForce(s); math.Abs(total-want) > 1e-9 && rows <= cols {
			t.Errorf("%d×%d: total %v, best %v (%v)", rows, cols, total, want, s)
		}
	}
	if got := maxAssignment(nil); got != nil {
		t.Errorf("maxAssignment(nil) = %v", got)
	}
	if got := maxAssignment([][]float64{{}}); len(got) != 1 || got[0] != -1 {
		t.Errorf("no columns: %v", got)
	}
}

func TestMonotone(t *testing.T) {
	// Rulings 0 1 2 3 against 0 1 X 2 3: the extra one stands alone.
	a := []float64{1, 2, 3, 4}
	b := []float64{1, 2, 9, 3, 4}
	got := monotone(len(a), len(b), func(i, j int) float64 {
		return 1 - math.Abs(a[i]-b[j])
	})
	want := [][2]int{{0, 0}, {1, 1}, {2, 3}, {3, 4}}
	if len(got) != len(want) {
		t.Fatalf("monotone = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("monotone = %v, want %v", got, want)
		}
	}
	if got := monotone(0, 3, nil); got != nil {
		t.Errorf("empty side: %v", got)
	}
	// Nothing alike: nothing matched.
	if got := monotone(2, 2, func(i, j int) float64 { return -1 }); len(got) != 0 {
		t.Errorf("dissimilar: %v", got)
	}
}
