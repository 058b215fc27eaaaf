package ingest

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestAllDocumentsAccounted parses the whole embedded corpus and checks the
// bookkeeping every parser shares: every line of every document belongs to
// exactly one knowledge-base element or category, every owner id names an
// element that exists, blank lines and only blank lines are "blank", no two
// elements claimed a line, and the report agrees with the accounting.
func TestAllDocumentsAccounted(t *testing.T) {
	kb, rep, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	if len(kb.Documents) != len(srcs) || len(rep.Docs) != len(srcs) {
		t.Fatalf("%d documents, %d reports for %d sources", len(kb.Documents), len(rep.Docs), len(srcs))
	}
	if n := rep.Unaccounted(); n != 0 {
		var b strings.Builder
		rep.WriteText(&b)
		t.Errorf("%d unaccounted lines:\n%s", n, b.String())
	}
	ids := map[string]bool{}
	for _, d := range kb.Documents {
		ids[d.ID] = true
	}
	for _, c := range kb.Cards {
		ids[c.ID] = true
		for _, r := range c.Rulings {
			ids[r.ID] = true
		}
	}
	for _, s := range kb.Sections {
		ids[s.ID] = true
		for _, r := range s.Rulings {
			ids[r.ID] = true
		}
	}
	for _, g := range kb.Glossary {
		ids[g.ID] = true
	}
	for _, r := range kb.Rules {
		ids[r.ID] = true
	}
	categories := map[string]bool{}
	for _, c := range []string{corpus.CategoryBlank, corpus.CategoryNavigation, corpus.CategoryBoilerplate,
		corpus.CategorySeparator, corpus.CategoryHeading, corpus.CategoryCredits, corpus.CategoryTOC,
		corpus.CategoryPageBreak, corpus.CategoryDuplicate} {
		categories[c] = true
	}
	for i, d := range kb.Documents {
		lines, _, err := splitLines(srcs[i].Name, srcs[i].Data)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Accounting) != len(lines) || d.Lines != len(lines) {
			t.Fatalf("%s: %d owners, %d lines declared, %d lines", d.ID, len(d.Accounting), d.Lines, len(lines))
		}
		assigned, perCat := 0, map[string]int{}
		for n, o := range d.Accounting {
			blank := strings.TrimSpace(lines[n]) == ""
			switch {
			case o.ID != "" && o.Category != "":
				t.Errorf("%s:%d: owned by %s and in category %s", d.File, n+1, o.ID, o.Category)
			case o.ID != "":
				assigned++
				if !ids[o.ID] {
					t.Errorf("%s:%d: owner %q is no element of the knowledge base", d.File, n+1, o.ID)
				}
				if blank {
					t.Errorf("%s:%d: blank line owned by %s", d.File, n+1, o.ID)
				}
			case o.Category != "":
				perCat[o.Category]++
				if !categories[o.Category] && strings.Trim(o.Category, "abcdefghijklmnopqrstuvwxyz-") != "" {
					t.Errorf("%s:%d: malformed category %q", d.File, n+1, o.Category)
				}
				if o.Category == corpus.CategoryBlank && !blank {
					t.Errorf("%s:%d: text line %q in category blank", d.File, n+1, clip(lines[n], 40))
				}
			}
		}
		r := rep.Docs[i]
		if r.Doc != d.ID || r.Assigned != assigned || r.Lines != len(lines) {
			t.Errorf("%s: report says %d lines, %d assigned; accounting says %d, %d", d.ID, r.Lines, r.Assigned, len(lines), assigned)
		}
		for c, n := range perCat {
			if r.Categories[c] != n {
				t.Errorf("%s: report counts %d %s lines, accounting %d", d.ID, r.Categories[c], c, n)
			}
		}
	}
	for _, dg := range rep.Diagnostics {
		if strings.Contains(dg.Msg, "claimed by") || strings.Contains(dg.Msg, "claimed as") {
			t.Errorf("two owners for one line: %s", dg)
		}
	}
}

// TestReleaseNotesPositions checks that every card, ruling and section of
// the release notes owns the lines its positions name: positions point at
// the printed text, not somewhere near it.
func TestReleaseNotesPositions(t *testing.T) {
	kb, _ := parseEmbedded(t, dskFR, dskIT)
	owner := map[string][]corpus.LineOwner{}
	for _, d := range kb.Documents {
		owner[d.ID] = d.Accounting
	}
	at := func(p corpus.Pos, line int) string { return owner[p.Doc][line-1].ID }
	for _, c := range kb.Cards {
		for _, p := range c.Positions {
			if p.Line < 1 || p.End < p.Line {
				t.Errorf("%s: bad position %+v", c.ID, p)
				continue
			}
			if got := at(p, p.Line); got != c.ID {
				t.Errorf("%s: first line %d of position is owned by %q", c.ID, p.Line, got)
			}
		}
		for _, r := range c.Rulings {
			if r.Line != r.Pos.Line || at(r.Pos, r.Line) != r.ID {
				t.Errorf("%s: line %d owned by %q", r.ID, r.Line, at(r.Pos, r.Line))
			}
		}
	}
	for _, s := range kb.Sections {
		if at(s.Pos, s.Pos.Line) != s.ID {
			t.Errorf("%s: title line %d owned by %q", s.ID, s.Pos.Line, at(s.Pos, s.Pos.Line))
		}
		for _, r := range s.Rulings {
			if at(r.Pos, r.Line) != r.ID {
				t.Errorf("%s: line %d owned by %q", r.ID, r.Line, at(r.Pos, r.Line))
			}
		}
	}
}
