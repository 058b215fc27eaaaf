package read

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// shape is one entry of a lexicon's tables: a regular expression over the
// normalised text (self-name "~", folded, reminder text removed) and what
// to make of a match. Builders are shared between the languages: only the
// wording differs, so a French and an Italian text of one card compile
// alike when they say the same thing.
type shape struct {
	name string
	re   *regexp.Regexp
	// One of these, by table.
	build func(rd *reader, m map[string]string) ([]*rules.Effect, error)    // effects, statics
	apply func(rd *reader, m map[string]string) error                       // costs, restrictions
	cond  func(rd *reader, m map[string]string) (string, error)             // conditions
	flow  func(rd *reader, m map[string]string, out *[]*rules.Effect) error // sentences acting on earlier ones
	when  string                                                            // triggers: the event
	// selfWhen is the event when the trigger's object is the card itself
	// ("~ meurt" is dies, "une créature que vous contrôlez meurt" dies_any).
	selfWhen string
	// lits are the literals every match contains (requiredLiterals), as
	// numbered by the lexicon's litIndex; prefixes and suffixes, the
	// strings every match begins or ends with (anchoredEnds). A clause
	// without them is passed over without running the pattern, which is
	// most of the cost of reading when most clauses match no shape.
	lits               litReq
	prefixes, suffixes []string
}

// newShape is a shape of the tables, with its pattern's literals.
func (lx *lexicon) newShape(name string, re *regexp.Regexp) *shape {
	sh := &shape{name: name, re: re, lits: lx.lits.require(re)}
	sh.prefixes, sh.suffixes = anchoredEnds(re)
	return sh
}

// match matches the shape on a clause scanned by the lexicon's litIndex.
func (sh *shape) match(t scanned) map[string]string {
	if !t.holds(sh.lits) || !hasEnd(t.s, sh.prefixes, false) || !hasEnd(t.s, sh.suffixes, true) {
		return nil
	}
	m := sh.re.FindStringSubmatch(t.s)
	if m == nil {
		return nil
	}
	out := map[string]string{}
	for i, name := range sh.re.SubexpNames() {
		if name != "" && m[i] != "" {
			out[name] = m[i]
		}
	}
	return out
}

// pattern is a shape as a lexicon writes it: a name (the builder) and a
// pattern with placeholders: {n} a number (digits, x or a number word),
// {obj} {to} {who} {src} lazy phrases, {pt} "+N/+N".
type pattern struct {
	name string
	pat  string
}

func (lx *lexicon) compilePattern(p string) *regexp.Regexp {
	// The top cards of a library are a phrase of their own, with its
	// number: expanded first, so that its {n} is read as any other.
	p = strings.NewReplacer("{top}", lx.libraryTop, "{theirtop}", lx.theirLibraryTop).Replace(p)
	r := strings.NewReplacer(
		"{n}", `(?P<n>`+lx.numAlt+`)`,
		"{obj}", `(?P<obj>.+?)`,
		"{to}", `(?P<to>.+?)`,
		"{who}", `(?P<who>.+?)`,
		"{src}", `(?P<src>.+?)`,
		"{what}", `(?P<what>.+?)`,
		"{kind}", `(?P<kind>.+?)`,
		"{kw}", `(?P<kw>.+?)`,
		"{expr}", `(?P<expr>.+?)`,
		"{cond}", `(?P<cond>.+?)`,
		"{rest}", `(?P<rest>.+)`,
		"{pt}", `(?P<p>[+-](?:\d+|x))/(?P<t>[+-](?:\d+|x))`,
		"{cost}", `(?P<cost>(?:\{[^}]+\})+)`,
	).Replace(p)
	return regexp.MustCompile(`^` + r + `$`)
}

// number reads a number word or digits; x is the spell's X.
func (lx *lexicon) number(s string) (*rules.Expr, error) {
	s = strings.TrimSpace(s)
	if s == "x" {
		return rules.XExpr(), nil
	}
	if n, err := strconv.Atoi(s); err == nil {
		return rules.ConstExpr(n), nil
	}
	if n, ok := lx.numbers[s]; ok {
		return rules.ConstExpr(n), nil
	}
	return nil, unreadf("unknown number %q", s)
}

func (lx *lexicon) count(s string) (int, error) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, nil
	}
	if n, ok := lx.numbers[s]; ok {
		return n, nil
	}
	return 0, unreadf("unknown number %q", s)
}

// subjectRef stands for the subject a clause borrows from the one before
// it: it names what that subject named.
const subjectRef = "@subject"

// np is a noun phrase read into the ability language.
type np struct {
	ref      string   // self, it, enchanted, equipped, a player reference
	tokens   []string // filter tokens
	target   bool
	all      bool // every object matching: "chaque créature", "les créatures que vous contrôlez"
	min, max int
	maxN     *rules.Expr // "jusqu'à X": at most X
	minN     *rules.Expr // "X créatures ciblées": exactly X (with maxN)
	player   bool
	// targeted counts the words that make the phrase a target ("ciblé");
	// and says an "and" joined its parts: « l'artefact ciblé et
	// l'enchantement ciblé » are two targets, not one of either type.
	targeted int
	and      bool
	// inGraveyard says the card itself is named in its owner's graveyard
	// ("Return ~ from your graveyard to your hand"): an ability that works
	// there (selfInGraveyard).
	inGraveyard bool
}

func (n np) filter() string { return strings.Join(n.tokens, " ") }

var elision = regexp.MustCompile(`\b([ld])'(\S)`)

var elisionSearch = newLitSearch(elision)

// nounPhrase reads an object or player phrase word by word. Every word must
// be known; an unknown word makes the phrase unreadable.
func (rd *reader) nounPhrase(s string) (np, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return np{}, unreadf("empty object")
	}
	if s == subjectRef && rd.subjectRef != "" {
		// A player subject borrowed from the clause before ("le joueur
		// ciblé perd 2 points de vie et meule deux cartes": t0) is a player.
		return np{ref: rd.subjectRef, player: rules.PlayerRefs[rd.subjectRef] || rd.subjectPlayer}, nil
	}
	if ref, ok := rd.lx.fixedRefs[s]; ok {
		return rd.fixedPhrase(s, ref)
	}
	if n, ok, err := rd.controllerOf(s); ok {
		return n, err
	}
	n := np{min: 1, max: 1}
	orig := s
	s, err := rd.qualified(s)
	if err != nil {
		return np{}, err
	}
	if s, err = rd.thatPlayerControls(s); err != nil {
		return np{}, err
	}
	if err := rd.lx.oneSidedQualifier(s); err != nil {
		return np{}, err
	}
	if isSelfInGraveyard(s) {
		return np{ref: "self", inGraveyard: true}, nil
	}
	// "un démon, une horreur ou un cauchemar": a comma in a phrase joins
	// alternatives, as "ou" does.
	s = strings.ReplaceAll(s, ",", " , ")
	s = strings.Join(strings.Fields(s), " ")
	s, quantified, err := rd.lx.quantify(s, &n)
	if err != nil {
		return np{}, err
	}
	seenNoun, err := rd.phraseWords(s, &n)
	if err != nil {
		return np{}, err
	}
	if err := rd.checkXCount(n, s); err != nil {
		return np{}, err
	}
	if !seenNoun {
		return np{}, unreadf("no noun in %q", s)
	}
	if !quantified && !n.target && !n.player {
		// A bare plural ("les créatures que vous contrôlez" without its
		// article is rare); a bare singular names nothing in particular.
		// A singular definite phrase ("détruisez la créature à la
		// place", "the creature") names one object, named before or
		// known to the players: never every object of its kind.
		if rd.lx.definiteSingular(orig) && !slices.Contains(n.tokens, "top") {
			return rd.definiteRef(orig, n)
		}
		n.all = true
	}
	if n.max == 1 && !n.all {
		// "a red creature card or an artifact creature card": one
		// object of either phrase (plural lists join otherwise).
		if n.tokens, err = factorNounPhrases(n.tokens); err != nil {
			return np{}, err
		}
	}
	n.tokens = joinConditionAlternatives(n.tokens)
	if danglingAlternative(n.tokens) {
		// "an attacking or blocking creature": the filter language has
		// no "or" of conditions; read as a list of conditions it would
		// ask for both.
		return np{}, unreadf("alternatives the filter language cannot join in %q", s)
	}
	// "card" and a card type: keep both; "sub:" words after the type.
	n.tokens = mergeTypeAlternatives(n.tokens)
	if n.targeted > 1 && n.and {
		return np{}, unreadf("several targets joined in %q", s)
	}
	if listedTypes(n.tokens) {
		// « l'artefact ciblé, l'enchantement ciblé ou le terrain ciblé »:
		// a list the alternatives did not join whole; read as it is it
		// would ask for an artifact that is also an enchantment or a land.
		return np{}, unreadf("a list of object types %q: one target among them, or one of each", s)
	}
	// A filter's conditions all hold whatever their order, and so do a
	// token's alternatives ("artifact|creature"); one order makes the
	// languages' filters compare equal.
	for i, t := range n.tokens {
		if strings.Contains(t, "|") {
			alts := strings.Split(t, "|")
			sort.Strings(alts)
			n.tokens[i] = strings.Join(alts, "|")
		}
	}
	sort.Strings(n.tokens)
	return n, nil
}

