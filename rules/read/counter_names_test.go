package read

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/golden"
	"github.com/arbitre/arbitre/internal/realcards"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// Counter names as the three languages print them: "a storage counter",
// « un marqueur « stock » », « un segnalino magazzino ».
var (
	enCounterRE = regexp.MustCompile(`\b([a-z][a-z-]*) counters?\b`)
	frCounterRE = regexp.MustCompile(`marqueurs? (?:« ?([^»"]+?) ?»|"([^"]+)")`)
	itCounterRE = regexp.MustCompile(`segnalin[oi] ([a-z]+)`)
)

// counterStopWords come before "counter" without naming a kind ("another
// counter", "each counter"), or after « segnalino » ("segnalino su").
var counterStopWords = map[string]bool{
	"a": true, "an": true, "the": true, "another": true, "of": true, "all": true, "more": true, "each": true,
	"those": true, "that": true, "any": true, "and": true, "or": true, "no": true, "its": true, "their": true,
	"additional": true, "such": true, "same": true, "kind": true, "x": true, "su": true, "di": true, "da": true,
	"che": true, "in": true, "per": true, "sul": true, "sulla": true, "non": true, "e": true, "o": true,
	"different": true, "five": true, "get": true, "with": true, "strike": true, // "first strike counter"
}

// playerCounters are kinds a player has (a player's counters are no
// permanent's: the reader's counter ops put counters on objects).
var playerCounters = map[string]bool{"poison": true, "energy": true, "experience": true, "rad": true, "ticket": true}

// counterKindsIn is the set of counter kinds named in a folded text.
func counterKindsIn(lang, folded string) map[string]bool {
	out := map[string]bool{}
	re := map[string]*regexp.Regexp{"en": enCounterRE, "fr": frCounterRE, "it": itCounterRE}[lang]
	for _, m := range re.FindAllStringSubmatch(folded, -1) {
		w := strings.TrimSpace(m[1])
		if w == "" && len(m) > 2 {
			w = strings.TrimSpace(m[2])
		}
		if w != "" && !counterStopWords[w] && !strings.ContainsAny(w, "+/0123456789") {
			out[w] = true
		}
	}
	return out
}

// TestCounterTable derives lexicon/counters.tsv from the real cards'
// texts (../shared/realcards): each named counter kind in English with
// its French and Italian names. A printing whose English text names one
// kind and whose French (Italian) text names one pairs them; a word
// paired with several English kinds keeps the one most printings give,
// and only when most do. Kinds a player has are left out. The table is
// data: the reader never needs the real cards to use it. `-update`
// rewrites it.
func TestCounterTable(t *testing.T) {
	type printing struct {
		EnText string `json:"en_text"`
		FrText string `json:"fr_text"`
		ItText string `json:"it_text"`
	}
	forms, err := rules.KeywordForms()
	if err != nil {
		t.Fatal(err)
	}
	votes := map[string]map[string]map[string]int{"fr": {}, "it": {}}
	for _, c := range realcards.Printings[printing](t) {
		en := counterKindsIn("en", strings.ToLower(c.EnText))
		if len(en) != 1 {
			continue
		}
		var e string
		for k := range en {
			e = k
		}
		if _, keyword := forms[e]; keyword || playerCounters[e] {
			continue // a keyword counter is read as its keyword (rules.KeywordForms)
		}
		for lang, txt := range map[string]string{"fr": c.FrText, "it": c.ItText} {
			ws := counterKindsIn(lang, text.FoldLine(txt))
			if len(ws) != 1 || txt == c.EnText {
				continue
			}
			for w := range ws {
				if votes[lang][w] == nil {
					votes[lang][w] = map[string]int{}
				}
				votes[lang][w][e]++
			}
		}
	}
	byEn := map[string]map[string][]string{}
	for lang, words := range votes {
		for w, ens := range words {
			best, n, total := "", 0, 0
			for e, k := range ens {
				total += k
				if k > n || k == n && e < best {
					best, n = e, k
				}
			}
			if 2*n <= total {
				continue // most of its printings disagree: noise
			}
			if byEn[best] == nil {
				byEn[best] = map[string][]string{}
			}
			byEn[best][lang] = append(byEn[best][lang], w)
		}
	}
	checkTermTable(t, "lexicon/counters.tsv", byEn,
		"# Counter kinds: English (the key), then their French and Italian names,",
		"# folded, as printed on real cards. Written by TestCounterTable from",
		"# ../shared/realcards (go test ./rules/read -run TestCounterTable -update).")
}

// checkTermTable checks (with -update, writes) a table of English terms
// with their French and Italian words (byEn[english][lang]), sorted, after
// its header lines.
func checkTermTable(t *testing.T, path string, byEn map[string]map[string][]string, header ...string) {
	t.Helper()
	var ens []string
	for e := range byEn {
		ens = append(ens, e)
	}
	sort.Strings(ens)
	var b strings.Builder
	for _, h := range header {
		b.WriteString(h + "\n")
	}
	for _, e := range ens {
		fr, it := byEn[e]["fr"], byEn[e]["it"]
		sort.Strings(fr)
		sort.Strings(it)
		fmt.Fprintf(&b, "%s\t%s\t%s\n", e, strings.Join(fr, "|"), strings.Join(it, "|"))
	}
	golden.Check(t, path, []byte(b.String()))
}
