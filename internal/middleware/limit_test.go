package middleware

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"
)

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

// TestAdmit: a client's requests beyond its share wait their turn, in the
// order they came, and give up when their wait is over; another client is
// admitted meanwhile; beyond the global cap a request is refused at once.
func TestAdmit(t *testing.T) {
	l := NewLimitsWith(LimitOptions{MaxBusy: 2, ClientShare: 1})
	ctx := context.Background()
	first, err := l.Admit(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	var order []int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Go(func() {
			release, err := l.Admit(ctx, "a")
			if err != nil {
				t.Errorf("queued request %d: %v", i, err)
				return
			}
			mu.Lock()
			order = append(order, i)
			mu.Unlock()
			release()
		})
		time.Sleep(20 * time.Millisecond) // queued in this order
	}
	other, err := l.Admit(ctx, "b")
	if err != nil {
		t.Fatalf("another client while a's queue waits: %v", err)
	}
	if _, err := l.Admit(ctx, "c"); err == nil {
		t.Error("a third client beyond the global cap admitted")
	}
	short, cancel := context.WithTimeout(ctx, 30*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := l.Admit(short, "a"); err == nil || time.Since(start) > 500*time.Millisecond {
		t.Errorf("a request whose wait is over: %v after %v", err, time.Since(start))
	}
	other()
	first()
	wg.Wait()
	if !slices.Equal(order, []int{0, 1, 2}) {
		t.Errorf("queued requests admitted in the order %v", order)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.shares) != 0 {
		t.Errorf("%d client shares left after every request", len(l.shares))
	}
}

// TestAdmitAlone: a client alone may have every slot but a share answered
// at once (the share kept for the next client to come); once another
// client has made a request, its further ones are held to its share
// until its running ones finish.
func TestAdmitAlone(t *testing.T) {
	l := NewLimitsWith(LimitOptions{MaxBusy: 4, ClientShare: 1})
	ctx := context.Background()
	now := time.Now()
	l.Note("a", now)
	var releases []func()
	for i := range 3 {
		release, err := l.Admit(ctx, "a")
		if err != nil {
			t.Fatalf("lone client's request %d: %v", i+1, err)
		}
		releases = append(releases, release)
	}
	if got := l.ShareOf("a"); got != 3 {
		t.Errorf("lone client's share %d, want 3", got)
	}
	short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel()
	if _, err := l.Admit(short, "a"); err == nil {
		t.Error("a fourth request of a lone client admitted: no slot kept for the next client")
	}
	l.Note("b", now)
	release, err := l.Admit(ctx, "b")
	if err != nil {
		t.Fatalf("the next client: %v", err)
	}
	release()
	if got := l.ShareOf("a"); got != 1 {
		t.Errorf("share with another client about: %d, want 1", got)
	}
	releases[0]()
	short2, cancel2 := context.WithTimeout(ctx, 20*time.Millisecond)
	defer cancel2()
	if _, err := l.Admit(short2, "a"); err == nil {
		t.Error("admitted beyond its share, with two of its own still running")
	}
	if l.seen.other("a", now.Add(otherClientWindow)) {
		t.Error("another client still about after the window")
	}
	releases[1]()
	releases[2]()
}
