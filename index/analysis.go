package index

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/lang/fr"
	"github.com/blevesearch/bleve/v2/analysis/lang/it"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	unicodetok "github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/registry"
)

// Analyzer names, as declared in the index mapping.
const (
	analyzerFR      = "arbitre_fr"   // French text: elision, stop words, light stemmer, folding
	analyzerIT      = "arbitre_it"   // Italian text: same chain with Italian parts
	analyzerEN      = "arbitre_en"   // English query words, for term-table matching only
	analyzerName    = "arbitre_name" // names: lower case, elision, folding; no stemming, no stop words
	analyzerKeyword = keyword.Name   // filters: the value as one token
)

// foldFilterName is the registered type of the accent-folding token filter.
// Bleve's asciifolding is a character filter: it would run before the stop
// word filter, which then no longer recognises "à" or "été"; and the
// French and Italian light stemmers fold accents only in words long enough to
// be stemmed. Folding as the last token filter covers every token.
const foldFilterName = "arbitre_fold"

// frVerbFilterName is the registered type of the filter that completes
// Bleve's French light stemmer for the verb forms of rules text: the
// stemmer leaves the imperative "-ez" ("sacrifiez", "contrôlez") that every
// card and ruling uses, and stems "sacrifier" and "sacrifié" apart.
const frVerbFilterName = "arbitre_fr_verb"

// suffixFilterFR and suffixFilterIT are the registered types of the
// filters that strip the endings of inflection.json (see suffixFilter).
const (
	suffixFilterFR = "arbitre_fr_suffix"
	suffixFilterIT = "arbitre_it_suffix"
)

// inflectionJSON holds, per language, the endings suffixFilter strips:
// data, not code, so that a missed inflection is a line in a file.
//
//go:embed inflection.json
var inflectionJSON []byte

// inflection is inflection.json parsed, by language.
var inflection = func() map[string]suffixFilter {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(inflectionJSON, &raw); err != nil {
		panic("index: inflection.json: " + err.Error())
	}
	out := map[string]suffixFilter{}
	for lang, b := range raw {
		if strings.HasPrefix(lang, "_") {
			continue
		}
		var f struct {
			MinStem int      `json:"min_stem"`
			Endings []string `json:"endings"`
		}
		if err := json.Unmarshal(b, &f); err != nil {
			panic("index: inflection.json: " + lang + ": " + err.Error())
		}
		// Longest first: the longest ending that fits is stripped.
		sort.SliceStable(f.Endings, func(i, j int) bool { return len(f.Endings[i]) > len(f.Endings[j]) })
		out[lang] = suffixFilter{minStem: f.MinStem, endings: f.Endings}
	}
	return out
}()

// Bleve finds token filter types in a process-wide registry; registering ours
// there is the only way to use it in a mapping, and it is done once, before
// main, like a database/sql driver.
func init() {
	registry.RegisterTokenFilter(foldFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return foldFilter{}, nil
	})
	registry.RegisterTokenFilter(frVerbFilterName, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return frVerbFilter{}, nil
	})
	for name, lang := range map[string]string{suffixFilterFR: "fr", suffixFilterIT: "it"} {
		registry.RegisterTokenFilter(name, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
			return inflection[lang], nil
		})
	}
}

// suffixFilter runs last: it strips the longest of its endings from a
// stem, once, when minStem bytes remain. The light stemmers leave a
// verb's infinitive, its participle and the noun made from it apart
// ("neutralizzar", "neutralizzat"; "brul", "brulur"), and the notes use
// one where the reader types another: « neutralizzare una magia » finds
// the rulings that say « neutralizzata ».
type suffixFilter struct {
	minStem int
	endings []string
}

func (f suffixFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, t := range in {
		for _, e := range f.endings {
			if len(t.Term) >= f.minStem+len(e) && strings.HasSuffix(string(t.Term), e) {
				t.Term = t.Term[:len(t.Term)-len(e)]
				break
			}
		}
	}
	return in
}

