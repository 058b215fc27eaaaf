package verify

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules/read"
	"github.com/arbitre/arbitre/rules/scenario"
)

// A ruling counts as checked only when a scenario plays the printed text
// of its card as the reader compiles it and asserts something about the
// outcome. What a scenario writes in the card's place is read from the
// scenario itself, not kept in a list:
//
//   - an override: abilities written for a knowledge-base card (with a
//     reason) instead of those its print compiles to;
//   - a do: step whose source is a knowledge-base card: an effect the
//     card's print does not give it, standing in for the card's (or the
//     scheme's) own;
//   - a do: step that performs the action of a keyword of the ruling's
//     card (suspend), done by hand instead of by the card;
//   - a cast with free: true: a generic permission to cast without paying,
//     not the card whose effect grants it;
//   - a card ruling whose card (or its counterpart) is not in the game, or
//     whose card has paragraphs the reader does not compile: the game does
//     not play the card the ruling is about, or plays it without part of
//     its print.
//
// Such a scenario checks its rulings partly: they are reported apart
// (Report.RulingsPartial), each with these reasons.

// PartialRuling is a ruling that passing scenarios check only partly, with
// why, per scenario ("scenario: reason").
type PartialRuling struct {
	ID      string   `json:"id"`
	Reasons []string `json:"reasons"`
}

// standIns lists what scenario s writes in place of the printed cards,
// whatever ruling it checks.
func (x *Index) standIns(s *scenario.Scenario) []string {
	var out []string
	for _, c := range s.Cards {
		if c.KB != "" && c.Reason != "" {
			out = append(out, fmt.Sprintf("writes the abilities of %s instead of its print (%s)", c.KB, c.Reason))
		}
	}
	kbAlias := map[string]string{} // setup alias → knowledge-base card
	for _, it := range s.Setup {
		if x.cards.Has(it.Card) {
			kbAlias[alias(it)] = it.Card
		}
	}
	for i, a := range s.Actions {
		if len(a.Do) > 0 {
			if card := kbAlias[a.Source]; card != "" {
				out = append(out, fmt.Sprintf("action %d: a do: step gives %s an effect (%s) its print does not", i+1, card, opsOf(a)))
			}
		}
		if a.Free {
			out = append(out, fmt.Sprintf("action %d: cast with free: true, not by the effect of a card that casts it without paying", i+1))
		}
	}
	if len(expectationsOf(s)) == 0 && !forbids(s) {
		out = append(out, "asserts nothing about the outcome")
	}
	return out
}

// opsOf names the ops of a do: step.
func opsOf(a *scenario.Action) string {
	var ops []string
	for _, e := range a.Do {
		ops = append(ops, e.Op)
	}
	return strings.Join(ops, ", ")
}

// rulingStandIns lists why scenario s checks the ruling id only partly:
// its stand-ins (see standIns), and for a card ruling, the card missing
// from the game or played without part of its print.
func (x *Index) rulingStandIns(s *scenario.Scenario, id string, general []string) []string {
	out := general
	card := x.rulingCard[id]
	if card == "" {
		return out
	}
	cp := x.tr.IDs[card]
	inGame := ""
	for _, it := range s.Setup {
		if it.Card == card || (cp != "" && it.Card == cp) {
			inGame = it.Card
			break
		}
	}
	if inGame == "" {
		return append(out, fmt.Sprintf("the ruling's card %s is not in the game", card))
	}
	r := x.cards.Reading(inGame)
	if r == nil {
		return out
	}
	for _, p := range r.Paragraphs {
		if p.Status == read.ReadUnread {
			out = append(out, fmt.Sprintf("%s: ¶%d is not compiled (%s)", inGame, p.Paragraph+1, p.Reason))
		}
	}
	return append(out, doesWhatCardDoes(s, inGame, r)...)
}

// doesWhatCardDoes lists the do: steps that perform the action of one of
// the card's keywords (suspend): they do by hand what the card's keyword
// does. (A step that performs an op the card's print also performs is not
// counted: it is most often the event the card answers, a creature dealt
// damage or a card drawn.)
func doesWhatCardDoes(s *scenario.Scenario, card string, r *read.CardReading) []string {
	keywords := map[string]bool{}
	for _, p := range r.Paragraphs {
		for _, k := range p.Keywords {
			keywords[k.Key] = true
		}
	}
	var out []string
	for i, a := range s.Actions {
		ops := map[string]bool{}
		opsOfValue(a.Do, ops)
		for op := range ops {
			if keywords[op] {
				out = append(out, fmt.Sprintf("action %d: a do: step does %s, the action of a keyword of %s: it stands in for the card", i+1, op, card))
				break
			}
		}
	}
	return out
}
