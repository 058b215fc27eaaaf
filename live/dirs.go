package live

import (
	"bytes"
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
	// StatusWarnings: what is served is the latest version, but something
	// in it (or, for a directory, of it) needs a look: Warning says what.
	StatusWarnings = "warnings"
	// StatusPending: the file's latest version looks half-written and
	// waits (see Dirs.Scan); its last good version, if any, is served.
	StatusPending = "pending"
)

// KindDirectory marks the status of a directory given (--corpus) rather
// than of a document file: "error" when it is missing, "warnings" when it
// holds no document.
const KindDirectory = "directory"

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
	// Kind is KindDirectory for a directory's status, "" for a file's.
	Kind string `json:"kind,omitempty"`
	// Warning says what needs a look in what is served (StatusWarnings),
	// Warnings how many of its lines no parser claimed.
	Warning  string `json:"warning,omitempty"`
	Warnings int    `json:"warnings,omitempty"`
}

// Dirs is the documents of some directories, and optionally the embedded
// ones. Its methods may be called from several goroutines.
type Dirs struct {
	dirs     []string
	embedded []corpus.Source
	now      func() time.Time

	mu    sync.Mutex
	files map[string]*file
	roots map[string]error // per directory given, what the last scan found wrong
	at    time.Time        // when the embedded documents were read
	// settle is how long a file that looks half-written waits (Settle),
	// and retry when the first one waiting may be taken.
	settle time.Duration
	retry  time.Time
	// fresh is how long any changed file waits (Fresh), once scanned
	// is set: after the first scan.
	fresh   time.Duration
	scanned bool
	// scannedAt is when the directories were last read: a directory's
	// LoadedAt.
	scannedAt time.Time

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
	// warning says what needs a look in the version served, unaccounted
	// counts its lines no parser claimed, and cards its cards.
	warning     string
	unaccounted int
	cards       int
	lastSum     string    // checksum of the latest version read
	readAt      time.Time // when it was read
	err         error     // why the latest version is not the one served
	// pending says why the latest version, which parsed, waits: it looks
	// half-written (see plausible).
	pending error
	// gone is set while the directory given the file is under is
	// missing: its last good version stays served until it is back.
	gone error
}

