package index

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"maps"
	"math"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/arbitre/arbitre/corpus"
	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search/query"
	bindex "github.com/blevesearch/bleve_index_api"
)

// The index is split into shards, Bleve indexes of a few sets each: the
// documents of a set in one language always go to the same shard.
// A corpus indexed whole is laid out in at most shardBuckets buckets, a
// set in the bucket its key hashes to, and a bucket of more than
// shardMaxDocs documents in as few shards as keep each within it (the
// card records' sets in recordBuckets buckets of their own, bounded by
// recordShardMaxDocs); an
// index built from an earlier one (Options.Reuse) keeps the earlier
// shards whose sets are unchanged and lays the added or changed sets out
// apart, so that adding a set builds that set's shard only (see layout). On disk, the shards of an earlier
// generation are linked rather than written again (see Load). Shards are
// built concurrently, a few at a time, and each is small, so that a large
// corpus is never held analysed all at once.
//
// A search runs on every shard, but is scored as one index would score it:
// each shard is read through a globalReader that gives Bleve the corpus-wide
// document count and term counts (idf), and the corpus-wide term list for
// prefix and numeric expansions. A document thus scores the same whatever
// the layout, and the results are those of a single index.

// shardPrefix names a shard's directory inside a generation (or inside
// the directory Build writes): shard-<fingerprint>.
const shardPrefix = "shard-"

// shard is one Bleve index over the documents of one set. It is immutable
// once built, and may be shared by successive Index values (refs).
type shard struct {
	key  string   // the sets (or documents) whose documents it holds
	fp   []byte   // fingerprint of its documents
	sets [][]byte // fingerprints of its sets
	ids  []string // the ids of its documents, in knowledge-base order
	bi   bleve.Index
	dir  string // "" in memory
	refs atomic.Int32

	// counts are the terms of every field and how many of the shard's
	// documents hold each; words are the words of its documents, for the
	// lexicon.
	counts map[string]map[string]uint32
	words  lexCounts
	// names are the terms of the name fields in order, for prefixes.
	names map[string][]string
	// docMap maps Bleve's document numbers to positions in ids, for the
	// segments it was computed on (see docMapFor).
	docMap   atomic.Pointer[docMap]
	docMapMu sync.Mutex
	// phrases are the documents holding each wording of the term table
	// searched for so far, by field and wording (see tablePhraseQuery).
	phrases sync.Map // string → *phraseMatches
	// postings are postings lists, iterators and dictionaries for the
	// flat searchers to reuse (see shardPostings).
	postings postingsPools
	// decoded are the postings of its common terms (see decodedPostings).
	decoded shardDecoded
}

// shardName is the directory name of the shard of fingerprint fp.
func shardName(fp []byte) string { return fmt.Sprintf("%s%x", shardPrefix, fp[:8]) }

// release drops one reference, closing the shard with the last.
func (sh *shard) release() error {
	if sh.refs.Add(-1) > 0 {
		return nil
	}
	return sh.bi.Close()
}

// set is the documents of one set (or of one document without a set),
// the unit of change: a set's documents change together when one of its
// documents is added, changed or removed.
type set struct {
	key  string
	docs []int32 // positions in the index's documents, in order
	fp   []byte
}

// part is the documents of one shard, before the shard is built or found:
// those of a few sets.
type part struct {
	key  string
	sets [][]byte // fingerprints of its sets
	docs []int32  // positions in the index's documents, in order
	fp   []byte
}

// shardBuckets is how many shards a corpus is laid out in, at most, when
// it is indexed whole: each set goes to the bucket its key hashes to. Few
// shards keep a search's fixed cost per shard low (every query term is
// looked up in every shard); many keep the shard a change rebuilds small.
const shardBuckets = 16

