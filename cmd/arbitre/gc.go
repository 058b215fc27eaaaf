package main

import (
	"log/slog"
	"math"
	"runtime"
	"runtime/debug"
	"sync"
	"time"
)

// The garbage collector's settings for serve. The server keeps a small
// live heap (the knowledge base and the index: 27-31 MB for the embedded
// documents, as served) and allocates much more that dies at once: a
// start parses, aligns and indexes; a search allocates about 200 KB,
// nearly all garbage by the time it is answered. At Go's default target
// (GOGC=100) the collector ran all through the start (120 ms of the
// 680 ms of CPU time before the first search) and, at 8 connections, 21
// times in 5 s, each cycle slowing the requests it overlapped: a sixth
// to a quarter of a search's CPU time, and the latency tail. The
// settings below cut both for a bounded amount of memory; an operator
// who sets GOGC or GOMEMLIMIT keeps the runtime's own handling of them
// (serve then changes nothing).
const (
	// startGCPercent is the target until the first index is built.
	startGCPercent = 400
	// serveGCPercent is the target while serving, within the memory
	// limit serveMemoryLimit sets.
	serveGCPercent = 400
)

// The collector during the start. A start allocates about 210 bytes per
// byte of its documents before its first index is built (137 MB for the
// embedded 650 KB), and keeps a fifth of it: at startGCPercent the
// collector still ran three times on the way to the first search. When
// the documents are small
// enough for the start's allocations to fit in startHeapLimit, the
// collector is off until the index is built, the limit as a backstop
// (the runtime collects when the heap reaches it); the heap's peak is
// then that limit at most, and the garbage goes back to the system once
// the index answers (see settle). Measured on the embedded documents
// (12 starts of each alternated, load 8.5): 80 ms less user CPU time
// until the first search, 40 ms more system time (the larger heap's fresh
// pages).
//
// Larger corpora start at startLargeGCPercent: their build holds hundreds
// of MB live (the knowledge base, the alignment, and the batch of the
// shard being indexed: about 10,000 documents each at 100,000), and the
// heap reaches 1+GOGC/100 times that. For 100,000 indexed documents the
// server's peak RSS was 2.7 GB at startGCPercent, 1,072 MiB at the
// runtime's default (100) and 902 MiB at 50, for no slower a build
// (13.4 s against 17.6 s at 100, on a loaded machine).
//
// Card records (--card-data) are indexed at startCardDataGCPercent,
// whatever the documents' size: the collector off within startHeapLimit
// collected without pause once the records (179 MB live for an
// AllPrintings import) and the build's batches filled it, and a full-size
// first start took 124 processor-seconds (277 s at a load of 9-12)
// against 42 at 100 (peak RSS 1.2 GB) and 54 at 50 (0.97 GB).
const (
	startAllocPerByte      = 210
	startHeapLimit         = 512 << 20
	startLargeGCPercent    = 50
	startCardDataGCPercent = 100
)

// collector applies those settings.
type collector struct {
	// off: the operator set GOGC or GOMEMLIMIT.
	off        bool
	cacheBytes int64
	once       sync.Once
}

// startGC sets the target for the start, unless the environment (getenv)
// sets GOGC or GOMEMLIMIT. cacheBytes is the result cache's bound, which
// the memory limit set for serving allows for.
func startGC(getenv func(string) string, cacheBytes int64) *collector {
	g := &collector{off: getenv("GOGC") != "" || getenv("GOMEMLIMIT") != "", cacheBytes: cacheBytes}
	if !g.off {
		debug.SetGCPercent(startGCPercent)
	}
	return g
}

// documents turns the collector off for the rest of the start when
// documents of size bytes are to be read and indexed (see
// startAllocPerByte), or sets startLargeGCPercent when they are larger,
// or startCardDataGCPercent when card records are indexed beside them,
// unless the operator set GOGC or GOMEMLIMIT. It reports whether it
// turned the collector off.
func (g *collector) documents(size int64, records bool) bool {
	if g.off {
		return false
	}
	if records {
		debug.SetGCPercent(startCardDataGCPercent)
		return false
	}
	if size*startAllocPerByte > startHeapLimit {
		debug.SetGCPercent(startLargeGCPercent)
		return false
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(startHeapLimit)
	return true
}

// serving sets the target for serving, once the first index is built and
// its garbage collected: serveGCPercent, and a soft memory limit of
// serveMemoryLimit of the heap then live. It returns that heap and that
// limit; ok is false when it set nothing (the operator's settings, or a
// call after the first).
func (g *collector) serving() (heap, limit int64, ok bool) {
	if g.off {
		return 0, 0, false
	}
	g.once.Do(func() {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		heap, limit, ok = int64(m.HeapAlloc), serveMemoryLimit(int64(m.HeapAlloc), g.cacheBytes), true
		debug.SetGCPercent(serveGCPercent)
		debug.SetMemoryLimit(limit)
	})
	return heap, limit, ok
}

// settle is the first snapshot's live.Options.Settle. Once the first
// index answers (built), the start's garbage goes back to the system and
// the collector is set for serving from the heap it leaves: the full
// collection this takes no longer delays the first search. An index that
// could not be built sets the collector for serving all the same.
func (g *collector) settle(log *slog.Logger) func(built bool) {
	return func(built bool) {
		if !built {
			g.serving()
			return
		}
		t := time.Now()
		debug.FreeOSMemory()
		if heap, limit, ok := g.serving(); ok {
			log.Info("collector set for serving", "ms", time.Since(t).Milliseconds(), "live_heap_bytes", heap,
				"gogc", serveGCPercent, "memory_limit_bytes", limit)
		}
	}
}

// serveMemoryLimit is the soft memory limit for a server whose live heap
// is live bytes and whose result cache may grow to cacheBytes: what the
// default target (GOGC=100) lets the heap reach, plus the cache, or
// minMemoryLimit, whichever is more (for the embedded documents and the
// default 64 MiB cache, the minimum). The live heap is measured once the
// index is built, before the rules' report and the pages' caches are,
// hence the minimum: from 5 times that heap, the limit rather than the
// target paced the collector. So the heap does not grow past what the
// default would allow, yet, for a small corpus, is collected a quarter
// as often. A large corpus's server is paced by the limit: at serveGCPercent
// alone, 100,000 indexed documents (a live heap of 366 MB) let the heap
// reach 1.5 GB. A limit is soft: a heap that outgrows it (a reload adding
// many documents) is collected more often, never refused memory.
func serveMemoryLimit(live, cacheBytes int64) int64 {
	return max(2*live+cacheBytes, minMemoryLimit)
}

// minMemoryLimit is the least memory limit serve sets.
const minMemoryLimit = 256 << 20

// reset puts back the runtime's defaults when serve returns (tests run
// several servers in one process).
func (g *collector) reset() {
	if g.off {
		return
	}
	g.once.Do(func() {}) // a serving call after this does nothing
	debug.SetGCPercent(100)
	debug.SetMemoryLimit(math.MaxInt64)
}
