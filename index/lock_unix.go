//go:build unix

package index

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockDir takes the lock file at path, without waiting: ErrBusy when
// another process (or another Load in this one) holds it. The lock is
// released by the function returned, or by the process's end, however it
// ends, so a crashed writer never leaves the directory locked.
func lockDir(path string) (unlock func(), err error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("locking: %w", err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrBusy
		}
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
