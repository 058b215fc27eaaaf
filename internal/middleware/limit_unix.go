//go:build unix

package middleware

import (
	"net"
	"syscall"
)

// fileLimit is the process's soft limit on open descriptors.
func fileLimit() (uint64, bool) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil || lim.Cur == 0 {
		return 0, false
	}
	return uint64(lim.Cur), true
}

// unreadBytes reports whether c's socket holds received bytes that no
// one has read yet: it peeks without waiting. The descriptor is reached
// through Control, which, unlike Read, does not wait for the read lock
// net/http's reader holds while it waits for a request.
func unreadBytes(c net.Conn) bool {
	if ec, ok := c.(*errorConn); ok {
		c = ec.Conn
	}
	sc, ok := c.(syscall.Conn)
	if !ok {
		return false
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return false
	}
	var n int
	var buf [1]byte
	if cerr := rc.Control(func(fd uintptr) {
		n, _, err = syscall.Recvfrom(int(fd), buf[:], syscall.MSG_PEEK|syscall.MSG_DONTWAIT)
	}); cerr != nil || err != nil {
		return false
	}
	return n > 0
}

// discardUnread reads and drops what c's socket holds, without waiting.
func discardUnread(c net.Conn) {
	sc, ok := c.(syscall.Conn)
	if !ok {
		return
	}
	rc, err := sc.SyscallConn()
	if err != nil {
		return
	}
	rc.Control(func(fd uintptr) {
		var buf [4096]byte
		for range 64 {
			if n, _, err := syscall.Recvfrom(int(fd), buf[:], syscall.MSG_DONTWAIT); err != nil || n <= 0 {
				return
			}
		}
	})
}
