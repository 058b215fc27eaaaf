package read

import (
	"cmp"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// Reading statuses.
const (
	ReadCompiled = "compiled"
	ReadUnread   = "unread"
)

// Reading is what the reader made of one printed paragraph.
type Reading struct {
	// Face is the face the paragraph is printed on (-1: the card's shared
	// text, such as a room's reminder); Paragraph its index there.
	Face      int
	Paragraph int
	Text      string
	Status    string
	Reason    string // why the paragraph is unread
	// Kind is what the paragraph is: keywords, reminder (only reminder
	// text, nothing to execute), spell, static, triggered, activated, mana,
	// enchant.
	Kind string
	// Word is the ability word's term key ("delirium", "eerie",
	// "survival"): a condition node kept apart from the text it labels.
	Word string
	// Misprint names the document's misprint read as meant in this
	// paragraph (misprints.yaml); Text is as printed.
	Misprint  string
	Keywords  []rules.Keyword
	Abilities []*rules.Ability
}

// CardReading is the reading of every paragraph of a card.
type CardReading struct {
	CardID     string
	Lang       string
	Paragraphs []Reading
}

// Compiled counts the compiled paragraphs.
func (c *CardReading) Compiled() int {
	n := 0
	for _, r := range c.Paragraphs {
		if r.Status == ReadCompiled {
			n++
		}
	}
	return n
}

// unread is the error a shape returns when it cannot read a clause.
// Most are passed over for another reading and never said: the reason is
// formatted when asked for, from arguments that cannot change (strings,
// numbers, errors); with others, at once.
type unread struct {
	format string
	args   []any
}

func (u *unread) Error() string { return fmt.Sprintf(u.format, u.args...) }

func unreadf(format string, args ...any) error {
	for _, a := range args {
		switch a.(type) {
		case string, int, error:
		default:
			return &unread{"%s", []any{fmt.Sprintf(format, args...)}}
		}
	}
	return &unread{format, args}
}

// ReadCard reads every paragraph of a knowledge-base card: each face's text
// for a card with several faces (a room's doors), then the paragraphs of
// the card's text that no face prints (a room's shared reminder).
func ReadCard(c *corpus.Card) (*CardReading, error) { return ReadCardWith(c, nil) }

// ReadCardWith reads a card with the vocabulary of its knowledge base
// (the subtypes its cards print); nil: the language tables alone.
func ReadCardWith(c *corpus.Card, v *Vocabulary) (*CardReading, error) {
	c, printed := correctMisprints(c)
	cr, err := readCard(c, v)
	if cr != nil && printed != nil {
		restorePrinted(cr, printed)
	}
	return cr, err
}

// readCard reads a card, its misprints corrected.
func readCard(c *corpus.Card, v *Vocabulary) (*CardReading, error) {
	lx, err := lexiconFor(c.Lang)
	if errors.Is(err, errNoReader) {
		// A card in a language the reader does not read (a document in
		// English): every paragraph unread, saying why.
		return unreadCard(c, err.Error()), nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.ID, err)
	}
	cr := &CardReading{CardID: c.ID, Lang: c.Lang}
	names := []string{c.Name}
	subs := v.subtypesOf(c.Lang)
	self := lx.selfMatchers(names)
	spell := slices.Contains(c.Types, rules.TInstant) || slices.Contains(c.Types, rules.TSorcery)
	plane := slices.Contains(c.Types, rules.TPlane)
	if len(c.Faces) >= 2 {
		// A room's abilities belong to the door that prints them; other
		// cards of several faces (split, adventure, transform …) have no
		// doors.
		room := c.Layout == corpus.LayoutRoom
		seen := map[string]bool{}
		for fi, f := range c.Faces {
			for pi, p := range f.Text {
				seen[p] = true
				cr.Paragraphs = append(cr.Paragraphs, lx.readParagraph(p, paragraphEnv{
					names: append([]string{f.Name}, names...), spell: spell, plane: plane, subtypes: subs, face: fi, index: pi, room: room}))
			}
		}
		for pi, p := range c.Text {
			if !seen[p] {
				cr.Paragraphs = append(cr.Paragraphs, lx.readParagraph(p, paragraphEnv{names: names, spell: spell, plane: plane, subtypes: subs, self: self, face: -1, index: pi, room: room}))
			}
		}
		return cr, nil
	}
	// The modes belong to the last paragraph that announces them with a
	// dash, or to the one that has the permanent choose between them as
	// it enters.
	modal := -1
	if len(c.Modes) > 0 {
		for i, p := range c.Text {
			if lx.entersChoice.MatchString(lx.normalize(p, self)) {
				modal = i
			}
		}
		for i, p := range c.Text {
			if strings.HasSuffix(strings.TrimSpace(p), "—") || strings.HasSuffix(strings.TrimSpace(p), "-") {
				modal = i
			}
		}
		// "Choisissez trois. Vous pouvez choisir le même mode plus d'une
		// fois." announces the modes without a dash.
		for i, p := range c.Text {
			if modal < 0 && lx.repeatModes != "" && strings.Contains(text.FoldLine(p), lx.repeatModes) {
				modal = i
			}
		}
	}
	var prior []*rules.TargetSpec
	creature := slices.Contains(c.Types, rules.TCreature)
	for i, p := range c.Text {
		env := paragraphEnv{names: names, spell: spell, plane: plane, subtypes: subs, self: self, face: 0, index: i, creature: creature}
		if i == modal {
			env.modes = c.Modes
		}
		if spell {
			env.priorTargets = prior
		}
		r := lx.readParagraph(p, env)
		prior = append(slices.Clip(prior), spellTargets(r)...)
		cr.Paragraphs = append(cr.Paragraphs, r)
	}
	cr.Paragraphs = lx.joinContinuations(cr.Paragraphs, paragraphEnv{names: names, spell: spell, subtypes: subs, self: self, creature: creature})
	cr.Paragraphs = lx.readLevels(cr.Paragraphs, paragraphEnv{names: names, subtypes: subs, self: self, creature: creature})
	return cr, nil
}

// joinContinuations reads an unread paragraph together with the one before
// it when the documents broke one ability into two paragraphs ("{1}, {T} :
// Créez … ." then "N'activez que lorsque vous pourriez lancer un rituel.").
// The first paragraph then holds the ability and the second is marked
// kind "continuation"; both count as compiled only if the whole reads.
func (lx *lexicon) joinContinuations(ps []Reading, env paragraphEnv) []Reading {
	// head is the paragraph the ability starts in, full its text with the
	// continuations joined so far: an ability may run over three
	// paragraphs (cost and effect, a delayed sacrifice, a restriction).
	head, full := 0, ""
	for i := 1; i < len(ps); i++ {
		if ps[i-1].Kind != "continuation" {
			head, full = i-1, ps[i-1].Text
		}
		first, cur := ps[head], ps[i]
		// A paragraph refused for its ability word's missing condition
		// is no continuation: read with the one before, it would lose the
		// word and compile without the condition.
		if cur.Status != ReadUnread || first.Kind == "reminder" || first.Kind == "keywords" || first.Face != cur.Face || newAbility(first, cur) ||
			wordConditions[cur.Word] != "" {
			continue
		}
		env.face, env.index = first.Face, first.Paragraph
		if isResultRow(cur.Text) {
			// A die's result table: its rows are read together, with the
			// roll before them (dice.go).
			i = lx.joinResultRows(ps, head, i, full, env)
			continue
		}
		joined := lx.readParagraph(full+" "+cur.Text, env)
		if joined.Status != ReadCompiled {
			continue
		}
		joined.Text = first.Text
		ps[head] = joined
		ps[i] = Reading{Face: cur.Face, Paragraph: cur.Paragraph, Text: cur.Text, Status: ReadCompiled, Kind: "continuation"}
		full += " " + cur.Text
	}
	return ps
}

// newAbility reports whether cur, an unread paragraph after first, starts
// an ability of its own (a cost and a colon, or a trigger after an unread
// paragraph): it is no continuation of first, and rereading both together,
// text that already failed, is most of the cost of reading cards the
// reader does not know. After a compiled paragraph a trigger may still
// continue it ("Quand vous faites ainsi, …").
func newAbility(first, cur Reading) bool {
	return cur.Kind == "activated" || cur.Kind == "mana" || first.Status != ReadCompiled && cur.Kind == "triggered"
}

// triggerSubjects are the events whose subject is not the event's object
// "it": a creature that becomes blocked is the blocked attacker, it_source
// (the event's object is its blocker).
var triggerSubjects = map[string]string{
	"creature_becomes_blocked": "it_source",
}

// unreadCard is the reading of a card none of whose paragraphs is read,
// each for reason.
func unreadCard(c *corpus.Card, reason string) *CardReading {
	cr := &CardReading{CardID: c.ID, Lang: c.Lang}
	seen := map[string]bool{}
	for fi, f := range c.Faces {
		if len(c.Faces) < 2 {
			break
		}
		for pi, p := range f.Text {
			seen[p] = true
			cr.Paragraphs = append(cr.Paragraphs, Reading{Face: fi, Paragraph: pi, Text: p, Status: ReadUnread, Reason: reason})
		}
	}
	for pi, p := range c.Text {
		if !seen[p] {
			cr.Paragraphs = append(cr.Paragraphs, Reading{Face: -1, Paragraph: pi, Text: p, Status: ReadUnread, Reason: reason})
		}
	}
	return cr
}

