package api

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestShutdownAnswersSentRequests: while 8 keep-alive connections send
// requests back to back, the serving context is cancelled (SIGTERM). Every
// request sent is answered: the server stops accepting, answers what it
// reads (saying Connection: close), and closes a connection only when it
// has sat idle. Issue 23: 4 to 7 requests per shutdown got a reset or EOF,
// since the idle connections were closed at once, some with a request on
// its way.
func TestShutdownAnswersSentRequests(t *testing.T) {
	s := newTestServer(t)
	const conns, rounds = 8, 3
	var dropped, answered atomic.Int64
	for range rounds {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() { done <- Serve(ctx, ln, s, ServeOptions{Grace: 5 * time.Second}) }()
		var wg sync.WaitGroup
		for range conns {
			wg.Go(func() {
				c, err := net.Dial("tcp", ln.Addr().String())
				if err != nil {
					t.Error(err)
					return
				}
				defer c.Close()
				c.SetDeadline(time.Now().Add(10 * time.Second))
				br := bufio.NewReader(c)
				for {
					if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
						return // closed before the request left: not sent
					}
					res, err := http.ReadResponse(br, nil)
					if err != nil {
						dropped.Add(1)
						return
					}
					io.Copy(io.Discard, res.Body)
					res.Body.Close()
					answered.Add(1)
					if res.Close {
						return // the server said so: no request is sent after it
					}
				}
			})
		}
		time.Sleep(150 * time.Millisecond)
		cancel()
		wg.Wait()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	}
	t.Logf("%d requests answered", answered.Load())
	if n := dropped.Load(); n > 0 {
		t.Errorf("%d requests sent got no answer (reset or EOF) over %d shutdowns", n, rounds)
	}
}
