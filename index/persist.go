package index

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/corpus"
)

// A directory that Load manages holds:
//
//	CURRENT                  "<generation> <SHA-256 of its manifest>": the index in use
//	index-<fp>-<nonce>/      a generation: manifest.json, which checksums its shards' manifests,
//	  shard-<fp>/            and a directory per shard: Bleve's files, manifest.json,
//	                         arbitre-words (its documents' words, see words.go) and
//	                         arbitre-sets (its sets' fingerprints, for readLayout)
//	.build-<nonce>/          a generation being written
//	.lock                    locked by the process writing a generation
//
// A generation is written beside the one in use, checksummed, renamed into
// place and only then named in CURRENT, which is itself replaced by a
// rename: a crash at any point leaves CURRENT naming a complete generation,
// or nothing, never a half-written one. A shard whose documents have not
// changed is not written again: its files are hard-linked (or copied) from
// the generation before, after a check against its manifest. The directory
// may be a mount point (a container volume, a systemd StateDirectory): it
// is written into, never replaced.
const (
	currentName  = "CURRENT"
	manifestName = "manifest.json"
	lockName     = ".lock"
	genPrefix    = "index-"
	buildPrefix  = ".build-"
)

// Why Load did not use the index it found in a directory.
var (
	// ErrNoIndex: the directory holds no index yet.
	ErrNoIndex = errors.New("no index written yet")
	// ErrCorrupt: the index's files do not match the checksums written
	// with them.
	ErrCorrupt = errors.New("index files do not match their manifest")
	// ErrBusy: another process is writing an index into the directory.
	ErrBusy = errors.New("another process is writing the index")
	// errUnopenable: a generation of this knowledge base's layout whose
	// files match their manifests could not be opened (garbled before
	// they were checksummed; the segment reader may even panic on them).
	errUnopenable = errors.New("index files match their manifest but cannot be opened")
)

// corruptPrefix names a generation set aside because it could not be
// opened: kept for a post-mortem (the last one only), never linked from
// again.
const corruptPrefix = "corrupt-"

// Loaded says where the index Load returns comes from.
type Loaded struct {
	// Path is the directory of the generation the index is served from.
	Path string
	// Written is true when Load built the index and wrote it, false when
	// it opened the one an earlier run wrote.
	Written bool
	// Replaced says, when Written, why the index the directory held was
	// not used: it wraps ErrNoIndex, ErrCorrupt, ErrStale or the error
	// opening it.
	Replaced error
}

// Load returns the index of kb kept in the directory opts.Dir, which is
// created if missing. It opens the index an earlier run wrote there when
// its files match their checksums and it was built from the same
// documents; otherwise it builds the index and writes it there as a new
// generation, replacing the old one. An error means the directory cannot
// be used (it cannot be created or written, or another process is writing
// it: ErrBusy); the caller may then build the index in memory.
func Load(ctx context.Context, kb *corpus.KB, opts Options) (*Index, Loaded, error) {
	if opts.Dir == "" {
		return nil, Loaded{}, errors.New("index: Load needs a directory")
	}
	opts, err := opts.resolve(ctx)
	if err != nil {
		return nil, Loaded{}, err
	}
	if opts.Reuse == nil {
		// A new process: the shards are laid out as the generation in
		// use lays them out (after reloads, not by bucket), so that it
		// opens, or its unchanged shards are linked.
		opts.onDisk = readLayout(opts.Dir)
	}
	ix, docs, err := prepare(ctx, kb, opts)
	if err != nil {
		return nil, Loaded{}, err
	}
	reuse := reusable(opts.Reuse)
	path, err := ix.openCurrent(opts.Dir, docs, reuse)
	if err == nil {
		return ix, Loaded{Path: path}, nil
	}
	replaced := err
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		return nil, Loaded{Replaced: replaced}, fmt.Errorf("index: %w", err)
	}
	unlock, err := lockDir(filepath.Join(opts.Dir, lockName))
	if err != nil {
		return nil, Loaded{Replaced: replaced}, fmt.Errorf("index: %s: %w", opts.Dir, err)
	}
	defer unlock()
	// Another process may have written the index while this one waited
	// for the lock.
	if path, err := ix.openCurrent(opts.Dir, docs, reuse); err == nil {
		return ix, Loaded{Path: path}, nil
	} else if errors.Is(err, errUnopenable) {
		setAside(opts.Dir)
	}
	path, err = ix.writeGeneration(ctx, opts.Dir, docs, opts, reuse)
	if err != nil {
		return nil, Loaded{Replaced: replaced}, err
	}
	return ix, Loaded{Path: path, Written: true, Replaced: replaced}, nil
}

