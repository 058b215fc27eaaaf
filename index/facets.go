package index

import (
	"sort"
	"strconv"
	"sync"
)

// Facet dimensions, in the order of the Facets fields.
const (
	dimKind = iota
	dimLang
	dimDoc
	dimSet
	dimType
	dimColor
	dimManaValue
	dimMechanic
	numDims
)

// facetTable holds every entry's facet values as small integers, so that
// counting the facets of a result is one pass of increments over its hits.
type facetTable struct {
	names []string // value id → value
	dims  []uint8  // value id → dimension
	start []int32  // entry ordinal → first index in vals; len(entries)+1
	vals  []uint16 // value ids, entry after entry
	// sigs are the entries' signatures (see facetSigs), made when a
	// result first holds sigMinHits hits.
	sigs *facetSigs
}

// facetSigs group the entries by their facet values: the rulings of a
// set in a language share theirs, and a card's printings in a language
// often do. A result of tens of thousands of hits counts its hits by
// signature, one increment each, then each signature's values once,
// rather than every value of every hit (a quarter of "en jeu" at full
// size: 56,000 hits of seven values).
type facetSigs struct {
	once  sync.Once
	of    []int32  // entry ordinal → signature
	start []int32  // signature → first index in vals; len(signatures)+1
	vals  []uint16 // value ids, signature after signature
	pool  sync.Pool
}

// sigMinHits is how many hits a result must hold to be counted by
// signature: every signature is read once then.
const sigMinHits = 4096

func newFacetTable(entries []entry) facetTable {
	var ft facetTable
	ids := make([]map[string]uint16, numDims)
	for i := range ids {
		ids[i] = make(map[string]uint16)
	}
	id := func(dim int, v string) uint16 {
		if x, ok := ids[dim][v]; ok {
			return x
		}
		x := uint16(len(ft.names))
		ids[dim][v] = x
		ft.names = append(ft.names, v)
		ft.dims = append(ft.dims, uint8(dim))
		return x
	}
	ft.start = make([]int32, 0, len(entries)+1)
	for _, e := range entries {
		ft.start = append(ft.start, int32(len(ft.vals)))
		add := func(dim int, v string) {
			if v != "" {
				ft.vals = append(ft.vals, id(dim, v))
			}
		}
		add(dimKind, e.kind)
		add(dimLang, e.lang)
		add(dimDoc, e.doc)
		add(dimSet, e.set)
		for _, t := range e.types {
			add(dimType, t)
		}
		for _, c := range e.colors {
			add(dimColor, c)
		}
		if e.hasMV {
			add(dimManaValue, strconv.Itoa(e.mv))
		}
		for _, m := range e.mechanics {
			add(dimMechanic, m)
		}
	}
	ft.start = append(ft.start, int32(len(ft.vals)))
	ft.sigs = &facetSigs{}
	return ft
}

// signatures returns the entries' signatures, made on the first call.
func (ft *facetTable) signatures() *facetSigs {
	fs := ft.sigs
	fs.once.Do(func() {
		ids := make(map[string]int32)
		fs.of = make([]int32, len(ft.start)-1)
		var key []byte
		for e := range fs.of {
			vs := ft.vals[ft.start[e]:ft.start[e+1]]
			key = key[:0]
			for _, v := range vs {
				key = append(key, byte(v), byte(v>>8))
			}
			id, ok := ids[string(key)]
			if !ok {
				id = int32(len(fs.start))
				ids[string(key)] = id
				fs.start = append(fs.start, int32(len(fs.vals)))
				fs.vals = append(fs.vals, vs...)
			}
			fs.of[e] = id
		}
		fs.start = append(fs.start, int32(len(fs.vals)))
	})
	return fs
}

// countValues adds to counts the number of hits holding each value.
func (ft *facetTable) countValues(hits []scored, counts []int32) {
	if len(hits) < sigMinHits || ft.sigs == nil {
		for _, h := range hits {
			for _, v := range ft.vals[ft.start[h.ord]:ft.start[h.ord+1]] {
				counts[v]++
			}
		}
		return
	}
	ft.countBySig(hits, counts)
}

// countBySig is countValues by signature.
func (ft *facetTable) countBySig(hits []scored, counts []int32) {
	fs := ft.signatures()
	p, _ := fs.pool.Get().(*[]int32)
	if p == nil {
		s := make([]int32, len(fs.start)-1)
		p = &s
	}
	bySig := *p
	for _, h := range hits {
		bySig[fs.of[h.ord]]++
	}
	for sig, n := range bySig {
		if n > 0 {
			for _, v := range fs.vals[fs.start[sig]:fs.start[sig+1]] {
				counts[v] += n
			}
		}
	}
	clear(bySig)
	fs.pool.Put(p)
}

// count counts the facet values of hits.
func (ft *facetTable) count(hits []scored) *Facets {
	counts := make([]int32, len(ft.names))
	ft.countValues(hits, counts)
	var byDim [numDims][]FacetCount
	for v, n := range counts {
		if n > 0 {
			d := ft.dims[v]
			byDim[d] = append(byDim[d], FacetCount{Value: ft.names[v], Count: int(n)})
		}
	}
	for d := range byDim {
		fs := byDim[d]
		numeric := d == dimManaValue
		sort.Slice(fs, func(i, j int) bool {
			if fs[i].Count != fs[j].Count {
				return fs[i].Count > fs[j].Count
			}
			if numeric {
				a, _ := strconv.Atoi(fs[i].Value)
				b, _ := strconv.Atoi(fs[j].Value)
				return a < b
			}
			return fs[i].Value < fs[j].Value
		})
		if fs == nil {
			byDim[d] = []FacetCount{}
		}
	}
	return &Facets{
		Kind:      byDim[dimKind],
		Lang:      byDim[dimLang],
		Doc:       byDim[dimDoc],
		Set:       byDim[dimSet],
		Type:      byDim[dimType],
		Color:     byDim[dimColor],
		ManaValue: byDim[dimManaValue],
		Mechanic:  byDim[dimMechanic],
	}
}
