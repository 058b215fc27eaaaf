package index

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/arbitre/arbitre/corpus"
	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	bindex "github.com/blevesearch/bleve_index_api"
)

// Index is a searchable knowledge base. It is safe for concurrent use.
type Index struct {
	bi        bleve.Index
	im        *mapping.IndexMappingImpl
	analyzers map[string]analysis.Analyzer
	dir       string

	entries []entry
	byID    map[string]int32
	facets  facetTable
	terms   *termTable
	vocab   *vocabulary
	// lex is the lexicon, built beside Bleve's indexing (it takes tens
	// of milliseconds) and waited for by the first search.
	lex   func() *lexicon
	langs []string // languages of the indexed documents, sorted
	sets  map[string]bool
	docs  map[string]bool

	// fieldTerms holds the terms of every analysed field and how many
	// documents have each, so that a query asks Bleve only for terms that
	// exist, and can tell common words from rare ones.
	fieldTerms map[string]map[string]uint32
	// aliasTerms are the alias field's terms in order, for prefix tests.
	aliasTerms []string

	// snippetTokens caches each entry's analysed text, filled the first
	// time the entry is shown.
	snippetTokens []atomic.Pointer[[]snippetToken]

	// docMap maps Bleve's document numbers to entry ordinals for the
	// snapshot it was computed on; see docMapFor.
	docMap   atomic.Pointer[docMap]
	docMapMu sync.Mutex
}

// batchDocs is how many documents go to Bleve in one batch.
const batchDocs = 10_000

// Build indexes kb. The index lives in memory unless opts.Dir is set, in
// which case it is written there (the directory must not exist) and Close
// leaves it on disk; Load manages a directory of its own instead. The
// context is checked between stages; Bleve's own indexing is not
// interruptible.
func Build(ctx context.Context, kb *corpus.KB, opts Options) (*Index, error) {
	ix, docs, err := prepare(ctx, kb, opts)
	if err != nil {
		return nil, err
	}
	if opts.Dir != "" {
		if _, err := os.Stat(opts.Dir); err == nil {
			return nil, fmt.Errorf("index: %s already exists", opts.Dir)
		}
	}
	if err := ix.write(ctx, opts.Dir, docs, opts); err != nil {
		return nil, err
	}
	if err := ix.finish(); err != nil {
		return nil, err
	}
	return ix, nil
}

// write indexes docs with Bleve, in memory (dir "") or in dir, and leaves
// the Bleve index open in ix.bi.
func (ix *Index) write(ctx context.Context, dir string, docs []indexDoc, opts Options) error {
	bi, err := bleve.NewUsing(dir, ix.im, scorch.Name, scorch.Name, nil)
	if err != nil {
		return fmt.Errorf("index: creating: %w", err)
	}
	ix.bi, ix.dir = bi, dir
	// Documents go to Bleve in batches: a batch holds its documents
	// analysed, and one batch of a large corpus would hold them all at
	// once (a corpus of 100,000 documents peaked at 2.6 GB). Each batch is
	// a segment; few enough stay that searches do not suffer.
	b := bi.NewBatch()
	for i := range docs {
		if err := b.IndexAdvanced(bleveDocument(ix.analyzers, &docs[i], opts.docValues)); err != nil {
			ix.Close()
			return fmt.Errorf("index: %s: %w", docs[i].id, err)
		}
		if b.Size() >= batchDocs && i+1 < len(docs) {
			if err := bi.Batch(b); err != nil {
				ix.Close()
				return fmt.Errorf("index: indexing: %w", err)
			}
			b.Reset()
			if err := ctx.Err(); err != nil {
				ix.Close()
				return err
			}
		}
	}
	b.SetInternal([]byte(fingerprintKey), fingerprint(docs))
	if err := bi.Batch(b); err != nil {
		ix.Close()
		return fmt.Errorf("index: indexing: %w", err)
	}
	if err := ctx.Err(); err != nil {
		ix.Close()
		return err
	}
	return nil
}

