//go:build !unix

package api

import "testing"

func raiseFileLimit(t *testing.T, n uint64) {
	t.Skip("needs the descriptor limit raised, which only unix systems have")
}
