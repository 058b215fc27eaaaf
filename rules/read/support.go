package read

import (
	"maps"
	"strconv"

	"github.com/arbitre/arbitre/rules"
)

// Support N (701.34, branch grammar-keywords-misc): « soutenez N », «
// soccorri N », "support N". On a permanent: a +1/+1 counter on each of up
// to N other target creatures (701.34a); on an instant or sorcery, up to N
// target creatures (701.34b). The reminder texts say the same (« Ciblez
// jusqu'à deux autres créatures », "each of up to two target creatures"),
// and the form is the one the reader gives to the sentence written out.
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{"support": buildSupport})
}

func buildSupport(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if len(rd.ab.Targets) > 0 {
		// "targets" would name the other slots too.
		return nil, unreadf("support after other targets")
	}
	if rd.static {
		return nil, unreadf("support in a static ability")
	}
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	count, err := strconv.Atoi(n.String())
	if err != nil || count < 1 {
		return nil, unreadf("support %q: not a fixed number", m["n"])
	}
	filter := "creature other"
	if rd.env.spell {
		filter = "creature"
	}
	pf, err := rules.ParseFilter(filter)
	if err != nil {
		return nil, unreadf("support: %v", err)
	}
	rd.ab.Targets = append(rd.ab.Targets, &rules.TargetSpec{Filter: pf, Min: 0, Max: count})
	rd.last = "targets"
	rd.noteMany(rd.last)
	return []*rules.Effect{{Op: "counters", N: rules.ConstExpr(1), What: "targets", Kind: "+1/+1"}}, nil
}
