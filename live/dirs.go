package live

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// Document statuses.
const (
	StatusOK = "ok"
	// StatusStale: the file's latest version does not parse; its last good
	// version is served.
	StatusStale = "error"
	// StatusFailed: the file never parsed; nothing of it is served.
	StatusFailed = "failed"
)

// Status is what is served of one document file.
type Status struct {
	// ID is the document id of the version served ("" when none is).
	ID string `json:"id"`
	// Path is the file, as the directory given joined with its path
	// inside; "embedded:NAME" for a document built into the binary.
	Path string `json:"path"`
	// Checksum is the SHA-256 of the version served, hex.
	Checksum string `json:"checksum"`
	// LoadedAt is when the version served was read.
	LoadedAt time.Time `json:"loaded_at"`
	Status   string    `json:"status"`
	// Error says why the file's latest version is not served: file:line
	// and what is wrong.
	Error string `json:"error,omitempty"`
}

// Dirs is the documents of some directories, and optionally the embedded
// ones. Its methods may be called from several goroutines.
type Dirs struct {
	dirs     []string
	embedded []corpus.Source
	now      func() time.Time

	mu    sync.Mutex
	files map[string]*file
	at    time.Time // when the embedded documents were read

	// cache keeps the documents parsed: the parse that checks a changed
	// file in Scan is the one Parse uses, and a document unchanged since
	// the last Parse is not parsed again. parsing makes Scan and Parse
	// take turns with it (a Cache serves one parse at a time).
	cache   *ingest.Cache
	parsing sync.Mutex
}

// file is what is known of one document file.
type file struct {
	good     *corpus.Source // last version that parsed; nil if none did
	goodSum  string
	id       string
	loadedAt time.Time
	lastSum  string // checksum of the latest version read
	err      error  // why the latest version is not the one served
}

// New returns the documents of dirs (each walked recursively for .txt,
// .html and .htm files), with the embedded documents when embedded is
// set. Nothing is read until Scan.
func New(dirs []string, embedded bool) (*Dirs, error) {
	d := &Dirs{dirs: slices.Clone(dirs), files: map[string]*file{}, now: time.Now, cache: ingest.NewCache()}
	for _, dir := range dirs {
		info, err := os.Stat(dir)
		if err != nil {
			return nil, fmt.Errorf("--corpus %s: %w", dir, err)
		}
		if !info.IsDir() {
			return nil, fmt.Errorf("--corpus %s: not a directory", dir)
		}
	}
	if embedded {
		srcs, err := corpus.Sources()
		if err != nil {
			return nil, err
		}
		d.embedded = srcs
		d.at = d.now()
	}
	if len(dirs) == 0 && !embedded {
		return nil, errors.New("no documents: --embedded=false needs at least one --corpus directory")
	}
	return d, nil
}

// Dirs returns the directories watched.
func (d *Dirs) Dirs() []string { return slices.Clone(d.dirs) }

// Scan reads the directories again. A new or changed file is parsed on its
// own first: when it parses it becomes the version served, else its last
// good version stays. It reports whether what Sources returns changed, and
// the errors of the files whose latest version is not served (each also
// in its Status). Each file is read once, and a changed one parsed once:
// Parse takes the documents Scan parsed.
func (d *Dirs) Scan() (changed bool, err error) {
	paths, walkErrs := d.list()
	d.parsing.Lock()
	defer d.parsing.Unlock()
	d.mu.Lock()
	defer d.mu.Unlock()
	seen := map[string]bool{}
	var errs []error
	for _, p := range paths {
		seen[p] = true
		f := d.files[p]
		if f == nil {
			f = &file{}
			d.files[p] = f
		}
		data, rerr := os.ReadFile(p)
		sum := checksum(data)
		if rerr == nil && sum == f.lastSum {
			if f.err != nil {
				errs = append(errs, f.err)
			}
			continue
		}
		f.lastSum = sum
		src, id, perr := d.check(p, data, rerr)
		if perr != nil {
			if f.err == nil || f.err.Error() != perr.Error() {
				changed = true // the status changed, if not the sources
			}
			f.err = perr
			errs = append(errs, perr)
			continue
		}
		f.err = nil
		f.good, f.goodSum, f.id, f.loadedAt = &src, sum, id, d.now()
		changed = true
	}
	for p := range d.files {
		if !seen[p] {
			delete(d.files, p)
			changed = true
		}
	}
	return changed, errors.Join(append(walkErrs, errs...)...)
}

