//go:build !unix

package middleware

import "net"

// fileLimit is unknown here: DefaultMaxConns falls back to a fixed cap.
func fileLimit() (uint64, bool) { return 0, false }

// unreadBytes cannot peek at a socket here: a connection idle for net/http
// is taken to be idle.
func unreadBytes(c net.Conn) bool { return false }

// discardUnread does nothing here.
func discardUnread(c net.Conn) {}
