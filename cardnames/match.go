package cardnames

import (
	"net/url"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// Name is a card's English name and where to see the card on Scryfall.
type Name struct {
	Name   string `json:"name"`
	URI    string `json:"uri"`
	Set    string `json:"set,omitempty"`
	Number string `json:"collector_number,omitempty"`
}

// Names maps knowledge-base card ids to their English names.
type Names map[string]Name

// Aliases are the English names as index.Options.Names takes them: per
// card id, its English name, left out where the card already bears it.
func (n Names) Aliases(kb *corpus.KB) map[string][]string {
	out := make(map[string][]string, len(n))
	for id, nm := range n {
		if c := kb.Card(id); c != nil && key(c.Name) == key(nm.Name) {
			continue
		}
		out[id] = []string{nm.Name}
	}
	return out
}

// Report says how a file's names matched a knowledge base's cards.
type Report struct {
	Cards      int      `json:"cards"`       // cards of the knowledge base in fr, it or en
	BySetName  int      `json:"by_set_name"` // matched by set code and printed name
	ByName     int      `json:"by_name"`     // by printed name alone (set code unknown to the file)
	Unmatched  int      `json:"unmatched"`
	Ambiguous  int      `json:"ambiguous"` // printed name shared by cards of different English names
	Examples   []string `json:"unmatched_examples,omitempty"`
	Printings  int      `json:"printings"` // printings kept from the file
	FileFormat string   `json:"format"`
}

// maxExamples bounds the unmatched names a report lists.
const maxExamples = 10

// Sets are the set codes of kb's cards and documents, as Read's filter.
func Sets(kb *corpus.KB) map[string]bool {
	sets := map[string]bool{}
	for _, d := range kb.Documents {
		if d.Set != "" {
			sets[strings.ToLower(d.Set)] = true
		}
	}
	for _, c := range kb.Cards {
		if c.Set != "" {
			sets[strings.ToLower(c.Set)] = true
		}
	}
	return sets
}

// key is a name as matched: folded, words joined by single spaces, so that
// case, accents and punctuation ("Kaito, fléau" and "kaito fleau") do not
// count.
func key(name string) string { return strings.Join(text.FoldWords(name), " ") }

// Match gives each card of kb in one of Langs its English name: that of
// the printing in the card's language, set and printed name; failing
// that, of the printings in its language with its printed name, when they
// all agree on one.
func Match(kb *corpus.KB, f *File) (Names, Report) {
	type langKey struct{ lang, set, name string }
	bySet := map[langKey][]*Printing{}
	byName := map[langKey][]*Printing{}
	english := map[langKey]*Printing{} // oracle id and set → the English printing
	for i := range f.Printings {
		p := &f.Printings[i]
		k := key(p.PrintedName)
		bySet[langKey{p.Lang, p.Set, k}] = append(bySet[langKey{p.Lang, p.Set, k}], p)
		byName[langKey{p.Lang, "", k}] = append(byName[langKey{p.Lang, "", k}], p)
		if p.Lang == "en" && p.OracleID != "" {
			english[langKey{"en", p.Set, p.OracleID}] = p
		}
	}
	names := Names{}
	rep := Report{Printings: len(f.Printings), FileFormat: f.Format}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		if !keep(c.Lang, strings.ToLower(c.Set), nil) {
			continue
		}
		rep.Cards++
		k := key(c.Name)
		ps := bySet[langKey{c.Lang, strings.ToLower(c.Set), k}]
		how := &rep.BySetName
		if len(ps) == 0 {
			ps, how = byName[langKey{c.Lang, "", k}], &rep.ByName
		}
		if len(ps) == 0 {
			rep.Unmatched++
			if len(rep.Examples) < maxExamples {
				rep.Examples = append(rep.Examples, c.Name)
			}
			continue
		}
		if !sameName(ps) {
			rep.Ambiguous++
			continue
		}
		*how++
		p := ps[0]
		uri := p.URI
		if uri == "" && p.OracleID != "" {
			if e := english[langKey{"en", p.Set, p.OracleID}]; e != nil {
				uri = e.URI
			}
		}
		names[c.ID] = Name{Name: p.Name, URI: scryfallURI(uri, p), Set: p.Set, Number: p.Number}
	}
	return names, rep
}

// sameName reports whether the printings all name the same English card.
func sameName(ps []*Printing) bool {
	for _, p := range ps[1:] {
		if p.Name != ps[0].Name {
			return false
		}
	}
	return true
}

// scryfallURI is the card's page: the one the file gives, else the page
// of its set and collector number, else a search for its exact name.
func scryfallURI(uri string, p *Printing) string {
	switch {
	case uri != "":
		return uri
	case p.Set != "" && p.Number != "":
		return "https://scryfall.com/card/" + url.PathEscape(p.Set) + "/" + url.PathEscape(p.Number)
	}
	return "https://scryfall.com/search?q=" + url.QueryEscape(`!"`+p.Name+`"`)
}

// Sorted returns the ids of n in order, for stable output.
func (n Names) Sorted() []string {
	ids := make([]string, 0, len(n))
	for id := range n {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
