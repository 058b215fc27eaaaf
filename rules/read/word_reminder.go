package read

import (
	"maps"
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// The condition of an ability word in the reminder text (branch
// grammar-keywords-misc). The first printings of threshold (Odyssey,
// Torment, Judgment) give the condition only in the reminder: « Seuil —
// Le Loup-garou traître gagne +2/+2 … (Vous avez le seuil tant qu'il y a
// sept cartes ou plus dans votre cimetière.) », « Soglia — … (gioca questa
// abilità solo se hai almeno sette carte nel tuo cimitero) ». The reminder
// is read as a condition (the lexicon's word_reminder shapes, whose inner
// condition is read by the condition grammar) and put where Oracle puts it:
// a static ability's condition, "activate only if" for an activated
// ability, and for a triggered ability a static one that grants it while
// the condition holds (Oracle: "As long as seven or more cards are in your
// graveyard, ~ has "When …""). A spell's paragraph is left unread (its
// condition may choose between instructions). checkWordCondition then
// requires the condition read to be the word's.
func init() {
	maps.Copy(builders.conds, map[string]condBuilder{"word_reminder": condWordReminder})
}

func condWordReminder(rd *reader, m map[string]string) (string, error) {
	if w := strings.TrimSpace(m["word"]); w != "" {
		if _, ok := rd.lx.abilityWords[w]; !ok {
			return "", unreadf("%q is not an ability word", w)
		}
	}
	e, err := rd.condition(m["cond"])
	if err != nil {
		return "", err
	}
	return e.String(), nil
}

// reminderParens finds a paragraph's reminder texts.
var reminderParens = regexp.MustCompile(`\(([^()]+)\)`)

// reminderWordCondition gives abs the condition of their ability word read
// from the paragraph's reminder text, when the word's condition
// (wordConditions) is not in their form already; abs unchanged otherwise.
//
// It also refuses a grant of a keyword the engine reads only as printed
// on the card being cast (castKeywordsPrinted).
func (lx *lexicon) reminderWordCondition(abs []*rules.Ability, r *Reading, env paragraphEnv) ([]*rules.Ability, error) {
	if err := grantsCastKeyword(abs); err != nil {
		return nil, err
	}
	need := wordConditions[r.Word]
	if need == "" || len(abs) == 0 || strings.Contains(strings.Join(Reading{Abilities: abs}.Form(), " "), need) {
		return abs, nil
	}
	var cond *rules.Expr
	for _, m := range reminderParens.FindAllStringSubmatch(r.Text, -1) {
		s := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text.FoldLine(m[1])), "."))
		e, err := lx.newReader(env).condition(s)
		if err == nil && e.String() == need {
			cond = e
			break
		}
	}
	if cond == nil {
		return abs, nil
	}
	out := make([]*rules.Ability, 0, len(abs))
	for _, a := range abs {
		switch {
		case r.Kind == "static" && a.Static != nil:
			a.If = rules.CombineCond(a.If, cond)
		case r.Kind == "activated" && a.When == "" && a.Static == nil:
			a.ActiveIf = rules.CombineCond(a.ActiveIf, cond)
		case r.Kind == "triggered" && a.When != "":
			label := a.Label
			a.Label = ""
			if err := a.Settle(); err != nil {
				return abs, nil
			}
			a = &rules.Ability{Label: label, If: cond,
				Static: []*rules.Effect{{Op: "grant", Affects: "self", Ability: a}}}
		default:
			return abs, nil
		}
		out = append(out, a)
	}
	if r.Kind == "triggered" {
		r.Kind = "static"
	}
	return out, nil
}

// castKeywordsPrinted are keywords of casting (branch
// grammar-keywords-misc) the engine reads on the card as printed when it
// is cast: granted by another permanent ("Each red or green instant or
// sorcery spell you cast has conspire"), they would never apply.
var castKeywordsPrinted = map[string]bool{"conspire": true, "prowl": true, "jump_start": true}

// grantsCastKeyword reports a static ability granting one of them.
func grantsCastKeyword(abs []*rules.Ability) error {
	for _, a := range abs {
		for _, e := range a.Static {
			for _, k := range e.Keywords {
				if key, _, _ := strings.Cut(k, ":"); castKeywordsPrinted[key] {
					return unreadf("%s granted to other cards: the engine reads it only as printed on the card cast", key)
				}
			}
		}
	}
	return nil
}

// dashlessWord splits « soglia ~ prende +1/+1 … »: Judgment's Italian
// printings leave out the dash after the ability word. Only a word whose
// condition the paragraph must then hold (wordConditions) is split so:
// without that condition, in the text or its reminder, the paragraph stays
// unread.
func (lx *lexicon) dashlessWord(s string) (string, string, bool) {
	// Ability words have one to three words ("art des metaux").
	end := 0
	for range 3 {
		i := strings.IndexByte(s[end:], ' ')
		if i < 0 {
			break
		}
		end += i
		if key, ok := lx.abilityWords[s[:end]]; ok && wordConditions[key] != "" {
			return key, strings.TrimSpace(s[end:]), true
		}
		end++
	}
	return "", "", false
}
