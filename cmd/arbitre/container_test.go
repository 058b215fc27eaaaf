//go:build linux

package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestContainerImage builds the image of ../../Dockerfile with podman from
// a static build of this command and runs it as an operator would: a
// read-only root file system, the index in the volume, stopped with
// SIGTERM. It needs podman and a machine that can run containers; when
// either is missing it skips and says why.
func TestContainerImage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and a container image")
	}
	podman, err := exec.LookPath("podman")
	if err != nil {
		t.Skip("podman is not installed (Debian: apt-get install podman)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	// Not deferred: the cleanups below run after the test function returns
	// and still need podman.
	t.Cleanup(cancel)
	pm := func(args ...string) (string, error) {
		var out bytes.Buffer
		cmd := exec.CommandContext(ctx, podman, args...)
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		return strings.TrimSpace(out.String()), err
	}
	if out, err := pm("info"); err != nil {
		t.Skipf("podman cannot run here: %v\n%s", err, out)
	}

	// The build context: the Dockerfile and the static binary.
	dir := t.TempDir()
	build := exec.CommandContext(ctx, "go", "build", "-o", filepath.Join(dir, "arbitre"), ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("static build: %v\n%s", err, out)
	}
	df, err := os.ReadFile("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "Dockerfile"), df, 0o644); err != nil {
		t.Fatal(err)
	}
	image := fmt.Sprintf("localhost/arbitre-test:%d", time.Now().UnixNano())
	if out, err := pm("build", "--quiet", "-t", image, dir); err != nil {
		t.Fatalf("podman build: %v\n%s", err, out)
	}
	t.Cleanup(func() { pm("rmi", "--force", image) })
	if user, err := pm("image", "inspect", "--format", "{{.Config.User}}", image); err != nil || user != "65532:65532" {
		t.Errorf("image user %q (%v), want the numeric non-root 65532:65532", user, err)
	}

	// Run it on a free loopback port of the host.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	name := strings.NewReplacer("localhost/", "", ":", "-").Replace(image)
	args := []string{"run", "--detach", "--name", name, "--read-only", "--network", "host",
		"--env", "ARBITRE_ADDR=" + addr, image}
	out, err := pm(args...)
	if err != nil {
		// Some sandboxes refuse what the default runtime does at start
		// (raising resource limits, cgroup v1/v2 hybrids); runc with
		// limits no higher than the current ones gets further.
		t.Logf("podman run with the default runtime failed (%v: %s); retrying with runc and limits no higher than the current ones", err, out)
		pm("rm", "--force", name)
		if _, rerr := exec.LookPath("runc"); rerr == nil {
			retry := append([]string{"--runtime", "runc"}, args[:1]...)
			retry = append(retry, "--ulimit", "nofile="+lowLimit(syscall.RLIMIT_NOFILE), "--ulimit", "nproc="+lowLimit(rlimitNproc))
			retry = append(retry, args[1:]...)
			out, err = pm(retry...)
		} else {
			out += "\n(runc is not installed: Debian's runc package may run it here)"
		}
		if err != nil {
			t.Skipf("podman builds the image but cannot run containers on this machine: %v\n%s", err, out)
		}
	}
	t.Cleanup(func() { pm("rm", "--force", "--volumes", name) })

	base := "http://" + addr
	client := &http.Client{Timeout: 5 * time.Second}
	getBody := func(path string) (int, string) {
		res, err := client.Get(base + path)
		if err != nil {
			return 0, err.Error()
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		code, _ := getBody("/api/search?q=anthropede")
		if code == 200 {
			break
		}
		if time.Now().After(deadline) {
			logs, _ := pm("logs", name)
			t.Fatalf("the container never answered a search (last status %d); its log:\n%s", code, logs)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if code, body := getBody("/api/version"); code != 200 || !strings.Contains(body, `"corpus":"sha256:`) {
		t.Errorf("/api/version = %d %.200s", code, body)
	}
	// The index went into the volume: the root file system is read-only
	// and the log must not report a failed write.
	if out, err := pm("stop", "--time", "20", name); err != nil {
		t.Errorf("podman stop: %v\n%s", err, out)
	}
	if code, err := pm("inspect", "--format", "{{.State.ExitCode}}", name); err != nil || code != "0" {
		t.Errorf("exit code after SIGTERM %q (%v), want 0", code, err)
	}
	logs, _ := pm("logs", name)
	if !strings.Contains(logs, "/var/lib/arbitre/index") || strings.Contains(logs, "read-only file system") ||
		strings.Contains(logs, "permission denied") {
		t.Errorf("the index was not written to the volume; the log:\n%s", logs)
	}
}

// rlimitNproc is Linux's RLIMIT_NPROC, which package syscall does not name.
const rlimitNproc = 6

// lowLimit is a --ulimit value for resource no higher than this process's
// hard limit (a runtime may not raise it), and at most 4096.
func lowLimit(resource int) string {
	n := uint64(4096)
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(resource, &lim); err == nil && lim.Max < n {
		n = lim.Max
	}
	v := strconv.FormatUint(n, 10)
	return v + ":" + v
}
