package index

import (
	"sync"
	"testing"
	"time"
)

// TestBatchGate: batches enter side by side while their documents stay
// within batchBudget together; a larger one waits until it is alone, and
// one larger than the budget still enters when nothing else is in.
func TestBatchGate(t *testing.T) {
	var g batchGate
	small := batchBudget / 4
	done1 := g.enter(small)
	entered := make(chan struct{})
	go func() { g.enter(small)(); close(entered) }()
	select {
	case <-entered:
	case <-time.After(10 * time.Second):
		t.Fatal("a second small batch waited for the first")
	}
	// Over the budget with the first one in: it waits for it.
	big := make(chan func(), 1)
	go func() { big <- g.enter(batchBudget) }()
	select {
	case <-big:
		t.Fatal("a batch over the budget entered beside another")
	case <-time.After(50 * time.Millisecond):
	}
	done1()
	var doneBig func()
	select {
	case doneBig = <-big:
	case <-time.After(10 * time.Second):
		t.Fatal("the large batch did not enter once alone")
	}
	doneBig()
	// Larger than the budget, alone: it enters.
	huge := g.enter(2 * batchBudget)
	huge()
	// Many at once never hold more than the budget together.
	var mu sync.Mutex
	in, peak := 0, 0
	var wg sync.WaitGroup
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n := batchBudget / 3
			done := g.enter(n)
			mu.Lock()
			in += n
			peak = max(peak, in)
			mu.Unlock()
			time.Sleep(time.Millisecond)
			mu.Lock()
			in -= n
			mu.Unlock()
			done()
		}()
	}
	wg.Wait()
	if peak > batchBudget {
		t.Errorf("%d documents in at once, budget %d", peak, batchBudget)
	}
}
