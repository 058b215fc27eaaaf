//go:build !linux

package main

import "errors"

// startedByGoRun is false where the parent cannot be asked about.
func startedByGoRun() bool { return false }

func stopWithParent() error {
	return errors.New("--stop-with-parent is only supported on Linux")
}
