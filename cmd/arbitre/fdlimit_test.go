//go:build unix

package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// setFileLimit sets this process's descriptor limit, soft and hard, to n.
func setFileLimit(n string) error {
	v, err := strconv.ParseUint(n, 10, 64)
	if err != nil {
		return fmt.Errorf("%s=%q: %v", fileLimitEnv, n, err)
	}
	return syscall.Setrlimit(syscall.RLIMIT_NOFILE, &syscall.Rlimit{Cur: v, Max: v})
}

// TestServeIdleConnectionsUnderFileLimit runs arbitre serve as a process
// with 256 descriptors and holds more keep-alive connections open than
// that, each idle after one request: every one of them is answered, and so
// is a new client's /healthz. Without a cap, the connections used every
// descriptor, accept failed ("accept4: too many open files") and new
// clients, health checks included, timed out (issue 14, defect 3).
func TestServeIdleConnectionsUnderFileLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server as a process")
	}
	const limit, conns = 256, 400
	p := startMain(t, []string{fileLimitEnv + "=" + strconv.Itoa(limit)}, "serve", "--addr", "127.0.0.1:0")
	addr := p.waitFor(t, "ready")
	var open []net.Conn
	defer func() {
		for _, c := range open {
			c.Close()
		}
	}()
	for i := range conns {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("connection %d: %v", i+1, err)
		}
		open = append(open, c)
		c.SetDeadline(time.Now().Add(10 * time.Second))
		if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: arbitre\r\n\r\n"); err != nil {
			t.Fatalf("connection %d: %v", i+1, err)
		}
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("connection %d of %d, %d descriptors: no answer: %v", i+1, conns, limit, err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close() // the connection stays open, idle
		if res.StatusCode != http.StatusOK {
			t.Fatalf("connection %d: %s", i+1, res.Status)
		}
	}
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	res, err := client.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatalf("a new client with %d connections held: %v", conns, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	m := regexp.MustCompile(`(?m)^arbitre_http_idle_closed_total (\S+)$`).FindSubmatch(b)
	if m == nil || string(m[1]) == "0" {
		t.Errorf("no idle connection closed: %q", m)
	}
	t.Logf("idle connections closed under pressure: %s", m[1])
}
