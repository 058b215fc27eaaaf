package carddata

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// A snapshot is the records of an import kept on disk, so that a server
// restarted with the same card-data files reads them back in a fraction
// of the import's time (a full AllPrintings: about 5 processor-seconds of
// JSON against half a second of snapshot). It is a cache, never a source:
// its name carries a key of everything the import depended on (the
// files' paths, sizes and modification times, the options, the program
// itself), and a snapshot that is not whole and sound is an error the
// caller answers by importing the files again.
//
// The file: snapshotMagic, the records as gob, then the SHA-256 of the
// records' bytes. gob is the standard library's own encoding of Go values:
// it round-trips the records' exported fields, which are all a Card holds
// once imported (the unexported ones only order printings while merging).

const snapshotMagic = "arbitre-carddata-snapshot-1\n"

// snapshotPrefix and snapshotSuffix frame a snapshot's file name around
// its key.
const (
	snapshotPrefix = "carddata-"
	snapshotSuffix = ".snapshot"
)

// ErrSnapshotCorrupt is wrapped by ReadSnapshot's errors for a file that
// is not a whole, sound snapshot (truncated, altered, of another format).
var ErrSnapshotCorrupt = errors.New("card-data snapshot is corrupt")

// snapshotBody is what a snapshot's gob holds.
type snapshotBody struct {
	Stats Stats
	Cards []*Card
}

// SnapshotKey names an import of paths with opts by the program at
// program (its executable, hashed whole: a program built anew may import
// otherwise). It changes whenever a file is replaced, grows or is touched.
func SnapshotKey(opts Options, program string, paths []string) (string, error) {
	h := sha256.New()
	exe, err := os.Open(program)
	if err != nil {
		return "", fmt.Errorf("card-data snapshot key: %w", err)
	}
	_, err = io.Copy(h, exe)
	exe.Close()
	if err != nil {
		return "", fmt.Errorf("card-data snapshot key: %s: %w", program, err)
	}
	langs := slices.Clone(opts.Langs)
	slices.Sort(langs)
	sets := make([]string, 0, len(opts.Sets))
	for s, ok := range opts.Sets {
		if ok {
			sets = append(sets, s)
		}
	}
	slices.Sort(sets)
	fmt.Fprintf(h, "\x00%s\x00langs=%s all=%t sets=%s tokens=%t\x00", snapshotMagic,
		strings.Join(langs, ","), opts.AllLangs, strings.Join(sets, ","), opts.Tokens)
	for _, p := range paths {
		abs, err := filepath.Abs(p)
		if err != nil {
			return "", fmt.Errorf("card-data snapshot key: %w", err)
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return "", fmt.Errorf("card-data snapshot key: %w", err)
		}
		fmt.Fprintf(h, "%s\x00%d\x00%d\x00", abs, fi.Size(), fi.ModTime().UnixNano())
	}
	return hex.EncodeToString(h.Sum(nil))[:24], nil
}

// SnapshotPath is the file in dir of the snapshot of key.
func SnapshotPath(dir, key string) string {
	return filepath.Join(dir, snapshotPrefix+key+snapshotSuffix)
}

// WriteSnapshot writes cs and the import's stats to path, whole or not at
// all: to a temporary file beside it, synced, then renamed. Other
// snapshots in path's directory are removed: they are of files or
// programs no longer served, and each is as large as its records.
func (cs *Cards) WriteSnapshot(path string, st Stats) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	var body bytes.Buffer
	body.WriteString(snapshotMagic)
	if err := gob.NewEncoder(&body).Encode(snapshotBody{Stats: st, Cards: cs.list}); err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	sum := sha256.Sum256(body.Bytes()[len(snapshotMagic):])
	body.Write(sum[:])
	tmp, err := os.CreateTemp(dir, ".carddata-*.tmp")
	if err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(body.Bytes()); err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("card-data snapshot: %w", err)
	}
	removeOtherSnapshots(dir, filepath.Base(path))
	return nil
}

// removeOtherSnapshots removes dir's snapshots but keep, and temporary
// files a write cut short left.
func removeOtherSnapshots(dir, keep string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		old := strings.HasPrefix(n, snapshotPrefix) && strings.HasSuffix(n, snapshotSuffix) && n != keep
		if old || strings.HasPrefix(n, ".carddata-") && strings.HasSuffix(n, ".tmp") {
			os.Remove(filepath.Join(dir, n))
		}
	}
}

// ReadSnapshot reads the records a snapshot at path holds. A missing file
// is an error satisfying errors.Is(err, fs.ErrNotExist); one that is not
// whole and sound wraps ErrSnapshotCorrupt.
func ReadSnapshot(path string) (*Cards, Stats, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, Stats{}, fmt.Errorf("card-data snapshot: %w", err)
	}
	corrupt := func(why string) error {
		return fmt.Errorf("%w: %s: %s", ErrSnapshotCorrupt, path, why)
	}
	if !bytes.HasPrefix(b, []byte(snapshotMagic)) {
		return nil, Stats{}, corrupt("not a snapshot of this format")
	}
	b = b[len(snapshotMagic):]
	if len(b) < sha256.Size {
		return nil, Stats{}, corrupt("cut short (" + strconv.Itoa(len(b)) + " bytes)")
	}
	body, sum := b[:len(b)-sha256.Size], b[len(b)-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return nil, Stats{}, corrupt("checksum mismatch (cut short or altered)")
	}
	var sb snapshotBody
	if err := gob.NewDecoder(bytes.NewReader(body)).Decode(&sb); err != nil {
		return nil, Stats{}, corrupt(err.Error())
	}
	for i, c := range sb.Cards {
		if c == nil || i > 0 && sb.Cards[i-1].ID >= c.ID {
			return nil, Stats{}, corrupt("records out of order at " + strconv.Itoa(i))
		}
	}
	return newCards(sb.Cards), sb.Stats, nil
}
