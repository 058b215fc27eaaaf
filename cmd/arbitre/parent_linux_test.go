//go:build linux

package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runParentEnv makes the test binary stand for go run: start the server
// as its child, print the child's pid, and wait to be killed.
const runParentEnv = "GO_TEST_ARBITRE_PARENT"

func runParent() {
	cmd := exec.Command(os.Args[0], "serve", "--addr", "127.0.0.1:0", "--stop-with-parent=true")
	cmd.Env = append(os.Environ(), runMainEnv+"=1", runParentEnv+"=0")
	if err := cmd.Start(); err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	fmt.Println(cmd.Process.Pid)
	time.Sleep(time.Hour)
}

// TestServeStopsWithParent: a server whose parent (go run, here the test
// binary standing for it) is killed stops too, instead of running on,
// orphaned, with its port taken.
func TestServeStopsWithParent(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server as a process")
	}
	parent := exec.Command(os.Args[0])
	parent.Env = append(os.Environ(), runParentEnv+"=1")
	out, err := parent.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		parent.Process.Kill()
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil {
		parent.Process.Kill()
		t.Fatalf("parent said %q", line)
	}
	defer syscall.Kill(pid, syscall.SIGKILL)
	time.Sleep(500 * time.Millisecond) // the server is up and has asked for the signal
	if !alive(pid) {
		t.Fatal("the server stopped before its parent did")
	}
	parent.Process.Kill()
	parent.Wait()
	deadline := time.Now().Add(30 * time.Second)
	for alive(pid) {
		if time.Now().After(deadline) {
			t.Fatal("the server still runs 30 s after its parent was killed")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// alive reports whether pid runs (a zombie, ended but not yet reaped by
// whoever adopted it, does not).
func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}