// fixedPhrase reads s, a phrase the lexicon maps to the reference ref as a
// whole ("cette créature", "that token", "the chosen player"), refusing
// the ones that name nothing the ability can find.
func (rd *reader) fixedPhrase(s, ref string) (np, error) {
	if ref == "@this_that" && rd.whenFilter != nil && (rd.last == "" || rd.last == "self") && !(rd.namesSelf && rd.whenOther != "") {
		// « cette créature » is this one or that one: after a
		// trigger about another object, with the card named last,
		// either.
		return np{}, unreadf("%q after a trigger about another object: this object or that one", s)
	}
	if ref == "@chosenpl" && !rd.choseLastPl() {
		return np{}, unreadf("%q: a player chosen as the permanent entered, which the engine does not remember", s)
	}
	if (ref == "@this_that" || ref == "@that") && singularOfSet(rd.last) {
		return np{}, unreadf("%q after a set of objects: which one", s)
	}
	if ref == "@token" && tokenRef(rd.last) == "" {
		return np{}, unreadf("%q names no token the ability created", s)
	}
	if ref == "@thatspell" {
		return rd.thatSpell(s)
	}
	return rd.fixedRef(ref), nil
}

// selfOrNone is what "this creature" / "that creature" with nothing named
// before it refers to: the card itself, except on an instant or sorcery,
// which is never a creature ("Vous créez X jetons, X étant l'endurance de
// cette créature" names the creature sacrificed, which the reader does
// not remember): "" then, which the phrase's readers report unread.
func (rd *reader) selfOrNone() string {
	if rd.env.spell || rd.env.plane {
		return ""
	}
	return "self"
}

// fixedRef reads a phrase the lexicon maps to a reference as a whole
// ("il", "ce joueur", "n'importe quelle cible").
func (rd *reader) fixedRef(ref string) np {
	n := np{ref: ref, player: rules.PlayerRefs[ref] || ref == "you"}
	switch ref {
	case "@that":
		// "Quella creatura": that creature, never the card itself; after
		// a trigger about another object, that object.
		n.ref = rd.thatRef()
		if (n.ref == "" || n.ref == "self") && rd.whenFilter != nil {
			n.ref = "it"
		}
		if n.ref == "" {
			n.ref = rd.selfOrNone()
		}
		n.player = rules.PlayerRefs[n.ref]
	case "@each", "@those":
		// "Chacune d'elles", "ces créatures": several objects, never the
		// card alone; the last set named, when a single object was named
		// since.
		n.ref = rd.last
		if n.ref == "" || n.ref == "self" || !manyRef(n.ref) && rd.lastMany != "" && rd.lastMany != n.ref {
			n.ref = rd.lastMany
		}
	case "@last", "@this_that":
		// A pronoun with nothing before it in the ability is the card
		// itself ("Quand ~ meurt, il inflige …").
		n.ref = rd.last
		if ref == "@this_that" && rd.namesSelf {
			// The card names itself: « cette créature » is the other.
			n.ref = rd.thatRef()
		}
		if n.ref == "" {
			n.ref = "self"
			if ref == "@this_that" {
				n.ref = rd.selfOrNone()
			}
			// An "instead" paragraph of its own ("Threshold — Return that
			// card … instead if …"): the pronoun names what the paragraphs
			// before named, which this one does not know; never the spell.
			if rd.replacing {
				n.ref = ""
			}
		}
		// After a trigger about a player ("each opponent's upkeep"),
		// the pronoun is that player.
		n.player = rules.PlayerRefs[n.ref]
	case "@thatctl":
		// "That source's controller": of the object the trigger is
		// about (trigger_object.go).
		if ref := rd.thatRef(); ref != "" && ref != "self" {
			n.ref, n.player = "controller("+ref+")", true
		} else {
			n.ref = ""
		}
	case "@token":
		// "That token", « ce jeton », « quella pedina »: the tokens the
		// ability created (token_family.go), nothing else (nounPhrase
		// leaves it unread without them).
		n.ref = tokenRef(rd.last)
	case "@lastctl":
		// "Son contrôleur": the controller of what the ability last
		// named (remembered after it left).
		last := rd.last
		if last == "" {
			last = "self"
		}
		n.ref, n.player = "controller("+last+")", true
	case "@lastpl":
		switch {
		case rd.lastPl == "" && rd.env.spell && rd.when == "" && len(rd.ab.Targets) == 0:
			// « Délire — … ce joueur … à la place » in a paragraph of
			// its own: the player a paragraph before named, which this
			// one does not know (a target player is not the controller
			// of t0): unread.
			n.ref = ""
		case rd.lastPl == "" && rd.env.spell && rd.when == "":
			// "Détruisez une créature ciblée qu'un adversaire contrôle.
			// Ce joueur perd 3 points de vie.": in a spell, with no
			// player named before, the player is the target's
			// controller (the paragraphs of a spell are one ability).
			n.ref = "controller(t0)"
		case rd.lastPl == "":
			n.ref = "them"
		default:
			n.ref = rd.lastPl
		}
		n.player = true
	case "@chosenpl":
		// "The chosen player": the one this ability chose (nounPhrase
		// leaves one chosen as the permanent entered unread).
		n.ref, n.player = rd.lastPl, true
	case "@any":
		n = np{tokens: []string{"any"}, target: true, min: 1, max: 1}
	case "@anyother":
		n = np{tokens: []string{"any", "other"}, target: true, min: 1, max: 1}
	}
	return n
}

