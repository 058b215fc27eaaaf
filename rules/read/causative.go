package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// A causative makes another object or player do an action: "you may have
// it deal 2 damage to target creature", « vous pouvez faire qu'il inflige
// 2 blessures à une créature ciblée », « puoi fargli infliggere 2 danni a
// una creatura bersaglio », « puoi far perdere 1 punto vita a un
// giocatore bersaglio ». It means what the clause "it deals 2 damage to
// target creature" means, done only if you choose to: the verb form after
// the causative (a bare infinitive, a subjunctive, an Italian infinitive
// with its doer after "da" or "a") is put back to the indicative the
// effect shapes read (the lexicon's causatives), the doer before it, and
// the clause is read as any other, each of its instructions optional.

// buildOptionalHave builds the effect shape "optional_have": "you may
// have (doer) (verb) …", « vous pouvez faire que (doer) (verb) … », «
// puoi fargli (verb) … » (the doer a pronoun, the verb first): the first
// verb form of the lexicon's causatives is put to the indicative.
func buildOptionalHave(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	words := strings.Fields(m["rest"])
	for i, w := range words {
		if v, ok := rd.lx.causatives[w]; ok {
			words[i] = v
			return rd.optionalClauses(strings.Join(words, " "))
		}
	}
	if rd.lx.lang != "en" {
		// « faire que les créatures que vous contrôlez acquièrent … »: a
		// subjunctive the indicative spells alike (the lexicon lists
		// those that differ).
		if effs, err := rd.optionalClauses(m["rest"]); err == nil {
			return effs, nil
		}
	}
	return nil, unreadf("no verb after the causative in %q", m["rest"])
}

// doerArticles are the Italian articulated prepositions before a doer,
// with the article they hold: « alle creature Alleato che controlli » is
// "le creature …"; before the card's own name (« dagli Scherzi da
// Boggart » → "dagli ~") the name swallowed it.
var doerArticles = map[string]string{"al": "il", "allo": "lo", "alla": "la", "ai": "i", "agli": "gli", "alle": "le",
	"dal": "il", "dallo": "lo", "dalla": "la", "dai": "i", "dagli": "gli", "dalle": "le"}

// buildOptionalMake builds the effect shape "optional_make": the Italian
// « puoi far (verb) … » whose doer follows the verb, after "da"
// (« far infliggere dalla Masticora 3 danni a … ») or "a" (« far perdere 1
// punto vita a un giocatore bersaglio »), or is the card itself right
// after it (« far diventare ~ una creatura … »). Each place the doer may stand is
// tried, the longest doer first; the first clause that reads is the
// reading (a doer that is no object or player, or an action it cannot
// take, does not read).
func buildOptionalMake(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	words := strings.Fields(m["rest"])
	if len(words) < 2 {
		return nil, unreadf("no action after the causative in %q", m["rest"])
	}
	verb, ok := rd.lx.causatives[words[0]]
	if !ok {
		return nil, unreadf("unknown verb %q after the causative", words[0])
	}
	after := words[1:]
	var candidates []string
	if after[0] == "~" {
		// « far diventare il Riflesso Rettile una creatura … »: the card
		// itself right after the verb.
		candidates = append(candidates, "~ "+verb+" "+strings.Join(after[1:], " "))
	}
	for i, w := range after {
		art, articulated := doerArticles[w]
		if w != "da" && w != "a" && !articulated {
			continue
		}
		for j := len(after); j > i+1; j-- {
			doer := strings.Join(after[i+1:j], " ")
			if articulated && after[i+1] != "~" {
				// « alle creature Alleato che controlli »: the article
				// the preposition holds.
				doer = art + " " + doer
			}
			rest := strings.Join(append(append([]string{}, after[:i]...), after[j:]...), " ")
			candidates = append(candidates, doer+" "+verb+" "+rest)
		}
	}
	var first error
	for _, c := range candidates {
		saved := *rd.ab
		savedLast, savedSubj, savedPl := rd.last, rd.subject, rd.lastPl
		effs, err := rd.optionalClauses(c)
		if err == nil {
			return effs, nil
		}
		*rd.ab = saved
		rd.last, rd.subject, rd.lastPl = savedLast, savedSubj, savedPl
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = unreadf("no doer after the causative in %q", m["rest"])
	}
	return nil, first
}
