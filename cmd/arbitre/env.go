package main

import (
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// envPrefix starts the environment variable that may set each flag of
// every command: serve's --cache-bytes is ARBITRE_CACHE_BYTES, search's
// --limit ARBITRE_LIMIT, verify's -v ARBITRE_V. A flag on the command line
// wins over the variable, which wins over the default; a container or a
// systemd unit then configures the server without a wrapper script. A
// flag several commands share (--json, --names, --corpus) has one
// variable for all of them.
const envPrefix = "ARBITRE_"

// envName is the variable for flag name.
func envName(name string) string {
	return envPrefix + strings.ToUpper(strings.ReplaceAll(name, "-", "_"))
}

// applyEnv sets, from lookup (os.LookupEnv), every flag of fs that the
// command line did not set and whose variable is set and not empty. Call
// it after fs.Parse. A bad value is an error naming the variable.
func applyEnv(fs *flag.FlagSet, lookup func(string) (string, bool)) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var err error
	fs.VisitAll(func(f *flag.Flag) {
		if err != nil || given[f.Name] {
			return
		}
		v, ok := lookup(envName(f.Name))
		if !ok || v == "" {
			return
		}
		if serr := fs.Set(f.Name, v); serr != nil {
			err = fmt.Errorf("%s=%q: %v", envName(f.Name), v, serr)
		}
	})
	return err
}

// byteSize is a flag for a size in bytes: a plain number, or one with a
// unit, binary (KiB, MiB, GiB) or decimal (kB, MB, GB); K, M and G alone are
// binary.
type byteSize int64

func (b *byteSize) String() string { return strconv.FormatInt(int64(*b), 10) }

// Placeholder names the flag's argument in the help.
func (b *byteSize) Placeholder() string { return "SIZE" }

func (b *byteSize) Set(s string) error {
	n, err := parseByteSize(s)
	if err != nil {
		return err
	}
	*b = byteSize(n)
	return nil
}

var byteUnits = []struct {
	suffix string
	mult   int64
}{
	{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30},
	{"kB", 1000}, {"KB", 1000}, {"MB", 1000 * 1000}, {"GB", 1000 * 1000 * 1000},
	{"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1},
}

func parseByteSize(s string) (int64, error) {
	num, mult := strings.TrimSpace(s), int64(1)
	for _, u := range byteUnits {
		if strings.HasSuffix(num, u.suffix) {
			num, mult = strings.TrimSpace(strings.TrimSuffix(num, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return 0, fmt.Errorf("%q is not a size in bytes (e.g. 67108864, 64MiB, 512KiB)", s)
	}
	return n * mult, nil
}
