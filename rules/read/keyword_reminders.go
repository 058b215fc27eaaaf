package read

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// A keyword line is read with its reminder text where the lexicon says
// what that reminder must say (keywordReminders): mutate's names the
// rule's parts (702.140a: cast for its mutate cost, over or under, a
// target non-Human creature the caster owns). A line whose reminder says
// something else is left unread: the keyword is not the one the reader
// knows, or the document misprints it.

// reminderText finds the parenthesised reminders of a paragraph.
var reminderText = regexp.MustCompile(`\(([^()]*)\)`)

// checkKeywordLine checks a paragraph of keywords: a triggered keyword
// printed twice is two abilities the engine's object cannot hold, and a
// keyword's reminder text must say what the keyword does.
func (lx *lexicon) checkKeywordLine(raw string, kws []rules.Keyword) error {
	if k := repeatedTrigger(kws); k != "" {
		return unreadf("keyword %s twice: each instance triggers, the engine's object has one", k)
	}
	return lx.checkKeywordReminders(raw, kws)
}

// checkKeywordReminders checks the reminder text of a line that is one
// keyword with a reminder pattern in the lexicon; a line of several
// keywords is not checked (its reminders may be any of theirs).
func (lx *lexicon) checkKeywordReminders(raw string, kws []rules.Keyword) error {
	if len(kws) != 1 || len(lx.keywordReminders) == 0 {
		return nil
	}
	re, ok := lx.keywordReminders[kws[0].Key]
	if !ok {
		return nil
	}
	for _, m := range reminderText.FindAllStringSubmatch(raw, -1) {
		if r := text.FoldLine(strings.TrimSpace(m[1])); !re.MatchString(r) {
			return unreadf("keyword %s with the reminder text %q, which does not say what the keyword does", kws[0].Key, r)
		}
	}
	return nil
}