// qualified replaces the qualifiers of a phrase (words of several words,
// "avec un marqueur « étourdissement » sur elle") with their tokens,
// written "#token" so that the word loop knows them; elided articles
// become words of their own.
func (rd *reader) qualified(s string) (string, error) {
	lx := rd.lx
	s = elisionSearch.replaceAll(s, "$1' $2")
	sc := lx.qualifierLits.scan(s)
	for _, q := range lx.qualifiers {
		for {
			if sc.s != s {
				sc = lx.qualifierLits.scan(s)
			}
			if !sc.holds(q.lits) {
				break
			}
			m := q.search.findIndex(s)
			if m == nil {
				break
			}
			tok := q.token
			if strings.Contains(tok, "%k") {
				// "avec un marqueur « étourdissement » sur elle": the
				// counter's kind, read as the counters instruction reads it.
				kind, err := rd.counterKind(s[m[2]:m[3]])
				if err != nil {
					return "", err
				}
				tok = strings.ReplaceAll(tok, "%k", kind)
			} else if strings.Contains(tok, "%w") {
				key, end, ok := phraseKeyword(s[m[2]:m[3]])
				if !ok {
					// "con un segnalino", "con due o più tipi": not a
					// keyword; other qualifiers read it, or nothing.
					break
				}
				m[1] = m[2] + end
				tok = strings.ReplaceAll(tok, "%w", key)
			} else if strings.Contains(tok, "%p") {
				// "creatures target player controls": the player, read as
				// a player phrase (a target is added once).
				ref, err := rd.qualifierPlayer(s[m[2]:m[3]])
				if err != nil {
					return "", err
				}
				tok = strings.ReplaceAll(tok, "%p", ref)
			} else if strings.Contains(tok, "%s") {
				num := s[m[2]:m[3]]
				if num == "x" {
					// "with mana value X or less": the paid X, read by
					// the filter as it is matched. An X defined by "where
					// X is …" is an amount the filter cannot hold.
					if rd.x != nil {
						return "", unreadf("X defined by an amount in a filter: %q", s)
					}
					tok = fmt.Sprintf(tok, "x")
					s = s[:m[0]] + " #" + strings.ReplaceAll(tok, " ", " #") + " " + s[m[1]:]
					continue
				}
				v, err := lx.count(num)
				if err != nil {
					return "", err
				}
				tok = fmt.Sprintf(tok, strconv.Itoa(v))
			}
			s = s[:m[0]] + " #" + strings.ReplaceAll(tok, " ", " #") + " " + s[m[1]:]
		}
	}
	return s, nil
}

// sideQualifiers are the filter tokens of qualifiers that name a quality
// of one noun ("avec le vol", "con forza 2 o inferiore"), unlike a
// relative clause ("que vous contrôlez") that follows every alternative.
var sideQualifiers = []string{"#has:", "#!has:", "#power", "#toughness", "#mv", "#counter:"}

// oneSidedQualifier refuses a phrase of several alternatives each with its
// own article ("une carte d'éphémère ou une carte avec le flash") that
// holds such a qualifier: it belongs to one alternative, and a filter
// would ask it of all.
func (lx *lexicon) oneSidedQualifier(s string) error {
	if !strings.Contains(s, "#") {
		return nil
	}
	parts := lx.listSplit.Split(s, -1)
	if len(parts) < 2 {
		return nil
	}
	articled := 0
	for _, p := range parts {
		var n np
		if _, ok, _ := lx.quantify(strings.TrimSpace(p), &n); ok {
			articled++
		}
	}
	if articled < 2 {
		return nil
	}
	for _, q := range sideQualifiers {
		if strings.Contains(s, q) {
			return unreadf("a quality of one alternative of several in %q", s)
		}
	}
	return nil
}

// phraseKeyword reads the keyword an object phrase names ("avec le vol",
// "con tocco letale ... "): a keyword ability of the term table without a
// cost or a number, the longest of the captured words that is one. It
// returns the keyword's key and where it ends in s; false when the words
// name no keyword.
func phraseKeyword(s string) (string, int, bool) {
	for end := len(s); end > 0; end = strings.LastIndex(s[:end], " ") {
		kws, ok := rules.ParseKeywords(s[:end])
		if ok && len(kws) == 1 && kws[0].N == 0 && kws[0].Cost == nil && kws[0].Arg == "" {
			return kws[0].Key, end, true
		}
	}
	return "", 0, false
}

// quantify reads the quantifier a phrase begins with ("jusqu'à deux",
// "chaque", "une ou deux") into n, and returns the rest of the phrase and
// whether there was one.
func (lx *lexicon) quantify(s string, n *np) (string, bool, error) {
	for _, q := range lx.quantifiers {
		if !hasEnd(s, q.prefixes, false) {
			continue
		}
		m := q.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		s = strings.TrimSpace(s[len(m[0]):])
		switch q.kind {
		case "one":
		case "upto":
			if m[1] == "x" {
				// "Jusqu'à X créatures ciblées": X is known as the
				// spell is cast or the trigger put on the stack.
				n.min, n.max, n.maxN = 0, rules.MaxRepeat, rules.XExpr()
				break
			}
			v, err := lx.count(m[1])
			if err != nil {
				return "", false, err
			}
			n.min, n.max = 0, v
		case "n":
			if m[1] == "x" {
				// "X créatures ciblées": exactly X, known as the spell
				// is cast; read for targets only (nounPhrase).
				n.min, n.max, n.minN, n.maxN = 0, rules.MaxRepeat, rules.XExpr(), rules.XExpr()
				break
			}
			v, err := lx.count(m[1])
			if err != nil {
				return "", false, err
			}
			n.min, n.max = v, v
		case "anynumber":
			n.min, n.max = 0, rules.MaxRepeat
		case "all":
			n.all = true
		case "oneto":
			// "une ou deux créatures ciblées": one, or up to n.
			v, err := lx.count(m[1])
			if err != nil {
				return "", false, err
			}
			n.min, n.max = 1, v
		case "oneormore":
			n.min, n.max = 1, rules.MaxRepeat
		case "other":
			n.tokens = append(n.tokens, "other")
		}
		return s, true, nil
	}
	return s, false, nil
}

// phraseWords reads the words of a phrase after its quantifier into n, and
// reports whether one of them is a noun.
func (rd *reader) phraseWords(s string, n *np) (seenNoun bool, err error) {
	lx := rd.lx
	negate := false
	words := joinSubtypePhrases(strings.Fields(s), rd.env.subtypes)
	for i, w := range words {
		if lx.adjectives[w] == "&" && i+1 < len(words) && lx.numbers[words[i+1]] == 1 {
			// "a red permanent and a green permanent": two objects, not
			// one of either kind (« les cartes d'artefact et
			// d'enchantement »).
			return false, unreadf("two objects joined in %q", s)
		}
		// "un artefact, une créature ou un enchantement": a comma between
		// two card types is "or".
		if stem, ok := strings.CutSuffix(w, ","); ok && isTypeToken(lx.nouns[stem]) && !negate {
			n.tokens = append(n.tokens, lx.nouns[stem], "|")
			seenNoun = true
			continue
		}
		if negatedListComma(words, i, n.tokens) {
			continue
		}
		if rd.ambiguousSubtypeAnd(words, i, n.tokens) {
			return false, unreadf("subtypes joined by %q in %q: one object of both (« Eldrazi et Engeance ») or either (« Loup et Loup-garou »)", w, s)
		}
		var noun bool
		switch {
		case negate:
			noun, err = lx.negatedWord(w, s, n)
			negate = false
		case w == "non":
			negate = true
		default:
			noun, err = rd.phraseWord(w, s, n)
		}
		if err != nil {
			return false, err
		}
		seenNoun = seenNoun || noun
	}
	return seenNoun, nil
}

