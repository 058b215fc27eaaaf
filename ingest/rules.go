package ingest

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A comprehensive-rules paragraph starts with its number: "701.34a …",
// "712.1. …", and a header "701.34. Assimilation" or "712. Cartes avec
// l'assimilation". The number is three digits, an optional ".N" and an
// optional letter; a number with neither letter nor final dot is not a rule
// ("100 cartes" starts a sentence).
var ruleRE = regexp.MustCompile(`^(\d{3})(\.\d+)?([a-z])?(\.)?\s+(\S.*)$`)

// exampleRE is the "Exemple :" line that follows a rule paragraph.
var exampleRE = regexp.MustCompile(`^Exemple\s*:\s*(.*)$`)

// ruleLine is a parsed rule paragraph line.
type ruleLine struct {
	number string // "701.34a", "712.1", "712"
	text   string
	title  string // set for headers: "Assimilation"
}

// parseRuleLine recognises a rule paragraph. A header is a rule whose text
// is a short title rather than a sentence.
func parseRuleLine(t string) (ruleLine, bool) {
	m := ruleRE.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil || (m[3] == "" && m[4] == "") {
		return ruleLine{}, false
	}
	r := ruleLine{number: m[1] + m[2] + m[3], text: strings.TrimSpace(m[5])}
	if m[3] == "" && !endsSentence(r.text) && utf8.RuneCountInString(r.text) <= 60 {
		r.title = r.text
	}
	return r, true
}

// A ruleGap is a numbered rule that skips a number after its predecessor
// at the same depth ("712.6" then "712.8"): the page either dropped a rule
// or misnumbered one, and a judge citing the number should know.
type ruleGap struct {
	index int // of the rule after the gap, in the numbers given
	msg   string
}

func ruleGaps(numbers []string) []ruleGap {
	var out []ruleGap
	last := map[string]int{} // parent number → last child seen
	for i, n := range numbers {
		dot := strings.LastIndexByte(n, '.')
		if dot < 0 || strings.IndexAny(n[dot+1:], "abcdefghijklmnopqrstuvwxyz") >= 0 {
			continue
		}
		k, err := strconv.Atoi(n[dot+1:])
		if err != nil {
			continue
		}
		parent := n[:dot]
		if prev, ok := last[parent]; ok && k > prev+1 {
			out = append(out, ruleGap{i, fmt.Sprintf("rule %s follows %s.%d: %s.%d is missing", n, parent, prev, parent, prev+1)})
		}
		last[parent] = k
	}
	return out
}