// New returns the documents of dirs (each walked recursively for .txt,
// .html and .htm files), with the embedded documents when embedded is
// set. Nothing is read until Scan.
func New(dirs []string, embedded bool) (*Dirs, error) {
	d := &Dirs{dirs: slices.Clone(dirs), files: map[string]*file{}, roots: map[string]error{}, now: time.Now, settle: Settle, fresh: Fresh, cache: ingest.NewCache()}
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
// own first: when it parses and looks complete (see plausible) it becomes
// the version served, else its last good version stays. The files of a
// directory missing are kept (see forget). It reports whether what Sources returns changed, and
// the errors of the files whose latest version is not served (each also
// in its Status). Each file is read once, and a changed one parsed once:
// Parse takes the documents Scan parsed.
func (d *Dirs) Scan() (changed bool, err error) {
	paths, roots, walkErrs := d.list()
	d.parsing.Lock()
	defer d.parsing.Unlock()
	d.mu.Lock()
	defer d.mu.Unlock()
	seen := map[string]bool{}
	var errs []error
	d.retry = time.Time{}
	for _, p := range paths {
		seen[p] = true
		f := d.files[p]
		if f == nil {
			f = &file{}
			d.files[p] = f
		}
		if f.gone != nil {
			f.gone, changed = nil, true
		}
		fchanged, ferr := d.scanFile(p, f)
		if fchanged {
			changed = true
		}
		if ferr != nil {
			errs = append(errs, ferr)
		}
	}
	if d.forget(seen, roots) {
		changed = true
	}
	d.scanned, d.scannedAt = true, d.now()
	return changed, errors.Join(append(walkErrs, errs...)...)
}

// scanFile reads the file p again and, when it changed, checks it: a
// version that parses and looks complete (see plausible) becomes the one
// served. It reports whether the file's status changed, and why its
// latest version is not served (nil when it is, or waits).
func (d *Dirs) scanFile(p string, f *file) (changed bool, err error) {
	data, rerr := os.ReadFile(p)
	sum := checksum(data)
	if rerr == nil && sum == f.lastSum && f.pending == nil {
		return false, f.err
	}
	if rerr != nil || sum != f.lastSum {
		f.lastSum, f.readAt = sum, d.now()
	}
	src, ck, perr := d.check(p, data, rerr)
	if perr != nil {
		if f.err == nil || f.err.Error() != perr.Error() || f.pending != nil {
			changed = true // the status changed, if not the sources
		}
		f.err, f.pending = perr, nil
		return changed, perr
	}
	if wait := d.plausible(p, data, ck, f); wait != nil {
		changed = !errors.Is(wait, errBeingWritten) && (f.pending == nil || f.pending.Error() != wait.Error() || f.err != nil)
		f.pending, f.err = wait, nil
		return changed, nil
	}
	f.err, f.pending = nil, nil
	f.good, f.goodSum, f.id, f.loadedAt, f.cards = &src, sum, ck.ID, d.now(), ck.Cards
	f.warning, f.unaccounted = warning(p, data, ck), len(ck.Unaccounted)
	return true, nil
}

// plausible returns why a new version that parsed waits rather than
// replace the one served: it looks half-written. Its last line is cut (a
// text that does not end with a line end, a web page that does not end
// with a tag), or it lost most of its cards (fewer than half of those of
// the version served): such a version is taken once its file was not
// modified for d.settle (a document meant to end so). And after the first
// scan, any version waits until its file was not modified for d.fresh: a
// writer that pauses between chunks (a copy, an editor rewriting in
// place) may stop at a line end. One that publishes atomically (write
// elsewhere, then rename) never leaves a half-written file. Retry says
// when to scan again.
func (d *Dirs) plausible(p string, data []byte, ck ingest.Checked, f *file) error {
	info, err := os.Stat(p)
	if err != nil {
		return nil // gone meanwhile: the next scan sees it
	}
	age := d.now().Sub(info.ModTime())
	trimmed := bytes.TrimRight(data, " \t")
	html := strings.HasPrefix(strings.ToLower(filepath.Ext(p)), ".htm")
	var why error
	wait := d.settle
	switch {
	case html && !bytes.HasSuffix(bytes.TrimSpace(data), []byte(">")),
		!html && !bytes.HasSuffix(trimmed, []byte("\n")) && !bytes.HasSuffix(trimmed, []byte("\r")):
		why = errors.New("its last line is cut")
	case f.good != nil && f.cards >= minCardsKept && ck.Cards*2 < f.cards:
		why = fmt.Errorf("it has %d cards, the version served %d", ck.Cards, f.cards)
	case d.scanned && age < d.fresh:
		why, wait = errBeingWritten, d.fresh
	default:
		return nil
	}
	if age >= wait {
		return nil
	}
	if at := info.ModTime().Add(wait); d.retry.IsZero() || at.Before(d.retry) {
		d.retry = at
	}
	return fmt.Errorf("%s: looks half-written (%w): the version served stays until the file is complete, or unmodified for %s", p, why, wait)
}

// errBeingWritten says a file was modified a moment ago (see plausible):
// a wait too short to be worth a status of its own.
var errBeingWritten = errors.New("its file is being written")

// Fresh is how long any changed file must stay unmodified to be taken,
// after the first scan (see plausible): longer than the pauses of a
// chunked copy, short beside the time a reload takes.
const Fresh = time.Second

// minCardsKept is the fewest cards a version served must have for a new
// version with less than half of them to wait (see plausible): a short
// document may well lose two of its three cards.
const minCardsKept = 4

// Settle is how long a file that looks half-written must stay unmodified
// to be taken all the same (see Dirs.Scan). It is longer than the pauses
// of the writers seen: a chunked copy's, an editor's 2 s.
const Settle = 10 * time.Second

// Retry is when a file that looks half-written may be taken (see Scan):
// the directories should be scanned again then. Zero when none waits.
func (d *Dirs) Retry() time.Time {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.retry
}

// forget drops the files the scan did not see, but for those whose root
// is missing or cannot be read (roots: per directory, what is wrong with
// it): a directory removed, or being replaced, keeps its documents' last
// good versions until it is back. It reports whether a status changed.
func (d *Dirs) forget(seen map[string]bool, roots map[string]error) (changed bool) {
	for dir, err := range roots {
		if errString(d.roots[dir]) != errString(err) {
			changed = true
		}
	}
	d.roots = roots
	for p, f := range d.files {
		if seen[p] {
			continue
		}
		if gone := roots[rootOf(p, d.dirs)]; gone != nil && f.good != nil && !errors.Is(gone, errNoDocument) {
			if f.gone == nil {
				f.gone, changed = gone, true
			}
			continue
		}
		delete(d.files, p)
		changed = true
	}
	return changed
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// rootOf is the directory of dirs path was found under (its walk cleans
// the paths: "./notes/a.txt" is "notes/a.txt").
func rootOf(path string, dirs []string) string {
	for _, dir := range dirs {
		rel, err := filepath.Rel(filepath.Clean(dir), path)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return dir
		}
	}
	return ""
}

// walkRoot is the path a walk of the directory dir starts from: with a
// trailing separator, so that a symbolic link to a directory is followed
// (filepath.WalkDir does not follow a root that is a link).
func walkRoot(dir string) string {
	if strings.HasSuffix(dir, string(filepath.Separator)) {
		return dir
	}
	return dir + string(filepath.Separator)
}

// check parses one file's bytes, read, on its own (keeping the document
// in the cache for Parse); the error names the file and the line.
func (d *Dirs) check(path string, data []byte, readErr error) (corpus.Source, ingest.Checked, error) {
	if readErr != nil {
		return corpus.Source{}, ingest.Checked{}, fmt.Errorf("%s: %w", path, unwrapPath(readErr))
	}
	src, err := ingest.NewSource(path, data)
	if err != nil {
		return corpus.Source{}, ingest.Checked{}, err
	}
	ck, err := d.cache.CheckDoc(src)
	if err != nil {
		return corpus.Source{}, ingest.Checked{}, err
	}
	return src, ck, nil
}

// warning says what needs a look in a version served: its encoding, when
// it was decoded from a legacy one, and its lines no parser claimed.
func warning(path string, data []byte, ck ingest.Checked) string {
	var ws []string
	if enc := ingest.LegacyEncoding(data); enc != "" {
		ws = append(ws, fmt.Sprintf("%s: not UTF-8: decoded from %s", path, enc))
	}
	if n := len(ck.Unaccounted); n > 0 {
		ws = append(ws, fmt.Sprintf("%s:%d: %d lines no parser claimed (their text is not served)", path, ck.Unaccounted[0], n))
	}
	return strings.Join(ws, "; ")
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

// list walks the directories for documents, in lexical order. roots
// says, per directory given, what is wrong with it (nil: nothing): missing
// (an error, see isMissing), or holding no document (a warning).
func (d *Dirs) list() (paths []string, roots map[string]error, errs []error) {
	roots = make(map[string]error, len(d.dirs))
	for _, dir := range d.dirs {
		found, err := listDir(dir, &errs)
		paths = append(paths, found...)
		roots[dir] = err
		if err != nil {
			errs = append(errs, err)
		}
	}
	slices.Sort(paths)
	return paths, roots, errs
}

// errMissing says a directory given is gone: removed, or renamed away
// while another is moved in its place.
var errMissing = errors.New("the corpus directory is missing (removed or renamed); the last good versions of its documents stay served until it is back")

// errNoDocument says a directory given holds no document.
var errNoDocument = errors.New("no .txt, .html or .htm document in this directory")

// listDir walks one directory given for documents, appending the errors
// of its subdirectories to errs; the error is the directory's own.
func listDir(dir string, errs *[]error) ([]string, error) {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: %w", dir, errMissing)
	case err != nil:
		return nil, fmt.Errorf("%s: %w", dir, unwrapPath(err))
	case !info.IsDir():
		return nil, fmt.Errorf("%s: not a directory: %w", dir, errMissing)
	}
	root := walkRoot(dir)
	var out []string
	err = filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			*errs = append(*errs, fmt.Errorf("%s: %w", p, unwrapPath(err)))
			if e != nil && e.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if e.IsDir() {
			if p != root && strings.HasPrefix(e.Name(), ".") {
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
		return out, fmt.Errorf("%s: %w", dir, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: %w", dir, errNoDocument)
	}
	return out, nil
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

// Statuses lists every document: the embedded ones, then the directories
// given (Kind KindDirectory), then the files in path order. ids gives, per source name, the id the document got in the
// knowledge base (an earlier revision's differs from the one its own
// parse gave); nil keeps those.
func (d *Dirs) Statuses(ids map[string]string) []Status {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []Status
	for _, s := range d.embedded {
		out = append(out, Status{ID: ids[s.Name], Path: "embedded:" + s.Name, Checksum: checksum(s.Data), LoadedAt: d.at, Status: StatusOK})
	}
	for _, dir := range d.dirs {
		st := Status{Path: dir, Kind: KindDirectory, Status: StatusOK, LoadedAt: d.scannedAt}
		switch err := d.roots[dir]; {
		case errors.Is(err, errNoDocument):
			st.Status, st.Warning = StatusWarnings, err.Error()
		case err != nil:
			st.Status, st.Error = StatusStale, err.Error()
		}
		out = append(out, st)
	}
	for _, p := range d.sortedPaths() {
		f := d.files[p]
		st := Status{ID: f.id, Path: p, Checksum: f.goodSum, LoadedAt: f.loadedAt, Status: StatusOK}
		if id, ok := ids[p]; ok && id != "" {
			st.ID = id
		}
		st.Warning, st.Warnings = f.warning, f.unaccounted
		switch {
		case f.gone != nil:
			st.Status, st.Error = StatusStale, f.gone.Error()
		case f.err != nil && f.good != nil:
			st.Status, st.Error = StatusStale, f.err.Error()
		case f.err != nil:
			// Nothing is served: what was read, and when, is what the
			// status can say.
			st.Status, st.Error, st.ID = StatusFailed, f.err.Error(), ""
			st.Checksum, st.LoadedAt = f.lastSum, f.readAt
		case f.pending != nil:
			st.Status, st.Error = StatusPending, f.pending.Error()
			if f.good == nil {
				st.ID, st.Checksum, st.LoadedAt = "", f.lastSum, f.readAt
			}
		case f.warning != "":
			st.Status = StatusWarnings
		}
		out = append(out, st)
	}
	return out
}

func checksum(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}
