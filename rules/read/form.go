package read

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// Form is the compiled form of a reading, one line per ability or keyword,
// in the ability language. It is what the French and Italian texts of a
// card are compared on, so it leaves out what is words by nature: a
// token's creature type and name (Esprit / Spirito) become "<type>".
func (r Reading) Form() []string {
	var out []string
	for _, k := range r.Keywords {
		out = append(out, formKeyword(k))
	}
	for _, a := range r.Abilities {
		s := FormAbility(a)
		// A paragraph of several abilities may have its ability word on
		// the first only (a static ability after an eerie trigger).
		if r.Word != "" && (r.Kind != "several" || a.Label == r.Word) {
			s = "[" + r.Word + "] " + s
		}
		out = append(out, s)
	}
	return out
}

// Form is the card's compiled form: every compiled paragraph's lines,
// sorted, since the two languages may break a card's text into paragraphs
// differently; empty, never nil, when nothing compiled.
func (c *CardReading) Form() []string {
	out := []string{}
	for _, r := range c.Paragraphs {
		if r.Status != ReadCompiled {
			continue
		}
		if !isSpellEffect(r) {
			out = append(out, r.Form()...)
			continue
		}
		for _, k := range r.Keywords {
			out = append(out, formKeyword(k))
		}
	}
	// The paragraphs of an instant's or sorcery's effect are one spell
	// ability (one language may print in two paragraphs what the other
	// prints in one): they are compared merged.
	var spell *rules.Ability
	for _, r := range c.Paragraphs {
		if r.Status != ReadCompiled || !isSpellEffect(r) {
			continue
		}
		for _, a := range r.Abilities {
			if spell == nil {
				cp := *a
				spell = &cp
				continue
			}
			joinSpell(spell, a)
		}
	}
	if spell != nil {
		out = append(out, FormAbility(spell))
	}
	sort.Strings(out)
	return out
}

// isSpellEffect reports whether a reading is (part of) the effect of an
// instant or sorcery, which CardReading.Abilities merges.
func isSpellEffect(r Reading) bool {
	if len(r.Abilities) == 0 || r.Word != "" {
		return false
	}
	for _, a := range r.Abilities {
		if !isMergedSpell(a) {
			return false
		}
	}
	return true
}

func isMergedSpell(a *rules.Ability) bool {
	return a.Kind == rules.KindSpell && a.Label == "" && len(a.Modes) == 0 && a.Sacrifice == ""
}

func formKeyword(k rules.Keyword) string {
	s := "keyword " + k.Key
	if k.N != 0 {
		s += fmt.Sprintf(" %d", k.N)
	}
	if k.Cost != nil {
		s += " " + k.Cost.String()
	}
	if k.Arg != "" {
		s += " " + k.Arg
	}
	return s
}

// selfCostFlags are the costs an ability pays with its permanent itself:
// {T}, {Q} (untap), exert.
func selfCostFlags(a *rules.Ability) []string {
	var out []string
	for _, f := range []struct {
		on   bool
		name string
	}{{a.Tap, "tap"}, {a.Untap, "untap"}, {a.Exert, "exert"}} {
		if f.on {
			out = append(out, f.name)
		}
	}
	return out
}

