// Package buildinfo says which build of arbitre is running: its version,
// the commit it was built from and when, read from the flags the build
// passed to the linker or, failing those, from what the Go toolchain
// records in the binary (module version, VCS settings).
//
// A release build sets the first three with -ldflags:
//
//	go build -ldflags "-X github.com/arbitre/arbitre/internal/buildinfo.version=v1.2.0 \
//	  -X github.com/arbitre/arbitre/internal/buildinfo.commit=$(git rev-parse HEAD) \
//	  -X github.com/arbitre/arbitre/internal/buildinfo.date=$(date -u +%FT%TZ)" ./cmd/arbitre
package buildinfo
