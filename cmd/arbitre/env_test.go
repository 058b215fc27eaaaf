package main

import (
	"bytes"
	"context"
	"flag"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestApplyEnv(t *testing.T) {
	env := map[string]string{
		"ARBITRE_ADDR":        "0.0.0.0:9000",
		"ARBITRE_CACHE_BYTES": "8MiB",
		"ARBITRE_GRACE":       "3s",
		"ARBITRE_INDEX":       "", // empty: as if unset
	}
	lookup := func(k string) (string, bool) { v, ok := env[k]; return v, ok }
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "")
	size := byteSize(64 << 20)
	fs.Var(&size, "cache-bytes", "")
	grace := fs.Duration("grace", 10*time.Second, "")
	index := fs.String("index", "default", "")
	if err := fs.Parse([]string{"--grace", "1s"}); err != nil {
		t.Fatal(err)
	}
	if err := applyEnv(fs, lookup); err != nil {
		t.Fatal(err)
	}
	if *addr != "0.0.0.0:9000" || size != 8<<20 || *grace != time.Second || *index != "default" {
		t.Errorf("addr %q, cache-bytes %d, grace %v (the flag given wins), index %q", *addr, size, *grace, *index)
	}
	env["ARBITRE_GRACE"] = "soon"
	fs2 := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs2.Duration("grace", time.Second, "")
	fs2.Parse(nil)
	if err := applyEnv(fs2, lookup); err == nil || !strings.Contains(err.Error(), "ARBITRE_GRACE") {
		t.Errorf("bad value: %v", err)
	}
}

func TestParseByteSize(t *testing.T) {
	for in, want := range map[string]int64{
		"0": 0, "65536": 65536, "64MiB": 64 << 20, "64M": 64 << 20, "512KiB": 512 << 10, "1GiB": 1 << 30,
		"10MB": 10_000_000, "2 KiB": 2048, "100B": 100,
	} {
		if got, err := parseByteSize(in); err != nil || got != want {
			t.Errorf("parseByteSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, in := range []string{"", "-1", "lots", "1.5MiB", "64XB", "99999999999GiB"} {
		if _, err := parseByteSize(in); err == nil {
			t.Errorf("parseByteSize(%q) accepted", in)
		}
	}
}

// TestServeHelpListsEnv: serve --help names each flag's variable, and the
// README's table of serve's flags documents each of them.
func TestServeHelpListsEnv(t *testing.T) {
	var out bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--help"}, io.Discard, &out); code != 0 {
		t.Errorf("serve --help exits %d", code)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	flags := regexp.MustCompile(`(?m)^  -(\S+)`).FindAllStringSubmatch(out.String(), -1)
	if len(flags) < 9 {
		t.Fatalf("serve --help lists %d flags:\n%s", len(flags), out.String())
	}
	for _, f := range flags {
		v := envName(f[1])
		if !strings.Contains(out.String(), "[$"+v+"]") {
			t.Errorf("serve --help does not name %s for --%s", v, f[1])
		}
		if !strings.Contains(string(readme), "`--"+f[1]) || !strings.Contains(string(readme), "`"+v+"`") {
			t.Errorf("README does not document --%s and %s", f[1], v)
		}
	}
}

// TestServeEnv: a bad variable stops serve with its name; a good one is used.
func TestServeEnv(t *testing.T) {
	t.Setenv("ARBITRE_CACHE_BYTES", "lots")
	var out bytes.Buffer
	if code := run(context.Background(), []string{"serve", "--addr", "127.0.0.1:0"}, io.Discard, &out); code == 0 ||
		!strings.Contains(out.String(), "ARBITRE_CACHE_BYTES") {
		t.Errorf("bad ARBITRE_CACHE_BYTES: exit %d, %s", code, out.String())
	}
}

func TestVersionFlag(t *testing.T) {
	var out bytes.Buffer
	if code := run(context.Background(), []string{"--version"}, &out, io.Discard); code != 0 {
		t.Fatalf("--version exits %d", code)
	}
	if !regexp.MustCompile(`^arbitre \S+ \(commit \S+.*built .*go1[^)]*\)\ncorpus sha256:[0-9a-f]{64}\n$`).MatchString(out.String()) {
		t.Errorf("--version printed %q", out.String())
	}
}
