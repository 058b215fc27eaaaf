package locale

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Base is the language every key must have: its file says which keys
// exist, and the message of a key another language lacks.
const Base = "en"

//go:embed translations/*.json
var translations embed.FS

// Catalogue is the messages of every language, read-only once built.
type Catalogue struct {
	langs []string                     // sorted
	msgs  map[string]map[string]string // language → key → message
}

// load reads the embedded translations once: they cannot change while
// the program runs, and every caller gets the same Catalogue (or error).
var load = sync.OnceValues(func() (*Catalogue, error) {
	sub, err := fs.Sub(translations, "translations")
	if err != nil {
		return nil, err
	}
	return Parse(sub, "translations")
})

// Load returns the catalogue embedded in the program, parsed and checked
// on the first call.
func Load() (*Catalogue, error) { return load() }

// Parse reads a catalogue from the LANG.json files at the root of fsys;
// dir names that directory in errors. Every file is one JSON object of
// keys and messages. Parse fails, naming the file, the line and the key,
// on bad JSON, a key given twice, an empty message, a key the Base
// language lacks, and a message whose format verbs (fmt's %s, %d, %[2]s…)
// take an argument as another kind of value than the Base language's do
// (%s where it has %d), or take one it does not.
func Parse(fsys fs.FS, dir string) (*Catalogue, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, err
	}
	c := &Catalogue{msgs: map[string]map[string]string{}}
	at := map[string]map[string]int{} // language → key → line, for errors
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		file := path.Join(dir, name)
		msgs, lines, err := decode(file, data)
		if err != nil {
			return nil, err
		}
		lang := strings.TrimSuffix(name, ".json")
		c.langs = append(c.langs, lang)
		c.msgs[lang] = msgs
		at[lang] = lines
	}
	base, ok := c.msgs[Base]
	if !ok {
		return nil, fmt.Errorf("%s: no %s.json, the base language's messages", dir, Base)
	}
	sort.Strings(c.langs)
	var errs []error
	for _, lang := range c.langs {
		if lang == Base {
			continue
		}
		file := path.Join(dir, lang+".json")
		for _, key := range sortedKeys(c.msgs[lang]) {
			want, ok := base[key]
			if !ok {
				errs = append(errs, fmt.Errorf("%s:%d: %q: no such key in %s.json", file, at[lang][key], key, Base))
				continue
			}
			if diff := sameVerbs(c.msgs[lang][key], want); diff != "" {
				errs = append(errs, fmt.Errorf("%s:%d: %q: %s", file, at[lang][key], key, diff))
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return c, nil
}

// decode reads one file's object of keys and messages, and the line of
// each key, token by token so as to name the line of a fault and to catch
// a key given twice, which encoding/json's maps silently keep the last of.
func decode(file string, data []byte) (msgs map[string]string, lines map[string]int, err error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	at := func() string { return fmt.Sprintf("%s:%d", file, lineAt(data, dec.InputOffset())) }
	fail := func(err error) error {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return fmt.Errorf("%s:%d: %v", file, lineAt(data, se.Offset), err)
		}
		return fmt.Errorf("%s: %v", at(), err)
	}
	if tok, err := dec.Token(); err != nil {
		return nil, nil, fail(err)
	} else if tok != json.Delim('{') {
		return nil, nil, fmt.Errorf("%s: want an object of keys and messages", at())
	}
	msgs, lines = map[string]string{}, map[string]int{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, fail(err)
		}
		key := tok.(string) // More said an object member follows: a key
		if tok, err = dec.Token(); err != nil {
			return nil, nil, fail(err)
		}
		msg, ok := tok.(string)
		switch {
		case !ok:
			return nil, nil, fmt.Errorf("%s: %q: the message is not a string", at(), key)
		case strings.TrimSpace(msg) == "":
			return nil, nil, fmt.Errorf("%s: %q: empty message (leave the key out to show the %s one)", at(), key, Base)
		}
		if _, dup := msgs[key]; dup {
			return nil, nil, fmt.Errorf("%s: %q: given twice", at(), key)
		}
		msgs[key], lines[key] = msg, lineAt(data, dec.InputOffset())
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, nil, fail(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, nil, fmt.Errorf("%s: data after the object", at())
	}
	return msgs, lines, nil
}

func lineAt(data []byte, off int64) int {
	return 1 + bytes.Count(data[:min(off, int64(len(data)))], []byte("\n"))
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Languages returns the catalogue's languages, sorted.
func (c *Catalogue) Languages() []string { return slices.Clone(c.langs) }

// Keys returns the catalogue's keys (the Base language's), sorted.
func (c *Catalogue) Keys() []string { return sortedKeys(c.msgs[Base]) }

// Has reports whether the catalogue holds key.
func (c *Catalogue) Has(key string) bool {
	_, ok := c.msgs[Base][key]
	return ok
}

// Message returns key's message in lang, in the Base language if lang
// lacks it (or is not in the catalogue), and whether the key exists.
func (c *Catalogue) Message(lang, key string) (string, bool) {
	if m, ok := c.msgs[lang][key]; ok {
		return m, true
	}
	m, ok := c.msgs[Base][key]
	return m, ok
}

// Translated reports whether lang itself has key, without falling back
// to the Base language.
func (c *Catalogue) Translated(lang, key string) bool {
	_, ok := c.msgs[lang][key]
	return ok
}
