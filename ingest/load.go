package ingest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"golang.org/x/text/encoding/charmap"
)

// documentExts are the file extensions a directory walk takes as
// documents. A file named explicitly is read whatever its extension, and
// whether it is text or HTML is decided by its content (see isHTML).
var documentExts = map[string]bool{".txt": true, ".html": true, ".htm": true}

// ParseFiles parses the documents at paths, files or directories of the
// operating system (a directory is walked recursively; see Load), instead
// of the embedded ones. A file that cannot be read or parsed is left out
// and named in the returned error; the knowledge base and the report hold
// every other document, so one bad file never hides the rest.
func ParseFiles(paths ...string) (*corpus.KB, *Report, error) {
	srcs, loadErr := LoadFiles(paths...)
	kb, rep, parseErr := Parse(srcs)
	return kb, rep, errors.Join(loadErr, parseErr)
}

// LoadFiles reads the documents at paths of the operating system, as Load
// does in a file system. A source's Name is the path as given for a file,
// and the given directory joined with the file's path inside it for a file
// found by walking a directory, so that diagnostics name files as the user
// knows them.
func LoadFiles(paths ...string) ([]corpus.Source, error) {
	if len(paths) == 0 {
		return nil, errors.New("no document paths given")
	}
	var (
		out  []corpus.Source
		errs []error
	)
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p, unwrapPath(err)))
			continue
		}
		var srcs []corpus.Source
		if info.IsDir() {
			srcs, err = load(os.DirFS(p), ".", func(name string) string { return filepath.Join(p, filepath.FromSlash(name)) })
		} else {
			srcs, err = load(os.DirFS(filepath.Dir(p)), filepath.Base(p), func(string) string { return p })
		}
		out = append(out, srcs...)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return out, errors.Join(errs...)
}

// Load reads the documents at paths in fsys (slash-separated, as fs.FS
// wants them; "." is the root). A file is read whatever its extension; a
// directory is walked recursively and its .txt, .html and .htm files are
// read, in lexical order. A file that is unreadable, binary, empty or
// larger than MaxDocumentSize is left out, with an error naming it; the
// returned error joins those errors, and the sources are every file that
// could be read.
func Load(fsys fs.FS, paths ...string) ([]corpus.Source, error) {
	if len(paths) == 0 {
		return nil, errors.New("no document paths given")
	}
	var (
		out  []corpus.Source
		errs []error
	)
	for _, p := range paths {
		srcs, err := load(fsys, p, func(name string) string { return name })
		out = append(out, srcs...)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return out, errors.Join(errs...)
}

// load reads root in fsys (a file, or a directory to walk); display maps
// a path in fsys to the name the source and its errors carry.
func load(fsys fs.FS, root string, display func(string) string) ([]corpus.Source, error) {
	info, err := fs.Stat(fsys, root)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", display(root), unwrapPath(err))
	}
	if !info.IsDir() {
		src, err := readDocument(fsys, root, display(root))
		if err != nil {
			return nil, err
		}
		return []corpus.Source{src}, nil
	}
	var (
		out  []corpus.Source
		errs []error
	)
	walkErr := fs.WalkDir(fsys, root, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			// An unreadable directory: say so and walk on.
			errs = append(errs, fmt.Errorf("%s: %w", display(name), unwrapPath(err)))
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if name != root && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir // .git and the like hold no documents
			}
			return nil
		}
		if !documentExts[strings.ToLower(path.Ext(name))] {
			return nil
		}
		src, err := readDocument(fsys, name, display(name))
		if err != nil {
			errs = append(errs, err)
			return nil
		}
		out = append(out, src)
		return nil
	})
	if walkErr != nil {
		errs = append(errs, walkErr)
	}
	if len(out) == 0 && len(errs) == 0 {
		errs = append(errs, fmt.Errorf("%s: no .txt, .html or .htm documents in this directory", display(root)))
	}
	return out, errors.Join(errs...)
}

