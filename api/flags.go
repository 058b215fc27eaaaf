package api

import "regexp"

// The parser's flags (corpus Card.Flags, GlossaryEntry.Flags: what it
// could not settle) are English sentences, kept as they are in the
// knowledge base and `ingest --json`; the pages word the known ones in
// the interface language from their parts.

// flagForms are the flags the parser (package ingest) writes, each with
// the catalogue key, below "flag.", of its wording; the submatches are
// the message's arguments, in order.
var flagForms = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^layout (\S+) read from the last face's mana cost$`), "layout_last_face"},
	{regexp.MustCompile(`^printed again at line (\d+) with different text$`), "printed_again"},
	{regexp.MustCompile(`^type line: "(.*)" read as (.*)$`), "type_read_as"},
	{regexp.MustCompile(`^misordered: filed between «(.*)» and «(.*)»$`), "misordered"},
	{regexp.MustCompile(`^ambiguous-glyph: (.+) at line (\d+)$`), "ambiguous_glyph"},
	{regexp.MustCompile(`^lost-symbol: line (\d+)$`), "lost_symbol"},
	{regexp.MustCompile(`^no type line$`), "no_type_line"},
}

// Flag words a parser's flag in t's language; one of an unknown form is
// shown as written.
func (t translator) Flag(flag string) string {
	for _, f := range flagForms {
		m := f.re.FindStringSubmatch(flag)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for i, a := range m[1:] {
			args[i] = a
		}
		if f.key == "layout_last_face" {
			args[0] = t.Layout(m[1])
		}
		return t.Tf("flag."+f.key, args...)
	}
	return flag
}
