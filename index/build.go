package index

import (
	"cmp"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/mapping"
)

// Index is a searchable knowledge base. It is safe for concurrent use.
type Index struct {
	im        *mapping.IndexMappingImpl
	analyzers map[string]analysis.Analyzer
	// dir is where the index is on disk: the directory Build wrote or the
	// generation Load serves; "" in memory.
	dir string

	// shards are the Bleve indexes, a few sets each (see shard.go), and
	// ords[i] maps the positions of shard i's documents to entry ordinals;
	// parts say which documents each shard holds.
	shards []*shard
	bySize []int // shards' positions, largest first
	ords   [][]int32
	parts  []part
	closed atomic.Bool
	// batches bounds the documents of the shards' batches indexed at
	// once; words holds the words of the shards written, by fingerprint,
	// until they are opened (their documents' fields are gone by then).
	batches batchGate
	words   sync.Map

	entries []entry
	byID    map[string]int32
	facets  facetTable
	terms   *termTable
	vocab   *vocabulary
	// lex is the lexicon, merged from the shards' words in the background
	// once they are built, and waited for by the first search.
	lex      func() *lexicon
	termList []corpus.Term
	names    map[string][]string
	langs    []string // languages of the indexed documents, sorted
	// entryLangs are the entries' languages, as 1 + their index in
	// langs (0 for none), for rank.
	entryLangs []uint8
	// eras are the old rulebooks' eras, by document id; entryOld says
	// which entries are of old rules, for rank.
	eras     map[string]*Era
	entryOld []bool
	// entryCardData says which entries are the card data's, for
	// weighCardData: read from the entries, the document id of each of a
	// common word's tens of thousands of hits cost a tenth of a search.
	entryCardData []bool
	// entryOwner is, for a ruling, the ordinal of its card or section;
	// -1 for the other entries. ownerScores keeps the tables fold
	// looks owners' scores up in, between searches.
	entryOwner  []int32
	ownerScores sync.Pool
	sets        map[string]bool
	docs        map[string]bool
	// cards are the card records indexed, their entries from the
	// ordinal records on; recordFPs the fingerprints of their sets, by
	// key (from their inputs: see recordInputs). An index made from the
	// same records (a reload, Options.Reuse) takes both from this one.
	cards     *carddata.Cards
	records   int
	recordFPs map[string][]byte

	// counts holds the terms of every field and how many documents of the
	// whole index have each; fieldTerms are those of the analysed fields,
	// so that a query asks Bleve only for terms that exist, and can tell
	// common words from rare ones.
	counts     map[string]map[string]uint32
	fieldTerms map[string]map[string]uint32
	// sorted are the terms of the name fields in order, for prefixes.
	sorted map[string][]string

	// snippetTokens caches each entry's analysed text, filled the first
	// time the entry is shown.
	snippetTokens []atomic.Pointer[[]snippetToken]

	// matchPools keeps Bleve's document match pools between searches
	// (see collectShard).
	matchPools sync.Pool
	// hitBufs keeps buffers of hits between searches (see collect).
	hitBufs sync.Pool
	// termSlabs keeps the flat searchers' slabs of terms between the
	// searches of shards (see flatBuilder.newTerm).
	termSlabs sync.Pool
	// plain searches with Bleve's own searchers only (Options).
	plain bool
	// decode bounds what the shards keep decoded (see decodedPostings);
	// the zero value is the default. Tests change it before searching.
	decode decodeLimits
}

// Build indexes kb. The index lives in memory unless opts.Dir is set, in
// which case it is written there (the directory must not exist) and Close
// leaves it on disk; Load manages a directory of its own instead. The
// shards of opts.Reuse whose documents are unchanged are shared rather
// than built again. The context is checked between stages; Bleve's own
// indexing of a shard is not interruptible.
func Build(ctx context.Context, kb *corpus.KB, opts Options) (*Index, error) {
	if opts.Await != nil && opts.Dir == "" && opts.Reuse == nil {
		return buildAwaiting(ctx, kb, opts)
	}
	opts, err := opts.resolve(ctx)
	if err != nil {
		return nil, err
	}
	ix, docs, err := prepare(ctx, kb, opts)
	if err != nil {
		return nil, err
	}
	if opts.Dir != "" {
		if _, err := os.Stat(opts.Dir); err == nil {
			return nil, fmt.Errorf("index: %s already exists", opts.Dir)
		}
		if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
			return nil, fmt.Errorf("index: %w", err)
		}
	}
	shards, err := ix.makeShards(ctx, opts.Dir, docs, opts)
	if err != nil {
		return nil, err
	}
	ix.dir = opts.Dir
	if err := ix.finish(shards); err != nil {
		return nil, err
	}
	return ix, nil
}

