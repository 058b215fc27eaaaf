package index

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// wordsName is the file, in a shard's directory, that keeps the words
// of its documents (lexCounts) as writeShard counted them: a reopened
// index reads them rather than making every document's fields again to
// count them, which was most of a reopen. The shard's manifest
// checksums it with Bleve's files.
const wordsName = "arbitre-words"

// wordsMagic begins a words file; its version changes with the layout.
const wordsMagic = "arbitre-words-1\n"

// writeWords writes lc to dir's words file.
func writeWords(dir string, lc lexCounts) error {
	b := make([]byte, 0, 32*len(lc)+len(wordsMagic))
	b = append(b, wordsMagic...)
	b = binary.AppendUvarint(b, uint64(len(lc)))
	for k, w := range lc {
		b = appendString(b, k)
		b = appendString(b, w.shown)
		b = append(b, w.langs)
		b = binary.AppendUvarint(b, uint64(w.n))
		b = binary.AppendUvarint(b, uint64(w.first))
	}
	// Its own checksum, beside the manifest's: a file garbled before the
	// manifest was written is still refused.
	sum := sha256.Sum256(b)
	b = append(b, sum[:]...)
	if err := os.WriteFile(filepath.Join(dir, wordsName), b, 0o644); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	return nil
}

func appendString(b []byte, s string) []byte {
	return append(binary.AppendUvarint(b, uint64(len(s))), s...)
}

// errNoWords: a shard written before words files were.
var errNoWords = errors.New("no words file")

// readWords reads dir's words file (errNoWords when there is none).
func readWords(dir string) (lexCounts, error) {
	return readShardFile(dir, wordsName, errNoWords, decodeWords)
}

// readShardFile reads and decodes one of the files a shard keeps beside
// its Bleve index: none is errNone (a shard written before the file
// was); one that does not decode is ErrCorrupt, named.
func readShardFile[T any](dir, name string, errNone error, decode func([]byte) (T, error)) (T, error) {
	var zero T
	b, err := os.ReadFile(filepath.Join(dir, name))
	if errors.Is(err, os.ErrNotExist) {
		return zero, errNone
	}
	if err != nil {
		return zero, fmt.Errorf("index: %w", err)
	}
	v, err := decode(b)
	if err != nil {
		return zero, fmt.Errorf("index: %s: %w: %w", filepath.Join(dir, name), ErrCorrupt, err)
	}
	return v, nil
}

// shardFileBody checks the framing of a file readShardFile reads (its
// version's magic first, a SHA-256 of all before it last) and returns
// what lies between.
func shardFileBody(b []byte, magic, what string) ([]byte, error) {
	if len(b) < len(magic)+sha256.Size || string(b[:len(magic)]) != magic {
		return nil, fmt.Errorf("not a %s file of this version", what)
	}
	b, sum := b[:len(b)-sha256.Size], b[len(b)-sha256.Size:]
	if s := sha256.Sum256(b); string(s[:]) != string(sum) {
		return nil, errors.New("checksum mismatch")
	}
	return b[len(magic):], nil
}

// decodeWords decodes what writeWords wrote. The words' strings share
// one copy of the file's bytes.
func decodeWords(b []byte) (lexCounts, error) {
	body, err := shardFileBody(b, wordsMagic, "words")
	if err != nil {
		return nil, err
	}
	r := wordsReader{buf: body, all: string(body)}
	n := r.uvarint()
	if n > uint64(len(r.buf)) {
		return nil, errors.New("word count beyond the file")
	}
	lc := make(lexCounts, n)
	words := make([]lexWord, n)
	for i := range words {
		k := r.string()
		w := &words[i]
		w.shown = r.string()
		w.langs = r.byte()
		w.n = int32(r.uvarint())
		w.first = int32(r.uvarint())
		lc[k] = w
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(r.buf) != 0 {
		return nil, errors.New("bytes after the last word")
	}
	return lc, nil
}

// wordsReader reads a words file's values, its strings as substrings of
// all (the same bytes as buf, once converted).
type wordsReader struct {
	buf []byte
	all string
	err error
}

func (r *wordsReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.buf)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.buf = r.buf[n:]
	return v
}

func (r *wordsReader) byte() byte {
	if len(r.buf) == 0 {
		r.fail()
		return 0
	}
	c := r.buf[0]
	r.buf = r.buf[1:]
	return c
}

func (r *wordsReader) string() string {
	n := r.uvarint()
	if n > uint64(len(r.buf)) {
		r.fail()
		return ""
	}
	at := len(r.all) - len(r.buf)
	r.buf = r.buf[n:]
	return r.all[at : at+int(n)]
}

func (r *wordsReader) fail() {
	if r.err == nil {
		r.err = errors.New("truncated")
	}
	r.buf = nil
}

// setsName is the file, in a shard's directory, that lists the
// fingerprints of its sets, one a line in hexadecimal: a new process
// lays the shards out as the generation in use does (readLayout), which
// after a reload is not the layout by bucket.
const setsName = "arbitre-sets"

// writeSets writes the fingerprints of a shard's sets to its directory.
func writeSets(dir string, sets [][]byte) error {
	var b []byte
	for _, fp := range sets {
		b = append(hex.AppendEncode(b, fp), '\n')
	}
	if err := os.WriteFile(filepath.Join(dir, setsName), b, 0o644); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	return nil
}

// readLayout lists the sets of the shards of the generation in use in
// dir, the shards in the order of their directories' names; nil when
// there is none, or a shard does not say. What it reads is not checked
// here: a layout read wrong only makes the generation not match the
// documents (ErrStale), and a new one is written.
func readLayout(dir string) [][][]byte {
	gen, _, err := readCurrent(dir)
	if err != nil {
		return nil
	}
	shards, err := filepath.Glob(filepath.Join(dir, gen, shardPrefix+"*"))
	if err != nil || len(shards) == 0 {
		return nil
	}
	slices.Sort(shards)
	out := make([][][]byte, 0, len(shards))
	for _, sh := range shards {
		b, err := os.ReadFile(filepath.Join(sh, setsName))
		if err != nil {
			return nil
		}
		var sets [][]byte
		for _, line := range strings.Fields(string(b)) {
			fp, err := hex.DecodeString(line)
			if err != nil {
				return nil
			}
			sets = append(sets, fp)
		}
		out = append(out, sets)
	}
	return out
}
