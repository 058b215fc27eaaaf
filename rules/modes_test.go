package rules

import (
	"reflect"
	"testing"
)

func TestModeOrder(t *testing.T) {
	for _, tc := range []struct {
		chosen, want []int
	}{
		{nil, []int{}},
		{[]int{0}, []int{0}},
		{[]int{2, 0}, []int{1, 0}},
		// The same mode twice: its instances keep the order chosen.
		{[]int{0, 0, 2}, []int{0, 1, 2}},
		{[]int{2, 0, 1, 0}, []int{1, 3, 2, 0}},
		{[]int{1, 1, 0, 1}, []int{2, 0, 1, 3}},
	} {
		if got := modeOrder(tc.chosen); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("modeOrder(%v) = %v, want %v", tc.chosen, got, tc.want)
		}
	}
}