// paragraphEnv is what the reader knows of a paragraph's card.
type paragraphEnv struct {
	names []string // the card's (or face's) names, tried longest first
	spell bool     // an instant or sorcery: effects are its spell ability
	room  bool     // the card is a room: an ability's face is its door
	face  int
	index int
	modes []string
	// self finds the card's names (selfMatchers), compiled once per card.
	self []*selfName
	// subtypes are the knowledge base's subtypes (folded forms →
	// singular): words of object phrases the tables need not list.
	subtypes map[string]string
	// priorTargets are the targets a spell's earlier paragraphs declared
	// (prior_targets.go).
	priorTargets []*rules.TargetSpec
	// creature says the card is a creature card of one face
	// (creature_dies.go).
	creature bool
	// plane: a plane of Planechase (901), in the command zone: never
	// "this creature" (« cette créature », « quella creatura »).
	plane bool
}

// ReadParagraph reads one paragraph printed on a card named name, in lang
// ("fr" or "it"); spell says the card is an instant or a sorcery. Tests and
// tools use it to read text that is not in the knowledge base.
func ReadParagraph(lang, name string, spell bool, para string, modes ...string) (Reading, error) {
	lx, err := lexiconFor(lang)
	if err != nil {
		return Reading{}, err
	}
	return lx.readParagraph(para, paragraphEnv{names: []string{name}, spell: spell, modes: modes}), nil
}

func (lx *lexicon) readParagraph(para string, env paragraphEnv) Reading {
	if env.self == nil {
		env.self = lx.selfMatchers(env.names)
	}
	r := Reading{Face: env.face, Paragraph: env.index, Text: para}
	abs, err := lx.compile(para, env, &r)
	if err != nil {
		if lost, ok := lx.readLostBreaks(para, env); ok {
			return lost
		}
	}
	if err != nil {
		// The documents sometimes print two abilities in one paragraph
		// ("Non hai un limite massimo … All'inizio della tua sottofase
		// finale, pesca una carta."): read each part on its own.
		if parts := lx.splitAbilities(para); len(parts) > 1 {
			var all []*rules.Ability
			ok := true
			for _, p := range parts {
				pr := Reading{}
				a, perr := lx.compile(p, env, &pr)
				if perr == nil {
					pr.Abilities = a
					perr = checkWordCondition(pr)
				}
				if perr != nil || pr.Kind == "keywords" || pr.Kind == "reminder" {
					ok = false
					break
				}
				all = append(all, a...)
			}
			if ok {
				abs, err = all, nil
				r.Kind, r.Word = "several", ""
			}
		}
	}
	if err != nil {
		if t, ok := lx.tail(para, env); ok {
			abs, err = t.abs, nil
			r.Kind, r.Word, r.Keywords = "several", t.word, t.keywords
		}
	}
	if err != nil {
		r.Status, r.Reason = ReadUnread, err.Error()
		r.Abilities, r.Keywords = nil, nil
		return r
	}
	if abs, err = lx.reminderWordCondition(abs, &r, env); err != nil {
		r.Status, r.Reason = ReadUnread, err.Error()
		r.Abilities, r.Keywords = nil, nil
		return r
	}
	for _, a := range abs {
		a.RoomDoor = -1
		if env.room && env.face >= 0 {
			a.RoomDoor = env.face
		}
		rules.SlotRefs(a)
		if err := validateAbility(a); err != nil {
			r.Status, r.Reason = ReadUnread, "not executable: "+strings.TrimPrefix(err.Error(), "line 0: ")
			r.Abilities, r.Keywords = nil, nil
			return r
		}
	}
	r.Status, r.Abilities = ReadCompiled, abs
	if err := checkWordCondition(r); err != nil {
		r.Status, r.Reason = ReadUnread, err.Error()
		r.Abilities, r.Keywords = nil, nil
	}
	return r
}

// paragraphTail is a paragraph read as an ability followed by a static
// ability or a keyword line.
type paragraphTail struct {
	abs      []*rules.Ability
	keywords []rules.Keyword
	word     string // the first part's ability word
}

// tail reads a paragraph whose last sentences are a static ability or a
// keyword of their own after another ability ("Angoisse — À chaque fois
// que …, mettez un marqueur « étourdissement » sur elle. Les marqueurs
// « étourdissement » ne peuvent pas être retirés …"; "… Esilia la
// Sentenza Sospesa con tre segnalini tempo su di essa. Sospendere
// 3—{1}{B} (…)"): both parts must read.
func (lx *lexicon) tail(para string, env paragraphEnv) (paragraphTail, bool) {
	sents := splitSentences(strings.TrimSpace(para))
	for k := 1; k < len(sents); k++ {
		if lx.startsWithPronoun(sents[k], env) {
			// "… create two Ooze tokens. They have "…"": the pronoun is
			// what the first part made, which the tail read alone would
			// take for the card itself.
			continue
		}
		tr := Reading{}
		tail, err := lx.compile(strings.Join(sents[k:], ". "), env, &tr)
		if err != nil || (tr.Kind != "static" && tr.Kind != "keywords") {
			continue
		}
		hr := Reading{}
		head, err := lx.compile(strings.Join(sents[:k], ". ")+".", env, &hr)
		if err != nil || hr.Kind == "keywords" || hr.Kind == "reminder" {
			continue
		}
		return paragraphTail{abs: append(head, tail...), keywords: tr.Keywords, word: hr.Word}, true
	}
	return paragraphTail{}, false
}

// startsWithPronoun reports whether a sentence's subject is a pronoun
// the lexicon reads as the object last named ("they", « elles »).
func (lx *lexicon) startsWithPronoun(sent string, env paragraphEnv) bool {
	w, _, _ := strings.Cut(lx.normalize(sent, env.self), " ")
	// An article is no pronoun there (« la créature », "i segnalini").
	return lx.objectPronoun(w) && !lx.articleRE.MatchString(w+" ")
}

// validateAbility settles an ability's kind and checks it against the
// engine's registries, as the scenario loader checks a scenario: known
// ops with the arguments they take, known triggers, filters, expressions.
func validateAbility(a *rules.Ability) error {
	if a.Label == "" && a.Loyalty != "" {
		// A loyalty ability is named by its cost ("+1", "0", "-2"), as a
		// player names it.
		a.Label = a.Loyalty
	}
	if a.Label == "" && a.Kind == rules.KindActivated {
		a.Label = "activated"
	}
	if err := a.Settle(); err != nil {
		return err
	}
	return rules.CheckAbility(rules.BuiltinOps(), a)
}

// compile reads a paragraph into abilities, filling r's kind, ability word
// and keywords.
func (lx *lexicon) compile(para string, env paragraphEnv, r *Reading) ([]*rules.Ability, error) {
	raw := strings.TrimSpace(para)
	if raw == "" {
		return nil, unreadf("empty paragraph")
	}
	if strings.HasPrefix(raw, ",") {
		// ", vous pouvez faire qu'elle inflige …": the end of a sentence a
		// document broke off from its trigger; no ability starts so.
		return nil, unreadf("a paragraph that begins with a comma: the rest of a sentence broken off")
	}
	// "(questa creatura può bloccare creature con volare)." : reminder
	// text alone, its period printed outside the parentheses.
	if stripped := strings.Trim(rules.StripReminder(raw), " ."); stripped == "" {
		r.Kind = "reminder"
		return nil, nil
	}
	kws, ok := rules.ParseKeywords(raw)
	if !ok {
		kws, ok = semicolonKeywords(raw)
	}
	if ok {
		if err := lx.checkKeywordLine(raw, kws); err != nil {
			return nil, err
		}
		r.Kind, r.Keywords = "keywords", kws
		return nil, nil
	}
	if env.modes == nil {
		// « Choisissez l'un — A ; ou B. » in one paragraph: the
		// announcement, and its modes as a modal card's bullets.
		if ann, modes, ok := lx.inlineModes(lx.normalize(raw, env.self)); ok {
			raw, env.modes = ann, modes
		}
	}
	s := lx.normalize(raw, env.self)
	for _, re := range lx.reminders {
		if re.MatchString(s) {
			r.Kind = "reminder"
			return nil, nil
		}
	}
	// Forecast (702.57, forecast.go): its restriction is the rule's.
	if abs, ok, err := lx.forecastAbility(s, env, r); ok {
		return abs, err
	}
	// An ability word is a label: the condition is spelled out in the text
	// that follows, which the reader compiles; the word is kept as a node.
	if word, rest, ok := lx.abilityWord(s); ok {
		r.Word, s = word, rest
	} else if rest, ok, err := lx.otherAbilityWord(s, raw); ok {
		if err != nil {
			return nil, err
		}
		s = rest
	}
	if kws, ok := rules.ParseKeywords(s); ok && r.Word == "" {
		r.Kind, r.Keywords = "keywords", kws
		return nil, nil
	}
	if kws, ok, err := lx.typecyclingKeywords(s, env); ok {
		if err != nil {
			return nil, err
		}
		r.Kind, r.Keywords = "keywords", kws
		return nil, nil
	}
	if abs, done, err := lx.keywordLike(s, env, r); done {
		return abs, err
	}
	if m := lx.entersChoice.FindStringSubmatch(s); m != nil {
		r.Kind = "static"
		return lx.entersChoiceAbilities(m[1:], env)
	}
	rd := lx.newReader(env)
	if m := lx.loyalty.FindStringSubmatch(s); m != nil {
		// "+1: …", "−2 : …": a loyalty ability, its effect read as an
		// activated ability's.
		r.Kind = "activated"
		rd.ab.Loyalty = strings.ReplaceAll(m[1], " ", "")
		return rd.activatedBody(strings.TrimSpace(s[len(m[0]):]))
	}
	abs, err := lx.compileAbility(rd, s, env, r)
	if err == nil {
		err = kickedTargets(abs)
	}
	if err != nil {
		return nil, err
	}
	if r.Kind == "activated" && len(abs) == 1 && abs[0].ManaSpec != "" {
		r.Kind = "mana"
	}
	for _, a := range abs {
		if r.Word != "" && a.Label == "" {
			a.Label = r.Word
		}
	}
	return abs, nil
}