// setsOf groups docs by the set of their document (all in one when one is
// set), keeping the knowledge-base order within each group, and
// fingerprints each group: a set of card records from its records'
// inputs (recordInputs), without making their documents' fields, or
// taken from known (an earlier index's of the same records); the others
// from their documents' fields (setFingerprint).
func setsOf(ctx context.Context, kb *corpus.KB, docs []indexDoc, one bool, known map[string][]byte) ([]set, error) {
	keyOf := func(doc string) string {
		if one {
			return "all"
		}
		// A set's notes in each language are a unit of their own, so that
		// the two halves of a translated set are built side by side, on
		// two cores, rather than as one shard on one: the embedded
		// Duskmourn notes are most of the corpus. A change to one
		// language's notes changes the other's too (the cross-language
		// aliases), and both are rebuilt then.
		if d := kb.Document(doc); d != nil && d.Set != "" {
			return "set:" + d.Set + ":" + d.Lang
		}
		return "doc:" + doc
	}
	byKey := map[string]int{}
	recordKeys := map[string]string{} // by set: one key made per set, not per record
	var sets []set
	for i := range docs {
		var k string
		if docs[i].doc != DocCardData || one {
			k = keyOf(docs[i].doc)
		}
		if docs[i].doc == DocCardData && !one {
			// The card records by set, as the notes: one unit of every
			// card of Magic would be one shard, built as one batch of
			// hundreds of thousands of documents.
			k = recordKeys[docs[i].set]
			if k == "" {
				k = recordSetPrefix + docs[i].set
				recordKeys[docs[i].set] = k
			}
		}
		p, ok := byKey[k]
		if !ok {
			p = len(sets)
			byKey[k] = p
			sets = append(sets, set{key: k})
		}
		sets[p].docs = append(sets[p].docs, int32(i))
	}
	err := eachOf(ctx, len(sets), func(i int) error {
		if s := &sets[i]; known[s.key] != nil {
			s.fp = known[s.key]
		} else if strings.HasPrefix(s.key, recordSetPrefix) {
			s.fp = recordInputs(s.key, docs, s.docs)
		} else {
			withFields(docs, s.docs)
			s.fp = setFingerprint(s.key, docs, s.docs)
		}
		// Made again for the sets whose shards are built (writeShard).
		dropFields(docs, sets[i].docs)
		return nil
	})
	return sets, err
}

// layout groups sets into the parts of shards. Without an earlier index,
// or when the earlier one's layout has grown past twice the layout by bucket's
// shards, each set goes to the bucket of its key (the same sets, the
// same shards, whatever the history). With one, its shards whose sets
// are all unchanged are kept as they are, and the other sets (added or
// changed) are laid out by bucket among themselves: adding a set builds
// a shard of that set alone.
func layout(sets []set, earlier *Index) []part {
	return layoutFrom(sets, shardSets(earlier))
}

// shardSets lists, shard by shard, the fingerprints of the sets of ix
// (nil or closed: none).
func shardSets(ix *Index) [][][]byte {
	if ix == nil || ix.closed.Load() {
		return nil
	}
	out := make([][][]byte, len(ix.shards))
	for i, sh := range ix.shards {
		out[i] = sh.sets
	}
	return out
}

// layoutFrom is layout from the earlier shards' sets (see shardSets),
// those of an index in memory or of a generation on disk (readLayout).
func layoutFrom(sets []set, earlier [][][]byte) []part {
	all := make([]int, len(sets))
	for i := range all {
		all[i] = i
	}
	if earlier == nil {
		return buckets(sets, all)
	}
	byFP := make(map[string]int, len(sets))
	for i, s := range sets {
		byFP[string(s.fp)] = i
	}
	used := make([]bool, len(sets))
	var parts []part
	for _, shardSets := range earlier {
		var idx []int
		for _, f := range shardSets {
			i, ok := byFP[string(f)]
			if !ok || used[i] {
				idx = nil
				break
			}
			idx = append(idx, i)
		}
		if idx == nil {
			continue
		}
		for _, i := range idx {
			used[i] = true
		}
		parts = append(parts, makePart(sets, idx))
	}
	var rest []int
	for i := range sets {
		if !used[i] {
			rest = append(rest, i)
		}
	}
	parts = append(parts, buckets(sets, rest)...)
	// Grown past twice the shards of the layout by bucket (not of
	// shardBuckets: a corpus with the card records is laid out in more
	// shards than buckets, its buckets split by shardMaxDocs, and every
	// reload then laid it out whole again, rebuilding the shards of the
	// bucket of the set changed rather than that set's).
	if len(parts) > 2*shardBuckets {
		if whole := buckets(sets, all); len(parts) > 2*len(whole) {
			return whole
		}
	}
	return parts
}