// FormAbility writes an ability in the canonical one-line form reports
// and comparisons use.
func FormAbility(a *rules.Ability) string {
	var parts []string
	add := func(k, v string) {
		if v != "" {
			parts = append(parts, k+"="+v)
		}
	}
	parts = append(parts, a.Kind.String())
	add("when", a.When)
	if a.Chapter > 0 {
		add("chapter", fmt.Sprint(a.Chapter))
	}
	add("filter", canonicalFilter(a.Filter))
	add("if", a.If.String())
	if a.Once {
		parts = append(parts, "once")
	}
	if a.OncePerTurn {
		parts = append(parts, "once_per_turn")
	}
	if a.Cost != nil {
		add("cost", a.Cost.String())
	}
	parts = append(parts, selfCostFlags(a)...)
	add("sacrifice", a.Sacrifice)
	if a.Discard > 0 {
		add("discard", fmt.Sprint(a.Discard))
	}
	add("discard_what", canonicalFilterText(a.DiscardWhat))
	parts = withFlag(parts, a.ExileSelf, "exile_self")
	if a.DiscardSelf {
		parts = append(parts, "discard_self")
	}
	if a.Life > 0 {
		add("life", fmt.Sprint(a.Life))
	}
	if a.Energy > 0 {
		add("energy", fmt.Sprint(a.Energy))
	}
	add("bounce", canonicalFilterText(a.Bounce))
	if a.RemoveCounters != "" {
		n := fmt.Sprint(max(a.RemoveCountersN, 1))
		if a.RemoveCountersX {
			n = "x"
		}
		add("remove_counters", n+":"+a.RemoveCounters)
	}
	add("loyalty", a.Loyalty)
	add("cast_sacrifice", a.CastSacrifice)
	add("cast_choose", strings.Join(a.CastChoose, "|"))
	if a.CastSacrificeOr != nil {
		add("or_pay", a.CastSacrificeOr.String())
	}
	if a.CastExile != "" {
		add("cast_exile", fmt.Sprintf("%d:%s", max(a.CastExileN, 1), a.CastExile))
	}
	add("tap_other", a.TapOther)
	if a.TapOtherN > 1 {
		add("tap_other_n", fmt.Sprint(a.TapOtherN))
	}
	if a.Sorcery {
		parts = append(parts, "sorcery")
	}
	add("activate_if", a.ActiveIf.String())
	add("from", a.From)
	add("mana", a.ManaSpec)
	add("mana_count", a.ManaCount.String())
	if a.ManaN > 1 {
		add("mana_n", fmt.Sprint(a.ManaN))
	}
	add("mana_for", strings.Join(a.ManaFor, ","))
	if r := a.ManaInstead; r != nil {
		alt := r.Spec
		if r.N > 1 {
			alt += fmt.Sprintf("*%d", r.N)
		}
		add("mana_instead", fmt.Sprintf("if %s: %s", r.If, alt))
	}
	if len(a.Targets) > 0 {
		add("targets", formTargets(a.Targets))
	}
	if len(a.Effects) > 0 {
		add("do", formEffects(a.Effects))
	}
	if len(a.Static) > 0 {
		add("static", formEffects(a.Static))
	}
	parts = append(parts, formModes(a)...)
	return strings.Join(parts, " ")
}

// formModes is a modal ability's part of its form: how many modes, the
// flags that change what may be chosen, and each mode.
func formModes(a *rules.Ability) []string {
	if len(a.Modes) == 0 {
		return nil
	}
	var parts []string
	add := func(k, v string) {
		if v != "" {
			parts = append(parts, k+"="+v)
		}
	}
	add("choose", a.Choose)
	if a.Unchosen {
		parts = append(parts, "unchosen_modes")
	}
	if a.Repeat {
		// "You may choose the same mode more than once" changes what
		// the card does: a form without it is another card.
		parts = append(parts, "repeat_modes")
	}
	var ms []string
	for _, m := range a.Modes {
		s := ""
		if len(m.Targets) > 0 {
			s = "targets=" + formTargets(m.Targets) + " "
		}
		ms = append(ms, s+"do="+formEffects(m.Effects))
	}
	add("modes", "{"+strings.Join(ms, " | ")+"}")
	return parts
}

func formTargets(ts []*rules.TargetSpec) string {
	var out []string
	for _, t := range ts {
		s := canonicalFilter(t.Filter)
		switch {
		case t.MinN != nil && t.MaxN != nil:
			s += fmt.Sprintf("{%s,%s}", t.MinN, t.MaxN)
		case t.MaxN != nil:
			s += fmt.Sprintf("{%d,%s}", t.Min, t.MaxN)
		case t.Min != 1 || t.Max != 1:
			s += fmt.Sprintf("{%d,%d}", t.Min, t.Max)
		}
		if t.SameController {
			s += " same_controller"
		}
		out = append(out, "["+s+"]")
	}
	return strings.Join(out, "")
}