// compileAbility reads an ability that is no keyword, chapter, aura's
// enchant or loyalty ability: an additional cost, a triggered, activated,
// spell or static ability, and sets r.Kind.
func (lx *lexicon) compileAbility(rd *reader, s string, env paragraphEnv, r *Reading) ([]*rules.Ability, error) {
	var abs []*rules.Ability
	var err error
	switch {
	case lx.additionalCost.MatchString(s):
		// "En tant que coût supplémentaire pour lancer ce sort, sacrifiez
		// une créature.": part of the spell ability, of an instant as of
		// a permanent spell.
		r.Kind = "spell"
		var a *rules.Ability
		a, err = rd.additionalCost(lx.additionalCost.FindStringSubmatch(s)[1])
		abs = []*rules.Ability{a}
	case lx.isTrigger(s) && !(env.spell && lx.opensDelayed(s)):
		r.Kind = "triggered"
		abs, err = rd.triggered(s)
	case lx.splitCost(s) >= 0:
		r.Kind = "activated"
		abs, err = rd.activated(s)
	case env.spell:
		r.Kind = "spell"
		var a *rules.Ability
		a, err = rd.spellAbility(s)
		abs = []*rules.Ability{a}
		if err != nil {
			// A spell's static ability works on the stack: "Ce sort coûte
			// {2} de moins à lancer …", "Ce sort ne peut pas être contrecarré."
			if sa, serr := lx.newReader(env).staticAbility(s); serr == nil {
				r.Kind, abs, err = "static", []*rules.Ability{sa}, nil
			}
		}
	default:
		r.Kind = "static"
		var a *rules.Ability
		a, err = rd.staticAbility(s)
		abs = []*rules.Ability{a}
	}
	return abs, err
}

// keywordWithCost reads a keyword followed by a cost that is not mana
// ("Parade — Payez 2 points de vie."): the cost is read as an activation
// cost is. Only ward takes one the engine can pay (life); ok is false when
// s does not start with a keyword and a dash.
func (lx *lexicon) keywordWithCost(s string, env paragraphEnv) (rules.Keyword, bool, error) {
	// The dash is printed with or without spaces ("Egida—Paga").
	w, rest, found := strings.Cut(s, "-")
	if !found {
		return rules.Keyword{}, false, nil
	}
	rest = strings.TrimSpace(rest)
	forms, err := rules.KeywordForms()
	if err != nil {
		return rules.Keyword{}, false, nil
	}
	key, isKw := forms[strings.TrimSpace(w)]
	if !isKw {
		return rules.Keyword{}, false, nil
	}
	rd := lx.newReader(env)
	rd.countedSacrifice = key == "ward"
	if err := rd.costs(rest); err != nil {
		return rules.Keyword{}, true, err
	}
	a := rd.ab
	if activationOnlyCosts(a) {
		return rules.Keyword{}, true, unreadf("keyword %s with the cost %q: the engine pays no such cost for it", key, rest)
	}
	onlyLife := a.Life > 0 && a.Sacrifice == "" && a.Discard == 0 && !a.Tap && len(a.Cost) == 0
	onlySacrifice := a.Sacrifice != "" && a.Sacrifice != "self" && a.Life == 0 && a.Discard == 0 && !a.Tap && len(a.Cost) == 0
	if kw, ok := altCostWithLife(key, a); ok {
		return kw, true, nil
	}
	switch {
	case key == "ward" && onlyLife:
		return rules.Keyword{Key: key, N: a.Life}, true, nil
	case key == "equip" && onlySacrifice:
		// "Équipement — Sacrifiez une créature."
		return rules.Keyword{Key: key, Arg: "sacrifice:" + a.Sacrifice}, true, nil
	case key == "ward" && onlySacrifice:
		// "Parade — Sacrifiez trois permanents non-terrain."
		if n := rd.sacrificeCount(rest); n > 0 {
			return rules.Keyword{Key: key, Arg: fmt.Sprintf("sacrifice:%d:%s", n, a.Sacrifice)}, true, nil
		}
	}
	return rules.Keyword{}, true, unreadf("keyword %s with the cost %q: the engine pays no such cost for it", key, rest)
}

// keywordLike reads what is not an ability of the text's own grammar: a
// keyword with a non-mana cost, a keyword or saga chapter the engine
// lacks, an aura's "Enchant". done says the paragraph was one of them.
func (lx *lexicon) keywordLike(s string, env paragraphEnv, r *Reading) (abs []*rules.Ability, done bool, err error) {
	if kw, ok, err := lx.striveCost(s); ok {
		if err != nil {
			return nil, true, err
		}
		r.Kind, r.Keywords = "keywords", []rules.Keyword{kw}
		return nil, true, nil
	}
	if kw, ok, err := lx.keywordWithCost(s, env); ok {
		if err != nil {
			return nil, true, err
		}
		r.Kind, r.Keywords = "keywords", []rules.Keyword{kw}
		return nil, true, nil
	}
	for _, m := range lx.keywordSentences {
		if m.re.MatchString(s) {
			r.Kind, r.Keywords = "keywords", []rules.Keyword{{Key: m.what}}
			return nil, true, nil
		}
	}
	for _, m := range lx.missingKeywords {
		if m.re.MatchString(s) {
			return nil, true, unreadf("keyword %s: not in the engine", m.what)
		}
	}
	if head := lx.chapter.FindString(s); head != "" {
		r.Kind = "triggered"
		abs, err := lx.chapterAbilities(head, s[len(head):], env)
		return abs, true, err
	}
	if m := lx.enchant.FindStringSubmatch(s); m != nil {
		rd := lx.newReader(env)
		spec, err := rd.targetOf(m[1])
		if err != nil {
			return nil, true, err
		}
		r.Kind = "enchant"
		return []*rules.Ability{{Kind: rules.KindSpell, Label: "enchant", Targets: []*rules.TargetSpec{spec}}}, true, nil
	}
	return nil, false, nil
}

// selfMatchers compiles, once per card, what finds the card's names in its
// text: each name, without its article, and a legendary name's first part,
// longest first, with the article or preposition it swallows.
func (lx *lexicon) selfMatchers(names []string) []*selfName {
	var variants []string
	for _, n := range names {
		for _, part := range strings.Split(n, "//") {
			f := text.FoldLine(strings.TrimSpace(part))
			if f == "" {
				continue
			}
			variants = append(variants, f)
			if bare := lx.articleRE.ReplaceAllString(f, ""); bare != f && len(bare) > 3 {
				variants = append(variants, bare)
			}
			if i := strings.Index(f, ", "); i > 3 {
				variants = append(variants, f[:i])
			}
		}
	}
	slices.SortFunc(variants, func(a, b string) int { return len(b) - len(a) })
	out := make([]*selfName, 0, len(variants))
	for _, v := range variants {
		out = append(out, &selfName{name: v, pattern: `(^|[^a-z0-9'~])(` + lx.selfPrefix + `)?` + regexp.QuoteMeta(v) + `($|[^a-z0-9])`,
			prefixes: lx.selfPrefixes})
	}
	return out
}

// selfName is one form of the card's name and the pattern that finds it
// with its article. When the lexicon's self prefix is a list of words,
// prefixes holds them and find matches the pattern without compiling it
// (self_name.go); otherwise the pattern is compiled the first time a
// paragraph holds the name.
type selfName struct {
	name, pattern string
	prefixes      *selfPrefixes
	re            *regexp.Regexp
}

// find returns the submatch indexes of the name's first occurrence in s,
// as the pattern's FindStringSubmatchIndex gives them.
func (n *selfName) find(s string) []int {
	first := strings.Index(s, n.name)
	if first < 0 {
		return nil
	}
	if n.prefixes != nil {
		return n.findLiteral(s, first)
	}
	if n.re == nil {
		n.re = regexp.MustCompile(n.pattern)
	}
	return n.re.FindStringSubmatchIndex(s)
}

// normalize folds the text (case, accents, apostrophes, dashes), removes
// reminder text and replaces the card's name, with its article or
// articulated preposition, by "~".
func (lx *lexicon) normalize(raw string, self []*selfName) string {
	s := strings.ReplaceAll(raw, "−", "-")
	s = lx.defineTokens(s)
	s = rules.StripReminder(s)
	s = text.FoldLine(s)
	s = tightQuotes(s)
	for _, n := range self {
		for {
			loc := n.find(s)
			if loc == nil {
				break
			}
			prep := ""
			if loc[4] >= 0 {
				prep = lx.selfPreps[strings.TrimSpace(s[loc[4]:loc[5]])]
			}
			s = s[:loc[3]] + prep + "~" + s[loc[6]:]
		}
	}
	sc := lx.rewriteLits.scan(s)
	for _, rw := range lx.rewrites {
		if !sc.holds(rw.lits) {
			continue
		}
		if r := rw.search.replaceAll(sc.s, rw.to); r != sc.s {
			sc = lx.rewriteLits.scan(r)
		}
	}
	s = oneSpaced(sc.s)
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "."))
}

// oneSpaced is strings.Join(strings.Fields(s), " "), and s itself when
// that is s: folded text mostly is.
func oneSpaced(s string) string {
	prev := byte(' ')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || c != ' ' && isSpaceOrV(c) || c == ' ' && prev == ' ' {
			return strings.Join(strings.Fields(s), " ")
		}
		prev = c
	}
	if prev == ' ' {
		return strings.Join(strings.Fields(s), " ")
	}
	return s
}

// isSpaceOrV is strings.Fields' ASCII white space: \s and \v.
func isSpaceOrV(c byte) bool { return isSpace(c) || c == '\v' }

