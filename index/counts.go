package index

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	bindex "github.com/blevesearch/bleve_index_api"
)

// countsName is the file, in a shard's directory, that keeps the terms of
// every field and how many of its documents hold each (shard.counts), as
// the shard's dictionaries give them: a reopened index reads them rather
// than walking every dictionary of every shard, which was a fifth of a
// full-size reopen's processor time. The shard's manifest checksums it
// with Bleve's files.
const countsName = "arbitre-counts"

// countsMagic begins a counts file; its version changes with the layout.
const countsMagic = "arbitre-counts-1\n"

// termCounts reads the terms of every field of r and how many documents
// hold each, Bleve's own fields (_id, _all) aside.
func termCounts(r bindex.IndexReader) (map[string]map[string]uint32, error) {
	fields, err := r.Fields()
	if err != nil {
		return nil, fmt.Errorf("index: fields: %w", err)
	}
	counts := make(map[string]map[string]uint32, len(fields))
	for _, f := range fields {
		if strings.HasPrefix(f, "_") {
			continue
		}
		d, err := r.FieldDict(f)
		if err != nil {
			return nil, fmt.Errorf("index: terms of %s: %w", f, err)
		}
		terms := make(map[string]uint32)
		for {
			e, err := d.Next()
			if err != nil {
				d.Close()
				return nil, fmt.Errorf("index: terms of %s: %w", f, err)
			}
			if e == nil {
				break
			}
			terms[e.Term] = uint32(e.Count)
		}
		d.Close()
		counts[f] = terms
	}
	return counts, nil
}

// writeCounts writes counts to dir's counts file, fields and terms in
// order (the same counts, the same bytes).
func writeCounts(dir string, counts map[string]map[string]uint32) error {
	b := append([]byte(nil), countsMagic...)
	fields := slices.Sorted(func(yield func(string) bool) {
		for f := range counts {
			if !yield(f) {
				return
			}
		}
	})
	b = binary.AppendUvarint(b, uint64(len(fields)))
	for _, f := range fields {
		terms := counts[f]
		b = appendString(b, f)
		b = binary.AppendUvarint(b, uint64(len(terms)))
		keys := make([]string, 0, len(terms))
		for t := range terms {
			keys = append(keys, t)
		}
		slices.Sort(keys)
		for _, t := range keys {
			b = binary.AppendUvarint(appendString(b, t), uint64(terms[t]))
		}
	}
	// Its own checksum, as the words file's.
	sum := sha256.Sum256(b)
	b = append(b, sum[:]...)
	if err := os.WriteFile(filepath.Join(dir, countsName), b, 0o644); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	return nil
}

// errNoCounts: a shard written before counts files were.
var errNoCounts = errors.New("no counts file")

// readCounts reads dir's counts file (errNoCounts when there is none).
func readCounts(dir string) (map[string]map[string]uint32, error) {
	return readShardFile(dir, countsName, errNoCounts, decodeCounts)
}

// decodeCounts decodes what writeCounts wrote; the terms share one copy
// of the file's bytes.
func decodeCounts(b []byte) (map[string]map[string]uint32, error) {
	body, err := shardFileBody(b, countsMagic, "counts")
	if err != nil {
		return nil, err
	}
	r := wordsReader{buf: body, all: string(body)}
	nf := r.uvarint()
	if nf > uint64(len(r.buf)) {
		return nil, errors.New("field count beyond the file")
	}
	counts := make(map[string]map[string]uint32, nf)
	for range nf {
		f := r.string()
		nt := r.uvarint()
		if nt > uint64(len(r.buf)) {
			return nil, errors.New("term count beyond the file")
		}
		terms := make(map[string]uint32, nt)
		for range nt {
			t := r.string()
			terms[t] = uint32(r.uvarint())
		}
		counts[f] = terms
	}
	if r.err != nil {
		return nil, r.err
	}
	if len(r.buf) != 0 {
		return nil, errors.New("bytes after the last term")
	}
	return counts, nil
}