// frVerbFilter runs after the light stemmer and folding. It drops the
// imperative ending "-ez", then a stem-final "i" left by "-ier"/"-iez", so
// that "sacrifier", "sacrifiez", "sacrifié" and "sacrifie" all become
// "sacrif", and "contrôlez" meets "contrôler". Short words ("nez", "assez",
// "premi") are left alone.
type frVerbFilter struct{}

func (frVerbFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, t := range in {
		b := t.Term
		if len(b) >= 6 && b[len(b)-2] == 'e' && b[len(b)-1] == 'z' {
			b = b[:len(b)-2]
		}
		if len(b) >= 6 && b[len(b)-1] == 'i' {
			b = b[:len(b)-1]
		}
		t.Term = b
	}
	return in
}

// foldFilter folds every token with text.Fold.
type foldFilter struct{}

func (foldFilter) Filter(in analysis.TokenStream) analysis.TokenStream {
	for _, t := range in {
		if text.NeedsFold(t.Term) {
			t.Term = text.AppendFold(nil, t.Term)
		}
	}
	return in
}

// newMapping declares the analyzers and the fields of every index document.
// Documents are built field by field (see document.go) with these analyzers;
// the mapping is what queries consult to analyse their text, and what an
// index on disk records.
func newMapping() (*mapping.IndexMappingImpl, error) {
	im := mapping.NewIndexMapping()
	chains := []struct {
		name    string
		filters []string
	}{
		{analyzerFR, []string{lowercase.Name, fr.ElisionName, fr.StopName, fr.LightStemmerName, foldFilterName, frVerbFilterName, suffixFilterFR}},
		{analyzerIT, []string{lowercase.Name, it.ElisionName, it.StopName, it.LightStemmerName, foldFilterName, suffixFilterIT}},
		{analyzerEN, []string{en.PossessiveName, lowercase.Name, en.StopName, en.PluralStemmerName, foldFilterName}},
		{analyzerName, []string{lowercase.Name, fr.ElisionName, it.ElisionName, foldFilterName}},
	}
	for _, c := range chains {
		err := im.AddCustomAnalyzer(c.name, map[string]interface{}{
			"type":          custom.Name,
			"tokenizer":     unicodetok.Name,
			"token_filters": c.filters,
		})
		if err != nil {
			return nil, fmt.Errorf("index: analyzer %s: %w", c.name, err)
		}
	}
	// Nothing is indexed unless declared: a field this package does not
	// know about would otherwise be analysed by the default analyzer.
	im.DefaultAnalyzer = analyzerName
	im.DefaultMapping = mapping.NewDocumentStaticMapping()
	im.StoreDynamic = false
	im.IndexDynamic = false
	im.DocValuesDynamic = false
	dm := im.DefaultMapping
	for _, f := range fieldSpecs {
		var fm *mapping.FieldMapping
		if f.numeric {
			fm = mapping.NewNumericFieldMapping()
		} else {
			fm = mapping.NewTextFieldMapping()
			fm.Analyzer = f.analyzer
			fm.IncludeTermVectors = f.positions
		}
		fm.Store = false
		fm.DocValues = false
		fm.IncludeInAll = false
		addFieldPath(dm, f.name, fm)
	}
	if err := im.Validate(); err != nil {
		return nil, fmt.Errorf("index: mapping: %w", err)
	}
	return im, nil
}

// addFieldPath adds a field mapping for a dotted path ("text.fr").
func addFieldPath(dm *mapping.DocumentMapping, path string, fm *mapping.FieldMapping) {
	parts := strings.Split(path, ".")
	for _, p := range parts[:len(parts)-1] {
		sub, ok := dm.Properties[p]
		if !ok {
			sub = mapping.NewDocumentStaticMapping()
			dm.AddSubDocumentMapping(p, sub)
		}
		dm = sub
	}
	fm.Name = parts[len(parts)-1]
	dm.AddFieldMappingsAt(parts[len(parts)-1], fm)
}
