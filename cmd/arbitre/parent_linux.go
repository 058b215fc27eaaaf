//go:build linux

package main

import (
	"fmt"
	"os"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// startedByGoRun reports whether the parent process is the go command:
// "go run ./cmd/arbitre serve" builds the binary in a temporary directory
// and runs it as its child. Stopping go run (an editor's stop button, a
// kill of its pid) ends go run alone, and used to leave the server
// running, holding its port.
func startedByGoRun() bool {
	comm, err := os.ReadFile(fmt.Sprintf("/proc/%d/comm", os.Getppid()))
	return err == nil && strings.TrimSpace(string(comm)) == "go"
}

// stopWithParent asks the kernel to send SIGTERM, which stops the server
// gracefully as a Ctrl-C does, when the parent process ends; if the parent
// has already ended, the server stops at once.
func stopWithParent() error {
	parent := os.Getppid()
	if err := unix.Prctl(unix.PR_SET_PDEATHSIG, uintptr(syscall.SIGTERM), 0, 0, 0); err != nil {
		return fmt.Errorf("prctl(PR_SET_PDEATHSIG): %w", err)
	}
	if os.Getppid() != parent || parent == 1 {
		return syscall.Kill(os.Getpid(), syscall.SIGTERM)
	}
	return nil
}
