package read

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"gopkg.in/yaml.v3"
)

//go:embed misprints.yaml
var misprintsFile []byte

// misprint is a slip of one document at one place, and what it means.
type misprint struct {
	Doc     string `yaml:"doc"`
	Line    int    `yaml:"line"`
	Printed string `yaml:"printed"`
	Meant   string `yaml:"meant"`
}

// misprints are the documents' misprints (misprints.yaml); a broken file
// is a programming error, caught by the tests.
var misprints = sync.OnceValue(func() []misprint {
	var out []misprint
	if err := yaml.Unmarshal(misprintsFile, &out); err != nil {
		panic(fmt.Sprintf("misprints.yaml: %v", err))
	}
	return out
})

// printedIn reports whether the misprint's place is one of c's entries.
func (m misprint) printedIn(c *corpus.Card) bool {
	return slices.ContainsFunc(c.Positions, func(p corpus.Pos) bool {
		return p.Doc == m.Doc && p.Line <= m.Line && m.Line <= max(p.End, p.Line)
	})
}

// correctMisprints returns c with the misprints printed in its entries
// read as meant, and for each corrected paragraph the printed one and a
// note naming the misprint. c itself is left as printed.
func correctMisprints(c *corpus.Card) (*corpus.Card, map[string][2]string) {
	var fixes []misprint
	for _, m := range misprints() {
		if m.printedIn(c) {
			fixes = append(fixes, m)
		}
	}
	if len(fixes) == 0 {
		return c, nil
	}
	printed := map[string][2]string{}
	fix := func(ps []string) []string {
		out := slices.Clone(ps)
		for i, p := range out {
			for _, m := range fixes {
				if strings.Contains(p, m.Printed) {
					q := strings.ReplaceAll(p, m.Printed, m.Meant)
					printed[q] = [2]string{out[i], fmt.Sprintf("%q read as %q: a misprint of %s, line %d", m.Printed, m.Meant, m.Doc, m.Line)}
					p = q
				}
			}
			out[i] = p
		}
		return out
	}
	cc := *c
	cc.Text, cc.Modes = fix(c.Text), fix(c.Modes)
	cc.Faces = slices.Clone(c.Faces)
	for i := range cc.Faces {
		cc.Faces[i].Text = fix(c.Faces[i].Text)
	}
	return &cc, printed
}

// restorePrinted puts the printed text back in the readings of corrected
// paragraphs, with the note.
func restorePrinted(cr *CardReading, printed map[string][2]string) {
	for i, r := range cr.Paragraphs {
		if p, ok := printed[r.Text]; ok {
			cr.Paragraphs[i].Text, cr.Paragraphs[i].Misprint = p[0], p[1]
		}
	}
}
