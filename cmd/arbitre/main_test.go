package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// runMainEnv, when set, makes the test binary run main instead of the
// tests: a test can then start the command as a process of its own and
// send it signals.
const runMainEnv = "GO_TEST_ARBITRE_RUN_MAIN"

// fileLimitEnv, with runMainEnv, sets the process's descriptor limit
// (RLIMIT_NOFILE, soft and hard) before main runs.
const fileLimitEnv = "GO_TEST_ARBITRE_NOFILE"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		if n := os.Getenv(fileLimitEnv); n != "" {
			if err := setFileLimit(n); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
		}
		main()
		return
	}
	if os.Getenv(runParentEnv) == "1" {
		runParent()
		return
	}
	os.Exit(m.Run())
}

// TestServeSecondSignalExits runs arbitre serve as a process, keeps a
// request in flight (its headers half sent), and sends SIGTERM twice: the
// first starts the graceful shutdown, which waits for the request; the
// second exits at once with status 143. The second signal used to be
// ignored until the grace ran out (issue 14, defect 6).
func TestServeSecondSignalExits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server as a process")
	}
	p := startMain(t, nil, "serve", "--addr", "127.0.0.1:0", "--grace", "60s")
	addr := p.waitFor(t, "ready")
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// The request's first line and no end of headers: the connection is
	// active, and a graceful shutdown waits for it (up to the 5 s header
	// timeout).
	if _, err := conn.Write([]byte("GET /api/search?q=piscine HTTP/1.1\r\nHost: arbitre\r\n")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	p.waitFor(t, "shutting down")
	start := time.Now()
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-p.closed // the process has closed its stderr
	err = p.cmd.Wait()
	code := p.cmd.ProcessState.ExitCode()
	if code != 128+int(syscall.SIGTERM) {
		t.Errorf("after a second SIGTERM: exit status %d (%v) after %v, want %d at once", code, err, time.Since(start), 128+int(syscall.SIGTERM))
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("a second SIGTERM took %v to end the process", d)
	}
}

// mainProc is the command run as a process of its own, its JSON log read
// as it comes (never left unread: a full pipe would block the server).
type mainProc struct {
	cmd    *exec.Cmd
	closed chan struct{} // the process closed its stderr

	mu   sync.Mutex
	recs []logRecord
	next int // the first record waitFor has not looked at
}

type logRecord struct{ Msg, Addr string }

// startMain runs the test binary as the command (see runMainEnv) with args
// and the extra environment variables env; it is killed when the test ends.
func startMain(t *testing.T, env []string, args ...string) *mainProc {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), runMainEnv+"=1"), env...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &mainProc{cmd: cmd, closed: make(chan struct{})}
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-p.closed
		cmd.Wait()
	})
	go func() {
		defer close(p.closed)
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			var rec logRecord
			if json.Unmarshal(lines.Bytes(), &rec) == nil {
				p.mu.Lock()
				p.recs = append(p.recs, rec)
				p.mu.Unlock()
			}
		}
	}()
	return p
}

// waitFor reads the log from where it last stopped until msg, and returns
// the address that record gives, if any, as host:port.
func (p *mainProc) waitFor(t *testing.T, msg string) string {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		p.mu.Lock()
		for ; p.next < len(p.recs); p.next++ {
			if rec := p.recs[p.next]; rec.Msg == msg {
				p.next++
				p.mu.Unlock()
				return strings.TrimSuffix(strings.TrimPrefix(rec.Addr, "http://"), "/")
			}
		}
		p.mu.Unlock()
		select {
		case <-p.closed:
			t.Fatalf("the process ended before logging %q", msg)
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %q in the log", msg)
		}
	}
}
