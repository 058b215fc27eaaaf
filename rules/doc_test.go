package rules

import (
	"os"
	"strings"
	"testing"
)

// TestDocListsTheLanguage keeps doc.go honest as the ability language
// grows: every op, trigger and query the engine accepts is documented.
func TestDocListsTheLanguage(t *testing.T) {
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for tr := range triggers {
		if !strings.Contains(doc, tr) {
			t.Errorf("trigger %s is not documented in doc.go", tr)
		}
	}
}
