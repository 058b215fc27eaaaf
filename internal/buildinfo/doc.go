// Package buildinfo says which build of arbitre is running: its version,
// the commit it was built from and when, read from the flags the build
// passed to the linker or, failing those, from what the Go toolchain
// records in the binary (module version, VCS settings).
//
// "go build -o arbitre ./cmd/arbitre" in a git clone is enough for
// "arbitre --version" to print the commit and its date: the toolchain
// stamps them (-buildvcs, on by default for go build). It does not for
// "go run", with -buildvcs=false, nor in a git worktree (its .git is a
// file); the version line then says so. -buildvcs=true on the command line
// overrides a GOFLAGS=-buildvcs=false; the linker flags below override
// everything.
//
// A release build sets the first three with -ldflags:
//
//	go build -ldflags "-X github.com/arbitre/arbitre/internal/buildinfo.version=v1.2.0 \
//	  -X github.com/arbitre/arbitre/internal/buildinfo.commit=$(git rev-parse HEAD) \
//	  -X github.com/arbitre/arbitre/internal/buildinfo.date=$(date -u +%FT%TZ)" ./cmd/arbitre
package buildinfo
