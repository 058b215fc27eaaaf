package ingest

import (
	"cmp"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// A document's metadata (language, kind, set code and name, dates) is read
// from its content, with the wording of documents.json; the file name
// (corpus.MetaFromName's "<set>-<kind>.<lang>.txt") and a front-matter
// block override it, the front matter first:
//
//	---
//	lang: fr
//	set: dsk
//	---
//
// Language: the document's words are counted against the word profiles of
// documents.json, and the language with most is taken. A language the
// term table does not hold is an error naming it.
//
// Kind: the phrase that names a kind ("Notes de publication", "Livret de
// règles", "FAQ" …) earliest in the first lines decides; a document that
// names none is a mechanics page, the most general reader.
//
// Set code: the first code that a set-code phrase introduces ("code
// d'extension DSK", "codice dell'espansione DSK"); failing that, the set
// of documents.json whose name the document writes most often (a
// mechanics page names its set, "Incursion dans Nyx"; the 9th-edition
// rulebook names its edition, "Neuvième édition", and never prints a
// code); failing that, the file name's stem.
//
// Set name: the emphasised words of the title line ("Notes de publication
// *Mornebrune : la Maison de l'horreur*"), else the set's name in
// documents.json.

// frontKeys are the keys a front-matter block may set.
var frontKeys = []string{"lang", "kind", "set", "set_name", "title", "modified", "released"}

// docKinds are the kinds a document may have, and the parser that reads each.
var docKinds = []string{corpus.KindReleaseNotes, corpus.KindMechanics, corpus.KindRulebook, corpus.KindFAQ}

// maxFrontMatter bounds a front-matter block, so that a document opening
// with a "---" separator is not searched to its end.
const maxFrontMatter = 20

// vocab is documents.json compiled for matching.
type vocab struct {
	langs     []corpus.LanguageProfile
	langWords map[string][]int // folded word -> indexes in langs
	termLangs []string         // languages the term table holds
	kinds     []kindMatcher
	setCode   []*regexp.Regexp
	codeWords []string // folded first words of the set-code phrases: a cheap filter before the regexps
	modified  []string // folded phrases
	released  []string
	months    map[string]int // folded month name -> 1..12
	weekdays  map[string]bool
	sets      []setMatcher
	// rnPhrases are the folded words of the release-notes phrases, for
	// reading a set name off a title; connectors the words between.
	rnPhrases  [][]string
	connectors map[string]bool
	// partPrefix and generalPart recognise the general-notes part heading
	// of release notes (sections.json): "NOTES GÉNÉRALES", "NOTE GENERALI".
	partPrefix  []string
	generalPart []string
}

type kindMatcher struct {
	kind    string
	phrases []string // slugs
}

type setMatcher struct {
	code   string
	names  map[string][]string // lang -> names as written
	folded []string            // folded names
}

var loadVocab = sync.OnceValues(func() (*vocab, error) {
	v, err := corpus.DocumentVocabulary()
	if err != nil {
		return nil, err
	}
	terms, err := loadTerms()
	if err != nil {
		return nil, err
	}
	out := &vocab{
		langs:     v.Languages,
		langWords: map[string][]int{},
		termLangs: corpus.TermLanguages(terms),
		months:    map[string]int{},
		weekdays:  map[string]bool{},
	}
	for i, l := range v.Languages {
		for _, w := range strings.Fields(l.Words) {
			w = text.Fold(w)
			if !slices.Contains(out.langWords[w], i) {
				out.langWords[w] = append(out.langWords[w], i)
			}
		}
	}
	for _, k := range v.Kinds {
		if !slices.Contains(docKinds, k.Kind) {
			return nil, fmt.Errorf("corpus: documents.json: unknown kind %q", k.Kind)
		}
		m := kindMatcher{kind: k.Kind}
		for _, ps := range k.Phrases {
			for _, p := range ps {
				m.phrases = append(m.phrases, text.Slug(p))
				if k.Kind == corpus.KindReleaseNotes {
					out.rnPhrases = append(out.rnPhrases, text.FoldWords(p))
				}
			}
		}
		out.kinds = append(out.kinds, m)
	}
	for _, ps := range v.SetCode {
		for _, p := range ps {
			// Any run of spaces or apostrophes between the words; the
			// code is a run of capitals and digits, possibly emphasised.
			words := strings.FieldsFunc(p, func(r rune) bool { return r == ' ' || r == '\'' || r == '’' })
			for i, w := range words {
				words[i] = regexp.QuoteMeta(w)
			}
			re, err := regexp.Compile(`(?i:\b` + strings.Join(words, `[\s'’]+`) + `)[\s:*_]+([A-Z0-9]{2,5})\b`)
			if err != nil {
				return nil, fmt.Errorf("corpus: documents.json: set-code phrase %q: %w", p, err)
			}
			out.setCode = append(out.setCode, re)
			// English writes the code before the phrase ("cards with the
			// ATD set code").
			re, err = regexp.Compile(`\b([A-Z0-9]{2,5})[\s*_]+(?i:` + strings.Join(words, `[\s'’]+`) + `)\b`)
			if err != nil {
				return nil, fmt.Errorf("corpus: documents.json: set-code phrase %q: %w", p, err)
			}
			out.setCode = append(out.setCode, re)
			if w := text.FoldWords(p); len(w) > 0 && !slices.Contains(out.codeWords, w[0]) {
				out.codeWords = append(out.codeWords, w[0])
			}
		}
	}
	for _, m := range []struct {
		from map[string][]string
		to   *[]string
	}{{v.Modified, &out.modified}, {v.Released, &out.released}} {
		for _, ps := range m.from {
			for _, p := range ps {
				*m.to = append(*m.to, text.FoldLine(p))
			}
		}
	}
	out.connectors = map[string]bool{}
	for _, ws := range v.TitleConnectors {
		for _, w := range ws {
			out.connectors[text.FoldLine(w)] = true
		}
	}
	genre, err := corpus.LoadGenre()
	if err != nil {
		return nil, err
	}
	for _, ws := range genre.PartPrefix {
		for _, w := range ws {
			out.partPrefix = append(out.partPrefix, text.FoldLine(w))
		}
	}
	for _, pr := range genre.Parts {
		if pr.Part != "general" {
			continue
		}
		for _, ws := range pr.Words {
			for _, w := range ws {
				out.generalPart = append(out.generalPart, text.FoldLine(w))
			}
		}
	}
	for _, names := range v.Weekdays {
		for _, n := range names {
			out.weekdays[text.Fold(n)] = true
		}
	}
	for _, names := range v.Months {
		for i, n := range names {
			out.months[text.Fold(n)] = i + 1
		}
	}
	for _, s := range v.Sets {
		m := setMatcher{code: s.Code, names: s.Names}
		for _, ns := range s.Names {
			for _, n := range ns {
				m.folded = append(m.folded, text.FoldLine(n))
			}
		}
		out.sets = append(out.sets, m)
	}
	// Map iteration order must not decide anything: longest phrases first.
	for _, ps := range [][]string{out.modified, out.released} {
		sortLongestFirst(ps)
	}
	for i := range out.kinds {
		sortLongestFirst(out.kinds[i].phrases)
	}
	slices.SortFunc(out.rnPhrases, func(a, b []string) int { return len(b) - len(a) })
	slices.SortFunc(out.setCode, func(a, b *regexp.Regexp) int { return len(b.String()) - len(a.String()) })
	return out, nil
})

func sortLongestFirst(ps []string) {
	slices.SortStableFunc(ps, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
}

// frontMatter reads a front-matter block at the top of lines: "---",
// "key: value" lines with keys of frontKeys, "---". It returns the values
// and the number of lines the block takes (0 when there is none).
func frontMatter(lines []string) (map[string]string, int) {
	if len(lines) < 3 || strings.TrimSpace(lines[0]) != "---" {
		return nil, 0
	}
	vals := map[string]string{}
	for i := 1; i < len(lines) && i <= maxFrontMatter; i++ {
		t := strings.TrimSpace(lines[i])
		if t == "---" {
			if len(vals) == 0 {
				return nil, 0
			}
			return vals, i + 1
		}
		k, v, ok := strings.Cut(t, ":")
		k = strings.TrimSpace(strings.ToLower(k))
		if !ok || !slices.Contains(frontKeys, k) {
			return nil, 0 // a separator, not a front matter
		}
		vals[k] = strings.Trim(strings.TrimSpace(v), `"'`)
	}
	return nil, 0
}

// docInfo is what is known of a document before its parser runs.
type docInfo struct {
	corpus.DocMeta
	SetName  string
	Modified string // the first date a last-modified phrase introduces
	Released string
	front    map[string]string
}

// readMeta works out a document's metadata from its lines (the parser's
// view: page furniture and front matter blanked), its front matter and its
// file name, in that order of precedence, reversed. The error names the
// file and says what could not be told.
func readMeta(file string, lines []string, front map[string]string) (docInfo, error) {
	v, err := loadVocab()
	if err != nil {
		return docInfo{}, err
	}

	info := docInfo{front: front}
	// Lines are folded (lower case, accents and apostrophes folded) once,
	// when a search first needs them: most searches stop early.
	folded := &foldedLines{lines: lines, folded: make([]string, len(lines)), done: make([]bool, len(lines))}
	lang, langErr := v.language(folded)
	info.Lang = lang
	info.Kind = v.kind(lines)
	info.Set, info.SetName = v.set(lines, folded, lang)
	info.Modified = v.date(folded, v.modified)
	info.Released = v.date(folded, v.released)

	if m, err := corpus.MetaFromName(path.Base(file)); err == nil {
		info.Set, info.Kind, info.Lang, langErr = m.Set, m.Kind, m.Lang, nil
	}
	for k, val := range front {
		switch k {
		case "lang":
			info.Lang, langErr = strings.ToLower(val), nil
		case "kind":
			info.Kind = strings.ToLower(val)
		case "set":
			info.Set = strings.ToLower(val)
		case "set_name":
			info.SetName = val
		case "modified":
			info.Modified = val
		case "released":
			info.Released = val
		}
	}
	if langErr != nil {
		return docInfo{}, fmt.Errorf("%s:1: %w", file, langErr)
	}
	if !slices.Contains(v.termLangs, info.Lang) {
		return docInfo{}, fmt.Errorf("%s:1: document is in %s, which the term table (corpus/terms.json) does not hold; it holds %s",
			file, v.langName(info.Lang), strings.Join(v.termLangs, ", "))
	}
	if !slices.Contains(docKinds, info.Kind) {
		return docInfo{}, fmt.Errorf("%s:1: unknown document kind %q (want one of %s)", file, info.Kind, strings.Join(docKinds, ", "))
	}
	if info.Set == "" {
		// No code printed, no set named: the file name's stem is the best
		// handle left, and a front-matter "set:" line the way to do better.
		base := path.Base(file)
		info.Set = text.Slug(strings.TrimSuffix(base, path.Ext(base)))
		if info.Set == "" {
			info.Set = "doc"
		}
	}
	for _, k := range []struct{ name, val string }{{"modified", info.Modified}, {"released", info.Released}} {
		if k.val != "" && !isoDateRE.MatchString(k.val) {
			return docInfo{}, fmt.Errorf("%s:1: front matter %s: %q is not an ISO date (YYYY-MM-DD)", file, k.name, k.val)
		}
	}
	info.ID = info.Set + "-" + info.Lang
	return info, nil
}

var isoDateRE = regexp.MustCompile(`^\d{4}(-\d{2}(-\d{2})?)?$`)

// foldedLines folds lines on demand.
type foldedLines struct {
	lines  []string
	folded []string
	done   []bool
	all    string // see joined
	starts []int
	dates  []int // see dateLines
}

func (f *foldedLines) at(i int) string {
	if !f.done[i] {
		f.folded[i], f.done[i] = text.Fold(f.lines[i]), true
	}
	return f.folded[i]
}

// joined returns every line folded, joined by newlines, and where each
// line starts in it: one string searched per phrase costs less than every
// line searched per phrase.
func (f *foldedLines) joined() (string, []int) {
	if f.all == "" {
		var b strings.Builder
		f.starts = make([]int, len(f.lines))
		for i := range f.lines {
			f.starts[i] = b.Len()
			b.WriteString(f.at(i))
			b.WriteByte('\n')
		}
		f.all = b.String()
	}
	return f.all, f.starts
}

// dateLines are the lines that may give a date: short (dates stand on
// short lines; prose is not searched) and holding a year.
func (f *foldedLines) dateLines() []int {
	if f.dates == nil {
		f.dates = []int{}
		for i, l := range f.lines {
			if len(l) <= 400 && hasYear(l) {
				f.dates = append(f.dates, i)
			}
		}
	}
	return f.dates
}

// langSample bounds the words counted for the language: a few thousand
// words settle it, and the rest of a long document would only cost time.
const langSample = 1500

// language returns the language whose profile words are the commonest in
// the folded lines.
func (v *vocab) language(folded *foldedLines) (string, error) {
	score := make([]int, len(v.langs))
	words := 0
	for i := range folded.lines {
		if words >= langSample {
			break
		}
		for _, w := range text.Words(folded.at(i)) {
			words++
			for _, i := range v.langWords[w] {
				score[i]++
			}
		}
	}
	best, second := -1, -1
	for i := range score {
		switch {
		case best < 0 || score[i] > score[best]:
			best, second = i, best
		case second < 0 || score[i] > score[second]:
			second = i
		}
	}
	// A few profile words are not enough to tell a language, nor a tie.
	if best < 0 || score[best] < 5 || (second >= 0 && score[second] == score[best]) {
		return "", fmt.Errorf("cannot tell the document's language from its %d words (the term table holds %s); say it in a front-matter \"lang:\" line",
			words, strings.Join(v.termLangs, ", "))
	}
	return v.langs[best].Code, nil
}

func (v *vocab) langName(code string) string {
	for _, l := range v.langs {
		if l.Code == code {
			return fmt.Sprintf("%s (%s)", l.Name, l.Code)
		}
	}
	return fmt.Sprintf("%q", code)
}

// kindHead is how many non-blank lines at the top of a document may name
// its kind.
const kindHead = 40

// kind returns the kind whose phrase comes first in the document's head.
func (v *vocab) kind(lines []string) string {
	seen := 0
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		if seen++; seen > kindHead {
			break
		}
		s := "-" + text.Slug(l) + "-"
		for _, k := range v.kinds {
			for _, p := range k.phrases {
				if strings.Contains(s, "-"+p+"-") {
					return k.kind
				}
			}
		}
	}
	// No phrase: a general-notes part heading still says release notes.
	for _, l := range lines {
		if v.generalHeading(l) {
			return corpus.KindReleaseNotes
		}
	}
	return corpus.KindMechanics
}

// generalHeading reports whether l is the general-notes part heading of
// release notes: a short line in capitals, "NOTES GÉNÉRALES", "GENERAL
// NOTES".
func (v *vocab) generalHeading(l string) bool {
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(l), "#*_ "))
	if t == "" || len(t) > 60 || strings.ToUpper(t) != t {
		return false
	}
	// The word for notes first or after ("NOTES GÉNÉRALES", "GENERAL
	// NOTES").
	w := text.FoldWords(t)
	for i, x := range w {
		if !slices.Contains(v.partPrefix, x) {
			continue
		}
		for j, y := range w {
			if j != i && slices.Contains(v.generalPart, y) {
				return true
			}
		}
	}
	return false
}