// Open opens an index that Build wrote to opts.Dir for the same knowledge
// base. An index written from other documents, aliases or by another
// version of this package is refused rather than served stale: the caller
// builds a new one.
func Open(ctx context.Context, kb *corpus.KB, opts Options) (*Index, error) {
	if opts.Dir == "" {
		return nil, errors.New("index: Open needs a directory")
	}
	ix, docs, err := prepare(ctx, kb, opts)
	if err != nil {
		return nil, err
	}
	if err := ix.open(opts.Dir, docs, false); err != nil {
		return nil, err
	}
	return ix, nil
}

// open opens the Bleve index in dir, checks that it holds docs, and builds
// what a search needs beside it. A read-only index is never written to, not
// even by Bleve's merger, so that its files keep matching their manifest.
func (ix *Index) open(dir string, docs []indexDoc, readOnly bool) error {
	// A directory another process has open for writing is locked; wait a
	// little for it rather than forever.
	cfg := map[string]any{"bolt_timeout": "2s"}
	if readOnly {
		cfg["read_only"] = true
	}
	bi, err := bleve.OpenUsing(dir, cfg)
	if err != nil {
		return fmt.Errorf("index: opening %s: %w", dir, err)
	}
	ix.bi, ix.dir = bi, dir
	ix.docMap.Store(nil)
	got, err := bi.GetInternal([]byte(fingerprintKey))
	if err != nil {
		ix.Close()
		return fmt.Errorf("index: opening %s: %w", dir, err)
	}
	if !bytes.Equal(got, fingerprint(docs)) {
		ix.Close()
		return fmt.Errorf("index: %s: %w", dir, ErrStale)
	}
	if n, err := bi.DocCount(); err != nil || n != uint64(len(docs)) {
		ix.Close()
		return fmt.Errorf("index: %s holds %d documents, want %d: %w", dir, n, len(docs), ErrStale)
	}
	return ix.finish()
}

// ErrStale says that an index on disk was not built from the knowledge
// base at hand.
var ErrStale = errors.New("index was built from another knowledge base or version; rebuild it")

// fingerprintKey is where Build stores the fingerprint of what it indexed.
const fingerprintKey = "arbitre.fingerprint"

// indexVersion changes whenever the mapping or the analysis changes, so
// that an index written by an older binary is not opened.
const indexVersion = "arbitre-index-1"

// fingerprint identifies the documents of an index: every field of every
// document, in order, and the index version.
//
// The bytes are appended by hand, as fmt.Fprintf("\x00%s\x00%s") per
// document and ("\x01%s\x02%s\x02%g") per field would write them (so that
// indexes written before still open): Fprintf took a tenth of a start's
// index build.
func fingerprint(docs []indexDoc) []byte {
	h := sha256.New()
	io.WriteString(h, indexVersion)
	var b []byte
	for i := range docs {
		d := &docs[i]
		b = append(b[:0], 0)
		b = append(b, d.id...)
		b = append(b, 0)
		b = append(b, d.kind...)
		for _, f := range d.fields {
			b = append(b, 1)
			b = append(b, f.name...)
			b = append(b, 2)
			b = append(b, f.text...)
			b = append(b, 2)
			b = strconv.AppendFloat(b, f.num, 'g', -1, 64)
		}
		h.Write(b)
	}
	return h.Sum(nil)
}

// finish builds what a search needs beside the Bleve index itself.
func (ix *Index) finish() error {
	if _, err := ix.docMapFor(nil); err != nil {
		ix.Close()
		return err
	}
	if err := ix.loadTerms(); err != nil {
		ix.Close()
		return err
	}
	return nil
}

