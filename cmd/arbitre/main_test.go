package main

import (
	"bufio"
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runMainEnv, when set, makes the test binary run main instead of the
// tests: a test can then start the command as a process of its own and
// send it signals.
const runMainEnv = "GO_TEST_ARBITRE_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
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
	cmd := exec.Command(os.Args[0], "serve", "--addr", "127.0.0.1:0", "--grace", "60s")
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	msgs := make(chan struct{ Msg, Addr string }, 100)
	go func() {
		defer close(msgs)
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			var rec struct{ Msg, Addr string }
			if json.Unmarshal(lines.Bytes(), &rec) == nil {
				msgs <- rec
			}
		}
	}()
	waitFor := func(msg string) string {
		t.Helper()
		timeout := time.After(60 * time.Second)
		for {
			select {
			case rec, ok := <-msgs:
				if !ok {
					t.Fatalf("the server ended before logging %q", msg)
				}
				if rec.Msg == msg {
					return rec.Addr
				}
			case <-timeout:
				t.Fatalf("no %q in the log", msg)
			}
		}
	}
	addr := strings.TrimSuffix(strings.TrimPrefix(waitFor("ready"), "http://"), "/")
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
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	waitFor("shutting down")
	start := time.Now()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for range msgs { // drain until the process closes its stderr
	}
	err = cmd.Wait()
	code := cmd.ProcessState.ExitCode()
	if code != 128+int(syscall.SIGTERM) {
		t.Errorf("after a second SIGTERM: exit status %d (%v) after %v, want %d at once", code, err, time.Since(start), 128+int(syscall.SIGTERM))
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Errorf("a second SIGTERM took %v to end the process", d)
	}
}
