package index

import (
	"context"
	"fmt"

	"github.com/arbitre/arbitre/corpus"
)

// Aliases late (Options.Await). A server's cross-language aliases come
// from the alignment of each set's notes in two languages, which takes a
// tenth of a second on one core for the embedded documents; the index
// was built after it, so the alignment was on the way to the first
// search with the other core idle. Only the shards holding an aligned
// document need the aliases: the others are built while the alignment
// runs, and the aligned ones after it, as they would be from Aliases.

// resolve returns opts with the aliases Await supplies in Aliases, for
// the builds that do not overlap the two.
func (opts Options) resolve(ctx context.Context) (Options, error) {
	if opts.Await == nil {
		return opts, nil
	}
	aliases, err := opts.Await(ctx)
	if err != nil {
		return opts, fmt.Errorf("index: waiting for the aliases: %w", err)
	}
	opts.Aliases, opts.Await, opts.AwaitDocs = aliases, nil, nil
	return opts, nil
}

// buildAwaiting is Build in memory with opts.Await set: the shards of the
// documents not in opts.AwaitDocs are built while Await runs, the others
// once it has returned. The index is the one Build makes with the
// aliases given up front: same documents, shards and fingerprints.
func buildAwaiting(ctx context.Context, kb *corpus.KB, opts Options) (*Index, error) {
	opts.Aliases = nil
	ix, docs, sets, err := prepareSets(ctx, kb, opts)
	if err != nil {
		return nil, err
	}
	awaited := make(map[string]bool, len(opts.AwaitDocs))
	for _, d := range opts.AwaitDocs {
		awaited[d] = true
	}
	waits := func(docs []int32, all []indexDoc) bool {
		for _, i := range docs {
			if awaited[all[i].doc] {
				return true
			}
		}
		return false
	}
	var now, later []int // parts
	for k, p := range ix.parts {
		if waits(p.docs, docs) {
			later = append(later, k)
		} else {
			now = append(now, k)
		}
	}
	shards := make([]*shard, len(ix.parts))
	// The shards that need no alias are built meanwhile; their documents
	// are theirs alone, as are the awaited ones' to the code below, so
	// the two touch different elements of docs.
	early := make(chan error, 1)
	go func() { early <- ix.buildParts(ctx, docs, now, shards, opts) }()
	fail := func(err error) (*Index, error) {
		if eerr := <-early; err == nil {
			err = eerr
		}
		releaseShards(shards)
		return nil, err
	}
	aliases, err := opts.Await(ctx)
	if err != nil {
		return fail(fmt.Errorf("index: waiting for the aliases: %w", err))
	}
	if err := ix.checkAliases(aliases, awaited); err != nil {
		return fail(err)
	}
	// The awaited sets' documents again, with their aliases, and their
	// fingerprints; the shards are laid out by set key, so the layout is
	// the same and only the awaited parts' fingerprints change.
	fresh, _ := indexDocs(kb, aliases, opts.Names)
	for i := range sets {
		s := &sets[i]
		if !waits(s.docs, docs) {
			continue
		}
		for _, d := range s.docs {
			if fresh[d].id != docs[d].id {
				return fail(fmt.Errorf("index: document %d is %s, then %s", d, docs[d].id, fresh[d].id))
			}
			// The entry stays the index's: the aliases are fields only.
			docs[d].fields, docs[d].remake = fresh[d].fields, fresh[d].remake
		}
		s.fp = setFingerprint(s.key, docs, s.docs)
	}
	parts := layout(sets, nil)
	if len(parts) != len(ix.parts) {
		return fail(fmt.Errorf("index: %d shards laid out, then %d", len(ix.parts), len(parts)))
	}
	for _, k := range later {
		ix.parts[k] = parts[k]
	}
	if err := ix.buildParts(ctx, docs, later, shards, opts); err != nil {
		return fail(err)
	}
	if err := <-early; err != nil {
		releaseShards(shards)
		return nil, err
	}
	if err := ix.finish(shards); err != nil {
		return nil, err
	}
	return ix, nil
}

// buildParts builds in memory the shards of ix.parts[k] for each k of
// which, into shards[k].
func (ix *Index) buildParts(ctx context.Context, docs []indexDoc, which []int, shards []*shard, opts Options) error {
	parts := make([]part, len(which))
	for j, k := range which {
		parts[j] = ix.parts[k]
	}
	built, err := shareOrMake(ctx, parts, nil, func(p part) (*shard, error) {
		return writeShard(ctx, "", ix.im, ix, docs, p, opts.docValues)
	})
	if err != nil {
		return err
	}
	for j, k := range which {
		shards[k] = built[j]
	}
	return nil
}

// checkAliases makes sure aliases name entries of the awaited documents
// only: the others' shards were built without any. Ids the index does not
// hold are ignored, as Aliases' are.
func (ix *Index) checkAliases(aliases map[string][]string, awaited map[string]bool) error {
	for id, names := range aliases {
		ord, ok := ix.byID[id]
		if !ok || len(names) == 0 {
			continue
		}
		if doc := ix.entries[ord].doc; !awaited[doc] {
			return fmt.Errorf("index: aliases for %s, of document %s, which is not awaited (Options.AwaitDocs)", id, doc)
		}
	}
	return nil
}