// prepare derives from kb the index documents and every in-memory table
// of the index, without touching Bleve.
func prepare(ctx context.Context, kb *corpus.KB, opts Options) (*Index, []indexDoc, error) {
	if kb == nil {
		return nil, nil, errors.New("index: nil knowledge base")
	}
	if !kb.Indexed() {
		return nil, nil, errors.New("index: knowledge base without its lookups (call KB.Index)")
	}
	terms := opts.Terms
	if terms == nil {
		var err error
		if terms, err = corpus.Terms(); err != nil {
			return nil, nil, fmt.Errorf("index: %w", err)
		}
	}
	im, err := newMapping()
	if err != nil {
		return nil, nil, err
	}
	ix := &Index{
		im:        im,
		analyzers: make(map[string]analysis.Analyzer),
		dir:       opts.Dir,
		sets:      make(map[string]bool),
		docs:      make(map[string]bool),
	}
	for _, s := range fieldSpecs {
		if _, ok := ix.analyzers[s.analyzer]; !ok && !s.numeric {
			a := im.AnalyzerNamed(s.analyzer)
			if a == nil {
				return nil, nil, fmt.Errorf("index: analyzer %s not found", s.analyzer)
			}
			ix.analyzers[s.analyzer] = a
		}
	}
	if ix.terms, err = newTermTable(terms, ix.analyze); err != nil {
		return nil, nil, err
	}

	docs := indexDocs(kb, opts.Aliases, opts.Names)
	ix.entries = make([]entry, len(docs))
	ix.byID = make(map[string]int32, len(docs))
	langs := map[string]bool{}
	for i := range docs {
		e := docs[i].entry
		if e.id == "" {
			return nil, nil, fmt.Errorf("index: %s with an empty id in %s", e.kind, e.doc)
		}
		if _, dup := ix.byID[e.id]; dup {
			return nil, nil, fmt.Errorf("index: id %q used twice (%s in %s)", e.id, e.kind, e.doc)
		}
		ix.byID[e.id] = int32(i)
		ix.entries[i] = e
		langs[e.lang] = true
		ix.sets[e.set] = true
		ix.docs[e.doc] = true
	}
	for _, d := range kb.Documents {
		langs[d.Lang] = true
		ix.sets[d.Set] = true
		ix.docs[d.ID] = true
	}
	delete(langs, "")
	ix.langs = slices.Sorted(maps.Keys(langs))
	ix.facets = newFacetTable(ix.entries)
	ix.vocab = newVocabulary(docs, ix.analyze)
	ix.lex = sync.OnceValue(func() *lexicon { return newLexicon(docs, terms, opts.Names) })
	go ix.lex()
	ix.snippetTokens = make([]atomic.Pointer[[]snippetToken], len(ix.entries))
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	return ix, docs, nil
}

// Close releases the index. An index built in memory is gone; one built in
// a directory stays there.
func (ix *Index) Close() error {
	if ix == nil || ix.bi == nil {
		return nil
	}
	if ix.lex != nil {
		ix.lex() // the lexicon's goroutine ends with the index
	}
	err := ix.bi.Close()
	ix.bi = nil
	return err
}

// Len is the number of indexed documents.
func (ix *Index) Len() int { return len(ix.entries) }

// Stats describes the built index.
type Stats struct {
	Documents int            `json:"documents"`
	ByKind    map[string]int `json:"by_kind"`
	// MemoryBytes is Bleve's account of the memory its segments use, for
	// an index in memory; DiskBytes the size of the index directory, for
	// one on disk.
	MemoryBytes int64 `json:"memory_bytes"`
	DiskBytes   int64 `json:"disk_bytes"`
}

// Stats reports the index's size.
func (ix *Index) Stats() Stats {
	s := Stats{Documents: len(ix.entries), ByKind: map[string]int{}}
	for _, e := range ix.entries {
		s.ByKind[e.kind]++
	}
	if ix.bi == nil {
		return s
	}
	if ix.dir == "" {
		if adv, err := ix.bi.Advanced(); err == nil {
			if m, ok := adv.(interface{ MemoryUsed() uint64 }); ok {
				s.MemoryBytes = int64(m.MemoryUsed())
			}
		}
	} else {
		filepath.WalkDir(ix.dir, func(_ string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				if info, err := d.Info(); err == nil {
					s.DiskBytes += info.Size()
				}
			}
			return nil
		})
	}
	return s
}

// docMap maps the global document numbers of one Bleve snapshot to entry
// ordinals. Scorch numbers documents in the order analysis finished, and
// renumbers them when it merges segments, so the map records which segments
// it was made for and is rebuilt when they change.
type docMap struct {
	segs []uint64
	ords []int32 // document number → ordinal, -1 for none
}

