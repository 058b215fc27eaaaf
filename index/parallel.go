package index

import (
	"context"
	"math"
)

// parallelismKey is the context key of WithParallelism.
type parallelismKey struct{}

// WithParallelism bounds the goroutines a search made with ctx runs on to
// n: its shards are searched concurrently, by default on every processor,
// and a server that keeps processors free for other clients' requests
// (issue 23: a cheap request waited for the scheduler while one costly
// search took both cores) gives each search fewer. n < 1 means 1.
func WithParallelism(ctx context.Context, n int) context.Context {
	return context.WithValue(ctx, parallelismKey{}, max(1, n))
}

// parallelism is the goroutines a search made with ctx may run on, as
// WithParallelism set it (no bound otherwise: the processors are).
func parallelism(ctx context.Context) int {
	if n, ok := ctx.Value(parallelismKey{}).(int); ok {
		return n
	}
	return math.MaxInt
}
