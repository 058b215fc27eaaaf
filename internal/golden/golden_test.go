package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder stands for a *testing.T so that Check's failures can be observed.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true }
func (r *recorder) Fatal(...any)          { r.failed = true }
func (r *recorder) Name() string          { return "TestX" }

func TestCheck(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.golden")
	if err := os.WriteFile(path, []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		path string
		got  string
		fail bool
	}{
		{path, "same\n", false},
		{path, "other\n", true},
		{path + ".missing", "same\n", true},
	} {
		r := &recorder{TB: t}
		Check(r, tt.path, []byte(tt.got))
		if r.failed != tt.fail {
			t.Errorf("Check(%s, %q) failed = %v, want %v", filepath.Base(tt.path), tt.got, r.failed, tt.fail)
		}
	}
}
