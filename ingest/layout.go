package ingest

import (
	"slices"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// loadLayouts parses the embedded layout rules once; they never change
// while the program runs.
var loadLayouts = sync.OnceValues(corpus.Layouts)

// layoutOf tells an entry's layout from its printed faces, by the rules of
// corpus/layouts.json. guessed is true when no rule matched a multi-face
// entry and the layout was read from whether its last face has a cost.
func layoutOf(e *rnEntry, lang string) (layout string, guessed bool) {
	rules, err := loadLayouts()
	if err != nil {
		rules = corpus.LayoutRules{}
	}
	if len(e.faces) < 2 {
		for _, r := range rules.Single {
			if singleRuleMatches(r, e.faces[0], lang) {
				return r.Layout, false
			}
		}
		return corpus.LayoutNormal, false
	}
	for _, r := range rules.Multi {
		if multiRuleMatches(r, e, lang) {
			return r.Layout, false
		}
	}
	// A back face without a mana cost cannot be cast (a land has none
	// anyway): it is reached by transforming. One with a cost, or a land, is
	// the other side of a modal card.
	if back := e.faces[len(e.faces)-1]; back.cost == "" && !slices.Contains(back.tl.Types, "Land") {
		return corpus.LayoutTransform, true
	}
	return corpus.LayoutModalDFC, true
}

// layout tells an entry's layout as layoutOf does, and, where no rule of
// layouts.json matched, reads a card whose back face another card prints
// too as a meld half.
func (p *rnParser) layout(e *rnEntry) (layout string, guessed bool) {
	layout, guessed = layoutOf(e, p.d.meta.Lang)
	if guessed && p.meldBacks[e.faces[len(e.faces)-1].name] {
		return corpus.LayoutMeld, false
	}
	return layout, guessed
}

func singleRuleMatches(r corpus.LayoutRule, f *rnFace, lang string) bool {
	if r.Token {
		return f.token
	}
	for _, t := range r.Types {
		if slices.Contains(f.tl.Types, t) {
			return true
		}
	}
	return hasAny(f.tl.Subtypes, r.Subtypes[lang])
}

func multiRuleMatches(r corpus.LayoutRule, e *rnEntry, lang string) bool {
	switch {
	case r.SharedType:
		return e.shared
	case len(r.Types) > 0:
		for _, t := range r.Types {
			if slices.Contains(e.faces[0].tl.Types, t) {
				return true
			}
		}
		return false
	case len(r.Subtypes) > 0:
		for _, f := range e.faces {
			if hasAny(f.tl.Subtypes, r.Subtypes[lang]) {
				return true
			}
		}
		return e.shared && hasAny(e.sharedTL.Subtypes, r.Subtypes[lang])
	case len(r.Text) > 0:
		for _, f := range e.faces {
			for _, it := range f.text {
				t := strings.ToLower(plain(it.raw))
				for _, m := range r.Text[lang] {
					if strings.Contains(t, m) {
						return true
					}
				}
			}
		}
		return false
	case len(r.FaceTypes) > 0:
		for _, f := range e.faces {
			if f.cost == "" || len(f.tl.Types) == 0 {
				return false
			}
			for _, t := range f.tl.Types {
				if !slices.Contains(r.FaceTypes, t) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// hasAny reports whether one of the subtypes is one of words (compared in
// lower case).
func hasAny(subtypes, words []string) bool {
	for _, s := range subtypes {
		for _, w := range words {
			if strings.EqualFold(s, w) {
				return true
			}
		}
	}
	return false
}
