package carddata

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ulikunitz/xz"
)

// Compressions told by their first bytes.
const (
	compNone  = ""
	compGzip  = "gzip"
	compBzip2 = "bzip2"
	compXz    = "xz"
	compZip   = "zip"
	compZstd  = "zstd"
	comp7z    = "7z"
)

// magics are the first bytes of each compressed format.
var magics = []struct {
	comp  string
	magic []byte
}{
	{compGzip, []byte{0x1f, 0x8b}},
	{compBzip2, []byte("BZh")},
	{compXz, []byte{0xfd, '7', 'z', 'X', 'Z', 0}},
	{compZip, []byte("PK\x03\x04")},
	{compZip, []byte("PK\x05\x06")}, // an empty archive
	{compZstd, []byte{0x28, 0xb5, 0x2f, 0xfd}},
	{comp7z, []byte{'7', 'z', 0xbc, 0xaf, 0x27, 0x1c}},
}

// compression tells the compression of a file from its first bytes.
func compression(head []byte) string {
	for _, m := range magics {
		if bytes.HasPrefix(head, m.magic) {
			return m.comp
		}
	}
	return compNone
}

// errZipStream is a zip archive given as a stream: its directory is at
// its end, so it needs a file.
var errZipStream = errors.New("a zip archive is read from a file (ReadFile, ScanFile), not a stream")

// decompress returns the uncompressed content of br, told by its first
// bytes. A zip archive is not a stream and is refused.
func decompress(br *bufio.Reader) (io.Reader, error) {
	head, _ := br.Peek(8) // a shorter file is told below, or by the JSON
	switch c := compression(head); c {
	case compNone:
		return br, nil
	case compGzip:
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("gzip: %w", err)
		}
		return zr, nil
	case compBzip2:
		return bzip2.NewReader(br), nil
	case compXz:
		// The standard library has no xz reader; ulikunitz/xz is pure
		// Go and streams, as MTGJSON's AllPrintings.json.xz needs.
		zr, err := xz.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("xz: %w", err)
		}
		return zr, nil
	case compZip:
		return nil, errZipStream
	default:
		return nil, fmt.Errorf("%s compression is not read: use gzip, bzip2, xz or zip", c)
	}
}

// jsonStart checks that r begins, after white space, with an object or an
// array, so that a file of another kind (CSV, HTML, a binary) is told as
// such rather than as a JSON syntax error deep inside.
func jsonStart(r *bufio.Reader) error {
	for i := 0; ; i++ {
		b, err := r.Peek(i + 1)
		if err == io.EOF {
			return errors.New("unknown format: empty, not JSON")
		}
		if err != nil {
			return err
		}
		switch c := b[i]; c {
		case ' ', '\t', '\n', '\r':
			continue
		case '{', '[':
			return nil
		case 0xef: // a UTF-8 byte-order mark, which encoding/json refuses
			return errors.New("unknown format: starts with a byte-order mark; JSON has none")
		default:
			more, _ := r.Peek(i + 16)
			return fmt.Errorf("unknown format: starts with %q, not JSON: neither a Scryfall card array nor an MTGJSON object", head(more[i:]))
		}
	}
}

func head(b []byte) string {
	if len(b) > 16 {
		b = b[:16]
	}
	return string(b)
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// countingReaderAt counts the bytes read through it, for a zip archive.
type countingReaderAt struct {
	r io.ReaderAt
	n int64
}

func (c *countingReaderAt) ReadAt(p []byte, off int64) (int, error) {
	n, err := c.r.ReadAt(p, off)
	c.n += int64(n)
	return n, err
}

// zipMembers are the JSON members of a zip archive, in order.
func zipMembers(zr *zip.Reader) ([]*zip.File, error) {
	var out []*zip.File
	for _, f := range zr.File {
		if !f.FileInfo().IsDir() && strings.HasSuffix(strings.ToLower(f.Name), ".json") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		var names []string
		for _, f := range zr.File {
			names = append(names, f.Name)
		}
		return nil, fmt.Errorf("the zip archive holds no .json file (%d members: %s)", len(names), strings.Join(names, ", "))
	}
	return out, nil
}

// ScanFile reads the file at path as Scan does; a zip archive's .json
// members are read in order.
func ScanFile(path string, opts ScanOptions, v Visitor) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("carddata: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("carddata: %w", err)
	}
	cr := &countingReader{r: f}
	br := bufio.NewReaderSize(cr, 1<<16)
	head, _ := br.Peek(8)
	if compression(head) != compZip {
		s := newScanner(path, st.Size(), opts, v)
		s.count = func() int64 { return cr.n }
		return s.scan(br)
	}
	ra := &countingReaderAt{r: f}
	zr, err := zip.NewReader(ra, st.Size())
	if err != nil {
		return &Error{File: path, Err: fmt.Errorf("zip: %w", err)}
	}
	members, err := zipMembers(zr)
	if err != nil {
		return &Error{File: path, Err: err}
	}
	for _, m := range members {
		if err := scanMember(path, st.Size(), ra, m, opts, v); err != nil {
			return err
		}
	}
	return nil
}

// scanMember reads one member of a zip archive.
func scanMember(path string, size int64, ra *countingReaderAt, m *zip.File, opts ScanOptions, v Visitor) error {
	rc, err := m.Open()
	if err != nil {
		return &Error{File: path, Member: m.Name, Err: fmt.Errorf("zip: %w", err)}
	}
	defer rc.Close()
	s := newScanner(path, size, opts, v)
	s.member = m.Name
	s.count = func() int64 { return ra.n }
	return s.scan(bufio.NewReaderSize(rc, 1<<16))
}
