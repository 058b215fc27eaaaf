package verify

import (
	"context"
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules/scenario"
)

// counterparts aligns, for every set with release notes in French and in
// Italian, the two documents, and returns what a scenario becomes in the
// other language: each card's, ruling's and section's counterpart (both
// ways), and each printed card and face name's.
func counterparts(kb *corpus.KB) (scenario.Translation, error) {
	tr := scenario.Translation{IDs: map[string]string{}, Names: map[string]string{}}
	pair := func(a, b string) {
		if a != "" && b != "" {
			tr.IDs[a], tr.IDs[b] = b, a
		}
	}
	rulings := func(rps []align.RulingPair) {
		for _, rp := range rps {
			pair(rp.FromID, rp.ToID)
		}
	}
	name := func(a, b string) {
		if a != "" && b != "" {
			tr.Names[text.FoldLine(a)], tr.Names[text.FoldLine(b)] = b, a
		}
	}
	for _, fr := range kb.Documents {
		if fr.Lang != "fr" || fr.Kind != corpus.KindReleaseNotes {
			continue
		}
		for _, it := range kb.Documents {
			if it.Lang != "it" || it.Kind != fr.Kind || it.Set != fr.Set {
				continue
			}
			al, err := align.Align(kb, fr.ID, it.ID)
			if err != nil {
				return tr, fmt.Errorf("verify: aligning %s and %s: %w", fr.ID, it.ID, err)
			}
			for i := range al.Pairs {
				p := &al.Pairs[i]
				pair(p.From.ID, p.To.ID)
				rulings(p.Rulings)
				a, b := p.FromCard(), p.ToCard()
				name(a.Name, b.Name)
				if len(a.Faces) == len(b.Faces) {
					for j := range a.Faces {
						name(a.Faces[j].Name, b.Faces[j].Name)
					}
				}
			}
			for i := range al.Sections {
				sp := &al.Sections[i]
				pair(sp.From.ID, sp.To.ID)
				rulings(sp.Rulings)
			}
		}
	}
	return tr, nil
}

// runCounterpart plays s with the counterparts of its knowledge-base cards
// (nil when it names none: it plays generic cards only). The counterpart
// run checks that the rulings it names exist; their quotes are in the
// scenario's language, not the counterpart's.
func (x *Index) runCounterpart(ctx context.Context, s *scenario.Scenario, lang string) *scenario.CounterpartResult {
	if len(s.KBCards(x.cards)) == 0 {
		return nil
	}
	cp, missing := s.Counterpart(x.cards, x.tr)
	out := &scenario.CounterpartResult{Lang: otherLang(lang), Cards: cp.KBCards(x.cards), Missing: missing}
	if len(missing) > 0 {
		out.Message = "no counterpart for " + strings.Join(missing, ", ")
		return out
	}
	res := cp.Run(ctx, x.cards)
	out.Passed, out.Message, out.Outcome = res.Passed, res.Message, res.Outcome
	if res.Passed {
		for _, c := range cp.Checks {
			if !x.Has(c.ID) {
				out.Passed, out.Message = false, fmt.Sprintf("checks %s: no such ruling, rule or glossary entry in the knowledge base", c.ID)
				break
			}
		}
	}
	return out
}

// scenarioLang is the language of the knowledge-base cards a scenario
// plays ("" for none).
func (x *Index) scenarioLang(s *scenario.Scenario) string {
	if x.kb == nil {
		return ""
	}
	for _, id := range s.KBCards(x.cards) {
		if c := x.kb.Card(id); c != nil {
			return c.Lang
		}
	}
	return ""
}

func otherLang(l string) string {
	switch l {
	case "fr":
		return "it"
	case "it":
		return "fr"
	}
	return ""
}