// defineTokens moves a predefined token's definition out of its reminder
// text into the sentence that creates it, when the lexicon knows the
// templating: the reminder is the only place the document defines the
// token. A backslash before a quotation mark is an escape the export left
// behind, not text: it is dropped with the mark.
func (lx *lexicon) defineTokens(s string) string {
	if len(lx.tokenDefs) == 0 || !strings.Contains(s, "(") {
		return s
	}
	f := foldTokenDef(s)
	for _, d := range lx.tokenDefs {
		m := d.re.FindStringSubmatchIndex(f)
		if m == nil {
			continue
		}
		var parts []string
		for i, name := range d.re.SubexpNames() {
			if name == "" || m[2*i] < 0 {
				continue
			}
			v := f[m[2*i]:m[2*i+1]]
			if name == "type" {
				v = singularType(v)
			}
			parts = append(parts, "{"+name+"}", v)
		}
		return f[:m[0]] + strings.NewReplacer(parts...).Replace(d.to) + f[m[1]:]
	}
	return s
}

// foldTokenDef folds a paragraph for the token definitions, without the
// backslash escapes and emphasis marks of the export.
func foldTokenDef(s string) string {
	return text.FoldLine(tokenDefEscapes.Replace(s))
}

var tokenDefEscapes = strings.NewReplacer(`\»`, "", `\«`, "", `\"`, "", "*", "")

// definedTokenNames returns the names of the predefined tokens a paragraph
// defines in reminder text ("éclat", "frammento"): they are subtypes
// (the token's type line is "Enchantment — Shard") the text names after.
func (lx *lexicon) definedTokenNames(para string) []string {
	if len(lx.tokenDefs) == 0 || !strings.Contains(para, "(") {
		return nil
	}
	f := foldTokenDef(para)
	var out []string
	for _, d := range lx.tokenDefs {
		if m := d.re.FindStringSubmatch(f); m != nil {
			out = append(out, m[d.re.SubexpIndex("name")])
		}
	}
	return out
}

// singularType returns the card type word a plural names ("enchantements",
// "incantesimi" → the singular the term table knows), or w itself.
func singularType(w string) string {
	if _, ok := rules.CardTypeWord(w); ok || len(w) < 3 {
		return w
	}
	stem := w[:len(w)-1]
	for _, c := range []string{stem, stem + "o", stem + "a", stem + "e", strings.TrimSuffix(w, "aux") + "al"} {
		if _, ok := rules.CardTypeWord(c); ok {
			return c
		}
	}
	return w
}

// abilityWord splits "délire - rest" when the word is a mechanic of the
// term table or one of the lexicon's extra ability words.
func (lx *lexicon) abilityWord(s string) (string, string, bool) {
	// The notes sometimes print the dash right after the word
	// ("Dilemma del consiglio— A partire …"): the word is known, the
	// split is safe.
	for _, dash := range []string{" - ", "- "} {
		w, rest, ok := strings.Cut(s, dash)
		if !ok {
			continue
		}
		if key, ok := lx.abilityWords[strings.TrimSpace(w)]; ok {
			return key, strings.TrimSpace(rest), true
		}
	}
	return lx.dashlessWord(s)
}

// otherAbilityWord splits off an ability word the term table does not
// know ("Ralliement - À chaque fois que …", "Furia del branco - …"): one
// to three words before the dash, then a triggered or activated ability.
// Ability words have no rules meaning (207.2c), so the text is read
// alone and the word left out of the form. The old printings put the
// condition of some in their reminder text only (« Seuil — … (Vous avez le
// seuil tant qu'il y a sept cartes …) »): a paragraph with reminder text
// is unread with that reason rather than read without its condition.
func (lx *lexicon) otherAbilityWord(s, raw string) (string, bool, error) {
	w, rest, ok := strings.Cut(s, " - ")
	if !ok || len(strings.Fields(w)) > 3 || strings.ContainsAny(w, "{}:0123456789~") {
		return "", false, nil
	}
	rest = strings.TrimSpace(rest)
	if !lx.isTrigger(rest) && lx.splitCost(rest) < 0 {
		return "", false, nil
	}
	if _, ok := rules.ParseKeywords(w); ok {
		// A keyword with a cost after a dash ("Equipaggiare - …").
		return "", false, nil
	}
	if strings.Contains(raw, "(") {
		return "", true, unreadf("ability word %q with reminder text, which may hold its condition", w)
	}
	return rest, true, nil
}