// negatedWord reads the word after "non" ("non terra", "non leggendaria",
// "non Zombie") into n, and reports whether it is a noun.
func (lx *lexicon) negatedWord(w, s string, n *np) (bool, error) {
	// "non terra": the negated noun.
	if inner := lx.nouns[w]; inner != "" {
		n.tokens = append(n.tokens, "non"+inner)
		return true, nil
	}
	if adj := lx.adjectives[w]; adj != "" && !strings.HasPrefix(adj, "@") && adj != "|" && adj != "&" {
		// "non leggendaria": the negated condition.
		n.tokens = append(n.tokens, "!"+adj)
		return false, nil
	}
	if isWord(w) {
		// "non Zombie": a creature type the lexicon need not know.
		n.tokens = append(n.tokens, "!sub:"+w)
		return false, nil
	}
	return false, unreadf("unknown word %q after \"non\" in %q", w, s)
}

// phraseWord reads one word of a phrase into n, and reports whether it is
// a noun.
func (rd *reader) phraseWord(w, s string, n *np) (noun bool, err error) {
	lx := rd.lx
	switch {
	case w == "," || afterComma(lx.adjectives[w], n.tokens):
		// "an artifact, enchantment, or land": the comma and the "or"
		// (or "and") after it are one.
		n.and = n.and || lx.adjectives[w] == "&"
		if k := len(n.tokens); k == 0 || n.tokens[k-1] != "|" {
			n.tokens = append(n.tokens, "|")
		}
	case strings.HasPrefix(w, "#"):
		tok := w[1:]
		if tok == "@target" {
			n.target = true
			n.targeted++
			return false, nil
		}
		if tok == "@player" {
			n.player = true
			return false, nil
		}
		if tok != "" {
			n.tokens = append(n.tokens, strings.Fields(tok)...)
		}
	case lx.fillers[w]:
	case lx.nouns[w] != "":
		tok := lx.nouns[w]
		noun = true
		switch tok {
		case "player", "opponent":
			n.player = true
		case "any":
			n.target = true
		}
		if tok == "card" && slices.Contains(n.tokens, "card") {
			return true, nil
		}
		n.tokens = append(n.tokens, tok)
	case lx.adjectives[w] != "":
		a := lx.adjectives[w]
		if a == "@target" {
			n.target = true
			n.targeted++
			return false, nil
		}
		if a == "&" {
			// "and": alternatives of a set ("les cartes d'artefact et
			// d'enchantement"), several targets in a target phrase.
			a, n.and = "|", true
		}
		n.tokens = append(n.tokens, a)
	case strings.HasPrefix(w, "non-") || strings.HasPrefix(w, "non "):
		return false, lx.nonWord(w, s, n)
	case compoundNoun(lx, w) != nil:
		// "créatures-enchantements": an object of both types.
		n.tokens = append(n.tokens, compoundNoun(lx, w)...)
		noun = true
	case rd.env.subtypes[w] != "":
		// A subtype the knowledge base's type lines print ("ninjas").
		sub := subtypeFilterWord(rd.env.subtypes[w])
		if k := len(n.tokens); k > 0 && n.tokens[k-1] == "planeswalker" {
			// "de planeswalker Tamiyo": only planeswalkers have
			// planeswalker types (205.3j), so the subtype alone says
			// it, and stays one alternative of "éphémère, rituel et/ou".
			n.tokens[k-1] = sub
		} else {
			n.tokens = append(n.tokens, sub)
		}
		noun = true
	default:
		return false, unreadf("unknown word %q in %q", w, s)
	}
	return noun, nil
}

// afterComma reports whether adj, an "or" or an "and", follows a comma
// read as "|": a serial comma ("A, B, or C").
func afterComma(adj string, toks []string) bool {
	return (adj == "|" || adj == "&") && len(toks) > 0 && toks[len(toks)-1] == "|"
}

// nonWord reads a word written "non-…" ("non-créature", "non-base",
// "non-Avatar") into n.
func (lx *lexicon) nonWord(w, s string, n *np) error {
	word := strings.TrimPrefix(w, "non-")
	inner := lx.nouns[word]
	adj := lx.adjectives[word]
	switch {
	case inner != "":
		n.tokens = append(n.tokens, "non"+inner)
	case adj != "" && !strings.HasPrefix(adj, "@") && adj != "|" && adj != "&":
		// "non-base": the negated condition.
		n.tokens = append(n.tokens, "!"+adj)
	case isWord(word):
		// "non-Avatar", "non-marin": a creature type the lexicon
		// need not know.
		n.tokens = append(n.tokens, "!sub:"+word)
	default:
		return unreadf("unknown word %q in %q", w, s)
	}
	return nil
}

// compoundNoun reads a hyphenated noun whose every part is a noun of the
// lexicon ("creatures-enchantements"): the parts' tokens, or nil.
func compoundNoun(lx *lexicon, w string) []string {
	parts := strings.Split(w, "-")
	if len(parts) < 2 {
		return nil
	}
	var out []string
	for _, p := range parts {
		tok := lx.nouns[p]
		if tok == "" {
			return nil
		}
		out = append(out, tok)
	}
	return out
}

// isWord reports whether s is one word of letters.
func isWord(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// mergeTypeAlternatives turns "creature or enchantment" ("creature",
// "|", "enchantment") into "creature|enchantment", and keeps one copy of a
// condition both alternatives share ("une autre créature ou un autre
// enchantement": other creature|enchantment).
func mergeTypeAlternatives(toks []string) []string {
	var out []string
	seen := map[string]bool{}
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t == "|" {
			// Join the next card type to the last one written.
			j := i + 1
			for j < len(toks) && !isTypeToken(toks[j]) {
				if !seen[toks[j]] {
					seen[toks[j]] = true
					out = append(out, toks[j])
				}
				j++
			}
			joined := false
			for k := len(out) - 1; k >= 0 && j < len(toks); k-- {
				if isTypeToken(out[k]) {
					out[k] += "|" + toks[j]
					joined = true
					break
				}
			}
			if !joined && j < len(toks) {
				// "target player or planeswalker": a player or an
				// object of the type (a filter's players and objects
				// are alternatives).
				out = append(out, toks[j])
			}
			i = j
			continue
		}
		if seen[t] {
			continue
		}
		seen[t] = true
		out = append(out, t)
	}
	return out
}

// danglingAlternative reports whether an "or" ("|") of tokens joins two
// conditions of an object ("attacking | blocking"), which
// mergeTypeAlternatives would read as both holding, or joins a card type
// to nothing.
func danglingAlternative(toks []string) bool {
	for i, t := range toks {
		if t == "|" && i > 0 && i+1 < len(toks) && orConditions[toks[i-1]] && orConditions[toks[i+1]] {
			return true
		}
		// "target opponent, creature an opponent controls, or
		// planeswalker": no card type before the "or" to join the one
		// after it to, which mergeTypeAlternatives would drop.
		if t == "|" && !slices.ContainsFunc(toks[:i], isTypeToken) && slices.ContainsFunc(toks[i+1:], isTypeToken) &&
			!playerOrType(toks) {
			return true
		}
	}
	return false
}

// playerOrType reports whether toks are a player or an object of one
// type and nothing else ("player | planeswalker"), a filter of players
// and objects.
func playerOrType(toks []string) bool {
	return len(toks) == 3 && (toks[0] == "player" || toks[0] == "opponent") && toks[1] == "|" &&
		isTypeToken(toks[2]) && !strings.Contains(toks[2], "|")
}

// orConditions are the conditions an object phrase may join with "or"
// that the filter language cannot ("tapped or untapped", "attacking or
// blocking").
var orConditions = map[string]bool{"attacking": true, "blocking": true, "tapped": true, "untapped": true,
	"legendary": true, "basic": true, "snow": true, "face_down": true}

