package read

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildRollPlanar builds the effect shape "roll_planar": "roll the planar
// die", « lancez le dé planaire », « tira il dado planare » (901.9). The
// face rolled is the resolution's choice (rules/planar_die.go).
func buildRollPlanar(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "roll_planar"}, nil
}

// resultRow is a row of a die's result table, printed after "roll a d20"
// as a paragraph of its own: « 1-9 | Mettez un marqueur … », "10—20 | …",
// "15+ | …" (folded: the dash is a hyphen). Digits and marks only, alike
// in every language.
var resultRow = regexp.MustCompile(`^(\d+)(?:-(\d+)|(\+)) ?\| ?(.+)$`)

// isResultRow reports whether a paragraph is a row of a result table.
func isResultRow(text string) bool {
	return resultRow.MatchString(strings.TrimSpace(text4Row(text)))
}

// text4Row folds a printed paragraph's dashes the way the reader's folding
// does, for isResultRow on printed text.
func text4Row(s string) string {
	return strings.NewReplacer("—", "-", "–", "-").Replace(s)
}

// tableRow is one row: results lo to hi, and the instructions it runs.
type tableRow struct {
	lo, hi int
	text   string
}

// resultTable reads the rows (sents, from the first row to the end of the
// ability) of the table of the die the instruction before rolled (706.2):
// each row becomes "if the result is within the row, run it", under the
// roll. The rows must cover every result the die can show, 1 to its
// sides, in order and once: a roll whose result is modified ("roll a d20
// and add …"), or a table partly read, is left unread.
func (rd *reader) resultTable(sents []string, out []*rules.Effect) error {
	if len(out) == 0 || out[len(out)-1].Op != "roll" || len(out[len(out)-1].Then) > 0 {
		return unreadf("a result table with no die rolled before it")
	}
	roll := out[len(out)-1]
	sides, err := strconv.Atoi(roll.N.String())
	if err != nil {
		return unreadf("a result table of a die of %q faces", roll.N.String())
	}
	var rows []tableRow
	for _, s := range sents {
		m := resultRow.FindStringSubmatch(strings.TrimSpace(s))
		if m == nil {
			if len(rows) == 0 {
				return unreadf("a result table's sentence %q before its first row", s)
			}
			// A row of several sentences.
			rows[len(rows)-1].text += ". " + s
			continue
		}
		lo, _ := strconv.Atoi(m[1])
		hi := sides
		if m[3] == "" {
			hi, _ = strconv.Atoi(m[2])
		}
		rows = append(rows, tableRow{lo: lo, hi: hi, text: m[4]})
	}
	next := 1
	for _, r := range rows {
		if r.lo != next || r.hi < r.lo {
			return unreadf("a result table of a d%d whose rows do not cover 1 to %d in order", sides, sides)
		}
		next = r.hi + 1
	}
	if next != sides+1 {
		return unreadf("a result table of a d%d whose rows do not cover 1 to %d in order", sides, sides)
	}
	var then []*rules.Effect
	for _, r := range rows {
		effs, err := rd.effects(r.text)
		if err != nil {
			return err
		}
		cond, err := rules.ParseExpr(fmt.Sprintf("amount >= %d && amount <= %d", r.lo, r.hi))
		if err != nil {
			return fmt.Errorf("result table: %w", err)
		}
		then = append(then, &rules.Effect{Op: "if", If: cond, Then: effs})
	}
	roll.Then = then
	return nil
}

// joinResultRows reads the rows of a result table, ps[i] and the rows
// after it, with the paragraph head (its text so far: full) that rolls
// the die: all of them at once, since a table read in part is refused.
// Compiled, the rows become continuations of head. It returns the index
// of the table's last row.
func (lx *lexicon) joinResultRows(ps []Reading, head, i int, full string, env paragraphEnv) int {
	last := i
	text := full
	for j := i; j < len(ps) && ps[j].Face == ps[head].Face && ps[j].Status == ReadUnread && isResultRow(ps[j].Text); j++ {
		text += " " + ps[j].Text
		last = j
	}
	joined := lx.readParagraph(text, env)
	if joined.Status != ReadCompiled {
		return last
	}
	joined.Text = ps[head].Text
	ps[head] = joined
	for j := i; j <= last; j++ {
		ps[j] = Reading{Face: ps[j].Face, Paragraph: ps[j].Paragraph, Text: ps[j].Text, Status: ReadCompiled, Kind: "continuation"}
	}
	return last
}