// openCurrent opens the generation CURRENT names, after checking its files
// against its manifests, read-only; the shards of reuse are shared rather
// than opened again.
func (ix *Index) openCurrent(dir string, docs []indexDoc, reuse map[string]*shard) (string, error) {
	gen, sum, err := readCurrent(dir)
	if err != nil {
		return "", err
	}
	if !strings.HasPrefix(gen, ix.genPrefix()) {
		return "", fmt.Errorf("index: %s: %w", filepath.Join(dir, gen), ErrStale)
	}
	path := filepath.Join(dir, gen)
	if err := verifyManifest(path, sum); err != nil {
		return "", err
	}
	if err := ix.open(path, docs, reuse); err != nil {
		return "", fmt.Errorf("index: %s: %w: %w", path, errUnopenable, err)
	}
	return path, nil
}

// genPrefix begins the name of a generation of ix's shards.
func (ix *Index) genPrefix() string {
	return genPrefix + hex.EncodeToString(fingerprintOf(ix.parts)[:6]) + "-"
}

// readCurrent reads CURRENT: the generation in use and its manifest's
// checksum.
func readCurrent(dir string) (gen, sum string, err error) {
	b, err := os.ReadFile(filepath.Join(dir, currentName))
	if errors.Is(err, fs.ErrNotExist) {
		return "", "", fmt.Errorf("index: %s: %w", dir, ErrNoIndex)
	}
	if err != nil {
		return "", "", fmt.Errorf("index: %w", err)
	}
	gen, sum, ok := strings.Cut(strings.TrimSuffix(string(b), "\n"), " ")
	if !ok || !validGeneration(gen) || len(sum) != 2*sha256.Size {
		return "", "", fmt.Errorf("index: %s: %w: %s is malformed", dir, ErrCorrupt, currentName)
	}
	return gen, sum, nil
}

