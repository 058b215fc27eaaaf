package middleware

import (
	"bufio"
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"
)

// guardedPair accepts one connection through g, which the test then
// reports to g as net/http would (StateNew), and returns the client's end
// and the server's.
func guardedPair(t *testing.T, g *ConnGuard, addr string) (client, server net.Conn) {
	t.Helper()
	client, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { client.Close() })
	server, err = g.Accept()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { server.Close() })
	g.State(server, http.StateNew)
	return client, server
}

// TestSweepAnswersSentRequests: at the connection cap, a connection whose
// request was sent but not yet read is answered 503 overloaded (with
// Retry-After), not closed as idle; a silent one is closed. Issue 23: at
// ulimit -n 512, 317 of 400 such connections were closed without an answer.
func TestSweepAnswersSentRequests(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	g := NewConnGuard(ln, 2)
	sent, _ := guardedPair(t, g, ln.Addr().String())
	silent, _ := guardedPair(t, g, ln.Addr().String())
	if _, err := io.WriteString(sent, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // the request reaches the server's socket
	g.sweep(time.Now().Add(time.Second))

	sent.SetReadDeadline(time.Now().Add(2 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(sent), nil)
	if err != nil {
		t.Fatalf("connection with a request sent: %v, want a 503", err)
	}
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") != "1" || !res.Close {
		t.Errorf("answer %d, Retry-After %q, close %v: %s", res.StatusCode, res.Header.Get("Retry-After"), res.Close, body)
	}
	silent.SetReadDeadline(time.Now().Add(2 * time.Second))
	if n, err := silent.Read(make([]byte, 1)); n != 0 || !errors.Is(err, io.EOF) {
		t.Errorf("silent connection: read %d, %v; want it closed", n, err)
	}
}