// listedTypes reports whether tokens hold alternatives of card types
// beside another card type ("artifact", "enchantment|land").
func listedTypes(toks []string) bool {
	types, alts := 0, false
	for _, t := range toks {
		first := strings.Split(t, "|")[0]
		if isTypeToken(t) && !strings.HasPrefix(first, "sub:") && rules.FilterTypes[first] != "" {
			types++
			alts = alts || strings.Contains(t, "|")
		}
	}
	return types > 1 && alts
}

func isTypeToken(t string) bool {
	first := strings.Split(t, "|")[0]
	if strings.HasPrefix(first, "sub:") {
		// "un démon, une horreur ou un cauchemar": subtypes join as
		// alternatives too.
		return true
	}
	switch first {
	case "white", "blue", "black", "red", "green":
		// « rouge ou vert »: colors join as alternatives too.
		return true
	case "creature", "artifact", "enchantment", "land", "planeswalker", "instant", "sorcery", "battle":
		return true
	}
	return false
}

// object reads a phrase that names what an instruction acts on and returns
// the reference: a target slot (t0 …), self, it, all:<filter>, a player.
func (rd *reader) object(s string) (string, error) {
	if ref, ok := rd.priorTarget(s); ok {
		return ref, nil
	}
	n, err := rd.nounPhrase(s)
	if err != nil {
		return "", err
	}
	return rd.refOf(n, s)
}

func (rd *reader) refOf(n np, s string) (string, error) {
	switch {
	case n.inGraveyard:
		return rd.selfInGraveyard(s)
	case n.ref == "exiled" && !rd.inTrigger && !rd.static && !rd.linkedExile():
		// "The exiled card" is what the source exiled and remembers
		// (opExile): in a spell or activated ability it may be a card a
		// cost exiled (Corpse Lunge) or one a sacrificed source exiled
		// (Voyager Staff), which nothing remembers.
		return "", unreadf("%q in a spell or activated ability: the cards a cost or a source gone exiled are not remembered", s)
	case strings.HasPrefix(n.ref, "controller(all:") || strings.HasPrefix(n.ref, "controller(targets"):
		// "Each creature deals 1 damage to its controller": each
		// object's own controller, one at a time, which no one
		// reference names.
		return "", unreadf("%q: the controller of each object of a set", s)
	case n.ref != "":
		if n.player {
			rd.lastPl = n.ref
		} else {
			rd.last = n.ref
		}
		return n.ref, nil
	case n.target:
		if rd.static {
			return "", unreadf("a target in a static ability: %q", s)
		}
		// "… contrôlées par le même adversaire": a constraint on the slot,
		// not a condition of each target.
		same := false
		if i := slices.Index(n.tokens, "same_controller"); i >= 0 {
			n.tokens, same = slices.Delete(slices.Clone(n.tokens), i, i+1), true
		}
		f := n.filter()
		if n.player && playerTriggers[rd.when] && slices.Contains(n.tokens, "other") {
			// "un autre joueur ciblé" after a trigger about a player: a
			// player other than that one.
			f = strings.Join(slices.DeleteFunc(slices.Clone(n.tokens), func(t string) bool { return t == "other" }), " ") + " not_them"
		}
		if n.player && !strings.Contains(f, "player") && !strings.Contains(f, "opponent") {
			f = "player " + f
		}
		if _, err := rules.ParseFilter(f); err != nil {
			return "", unreadf("target %q: %v", s, err)
		}
		pf, _ := rules.ParseFilter(f)
		// The engine numbers targets t0, t1 … across the slots: after a
		// slot of several, the next slot's targets are named by slot
		// (slot1 …, rules/target_slots.go; rules.SlotRefs rewrites the earlier ones).
		afterSeveral := slices.ContainsFunc(rd.ab.Targets, func(t *rules.TargetSpec) bool { return t.Max > 1 })
		rd.ab.Targets = append(rd.ab.Targets, &rules.TargetSpec{Filter: pf, Min: n.min, Max: n.max, SameController: same, MaxN: n.maxN, MinN: n.minN})
		ref := fmt.Sprintf("t%d", len(rd.ab.Targets)-1)
		switch {
		case afterSeveral:
			ref = fmt.Sprintf("slot%d", len(rd.ab.Targets)-1)
		case n.max > 1:
			ref = "targets"
		}
		if n.player {
			rd.lastPl = ref
		} else {
			rd.last = ref
			rd.noteMany(ref)
		}
		return ref, nil
	case n.all:
		f := strings.Join(rd.otherThanTarget(n.tokens), " ")
		if _, err := rules.ParseFilter(f); err != nil {
			return "", unreadf("objects %q: %v", s, err)
		}
		rd.last = "all:" + f
		rd.noteMany(rd.last)
		return "all:" + f, nil
	}
	if n.min == 1 && n.max == 1 && !n.player && !rd.static {
		// "un permanent non-terrain que vous possédez": one object chosen
		// as the instruction resolves, without targeting.
		f := n.filter()
		if _, err := rules.ParseFilter(f); err != nil {
			return "", unreadf("object %q: %v", s, err)
		}
		rd.last = "chosen:" + f
		return rd.last, nil
	}
	return "", unreadf("%q names no target, reference or set", s)
}

// parsedFilter reads phrase as a filter and parses it; what names the
// clause in the reason when the engine cannot take the filter.
func (rd *reader) parsedFilter(phrase, what string) (*rules.Filter, error) {
	_, pf, err := rd.parsedFilterIn(phrase, "", what)
	return pf, err
}

// parsedFilterIn is parsedFilter with extra added to the filter read
// (" you_control", " in:hand owner:opp"); it returns the filter's text
// too, for an ability that keeps it as text.
func (rd *reader) parsedFilterIn(phrase, extra, what string) (string, *rules.Filter, error) {
	f, err := rd.filterPhrase(phrase)
	if err != nil {
		return "", nil, err
	}
	f += extra
	pf, err := rules.ParseFilter(f)
	if err != nil {
		if what == "" {
			return "", nil, unreadf("%q: %v", phrase, err)
		}
		return "", nil, unreadf("%s %q: %v", what, phrase, err)
	}
	return f, pf, nil
}

// filterPhrase reads a phrase as a filter (trigger objects, what to
// sacrifice, what to search for), or "self".
func (rd *reader) filterPhrase(s string) (string, error) {
	n, err := rd.nounPhrase(s)
	if err != nil {
		return "", err
	}
	if n.inGraveyard {
		return "", unreadf("%q: the card itself in its graveyard, not a kind of object", s)
	}
	if n.ref == "self" {
		return "self", nil
	}
	if n.ref != "" || n.target {
		return "", unreadf("%q is not a kind of object", s)
	}
	f := n.filter()
	if _, err := rules.ParseFilter(f); err != nil {
		return "", unreadf("filter %q: %v", s, err)
	}
	return f, nil
}

// qualityFilter reads what an object is said to be: a kind of object
// ("un humain") or adjectives alone ("verte", "légendaire"), as filter
// conditions.
func (rd *reader) qualityFilter(s string) (string, error) {
	if f, err := rd.filterPhrase(s); err == nil {
		return f, nil
	}
	n := np{min: 1, max: 1}
	q, err := rd.qualified(strings.TrimSpace(s))
	if err != nil {
		return "", err
	}
	if _, err := rd.phraseWords(q, &n); err != nil {
		return "", err
	}
	if n.target || n.ref != "" || n.player || len(n.tokens) == 0 {
		return "", unreadf("%q is not a quality", s)
	}
	for _, t := range n.tokens {
		// A kind of object is named with its article ("un humain"),
		// which filterPhrase reads; a bare word taken for a subtype is
		// an unknown adjective ("équipée").
		if strings.HasPrefix(strings.TrimPrefix(t, "!"), "sub:") {
			return "", unreadf("%q is not a quality", s)
		}
	}
	sort.Strings(n.tokens)
	f := n.filter()
	if _, err := rules.ParseFilter(f); err != nil {
		return "", unreadf("filter %q: %v", s, err)
	}
	return f, nil
}

