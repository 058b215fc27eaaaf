// Package golden compares what a test produces with the golden files it
// keeps under testdata/, and rewrites those files when the test binary runs
// with -update:
//
//	go test ./ingest -run Golden -update
//
// Only tests import it; the flag it registers is the test binary's.
package golden

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// Update reports whether this test run rewrites golden files instead of
// comparing with them.
func Update() bool { return *update }

// Check compares got with the file at path, or writes got there under
// -update.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run '%s' -update to create it)", err, t.Name())
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; run go test -run '%s' -update and review the diff.\ngot:\n%s", path, t.Name(), got)
	}
}
