package index

import (
	"sort"
	"strconv"
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
}

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
	return ft
}

// count counts the facet values of hits.
func (ft *facetTable) count(hits []scored) *Facets {
	counts := make([]int32, len(ft.names))
	for _, h := range hits {
		for _, v := range ft.vals[ft.start[h.ord]:ft.start[h.ord+1]] {
			counts[v]++
		}
	}
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
