package read

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// lexicon is one language's templating vocabulary: the tables of shapes
// and the words of object phrases. The shapes' builders are shared
// (builders, builders.go); a lexicon only says how its language writes each shape.
type lexicon struct {
	lang string

	articleRE   *regexp.Regexp    // a leading article ("la ", "l'")
	definite    *regexp.Regexp    // a singular definite article or articulated preposition ("la ", "sulla ")
	selfPrefix  string            // articles and prepositions the self-name swallows
	selfPreps   map[string]string // what each leaves behind ("du" → "de ")
	rewrites    []rewrite         // elisions and self references after the name
	numbers     map[string]int    // number words
	plurals     []rewrite         // a subtype's plural from its singular (vocab.go)
	numAlt      string            // the regexp alternation of numbers
	listSplit   *regexp.Regexp    // ", " and " et " in lists
	tokenWith   string            // " avec " before a token's keywords
	tokenCalled *regexp.Regexp    // "(…) appelé (Partout)": a token's name
	tokenBasic  *regexp.Regexp    // "(…) qui a tous les types de terrain de base"
	anyColor    *regexp.Regexp    // "un mana de la couleur de votre choix"
	anyColorN   *regexp.Regexp    // "(deux) manas d'une seule couleur de votre choix"
	// modeSeparator separates the modes of a modal spell printed in one
	// paragraph (« Choisissez l'un — A ; ou B ; ou C. », before 2009).
	modeSeparator *regexp.Regexp
	// chooseInlineRes are chooseModes' patterns followed by the modes.
	chooseInlineRes map[string]*regexp.Regexp
	// colorlessMana is one colorless mana in words, as printed before the
	// {C} symbol (« un mana incolore »): {C}.
	colorlessMana *regexp.Regexp
	manaOnly      *regexp.Regexp    // "(ajoutez {U})\. ne dépensez ce mana que pour (…)"
	manaUses      []qualifier       // what restricted mana pays for → cast:%s, unlock, face_up
	counters      map[string]string // counter names
	durations     map[string]string // "jusqu'à la fin du tour" → eot
	colors        map[string]string // color words → white …, colorless
	fixedRefs     map[string]string // whole phrases: "~", "elle", "n'importe quelle cible"
	nouns         map[string]string // head nouns → filter tokens
	adjectives    map[string]string // → filter tokens, or @target
	fillers       map[string]bool   // articles and prepositions inside phrases
	// tokenSubtypes are creature types printed on tokens only ("scion",
	// "engeance"), which no card's type line teaches the reader.
	tokenSubtypes map[string]bool
	// predefinedTokens are the descriptions of the predefined tokens
	// (111.10) by name: "treasure" → its type and ability.
	predefinedTokens map[string]string
	qualifiers       []qualifier   // multi-word qualifiers → filter tokens
	quantifiers      []quantifier  // a phrase's leading quantifier
	amounts          []amountShape // "sa force" → power(self)
	// controllerOf are the phrases that name the controller of an object
	// ("le contrôleur de cette créature"): the object is the pattern's
	// first group.
	controllerOf []*regexp.Regexp
	// libraryTop is the top card or the top {n} cards of your library,
	// theirLibraryTop of a player's own ({top} and {theirtop} in shapes).
	libraryTop, theirLibraryTop string
	// searchSteps read what follows a library search's object: reveal,
	// where the cards go, the shuffle (searchStep).
	searchStep []qualifier
	stepSplit  *regexp.Regexp // the conjunctions between a search's steps

	// xDefinitionLits are the literals every match of xDefinition holds
	// (requiredLiterals): it is tried on every sentence of an effect.
	xDefinitionLits [][]string

	abilityWords   map[string]string // folded word → term key
	chapter        *regexp.Regexp
	enchant        *regexp.Regexp
	loyalty        *regexp.Regexp
	interveningIf  *regexp.Regexp
	addMana        *regexp.Regexp
	xDefinition    *regexp.Regexp // "(sentence), X étant (amount)"
	additionalCost *regexp.Regexp // "En tant que coût supplémentaire pour lancer ce sort, (cost)"
	// forecast: "Forecast — (cost), Reveal ~ from your hand: (effect)"
	// (702.57; forecast.go).
	forecast       *regexp.Regexp
	delayedTrigger *regexp.Regexp // "Jusqu'à la fin du tour, (à chaque fois que …)"
	// nextTrigger is a delayed trigger for the next time only this turn
	// ("Quand vous lancez pour la prochaine fois ce tour-ci …"): its
	// groups, joined, are the trigger as a plain one reads.
	nextTrigger  *regexp.Regexp
	entersChoice *regexp.Regexp // "Au moment où ~ arrive, choisissez (Croire) ou (Douter)."
	// asEnters is "Au moment où ~ arrive, (…)": what happens as the
	// permanent enters (614.12c), read with the entering table; elseTapped
	// is the sentence after it that makes it enter tapped when the
	// choice before is declined ("Si vous ne le faites pas, ~ arrive
	// engagé").
	asEnters *regexp.Regexp
	// youVerb is a clause whose verb is of the second person (« piochez »,
	// « peschi »): it does not borrow a player subject from the clause
	// before.
	youVerb *regexp.Regexp
	// typecycling is « Recyclage de (plaine) ({2}) »: cycling for a kind
	// of card (typecycling.go).
	typecycling     *regexp.Regexp
	elseTapped      *regexp.Regexp
	reflexive       *regexp.Regexp // "Quand vous faites ainsi, (…)": a reflexive trigger
	extraTargetCost *regexp.Regexp // strive's text: the spell costs (?P<cost>…) more for each target beyond the first
	triggerStarts   []string
	keepStart       map[string]bool // starts that are part of the condition ("au début de")
	triggerOr       []string
	causatives      map[string]string
	// mayInfinitives put the infinitive after « vous pouvez » / « puoi »
	// to the form the effect shapes read (may_infinitive.go).
	mayInfinitives []rewrite
	// thatChoice is "of that color", "of that type": a choice made by an
	// instruction before it (choose_now.go).
	thatChoice      *regexp.Regexp
	subjectPronouns []string
	conjunctions    []string
	chooseModes     map[string]string
	repeatModes     string // "you may choose the same mode more than once"
	unchosenModes   string // "qui n'a pas été choisi" after "choisissez l'un"
	whileCond       []gatedRegexp
	unlessCond      []gatedRegexp // "(body) à moins que (cond)": the body holds while cond does not
	condAnd         string        // " et que ": two conditions that must both hold
	condOr          string        // " ou que ": two conditions, either of which holds

	// missing names the templating the reader knows but the engine cannot
	// run: keywords it lacks, trigger events it never raises. A paragraph
	// that uses one is unread with that reason rather than "unknown".
	missingKeywords []missing
	missingTriggers []missing
	// keywordSentences are sentences that are a keyword ability in other
	// words (« Vous pouvez jouer ~ à tout moment où vous pourriez jouer un
	// éphémère » is flash, 702.8a): pattern → the keyword's key.
	keywordSentences []missing
	// keywordReminders are what a keyword's reminder text says, for the
	// keywords whose line is read with it (keyword_reminders.go): key →
	// pattern of the folded reminder.
	keywordReminders map[string]*regexp.Regexp
	// keywordOr finds the word that makes a list of granted keywords a
	// choice ("protection from artifacts or from the color of your
	// choice"): the engine grants keywords, not a choice of them.
	keywordOr *regexp.Regexp
	// reminders are sentences of reminder text the documents sometimes
	// print without their parentheses.
	reminders []*regexp.Regexp
	// tokenDefs read a predefined token's reminder text ("créez deux jetons
	// « éclat ». (Ce sont des enchantements avec « … ».)") into the token's
	// description before reminder text is removed: the reminder is the
	// only place the document defines the token.
	tokenDefs []rewrite
	// unlessActions rewrite an action of yours after "unless" into the
	// instruction the effects table reads ("you discard a card" →
	// "discard a card", « vous ne vous défaussiez d'une carte » →
	// « défaussez-vous d'une carte »): a cost paid as the instruction
	// resolves (condition_grammar.go).
	unlessActions []rewrite

	triggers     []*shape
	costs        []*shape
	restrictions []*shape
	statics      []*shape
	effects      []*shape
	entering     []*shape // what happens as a permanent enters, after asEnters
	conditions   []*shape
	flows        []*shape

	// lits finds the literals of the patterns above in a text, for all of
	// them at once (literals.go); rewriteLits those of the rewrites,
	// qualifierLits those of the qualifiers, which run on texts of their
	// own.
	lits, rewriteLits, qualifierLits *litIndex
	// selfPrefixes are selfPrefix's words when it is a list of them
	// (self_name.go).
	selfPrefixes *selfPrefixes
	// chooseModeRes are the patterns of chooseModes, compiled.
	chooseModeRes map[string]*regexp.Regexp

	// nextSteps are delayed triggers at the beginning of your next step
	// ("At the beginning of your next upkeep, pay {2}{U}. If you don't,
	// you lose the game."): their groups, joined, are the trigger as a
	// plain one reads; the rest of the paragraph is its effect.
	nextSteps []*regexp.Regexp
}

