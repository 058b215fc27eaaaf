package verify

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/golden"
	"github.com/arbitre/arbitre/internal/realcards"
	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/scenario"
)

// readerOpsInSource finds the op names the reader's code writes: the
// string given to an Effect's Op field (Op: "…", e.Op = "…") and the
// string passed where a function of the reader takes its op (a parameter
// named op).
func readerOpsInSource(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "rules", "read", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	opParam := map[string][]int{} // function → indexes of its parameters named op
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, af)
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			i := 0
			for _, p := range fd.Type.Params.List {
				for _, n := range p.Names {
					if n.Name == "op" {
						opParam[fd.Name.Name] = append(opParam[fd.Name.Name], i)
					}
					i++
				}
			}
		}
	}
	found := map[string]bool{}
	lit := func(e ast.Expr) {
		if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.STRING {
			if s, err := strconv.Unquote(b.Value); err == nil {
				found[s] = true
			}
		}
	}
	for _, af := range parsed {
		ast.Inspect(af, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Op" {
					lit(n.Value)
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if sel, ok := l.(*ast.SelectorExpr); ok && sel.Sel.Name == "Op" && i < len(n.Rhs) {
						lit(n.Rhs[i])
					}
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok {
					for _, i := range opParam[id.Name] {
						if i < len(n.Args) {
							lit(n.Args[i])
						}
					}
				}
			}
			return true
		})
	}
	var out []string
	for s := range found {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// TestReaderOps: reader_ops.txt is the list of the ops the reader's code
// can emit (go test ./verify -run TestReaderOps -update rewrites it), each
// an op of the engine's registry; the ops without a scenario that plays
// them from a printed card are reported.
func TestReaderOps(t *testing.T) {
	ops := readerOpsInSource(t)
	if len(ops) < 50 {
		t.Fatalf("%d ops found in the reader's source: the search is broken", len(ops))
	}
	for _, op := range ops {
		if _, ok := rules.BuiltinOps().Lookup(op); !ok {
			t.Errorf("the reader writes op %q, which the engine does not have", op)
		}
	}
	golden.Check(t, "reader_ops.txt", []byte("# The ops the reader (rules/read) can emit, found in its source by\n# TestReaderOps; go test ./verify -run TestReaderOps -update rewrites it.\n"+strings.Join(ops, "\n")+"\n"))
	if !slices.Equal(ReaderOps(), ops) && !golden.Update() {
		t.Errorf("ReaderOps %v, want %v", ReaderOps(), ops)
	}
}

// TestOpsUsage: every op a card of the knowledge base compiles to is one
// the reader can emit (ReaderOps is complete) and has engine semantics;
// the ops no scenario plays from a printed card are reported.
func TestOpsUsage(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := OpsUsage(x.kb, nil, scs)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Cards != len(x.kb.Cards) {
		t.Errorf("%d cards read, want %d", rep.Cards, len(x.kb.Cards))
	}
	for _, u := range rep.Ops {
		if u.Cards > 0 && !u.Reader {
			t.Errorf("op %s: %d cards compile to it, but ReaderOps does not list it", u.Name, u.Cards)
		}
	}
	for _, op := range rep.NoEngine {
		t.Errorf("op %s: the reader emits it, the engine has no semantics for it", op)
	}
	var cardsNoScenario []string
	for _, u := range rep.Ops {
		if u.Reader && u.Scenarios == 0 && u.Cards > 0 {
			cardsNoScenario = append(cardsNoScenario, fmt.Sprintf("%s (%d cards)", u.Name, u.Cards))
		}
	}
	t.Logf("%d ops the reader emits; %d without a scenario playing them from a printed card: %s", len(ReaderOps()), len(rep.NoScenario), strings.Join(rep.NoScenario, ", "))
	t.Logf("of which used by cards of the knowledge base: %s", strings.Join(cardsNoScenario, ", "))
}

// TestReaderOpsHaveScenarios: every op the reader can emit (ReaderOps,
// reader_ops.txt) is played from a printed card by at least one embedded
// scenario (a card of the notes or a real printed card declared inline),
// so that an op cards compile to is never left without a scenario that
// runs it; and the report says so for each (has_scenario).
func TestReaderOpsHaveScenarios(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := OpsUsage(x.kb, nil, scs)
	if err != nil {
		t.Fatal(err)
	}
	played := map[string]bool{}
	for _, u := range rep.Ops {
		if u.HasScenario != (u.Scenarios > 0) {
			t.Errorf("op %s: has_scenario %v with %d scenarios", u.Name, u.HasScenario, u.Scenarios)
		}
		played[u.Name] = u.HasScenario
	}
	for _, op := range ReaderOps() {
		if !played[op] {
			t.Errorf("op %s: the reader emits it, no scenario plays it from a printed card (add one under rules/scenario/scenarios)", op)
		}
	}
	if len(rep.NoScenario) > 0 {
		t.Errorf("ops reported without a scenario: %v", rep.NoScenario)
	}
}

// TestReaderOpsHaveScenariosFails: the check above fails when a scenario
// is missing: without the scenarios of a file that alone plays an op
// (regenerate's printed Squelettes serviles), the op is reported.
func TestReaderOpsHaveScenariosFails(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	var kept []*scenario.Scenario
	for _, s := range scs {
		if s.File != "9ed-fr-printed-ops.yaml" && s.ID != "9ed-fr-g-regeneration-creature-enchantee" {
			kept = append(kept, s)
		}
	}
	rep, err := OpsUsage(x.kb, nil, kept)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(rep.NoScenario, "regenerate") {
		t.Errorf("without the scenarios playing regenerate, NoScenario is %v", rep.NoScenario)
	}
}

// realPrinting is one line of the real cards (internal/realcards): one
// face of one printing, in French, Italian and English (Oracle).
type realPrinting struct {
	Set, Number, Side string
	EnType            string `json:"en_type"`
	EnName            string `json:"en_name"`
	EnText            string `json:"en_text"`
	FrName            string `json:"fr_name"`
	FrType            string `json:"fr_type"`
	FrText            string `json:"fr_text"`
	ItName            string `json:"it_name"`
	ItType            string `json:"it_type"`
	ItText            string `json:"it_text"`
}

// TestOpsRealCards counts, on the real printed cards of ../shared/realcards
// (skipped where absent), how many faces compile to each op the reader
// emits, per language: the figures of `verify --ops` on cards nobody here
// wrote. Every op they compile to must be in ReaderOps.
func TestOpsRealCards(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 22,963 printings in three languages")
	}
	prints := realcards.Printings[realPrinting](t)
	kb := &corpus.KB{}
	for i, p := range prints {
		for _, l := range []struct{ lang, name, typ, text string }{
			{"fr", p.FrName, p.FrType, p.FrText}, {"it", p.ItName, p.ItType, p.ItText}, {"en", p.EnName, p.EnType, p.EnText}} {
			if l.text == "" || (l.lang != "en" && l.text == p.EnText) {
				continue // no text, or the English text in place of a translation
			}
			c := corpus.Card{ID: fmt.Sprintf("real-%s-%d", l.lang, i), Doc: "realcards", Lang: l.lang, Set: p.Set,
				Layout: corpus.LayoutNormal, Name: l.name, TypeLine: l.typ}
			c.Supertypes, c.Types, c.Subtypes, _ = rules.ParseTypeLine(p.EnType)
			c.Text, c.Modes = paragraphs(l.text)
			kb.Cards = append(kb.Cards, c)
		}
	}
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	rep, err := OpsUsage(kb, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d faces read (%v)", rep.Cards, rep.ByLang)
	sort.SliceStable(rep.Ops, func(i, j int) bool { return rep.Ops[i].Cards > rep.Ops[j].Cards })
	var unused []string
	for _, u := range rep.Ops {
		if u.Cards > 0 && !u.Reader {
			t.Errorf("op %s: %d real faces compile to it, but ReaderOps does not list it", u.Name, u.Cards)
		}
		if u.Cards == 0 {
			unused = append(unused, u.Name)
			continue
		}
		t.Logf("%-28s %6d faces  fr %5d  it %5d  en %5d", u.Name, u.Cards, u.ByLang["fr"], u.ByLang["it"], u.ByLang["en"])
	}
	t.Logf("ops the reader can emit that no real face compiles to: %s", strings.Join(unused, ", "))
}

// TestOpsRecords: the card-data records are read in each language they
// print (French and Italian as printed, English as Oracle): Unholy Heat's
// printed texts compile to damage.
func TestOpsRecords(t *testing.T) {
	im := carddata.NewImporter(carddata.Options{})
	if err := im.ReadFile(filepath.Join("..", "carddata", "testdata", "scryfall-cards.json")); err != nil {
		t.Fatal(err)
	}
	recs := RecordCards(im.Cards())
	langs := map[string]int{}
	for _, c := range recs {
		langs[c.Lang]++
	}
	if langs["fr"] == 0 || langs["it"] == 0 {
		t.Fatalf("records read by language: %v", langs)
	}
	rep, err := OpsUsage(nil, recs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Cards != len(recs) {
		t.Errorf("%d cards read, want %d", rep.Cards, len(recs))
	}
	i := slices.IndexFunc(rep.Ops, func(u OpUse) bool { return u.Name == "damage" })
	if i < 0 || rep.Ops[i].ByLang["fr"] == 0 || rep.Ops[i].ByLang["it"] == 0 || !rep.Ops[i].Engine || rep.Ops[i].Scenarios != 0 {
		t.Errorf("damage: %+v", rep.Ops)
	}
}