// set returns the document's set code and name.
func (v *vocab) set(lines []string, folded *foldedLines, lang string) (code, name string) {
	name = titleEmphasis(lines)
	if name == "" {
		name = v.titleSetName(lines)
	}
	// Release notes give their code near the top: lines are folded one by
	// one until it is found.
	for i, l := range lines {
		if !containsAny(folded.at(i), v.codeWords) {
			continue
		}
		for _, re := range v.setCode {
			if m := re.FindStringSubmatch(l); m != nil {
				return strings.ToLower(m[1]), cmp.Or(name, v.setName(strings.ToLower(m[1]), lang))
			}
		}
	}
	all, _ := folded.joined()
	// The set the document names most often; the first named on a tie.
	best, bestCount, bestFirst := -1, 0, 0
	for i, set := range v.sets {
		count, first := 0, len(all)
		for _, sn := range set.folded {
			if c := strings.Count(all, sn); c > 0 {
				count += c
				first = min(first, strings.Index(all, sn))
			}
		}
		if count > 0 && (best < 0 || count > bestCount || (count == bestCount && first < bestFirst)) {
			best, bestCount, bestFirst = i, count, first
		}
	}
	if best < 0 {
		return "", name
	}
	return v.sets[best].code, cmp.Or(name, v.setName(v.sets[best].code, lang))
}