// triggerFilter reads the object of a trigger condition as the ability's
// filter: a kind of object, the card itself, or the creature the card
// enchants or equips ("Quand la créature enchantée meurt"), which is the
// permanent it is attached to, as it last was for a look-back event.
func (rd *reader) triggerFilter(s string) (string, error) {
	if ref := rd.lx.fixedRefs[strings.TrimSpace(s)]; ref == "enchanted" || ref == "equipped" {
		return "enchanted_by_self", nil
	}
	return rd.filterPhrase(s)
}

// targetOf reads an aura's "Enchanter : créature" object.
func (rd *reader) targetOf(s string) (*rules.TargetSpec, error) {
	n, err := rd.nounPhrase(s)
	if err != nil {
		return nil, err
	}
	f := n.filter()
	pf, err := rules.ParseFilter(f)
	if err != nil {
		return nil, unreadf("enchant %q: %v", s, err)
	}
	return &rules.TargetSpec{Filter: pf, Min: 1, Max: 1}, nil
}

// player reads a player phrase: "vous" → you, "chaque adversaire" →
// each_opponent, "un adversaire ciblé" → a target.
func (rd *reader) player(s string) (string, error) {
	if strings.TrimSpace(s) == "" {
		return "you", nil
	}
	n, err := rd.nounPhrase(s)
	if err != nil {
		return "", err
	}
	if !n.player && !n.target {
		return "", unreadf("%q is not a player", s)
	}
	if n.all {
		if slices.Contains(n.tokens, "opponent") {
			return "each_opponent", nil
		}
		if slices.Contains(n.tokens, "other") {
			// "Each other player": every player but you.
			return "all:" + strings.Join(n.tokens, " "), nil
		}
		return "each_player", nil
	}
	return rd.refOf(n, s)
}

// keywords reads "la menace, le lien de vie et la célérité".
func (rd *reader) keywords(s string) ([]string, error) {
	forms, err := rules.KeywordForms()
	if err != nil {
		return nil, err
	}
	if rd.lx.keywordOr != nil && rd.lx.keywordOr.MatchString(s) {
		return nil, unreadf("a choice of keywords in %q: the engine grants keywords, not a choice of them", s)
	}
	var out []string
	for _, part := range rd.lx.listSplit.Split(s, -1) {
		part = strings.TrimSpace(rd.lx.articleRE.ReplaceAllString(strings.TrimSpace(part), ""))
		if part == "" {
			continue
		}
		key, ok := forms[part]
		if !ok {
			if kw, ok, err := rd.chosenColorProtection(part); ok {
				if err != nil {
					return nil, err
				}
				out = append(out, kw)
				continue
			}
			if kws, ok := protections(part, out); ok {
				out = append(out, kws...)
				continue
			}
			// Landwalk names its land type ("la traversée des forêts",
			// "islandwalk"): landwalk:type, canonical.
			if t, ok := rules.Landwalk(part); ok {
				out = append(out, "landwalk:"+t)
				continue
			}
			// A keyword with a mana cost ("parade {2}"): key:cost.
			if kws, ok := rules.ParseKeywords(part); ok && len(kws) == 1 && kws[0].Cost != nil && kws[0].N == 0 && kws[0].Arg == "" {
				out = append(out, kws[0].Key+":"+rules.CostString(kws[0].Cost))
				continue
			}
			return nil, unreadf("unknown keyword %q", part)
		}
		if eachInstanceTriggers[key] {
			return nil, unreadf("%s granted: a keyword that triggers as its spell is cast, which no scenario checks granted", key)
		}
		out = append(out, key)
	}
	if len(out) == 0 {
		return nil, unreadf("no keyword in %q", s)
	}
	return out, nil
}

// protections reads a list's part that is protection ("protection contre
// le rouge", "dal rosso" after "protezione dal bianco e"): one
// "protection:quality" per quality, canonical; false when the part is
// no protection the engine runs (its keyword then stays unread).
func protections(part string, before []string) ([]string, bool) {
	var quals []string
	if kws, ok := rules.ParseKeywords(part); ok && len(kws) > 0 && kws[0].Key == "protection" {
		for _, k := range kws {
			quals = append(quals, k.Arg)
		}
	} else if n := len(before); n > 0 && strings.HasPrefix(before[n-1], "protection:") {
		if quals, ok = rules.ProtectionQualities(part); !ok {
			return nil, false
		}
	} else {
		return nil, false
	}
	out := make([]string, len(quals))
	for i, q := range quals {
		out[i] = "protection:" + q
	}
	return out, true
}

// until reads a duration; "" when the clause names none.
func (rd *reader) until(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", nil
	}
	if u, ok := rd.lx.durations[s]; ok {
		return u, nil
	}
	return "", unreadf("unknown duration %q", s)
}

// possessive is whose a possessive of an amount ("sa force") is: the
// card's own; the subject's, when the clause names one (possessor); in an
// instant or sorcery, the object it named last; after
// a trigger about the creature the card is attached to ("Quand la créature
// enchantée meurt, … X étant sa force") that creature's, as it last was.
// After a trigger about any other object it may be either's: unread
// rather than guessed.
func (rd *reader) possessive(s string) (string, error) {
	switch {
	case rd.possessor != "":
		return rd.possessor, nil
	case rd.sacrificed == "sacrificed_now":
		return rd.sacrificed, nil
	case rd.sacrificed == sacrificedGone:
		// "Sacrifiez une créature. Vous gagnez des points de vie égaux à
		// sa force": the creature sacrificed, not the card.
		return "", unreadf("amount %q: of the permanent an instruction sacrificed, which the engine does not remember", s)
	case rd.env.spell && rd.when == "":
		// An instant or sorcery has no power or toughness: "sa" is the
		// object the spell named last ("Détruisez la créature ciblée. …
		// égal à son endurance").
		if rd.last == "" || rd.last == "self" || rd.last == "targets" || strings.HasPrefix(rd.last, "all:") {
			return "", unreadf("amount %q: a possessive in a spell naming no one object", s)
		}
		return rd.last, nil
	case oneTarget.MatchString(rd.last):
		// "[−3]: Destroy target creature. You gain life equal to its
		// toughness": the target named last, as in a spell, not the card
		// (branch grammar-parity-en).
		return rd.last, nil
	case rd.whenFilter == nil:
		return rd.lastPossessor(s)
	case rd.whenFilter.String() == "enchanted_by_self":
		return "it", nil
	case rd.whenOther != "" && rd.last == rd.whenOther:
		// "Whenever another Elf enters, you gain life equal to its
		// toughness": nothing named since the trigger, the object it is
		// about.
		return rd.whenOther, nil
	}
	return "", unreadf("amount %q: a possessive after a trigger about another object", s)
}

