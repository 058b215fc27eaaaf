package ingest

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
)

// genre is the vocabulary of release notes in one language, compiled from
// corpus/sections.json.
type genre struct {
	lang         string
	partPrefix   []string
	parts        []corpus.PartRule
	defaultCodes map[string]string
	setCode      []string
	subsection   []string
	mechanic     []string
	labels       map[string][]string // field → labels, longest first
	page, nav    []*regexp.Regexp
	erratum      []string
	credits      []string
	token        []string       // lower case, longest first
	choose       []string       // "choisissez": a quick test before chooseRE
	endings      []string       // inflection endings, folded, longest first
	chooseRE     *regexp.Regexp // "Choisissez l'un —", "choisissez deux."
	modeWordRE   *regexp.Regexp // a bullet that talks about modes
}

// genres compiles the vocabulary once per language; it never changes while
// the program runs.
var genres = sync.OnceValue(func() map[string]*genre {
	out := map[string]*genre{}
	g, err := corpus.LoadGenre()
	if err != nil {
		return out
	}
	// The phrases a set code follows are the metadata reader's
	// (documents.json): one list for both.
	var setCode map[string][]string
	if v, err := corpus.DocumentVocabulary(); err == nil {
		setCode = v.SetCode
	}
	langs := map[string]bool{}
	for l := range g.PartPrefix {
		langs[l] = true
	}
	for lang := range langs {
		x := &genre{
			lang:         lang,
			partPrefix:   g.PartPrefix[lang],
			parts:        g.Parts,
			defaultCodes: g.DefaultCodes,
			setCode:      setCode[lang],
			subsection:   g.SubsectionPrefixes[lang],
			mechanic:     g.MechanicTitles[lang],
			endings:      longestFirst(g.InflectionEndings[lang]),
			labels:       map[string][]string{},
			erratum:      g.Erratum[lang],
			credits:      g.Credits[lang],
			token:        longestFirst(g.TokenWords[lang]),
			choose:       g.Modal.Choose[lang],
		}
		if m := g.Modal; len(m.Choose[lang]) > 0 && len(m.Counts[lang]) > 0 {
			more := ""
			if len(m.OrMore[lang]) > 0 {
				more = `(\s+` + alternation(m.OrMore[lang]) + `)?`
			}
			x.chooseRE = regexp.MustCompile(`(?i)\b` + alternation(m.Choose[lang]) + `\s+` + alternation(m.Counts[lang]) + more + `\s*(—|-|\.|$)`)
		}
		if w := g.Modal.ModeWords[lang]; len(w) > 0 {
			x.modeWordRE = regexp.MustCompile(`(?i)\b` + alternation(w) + `\b`)
		}
		for field, w := range g.Labels {
			ls := append([]string(nil), w[lang]...)
			// Longest first: "Nom de carte" before "Nom".
			for i := 1; i < len(ls); i++ {
				for j := i; j > 0 && len(ls[j]) > len(ls[j-1]); j-- {
					ls[j], ls[j-1] = ls[j-1], ls[j]
				}
			}
			x.labels[field] = ls
		}
		for _, p := range g.PageNumber[lang] {
			if re, err := regexp.Compile(p); err == nil {
				x.page = append(x.page, re)
			}
		}
		for _, p := range g.Navigation[lang] {
			if re, err := regexp.Compile(p); err == nil {
				x.nav = append(x.nav, re)
			}
		}
		out[lang] = x
	}
	return out
})

// genreFor returns the vocabulary of lang; an empty one (nothing matches)
// for a language sections.json does not hold.
func genreFor(lang string) *genre {
	if g, ok := genres()[lang]; ok {
		return g
	}
	return &genre{lang: lang, labels: map[string][]string{}}
}

// partHeading recognises the headings that divide release notes into parts
// and says which part starts: rnGeneral or a corpus.Section* constant. A
// plain line must be in capitals, as printed notes set them; a line marked
// as a heading (a web page's h2, a markdown "##") may be in any case, as
// sites set them ("Note generali").
func (g *genre) partHeading(t string, marked bool) (string, bool) {
	if len(t) < 8 || len(t) > 120 {
		return "", false
	}
	if marked {
		if g.subsectionTitle(t) {
			return "", false // "Note generali sulle carte a faccia in giù": a section
		}
		t = strings.ToUpper(t)
	}
	// The word for notes may come first ("NOTES GÉNÉRALES", "NOTE
	// GENERALI") or after the part's ("GENERAL NOTES").
	if !slices.ContainsFunc(g.partPrefix, func(p string) bool { return hasPhrase(t, p) }) {
		return "", false
	}
	for _, r := range t {
		if unicode.IsLower(r) {
			return "", false
		}
	}
	for _, p := range g.parts {
		for _, w := range p.Words[g.lang] {
			if strings.Contains(t, w) {
				return p.Part, true
			}
		}
	}
	return "", false
}

// hasPhrase reports whether phrase stands in s as whole words.
func hasPhrase(s, phrase string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], phrase)
		if k < 0 {
			return false
		}
		k += i
		before, _ := utf8.DecodeLastRuneInString(s[:k])
		after, _ := utf8.DecodeRuneInString(s[k+len(phrase):])
		if (k == 0 || !unicode.IsLetter(before)) && (k+len(phrase) == len(s) || !unicode.IsLetter(after)) {
			return true
		}
		i = k + 1
	}
}

