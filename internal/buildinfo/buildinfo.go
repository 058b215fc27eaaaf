package buildinfo

import (
	"runtime"
	"runtime/debug"
)

// Set by the linker (-X); empty otherwise. They are never assigned at run
// time.
var (
	version string
	commit  string
	date    string
)

// Info describes the running build. Unknown values are "unknown", never
// empty, so that a label or a JSON field always says something.
type Info struct {
	Version   string `json:"version"`
	Commit    string `json:"commit"`
	Date      string `json:"build_date"`
	Modified  bool   `json:"modified,omitempty"` // built from a tree with uncommitted changes
	GoVersion string `json:"go_version"`
}

// Read returns the running build's Info.
func Read() Info {
	bi, _ := debug.ReadBuildInfo()
	return read(bi, version, commit, date)
}

func read(bi *debug.BuildInfo, version, commit, date string) Info {
	info := Info{Version: version, Commit: commit, Date: date, GoVersion: runtime.Version()}
	if bi != nil {
		if info.Version == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			info.Version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				if info.Commit == "" {
					info.Commit = s.Value
				}
			case "vcs.time":
				if info.Date == "" {
					info.Date = s.Value
				}
			case "vcs.modified":
				info.Modified = s.Value == "true"
			}
		}
	}
	for _, f := range []*string{&info.Version, &info.Commit, &info.Date} {
		if *f == "" {
			*f = "unknown"
		}
	}
	if info.Version == "unknown" {
		info.Version = "devel"
	}
	return info
}

// unstamped says why a build knows no commit: the Go toolchain records
// the commit and its time (debug.ReadBuildInfo's vcs.revision and
// vcs.time) when "go build" runs in a git clone, but not for "go run",
// with -buildvcs=false (set in GOFLAGS, say), nor in a git worktree,
// whose .git is a file the toolchain does not follow.
const unstamped = "unknown: built without VCS stamping (go run, -buildvcs=false or a git worktree; see go doc ./internal/buildinfo)"

// String is the one line arbitre --version prints.
func (i Info) String() string {
	commit := i.Commit
	if commit == "unknown" {
		commit = unstamped
	}
	s := "arbitre " + i.Version + " (commit " + commit
	if i.Modified {
		s += ", modified"
	}
	return s + ", built " + i.Date + ", " + i.GoVersion + ")"
}