// makeShards returns the shards of ix's documents: shared with those of
// opts.Reuse that hold the same documents, the others built in memory
// (dir "") or written to dir and opened.
func (ix *Index) makeShards(ctx context.Context, dir string, docs []indexDoc, opts Options) ([]*shard, error) {
	if dir != "" {
		if err := ix.writeShards(ctx, dir, docs, opts, nil); err != nil {
			return nil, err
		}
		return ix.openShards(dir, docs, reusable(opts.Reuse))
	}
	return shareOrMake(ctx, ix.parts, reusable(opts.Reuse), func(p part) (*shard, error) {
		return writeShard(ctx, "", ix.im, ix, docs, p, opts.docValues)
	})
}

// writeShards writes to dir, each in a directory of its own with its
// manifest, the shards that link (nil: none) does not link from an
// earlier generation.
func (ix *Index) writeShards(ctx context.Context, dir string, docs []indexDoc, opts Options, link func(p part, path string) bool) error {
	return eachOf(ctx, len(ix.parts), func(i int) error {
		p := ix.parts[i]
		path := filepath.Join(dir, shardName(p.fp))
		if link != nil && link(p, path) {
			return nil
		}
		if _, err := writeShard(ctx, path, ix.im, ix, docs, p, opts.docValues); err != nil {
			os.RemoveAll(path)
			return err
		}
		if err := writeSets(path, p.sets); err != nil {
			os.RemoveAll(path)
			return err
		}
		_, err := writeManifest(path, false)
		return err
	})
}

// openShards opens the shards in dir, but those of reuse, which are shared.
func (ix *Index) openShards(dir string, docs []indexDoc, reuse map[string]*shard) ([]*shard, error) {
	for _, p := range ix.parts {
		if _, err := os.Stat(filepath.Join(dir, shardName(p.fp))); err != nil {
			return nil, fmt.Errorf("index: %s: no shard %s: %w", dir, shardName(p.fp), ErrStale)
		}
	}
	defer ix.words.Clear() // the words of shards shared, not opened
	return shareOrMake(context.Background(), ix.parts, reuse, func(p part) (*shard, error) {
		return openShard(ix, filepath.Join(dir, shardName(p.fp)), p, docs)
	})
}

// Open opens an index that Build wrote to opts.Dir for the same knowledge
// base. An index written from other documents, aliases or by another
// version of this package is refused rather than served stale: the caller
// builds a new one.
func Open(ctx context.Context, kb *corpus.KB, opts Options) (*Index, error) {
	if opts.Dir == "" {
		return nil, errors.New("index: Open needs a directory")
	}
	opts, err := opts.resolve(ctx)
	if err != nil {
		return nil, err
	}
	ix, docs, err := prepare(ctx, kb, opts)
	if err != nil {
		return nil, err
	}
	if err := ix.open(opts.Dir, docs, nil); err != nil {
		return nil, err
	}
	return ix, nil
}

// open opens the shards in dir, checking that they hold docs, and builds
// what a search needs beside them. Those of reuse are shared instead. The
// shards are opened read-only: not even Bleve's merger writes to them, so
// that their files keep matching their manifests.
func (ix *Index) open(dir string, docs []indexDoc, reuse map[string]*shard) error {
	shards, err := ix.openShards(dir, docs, reuse)
	if err != nil {
		return err
	}
	ix.dir = dir
	return ix.finish(shards)
}

// ErrStale says that an index on disk was not built from the knowledge
// base at hand.
var ErrStale = errors.New("index was built from another knowledge base or version; rebuild it")

// fingerprintKey is where a shard stores the fingerprint of what it
// indexed.
const fingerprintKey = "arbitre.fingerprint"

// indexVersion changes whenever the mapping, the analysis or the layout
// changes, so that an index written by an older binary is not opened.
// The endings of inflection.json are part of the analysis: their digest
// is part of the version.
var indexVersion = "arbitre-index-3-" + fmt.Sprintf("%x", sha256.Sum256(inflectionJSON))[:12]

