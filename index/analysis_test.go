package index

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/golden"
)

// TestAnalyzers pins what each analysis chain makes of typical text, in
// testdata/analysis.golden (go test -run TestAnalyzers -update rewrites it).
// The properties the search relies on are also asserted directly.
func TestAnalyzers(t *testing.T) {
	ix := buildSmall(t)
	inputs := []string{
		"Délire délire delire DELIRE",
		"Pilleuse de poubelles optimiste",
		"pilleuse poubelle optimiste",
		"L'Anthropède, l’Anthropède",
		"Pièce pièces piece",
		"À été où",
		"manifester l'effroi",
		"dell'angoscia Stanza stanze sopravvivenza",
		"Créature-enchantement : avatar et horreur",
		"coût converti de mana",
		"en jeu",
		"702.118a",
		"{2}{R}{R} 5/5",
		"flying creatures' trample",
	}
	var b strings.Builder
	for _, a := range []string{analyzerFR, analyzerIT, analyzerEN, analyzerName} {
		fmt.Fprintf(&b, "## %s\n", a)
		for _, in := range inputs {
			fmt.Fprintf(&b, "%s\t→ %s\n", in, strings.Join(terms0(ix.analyze(a, in)), " "))
		}
	}
	golden.Check(t, filepath.Join("testdata", "analysis.golden"), []byte(b.String()))

	same := func(a, x, y string) {
		t.Helper()
		tx, ty := strings.Join(terms0(ix.analyze(a, x)), " "), strings.Join(terms0(ix.analyze(a, y)), " ")
		if tx != ty || tx == "" {
			t.Errorf("%s: %q → %q but %q → %q", a, x, tx, y, ty)
		}
	}
	same(analyzerFR, "délire", "delire")
	same(analyzerFR, "pièce", "piece") // short word: the stemmer does not fold it
	for _, stop := range []string{"à", "À", "été", "de", "l'"} {
		if ts := ix.analyze(analyzerFR, stop); len(ts) > 0 {
			t.Errorf("%s: stop word %q → %q", analyzerFR, stop, terms0(ts)) // removed before folding
		}
	}
	same(analyzerFR, "Pilleuse de poubelles optimiste", "pilleuse poubelle optimiste")
	same(analyzerIT, "sopravvivenza", "SOPRAVVIVENZA")
	same(analyzerIT, "furtività", "furtivita")
	same(analyzerName, "Anthropède", "l'anthropede")
	same(analyzerName, "Anthropède", "l’Anthropède")
}