// amount reads "sa force", "le nombre de cartes dans votre main".
func (rd *reader) amount(s string) (*rules.Expr, error) {
	s = strings.TrimSpace(s)
	var composedErr error
	for _, a := range rd.lx.amounts {
		m := a.re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		if a.arg == "difference" {
			return rd.difference(s)
		}
		if strings.HasPrefix(a.arg, "amount") {
			// A composed shape may match words that are no composition
			// (« la force la plus élevée »): the shapes after it are tried.
			e, err := rd.composedAmount(a, m)
			if err == nil {
				return e, nil
			}
			composedErr = cmp.Or(composedErr, err)
			continue
		}
		src := a.expr
		if strings.Contains(src, "(its)") {
			owner, err := rd.possessiveOther(s)
			if err != nil {
				return nil, err
			}
			src = strings.ReplaceAll(src, "(its)", "("+owner+")")
		}
		if strings.Contains(src, "(self)") {
			owner, err := rd.possessive(s)
			if err != nil {
				return nil, err
			}
			src = strings.ReplaceAll(src, "(self)", "("+owner+")")
		}
		if strings.Contains(src, "%s") {
			var arg string
			var err error
			switch {
			case rd.sacrificed != "" && (a.arg == "object" || a.arg == "card") && rd.lx.objectPronoun(m[1]):
				// "… where X is that creature's power" after "sacrifice a
				// creature": the one sacrificed (zones.go).
				if arg = rd.sacrificed; arg == sacrificedGone {
					err = unreadf("amount %q: of the permanents an instruction sacrificed, which no reference names one by one", s)
				}
			case a.arg == "filter":
				arg, err = rd.filterPhrase(m[1])
			case a.arg == "card":
				// « le coût converti de mana de cette carte »: the card
				// revealed, milled, discarded, never the card itself,
				// which the text names by its name.
				arg, err = rd.amountObject(m[1])
				if err == nil && arg == "self" && strings.TrimSpace(m[1]) != "~" {
					err = unreadf("amount %q: a card named by a pronoun that found the card itself", s)
				}
			case a.arg == "object":
				arg, err = rd.amountObject(m[1])
				if err == nil && arg == "self" && (rd.env.spell || rd.subjectSelf) && strings.TrimSpace(m[1]) != "~" {
					// "Refuse deals damage to target spell's controller
					// equal to that spell's mana value": the amount is
					// read before the target it names, and the pronoun
					// found the card instead.
					err = unreadf("amount %q: a pronoun that found the spell itself", s)
					if !rd.env.spell {
						err = unreadf("amount %q: a pronoun that found the card itself", s)
					}
				}
			}
			if err != nil {
				return nil, err
			}
			src = fmt.Sprintf(src, arg)
		}
		e, err := rules.ParseExpr(src)
		if err != nil {
			return nil, unreadf("amount %q: %v", s, err)
		}
		return e, nil
	}
	if e, err := rd.number(s); err == nil {
		return e, nil
	}
	if composedErr != nil {
		return nil, composedErr
	}
	return nil, unreadf("unknown amount %q", s)
}

// ptExpr reads "+2", "-x".
func ptExpr(s string) *rules.Expr {
	neg := strings.HasPrefix(s, "-")
	v := strings.TrimLeft(s, "+-")
	if v == "x" {
		if neg {
			e, _ := rules.ParseExpr("0 - x")
			return e
		}
		return rules.XExpr()
	}
	n, _ := strconv.Atoi(v)
	if neg {
		n = -n
	}
	return rules.ConstExpr(n)
}

// counterKind reads a counter's name: "+1/+1", "« étourdissement »",
// "stordimento", "« vol »" (a keyword counter).
// The kind read is remembered for "ces marqueurs"/"quei segnalini".
func (rd *reader) counterKind(s string) (string, error) {
	k, err := rd.lx.counterName(s)
	if err == nil {
		rd.lastCounter = k
	}
	return k, err
}

func (lx *lexicon) counterName(s string) (string, error) {
	s = strings.Trim(strings.TrimSpace(s), `"«»`)
	if s == "+1/+1" || s == "-1/-1" {
		return s, nil
	}
	if k, ok := lx.counters[s]; ok {
		return k, nil
	}
	if k, ok := counterNames()[lx.lang][s]; ok {
		return k, nil
	}
	if forms, err := rules.KeywordForms(); err == nil {
		if k, ok := forms[s]; ok {
			return k, nil
		}
	}
	return "", unreadf("unknown counter %q", s)
}

// tokenSpec reads a token's description: "créature-artefact 4/4 incolore
// Épouvantail avec la vigilance", "creatura Gremlin 1/1 rossa".
func (rd *reader) tokenSpec(s string) (*rules.Effect, error) {
	lx := rd.lx
	e := &rules.Effect{Op: "token"}
	s = lx.predefinedToken(s)
	desc, kws, _ := strings.Cut(s, lx.tokenWith)
	kws, quoted := lx.tokenAbility(kws)
	if q := quoted; len(q) > 2 && q[0] == '"' && q[len(q)-1] == '"' {
		// A token with a printed ability: « Quand cette créature meurt, … ».
		a, err := rd.quotedAbility(strings.TrimSuffix(q[1:len(q)-1], "."))
		if err != nil {
			return nil, err
		}
		e.Ability = a
	}
	if kws != "" {
		k, err := rd.tokenKeywords(kws)
		if err != nil {
			return nil, err
		}
		e.Keywords = k
	}
	var colors, types, subs, basic []string
	legendary := false
	if m := lx.tokenBasic.FindStringSubmatch(desc); m != nil {
		// "qui a tous les types de terrain de base": the five basic land
		// types, which carry their mana abilities (305.6), not the
		// supertype basic.
		desc, basic = m[1], basicLandTypes
	}
	if m := lx.tokenCalled.FindStringSubmatch(desc); m != nil {
		// "appelé Partout": the token's name, a word of its language.
		desc, e.Name = m[1], m[2]
	}
	for _, w := range rd.tokenWords(desc) {
		// The card types are the type-line words of the term table.
		t, isType := rules.CardTypeWord(w)
		switch {
		case lx.fillers[w]:
		case ptWord.MatchString(w):
			if e.PT != "" {
				// "a 1/1 … token, a 2/2 … token and a 3/3 … token":
				// several tokens, not one.
				return nil, unreadf("several tokens in %q", s)
			}
			e.PT = w
		case isType:
			types = append(types, t)
		case lx.adjectives[w] == "tapped":
			// "un jeton de terrain incolore engagé": it enters tapped.
			e.Tapped = true
		case lx.adjectives[w] == "legendary":
			legendary = true
		case lx.listSplit.MatchString(" " + w + " "):
			// "verte et bleue": the colors' conjunction.
		case lx.colors[w] != "":
			if c := lx.colors[w]; c != "colorless" {
				colors = append(colors, c)
			}
		default:
			// Anything else is the token's creature type, which is also its
			// name; it differs between languages by nature.
			subs = append(subs, w)
		}
	}
	if len(types) == 0 {
		return nil, unreadf("token without type: %q", s)
	}
	if len(subs) > 1 && !rd.allSubtypes(subs) {
		return nil, unreadf("token %q: unknown words %v", s, subs)
	}
	// The engine builds the token from a type line, which it reads in
	// English as well as in French and Italian.
	sort.Slice(types, func(i, j int) bool { return typeOrder(types[i]) < typeOrder(types[j]) })
	e.Kind = strings.Join(types, " ")
	if legendary {
		e.Kind = "Legendary " + e.Kind
	}
	if len(subs) > 0 && e.Name == "" {
		// A token's name is its subtypes ("Phyrexian Golem").
		e.Name = strings.Join(subs, " ")
	}
	if subs = append(subs, basic...); len(subs) > 0 {
		e.Kind += tokenSubtypeLine(subs)
	}
	e.Colors = wubrgColors(colors)
	return e, nil
}

// allSubtypes reports whether every word is a subtype the knowledge base's
// type lines print: a token of several creature types ("Elf Warrior").
func (rd *reader) allSubtypes(words []string) bool {
	for _, w := range words {
		if rd.env.subtypes[w] == "" && !rd.lx.tokenSubtypes[w] {
			return false
		}
	}
	return true
}