// finish takes shards as the index's and builds what a search needs
// beside them: the shards' documents mapped to entries, and the terms of
// the whole index.
func (ix *Index) finish(shards []*shard) error {
	ix.shards = shards
	// The largest shards are searched first, so that the goroutines
	// searching them finish together (a small shard last, not a large).
	ix.bySize = make([]int, len(shards))
	for i := range ix.bySize {
		ix.bySize[i] = i
	}
	slices.SortStableFunc(ix.bySize, func(a, b int) int { return len(shards[b].ids) - len(shards[a].ids) })
	ix.ords = make([][]int32, len(shards))
	for i, sh := range shards {
		ords := make([]int32, len(sh.ids))
		for j, id := range sh.ids {
			ord, ok := ix.byID[id]
			if !ok {
				ix.Close()
				return fmt.Errorf("index: shard %s holds %s, which is not indexed", sh.key, id)
			}
			ords[j] = ord
		}
		ix.ords[i] = ords
	}
	ix.counts = mergeCounts(shards)
	ix.fieldTerms = make(map[string]map[string]uint32)
	for _, s := range fieldSpecs {
		if !s.numeric && s.analyzer != analyzerKeyword {
			ix.fieldTerms[s.name] = ix.counts[s.name]
		}
	}
	ix.sorted = map[string][]string{}
	for _, f := range []string{fieldNameFold, fieldAlias} {
		ix.sorted[f] = slices.Sorted(maps.Keys(ix.counts[f]))
	}
	// The vocabulary of names is the terms of the name fields.
	names := slices.Clone(ix.sorted[fieldNameFold])
	for _, t := range ix.sorted[fieldAlias] {
		if _, ok := ix.counts[fieldNameFold][t]; !ok {
			names = append(names, t)
		}
	}
	ix.vocab = newWordVocabulary(names)
	words := make([]lexCounts, len(shards))
	at := make([][]int32, len(shards))
	for i, sh := range shards {
		words[i], at[i] = sh.words, ix.parts[i].docs
	}
	ix.lex = sync.OnceValue(func() *lexicon { return mergeLexicons(words, at, ix.termList, ix.names) })
	go ix.lex()
	return nil
}

// prepare derives from kb the index documents and every in-memory table
// of the index, without touching Bleve.
func prepare(ctx context.Context, kb *corpus.KB, opts Options) (*Index, []indexDoc, error) {
	ix, docs, _, err := prepareSets(ctx, kb, opts)
	return ix, docs, err
}

