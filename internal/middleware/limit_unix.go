//go:build unix

package middleware

import "syscall"

// fileLimit is the process's soft limit on open descriptors.
func fileLimit() (uint64, bool) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil || lim.Cur == 0 {
		return 0, false
	}
	return uint64(lim.Cur), true
}