// setName is a set's name in lang, from documents.json, or "".
func (v *vocab) setName(code, lang string) string {
	for _, s := range v.sets {
		if s.code == code && len(s.names[lang]) > 0 {
			return s.names[lang][0]
		}
	}
	return ""
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// titleEmphasis returns the emphasised words of the document's first
// line, which is where release notes name their set ("Notes de
// publication *Mornebrune : la Maison de l'horreur*"), or "".
func titleEmphasis(lines []string) string {
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		i := strings.IndexByte(l, '*')
		if i < 0 {
			return ""
		}
		rest := strings.TrimLeft(l[i:], "*")
		j := strings.IndexByte(rest, '*')
		if j <= 0 {
			return ""
		}
		return strings.TrimSpace(rest[:j])
	}
	return ""
}

// titleSetName reads the set name off a title that gives it after a
// release-notes phrase ("NOTES DE PUBLICATION : LES BRUMES D'ORVANNE",
// "Note di rilascio di Le Nebbie di Orvanne"), or returns "".
func (v *vocab) titleSetName(lines []string) string {
	var title string
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			title = strings.TrimLeft(strings.TrimSpace(l), "# ")
			break
		}
	}
	words := strings.Fields(title)
	for _, p := range v.rnPhrases {
		for i := 0; i+len(p) <= len(words); i++ {
			if !slices.Equal(text.FoldWords(strings.Join(words[i:i+len(p)], " ")), p) {
				continue
			}
			rest := words[i+len(p):]
			for len(rest) > 0 {
				w := strings.Trim(rest[0], ":-–—|*_")
				if w != "" && !v.connectors[text.Fold(w)] {
					break
				}
				rest = rest[1:]
			}
			if len(rest) == 0 {
				// "Ashen Tides Release Notes": the name comes first.
				rest = words[:i]
				for len(rest) > 0 {
					w := strings.Trim(rest[len(rest)-1], ":-–—|*_")
					if w != "" && !v.connectors[text.Fold(w)] {
						break
					}
					rest = rest[:len(rest)-1]
				}
			}
			return strings.Trim(strings.Join(rest, " "), " *_:-–—|")
		}
	}
	return ""
}

