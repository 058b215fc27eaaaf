package rules

import (
	"slices"
	"testing"
)

// TestDamageShares checks the division of damage among targets: announced
// (each at least 1, the whole amount), or forced by the rule (601.2d).
func TestDamageShares(t *testing.T) {
	for _, tc := range []struct {
		n, k      int
		announced []int
		want      []int // nil: refused
	}{
		{4, 1, nil, []int{4}},
		{3, 3, nil, []int{1, 1, 1}},
		{4, 2, nil, nil}, // the caster's choice, not announced
		{2, 3, nil, nil}, // more targets than damage
		{4, 2, []int{3, 1}, []int{3, 1}},
		{4, 2, []int{4, 0}, nil}, // each target at least 1
		{4, 2, []int{2, 1}, nil}, // not the whole amount
		{4, 2, []int{4}, nil},    // one amount for two targets
		{0, 0, nil, []int{}},     // no target chosen: nothing dealt
	} {
		got, err := damageShares(tc.n, tc.k, tc.announced)
		if tc.want == nil {
			if err == nil {
				t.Errorf("damageShares(%d, %d, %v) = %v, want an error", tc.n, tc.k, tc.announced, got)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("damageShares(%d, %d, %v) = %v, %v, want %v", tc.n, tc.k, tc.announced, got, err, tc.want)
		}
	}
}