// validGeneration reports whether name is a generation's name, and nothing
// that could lead out of the directory.
func validGeneration(name string) bool {
	rest, ok := strings.CutPrefix(name, genPrefix)
	if !ok || rest == "" {
		return false
	}
	for _, r := range rest {
		if !('a' <= r && r <= 'z' || '0' <= r && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// writeGeneration writes the shards of docs in a fresh directory inside
// dir (linking those the generation in use already holds), checksums it,
// renames it into place, names it in CURRENT and opens it read-only,
// sharing the shards of reuse; then removes every other generation and
// whatever earlier runs left behind. The caller holds dir's lock.
func (ix *Index) writeGeneration(ctx context.Context, dir string, docs []indexDoc, opts Options, reuse map[string]*shard) (string, error) {
	nonce, err := newNonce()
	if err != nil {
		return "", err
	}
	build := filepath.Join(dir, buildPrefix+nonce)
	fail := func(err error) (string, error) {
		os.RemoveAll(build)
		return "", err
	}
	if err := os.Mkdir(build, 0o755); err != nil {
		return "", fmt.Errorf("index: %w", err)
	}
	var link func(part, string) bool
	if gen, _, err := readCurrent(dir); err == nil {
		link = func(p part, path string) bool {
			// A shard open in reuse was checked when opened (or written by
			// this process): its files are linked without reading them.
			return linkShard(filepath.Join(dir, gen, shardName(p.fp)), path, reuse[string(p.fp)] == nil)
		}
	}
	if err := ix.writeShards(ctx, build, docs, opts, link); err != nil {
		return fail(err)
	}
	sum, err := writeManifest(build, true)
	if err != nil {
		return fail(err)
	}
	gen := ix.genPrefix() + nonce
	path := filepath.Join(dir, gen)
	if err := os.Rename(build, path); err != nil {
		return fail(fmt.Errorf("index: %w", err))
	}
	if err := syncDir(dir); err != nil {
		return "", err
	}
	if err := writeFileAtomic(dir, currentName, []byte(gen+" "+sum+"\n")); err != nil {
		os.RemoveAll(path)
		return "", err
	}
	if err := ix.open(path, docs, reuse); err != nil {
		return "", err
	}
	removeLeftovers(dir, gen)
	return path, nil
}

// linkShard makes dst a copy of the shard directory src, linking its files
// (copying them where links are refused), when src is sound (with check,
// its files are read and must match its manifest). A shard's files never
// change once written.
func linkShard(src, dst string, check bool) bool {
	b, err := os.ReadFile(filepath.Join(src, manifestName))
	if err != nil {
		return false
	}
	s := sha256.Sum256(b)
	if check && verifyManifest(src, hex.EncodeToString(s[:])) != nil {
		return false
	}
	files, err := listFiles(src)
	if err != nil {
		return false
	}
	for _, rel := range append(files, manifestName) {
		from, to := filepath.Join(src, filepath.FromSlash(rel)), filepath.Join(dst, filepath.FromSlash(rel))
		if os.MkdirAll(filepath.Dir(to), 0o755) != nil || linkOrCopy(from, to) != nil {
			os.RemoveAll(dst)
			return false
		}
	}
	return true
}

// linkOrCopy hard-links from to to, or copies it when the file system
// refuses the link.
func linkOrCopy(from, to string) error {
	if os.Link(from, to) == nil {
		return nil
	}
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// setAside renames the generation CURRENT names out of the way, replacing
// the one set aside before: its shards' files match their manifests, so
// the next generation would otherwise link them again.
func setAside(dir string) {
	gen, _, err := readCurrent(dir)
	if err != nil {
		return
	}
	if old, err := filepath.Glob(filepath.Join(dir, corruptPrefix+genPrefix+"*")); err == nil {
		for _, o := range old {
			os.RemoveAll(o)
		}
	}
	os.Rename(filepath.Join(dir, gen), filepath.Join(dir, corruptPrefix+gen))
}

// removeLeftovers deletes, in dir, every generation but keep, unfinished
// builds, and the files of the index layout written before generations
// (Bleve's files directly in dir). A process still serving an old
// generation keeps its open files.
func removeLeftovers(dir, keep string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		switch {
		case name == keep:
		case strings.HasPrefix(name, genPrefix) && e.IsDir(),
			strings.HasPrefix(name, buildPrefix) && e.IsDir(),
			strings.HasPrefix(name, shardPrefix) && e.IsDir(),
			strings.HasPrefix(name, currentName+".tmp"),
			name == "index_meta.json" && !e.IsDir(),
			name == "store" && e.IsDir():
			os.RemoveAll(filepath.Join(dir, name))
		}
	}
}

// manifest lists the files of a generation with their sizes and SHA-256
// checksums.
type manifest struct {
	Files []manifestEntry `json:"files"`
}

type manifestEntry struct {
	Path   string `json:"path"` // slash-separated, relative to the generation
	Size   int64  `json:"size"`
	SHA256 string `json:"sha256"`
}

// writeManifest checksums the files under dir, syncing each to disk, and
// writes the manifest; it returns the manifest's own checksum, which
// CURRENT records. The manifest of a generation (shards set) lists only its
// shards' manifests, which list their files: a shard linked from an
// earlier generation is not read again.
func writeManifest(dir string, shards bool) (string, error) {
	files, err := listFiles(dir)
	if err != nil {
		return "", err
	}
	var m manifest
	for _, rel := range files {
		if shards && !isShardManifest(rel) {
			continue
		}
		size, sum, err := hashFile(filepath.Join(dir, rel), true)
		if err != nil {
			return "", err
		}
		m.Files = append(m.Files, manifestEntry{Path: rel, Size: size, SHA256: sum})
	}
	b, err := json.MarshalIndent(m, "", "\t")
	if err != nil {
		return "", fmt.Errorf("index: manifest: %w", err)
	}
	if err := writeFileAtomic(dir, manifestName, b); err != nil {
		return "", err
	}
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:]), nil
}

// isShardManifest reports whether rel, relative to a generation, is the
// manifest of one of its shards.
func isShardManifest(rel string) bool {
	d, f := path.Split(rel)
	return f == manifestName && strings.Count(d, "/") == 1 && strings.HasPrefix(d, shardPrefix)
}

// verifyManifest checks the files under dir against its manifest, whose
// own checksum must be sum: the same files, of the same sizes and contents.
// A shard's manifest listed there is checked in turn, with the files it
// lists.
func verifyManifest(dir, sum string) error {
	corrupt := func(format string, args ...any) error {
		return fmt.Errorf("index: %s: %w: %s", dir, ErrCorrupt, fmt.Sprintf(format, args...))
	}
	b, err := os.ReadFile(filepath.Join(dir, manifestName))
	if errors.Is(err, fs.ErrNotExist) {
		return corrupt("%s missing", manifestName)
	}
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	if s := sha256.Sum256(b); hex.EncodeToString(s[:]) != sum {
		return corrupt("%s does not match its checksum", manifestName)
	}
	var m manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return corrupt("%s: %v", manifestName, err)
	}
	files, err := listFiles(dir)
	if err != nil {
		return err
	}
	var want []string
	for _, f := range m.Files {
		want = append(want, f.Path)
		if !isShardManifest(f.Path) {
			continue
		}
		sub := path.Dir(f.Path)
		if err := verifyManifest(filepath.Join(dir, filepath.FromSlash(sub)), f.SHA256); err != nil {
			return err
		}
		subFiles, err := listFiles(filepath.Join(dir, filepath.FromSlash(sub)))
		if err != nil {
			return err
		}
		for _, sf := range subFiles {
			want = append(want, sub+"/"+sf)
		}
	}
	slices.Sort(want)
	if !slices.Equal(files, want) {
		return corrupt("files %v, manifests list %v", files, want)
	}
	for _, f := range m.Files {
		size, got, err := hashFile(filepath.Join(dir, filepath.FromSlash(f.Path)), false)
		if err != nil {
			return err
		}
		if size != f.Size || got != f.SHA256 {
			return corrupt("%s: %d bytes, checksum %.12s, manifest says %d bytes, %.12s", f.Path, size, got, f.Size, f.SHA256)
		}
	}
	return nil
}