// unlabel strips a label of field from the start of s ("Nom de carte :
// Gardienne" → "Gardienne") and reports whether there was one.
func (g *genre) unlabel(field, s string) (string, bool) {
	for _, l := range g.labels[field] {
		if len(s) > len(l) && strings.EqualFold(s[:len(l)], l) {
			rest := strings.TrimLeft(s[len(l):], " \u00a0")
			if strings.HasPrefix(rest, ":") {
				return strings.TrimSpace(rest[1:]), true
			}
		}
	}
	return s, false
}

// furniture reports whether plain line t is page furniture (a page number)
// or web navigation, and which category it belongs to.
func (g *genre) furniture(t string) (string, bool) {
	if len(t) > 60 {
		return "", false // furniture lines are short: skip the patterns
	}
	for _, re := range g.page {
		if re.MatchString(t) {
			return corpus.CategoryPageBreak, true
		}
	}
	for _, re := range g.nav {
		if re.MatchString(t) {
			return corpus.CategoryNavigation, true
		}
	}
	return "", false
}

// siteNavigation reports whether line is web navigation in any language
// of sections.json ("Menu", "Torna all'inizio", "Accueil > Actualités"):
// read before the language is known.
func siteNavigation(line string) bool {
	t := strings.TrimSpace(line)
	if len(t) > 60 {
		return false
	}
	if _, h, ok := heading(t); ok {
		t = h
	}
	t = plain(t)
	for _, g := range genres() {
		for _, re := range g.nav {
			if re.MatchString(t) {
				return true
			}
		}
	}
	return false
}

// isErratum reports whether a ruling's text starts with an erratum marker.
func (g *genre) isErratum(text string) bool {
	t := strings.TrimLeft(text, "*_ ")
	for _, w := range g.erratum {
		if strings.HasPrefix(t, w) {
			return true
		}
	}
	return false
}

// subsectionTitle reports whether a section title says it belongs to the
// section before it ("Notes générales sur les cartes face cachée").
func (g *genre) subsectionTitle(title string) bool {
	lt := strings.ToLower(title)
	for _, p := range g.subsection {
		if strings.HasPrefix(lt, p) {
			return true
		}
	}
	return false
}

// mechanicTitle reports whether a section title announces a mechanic or a
// keyword ("Nouvelle capacité mot-clé : brumelien"), whether or not the term
// table knows it.
func (g *genre) mechanicTitle(title string) bool {
	lt := strings.ToLower(title)
	for _, p := range g.mechanic {
		if strings.HasPrefix(lt, p) {
			return true
		}
	}
	return false
}

// alternation is a regular-expression group matching any of words, longest
// first so that "modes" wins over "mode".
func alternation(words []string) string {
	ws := append([]string(nil), words...)
	sort.Slice(ws, func(i, j int) bool { return len(ws[i]) > len(ws[j]) })
	for i, w := range ws {
		ws[i] = regexp.QuoteMeta(w)
	}
	return "(" + strings.Join(ws, "|") + ")"
}

// credit reports whether line t names the document's authors ("Compilées
// par Eric Levine").
func (g *genre) credit(t string) bool {
	lt := strings.ToLower(t)
	for _, c := range g.credits {
		if strings.HasPrefix(lt, c) {
			return true
		}
	}
	return false
}

// announcesChoice reports whether t says "choose one" (or two, or more).
func (g *genre) announcesChoice(t string) bool {
	if g.chooseRE == nil {
		return false
	}
	lt := strings.ToLower(t)
	for _, c := range g.choose {
		if strings.Contains(lt, c) {
			return g.chooseRE.MatchString(t)
		}
	}
	return false
}

// mentionsChoice reports whether t uses a choosing verb at all.
func (g *genre) mentionsChoice(t string) bool {
	lt := strings.ToLower(t)
	for _, c := range g.choose {
		if strings.Contains(lt, c) {
			return true
		}
	}
	return false
}

// talksAboutModes reports whether a bullet talks about modes ("Vous
// choisissez le mode …"): a ruling, never a mode.
func (g *genre) talksAboutModes(b string) bool {
	return g.modeWordRE != nil && g.modeWordRE.MatchString(b)
}

// longestFirst returns words in lower case, longest first.
func longestFirst(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = strings.ToLower(w)
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// tokenTypeLine reads the type line of a token: a token word before the
// types ("Jeton de créature : esprit", "Token Creature — Spirit") or among
// them ("Creatura Pedina — Spirito"). It reports false when t is not one.
func (g *genre) tokenTypeLine(t string) (typeLine, bool) {
	lt := strings.ToLower(t)
	for _, w := range g.token {
		switch {
		case strings.HasPrefix(lt, w+" "):
			rest := strings.TrimSpace(t[len(w):])
			if tl, ok := parseTypeLine(rest); ok {
				tl.Written = strings.TrimSpace(plain(t))
				if tl.Reminder != "" {
					tl.Written = strings.TrimSpace(tl.Written[:strings.Index(tl.Written, "(")])
				}
				return tl, true
			}
		case strings.Contains(lt, " "+w+" "):
			i := strings.Index(lt, " "+w+" ")
			rest := t[:i] + t[i+len(w)+1:]
			if tl, ok := parseTypeLine(rest); ok {
				tl.Written = strings.TrimSpace(plain(t))
				if tl.Reminder != "" {
					tl.Written = strings.TrimSpace(tl.Written[:strings.Index(tl.Written, "(")])
				}
				return tl, true
			}
		}
	}
	return typeLine{}, false
}