// basicLandTypes are the basic land types, as type lines write them in
// English.
var basicLandTypes = []string{"plains", "island", "swamp", "mountain", "forest"}

var ptWord = regexp.MustCompile(`^(\d+|x)/(\d+|x)$`)

var colorLetters = map[string]string{"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}

func typeOrder(t string) int {
	for i, x := range []string{rules.TKindred, rules.TArtifact, rules.TEnchantment, rules.TLand, rules.TCreature} {
		if x == t {
			return i
		}
	}
	return 99
}

// manaSpec reads "{G} ou {U}", "un mana de la couleur de votre choix",
// "deux manas d'une seule couleur de votre choix" (n mana of one color).
func (lx *lexicon) manaSpec(s string) (spec string, n int, err error) {
	s = strings.TrimSpace(s)
	if lx.anyColor.MatchString(s) {
		return "{W}|{U}|{B}|{R}|{G}", 1, nil
	}
	if lx.colorlessMana != nil && lx.colorlessMana.MatchString(s) {
		return "{C}", 1, nil
	}
	if m := lx.anyColorN.FindStringSubmatch(s); m != nil {
		n, err := lx.count(m[1])
		if err != nil {
			return "", 0, err
		}
		return "{W}|{U}|{B}|{R}|{G}", n, nil
	}
	if n, ok := genericManaAdded(s); ok {
		// « Ajoutez {2} à votre réserve »: before 2016 a generic symbol
		// added colorless mana, which Oracle now writes {C}{C}.
		return "{C}", n, nil
	}
	if m := repeatedMana.FindStringSubmatch(s); m != nil && strings.Repeat(m[1], len(s)/len(m[1])) == s {
		// "Add {C}{C}": n mana of one kind.
		return strings.ToUpper(m[1]), len(s) / len(m[1]), nil
	}
	if severalMana.MatchString(s) {
		// "Add {U}{R}": one of each, together (rules.Ability.ManaAll).
		return strings.ToUpper(s), 1, nil
	}
	var parts []string
	for _, p := range lx.listSplit.Split(s, -1) {
		p = strings.TrimSpace(p)
		c, err := rules.ParseManaCost(p)
		if err != nil || len(c) != 1 {
			return "", 0, unreadf("mana %q", s)
		}
		parts = append(parts, strings.ToUpper(p))
	}
	return strings.Join(parts, "|"), 1, nil
}

// repeatedMana is one mana symbol written several times ("{c}{c}").
var repeatedMana = regexp.MustCompile(`^(\{[wubrgc]\})(?:\{[wubrgc]\})+$`)

// severalMana is mana symbols of several kinds added together ("{u}{r}").
var severalMana = regexp.MustCompile(`^(?:\{[wubrgc]\}){2,}$`)

// sentences splits at sentence ends, outside quoted abilities.
func (lx *lexicon) sentences(s string) []string {
	var out []string
	quoted, start := false, 0
	for i, r := range s {
		switch r {
		case '"':
			quoted = !quoted
			// « … cible. » Elles …: the quoted ability's full stop ends
			// the sentence that quotes it too, unless the sentence goes
			// on with a duration (« … {G}. » jusqu'à la fin du tour).
			if !quoted && i > 0 && s[i-1] == '.' && i+1 < len(s) && s[i+1] == ' ' && !lx.startsDuration(s[i+2:]) {
				if t := strings.TrimSpace(s[start : i+1]); t != "" {
					out = append(out, t)
				}
				start = i + 1
			}
		case '.':
			if !quoted && (i+1 == len(s) || s[i+1] == ' ') {
				if t := strings.TrimSpace(s[start:i]); t != "" {
					out = append(out, t)
				}
				start = i + 1
			}
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// startsDuration reports whether s begins with a duration ("jusqu'à la
// fin du tour").
func (lx *lexicon) startsDuration(s string) bool {
	for d := range lx.durations {
		if strings.HasPrefix(s, d) {
			return true
		}
	}
	return false
}

// pronounSubject turns "qu'il attaque" into "~ attaque".
func (lx *lexicon) pronounSubject(s string) string {
	s = strings.TrimSpace(s)
	for _, p := range lx.subjectPronouns {
		if strings.HasPrefix(s, p) {
			return "~ " + strings.TrimSpace(s[len(p):])
		}
	}
	return "~ " + s
}

// alternatives reports whether a list phrase joins its items with "or"
// ("ou", "o", "and/or"): one of them, not each of them.
func (lx *lexicon) alternatives(s string) bool {
	for _, w := range strings.Fields(s) {
		if lx.adjectives[w] == "|" {
			return true
		}
	}
	return false
}

// targetList reads a list of target phrases, each a target of its own
// ("jusqu'à un artefact ciblé, jusqu'à une créature ciblée et jusqu'à un
// enchantement ciblé"): the instruction acts on all of them ("targets"),
// which must then be the ability's only targets.
func (rd *reader) targetList(s string) (string, error) {
	if len(rd.ab.Targets) > 0 {
		return "", unreadf("a list of targets after other targets: %q", s)
	}
	parts := rd.lx.listSplit.Split(strings.TrimSpace(s), -1)
	if len(parts) < 2 {
		return "", unreadf("not a list: %q", s)
	}
	if rd.lx.alternatives(s) {
		// "le sort ciblé ou la créature ciblée": one target among
		// them, not each of them.
		return "", unreadf("a list of alternative targets %q", s)
	}
	saved := *rd.ab
	for _, p := range parts {
		if f := strings.Fields(p); len(f) > 0 && rd.lx.adjectives[f[0]] == "|" {
			// « l'artefact ciblé, la créature ciblée, ou le terrain
			// ciblé »: one target among them, which the engine has no
			// spec for.
			return "", unreadf("a list of alternative targets %q", s)
		}
		n, err := rd.nounPhrase(p)
		if err == nil && !n.target {
			err = unreadf("%q is not a target", p)
		}
		if err == nil {
			_, err = rd.refOf(n, p)
		}
		if err != nil {
			*rd.ab = saved
			return "", err
		}
	}
	rd.last = "targets"
	rd.noteMany(rd.last)
	return "targets", nil
}

// objectPronoun reports whether s is a pronoun the lexicon reads as the
// object last named ("il", "elle").
func (lx *lexicon) objectPronoun(s string) bool {
	r := lx.fixedRefs[strings.TrimSpace(s)]
	return r == "@last" || r == "@each" || r == "@those" || r == "@this_that" || r == "@that"
}

// manyRef reports whether ref names several objects: a slot of several
// targets, a set, objects chosen as the ability resolves.
func manyRef(ref string) bool {
	return ref == "targets" || ref == "chosen" || ref == "those" || strings.HasPrefix(ref, "all:") || strings.HasPrefix(ref, "slot")
}

// noteMany remembers ref as the last set of several objects named, when it
// is one (see reader.lastMany).
func (rd *reader) noteMany(ref string) {
	if manyRef(ref) {
		rd.lastMany = ref
	}
}

// checkXCount keeps "X" as a count of objects to what the engine counts:
// "X créatures ciblées" with the X paid (the targets are checked against
// it as they are chosen). X objects that are not targets ("sacrifiez X
// créatures", "défaussez-vous de X cartes") would be read as any number,
// and an X the text defines ("…, X étant le nombre de …") is not the X
// paid that the target slot counts.
func (rd *reader) checkXCount(n np, s string) error {
	if n.minN == nil && n.maxN == nil {
		return nil
	}
	if rd.x != nil {
		return unreadf("X defined by an amount counting targets: %q", s)
	}
	if n.minN != nil && !n.target {
		return unreadf("X objects that are not targets: %q", s)
	}
	return nil
}
