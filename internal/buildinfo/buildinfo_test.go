package buildinfo

import (
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
}