// buckets lays the sets sel out by the bucket of their key.
func buckets(sets []set, sel []int) []part {
	byBucket := map[uint32]int{}
	var groups [][]int
	var bounds []int
	for _, i := range sel {
		b, bound := bucketOf(sets[i].key)
		g, ok := byBucket[b]
		if !ok {
			g = len(groups)
			byBucket[b] = g
			groups = append(groups, nil)
			bounds = append(bounds, bound)
		}
		groups[g] = append(groups[g], i)
	}
	var parts []part
	for j, g := range groups {
		for _, sub := range splitBucket(sets, g, bounds[j]) {
			parts = append(parts, makePart(sets, sub))
		}
	}
	return parts
}

// recordBuckets is how many buckets the sets of card records are laid
// out in, apart from the notes' shardBuckets, and recordShardMaxDocs
// bounds a shard of them. A search looks every query term (and its
// expansions) up in every shard, which at full size (about 200,000
// records) was most of a query's cost with 38 shards of at most
// shardMaxDocs; records in shards of their own, three times larger,
// halve the shards. Kept apart from the notes, a change to one notes
// document never rebuilds a shard of records. The build holds one
// batch of a large shard at a time (batchGate), about 16 KB a document.
const (
	recordBuckets      = 8
	recordShardMaxDocs = 20000
)

// bucketOf is the bucket of the set of key and the bound of its shards.
func bucketOf(key string) (uint32, int) {
	h := fnv.New32a()
	io.WriteString(h, key)
	if strings.HasPrefix(key, recordSetPrefix) {
		return shardBuckets + h.Sum32()%recordBuckets, recordShardMaxDocs
	}
	return h.Sum32() % shardBuckets, shardMaxDocs
}

// shardMaxDocs bounds the documents of a shard laid out by bucket. A
// shard is built as one batch, which holds its documents analysed at once
// (about 16 KB each: their terms and positions), so the bound bounds what
// a large corpus's build holds whatever the luck of the hash: a bucket
// over it is shared out among as few shards as keep under it.
const shardMaxDocs = 7000

// splitBucket shares out the sets g of one bucket among as few groups as
// keep each within bound documents (a set is never split), the
// largest sets first, each to the group that has fewest documents. It
// depends on the bucket's sets alone, as the bucket does on each set's
// key: the same sets, the same shards.
func splitBucket(sets []set, g []int, bound int) [][]int {
	n := 0
	for _, i := range g {
		n += len(sets[i].docs)
	}
	k := (n + bound - 1) / bound
	if k <= 1 {
		return [][]int{g}
	}
	order := slices.Clone(g)
	slices.SortStableFunc(order, func(a, b int) int {
		if d := len(sets[b].docs) - len(sets[a].docs); d != 0 {
			return d
		}
		return strings.Compare(sets[a].key, sets[b].key)
	})
	subs := make([][]int, k)
	size := make([]int, k)
	for _, i := range order {
		j := 0
		for m := range size {
			if size[m] < size[j] {
				j = m
			}
		}
		subs[j] = append(subs[j], i)
		size[j] += len(sets[i].docs)
	}
	for _, sub := range subs {
		slices.Sort(sub) // the sets in the order of g's, as a shard's key lists them
	}
	return subs
}

// makePart is the part of the sets idx.
func makePart(sets []set, idx []int) part {
	h := sha256.New()
	io.WriteString(h, indexVersion)
	var p part
	var keys []string
	for _, i := range idx {
		s := &sets[i]
		keys = append(keys, s.key)
		p.sets = append(p.sets, s.fp)
		p.docs = append(p.docs, s.docs...)
		h.Write(s.fp)
	}
	slices.Sort(p.docs)
	p.key = strings.Join(keys, " ")
	p.fp = h.Sum(nil)
	return p
}

