package buildinfo

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	vcs := &debug.BuildInfo{
		Main: debug.Module{Path: "github.com/arbitre/arbitre", Version: "(devel)"},
		Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "abc123"},
			{Key: "vcs.time", Value: "2026-11-23T10:00:00Z"},
			{Key: "vcs.modified", Value: "true"},
		},
	}
	tests := []struct {
		name                  string
		bi                    *debug.BuildInfo
		version, commit, date string
		want                  Info
	}{
		{"nothing known", nil, "", "", "", Info{Version: "devel", Commit: "unknown", Date: "unknown"}},
		{"vcs settings", vcs, "", "", "", Info{Version: "devel", Commit: "abc123", Date: "2026-11-23T10:00:00Z", Modified: true}},
		{"linker flags win", vcs, "v1.2.0", "def456", "2026-11-24", Info{Version: "v1.2.0", Commit: "def456", Date: "2026-11-24", Modified: true}},
		{"module version", &debug.BuildInfo{Main: debug.Module{Version: "v0.3.0"}}, "", "", "", Info{Version: "v0.3.0", Commit: "unknown", Date: "unknown"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := read(tt.bi, tt.version, tt.commit, tt.date)
			got.GoVersion = ""
			if got != tt.want {
				t.Errorf("read = %+v, want %+v", got, tt.want)
			}
		})
	}
	if s := read(vcs, "v1", "", "").String(); !strings.Contains(s, "arbitre v1 (commit abc123, modified, built 2026-11-23T10:00:00Z, go") {
		t.Errorf("String = %q", s)
	}
	// A build without VCS stamping says why it knows no commit.
	if s := read(nil, "", "", "").String(); !strings.Contains(s, "commit unknown: built without VCS stamping") {
		t.Errorf("String = %q", s)
	}
}

// TestVCSStamp builds a program that prints Read() in a fresh clone of
// this repository, as the README's "go build" would build arbitre there,
// and checks that it prints the clone's commit and date (issue 25) -- not
// "commit unknown". It skips without git or a repository.
func TestVCSStamp(t *testing.T) {
	if testing.Short() {
		t.Skip("clones the repository and builds")
	}
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git")
	}
	top, err := exec.Command(git, "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skip("not in a git repository")
	}
	clone := filepath.Join(t.TempDir(), "arbitre")
	if out, err := exec.Command(git, "clone", "-q", "--no-hardlinks", strings.TrimSpace(string(top)), clone).CombinedOutput(); err != nil {
		t.Skipf("git clone: %v: %s", err, out)
	}
	head, err := exec.Command(git, "-C", clone, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	// A probe inside the module (untracked: the tree reads as modified).
	probe := filepath.Join(clone, "internal", "buildinfo", "probe")
	if err := os.MkdirAll(probe, 0o755); err != nil {
		t.Fatal(err)
	}
	src := "package main\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/arbitre/arbitre/internal/buildinfo\"\n)\n\nfunc main() { fmt.Println(buildinfo.Read()) }\n"
	if err := os.WriteFile(filepath.Join(probe, "main.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "probe")
	build := exec.Command("go", "build", "-buildvcs=true", "-o", bin, "./internal/buildinfo/probe")
	build.Dir = clone
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	want := "(commit " + strings.TrimSpace(string(head)) + ", modified, built 20"
	if !strings.Contains(string(out), want) {
		t.Errorf("--version of a build in a clone = %q, want it to contain %q", out, want)
	}
}