func formEffects(es []*rules.Effect) string {
	var out []string
	for _, e := range es {
		out = append(out, formEffect(e))
	}
	return "[" + strings.Join(out, "; ") + "]"
}

func formEffect(e *rules.Effect) string {
	var parts []string
	add := func(k, v string) {
		if v != "" {
			parts = append(parts, k+"="+v)
		}
	}
	add("n", e.N.String())
	add("p", e.P.String())
	add("t", e.T.String())
	add("what", e.What)
	add("to", e.To)
	add("source", e.Source)
	add("kind", formKind(e))
	// Keywords granted together and a set of colors are the same whatever
	// order the language lists them in (« le contact mortel et le lien de
	// vie », "legame vitale e tocco letale"; « rouge et blanche », "bianca
	// e rossa").
	kws := slices.Clone(e.Keywords)
	sort.Strings(kws)
	add("keywords", strings.Join(kws, ","))
	add("types", strings.Join(e.Types, ","))
	switch {
	case len(e.Subtypes) == 1 && (e.Subtypes[0] == "chosen" || e.Subtypes[0] == rules.AllCreatureTypes):
		// The type chosen as it entered, every creature type: no word.
		add("subtypes", e.Subtypes[0])
	case len(e.Subtypes) > 0:
		add("subtypes", "<type>")
	}
	add("colors", colorOrder(e.Colors))
	add("mana", e.Mana)
	add("mana_for", strings.Join(e.ManaFor, ","))
	if e.Cost != nil {
		add("cost", e.Cost.String())
	}
	add("pt", e.PT)
	add("until", e.Until)
	add("affects", e.Affects)
	add("filter", canonicalFilter(e.Filter))
	add("zone", e.Zone)
	formInsteadChoose(add, e)
	add("if", e.If.String())
	if e.Op == "vote" || e.Op == "for_each_vote" {
		// The options voted for are the reader's language-neutral words
		// (vote.go), unlike other names and choices.
		add("choices", strings.Join(e.Choices, ","))
		add("name", e.Name)
	}
	if e.Op == "enters_choice" && slices.Equal(e.Choices, colorChoices) {
		// A choice of color (the only language-neutral one) is shown; a
		// card's own words (Croire, Douter) are not compared.
		add("choices", "colors")
	}
	if e.Op == "enters_choice" {
		add("choices", colorsExcept(e.Choices))
		if slices.Equal(e.Choices, basicLandTypes) {
			add("choices", "basic_land_types")
		}
	}
	if e.Tapped {
		parts = append(parts, "tapped")
	}
	if e.Bottom {
		parts = append(parts, "bottom")
	}
	if e.NotLegendary {
		parts = append(parts, "not_legendary")
	}
	if e.Attacking {
		parts = append(parts, "attacking")
	}
	if e.Optional {
		parts = append(parts, "optional")
	}
	if e.Ability != nil {
		add("ability", "{"+FormAbility(e.Ability)+"}")
	}
	if len(e.Then) > 0 {
		add("then", formEffects(e.Then))
	}
	if len(e.Else) > 0 {
		add("else", formEffects(e.Else))
	}
	if len(parts) == 0 {
		return e.Op
	}
	return e.Op + "(" + strings.Join(parts, " ") + ")"
}

// formKind is an effect's kind in its form: a token's creature types are
// words of its language, shown as <type> (the basic land types are the
// reader's own English words, shown as they are).
func formKind(e *rules.Effect) string {
	if e.Op != "token" {
		return e.Kind
	}
	t, subs, ok := tokenKindSubtypes(e.Kind)
	if !ok {
		return e.Kind
	}
	var kept []string
	for _, s := range subs {
		if slices.Contains(basicLandTypes, s) {
			kept = append(kept, s)
		} else if !slices.Contains(kept, "<type>") {
			kept = append(kept, "<type>")
		}
	}
	return t + " — " + strings.Join(kept, " ")
}

