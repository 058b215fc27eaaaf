package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// semicolonKeywords reads a paragraph of keywords that Oracle text
// separates with semicolons where one of them has words of its own or
// reminder text ("Protection from artifacts; reach", "Trample; haste;
// shroud (…)"): each part must be keywords, as a comma-separated line
// must (branch grammar-parity-en).
func semicolonKeywords(raw string) ([]rules.Keyword, bool) {
	s := strings.TrimSpace(rules.StripReminder(raw))
	if !strings.Contains(s, "; ") {
		return nil, false
	}
	var out []rules.Keyword
	for _, part := range strings.Split(s, "; ") {
		kws, ok := rules.ParseKeywords(part)
		if !ok {
			return nil, false
		}
		out = append(out, kws...)
	}
	return out, true
}