// gatedRegexp is a pattern of a list the reader tries in turn, with the
// literals its matches hold (literals.go).
type gatedRegexp struct {
	*regexp.Regexp
	lits litReq
}

func (lx *lexicon) gated(p string) gatedRegexp {
	re := regexp.MustCompile(p)
	return gatedRegexp{re, lx.lits.require(re)}
}

type missing struct {
	re   *regexp.Regexp
	what string // what the engine lacks, in English
}

type rewrite struct {
	re *regexp.Regexp
	to string
	// lits are the literals any match contains (see requiredLiterals),
	// numbered by the lexicon's litIndex: text without one of them is
	// left as it is without running re.
	lits litReq
	// search finds re's matches from its literals (literal_search.go).
	search *litSearch
}

type qualifier struct {
	re     *regexp.Regexp
	token  string     // filter tokens; %s takes the captured number
	lits   litReq     // as a rewrite's
	search *litSearch // as a rewrite's
}

type quantifier struct {
	re   *regexp.Regexp
	kind string // one, upto, n, anynumber, all, oneormore, other
	// prefixes are the strings every match begins with (anchoredEnds):
	// quantify tries every quantifier on every phrase.
	prefixes []string
}

type amountShape struct {
	re   *regexp.Regexp
	expr string // with %s for the captured phrase
	arg  string // filter or object
}

