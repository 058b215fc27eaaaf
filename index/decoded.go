package index

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// A shard's common terms, decoded once. At full size the costly queries
// are those whose words are common ("créature volante lang:fr": the
// postings of créature in three languages, 130,000 documents, are walked
// to the 18,000 of volante): zap reads a posting's frequency and norm by
// decoding every posting before it in its chunk, and advances a list
// with no deletions posting by posting, so a disjunction of common terms
// advanced to another term's documents reads all of their postings, half
// of such a query's time. A shard never changes, so the postings of a term
// it holds in many documents are decoded the first time a query reads
// them and kept with the shard: the document numbers, and each one's tf ×
// norm as the term's score multiplies them (the same expression as
// flatTerm.score, hence the same bits). A flat term then moves on them by
// binary search and scores from them.

// decodeMinPostings is how many documents of a shard a term must be in to
// be decoded: below, zap's walk is short, and what is kept would be many
// small lists.
const decodeMinPostings = 1024

// decodeBytesPerDoc bounds what a shard keeps decoded: so many bytes per
// document it holds (a full-size shard of 20,000 documents keeps at most
// 5 MiB, the whole card data's index about 50 MiB). Terms read once the
// bound is reached are walked by zap, as before.
const decodeBytesPerDoc = 256

// decodeLimits are decodeMinPostings and decodeBytesPerDoc for an index,
// which a test lowers (every term decoded) or sets off (minPostings < 0:
// zap's walk only, as before) to compare the two.
type decodeLimits struct {
	minPostings, bytesPerDoc int
}

func (l decodeLimits) orDefault() decodeLimits {
	if l.minPostings == 0 {
		l.minPostings = decodeMinPostings
	}
	if l.bytesPerDoc == 0 {
		l.bytesPerDoc = decodeBytesPerDoc
	}
	return l
}

// decodedPostings are a term's postings in one segment of a shard.
type decodedPostings struct {
	once sync.Once
	seg  uint64 // the segment they were read from
	docs []uint32
	tfn  []float64 // tf × norm in each of docs
	err  error
}

// shardDecoded is what a shard keeps decoded.
type shardDecoded struct {
	terms sync.Map // field "\x00" term → *decodedPostings
	bytes atomic.Int64
}

// decoded returns the decoded postings of term in field, decoding them
// the first time; nil when the term is not common enough in the shard,
// the shard's bound is reached, or the segment has deletions (the shards
// have none, being built whole).
func (p *shardPostings) decoded(term, field string) (*decodedPostings, error) {
	sh := p.sh
	if sh == nil || p.limits.minPostings < 0 || int(sh.counts[field][term]) < p.limits.minPostings || p.ss.Deleted() != nil {
		return nil, nil
	}
	n := int64(sh.counts[field][term]) * 12
	key := field + "\x00" + term
	v, ok := sh.decoded.terms.Load(key)
	if !ok {
		if sh.decoded.bytes.Load()+n > int64(len(sh.ids))*int64(p.limits.bytesPerDoc) {
			return nil, nil
		}
		v, _ = sh.decoded.terms.LoadOrStore(key, &decodedPostings{})
	}
	dp := v.(*decodedPostings)
	dp.once.Do(func() {
		dp.seg = p.ss.Id()
		dp.docs, dp.tfn, dp.err = p.decode(term, field)
		if dp.err == nil {
			sh.decoded.bytes.Add(int64(len(dp.docs)) * 12)
		}
	})
	if dp.err != nil || dp.seg != p.ss.Id() {
		// An error is not kept (the next query tries again), nor are the
		// postings of another segment than the search's.
		sh.decoded.terms.CompareAndDelete(key, dp)
		return nil, dp.err
	}
	return dp, nil
}

// decode reads the postings of term in field whole.
func (p *shardPostings) decode(term, field string) ([]uint32, []float64, error) {
	c, err := p.open(term, field)
	if err != nil {
		return nil, nil, err
	}
	defer p.release(c)
	n := c.pl.Count()
	docs, tfn := make([]uint32, 0, n), make([]float64, 0, n)
	for {
		pst, err := c.it.Next()
		if err != nil {
			return nil, nil, fmt.Errorf("index: postings of %s:%s: %w", field, term, err)
		}
		if pst == nil {
			return docs, tfn, nil
		}
		docs = append(docs, uint32(pst.Number()))
		tfn = append(tfn, termTF(pst.Frequency())*postingNorm(pst))
	}
}

// seek returns the first position at or after from in docs whose
// document is n or after: a few steps for a near document, else a
// galloping then binary search.
func seek(docs []uint32, from int, n uint64) int {
	end := len(docs)
	for i := from; i < end && i < from+8; i++ {
		if uint64(docs[i]) >= n {
			return i
		}
	}
	if from+8 >= end {
		return end
	}
	lo, step := from+8, 16
	for lo+step < end && uint64(docs[lo+step]) < n {
		lo += step
		step *= 2
	}
	hi := min(lo+step, end)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if uint64(docs[m]) < n {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}
