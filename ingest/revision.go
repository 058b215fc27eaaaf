package ingest

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/arbitre/arbitre/corpus"
)

// reviseIDs settles documents that claim one id: revisions of one set's
// notes in one language. The latest revision (by last-modified date, then
// file name) keeps the id, so that links and the alignment follow it; each
// earlier one is parsed again under an id of its own, the shared id and its
// date ("orv-it-2031-02-03"), and stays reachable by it. A document that
// still clashes is left out, with an error. It returns, for each earlier
// revision's id, the id of the document that replaces it.
func reviseIDs(srcs []corpus.Source, parts []*doc, errs []error) map[string]string {
	byID := map[string][]int{}
	var ids []string
	for i, d := range parts {
		if d == nil {
			continue
		}
		if _, ok := byID[d.meta.ID]; !ok {
			ids = append(ids, d.meta.ID)
		}
		byID[d.meta.ID] = append(byID[d.meta.ID], i)
	}
	replaced := map[string]string{}
	taken := map[string]bool{}
	for _, id := range ids {
		taken[id] = true
	}
	for _, id := range ids {
		group := byID[id]
		if len(group) < 2 {
			continue
		}
		// Latest first: a later date wins; without dates, the later file
		// name (revisions are usually numbered or dated in their names).
		slices.SortStableFunc(group, func(a, b int) int {
			if c := cmp.Compare(docDate(parts[b]), docDate(parts[a])); c != 0 {
				return c
			}
			return cmp.Compare(parts[b].file, parts[a].file)
		})
		for n, i := range group[1:] {
			old := revisionID(id, docDate(parts[i]), n+2, taken)
			if old == "" {
				errs[i] = fmt.Errorf("%s:1: document id %s is already %s's; left out", parts[i].file, id, parts[group[0]].file)
				parts[i] = nil
				continue
			}
			d, err := parseDoc(srcs[i], old)
			if err != nil {
				errs[i], parts[i] = err, nil
				continue
			}
			taken[old] = true
			parts[i] = d
			replaced[old] = id
		}
	}
	return replaced
}

// docDate is a document's last-modified date as the document gives it.
func docDate(d *doc) string {
	return cmp.Or(d.info.front["modified"], d.modified, d.info.Modified)
}

// revisionID names an earlier revision: by its date, else by its rank n
// among the revisions; "" when both are taken.
func revisionID(id, date string, n int, taken map[string]bool) string {
	for _, c := range []string{id + "-" + date, fmt.Sprintf("%s-rev%d", id, n)} {
		if c != id+"-" && !taken[c] {
			return c
		}
	}
	return ""
}
