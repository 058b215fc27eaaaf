//go:build !unix

package middleware

// fileLimit is unknown here: DefaultMaxConns falls back to a fixed cap.
func fileLimit() (uint64, bool) { return 0, false }