// canonicalFilter writes a filter's conditions in one order, so that a
// scenario's "creature you_control" and the reader's "you_control
// creature" compare equal.
func canonicalFilter(f *rules.Filter) string {
	if f == nil {
		return ""
	}
	ws := strings.Fields(f.String())
	if !slices.Contains(ws, "card") && slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(cardZones, w) }) {
		ws = append(ws, "card")
	}
	for i, w := range ws {
		// "creature|sub:vehicule": each alternative.
		alts := strings.Split(w, "|")
		for j, a := range alts {
			alts[j] = canonicalSubtype(a)
		}
		// « un démon, une horreur ou un cauchemar » and « un Demone, un
		// Incubo o un Orrore » list the same alternatives in their own
		// alphabetical orders.
		sort.Strings(alts)
		ws[i] = strings.Join(alts, "|")
	}
	sort.Strings(ws)
	return strings.Join(ws, " ")
}

// colorOrder writes a set of color letters in the order of the color
// wheel (WUBRG), as Magic prints them; anything else stays as it is.
func colorOrder(cs string) string {
	if cs == "" || strings.Trim(cs, "WUBRGC") != "" {
		return cs
	}
	var b strings.Builder
	for _, c := range "WUBRGC" {
		if strings.ContainsRune(cs, c) {
			b.WriteRune(c)
		}
	}
	if b.Len() != len(cs) {
		return cs // a letter twice: not a set
	}
	return b.String()
}

// cardZones are the zones where every object is a card: "creature
// in:graveyard" and "card creature in:graveyard" name the same cards
// (« créature ciblée de votre cimetière », « carta creatura bersaglio dal
// tuo cimitero»).
var cardZones = []string{"in:graveyard", "in:hand", "in:library", "in:exile"}

// canonicalSubtype writes a subtype word of a filter ("sub:vehicule",
// "!sub:veicolo") as the term table's key ("sub:vehicle"), so that the
// French and Italian readings of a card compare alike. Subtypes the table
// does not hold stay as they are.
func canonicalSubtype(w string) string {
	neg, rest := "", w
	if strings.HasPrefix(rest, "!") {
		neg, rest = "!", rest[1:]
	}
	sub, ok := strings.CutPrefix(rest, "sub:")
	if !ok {
		return w
	}
	if key, ok := subtypeKeys()[strings.ReplaceAll(sub, "_", " ")]; ok {
		return neg + "sub:" + key
	}
	return w
}

// subtypeKeys maps the folded French and Italian forms of the term
// table's subtypes to their keys, and those of lexicon/subtypes.tsv (every
// subtype printed on a real card, derived from their type lines) to their
// English names; the term table wins where both have a word.
var subtypeKeys = sync.OnceValue(func() map[string]string {
	out := map[string]string{}
	if data, err := lexiconFiles.ReadFile("lexicon/subtypes.tsv"); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			f := strings.Split(line, "\t")
			if len(f) != 3 || strings.HasPrefix(line, "#") {
				continue
			}
			for _, words := range f[1:] {
				for _, w := range strings.Split(words, "|") {
					if w != "" {
						out[w] = f[0]
					}
				}
			}
		}
	}
	terms, err := corpus.Terms()
	if err != nil {
		return out
	}
	for _, t := range terms {
		if t.Kind != "subtype" {
			continue
		}
		for _, f := range append(slices.Clone(t.FR), t.IT...) {
			out[text.FoldLine(f)] = t.Key
		}
	}
	return out
})

// formInsteadChoose adds where a card goes instead, and what a blocking
// requirement or a prevention shield chooses (the attacking creature to
// block, the kind of source).
func formInsteadChoose(add func(k, v string), e *rules.Effect) {
	add("instead", e.NewZone)
	if e.Op == "must_block" || e.Op == "prevent_next_chosen" {
		add("choose", e.Choose)
	}
}