// lexiconSpec is a lexicon as its language file writes it.
type lexiconSpec struct {
	lang            string
	article         string
	definite        string
	selfPrefix      string
	selfPreps       map[string]string
	rewrites        [][2]string
	numbers         map[string]int
	plurals         [][2]string
	listSplit       string
	tokenWith       string
	tokenCalled     string
	tokenBasic      string
	anyColor        string
	anyColorN       string
	colorlessMana   string
	modeSeparator   string
	manaOnly        string
	manaUses        [][2]string
	counters        map[string]string
	durations       map[string]string
	colors          map[string]string
	fixedRefs       map[string]string
	nouns           map[string]string
	adjectives      map[string]string
	fillers         []string
	tokenSubtypes   []string
	predefinedToken map[string]string
	qualifiers      [][2]string
	quantifiers     [][2]string
	amounts         [][3]string
	searchPut       string
	libraryTop      string
	theirLibraryTop string
	searchSteps     [][2]string
	extraWords      map[string]string // ability words the term table lacks
	controllerOf    []string
	chapter         string
	enchant         string
	loyalty         string
	interveningIf   string
	addMana         string
	xDefinition     string
	additionalCost  string
	forecast        string
	delayedTrigger  string
	nextTrigger     string
	nextSteps       []string
	entersChoice    string
	asEnters        string
	youVerb         string
	typecycling     string
	elseTapped      string
	reflexive       string
	extraTargetCost string
	triggerStarts   []string
	keepStart       []string
	causatives      map[string]string
	mayInfinitives  [][2]string
	thatChoice      string
	triggerOr       []string
	subjectPronouns []string
	conjunctions    []string
	chooseModes     map[string]string
	repeatModes     string
	unchosenModes   string
	whileCond       []string
	unlessCond      []string
	condAnd         string
	condOr          string

	// missingKeywords and missingTriggers: pattern → what the engine lacks.
	missingKeywords [][2]string
	missingTriggers [][2]string
	reminders       []string
	tokenDefs       [][2]string
	unlessActions   [][2]string

	// keywordSentences: pattern → the keyword's key.
	keywordSentences [][2]string
	keywordOr        string
	// keywordReminders: pattern → the keyword's key.
	keywordReminders [][2]string

	triggers     []triggerPattern
	costs        []pattern
	restrictions []pattern
	statics      []pattern
	effects      []pattern
	entering     []pattern
	conditions   []pattern
	flows        []pattern
}

