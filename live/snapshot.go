package live

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// A Snapshot is what the server answers from between two changes of the
// documents: a knowledge base, its alignment, its index and its rules
// marks, never changed once built. Options.Serve makes its handler.
type Snapshot struct {
	// ID names the snapshot: a counter and a digest of the documents.
	ID         string
	KB         *corpus.KB
	Alignments *align.All
	// Sources says, file by file, what is served and why.
	Sources []Status
	// Names are the cards' English names (Options.Names), matched to the
	// first snapshot's knowledge base.
	Names cardnames.Names
	// CardData are the card records (Options.CardData), shared by every
	// snapshot.
	CardData *carddata.Cards
	// Index is the search index: being built when the first snapshot is
	// served, built when a reload's is.
	Index *Index
	// Verify runs the rules engine's scenarios, for the marks: the
	// handler runs it in the background.
	Verify func() (*verify.Report, []*scenario.Scenario, error)
	// Parsed and Aligned are when the documents were parsed, and aligned.
	Parsed, Aligned time.Time
}

// build makes a snapshot of the documents last scanned, the same way at
// start and on every reload: it parses them (those parsed before, by the
// scan or the last build, are taken from the cache), starts their index
// (sharing the served index's unchanged shards) and aligns them (reusing
// the unchanged pairs) while the index builds what needs no alignment.
// On the first build it matches the English names, whose error it
// returns.
func (p *Pipeline) build(ctx context.Context, first bool) (*Snapshot, error) {
	kb, sts := p.parse()
	s := &Snapshot{KB: kb, Sources: sts, Parsed: time.Now()}
	if first && p.opts.Names != nil {
		names, err := p.opts.Names(kb)
		if err != nil {
			return nil, err
		}
		p.names = names
	}
	s.Names, s.CardData = p.names, p.opts.CardData
	// The alignment feeds both the index (a card's name in the other
	// language is an alias of it) and the compare pages. The index is
	// started first: the shards of the documents not aligned are built
	// while the alignment runs, on the other core (index.Options.Await).
	aliases := newLateAliases()
	s.Index = p.startIndex(ctx, kb, sts, aliases, first)
	s.Alignments = p.align(kb, sts)
	aliases.set(s.Alignments.Aliases())
	s.Aligned = time.Now()
	return s, nil
}

// parse parses the documents and says, file by file, what is served.
func (p *Pipeline) parse() (*corpus.KB, []Status) {
	kb, _, err := p.dirs.Parse()
	if err != nil {
		// Each document was parsed alone before it was taken, so only
		// the whole set can fail here (two files claiming one id).
		p.log.Error("parsing the documents; those named are left out", "err", err.Error())
	}
	if kb == nil {
		kb = &corpus.KB{}
		_ = kb.Index()
	}
	ids := make(map[string]string, len(kb.Documents))
	for _, d := range kb.Documents {
		ids[d.File] = d.ID
	}
	return kb, p.dirs.Statuses(ids)
}

// align aligns the documents of kb, sts their statuses, reusing the pairs
// of the last call whose documents are unchanged.
func (p *Pipeline) align(kb *corpus.KB, sts []Status) *align.All {
	sums := make(map[string]string, len(sts))
	for _, st := range sts {
		if st.ID != "" {
			sums[st.ID] = st.Checksum
		}
	}
	same := func(id string) bool { return sums[id] != "" && p.prevSums[id] == sums[id] }
	all, err := p.aligner.AlignAllReusing(kb, p.prev, same)
	if err != nil {
		p.log.Error("aligning the documents; the pairs named are left out", "err", err.Error())
	}
	p.prev, p.prevSums = all, sums
	return all
}

// verification runs the rules engine's scenarios. It may fail without
// stopping the server: the marks are then left out, and the log says why.
// The scenarios are parsed once per process (they are embedded, and a
// run only reads them): at 100,000 indexed documents, parsing them again
// took 1.9 s of processor time of every reload.
func (p *Pipeline) verification(ctx context.Context, kb *corpus.KB) (*verify.Report, []*scenario.Scenario, error) {
	t := time.Now()
	scs, err := p.scenarios()
	var rep *verify.Report
	if err == nil {
		rep, err = verify.Run(ctx, scs, verify.NewIndex(kb))
	}
	if err != nil {
		p.log.Error("running the rules scenarios; marks disabled", "err", err.Error())
		return nil, nil, err
	}
	p.log.Info("rules scenarios done", "ms", time.Since(t).Milliseconds(), "scenarios", rep.Scenarios, "passed", rep.Passed)
	return rep, scs, nil
}

// nextID names a new snapshot: a counter and a digest of the documents.
func (p *Pipeline) nextID(sts []Status) string {
	h := sha256.New()
	for _, st := range sts {
		h.Write([]byte(st.Path + "\x00" + st.Checksum + "\x00" + st.Status + "\n"))
	}
	p.mu.Lock()
	p.gen++
	g := p.gen
	p.mu.Unlock()
	return strconv.Itoa(g) + "-" + hex.EncodeToString(h.Sum(nil))[:10]
}

// sourcesKey digests the documents served: a file's path and the checksum
// of the version served.
func sourcesKey(sts []Status) string {
	h := sha256.New()
	for _, st := range sts {
		// A file of which nothing is served (failed, or new and pending)
		// has a checksum, that of the version read: not the index's.
		if st.Kind != KindDirectory && st.Status != StatusFailed && (st.Status != StatusPending || st.ID != "") {
			h.Write([]byte(st.Path + "\x00" + st.Checksum + "\n"))
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}
