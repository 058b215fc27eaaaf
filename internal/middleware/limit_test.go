package middleware

import "testing"

// TestMaxConnsFor: the default connection cap leaves a reserve of
// descriptors below the limit, however small or large it is.
func TestMaxConnsFor(t *testing.T) {
	for _, tt := range []struct {
		limit uint64
		want  int
	}{
		{0, 32}, {100, 32}, {256, 103}, {1024, 794}, {20000, 17872}, {1 << 20, 943591}, {1 << 40, 1932735155},
	} {
		if got := maxConnsFor(tt.limit); got != tt.want {
			t.Errorf("maxConnsFor(%d) = %d, want %d", tt.limit, got, tt.want)
		}
		if got := maxConnsFor(tt.limit); tt.limit > 200 && (uint64(got) >= tt.limit || got < 32) {
			t.Errorf("maxConnsFor(%d) = %d leaves no reserve", tt.limit, got)
		}
	}
	if n, ok := fileLimit(); ok && DefaultMaxConns() != maxConnsFor(n) {
		t.Errorf("DefaultMaxConns() = %d, limit %d", DefaultMaxConns(), n)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"": false, "gzip": true, "deflate, gzip;q=1.0, *;q=0.5": true, "gzip;q=0": false,
		"br": false, "*": true, "GZIP": true, "identity": false, "gzip; q=0.0": false,
	} {
		if got := acceptsGzip(h); got != want {
			t.Errorf("acceptsGzip(%q) = %v", h, got)
		}
	}
}
