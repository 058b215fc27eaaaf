package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"sort"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
	"gopkg.in/yaml.v3"
)

// LibraryFile is where the embedded generic cards are kept, beside the
// scenarios.
const LibraryFile = "scenarios/library/cards.yaml"

// Library holds the generic cards of the scenarios: the cards a document
// only mentions, or that a scenario invents ("Ours", "Choc"), each defined
// once so that "Choc" deals the same damage in every file. A scenario names
// them in its setup by name; it never defines them again.
type Library struct {
	specs map[string]*CardSpec // folded name → card
	names []string             // as written, sorted
}

// LoadLibrary returns the embedded library of generic cards.
func LoadLibrary() (*Library, error) {
	b, err := fs.ReadFile(scenarioFS, LibraryFile)
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	return builtin.ParseLibrary(LibraryFile, b)
}

// ParseLibrary reads a library of generic cards (a YAML list of cards in
// the scenarios' card format), validating each card's abilities against
// the language. A card named twice, or a knowledge-base card, is an error
// at its file:line.
func (l *Language) ParseLibrary(name string, data []byte) (*Library, error) {
	if len(data) > MaxScenarioFile {
		return nil, fmt.Errorf("%s: %d bytes, more than the %d-byte limit", name, len(data), MaxScenarioFile)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var list []*CardSpec
	if err := dec.Decode(&list); err != nil {
		if errors.Is(err, io.EOF) {
			return &Library{specs: map[string]*CardSpec{}}, nil
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	lib := &Library{specs: map[string]*CardSpec{}}
	for _, c := range list {
		if c == nil {
			return nil, fmt.Errorf("%s: empty card", name)
		}
		switch {
		case c.KB != "":
			return nil, fmt.Errorf("%s:%d: %s is a knowledge-base card: scenarios name it by id, the library holds generic cards only", name, c.Line, c.KB)
		case c.Name == "":
			return nil, fmt.Errorf("%s:%d: card without a name", name, c.Line)
		case c.Reason != "":
			return nil, fmt.Errorf("%s:%d: %s: reason is for knowledge-base cards", name, c.Line, c.Name)
		}
		k := text.FoldLine(c.Name)
		if prev := lib.specs[k]; prev != nil {
			return nil, fmt.Errorf("%s:%d: card %q already defined at line %d", name, c.Line, c.Name, prev.Line)
		}
		if err := l.checkCard(c); err != nil {
			var le *rules.LineError
			if errors.As(err, &le) {
				return nil, fmt.Errorf("%s:%d: card %q: %w", name, le.Line, c.Name, le.Err)
			}
			return nil, fmt.Errorf("%s:%d: card %q: %w", name, c.Line, c.Name, err)
		}
		if _, err := (&runner{}).buildDef(c); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, c.Line, err)
		}
		lib.specs[k] = c
		lib.names = append(lib.names, c.Name)
	}
	sort.Strings(lib.names)
	return lib, nil
}

// Card returns the generic card of that name (compared folded).
func (lib *Library) Card(name string) (*CardSpec, bool) {
	if lib == nil {
		return nil, false
	}
	c, ok := lib.specs[text.FoldLine(name)]
	return c, ok
}

// Names lists the library's cards, sorted.
func (lib *Library) Names() []string { return append([]string(nil), lib.names...) }

// Len is the number of generic cards.
func (lib *Library) Len() int {
	if lib == nil {
		return 0
	}
	return len(lib.specs)
}
