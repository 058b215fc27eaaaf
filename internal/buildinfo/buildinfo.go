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

// String is the one line arbitre --version prints.
func (i Info) String() string {
	s := "arbitre " + i.Version + " (commit " + i.Commit
	if i.Modified {
		s += ", modified"
	}
	return s + ", built " + i.Date + ", " + i.GoVersion + ")"
}