func (lx *lexicon) isTrigger(s string) bool {
	for _, p := range lx.triggerStarts {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// splitCost finds the colon that ends an activation cost, or -1. The cost
// part must read as costs; a colon inside a quoted ability does not count.
func (lx *lexicon) splitCost(s string) int {
	i := strings.Index(s, ":")
	// A colon inside a quotation (a granted ability, « a "{T} : …" ») is
	// not this ability's; a quoted counter kind before it (« retirez un
	// marqueur "charge" de ~ : ») closes its quotation.
	if i <= 0 || strings.Count(s[:i], `"`)%2 == 1 {
		return -1
	}
	return i
}

// reader holds what one paragraph's compilation has found so far: the
// ability whose targets it declares, and the object and player that
// pronouns refer to.
type reader struct {
	lx   *lexicon
	env  paragraphEnv
	ab   *rules.Ability
	last string // the object "it"/"elle"/"esso" refers to
	// xPhrase is the amount "X étant …" of the sentence read (x_target.go).
	xPhrase string
	// preventing: reading what a prevention does instead, where "the
	// damage prevented this way" is the event's amount (prevent_self.go).
	preventing bool
	// lastMany is the last reference that names several objects (a slot
	// of several targets, a set, the objects chosen): what "chacune
	// d'elles", "those creatures" and "ognuna di esse" refer to when a
	// singular reference was named since ("Choose up to three target
	// creatures. ~ deals 1 damage to each of them": ~ is named last).
	lastMany string
	// sacrificed is the permanent an instruction sacrificed, which
	// amounts of "that creature" name (zones.go).
	sacrificed string
	// possessor is whose a possessive ("sa force") is in the clause being
	// read, when the clause names it (the source of damage).
	possessor string
	lastPl    string // the player "ce joueur"/"quel giocatore" refers to
	when      string // the event of the trigger being read
	// eotPrefix: the sentence began "Jusqu'à la fin du tour,".
	eotPrefix bool
	// countedSacrifice: a sacrifice cost may name several permanents, the
	// caller reading their number (ward's, sacrificeCount).
	countedSacrifice bool
	subject          string // the subject of the last clause, for "… et acquiert …"
	// subjectRef is what that subject named.
	subjectRef string
	// subjectPlayer: that subject is a player, who goes on acting in the
	// clauses after it.
	subjectPlayer bool
	static        bool // reading a static ability: no targets
	// controlsOf is the player subject of the clause being read, whom
	// "they control" / « qu'il contrôle » in its object names
	// (sacrificeOf).
	controlsOf string
	// x is what "X" stands for in the sentence being read when the text
	// defines it ("…, X étant le nombre de …"); nil: the spell's X.
	x *rules.Expr
	// thisWay is the reference of the cards "de cette manière" names in
	// a reflexive trigger ("their total mana value"); "" elsewhere.
	thisWay string
	// damageTo is the recipient of the last damage instruction read, for
	// "deals N damage instead" that names none.
	damageTo string
	// thatMany is what "autant"/"altrettanti" counts when a condition
	// before it counted something ("si vous avez sacrifié au moins un
	// permanent"); "": the event's amount.
	thatMany string
	// sentenceUntil is the duration that ends a sentence of several
	// clauses, which lasts for each of them ("gagne -2/-0 et perd le vol
	// jusqu'à votre prochain tour").
	sentenceUntil string
	// replacing: reading the instructions of an "instead" paragraph of its
	// own, which replace the spell's paragraphs before it.
	replacing bool
	// whenFilter is the filter of the trigger being read: what the event
	// is about.
	whenFilter *rules.Filter
	// movedFilter is the filter of the card an instruction put onto the
	// battlefield (the engine's moved), for a definite phrase naming it.
	movedFilter *rules.Filter
	// lastCounter is the kind of counter last named, which "ces
	// marqueurs"/"quei segnalini" are.
	lastCounter string
	// qualifierPlayers are the players qualifiers named ("creatures
	// target player controls"), by phrase: one target however often the
	// phrase is read (qualifierPlayer).
	qualifierPlayers map[string]qualifierPlayer
	// inTrigger: reading the effects of a triggered ability, of one event
	// or several ("~ or equipped creature deals combat damage"), whose
	// event may name a player (them).
	inTrigger bool
	// whenOther is the object the trigger is about, which "that creature"
	// names while the ability named nothing else (trigger_object.go);
	// namesSelf: the paragraph names the card by its name, so « cette
	// créature » is not the card.
	whenOther string
	namesSelf bool
	// lastCond is the condition read last, whose comparison "the
	// difference" is the difference of (amount_compose.go).
	lastCond *rules.Expr
	// activating: reading an activated ability (its cost, restrictions
	// and effect); trigNow: the trigger events of the triggered ability
	// being read, known before its intervening if is (graveyardAbility).
	activating bool
	trigNow    []trigger

	// playsLinked: the instruction being read plays the card the source
	// exiled ("play the exiled card", play_free.go).
	playsLinked bool
	// subjectSelf: reading the amount of a clause whose subject is the
	// card itself, where a demonstrative never names the card
	// (damage_amount_refs.go).
	subjectSelf bool
}

// number reads a number of the text, X as the sentence defines it.
func (rd *reader) number(s string) (*rules.Expr, error) {
	if strings.TrimSpace(s) == "x" && rd.x != nil {
		return rd.x, nil
	}
	return rd.lx.number(s)
}

func (lx *lexicon) newReader(env paragraphEnv) *reader {
	return &reader{lx: lx, env: env, ab: &rules.Ability{}}
}

// spellAbility reads the effect of an instant or sorcery.
func (rd *reader) spellAbility(s string) (*rules.Ability, error) {
	if rd.env.modes != nil {
		if err := rd.modal(s); err != nil {
			return nil, err
		}
		return rd.ab, nil
	}
	effs, err := rd.effects(s)
	if err != nil {
		return nil, err
	}
	rd.ab.Effects = effs
	return rd.ab, nil
}

// inlineModes splits s, a normalized paragraph, into a mode announcement
// and its modes when the modes follow it in the same paragraph, separated
// by the lexicon's modeSeparator (« choisissez l'un - a ; ou b »); ok is
// false for any other paragraph, or fewer than two modes.
func (lx *lexicon) inlineModes(s string) (ann string, modes []string, ok bool) {
	if lx.modeSeparator == nil {
		return "", nil, false
	}
	for _, re := range lx.chooseInlineRes {
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		parts := lx.modeSeparator.Split(strings.TrimSuffix(strings.TrimSpace(m[2]), "."), -1)
		if len(parts) < 2 {
			return "", nil, false
		}
		return m[1] + " -", parts, true
	}
	return "", nil, false
}

// modal reads "Choisissez l'un —" and the card's modes.
func (rd *reader) modal(s string) error {
	// "Vous pouvez choisir le même mode plus d'une fois."
	if t, found := strings.CutSuffix(s, rd.lx.repeatModes); found && rd.lx.repeatModes != "" {
		s, rd.ab.Repeat = strings.TrimSuffix(strings.TrimSpace(t), "."), true
	}
	// "Choisissez l'un qui n'a pas été choisi —": each mode once for the
	// permanent.
	if rd.lx.unchosenModes != "" {
		if t, found := strings.CutSuffix(strings.TrimSuffix(s, " -"), rd.lx.unchosenModes); found {
			s, rd.ab.Unchosen = t, true
		}
	}
	choose, ok := "", false
	for pat, c := range rd.lx.chooseModes {
		if rd.lx.chooseModeRes[pat].MatchString(s) {
			choose, ok = c, true
		}
	}
	if !ok {
		return unreadf("unknown mode announcement %q", s)
	}
	rd.ab.Choose = choose
	// A mode's own text announces no modes (a delayed trigger in it reads
	// its effect, not the card's modes).
	env := rd.env
	env.modes = nil
	for _, m := range rd.env.modes {
		sub := &reader{lx: rd.lx, env: env, ab: &rules.Ability{}}
		effs, err := sub.effects(rd.lx.normalize(strings.TrimPrefix(strings.TrimSpace(m), "•"), rd.env.self))
		if err != nil {
			return unreadf("mode %q: %v", m, err)
		}
		rd.ab.Modes = append(rd.ab.Modes, &rules.Mode{Targets: sub.ab.Targets, Effects: effs})
	}
	return nil
}

// triggered reads "trigger, [si condition,] effects", or "trigger A et à
// chaque fois que trigger B, effects" (eerie), which gives one ability per
// trigger.
func (rd *reader) triggered(s string) ([]*rules.Ability, error) {
	var start string
	for _, p := range rd.lx.triggerStarts {
		if strings.HasPrefix(s, p) && len(p) > len(start) {
			start = p
		}
	}
	body := s[len(start):]
	if rd.lx.keepStart[start] {
		body = s
	}
	// The trigger ends at the first comma after which the rest reads.
	var lastErr error = unreadf("no comma ends the trigger condition")
	var effErr error // the effects after a trigger that read
	saved, savedLast, savedPl := *rd.ab, rd.last, rd.lastPl
	for i := 0; i < len(body); i++ {
		if body[i] != ',' {
			continue
		}
		*rd.ab, rd.last, rd.lastPl = saved, savedLast, savedPl
		cond, rest := strings.TrimSpace(body[:i]), strings.TrimSpace(body[i+1:])
		trigs, err := rd.triggerConds(cond)
		if err != nil {
			if !strings.Contains(lastErr.Error(), "no such event") {
				lastErr = err
			}
			continue
		}
		trigs = creatureDies(trigs, rd.env.creature)
		rd.trigNow = trigs
		// A pronoun in the effect, or in an intervening "if", is the
		// object the trigger is about: "À chaque fois qu'une autre créature
		// … arrive, elle gagne …", "Whenever a nontoken creature enters
		// …, if you didn't cast it from your hand".
		if len(trigs) == 1 && trigs[0].filter != nil {
			rd.last = cmp.Or(triggerSubjects[trigs[0].when], "it")
		}
		var ifExpr *rules.Expr
		lastBeforeIf := rd.last
		if m := rd.lx.interveningIf.FindStringSubmatch(rest); m != nil {
			if e, err := rd.condition(m[1]); err == nil {
				ifExpr, rest = e, m[2]
			}
		}
		// "… if enchanted creature is untapped, tap it": the object the
		// condition names is what "it" is, not the trigger's player.
		condLast := ""
		if ifExpr != nil && rd.last != lastBeforeIf {
			condLast = rd.last
		}
		if len(trigs) == 1 {
			rd.when, rd.whenFilter = trigs[0].when, trigs[0].filter
		}
		rd.inTrigger = true
		// A pronoun after a trigger about another player's step or action
		// is that player: "Au début de l'entretien de chaque adversaire, il
		// perd 1 point de vie".
		if len(trigs) == 1 && playerTriggers[trigs[0].when] {
			rd.last, rd.lastPl = cmp.Or(condLast, "them"), "them"
		}
		// "À chaque fois qu'un joueur engage un terrain pour du mana, …
		// ce joueur …, ce terrain …": the player and the land.
		if len(trigs) == 1 && manaTapTriggers[trigs[0].when] {
			rd.last, rd.lastPl = "it", "them"
		}
		if len(trigs) == 1 && trigs[0].when == "enchanted_damaged" {
			rd.last = "enchanted"
		}
		rd.bindTrigger(trigs, cond, rest)
		var effs []*rules.Effect
		if rd.env.modes != nil {
			// "Quand …, choisissez l'un —" and the card's modes.
			err = rd.modal(rest)
		} else {
			effs, err = rd.effects(rest)
		}
		if err != nil {
			// "À chaque fois que ~ attaque, qu'il bloque ou …, …": the
			// trigger may end at a later comma.
			if effErr == nil {
				effErr = err
			}
			continue
		}
		return rd.triggerAbilities(trigs, ifExpr, effs), nil
	}
	if effErr != nil {
		return nil, effErr
	}
	return nil, lastErr
}

// triggerAbilities makes the abilities of a trigger read with its
// intervening if and its effects: one per event, grouped.
func (rd *reader) triggerAbilities(trigs []trigger, ifExpr *rules.Expr, effs []*rules.Effect) []*rules.Ability {
	var abs []*rules.Ability
	for _, t := range trigs {
		a := &rules.Ability{When: t.when, Filter: t.abilityFilter(), If: rules.CombineCond(t.cond, ifExpr), Targets: rd.ab.Targets,
			Effects: effs, Once: rd.ab.Once, OncePerTurn: rd.ab.OncePerTurn, Modes: rd.ab.Modes, Choose: rd.ab.Choose,
			Repeat: rd.ab.Repeat, Unchosen: rd.ab.Unchosen, From: rd.ab.From}
		if len(abs) > 0 {
			// "À chaque fois que A et à chaque fois que B": one
			// ability with two trigger events.
			a.Group = abs[0]
		}
		abs = append(abs, a)
	}
	return abs
}

// playerTriggers are the events about a player other than the ability's
// controller: "them" is that player.
var playerTriggers = map[string]bool{"opp_upkeep": true, "opp_end_step": true, "each_end_step": true,
	"each_upkeep": true, "opp_casts": true, "player_casts": true, "opp_draws": true, "player_damaged": true,
	"attacks_player": true, "player_first_spell": true, "opp_second_spell": true, "opp_first_life_loss": true, "noncombat_damage_opp": true,
	"opp_discards": true, "player_loses_game": true, "opp_life_lost": true, "player_draws": true}

// manaTapTriggers are the events of a permanent tapped for mana: "it" is
// the permanent, "them" the player who tapped it.
var manaTapTriggers = map[string]bool{"land_tapped_for_mana": true, "tapped_for_mana_any": true, "opp_taps_for_mana": true}

type trigger struct {
	when   string
	filter *rules.Filter
	cond   *rules.Expr // a condition of the event itself ("qui ne cible qu'une créature unique")
	// self says the event is one any object may raise, here the card's
	// own ("~ inflige des blessures de combat à un joueur"): the ability's
	// filter is self, and a pronoun after it is still the card.
	self bool
}

// abilityFilter is the trigger's filter on the ability.
func (t trigger) abilityFilter() *rules.Filter {
	if t.self {
		return rules.MustParseFilter("self")
	}
	return t.filter
}

// triggerConds reads one trigger condition, or several joined by "ou"/"et à
// chaque fois que".
func (rd *reader) triggerConds(cond string) ([]trigger, error) {
	t, err := rd.triggerCond(cond)
	if err == nil {
		return []trigger{t}, nil
	}
	if strings.Contains(err.Error(), "no such event") {
		return nil, err
	}
	for _, sep := range rd.lx.triggerOr {
		if l, r, ok := strings.Cut(cond, sep); ok {
			if strings.TrimSpace(l) == "~" {
				// "~ ou qu'un autre enchantement … arrive": the card itself
				// and the others, each with the event's verb.
				if ts, err := rd.selfOrOther(r); err == nil {
					return ts, nil
				}
			}
			lt, err := rd.triggerConds(l)
			if err != nil {
				continue
			}
			rt, err := rd.triggerConds(r)
			if err != nil && aboutSelf(lt) {
				// "~ arrive ou qu'il attaque": the pronoun is the subject,
				// the card when the first event is the card's (not "la
				// créature enchantée attaque ou bloque").
				rt, err = rd.triggerConds(rd.lx.pronounSubject(r))
			}
			if err != nil {
				continue
			}
			return append(lt, rt...), nil
		}
	}
	return nil, unreadf("unknown trigger %q", cond)
}

// aboutSelf reports whether every trigger is an event of the card itself
// (none about other objects).
func aboutSelf(ts []trigger) bool {
	for _, t := range ts {
		if t.filter != nil {
			return false
		}
	}
	return true
}

// selfOrOther reads the second half of "~ or <another object> <event>":
// one trigger for the card itself and one for the objects the phrase names.
func (rd *reader) selfOrOther(other string) ([]trigger, error) {
	t, self, err := rd.triggerShape(strings.TrimSpace(other))
	if err != nil {
		return nil, err
	}
	if t.filter != nil {
		// "~ or another artifact you control is put into a graveyard from
		// the battlefield", "~ or another Zombie you control dies": one
		// look-back event of any of them (trigger_heads.go), as the rows
		// of "~ or another creature dies" read it, so that every language
		// writes the card one form whichever row reads it.
		if ts, ok := selfAmongOthers(t); ok {
			return ts, nil
		}
	}
	if t.filter == nil || self == "" {
		return nil, unreadf("trigger %q: not an event of the card itself and of others", other)
	}
	return []trigger{{when: self}, t}, nil
}

func (rd *reader) triggerCond(cond string) (trigger, error) {
	t, _, err := rd.triggerShape(cond)
	return t, err
}

// triggerShape reads one trigger condition; selfWhen is the event of the
// shape when its object is the card itself.
func (rd *reader) triggerShape(cond string) (trigger, string, error) {
	sc := rd.lx.lits.scan(cond)
	for _, sh := range rd.lx.triggers {
		m := sh.match(sc)
		if m == nil {
			continue
		}
		t := trigger{when: sh.when}
		var err error
		if obj := m["selfor"]; obj != "" {
			// "~ ou une autre créature que vous contrôlez": any creature
			// you control, this one included.
			f, err := rd.filterPhrase(obj)
			if err != nil {
				return trigger{}, "", err
			}
			f = strings.Join(slices.DeleteFunc(strings.Fields(f), func(w string) bool { return w == "other" }), " ")
			pf, err := rules.ParseFilter(f)
			if err != nil {
				return trigger{}, "", unreadf("trigger filter: %v", err)
			}
			t.filter = pf
			return t, sh.selfWhen, nil
		}
		if obj := m["obj"]; obj != "" {
			if t.when, err = rd.oneEventEach(sh.when, obj); err != nil {
				return trigger{}, "", err
			}
			f, err := rd.triggerFilter(obj)
			if err != nil {
				return trigger{}, "", err
			}
			if f == "self" {
				if sh.selfWhen == "" {
					return trigger{}, "", unreadf("trigger %q about itself", cond)
				}
				t.when, t.self = sh.selfWhen, sh.selfWhen == sh.when
			} else {
				pf, err := rules.ParseFilter(f)
				if err != nil {
					return trigger{}, "", unreadf("trigger filter: %v", err)
				}
				t.filter = pf
			}
		}
		if single := m["single"]; single != "" {
			// "Un sort … qui ne cible qu'une créature unique que vous
			// contrôlez": the spell the trigger is about has one target.
			f, err := rd.filterPhrase(single + m["single_rest"])
			if err != nil {
				return trigger{}, "", err
			}
			e, err := rules.ParseExpr("single_target(it, " + f + ")")
			if err != nil {
				return trigger{}, "", unreadf("trigger %q: %v", cond, err)
			}
			t.cond = e
		}
		if err := rd.triggerDuring(&t, m["during"]); err != nil {
			return trigger{}, "", err
		}
		return t, sh.selfWhen, nil
	}
	for _, m := range rd.lx.missingTriggers {
		if m.re.MatchString(cond) {
			return trigger{}, "", unreadf("trigger %s: the engine has no such event", m.what)
		}
	}
	return trigger{}, "", unreadf("unknown trigger %q", cond)
}

// activated reads "cost : effect" (and mana abilities).
func (rd *reader) activated(s string) ([]*rules.Ability, error) {
	i := rd.lx.splitCost(s)
	costText, eff := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
	rd.activating = true
	if err := rd.costs(costText); err != nil {
		return nil, err
	}
	if rd.ab.Sacrifice != "" && rd.ab.Sacrifice != "self" {
		// "Sacrifice another creature: You gain life equal to that
		// creature's toughness": the permanent the cost sacrificed.
		rd.sacrificed = "sacrificed"
	}
	if rd.ab.CastExile != "" {
		return nil, unreadf("cost %q: the engine exiles no cards to activate an ability", costText)
	}
	if rd.ab.CastSacrificeOr != nil {
		return nil, unreadf("cost %q: the engine pays no such choice of costs for an ability", costText)
	}
	return rd.activatedBody(eff)
}

// activatedBody reads what follows an activated ability's cost: its
// effect, activation restrictions, or the mana it adds.
func (rd *reader) activatedBody(eff string) ([]*rules.Ability, error) {
	// Activation restrictions are sentences of their own at the end.
	sentences := rd.lx.sentences(eff)
	for len(sentences) > 0 {
		last := sentences[len(sentences)-1]
		ok, err := rd.restriction(last)
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		sentences = sentences[:len(sentences)-1]
	}
	body := strings.Join(sentences, ". ")
	if m := rd.lx.manaOnly.FindStringSubmatch(body); m != nil {
		// "Ne dépensez ce mana que pour …": restricted mana (106.6).
		uses, err := rd.manaUses(m[2])
		if err != nil {
			return nil, err
		}
		body, rd.ab.ManaFor = m[1], uses
	}
	if ok, err := rd.manaInstead(sentences); ok || err != nil {
		return []*rules.Ability{rd.ab}, err
	}
	if len(sentences) > 1 && rd.ab.ManaFor == nil && rd.lx.addMana.MatchString(sentences[0]) {
		// "{T} : Ajoutez un mana … . Mettez un marqueur « nid » sur ~.":
		// a mana ability that also does something (605.1a), at once.
		effs, err := rd.effects(strings.Join(sentences[1:], ". "))
		if err != nil {
			return nil, err
		}
		rd.ab.Effects, body = effs, sentences[0]
	}
	if m := rd.lx.addMana.FindStringSubmatch(body); m != nil {
		if activationOnlyCosts(rd.ab) {
			return nil, unreadf("a mana ability with a cost of energy, of returning a permanent or of discarding a kind of card: the engine pays none for a mana ability")
		}
		spec, n, err := rd.lx.manaSpec(m[1])
		if err != nil {
			if rd.manaForEach(body) {
				return []*rules.Ability{rd.ab}, nil
			}
			return nil, err
		}
		rd.ab.ManaSpec = spec
		if n > 1 {
			rd.ab.ManaN = n
		}
		rd.ab.Label = "mana"
		return []*rules.Ability{rd.ab}, nil
	}
	if rd.ab.ManaFor != nil {
		return nil, unreadf("a restriction on mana the ability does not add: %q", body)
	}
	if rd.env.modes != nil {
		if err := rd.modal(body); err != nil {
			return nil, err
		}
		return []*rules.Ability{rd.ab}, nil
	}
	effs, err := rd.effects(body)
	if err != nil {
		return nil, err
	}
	rd.ab.Effects = effs
	return []*rules.Ability{rd.ab}, nil
}

// costs reads "{1}{G}, {T}, sacrifiez ~".
func (rd *reader) costs(s string) error {
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		switch {
		case part == "{t}":
			rd.ab.Tap = true
		case part == "{q}":
			// The untap symbol (107.6): untapping the permanent is the cost.
			rd.ab.Untap = true
		case strings.HasPrefix(part, "{"):
			c, err := rules.ParseManaCost(part)
			if err != nil {
				return unreadf("cost %q: %v", part, err)
			}
			rd.ab.Cost = append(rd.ab.Cost, c...)
		default:
			ok := false
			sc := rd.lx.lits.scan(part)
			for _, sh := range rd.lx.costs {
				m := sh.match(sc)
				if m == nil {
					continue
				}
				if err := sh.apply(rd, m); err != nil {
					return err
				}
				ok = true
				break
			}
			if !ok {
				return unreadf("unknown cost %q", part)
			}
		}
	}
	if rd.ab.Cost == nil && !rd.ab.Tap && !rd.ab.Untap && rd.ab.Sacrifice == "" && rd.ab.Life == 0 && rd.ab.Discard == 0 {
		rd.ab.Cost = rules.ManaCost{}
	}
	return checkCostChoices(rd.ab, s)
}

// restriction reads "N'activez que …" sentences; false when s is not one.
func (rd *reader) restriction(s string) (bool, error) {
	sc := rd.lx.lits.scan(s)
	// A shape whose parts do not read gives way to the next ones ("only
	// if A and only B" is also "only if (A and only B)"): its reason is
	// kept. The ability is restored so that a half-applied shape leaves
	// nothing behind.
	var first error
	for _, sh := range rd.lx.restrictions {
		m := sh.match(sc)
		if m == nil {
			continue
		}
		saved := *rd.ab
		err := sh.apply(rd, m)
		if err == nil {
			return true, nil
		}
		*rd.ab = saved
		first = cmp.Or(first, err)
	}
	return first != nil, first
}

// delayed reads a delayed triggered ability that lasts until end of turn.
func (rd *reader) delayed(s string) (*rules.Effect, error) {
	env := rd.env
	env.modes = nil
	sub := rd.lx.newReader(env)
	inherited := sub.inheritDelayed(rd)
	abs, err := sub.triggered(s)
	if err != nil {
		return nil, err
	}
	if len(abs) != 1 {
		return nil, unreadf("delayed trigger %q: not one ability", s)
	}
	a := abs[0]
	if a, err = delayedOwnTargets(a, inherited); err != nil {
		return nil, err
	}
	if err := validateAbility(a); err != nil {
		return nil, unreadf("delayed trigger %q: %v", s, err)
	}
	a.RoomDoor = -1
	return &rules.Effect{Op: "delayed", Ability: a, Until: "eot"}, nil
}

// additionalCost reads a spell's additional cost; the engine pays a
// sacrifice.
func (rd *reader) additionalCost(s string) (*rules.Ability, error) {
	if err := rd.costs(s); err != nil {
		return nil, err
	}
	a := rd.ab
	if activationOnlyCosts(a) {
		return nil, unreadf("additional cost %q: the engine pays no such cost for a spell", s)
	}
	if len(a.CastChoose) > 0 && a.CastExile == "" && a.Sacrifice == "" && a.Life == 0 && a.Discard == 0 && !a.Tap && a.TapOther == "" && len(a.Cost) == 0 {
		return &rules.Ability{Kind: rules.KindSpell, CastChoose: a.CastChoose}, nil
	}
	if a.CastExile != "" && a.Sacrifice == "" && a.Life == 0 && a.Discard == 0 && !a.Tap && a.TapOther == "" && len(a.Cost) == 0 {
		return &rules.Ability{Kind: rules.KindSpell, CastExile: a.CastExile, CastExileN: a.CastExileN}, nil
	}
	if a.Sacrifice == "" || a.Sacrifice == "self" || a.Life > 0 || a.Discard > 0 || a.Tap || a.TapOther != "" ||
		a.CastExile != "" || len(a.Cost) > 0 {
		return nil, unreadf("additional cost %q: the engine pays no such cost for a spell", s)
	}
	return &rules.Ability{Kind: rules.KindSpell, CastSacrifice: a.Sacrifice, CastSacrificeOr: a.CastSacrificeOr}, nil
}

// static reads a static ability of a permanent: "[tant que C,] effects" or
// "effects tant que C".
func (rd *reader) staticAbility(s string) (*rules.Ability, error) {
	rd.static = true
	if m := rd.lx.asEnters.FindStringSubmatch(s); m != nil {
		effs, err := rd.asEntersStatics(m[1])
		if err != nil {
			return nil, err
		}
		rd.ab.Static = effs
		return rd.ab, nil
	}
	sc := rd.lx.lits.scan(s)
	// "… à moins que C": the ability applies while C does not hold.
	for _, re := range rd.lx.unlessCond {
		if !sc.holds(re.lits) {
			continue
		}
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		// A shape that reads the whole sentence, "unless" included, is
		// more precise than the split (enters tapped unless C is checked
		// as the permanent enters), and keeps both languages alike where
		// only one of them matches the split.
		if effs := rd.wholeStatic(s); effs != nil {
			rd.ab.Static = effs
			return rd.ab, nil
		}
		e, err := rd.condition(m[re.SubexpIndex("cond")])
		if err != nil {
			return nil, err
		}
		if rd.ab.If, err = rules.ParseExpr("!(" + e.String() + ")"); err != nil {
			return nil, unreadf("unless %q: %v", m[re.SubexpIndex("cond")], err)
		}
		effs, err := rd.statics(m[re.SubexpIndex("body")])
		if err != nil {
			return nil, err
		}
		rd.ab.Static = effs
		return rd.ab, nil
	}
	// A condition that does not read may be a clause the statics table
	// reads whole ("si une source … tant que C, elle inflige le double …"):
	// its error is the reason only if the statics do not read either.
	var condErr error
	for _, re := range rd.lx.whileCond {
		if !sc.holds(re.lits) {
			continue
		}
		m := re.FindStringSubmatch(s)
		if m == nil {
			continue
		}
		cond, body := m[re.SubexpIndex("cond")], m[re.SubexpIndex("body")]
		if rd.last == "" && strings.HasPrefix(s, body) && strings.HasPrefix(body, "~ ") {
			// "~ a la défense talismanique tant qu'il est dégagé": the
			// pronoun of the condition after is the card, named before.
			rd.last = "self"
		}
		e, err := rd.condition(cond)
		if err != nil {
			condErr = cmp.Or(condErr, err)
			continue
		}
		// "Pendant votre tour, tant que C, …": both hold.
		if i := re.SubexpIndex("pre"); i > 0 && m[i] != "" {
			pre, err := rd.condition(m[i])
			if err != nil {
				return nil, err
			}
			if e, err = rules.ParseExpr(pre.String() + " && " + e.String()); err != nil {
				return nil, unreadf("condition %q: %v", m[0], err)
			}
		}
		rd.ab.If = e
		s, condErr = body, nil
		break
	}
	effs, err := rd.statics(s)
	if err != nil {
		return nil, cmp.Or(condErr, err)
	}
	rd.ab.Static = effs
	return rd.ab, nil
}

// wholeStatic reads s as one static shape, or gives nil.
func (rd *reader) wholeStatic(s string) []*rules.Effect {
	s = strings.TrimSuffix(strings.TrimSpace(s), ".")
	sc := rd.lx.lits.scan(s)
	for _, sh := range rd.lx.statics {
		if m := sh.match(sc); m != nil {
			if effs, err := sh.build(rd, m); err == nil {
				return effs
			}
		}
	}
	return nil
}

// statics reads the continuous effects of a static ability.
func (rd *reader) statics(s string) ([]*rules.Effect, error) {
	// A shape may span sentences ("Chaque carte … a l'échappée. Le coût
	// d'échappée est égal …"): the whole text first, as one shape.
	if strings.Contains(s, ". ") {
		if effs := rd.wholeStatic(s); effs != nil {
			return effs, nil
		}
	}
	var out []*rules.Effect
	for _, sent := range rd.lx.sentences(s) {
		effs, err := rd.clauses(sent, rd.lx.statics)
		if err != nil {
			return nil, err
		}
		out = append(out, effs...)
	}
	return out, nil
}

// effects reads the one-shot instructions of a spell, trigger or
// activation: sentences, each of clauses joined by ", puis", "et" ….
func (rd *reader) effects(s string) ([]*rules.Effect, error) {
	var out []*rules.Effect
	sents := rd.lx.sentences(s)
	for i, sent := range sents {
		// "1-9 | …": the table of the die rolled before (dice.go).
		if resultRow.MatchString(sent) {
			if err := rd.resultTable(sents[i:], out); err != nil {
				return nil, err
			}
			break
		}
		// "Jusqu'à la fin du tour, à chaque fois que …, …": a delayed
		// triggered ability, the rest of the text its effect.
		if m := rd.lx.delayedTrigger.FindStringSubmatch(sent); m != nil {
			e, err := rd.delayed(strings.Join(append([]string{m[1]}, sents[i+1:]...), ". "))
			if err != nil {
				return nil, err
			}
			out = append(out, e)
			break
		}
		// "At the beginning of your next upkeep, …": a delayed trigger,
		// once, the rest of the text its effect (trigger_heads.go).
		if trig, ok := rd.lx.nextStep(sent); ok {
			e, err := rd.nextStepDelayed(strings.Join(append([]string{trig}, sents[i+1:]...), ". "))
			if err != nil {
				return nil, err
			}
			followExiled(e, out)
			out = append(out, e)
			break
		}
		// "Quand vous lancez pour la prochaine fois ce tour-ci …": a
		// delayed trigger that triggers once, this turn only.
		if m := rd.lx.nextTrigger.FindStringSubmatch(sent); m != nil {
			e, err := rd.delayed(strings.Join(append([]string{strings.Join(m[1:], "")}, sents[i+1:]...), ". "))
			if err != nil {
				return nil, err
			}
			e.Kind = "next"
			out = append(out, e)
			break
		}
		// "Quand vous faites ainsi, …": a reflexive trigger, the rest of
		// the text its effect.
		if m := rd.lx.reflexive.FindStringSubmatch(sent); m != nil {
			if n := len(out); n > 0 && out[n-1].Op == "discard_any" {
				// "… autant de créatures": as many as were discarded.
				rd.thatMany = "discarded(you)"
			}
			e, err := rd.reflexive(strings.Join(append([]string{m[1]}, sents[i+1:]...), ". "))
			if err != nil {
				return nil, err
			}
			out = append(out, e)
			break
		}
		// "…, X étant le nombre de …": X is that amount in this sentence.
		rd.x, rd.xPhrase = nil, ""
		if m := findHolding(rd.lx.xDefinition, rd.lx.xDefinitionLits, sent); m != nil {
			e, err := rd.amount(m[2])
			if err != nil {
				return nil, err
			}
			sent, rd.x, rd.xPhrase = m[1], e, m[2]
		}
		sent = rd.sentenceDuration(sent)
		// Sentences that change what came before.
		if done, err := rd.flow(sent, &out); done || err != nil {
			if err != nil {
				return nil, err
			}
			continue
		}
		effs, err := rd.xClauses(sent)
		if err != nil {
			return nil, err
		}
		if err := rd.thatChoiceUnmade(sent, out, effs); err != nil {
			return nil, err
		}
		out = append(out, effs...)
	}
	if err := paidXTargets(rd.ab.Targets, out); err != nil {
		return nil, err
	}
	if len(out) == 0 && !(rd.env.spell && rd.when == "" && len(rd.ab.Targets) > 0) {
		// A spell's paragraph may only choose its targets, for the
		// paragraphs after it ("Choisissez une créature ciblée …").
		return nil, unreadf("no effect")
	}
	return out, nil
}

// xOfTarget refuses "Target creature gets +X/+0 …, X being its power"
// read with X the card's own power: the possessive is the target's, which
// the amount, read before the sentence, cannot know.
func xOfTarget(x *rules.Expr, effs []*rules.Effect) error {
	if x == nil || len(effs) == 0 || !strings.Contains(x.String(), "(self)") {
		return nil
	}
	if w := effs[0].What; w == "targets" || strings.HasPrefix(w, "t") && len(w) == 2 || strings.HasPrefix(w, "slot") {
		return unreadf("X is %s, of the card or of the target %s", x, w)
	}
	return nil
}

// flow reads sentences that act on the instructions before them: a
// condition ("Délire — S'il y a …, X"), "X à la place", a trigger-wide
// "only once" clause, "you may play it until …" after exiling.
func (rd *reader) flow(sent string, out *[]*rules.Effect) (bool, error) {
	// A sentence may match several flows ("Si vous faites ainsi, X à
	// moins que Y" is an "unless" and an "if"): the first that reads
	// wins, and if none does, the first one's error is the reason.
	var firstErr error
	sc := rd.lx.lits.scan(sent)
	for _, sh := range rd.lx.flows {
		m := sh.match(sc)
		if m == nil {
			continue
		}
		saved, savedOut := *rd.ab, slices.Clone(*out)
		savedLast, savedPl, savedThat := rd.last, rd.lastPl, rd.thatMany
		err := sh.flow(rd, m, out)
		if err == nil {
			return true, nil
		}
		if firstErr == nil {
			firstErr = err
		}
		*rd.ab, *out = saved, savedOut
		rd.last, rd.lastPl, rd.thatMany = savedLast, savedPl, savedThat
	}
	return firstErr != nil, firstErr
}

// youSubject says whether a clause's player phrase (empty when the shape
// names none) is "you": a clause of yours ends the turn of a player
// subject carried over from before.
func (rd *reader) youSubject(who string) bool {
	if who == "" {
		return true
	}
	p, err := rd.player(who)
	return err == nil && p == "you"
}

// clauses reads one sentence: the whole sentence as one shape, or split at
// a conjunction into two parts that both read (the right part may borrow
// the left part's subject: "elle gagne +2/+0 et acquiert la célérité").
func (rd *reader) clauses(s string, shapes []*shape) ([]*rules.Effect, error) {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ","))
	if s == "" {
		return nil, nil
	}
	// Of the shapes that match but do not build, the one whose phrases
	// are shortest fits the clause best: its error is the reason given.
	var bestErr error
	bestLen := -1
	sc := rd.lx.lits.scan(s)
	for _, sh := range shapes {
		m := sh.match(sc)
		if m == nil {
			continue
		}
		saved := *rd.ab
		savedLast, savedSubj, savedPl := rd.last, rd.subject, rd.lastPl
		effs, err := sh.build(rd, m)
		if err == nil {
			if obj, ok := m["obj"]; ok && obj != "" {
				// The next clause may borrow this subject ("gagne +2/+2,
				// acquiert le vol"): it names the same object, not a new
				// target.
				rd.subject, rd.subjectPlayer = subjectRef, false
				if rd.last != "" {
					rd.subjectRef = rd.last
				}
			} else if who := m["who"]; who != "" && len(effs) == 1 && effs[0].To != "" {
				// "Chaque adversaire sacrifie …, puis sacrifie …": the
				// player is the next clause's subject too.
				rd.subject, rd.subjectRef, rd.subjectPlayer = subjectRef, effs[0].To, true
			} else if rd.subjectPlayer && (len(effs) == 0 || effs[0].To == "") && rd.youSubject(m["who"]) {
				// "Target player loses 3 life. You gain 3 life and draw
				// a card": the player of the sentence before is not the
				// subject of "draw" once "you" acted in between.
				rd.subject, rd.subjectPlayer = "", false
			}
			return effs, nil
		}
		*rd.ab = saved
		rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
		n := 0
		for _, v := range m {
			n += len(v)
		}
		if bestLen < 0 || n < bestLen {
			bestErr, bestLen = err, n
		}
	}
	for _, sep := range rd.lx.conjunctions {
		for off := 0; ; {
			i := strings.Index(s[off:], sep)
			if i < 0 {
				break
			}
			i += off
			off = i + len(sep)
			left, right := s[:i], s[i+len(sep):]
			saved := *rd.ab
			savedLast, savedSubj, savedPl := rd.last, rd.subject, rd.lastPl
			l, err := rd.clauses(left, shapes)
			if err != nil {
				*rd.ab = saved
				rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
				continue
			}
			var r []*rules.Effect
			if rd.subjectPlayer && !rd.lx.youVerb.MatchString(right) {
				// A player subject goes on: "ogni avversario sacrifica …,
				// poi sacrifica …" is not "you sacrifice"; a verb of the
				// second person ("… poi peschi cinque carte") is yours.
				r, err = rd.clauses(rd.subject+" "+right, shapes)
				if err != nil {
					r, err = rd.clauses(right, shapes)
				}
			} else if rd.subjectPlayer {
				r, err = rd.clauses(right, shapes)
			} else {
				r, err = rd.clauses(right, shapes)
				if err != nil && rd.subject != "" {
					r, err = rd.clauses(rd.subject+" "+right, shapes)
				}
			}
			if err != nil {
				*rd.ab = saved
				rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
				continue
			}
			return append(l, r...), nil
		}
	}
	if bestErr != nil {
		return nil, bestErr
	}
	return nil, unreadf("unknown clause %q", s)
}