// listFiles lists the regular files under dir but the manifest, as sorted
// slash-separated relative paths.
func listFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		if rel = filepath.ToSlash(rel); rel != manifestName {
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	slices.Sort(files)
	return files, nil
}

// hashFile returns the size and SHA-256 of a file, syncing it to disk
// first when sync is set.
func hashFile(path string, sync bool) (int64, string, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, "", fmt.Errorf("index: %w", err)
	}
	defer f.Close()
	if sync {
		if err := f.Sync(); err != nil {
			return 0, "", fmt.Errorf("index: %w", err)
		}
	}
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return 0, "", fmt.Errorf("index: %w", err)
	}
	return n, hex.EncodeToString(h.Sum(nil)), nil
}

// writeFileAtomic replaces dir/name with data: it writes a temporary file,
// syncs it, renames it over name and syncs dir.
func writeFileAtomic(dir, name string, data []byte) error {
	f, err := os.CreateTemp(dir, name+".tmp*")
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("index: %w", err)
	}
	return syncDir(dir)
}

// syncDir makes a rename or creation in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		return fmt.Errorf("index: syncing %s: %w", dir, err)
	}
	return nil
}

// newNonce returns a short random name part, so that two processes never
// build into, or publish, the same directory.
func newNonce() (string, error) {
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("index: %w", err)
	}
	return hex.EncodeToString(b[:]), nil
}