// segmentsOf lists the segment ids of a scorch snapshot; nil for any other
// reader, whose documents are then looked up one by one.
func segmentsOf(r bindex.IndexReader) []uint64 {
	snap, ok := r.(*scorch.IndexSnapshot)
	if !ok {
		return nil
	}
	segs := snap.Segments()
	ids := make([]uint64, len(segs))
	for i, s := range segs {
		ids[i] = s.Id()
	}
	return ids
}

// docMapFor returns the document map for reader r (nil: a fresh reader).
func (ix *Index) docMapFor(r bindex.IndexReader) (*docMap, error) {
	if r != nil {
		if m := ix.docMap.Load(); m != nil && slices.Equal(m.segs, segmentsOf(r)) {
			return m, nil
		}
	}
	ix.docMapMu.Lock()
	defer ix.docMapMu.Unlock()
	if r == nil {
		adv, err := ix.bi.Advanced()
		if err != nil {
			return nil, fmt.Errorf("index: %w", err)
		}
		rr, err := adv.Reader()
		if err != nil {
			return nil, fmt.Errorf("index: opening reader: %w", err)
		}
		defer rr.Close()
		r = rr
	}
	segs := segmentsOf(r)
	if m := ix.docMap.Load(); m != nil && segs != nil && slices.Equal(m.segs, segs) {
		return m, nil
	}
	all, err := r.DocIDReaderAll()
	if err != nil {
		return nil, fmt.Errorf("index: listing documents: %w", err)
	}
	defer all.Close()
	m := &docMap{segs: segs}
	for {
		id, err := all.Next()
		if err != nil {
			return nil, fmt.Errorf("index: listing documents: %w", err)
		}
		if id == nil {
			break
		}
		ext, err := r.ExternalID(id)
		if err != nil {
			return nil, fmt.Errorf("index: document id: %w", err)
		}
		ord, ok := ix.byID[ext]
		if !ok {
			continue // Bleve's own internal documents
		}
		n := id.Value()
		for uint64(len(m.ords)) <= n {
			m.ords = append(m.ords, -1)
		}
		m.ords[n] = ord
	}
	if segs != nil {
		ix.docMap.Store(m)
	}
	return m, nil
}

// loadTerms reads the term dictionaries of the analysed fields.
func (ix *Index) loadTerms() error {
	adv, err := ix.bi.Advanced()
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	r, err := adv.Reader()
	if err != nil {
		return fmt.Errorf("index: opening reader: %w", err)
	}
	defer r.Close()
	ix.fieldTerms = make(map[string]map[string]uint32)
	for _, s := range fieldSpecs {
		if s.numeric || s.analyzer == analyzerKeyword {
			continue
		}
		d, err := r.FieldDict(s.name)
		if err != nil {
			return fmt.Errorf("index: terms of %s: %w", s.name, err)
		}
		terms := make(map[string]uint32)
		for {
			e, err := d.Next()
			if err != nil {
				d.Close()
				return fmt.Errorf("index: terms of %s: %w", s.name, err)
			}
			if e == nil {
				break
			}
			terms[e.Term] = uint32(e.Count)
		}
		d.Close()
		ix.fieldTerms[s.name] = terms
	}
	ix.aliasTerms = slices.Sorted(maps.Keys(ix.fieldTerms[fieldAlias]))
	return nil
}

// hasTerm reports whether an analysed field holds term; any other field is
// assumed to.
func (ix *Index) hasTerm(field, term string) bool {
	terms, ok := ix.fieldTerms[field]
	if !ok {
		return true
	}
	_, ok = terms[term]
	return ok
}

// hasPrefix reports whether the alias field holds a term starting with
// prefix (one that is not the prefix itself).
func (ix *Index) hasPrefix(field, prefix string) bool {
	if field != fieldAlias {
		return true
	}
	i := sort.SearchStrings(ix.aliasTerms, prefix)
	if i < len(ix.aliasTerms) && ix.aliasTerms[i] == prefix {
		i++
	}
	return i < len(ix.aliasTerms) && strings.HasPrefix(ix.aliasTerms[i], prefix)
}

// docFreq is how many documents hold term in field (0 for a field without
// a term list).
func (ix *Index) docFreq(field, term string) int {
	return int(ix.fieldTerms[field][term])
}
