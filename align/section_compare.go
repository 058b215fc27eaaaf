package align

import "strings"

// CompareSection sets a general-notes section (given by its id on either
// side) beside its counterpart: title, text and rulings, row by row, with
// the differences flagged for the pair. It reports false for a section
// that has no counterpart.
func (al *Alignment) CompareSection(sectionID string) (*SectionComparison, bool) {
	var p *SectPair
	for i := range al.Sections {
		if al.Sections[i].From.ID == sectionID || al.Sections[i].To.ID == sectionID {
			p = &al.Sections[i]
			break
		}
	}
	if p == nil {
		return nil, false
	}
	f, t := p.from, p.to
	c := &SectionComparison{Pair: *p, From: f, To: t}
	byRuling := map[string][]Difference{}
	for _, d := range al.Differences() {
		if d.OwnerKind != "section" || d.Owner != f.ID {
			continue
		}
		switch {
		case d.FromRuling != "":
			byRuling[d.FromRuling] = append(byRuling[d.FromRuling], d)
		case d.ToRuling != "":
			byRuling[d.ToRuling] = append(byRuling[d.ToRuling], d)
		default:
			byRuling[""] = append(byRuling[""], d)
		}
		c.Diffs = append(c.Diffs, d)
	}
	c.Rows = append(c.Rows, Row{Part: "name", From: f.Title, To: t.Title})
	c.Rows = append(c.Rows, Row{Part: "text", From: strings.Join(f.Text, "\n"), To: strings.Join(t.Text, "\n"), Diffs: byRuling[""]})
	for _, rp := range p.Rulings {
		r := Row{Part: "ruling", FromID: rp.FromID, ToID: rp.ToID}
		if rp.From >= 0 {
			r.From = f.Rulings[rp.From].Text
			r.Diffs = byRuling[rp.FromID]
		}
		if rp.To >= 0 {
			r.To = t.Rulings[rp.To].Text
			if rp.From < 0 {
				r.Diffs = byRuling[rp.ToID]
			}
		}
		c.Rows = append(c.Rows, r)
	}
	return c, true
}
