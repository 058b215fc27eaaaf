//go:build !unix

package index

import (
	"errors"
	"fmt"
)

// lockDir would lock path; without flock, a directory is never written,
// and the caller builds the index in memory.
func lockDir(path string) (unlock func(), err error) {
	return nil, fmt.Errorf("locking %s: %w", path, errors.ErrUnsupported)
}