// prepareSets is prepare, also returning the sets the shards are laid out
// from.
func prepareSets(ctx context.Context, kb *corpus.KB, opts Options) (*Index, []indexDoc, []set, error) {
	if kb == nil {
		return nil, nil, nil, errors.New("index: nil knowledge base")
	}
	if !kb.Indexed() {
		return nil, nil, nil, errors.New("index: knowledge base without its lookups (call KB.Index)")
	}
	terms := opts.Terms
	if terms == nil {
		var err error
		if terms, err = corpus.Terms(); err != nil {
			return nil, nil, nil, fmt.Errorf("index: %w", err)
		}
	}
	im, err := newMapping()
	if err != nil {
		return nil, nil, nil, err
	}
	ix := &Index{
		im:        im,
		analyzers: make(map[string]analysis.Analyzer),
		sets:      make(map[string]bool),
		docs:      make(map[string]bool),
		plain:     opts.plainSearchers,
	}
	for _, s := range fieldSpecs {
		if _, ok := ix.analyzers[s.analyzer]; !ok && !s.numeric {
			a := im.AnalyzerNamed(s.analyzer)
			if a == nil {
				return nil, nil, nil, fmt.Errorf("index: analyzer %s not found", s.analyzer)
			}
			ix.analyzers[s.analyzer] = a
		}
	}
	if ix.terms, err = newTermTable(terms, ix.analyze); err != nil {
		return nil, nil, nil, err
	}

	made, known := reusedRecords(opts)
	docs, entries := indexDocsWith(kb, opts.Aliases, opts.Names, opts.Cards, !opts.oneShard, made)
	ix.entries = entries
	ix.byID = make(map[string]int32, len(docs))
	langs := map[string]bool{}
	for i := range docs {
		e := docs[i].entry
		if e.id == "" {
			return nil, nil, nil, fmt.Errorf("index: %s with an empty id in %s", e.kind, e.doc)
		}
		if _, dup := ix.byID[e.id]; dup {
			return nil, nil, nil, fmt.Errorf("index: id %q used twice (%s in %s)", e.id, e.kind, e.doc)
		}
		ix.byID[e.id] = int32(i)
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
	ix.entryLangs = entryLangs(ix.entries, ix.langs)
	if ix.eras, err = documentEras(kb); err != nil {
		return nil, nil, nil, err
	}
	ix.entryOld = make([]bool, len(ix.entries))
	ix.entryCardData = make([]bool, len(ix.entries))
	ix.entryOwner = make([]int32, len(ix.entries))
	for i := range ix.entries {
		e := &ix.entries[i]
		ix.entryOld[i] = ix.eras[e.doc] != nil
		ix.entryCardData[i] = e.doc == DocCardData
		ix.entryOwner[i] = -1
		if e.kind == KindRuling {
			if o, ok := ix.byID[cmp.Or(e.cardID, e.sectionID)]; ok {
				ix.entryOwner[i] = o
			}
		}
	}
	sets, err := setsOf(ctx, kb, docs, opts.oneShard, known)
	if err != nil {
		return nil, nil, nil, err
	}
	ix.cards, ix.records, ix.recordFPs = opts.Cards, len(entries)-cardDataDocCount(opts.Cards), recordFingerprints(sets)
	earlier := shardSets(opts.Reuse)
	if earlier == nil {
		earlier = opts.onDisk
	}
	ix.parts = layoutFrom(sets, earlier)
	ix.facets = newFacetTable(ix.entries)
	ix.termList, ix.names = terms, opts.Names
	ix.snippetTokens = make([]atomic.Pointer[[]snippetToken], len(ix.entries))
	if err := ctx.Err(); err != nil {
		return nil, nil, nil, err
	}
	return ix, docs, sets, nil
}

// reusedRecords are the card records' entries and their sets'
// fingerprints of opts.Reuse when it indexed the same records (nil
// otherwise): a reload of the same records (immutable once imported)
// takes them, and a notes document changed makes none again.
func reusedRecords(opts Options) ([]entry, map[string][]byte) {
	old := opts.Reuse
	if old == nil || opts.Cards == nil || old.cards != opts.Cards || opts.oneShard {
		return nil, nil
	}
	return old.entries[old.records:], old.recordFPs
}

// recordSetPrefix begins the key of a set of card records (see setsOf).
const recordSetPrefix = "carddata:"

// recordFingerprints are the fingerprints of the card records' sets, by
// key.
func recordFingerprints(sets []set) map[string][]byte {
	fps := map[string][]byte{}
	for _, s := range sets {
		if strings.HasPrefix(s.key, recordSetPrefix) {
			fps[s.key] = s.fp
		}
	}
	return fps
}

// Close releases the index. An index built in memory is gone; one built in
// a directory stays there. Shards shared with another index (Options.Reuse)
// are closed with the last index using them.
func (ix *Index) Close() error {
	if ix == nil || ix.shards == nil || ix.closed.Swap(true) {
		return nil
	}
	if ix.lex != nil {
		ix.lex() // the lexicon's goroutine ends with the index
	}
	return releaseShards(ix.shards)
}

// Len is the number of indexed documents.
func (ix *Index) Len() int { return len(ix.entries) }

// Shards is the number of Bleve indexes the index is made of (see
// shard.go).
func (ix *Index) Shards() int { return len(ix.shards) }

// SharedShards is how many of ix's shards it shares with other, an index
// it was built from (Options.Reuse) or one built from it.
func (ix *Index) SharedShards(other *Index) int {
	if other == nil {
		return 0
	}
	n := 0
	for _, a := range ix.shards {
		if slices.Contains(other.shards, a) {
			n++
		}
	}
	return n
}

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
	if ix.shards == nil || ix.closed.Load() {
		return s
	}
	if ix.dir == "" {
		for _, sh := range ix.shards {
			if adv, err := sh.bi.Advanced(); err == nil {
				if m, ok := adv.(interface{ MemoryUsed() uint64 }); ok {
					s.MemoryBytes += int64(m.MemoryUsed())
				}
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
	terms := ix.sorted[fieldAlias]
	i := sort.SearchStrings(terms, prefix)
	if i < len(terms) && terms[i] == prefix {
		i++
	}
	return i < len(terms) && strings.HasPrefix(terms[i], prefix)
}

// docFreq is how many documents hold term in field (0 for a field without
// a term list).
func (ix *Index) docFreq(field, term string) int {
	return int(ix.fieldTerms[field][term])
}