type triggerPattern struct {
	pat, when, selfWhen string
}

var lexicons = sync.OnceValues(func() (map[string]*lexicon, error) {
	terms, err := corpus.Terms()
	if err != nil {
		return nil, err
	}
	specs, err := lexiconSpecs()
	if err != nil {
		return nil, err
	}
	out := map[string]*lexicon{}
	for _, spec := range specs {
		lx, err := buildLexicon(spec, terms)
		if err != nil {
			return nil, fmt.Errorf("lexicon %s: %w", spec.lang, err)
		}
		out[spec.lang] = lx
	}
	return out, nil
})

// errNoReader says the reader has no lexicon for a card's language.
var errNoReader = errors.New("no reader for language")

func lexiconFor(lang string) (*lexicon, error) {
	all, err := lexicons()
	if err != nil {
		return nil, err
	}
	lx, ok := all[lang]
	if !ok {
		return nil, fmt.Errorf("%w %q", errNoReader, lang)
	}
	return lx, nil
}

func buildLexicon(s *lexiconSpec, terms []corpus.Term) (lx *lexicon, err error) {
	defer func() {
		// A malformed pattern is a programming error in a language table;
		// report it as an error rather than crash the caller.
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	lx = &lexicon{lang: s.lang, libraryTop: s.libraryTop, theirLibraryTop: s.theirLibraryTop, condAnd: s.condAnd, condOr: s.condOr, selfPrefix: s.selfPrefix, selfPreps: s.selfPreps, numbers: s.numbers,
		tokenWith: s.tokenWith, counters: s.counters, durations: s.durations, colors: s.colors,
		fixedRefs: s.fixedRefs, nouns: s.nouns, adjectives: s.adjectives,
		triggerStarts: s.triggerStarts, triggerOr: s.triggerOr, subjectPronouns: s.subjectPronouns,
		conjunctions: s.conjunctions, chooseModes: s.chooseModes, repeatModes: s.repeatModes,
		unchosenModes: s.unchosenModes}
	lx.lits, lx.rewriteLits, lx.qualifierLits = newLitIndex(), newLitIndex(), newLitIndex()
	lx.selfPrefixes = literalSelfPrefixes(s.selfPrefix)
	lx.articleRE = regexp.MustCompile(s.article)
	if s.definite != "" {
		lx.definite = regexp.MustCompile(s.definite)
	}
	lx.listSplit = regexp.MustCompile(s.listSplit)
	lx.anyColor = regexp.MustCompile(s.anyColor)
	lx.anyColorN = regexp.MustCompile(s.anyColorN)
	if s.colorlessMana != "" {
		lx.colorlessMana = regexp.MustCompile(s.colorlessMana)
	}
	lx.manaOnly = regexp.MustCompile(s.manaOnly)
	for _, u := range s.manaUses {
		lx.manaUses = append(lx.manaUses, qualifier{re: regexp.MustCompile(`^(?:` + u[0] + `)$`), token: u[1]})
	}
	for _, c := range s.controllerOf {
		lx.controllerOf = append(lx.controllerOf, regexp.MustCompile(`^(?:`+c+`)$`))
	}
	lx.tokenCalled = regexp.MustCompile(s.tokenCalled)
	lx.tokenBasic = regexp.MustCompile(s.tokenBasic)
	for _, rw := range s.rewrites {
		re := regexp.MustCompile(rw[0])
		lx.rewrites = append(lx.rewrites, rewrite{re, rw[1], lx.rewriteLits.require(re), newLitSearch(re)})
	}
	for _, p := range s.plurals {
		lx.plurals = append(lx.plurals, rewrite{re: regexp.MustCompile(p[0]), to: p[1]})
	}
	lx.compileWords(s, terms)
	lx.compileSearch(s)
	lx.compileRegexps(s)
	if err := lx.compileShapes(s); err != nil {
		return nil, err
	}
	lx.lits.build()
	lx.rewriteLits.build()
	lx.qualifierLits.build()
	return lx, nil
}

// compileWords fills the lexicon's word tables: numbers, fillers,
// qualifiers, quantifiers, amounts and ability words (the term table's
// mechanics in this language, and the few the table lacks).
func (lx *lexicon) compileWords(s *lexiconSpec, terms []corpus.Term) {
	var nums []string
	for w := range s.numbers {
		nums = append(nums, regexp.QuoteMeta(w))
	}
	sort.Slice(nums, func(i, j int) bool {
		return len(nums[i]) > len(nums[j]) || len(nums[i]) == len(nums[j]) && nums[i] < nums[j]
	})
	lx.numAlt = `\d+|x|` + strings.Join(nums, "|")
	lx.predefinedTokens = s.predefinedToken
	lx.tokenSubtypes = map[string]bool{}
	for _, w := range s.tokenSubtypes {
		lx.tokenSubtypes[w] = true
	}
	lx.fillers = map[string]bool{}
	for _, f := range s.fillers {
		lx.fillers[f] = true
	}
	for _, q := range s.qualifiers {
		re := regexp.MustCompile(q[0])
		lx.qualifiers = append(lx.qualifiers, qualifier{re, q[1], lx.qualifierLits.require(re), newLitSearch(re)})
	}
	for _, q := range s.quantifiers {
		re := regexp.MustCompile(`^` + strings.ReplaceAll(q[0], "{n}", `(`+lx.numAlt+`)`) + `(?:\s+|$)`)
		prefixes, _ := anchoredEnds(re)
		lx.quantifiers = append(lx.quantifiers, quantifier{re, q[1], prefixes})
	}
	for _, a := range s.amounts {
		lx.amounts = append(lx.amounts, amountShape{regexp.MustCompile(`^` + a[0] + `$`), a[1], a[2]})
	}
	lx.abilityWords = map[string]string{}
	for _, t := range terms {
		if t.Kind != "mechanic" {
			continue
		}
		for _, f := range t.Forms(s.lang) {
			lx.abilityWords[text.FoldLine(f)] = t.Key
		}
	}
	for w, k := range s.extraWords {
		lx.abilityWords[w] = k
	}
}

// compileRegexps compiles the lexicon's single patterns and the lists of
// patterns that are not shapes.
func (lx *lexicon) compileRegexps(s *lexiconSpec) {
	lx.chapter = regexp.MustCompile(s.chapter)
	lx.enchant = regexp.MustCompile(s.enchant)
	lx.loyalty = regexp.MustCompile(s.loyalty)
	lx.interveningIf = regexp.MustCompile(s.interveningIf)
	lx.addMana = regexp.MustCompile(s.addMana)
	lx.xDefinition = regexp.MustCompile(s.xDefinition)
	lx.xDefinitionLits = requiredLiterals(lx.xDefinition)
	lx.additionalCost = regexp.MustCompile(s.additionalCost)
	if s.forecast != "" {
		lx.forecast = regexp.MustCompile(s.forecast)
	}
	lx.delayedTrigger = regexp.MustCompile(s.delayedTrigger)
	lx.nextTrigger = regexp.MustCompile(s.nextTrigger)
	for _, p := range s.nextSteps {
		lx.nextSteps = append(lx.nextSteps, regexp.MustCompile(p))
	}
	lx.entersChoice = regexp.MustCompile(s.entersChoice)
	lx.asEnters = regexp.MustCompile(s.asEnters)
	lx.youVerb = regexp.MustCompile(s.youVerb)
	lx.typecycling = regexp.MustCompile(s.typecycling)
	lx.elseTapped = regexp.MustCompile(s.elseTapped)
	lx.reflexive = regexp.MustCompile(s.reflexive)
	if s.extraTargetCost != "" {
		lx.extraTargetCost = regexp.MustCompile(s.extraTargetCost)
	}
	lx.chooseModeRes, lx.chooseInlineRes = map[string]*regexp.Regexp{}, map[string]*regexp.Regexp{}
	for pat := range s.chooseModes {
		lx.chooseModeRes[pat] = regexp.MustCompile(`^` + pat + `(?: -)?$`)
		lx.chooseInlineRes[pat] = regexp.MustCompile(`^(` + pat + `)(?: -|:)? (.+)$`)
	}
	if s.modeSeparator != "" {
		lx.modeSeparator = regexp.MustCompile(s.modeSeparator)
	}
	lx.causatives = s.causatives
	if s.thatChoice != "" {
		lx.thatChoice = regexp.MustCompile(s.thatChoice)
	}
	for _, p := range s.mayInfinitives {
		lx.mayInfinitives = append(lx.mayInfinitives, rewrite{re: regexp.MustCompile(`^(?:` + p[0] + `)`), to: p[1]})
	}
	lx.keepStart = map[string]bool{}
	for _, k := range s.keepStart {
		lx.keepStart[k] = true
	}
	for _, w := range s.unlessCond {
		lx.unlessCond = append(lx.unlessCond, lx.gated(w))
	}
	for _, w := range s.whileCond {
		lx.whileCond = append(lx.whileCond, lx.gated(w))
	}
	for _, m := range s.missingKeywords {
		lx.missingKeywords = append(lx.missingKeywords, missing{regexp.MustCompile(`^(?:` + m[0] + `)\b`), m[1]})
	}
	if s.keywordOr != "" {
		lx.keywordOr = regexp.MustCompile(s.keywordOr)
	}
	for _, m := range s.keywordSentences {
		lx.keywordSentences = append(lx.keywordSentences, missing{regexp.MustCompile(`^(?:` + m[0] + `)\.?$`), m[1]})
	}
	for _, m := range s.keywordReminders {
		if lx.keywordReminders == nil {
			lx.keywordReminders = map[string]*regexp.Regexp{}
		}
		lx.keywordReminders[m[1]] = regexp.MustCompile(`^(?:` + m[0] + `)\.?$`)
	}
	for _, m := range s.missingTriggers {
		lx.missingTriggers = append(lx.missingTriggers, missing{lx.compilePattern(m[0] + `(?:,.*)?`), m[1]})
	}
	for _, r := range s.reminders {
		lx.reminders = append(lx.reminders, regexp.MustCompile(`^(?:`+r+`)\.?$`))
	}
	for _, d := range s.tokenDefs {
		lx.tokenDefs = append(lx.tokenDefs, rewrite{re: regexp.MustCompile(d[0]), to: d[1]})
	}
	for _, d := range s.unlessActions {
		lx.unlessActions = append(lx.unlessActions, rewrite{re: regexp.MustCompile("^(?:" + d[0] + ")$"), to: d[1]})
	}
	for _, t := range s.triggers {
		sh := lx.newShape(t.when, lx.compilePattern(t.pat))
		sh.when, sh.selfWhen = t.when, t.selfWhen
		lx.triggers = append(lx.triggers, sh)
	}
}

// compileShapes compiles the shape tables, each pattern with the builder
// its name gives.
func (lx *lexicon) compileShapes(s *lexiconSpec) (err error) {
	table := func(ps []pattern, kind string) ([]*shape, error) {
		var out []*shape
		for _, p := range ps {
			sh := lx.newShape(p.name, lx.compilePattern(lx.withUntil(p.pat)))
			var ok bool
			switch kind {
			case "effect":
				sh.build, ok = builders.effects[p.name]
			case "apply":
				sh.apply, ok = builders.applies[p.name]
			case "cond":
				sh.cond, ok = builders.conds[p.name]
			case "flow":
				sh.flow, ok = builders.flows[p.name]
			}
			if !ok {
				return nil, fmt.Errorf("%s shape %q has no builder", kind, p.name)
			}
			out = append(out, sh)
		}
		return out, nil
	}
	if lx.costs, err = table(s.costs, "apply"); err != nil {
		return err
	}
	if lx.restrictions, err = table(s.restrictions, "apply"); err != nil {
		return err
	}
	if lx.statics, err = table(s.statics, "effect"); err != nil {
		return err
	}
	if lx.effects, err = table(s.effects, "effect"); err != nil {
		return err
	}
	if lx.entering, err = table(s.entering, "effect"); err != nil {
		return err
	}
	if lx.conditions, err = table(s.conditions, "cond"); err != nil {
		return err
	}
	if lx.flows, err = table(s.flows, "flow"); err != nil {
		return err
	}
	return nil
}

// withUntil expands {until}: an optional duration at the end of a clause.
func (lx *lexicon) withUntil(p string) string {
	if !strings.Contains(p, "{until}") {
		return p
	}
	var ds []string
	for d := range lx.durations {
		ds = append(ds, regexp.QuoteMeta(d))
	}
	sort.Slice(ds, func(i, j int) bool { return len(ds[i]) > len(ds[j]) || len(ds[i]) == len(ds[j]) && ds[i] < ds[j] })
	return strings.ReplaceAll(p, "{until}", `(?: (?P<until>`+strings.Join(ds, "|")+`))?`)
}
