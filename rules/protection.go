package rules

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/internal/text"
)

//go:embed protection_qualities.json
var protectionQualitiesJSON []byte

// protectionForms maps a folded printed quality ("contre le rouge", "dal
// rosso", "from red") to its canonical quality ("red"): a card's protection
// is one keyword whatever the language it is printed in.
var protectionForms = sync.OnceValues(func() (map[string]string, error) {
	var raw map[string]any
	if err := json.Unmarshal(protectionQualitiesJSON, &raw); err != nil {
		return nil, fmt.Errorf("protection_qualities.json: %w", err)
	}
	m := map[string]string{}
	for q, forms := range raw {
		fs, _ := forms.([]any)
		for _, f := range fs {
			if s, ok := f.(string); ok {
				m[text.FoldLine(s)] = q
			}
		}
	}
	return m, nil
})

// protectionAnd splits "from white and from blue" / « contre le blanc et
// contre le bleu » / « dal bianco e dal blu »: two protection abilities
// (702.16g). Each part keeps its preposition, so " e " inside a quality
// is never split by mistake.
var protectionAnd = regexp.MustCompile(` (?:and|et|e) (?:(?:from|contre|da(?:l|lla|lle|gli|i|ll')?)\b)`)

// ProtectionQualities reads what follows the word "protection" into its
// canonical qualities, one per protection ability; false when any part is
// not a quality the engine runs.
func ProtectionQualities(arg string) ([]string, bool) {
	forms, err := protectionForms()
	if err != nil {
		return nil, false
	}
	f := strings.TrimSpace(text.FoldLine(arg))
	var parts []string
	for {
		loc := protectionAnd.FindStringIndex(f)
		if loc == nil {
			parts = append(parts, f)
			break
		}
		// The separator's first word goes; its preposition stays.
		sep := f[loc[0]+1 : loc[1]]
		_, prep, _ := strings.Cut(sep, " ")
		parts = append(parts, f[:loc[0]])
		f = prep + f[loc[1]:]
	}
	var out []string
	for _, p := range parts {
		q, ok := forms[strings.TrimSpace(p)]
		if !ok {
			return nil, false
		}
		out = append(out, q)
	}
	return out, true
}

// protects reports whether "protection from quality" covers a source: the
// quality is canonical (protection_qualities.json).
func protects(quality string, src *Chars) bool {
	colors := map[string]Color{"white": White, "blue": Blue, "black": Black, "red": Red, "green": Green}
	if col, ok := colors[quality]; ok {
		return src.HasColor(col)
	}
	types := map[string]string{"creatures": TCreature, "artifacts": TArtifact, "enchantments": TEnchantment,
		"instants": TInstant, "lands": TLand}
	if t, ok := types[quality]; ok {
		return src.Is(t)
	}
	switch quality {
	case "everything":
		return true
	case "all colors":
		return len(src.Colors) > 0
	case "multicolored":
		return len(src.Colors) > 1
	case "monocolored":
		return len(src.Colors) == 1
	}
	return false
}
