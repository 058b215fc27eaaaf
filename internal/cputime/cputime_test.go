//go:build unix

package cputime

import "testing"

func TestProcessGrows(t *testing.T) {
	start := Process()
	if start <= 0 {
		t.Fatalf("Process() = %v at the start of a test; want > 0", start)
	}
	// Spin until the clock moves: getrusage's resolution is coarse.
	x := 0
	for Process() == start {
		for i := 0; i < 1e6; i++ {
			x += i
		}
	}
	if got := Process(); got < start {
		t.Errorf("Process() went back from %v to %v (x=%d)", start, got, x)
	}
}
