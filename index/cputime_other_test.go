//go:build !unix

package index

import (
	"testing"
	"time"
)

// processCPU is not measured here; cpu-ns/op then reads 0.
func processCPU(b *testing.B) time.Duration { return 0 }