// check parses one file's bytes, read, on its own (keeping the document
// in the cache for Parse); the error names the file and the line.
func (d *Dirs) check(path string, data []byte, readErr error) (corpus.Source, string, error) {
	if readErr != nil {
		return corpus.Source{}, "", fmt.Errorf("%s: %w", path, unwrapPath(readErr))
	}
	src, err := ingest.NewSource(path, data)
	if err != nil {
		return corpus.Source{}, "", err
	}
	id, err := d.cache.Check(src)
	if err != nil {
		return corpus.Source{}, "", err
	}
	return src, id, nil
}

// unwrapPath drops the *fs.PathError wrapper, whose path the error
// already names (as ingest.LoadFiles says it).
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Parse parses the documents Sources returns, taking from the cache those
// parsed before (by Scan, or by the last Parse): a reload parses only what
// changed. See ingest.Parse for the errors.
func (d *Dirs) Parse() (*corpus.KB, *ingest.Report, error) {
	srcs := d.Sources()
	d.parsing.Lock()
	defer d.parsing.Unlock()
	return ingest.ParseCached(srcs, d.cache)
}

// list walks the directories for documents, in lexical order.
func (d *Dirs) list() ([]string, []error) {
	var out []string
	var errs []error
	for _, dir := range d.dirs {
		err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", p, err))
				if e != nil && e.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if e.IsDir() {
				if p != dir && strings.HasPrefix(e.Name(), ".") {
					return fs.SkipDir
				}
				return nil
			}
			if IsDocument(p) {
				out = append(out, p)
			}
			return nil
		})
		if err != nil {
			errs = append(errs, err)
		}
	}
	slices.Sort(out)
	return out, errs
}

// IsDocument reports whether a directory's file is taken as a document:
// its extension is .txt, .html or .htm and it is not hidden (editors'
// temporary files).
func IsDocument(path string) bool {
	base := filepath.Base(path)
	if strings.HasPrefix(base, ".") || strings.HasSuffix(base, "~") {
		return false
	}
	switch strings.ToLower(filepath.Ext(base)) {
	case ".txt", ".html", ".htm":
		return true
	}
	return false
}

// Sources returns the documents to serve: the embedded ones, then each
// file's last good version.
func (d *Dirs) Sources() []corpus.Source {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := slices.Clone(d.embedded)
	for _, p := range d.sortedPaths() {
		if f := d.files[p]; f.good != nil {
			out = append(out, *f.good)
		}
	}
	return out
}

func (d *Dirs) sortedPaths() []string {
	ps := make([]string, 0, len(d.files))
	for p := range d.files {
		ps = append(ps, p)
	}
	slices.Sort(ps)
	return ps
}

// Statuses lists every document: the embedded ones, then the files in
// path order. ids gives, per source name, the id the document got in the
// knowledge base (an earlier revision's differs from the one its own
// parse gave); nil keeps those.
func (d *Dirs) Statuses(ids map[string]string) []Status {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []Status
	for _, s := range d.embedded {
		out = append(out, Status{ID: ids[s.Name], Path: "embedded:" + s.Name, Checksum: checksum(s.Data), LoadedAt: d.at, Status: StatusOK})
	}
	for _, p := range d.sortedPaths() {
		f := d.files[p]
		st := Status{ID: f.id, Path: p, Checksum: f.goodSum, LoadedAt: f.loadedAt, Status: StatusOK}
		if id, ok := ids[p]; ok && id != "" {
			st.ID = id
		}
		switch {
		case f.err != nil && f.good != nil:
			st.Status, st.Error = StatusStale, f.err.Error()
		case f.err != nil:
			st.Status, st.Error, st.ID = StatusFailed, f.err.Error(), ""
		}
		out = append(out, st)
	}
	return out
}

func checksum(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}
