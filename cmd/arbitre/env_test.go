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

// TestHelpListsEnv: every command's --help names each flag's variable,
// and the command-line reference documents each of them.
func TestHelpListsEnv(t *testing.T) {
	readme, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range commands() {
		lines := flagLines(c)
		if len(lines) == 0 {
			t.Errorf("%s --help lists no flags", c.name)
		}
		for _, l := range lines {
			name := strings.TrimLeft(flagName.FindString(l), "-")
			v := envName(name)
			if !strings.Contains(l, "[$"+v+"]") {
				t.Errorf("%s --help does not name %s for --%s: %q", c.name, v, name, l)
			}
			if !strings.Contains(string(readme), "`"+v+"`") {
				t.Errorf("docs/cli.md does not document %s (%s --%s)", v, c.name, name)
			}
		}
	}
}

// TestCommandsEnv: for each command, a variable sets its flag, the flag
// given on the command line wins, and a bad value is an error naming the
// variable.
func TestCommandsEnv(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the knowledge base and the index")
	}
	isJSON := func(s string) bool { return strings.HasPrefix(s, "{") }
	tests := []struct {
		name string
		env  map[string]string
		args []string
		code int
		// out checks stdout; errs is in stderr.
		out  func(string) bool
		errs string
	}{
		{"ingest: set", map[string]string{"ARBITRE_JSON": "true"}, []string{"ingest"}, 0, isJSON, ""},
		{"ingest: flag wins", map[string]string{"ARBITRE_JSON": "true"}, []string{"ingest", "--json=false"}, 0, func(s string) bool { return !isJSON(s) && s != "" }, ""},
		{"ingest: bad", map[string]string{"ARBITRE_REPORT": "sometimes"}, []string{"ingest"}, 1, nil, "ARBITRE_REPORT"},

		{"search: set", map[string]string{"ARBITRE_LIMIT": "1"}, []string{"search", "anthropède"}, 0, func(s string) bool { return strings.Contains(s, "\n1. [") && !strings.Contains(s, "\n2. [") }, ""},
		{"search: flag wins", map[string]string{"ARBITRE_LIMIT": "1"}, []string{"search", "--limit", "2", "anthropède"}, 0, func(s string) bool { return strings.Contains(s, "\n2. [") && !strings.Contains(s, "\n3. [") }, ""},
		{"search: bad", map[string]string{"ARBITRE_LIMIT": "-1"}, []string{"search", "anthropède"}, 2, nil, "ARBITRE_LIMIT"},
		{"search: bad language", map[string]string{"ARBITRE_HL": "de"}, []string{"search", "anthropède"}, 2, nil, "ARBITRE_HL"},

		{"verify: set", map[string]string{"ARBITRE_JSON": "1"}, []string{"verify", "--ops"}, 0, isJSON, ""},
		{"verify: flag wins", map[string]string{"ARBITRE_JSON": "1"}, []string{"verify", "--ops", "--json=false"}, 0, func(s string) bool { return !isJSON(s) && s != "" }, ""},
		{"verify: bad", map[string]string{"ARBITRE_OPS": "x"}, []string{"verify"}, 1, nil, "ARBITRE_OPS"},

		{"align: set", map[string]string{"ARBITRE_JSON": "true"}, []string{"align"}, 0, isJSON, ""},
		{"align: flag wins", map[string]string{"ARBITRE_JSON": "true"}, []string{"align", "--json=false"}, 0, func(s string) bool { return !isJSON(s) && s != "" }, ""},
		{"align: bad", map[string]string{"ARBITRE_DIFFS": "lots"}, []string{"align"}, 1, nil, "ARBITRE_DIFFS"},

		{"serve: bad", map[string]string{"ARBITRE_CACHE_BYTES": "lots"}, []string{"serve", "--addr", "127.0.0.1:0"}, 1, nil, "ARBITRE_CACHE_BYTES"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			var out, errOut bytes.Buffer
			code := run(context.Background(), tt.args, &out, &errOut)
			if code != tt.code || tt.out != nil && !tt.out(out.String()) || !strings.Contains(errOut.String(), tt.errs) {
				t.Errorf("%v with %v: exit %d (want %d), stdout %.200q, stderr %.300q", tt.args, tt.env, code, tt.code, out.String(), errOut.String())
			}
		})
	}
}

// TestServeFlagsEnv: a variable sets serve's flag; the flag given wins.
func TestServeFlagsEnv(t *testing.T) {
	t.Setenv("ARBITRE_MAX_BUSY", "7")
	t.Setenv("ARBITRE_CORPUS", "a:b")
	o, err := parseServeFlags(nil, io.Discard)
	if err != nil || o.maxBusy != 7 || len(o.cf.dirs) != 2 {
		t.Errorf("from the environment: %+v, %v", o, err)
	}
	o, err = parseServeFlags([]string{"--max-busy", "3", "--corpus", "c"}, io.Discard)
	if err != nil || o.maxBusy != 3 || len(o.cf.dirs) != 1 {
		t.Errorf("flags given: %+v, %v", o, err)
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

// TestTrustedProxyFlag: --trusted-proxy is repeatable, takes a range or
// an address alone, and is read from ARBITRE_TRUSTED_PROXY as a list.
func TestTrustedProxyFlag(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  string
		want string
		bad  bool
	}{
		{"none by default", nil, "", "", false},
		{"repeated", []string{"--trusted-proxy", "192.168.1.1/32", "--trusted-proxy", "10.0.0.0/8"}, "", "192.168.1.1/32,10.0.0.0/8", false},
		{"an address alone", []string{"--trusted-proxy", "::1"}, "", "::1/128", false},
		{"masked", []string{"--trusted-proxy", "10.1.2.3/8"}, "", "10.0.0.0/8", false},
		{"from the environment", nil, "127.0.0.1, 172.16.0.0/12", "127.0.0.1/32,172.16.0.0/12", false},
		{"not an address", []string{"--trusted-proxy", "proxy.lan"}, "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("ARBITRE_TRUSTED_PROXY", tt.env)
			o, err := parseServeFlags(tt.args, io.Discard)
			if tt.bad {
				if err == nil {
					t.Errorf("accepted: %v", o.trusted)
				}
				return
			}
			if err != nil || o.trusted.String() != tt.want {
				t.Errorf("%q, %v; want %q", o.trusted.String(), err, tt.want)
			}
		})
	}
}
