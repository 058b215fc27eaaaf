package verify

import (
	_ "embed" // reader_ops.txt
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/read"
	"github.com/arbitre/arbitre/rules/scenario"
)

// `arbitre verify --ops` says, for each op the reader can emit, how many
// cards compile to it, whether the engine has semantics for it, and
// whether a scenario plays it from a printed card.
//
// The ops the reader can emit are listed in reader_ops.txt: the op names
// its code writes (Op: "…", or passed as the op of its builders), found in
// its source by TestReaderOps, which fails when the list is out of date
// (-update rewrites it). The program does not read source at run time;
// the list is embedded.

//go:embed reader_ops.txt
var readerOpsFile string

// ReaderOps lists the ops the reader can emit, sorted.
func ReaderOps() []string {
	var out []string
	for _, l := range strings.Split(readerOpsFile, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

// OpUse is one op of the ability language and its use.
type OpUse struct {
	Name string `json:"name"`
	// Reader: the reader can emit it (ReaderOps); an op only scenarios
	// write is listed when a card or scenario uses it.
	Reader bool `json:"reader"`
	// Cards counts the cards whose compiled print uses it (every card of
	// the knowledge base and card data read, per language in ByLang).
	Cards  int            `json:"cards"`
	ByLang map[string]int `json:"by_lang,omitempty"`
	// Engine: the engine has semantics for it (an op of its registry,
	// with a handler).
	Engine bool `json:"engine"`
	// Scenarios counts the scenarios that play a knowledge-base card whose
	// compiled print uses it (the print, not an override);
	// ScenariosWritten those that use it only in what they write (generic
	// cards, overrides, do: steps).
	Scenarios        int `json:"scenarios"`
	ScenariosWritten int `json:"scenarios_written"`
	// HasScenario: at least one scenario plays it from a printed card
	// (Scenarios > 0); every op the reader emits must
	// (TestReaderOpsHaveScenarios).
	HasScenario bool `json:"has_scenario"`
}

// OpsReport is the use of every op (see OpUse).
type OpsReport struct {
	// Cards counts the cards read, ByLang per language.
	Cards  int            `json:"cards"`
	ByLang map[string]int `json:"cards_by_lang"`
	Ops    []OpUse        `json:"ops"`
	// NoEngine lists the reader's ops without engine semantics;
	// NoScenario those no scenario plays from a printed card.
	NoEngine   []string `json:"no_engine,omitempty"`
	NoScenario []string `json:"no_scenario,omitempty"`
}

// opsOfValue collects the op of every instruction reachable from v
// (abilities, their modes, delayed and granted abilities, then: and
// else:).
func opsOfValue(v any, into map[string]bool) {
	seen := map[uintptr]bool{}
	effect := reflect.TypeOf(rules.Effect{})
	var walk func(reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.IsNil() {
				return
			}
			if v.Kind() == reflect.Pointer {
				if seen[v.Pointer()] {
					return
				}
				seen[v.Pointer()] = true
			}
			walk(v.Elem())
		case reflect.Struct:
			if v.Type() == effect {
				if op := v.FieldByName("Op").String(); op != "" {
					into[op] = true
				}
			}
			for i := 0; i < v.NumField(); i++ {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Map:
			for it := v.MapRange(); it.Next(); {
				walk(it.Value())
			}
		}
	}
	walk(reflect.ValueOf(v))
}

// compiledOps returns the ops of the paragraphs of a reading that compile.
func compiledOps(cr *read.CardReading) map[string]bool {
	out := map[string]bool{}
	if cr == nil {
		return out
	}
	for _, p := range cr.Paragraphs {
		if p.Status == read.ReadCompiled {
			opsOfValue(p.Abilities, out)
		}
	}
	return out
}

// OpsUsage counts, for each op, the cards of kb and the extra cards (card
// data records, see RecordCards) that compile to it, and the scenarios
// that play it.
func OpsUsage(kb *corpus.KB, extra []corpus.Card, scs []*scenario.Scenario) (*OpsReport, error) {
	rep := &OpsReport{ByLang: map[string]int{}}
	use := map[string]*OpUse{}
	get := func(op string) *OpUse {
		u := use[op]
		if u == nil {
			u = &OpUse{Name: op, ByLang: map[string]int{}}
			use[op] = u
		}
		return u
	}
	for _, op := range ReaderOps() {
		get(op).Reader = true
	}
	var vocab *read.Vocabulary // nil: the language tables alone
	if kb != nil {
		vocab = read.NewVocabulary(kb)
	}
	count := func(c *corpus.Card) error {
		cr, err := read.ReadCardWith(c, vocab)
		if err != nil {
			return err
		}
		rep.Cards++
		rep.ByLang[c.Lang]++
		for op := range compiledOps(cr) {
			u := get(op)
			u.Cards++
			u.ByLang[c.Lang]++
		}
		return nil
	}
	if kb != nil {
		for i := range kb.Cards {
			if err := count(&kb.Cards[i]); err != nil {
				return nil, err
			}
		}
	}
	for i := range extra {
		if err := count(&extra[i]); err != nil {
			return nil, err
		}
	}
	if err := scenarioOps(kb, scs, get); err != nil {
		return nil, err
	}
	for _, u := range use {
		_, u.Engine = rules.BuiltinOps().Lookup(u.Name)
		u.HasScenario = u.Scenarios > 0
		rep.Ops = append(rep.Ops, *u)
	}
	sort.Slice(rep.Ops, func(i, j int) bool { return rep.Ops[i].Name < rep.Ops[j].Name })
	for _, u := range rep.Ops {
		if !u.Reader {
			continue
		}
		if !u.Engine {
			rep.NoEngine = append(rep.NoEngine, u.Name)
		}
		if !u.HasScenario {
			rep.NoScenario = append(rep.NoScenario, u.Name)
		}
	}
	return rep, nil
}

// scenarioOps counts, per op, the scenarios that play it from a printed
// card and those that only write it.
func scenarioOps(kb *corpus.KB, scs []*scenario.Scenario, get func(string) *OpUse) error {
	cards := scenario.NewCards(kb)
	lib, err := scenario.LoadLibrary()
	if err != nil {
		return err
	}
	for _, s := range scs {
		printed, written := map[string]bool{}, map[string]bool{}
		overridden := map[string]bool{}
		for _, c := range s.Cards {
			if c.Printed() {
				// A real card declared in the scenario plays what the
				// reader compiles from its print.
				def, err := scenario.PrintedDef(c)
				if err != nil {
					return fmt.Errorf("scenario %s: %w", s.ID, err)
				}
				opsOfValue(def, printed)
				continue
			}
			opsOfValue(c, written)
			overridden[c.KB] = c.KB != ""
		}
		for _, it := range s.Setup {
			switch {
			case overridden[it.Card]:
			case cards.Has(it.Card):
				for op := range compiledOps(cards.Reading(it.Card)) {
					printed[op] = true
				}
			default:
				if cs, ok := lib.Card(it.Card); ok {
					opsOfValue(cs, written)
				}
			}
		}
		for _, a := range s.Actions {
			opsOfValue(a.Do, written)
		}
		for op := range printed {
			get(op).Scenarios++
		}
		for op := range written {
			if !printed[op] {
				get(op).ScenariosWritten++
			}
		}
	}
	return nil
}

// RecordCards lays the card-data records out as knowledge-base cards, one
// per record and language the record prints (French and Italian as
// printed, English as the Oracle text), for the reader to read: a card of
// several faces gets its faces.
func RecordCards(cs *carddata.Cards) []corpus.Card {
	if cs == nil {
		return nil
	}
	var out []corpus.Card
	for _, rc := range cs.All() {
		for _, lang := range []string{"fr", "it", "en"} {
			t := rc.Text(lang)
			if t == nil || strings.TrimSpace(t.Text) == "" {
				continue
			}
			out = append(out, recordCard(rc, t))
		}
	}
	return out
}

// recordCard is one language of a record as a knowledge-base card.
func recordCard(rc *carddata.Card, t *carddata.Text) corpus.Card {
	c := corpus.Card{ID: "record-" + t.Lang + "-" + rc.ID, Doc: "card-data", Lang: t.Lang, Set: t.Set,
		Layout: corpus.LayoutNormal, Name: t.Name, TypeLine: t.Type, Text: []string{}, Modes: []string{}}
	c.Supertypes, c.Types, c.Subtypes, _ = rules.ParseTypeLine(firstFace(t.Type))
	if len(t.Faces) >= 2 {
		for _, f := range t.Faces {
			face := corpus.Face{Name: f.Name, TypeLine: f.Type}
			face.Text, _ = paragraphs(f.Text)
			c.Faces = append(c.Faces, face)
		}
		return c
	}
	c.Text, c.Modes = paragraphs(t.Text)
	return c
}

func firstFace(typeLine string) string {
	first, _, _ := strings.Cut(typeLine, " // ")
	return first
}

// paragraphs splits a card's text into paragraphs and the bullets of its
// modes, as the release notes lay them out.
func paragraphs(text string) (paras, modes []string) {
	paras, modes = []string{}, []string{}
	for _, p := range strings.Split(text, "\n") {
		switch p = strings.TrimSpace(p); {
		case p == "":
		case strings.HasPrefix(p, "•"):
			modes = append(modes, strings.TrimSpace(strings.TrimPrefix(p, "•")))
		default:
			paras = append(paras, p)
		}
	}
	return slices.Clip(paras), modes
}