// condition reads a condition into an expression.
func (rd *reader) condition(s string) (*rules.Expr, error) {
	s = strings.TrimSpace(s)
	sc := rd.lx.lits.scan(s)
	// A shape whose builder cannot read the parts gives way to the next
	// ones and to conditions joined by "et que": its reason is kept.
	var first error
	for _, sh := range rd.lx.conditions {
		m := sh.match(sc)
		if m == nil {
			continue
		}
		src, err := sh.cond(rd, m)
		if err != nil {
			if sh.name != "is_quality" {
				// The catch-all "X est Y" says less than "unknown
				// condition" does.
				first = cmp.Or(first, err)
			}
			continue
		}
		e, err := rules.ParseExpr(src)
		if err != nil {
			return nil, unreadf("condition: %v", err)
		}
		rd.lastCond = e
		return e, nil
	}
	if e := rd.conditionJoined(s, rd.lx.condAnd, "&&"); e != nil {
		return e, nil
	}
	if e := rd.conditionJoined(s, rd.lx.condOr, "||"); e != nil {
		return e, nil
	}
	if first != nil {
		return nil, first
	}
	return nil, unreadf("unknown condition %q", s)
}

// conditionJoined reads "A et que B" / "A e B" (op &&: both hold) or "A ou
// que B" / "A o B" (op ||: either holds). The conjunction may also occur
// inside a condition ("e" is "è" folded), so each place it occurs is tried
// until both sides read.
func (rd *reader) conditionJoined(s, sep, op string) *rules.Expr {
	if sep == "" {
		return nil
	}
	for i := strings.Index(s, sep); i >= 0; {
		saved := rd.thatMany
		a, aerr := rd.condition(s[:i])
		b, berr := rd.condition(s[i+len(sep):])
		if aerr == nil && berr == nil {
			if e, err := rules.ParseExpr("(" + a.String() + ") " + op + " (" + b.String() + ")"); err == nil {
				return e
			}
		}
		rd.thatMany = saved
		next := strings.Index(s[i+1:], sep)
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return nil
}

// tightQuotes removes the spaces French typography puts inside quotation
// marks (« vol » folds to " vol "), so that a quoted word reads alike in
// both languages.
func tightQuotes(s string) string {
	if !strings.Contains(s, `"`) {
		return s
	}
	var b strings.Builder
	open := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			open = !open
			if !open {
				// Drop the space before a closing mark.
				out := strings.TrimRight(b.String(), " ")
				b.Reset()
				b.WriteString(out)
			}
			b.WriteByte(c)
			if open {
				for i+1 < len(s) && s[i+1] == ' ' {
					i++
				}
			}
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// splitSentences cuts s after each ".", "!" or "?" followed by white
// space, as the regexp `[.!?]\s+` splits it, without running one: it is
// the reader's first step on every paragraph it cannot read whole.
func splitSentences(s string) []string {
	if s == "" {
		return []string{""}
	}
	var out []string
	beg := 0
	for i := 0; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '!' || s[i] == '?') && isSpace(s[i+1]) {
			j := i + 1
			for j < len(s) && isSpace(s[j]) {
				j++
			}
			out = append(out, s[beg:i])
			beg, i = j, j-1
		}
	}
	return append(out, s[beg:])
}

// isSpace is the regexp package's \s: [\t\n\f\r ].
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// splitAbilities cuts a paragraph before each sentence that opens a
// triggered ability, so that a paragraph holding several abilities can be
// read one ability at a time.
func (lx *lexicon) splitAbilities(para string) []string {
	sents := splitSentences(strings.TrimSpace(para))
	var parts []string
	for _, s := range sents {
		if len(parts) == 0 {
			// The first sentence starts the first part, whatever it is.
			parts = append(parts, s)
			continue
		}
		// A trigger, or an activated ability ("{T}, sacrifiez ~ : …"),
		// starts an ability of its own.
		n := lx.normalize(s, nil)
		activated := strings.HasPrefix(strings.TrimSpace(s), "{") && lx.splitCost(n) >= 0
		// A delayed trigger (« À la fin du tour, sacrifiez-la. ») is
		// the effect of the ability before it, not an ability.
		if (!lx.isTrigger(n) || lx.opensDelayed(n)) && !activated {
			parts[len(parts)-1] += ". " + s
			continue
		}
		parts = append(parts, s)
	}
	return parts
}
