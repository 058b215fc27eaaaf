package read

import (
	"sort"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// "You may" takes a bare infinitive: « vous pouvez gagner 5 points de
// vie », « puoi guadagnare 1 punto vita », « vous pouvez exiler une
// créature ciblée, puis renvoyer cette carte … ». It means what the
// instruction « gagnez 5 points de vie » / « guadagni 1 punto vita »
// means, done only if you choose to. English says the bare infinitive as
// the imperative, so reads it as it is; French and Italian put the verb
// of each clause back to the form the effect shapes read with the
// lexicon's mayInfinitives (regular endings first written as their
// exceptions: « détruire » → « détruisez », « guadagnare » → « guadagni »),
// and the clause is read as any other, each of its instructions optional.
// A clause that reads as printed is read so (« vous pouvez lancer … »
// has shapes of its own); only one that does not is conjugated.

// buildOptional builds the effect shape "optional": "you may (rest)".
func buildOptional(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	rest := m["rest"]
	saved := *rd.ab
	savedLast, savedSubj, savedPl := rd.last, rd.subject, rd.lastPl
	effs, err := rd.optionalClauses(rest)
	if err == nil {
		return effs, nil
	}
	conj, ok := rd.conjugateInfinitives(rest)
	if !ok {
		return nil, err
	}
	*rd.ab = saved
	rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
	effs, cerr := rd.optionalClauses(conj)
	if cerr != nil {
		*rd.ab = saved
		rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
		return nil, cerr
	}
	return effs, nil
}

// conjugateInfinitives puts the infinitive that starts s, and each that
// starts a clause after one of the lexicon's conjunctions, to the form
// the effect shapes read. It says whether any changed.
func (rd *reader) conjugateInfinitives(s string) (string, bool) {
	if len(rd.lx.mayInfinitives) == 0 {
		return s, false
	}
	starts := map[int]bool{0: true}
	for _, sep := range rd.lx.conjunctions {
		for off := 0; ; {
			i := strings.Index(s[off:], sep)
			if i < 0 {
				break
			}
			off += i + len(sep)
			starts[off] = true
		}
	}
	at := make([]int, 0, len(starts))
	for i := range starts {
		at = append(at, i)
	}
	// From the last clause back, so that the offsets before stay true.
	sort.Sort(sort.Reverse(sort.IntSlice(at)))
	changed := false
	for _, i := range at {
		for _, rw := range rd.lx.mayInfinitives {
			loc := rw.re.FindStringSubmatchIndex(s[i:])
			if loc == nil {
				continue
			}
			form := string(rw.re.ExpandString(nil, rw.to, s[i:], loc))
			s = s[:i] + form + s[i+loc[1]:]
			changed = true
			break
		}
	}
	return s, changed
}