// date returns, as an ISO date, the first date that one of phrases
// introduces, or "".
func (v *vocab) date(folded *foldedLines, phrases []string) string {
	for _, i := range folded.dateLines() {
		f := folded.at(i)
		for _, p := range phrases {
			at := strings.Index(f, p)
			if at < 0 {
				continue
			}
			if d := v.isoDate(text.Words(f[at+len(p):])); d != "" {
				return d
			}
		}
	}
	return ""
}

// releaseDateLine reports whether line t gives the release date: a
// release-date phrase followed by a date.
func (v *vocab) releaseDateLine(t string) bool {
	f := text.Fold(t)
	for _, p := range v.released {
		if at := strings.Index(f, p); at >= 0 && v.isoDate(text.Words(f[at+len(p):])) != "" {
			return true
		}
	}
	return false
}

// hasYear reports whether s holds a run of four digits: a cheap test
// before the phrases are looked for.
func hasYear(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if run++; run == 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// isoDate reads the date at the start of the slug words w: "5 aout 2024",
// "1er aout 2024", "september 17 2024", "2024 09 17".
func (v *vocab) isoDate(w []string) string {
	num := func(s string) (int, bool) {
		s = strings.TrimRight(s, "erstndh") // 1er, 1st, 2nd, 3rd, 4th
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	if len(w) > 3 && v.weekdays[w[0]] {
		w = w[1:] // "vendredi 13 fevrier 2026"
	}
	if len(w) < 3 {
		return ""
	}
	format := func(y, m, d int) string {
		if y < 1990 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31 {
			return ""
		}
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	}
	if d, ok := num(w[0]); ok {
		if m, ok := v.months[w[1]]; ok {
			if y, err := strconv.Atoi(w[2]); err == nil {
				return format(y, m, d)
			}
		}
		if len(w[0]) == 4 {
			m, err1 := strconv.Atoi(w[1])
			dd, err2 := strconv.Atoi(w[2])
			if err1 == nil && err2 == nil {
				return format(d, m, dd)
			}
		}
	}
	if m, ok := v.months[w[0]]; ok {
		if d, ok := num(w[1]); ok {
			if y, err := strconv.Atoi(w[2]); err == nil {
				return format(y, m, d)
			}
		}
	}
	return ""
}
