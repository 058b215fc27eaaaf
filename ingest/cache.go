package ingest

import (
	"crypto/sha256"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// A Cache keeps the documents ParseCached parsed, by file name and
// content, so that parsing a set of documents again (a server reloading
// its directories) parses only those that changed. A parsed document is
// never changed afterwards: knowledge bases built from the cache share it.
// A Cache may be used by one ParseCached call at a time.
type Cache struct {
	mu   sync.Mutex
	docs map[cacheKey]*doc
	used map[cacheKey]bool // by the call under way
	hits int
}

type cacheKey struct {
	name string
	sum  [sha256.Size]byte
}

// NewCache returns an empty cache.
func NewCache() *Cache { return &Cache{docs: map[cacheKey]*doc{}, used: map[cacheKey]bool{}} }

// ParseCached is Parse, taking from c the documents it parsed before (same
// name, same content) and keeping in c those of this call only.
func ParseCached(srcs []corpus.Source, c *Cache) (*corpus.KB, *Report, error) {
	return parse(srcs, c)
}

// Check parses src on its own, as Parse([]corpus.Source{src}) would, and
// returns its document id; the document parsed is kept, so that the next
// ParseCached call with the same source takes it from c instead of
// parsing it again: a server that checks each changed file before serving
// it parses it once. It must not run during a ParseCached call.
func (c *Cache) Check(src corpus.Source) (id string, err error) {
	ck, err := c.CheckDoc(src)
	return ck.ID, err
}

// Checked is what Check found of a document: enough for a server to tell
// a plausible new version from a half-written one.
type Checked struct {
	ID string
	// Cards counts the document's cards.
	Cards int
	// Unaccounted are the lines no parser claimed (see DocReport).
	Unaccounted []int
}

// CheckDoc is Check, saying what it found.
func (c *Cache) CheckDoc(src corpus.Source) (Checked, error) {
	d, err := parseDoc(src, "")
	if err != nil {
		return Checked{}, err
	}
	c.mu.Lock()
	c.docs[cacheKey{src.Name, sha256.Sum256(src.Data)}] = d
	c.mu.Unlock()
	return Checked{ID: d.meta.ID, Cards: len(d.kb.Cards), Unaccounted: d.report(corpus.Document{}).Unaccounted}, nil
}

// Hits is how many documents were taken from the cache, over its life.
func (c *Cache) Hits() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits
}

// parse parses src, or takes it from the cache; a nil cache parses.
func (c *Cache) parse(src corpus.Source) (*doc, error) {
	if c == nil {
		return parseDoc(src, "")
	}
	k := cacheKey{src.Name, sha256.Sum256(src.Data)}
	c.mu.Lock()
	d, ok := c.docs[k]
	if ok {
		c.hits++
	}
	c.used[k] = true
	c.mu.Unlock()
	if ok {
		return d, nil
	}
	d, err := parseDoc(src, "")
	if err == nil {
		c.mu.Lock()
		c.docs[k] = d
		c.mu.Unlock()
	}
	return d, err
}

// keepOnly drops the documents this call did not use: files removed,
// and the earlier versions of files changed.
func (c *Cache) keepOnly() {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for k := range c.docs {
		if !c.used[k] {
			delete(c.docs, k)
		}
	}
	c.used = map[cacheKey]bool{}
}
