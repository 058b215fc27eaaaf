// Package middleware is the server's HTTP infrastructure, apart from the
// handlers of package api (as pkgsite keeps internal/middleware apart from
// internal/frontend): what bounds the load (Limits: concurrent expensive
// requests, in all and per client address, per-client rates; ConnGuard: open
// connections), the result cache in front of the index (Cache, over a
// bounded LRU: generic, the handlers give it the search and the size of an
// answer, so that this package imports nothing above it), the Prometheus
// metrics and the request middleware (request ids, access log, security
// headers, input checks, ETag and gzip), and the Switch that swaps one
// snapshot's handler for the next without a gap.
//
// It knows nothing of the handlers: an error it answers with is an *Error,
// which package api renders as its other errors; api imports it, never the
// reverse.
package middleware