// setFingerprint identifies a set's documents: its key, every field of
// every document in order, and the index version. Every reload takes the
// fingerprint of every set, to tell the unchanged ones, so the bytes are
// gathered in a buffer rather than written to the hash one string at a
// time (which made a copy of each).
func setFingerprint(key string, docs []indexDoc, sel []int32) []byte {
	h := sha256.New()
	buf := make([]byte, 0, 64<<10)
	buf = append(append(append(buf, indexVersion...), 0), key...)
	for _, i := range sel {
		d := &docs[i]
		buf = append(append(append(append(buf, 0), d.id...), 0), d.kind...)
		for _, f := range d.fields {
			buf = append(append(append(append(buf, 1), f.name...), 2), f.text...)
			buf = append(buf, 2)
			if math.Float64bits(f.num) == 0 {
				buf = append(buf, '0') // as AppendFloat writes +0, most fields' number
			} else {
				buf = strconv.AppendFloat(buf, f.num, 'g', -1, 64)
			}
		}
		if len(buf) >= 48<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	return h.Sum(nil)
}

// fingerprintOf identifies the documents of an index from its shards',
// whatever their order: an index reopened lays out the shards of a
// generation in the order of their directories' names (readLayout).
func fingerprintOf(parts []part) []byte {
	fps := make([][]byte, len(parts))
	for i, p := range parts {
		fps[i] = p.fp
	}
	slices.SortFunc(fps, bytes.Compare)
	h := sha256.New()
	io.WriteString(h, indexVersion)
	for _, fp := range fps {
		h.Write(fp)
	}
	return h.Sum(nil)
}

// writeShard indexes the documents of p with Bleve, in memory (dir "") or
// in dir. An in-memory shard is returned open; one written to dir is
// closed, for openShard.
func writeShard(ctx context.Context, dir string, im mapping.IndexMapping, ix *Index, docs []indexDoc, p part, docValues bool) (*shard, error) {
	// From its documents' fields to its segment written, a shard's batch
	// passes the gate: small batches side by side, a large one alone (see
	// batchGate).
	done := ix.batches.enter(len(p.docs))
	bi, words, err := indexShard(ctx, dir, im, ix, docs, p, docValues)
	done()
	if err != nil || dir != "" {
		return nil, err
	}
	sh := newShard(p, docs, bi, "", words)
	if err := sh.load(nil); err != nil {
		bi.Close()
		return nil, err
	}
	return sh, nil
}

// indexShard makes the Bleve index of p's documents and counts their
// words; an index written to dir is closed (and nil).
func indexShard(ctx context.Context, dir string, im mapping.IndexMapping, ix *Index, docs []indexDoc, p part, docValues bool) (bleve.Index, lexCounts, error) {
	bi, err := bleve.NewUsing(dir, im, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("index: creating: %w", err)
	}
	fail := func(err error) (bleve.Index, lexCounts, error) {
		bi.Close()
		return nil, nil, err
	}
	// The shard is one batch, so that it is one segment, which Bleve
	// never merges: a segment merged from several scores its documents
	// differently from one built whole (TestLoadLinksUnchangedShards
	// compares), and a search looks each term up in every segment. Sets
	// are small; a batch holds its documents analysed at once.
	withFields(docs, p.docs)
	defer dropFields(docs, p.docs) // made again if ever needed
	b := bi.NewBatch()
	for _, i := range p.docs {
		if err := b.IndexAdvanced(bleveDocument(ix.analyzers, &docs[i], docValues)); err != nil {
			return fail(fmt.Errorf("index: %s: %w", docs[i].id, err))
		}
	}
	b.SetInternal([]byte(fingerprintKey), p.fp)
	// The words are counted while Bleve indexes the batch, whose segment
	// it makes on one processor.
	counted := make(chan lexCounts, 1)
	go func() { counted <- docWords(docs, p.docs) }()
	err = bi.Batch(b)
	words := <-counted
	if err != nil {
		return fail(fmt.Errorf("index: indexing: %w", err))
	}
	if err := ctx.Err(); err != nil {
		return fail(err)
	}
	ix.words.Store(string(p.fp), words)
	if dir != "" {
		if err := writeShardCounts(dir, bi); err != nil {
			return fail(err)
		}
		if err := bi.Close(); err != nil {
			return nil, nil, fmt.Errorf("index: closing %s: %w", dir, err)
		}
		if err := writeWords(dir, words); err != nil {
			return nil, nil, err
		}
		return nil, words, nil
	}
	return bi, words, nil
}

// newShard is the shard of p, open in bi; words are its documents' words,
// nil to count them.
func newShard(p part, docs []indexDoc, bi bleve.Index, dir string, words lexCounts) *shard {
	if words == nil {
		withFields(docs, p.docs)
		words = docWords(docs, p.docs)
		dropFields(docs, p.docs)
	}
	sh := &shard{key: p.key, fp: p.fp, sets: p.sets, bi: bi, dir: dir, ids: make([]string, len(p.docs)), words: words}
	for n, i := range p.docs {
		sh.ids[n] = docs[i].id
	}
	sh.refs.Store(1)
	return sh
}

// openShard opens the shard of p that writeShard wrote in dir, read-only
// (not even Bleve's merger writes to it, so that its files keep matching
// their manifest), and checks that it holds p's documents. The words
// writeShard counted are taken from ix.
func openShard(ix *Index, dir string, p part, docs []indexDoc) (sh *shard, err error) {
	var bi bleve.Index
	// A segment garbled before its checksum was taken panics the segment
	// reader (zapx: "slice bounds out of range"): a corrupt shard, which
	// Load sets aside and rebuilds, not a crash at every start.
	defer func() {
		if r := recover(); r != nil {
			if bi != nil {
				bi.Close()
			}
			sh, err = nil, fmt.Errorf("index: %s: %w: the segment reader panicked: %v", dir, ErrCorrupt, r)
		}
	}()
	// A directory another process has open for writing is locked; wait a
	// little for it rather than forever.
	bi, err = bleve.OpenUsing(dir, map[string]any{"bolt_timeout": "2s", "read_only": true})
	if err != nil {
		return nil, fmt.Errorf("index: opening %s: %w", dir, err)
	}
	got, err := bi.GetInternal([]byte(fingerprintKey))
	if err != nil {
		bi.Close()
		return nil, fmt.Errorf("index: opening %s: %w", dir, err)
	}
	if string(got) != string(p.fp) {
		bi.Close()
		return nil, fmt.Errorf("index: %s: %w", dir, ErrStale)
	}
	if n, err := bi.DocCount(); err != nil || n != uint64(len(p.docs)) {
		bi.Close()
		return nil, fmt.Errorf("index: %s holds %d documents, want %d: %w", dir, n, len(p.docs), ErrStale)
	}
	var words lexCounts
	if w, ok := ix.words.LoadAndDelete(string(p.fp)); ok {
		words = w.(lexCounts)
	} else if words, err = readWords(dir); errors.Is(err, errNoWords) {
		words = nil // an older shard's: counted from its documents
	} else if err != nil {
		bi.Close()
		return nil, err
	}
	counts, err := readCounts(dir)
	if errors.Is(err, errNoCounts) {
		counts = nil // an older shard's: read from its dictionaries
	} else if err != nil {
		bi.Close()
		return nil, err
	}
	sh = newShard(p, docs, bi, dir, words)
	if err := sh.load(counts); err != nil {
		bi.Close()
		return nil, err
	}
	return sh, nil
}

// writeShardCounts writes the term counts of the shard open in bi to its
// directory dir (see countsName).
func writeShardCounts(dir string, bi bleve.Index) error {
	adv, err := bi.Advanced()
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	r, err := adv.Reader()
	if err != nil {
		return fmt.Errorf("index: opening reader: %w", err)
	}
	defer r.Close()
	counts, err := termCounts(r)
	if err != nil {
		return err
	}
	return writeCounts(dir, counts)
}

// load takes the shard's term counts (nil: read from its dictionaries)
// and maps its documents.
func (sh *shard) load(counts map[string]map[string]uint32) error {
	adv, err := sh.bi.Advanced()
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	r, err := adv.Reader()
	if err != nil {
		return fmt.Errorf("index: opening reader: %w", err)
	}
	defer r.Close()
	if counts == nil {
		if counts, err = termCounts(r); err != nil {
			return err
		}
	}
	sh.counts = counts
	sh.names = map[string][]string{}
	for _, f := range []string{fieldNameFold, fieldAlias} {
		sh.names[f] = slices.Sorted(maps.Keys(sh.counts[f]))
	}
	_, err = sh.docMapFor(r)
	return err
}

// docMap maps the document numbers of one Bleve snapshot to positions in
// a shard. Scorch numbers documents in the order analysis finished, and
// renumbers them when it merges segments, so the map records which segments
// it was made for and is rebuilt when they change.
type docMap struct {
	segs []uint64
	pos  []int32 // document number → position, -1 for none
}

// segmentsOf lists the segment ids of a scorch snapshot; nil for any other
// reader.
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

// docMapFor returns the document map for reader r of the shard.
func (sh *shard) docMapFor(r bindex.IndexReader) (*docMap, error) {
	segs := segmentsOf(r)
	if m := sh.docMap.Load(); m != nil && segs != nil && slices.Equal(m.segs, segs) {
		return m, nil
	}
	sh.docMapMu.Lock()
	defer sh.docMapMu.Unlock()
	if m := sh.docMap.Load(); m != nil && segs != nil && slices.Equal(m.segs, segs) {
		return m, nil
	}
	pos := make(map[string]int32, len(sh.ids))
	for i, id := range sh.ids {
		pos[id] = int32(i)
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
		p, ok := pos[ext]
		if !ok {
			continue // Bleve's own internal documents
		}
		n := id.Value()
		for uint64(len(m.pos)) <= n {
			m.pos = append(m.pos, -1)
		}
		m.pos[n] = p
	}
	if segs != nil {
		sh.docMap.Store(m)
	}
	return m, nil
}

// batchBudget is how many documents the batches indexed at once may hold
// together; a larger batch is indexed alone. A batch is analysed on every
// processor, then made into a segment on one: with one batch at a time,
// that last step left the other processors idle (the start's trace on two
// cores showed one busy while the embedded Duskmourn notes' two shards,
// of about 800 documents each, waited for each other). The peak of a large
// corpus's build, whose shards hold several thousand documents each, is
// that of one batch at a time.
const batchBudget = 4096

// batchGate admits batches while the documents of those admitted stay
// within batchBudget, or one batch alone whatever its size.
type batchGate struct {
	mu   sync.Mutex
	cond *sync.Cond
	docs int // documents of the batches admitted and not done
}

// enter waits until a batch of n documents may be indexed, and returns
// the function that says it is done.
func (g *batchGate) enter(n int) (done func()) {
	g.mu.Lock()
	if g.cond == nil {
		g.cond = sync.NewCond(&g.mu)
	}
	for g.docs > 0 && g.docs+n > batchBudget {
		g.cond.Wait()
	}
	g.docs += n
	g.mu.Unlock()
	return func() {
		g.mu.Lock()
		g.docs -= n
		g.mu.Unlock()
		g.cond.Broadcast()
	}
}

// shareOrMake returns the shards of parts: those reuse holds with the same
// fingerprint are shared, the others made by mk, at most GOMAXPROCS at
// once. On error every shard made or taken is released.
func shareOrMake(ctx context.Context, parts []part, reuse map[string]*shard, mk func(part) (*shard, error)) ([]*shard, error) {
	shards := make([]*shard, len(parts))
	var todo []int
	for i, p := range parts {
		if sh := reuse[string(p.fp)]; sh != nil {
			if sh.refs.Add(1) > 1 {
				shards[i] = sh
				continue
			}
			sh.refs.Add(-1) // already closed: made again
		}
		todo = append(todo, i)
	}
	err := eachOf(ctx, len(todo), func(k int) error {
		var err error
		shards[todo[k]], err = mk(parts[todo[k]])
		return err
	})
	if err != nil {
		releaseShards(shards)
		return nil, err
	}
	return shards, nil
}

// eachOf calls f(0) … f(n-1), GOMAXPROCS at a time, and joins their
// errors; once the context is done the calls left are not made.
func eachOf(ctx context.Context, n int, f func(i int) error) error {
	errs := make([]error, n)
	var next atomic.Int32
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				if errs[i] = ctx.Err(); errs[i] == nil {
					errs[i] = f(i)
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// reusable indexes the shards of ix, nil or closed, by fingerprint.
func reusable(ix *Index) map[string]*shard {
	m := map[string]*shard{}
	if ix == nil || ix.closed.Load() {
		return m
	}
	for _, sh := range ix.shards {
		m[string(sh.fp)] = sh
	}
	return m
}

// releaseShards releases each shard that is not nil.
func releaseShards(shards []*shard) error {
	var errs []error
	for _, sh := range shards {
		if sh != nil {
			errs = append(errs, sh.release())
		}
	}
	return errors.Join(errs...)
}

// mergeCounts sums the shards' term counts.
func mergeCounts(shards []*shard) map[string]map[string]uint32 {
	out := make(map[string]map[string]uint32, len(fieldSpecs))
	for _, sh := range shards {
		for f, terms := range sh.counts {
			m := out[f]
			if m == nil {
				m = make(map[string]uint32, len(terms))
				out[f] = m
			}
			for t, c := range terms {
				m[t] += c
			}
		}
	}
	return out
}

// globalReader reads one shard as a part of the whole index: it answers
// the document count, the term counts and the term lists of the whole
// index, so that Bleve scores (idf, query norm) and expands (prefixes,
// numeric ranges) a query on the shard as it would on a single index.
type globalReader struct {
	bindex.IndexReader
	ix *Index
	sh *shard
	// none reads every term as absent from the shard: the reader of a
	// part of a query that cannot match there (see shardGate).
	none bool
}

func (r globalReader) DocCount() (uint64, error) { return uint64(len(r.ix.entries)), nil }

func (r globalReader) TermFieldReader(ctx context.Context, term []byte, field string, freq, norm, vectors bool) (bindex.TermFieldReader, error) {
	n := uint64(r.ix.counts[field][string(term)])
	if r.none || r.sh.counts[field][string(term)] == 0 {
		// Not in this shard: Bleve's dictionaries need not be read. Most
		// of a query's terms are names, found in one set's shard only.
		return noDocs(n), nil
	}
	tfr, err := r.IndexReader.TermFieldReader(ctx, term, field, freq, norm, vectors)
	if err != nil {
		return nil, err
	}
	return globalCount{tfr, n}, nil
}

// FieldDictPrefix lists the index's terms with the prefix, not only the
// shard's: a prefix query expands to the same terms on every shard.
func (r globalReader) FieldDictPrefix(field string, prefix []byte) (bindex.FieldDict, error) {
	terms := r.ix.sortedTerms(field)
	p := string(prefix)
	lo := sort.SearchStrings(terms, p)
	hi := lo
	for hi < len(terms) && strings.HasPrefix(terms[hi], p) {
		hi++
	}
	return &sliceDict{terms: terms[lo:hi], counts: r.ix.counts[field]}, nil
}

// FieldDictContains tells the terms of the whole index, for the numeric
// range searcher's expansion.
func (r globalReader) FieldDictContains(field string) (bindex.FieldDictContains, error) {
	return containsDict(r.ix.counts[field]), nil
}

// globalCount is a shard's term reader that counts the documents of the
// whole index holding the term.
type globalCount struct {
	bindex.TermFieldReader
	n uint64
}

func (t globalCount) Count() uint64 { return t.n }

// Optimize lets Bleve's conjunction searcher intersect the postings of its
// terms before walking them, as it does on its own readers: the wrapper
// would otherwise hide the shard's reader from it, and a conjunction of
// common terms would walk each term's postings in full.
func (t globalCount) Optimize(kind string, octx bindex.OptimizableContext) (bindex.OptimizableContext, error) {
	if o, ok := t.TermFieldReader.(bindex.Optimizable); ok {
		return o.Optimize(kind, octx)
	}
	return nil, nil
}

// noDocs is the term reader of a term a shard does not hold, which n
// documents of the whole index hold.
type noDocs uint64

func (noDocs) Next(*bindex.TermFieldDoc) (*bindex.TermFieldDoc, error) { return nil, nil }
func (noDocs) Advance(bindex.IndexInternalID, *bindex.TermFieldDoc) (*bindex.TermFieldDoc, error) {
	return nil, nil
}
func (n noDocs) Count() uint64 { return uint64(n) }
func (noDocs) Close() error    { return nil }
func (noDocs) Size() int       { return 0 }

// sliceDict is a field dictionary over sorted terms.
type sliceDict struct {
	terms  []string
	counts map[string]uint32
	i      int
}

func (d *sliceDict) Next() (*bindex.DictEntry, error) {
	if d.i >= len(d.terms) {
		return nil, nil
	}
	t := d.terms[d.i]
	d.i++
	return &bindex.DictEntry{Term: t, Count: uint64(d.counts[t])}, nil
}

func (d *sliceDict) Close() error      { return nil }
func (d *sliceDict) Cardinality() int  { return len(d.terms) }
func (d *sliceDict) BytesRead() uint64 { return 0 }

type containsDict map[string]uint32

func (d containsDict) Contains(key []byte) (bool, error) { return d[string(key)] > 0, nil }
func (d containsDict) BytesRead() uint64                 { return 0 }

// sortedTerms is the index's terms of field in order: those of the name
// fields, which prefix queries expand, are sorted once (see finish).
func (ix *Index) sortedTerms(field string) []string {
	if ts, ok := ix.sorted[field]; ok {
		return ts
	}
	return slices.Sorted(maps.Keys(ix.counts[field]))
}

// canMatch reports whether q can match a document of the shard, from the
// terms the shard holds: false only when a term every match needs is not
// there (a card's name searched for, in the shards of other sets). It
// errs towards true; a shard it rules out is not searched at all, which
// changes no score (the counts are the whole index's either way).
func (sh *shard) canMatch(q query.Query) bool {
	switch q := q.(type) {
	case *query.MatchNoneQuery:
		return false
	case *query.TermQuery:
		return q.FieldVal == "" || sh.counts[q.FieldVal][q.Term] > 0
	case *query.PrefixQuery:
		terms, ok := sh.names[q.FieldVal]
		if !ok {
			return true
		}
		i := sort.SearchStrings(terms, q.Prefix)
		return i < len(terms) && strings.HasPrefix(terms[i], q.Prefix)
	case *query.MultiPhraseQuery:
		if q.FieldVal == "" || q.Fuzziness > 0 {
			return true
		}
		for _, alts := range q.Terms {
			if len(alts) > 0 && !slices.ContainsFunc(alts, func(t string) bool { return sh.counts[q.FieldVal][t] > 0 }) {
				return false
			}
		}
		return true
	case *query.ConjunctionQuery:
		for _, c := range q.Conjuncts {
			if !sh.canMatch(c) {
				return false
			}
		}
		return true
	case *tablePhraseQuery:
		return sh.canMatch(q.MultiPhraseQuery)
	case *shardGate:
		return sh.canMatch(q.Query)
	case *minMatchQuery:
		return sh.canMatch(q.DisjunctionQuery)
	case *query.DisjunctionQuery:
		need, n := max(1, int(q.Min)), 0
		for _, d := range q.Disjuncts {
			if sh.canMatch(d) {
				if n++; n >= need {
					return true
				}
			}
		}
		return false
	case *query.BooleanQuery:
		if q.Must != nil && !sh.canMatch(q.Must) || q.Filter != nil && !sh.canMatch(q.Filter) {
			return false
		}
		if q.Must == nil && q.Filter == nil && q.Should != nil {
			return sh.canMatch(q.Should)
		}
		return true
	}
	return true
}