// readDocument reads one file and refuses what cannot be a document, with
// an error naming the file.
func readDocument(fsys fs.FS, name, shown string) (corpus.Source, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return corpus.Source{}, fmt.Errorf("%s: %w", shown, unwrapPath(err))
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() && info.Size() > MaxDocumentSize {
		return corpus.Source{}, fmt.Errorf("%s: document is %s, more than the %s limit", shown, Size(info.Size()), Size(MaxDocumentSize))
	}
	// Read one byte more than the limit so that a file whose size the
	// file system does not tell (a pipe) is still bounded.
	data, err := io.ReadAll(io.LimitReader(f, MaxDocumentSize+1))
	if err != nil {
		return corpus.Source{}, fmt.Errorf("%s: %w", shown, unwrapPath(err))
	}
	if len(data) > MaxDocumentSize {
		return corpus.Source{}, fmt.Errorf("%s: document is more than the %s limit", shown, Size(MaxDocumentSize))
	}
	return checkContent(shown, data)
}

// NewSource makes the source of a document whose bytes the caller has
// already read (a directory scan that checksums each file), refusing what
// LoadFiles refuses, with the same errors: the bytes are not read again.
func NewSource(name string, data []byte) (corpus.Source, error) {
	if len(data) > MaxDocumentSize {
		return corpus.Source{}, fmt.Errorf("%s: document is %d bytes, more than the %d-byte limit", name, len(data), MaxDocumentSize)
	}
	return checkContent(name, data)
}

// checkContent refuses an empty or binary document, and decodes one in
// a legacy encoding (see LegacyEncoding).
func checkContent(shown string, data []byte) (corpus.Source, error) {
	if len(bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))) == 0 {
		return corpus.Source{}, fmt.Errorf("%s:1: document is empty", shown)
	}
	if LegacyEncoding(data) != "" && bytes.IndexByte(data, 0) < 0 {
		utf, err := charmap.Windows1252.NewDecoder().Bytes(data)
		if err != nil {
			return corpus.Source{}, fmt.Errorf("%s: decoding Windows-1252: %w", shown, err)
		}
		data = utf
	}
	if off, ok := binaryAt(data); ok {
		return corpus.Source{}, fmt.Errorf("%s: binary file, or text not in UTF-8 (byte %d), not a document", shown, off)
	}
	return corpus.Source{Name: shown, Data: data}, nil
}

// LegacyEncoding names the encoding a document not in UTF-8 is read in:
// "Windows-1252" (the superset of Latin-1 that the editors of Western
// Europe save in) when its bytes above 0x7F form no UTF-8 sequence, or
// hardly any (an accented letter of Latin-1 followed by a symbol may
// happen to); "" for UTF-8, damaged UTF-8 included (a few invalid bytes
// among valid sequences: Parse replaces them, with a warning naming the
// line, rather than garble every valid letter).
func LegacyEncoding(data []byte) string {
	valid, invalid := 0, 0
	for i := 0; i < len(data); {
		if data[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size == 1 {
			invalid++
		} else {
			valid++
		}
		i += size
	}
	if invalid > 0 && invalid > 4*valid {
		return "Windows-1252"
	}
	return ""
}

// binaryAt reports whether data looks like a binary file rather than text,
// and the offset of the first byte that says so: a NUL byte, or many
// control characters and invalid UTF-8 sequences in the first 8 KB (the
// test git and file(1) make). A text document with a few damaged bytes is
// still text: Parse replaces them with warnings.
func binaryAt(data []byte) (int, bool) {
	head := data[:min(len(data), 8<<10)]
	if i := bytes.IndexByte(head, 0); i >= 0 {
		return i, true
	}
	bad, first := 0, -1
	for i := 0; i < len(head); {
		r, size := utf8.DecodeRune(head[i:])
		if (r == utf8.RuneError && size == 1) || (r < ' ' && r != '\n' && r != '\r' && r != '\t' && r != '\f') {
			bad++
			if first < 0 {
				first = i
			}
		}
		i += size
	}
	return first, bad > 0 && bad*10 > len(head)
}

// unwrapPath drops the *fs.PathError wrapper, whose path (relative to an
// fs.FS root) would repeat, less clearly, the name the caller prints.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// sortSources orders sources by name, the order of documents in the
// knowledge base.
func sortSources(srcs []corpus.Source) []corpus.Source {
	srcs = append([]corpus.Source(nil), srcs...)
	sort.Slice(srcs, func(i, j int) bool { return srcs[i].Name < srcs[j].Name })
	return srcs
}
