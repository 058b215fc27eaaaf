package read

import (
	"os"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
)

func TestZZScratch(t *testing.T) {
	b, _ := os.ReadFile("/root/engine-ops-scratch.txt")
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		parts := strings.SplitN(l, "|", 4) // lang|name|type|text
		c := corpus.Card{ID: "x", Lang: parts[0], Name: parts[1], TypeLine: parts[2], Layout: corpus.LayoutNormal, Text: []string{parts[3]}, Modes: []string{}}
		c.Supertypes, c.Types, c.Subtypes, _ = rules.ParseTypeLine(parts[2])
		cr, err := ReadCard(&c)
		if err != nil {
			t.Log(err)
			continue
		}
		for _, p := range cr.Paragraphs {
			t.Logf("%s | %s | %s | %v", parts[0], p.Status, p.Reason, p.Form())
		}
	}
}
