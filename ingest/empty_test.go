package ingest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestNoNullInJSON: every list of every element is present in the JSON of
// the knowledge base, [] when empty, as the README promises, whatever the
// parser met: the embedded documents, each of them cut short at many
// points (a cut leaves entries half built), and the fuzz seeds.
func TestNoNullInJSON(t *testing.T) {
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	type input struct {
		what string
		src  corpus.Source
	}
	var inputs []input
	for _, s := range srcs {
		inputs = append(inputs, input{s.Name, s})
		lines := bytes.Split(s.Data, []byte("\n"))
		for n := 7; n < len(lines); n += len(lines)/23 + 1 {
			cut := corpus.Source{Name: s.Name, Data: bytes.Join(lines[:n], []byte("\n"))}
			inputs = append(inputs, input{fmt.Sprintf("%s cut after line %d", s.Name, n), cut})
		}
	}
	seeds, err := filepath.Glob("testdata/fuzz/FuzzParse/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range seeds {
		data, kind := fuzzSeed(t, f)
		inputs = append(inputs, input{f, corpus.Source{Name: fuzzNames[int(kind)%len(fuzzNames)], Data: data}})
	}
	for _, in := range inputs {
		kb, _, err := Parse([]corpus.Source{in.src})
		if err != nil {
			continue // rejected as a whole: nothing to marshal
		}
		b, err := json.Marshal(kb)
		if err != nil {
			t.Fatalf("%s: %v", in.what, err)
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("%s: %v", in.what, err)
		}
		for _, path := range nulls(v, "") {
			t.Errorf("%s: %s is null", in.what, path)
		}
	}
}

// nulls lists the paths of the null values in a decoded JSON value.
func nulls(v any, path string) []string {
	switch v := v.(type) {
	case nil:
		return []string{path}
	case map[string]any:
		var out []string
		for k, x := range v {
			out = append(out, nulls(x, path+"."+k)...)
		}
		return out
	case []any:
		var out []string
		for i, x := range v {
			out = append(out, nulls(x, fmt.Sprintf("%s[%d]", path, i))...)
		}
		return out
	}
	return nil
}

// fuzzSeed reads a seed file of the fuzz corpus ("go test fuzz v1", a
// []byte and a uint8).
func fuzzSeed(t *testing.T, file string) ([]byte, uint8) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "[]byte(") || !strings.HasPrefix(lines[2], "uint8(") {
		t.Fatalf("%s: not a FuzzParse seed", file)
	}
	data, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "[]byte("), ")"))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	kind, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimPrefix(lines[2], "uint8("), ")"), 10, 8)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return []byte(data), uint8(kind)
}

func TestNullsFindsEveryNull(t *testing.T) {
	var v any
	if err := json.Unmarshal([]byte(`{"a":[1,null],"b":{"c":null},"d":[]}`), &v); err != nil {
		t.Fatal(err)
	}
	got := nulls(v, "")
	if len(got) != 2 || !strings.Contains(strings.Join(got, " "), ".a[1]") || !strings.Contains(strings.Join(got, " "), ".b.c") {
		t.Errorf("nulls = %v, want .a[1] and .b.c", got)
	}
}

// TestFillEmpty: one zero element of every kind, and of every kind of
// element inside one, comes out of fillEmpty with no null in its JSON. A
// list field added to the knowledge base without a line in fillEmpty
// fails here.
func TestFillEmpty(t *testing.T) {
	kb := &corpus.KB{
		Documents: []corpus.Document{{}},
		Cards:     []corpus.Card{{Faces: []corpus.Face{{}}, Rulings: []corpus.Ruling{{}}}},
		Sections:  []corpus.Section{{Rulings: []corpus.Ruling{{}}}},
		Glossary:  []corpus.GlossaryEntry{{SeeAlso: []corpus.SeeAlso{{}}}},
		Rules:     []corpus.Rule{{}},
	}
	fillEmpty(kb)
	b, err := json.Marshal(kb)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatal(err)
	}
	for _, path := range nulls(v, "") {
		t.Errorf("%s is null after fillEmpty", path)
	}
	empty := &corpus.KB{}
	fillEmpty(empty)
	if b, _ := json.Marshal(empty); string(b) != `{"documents":[],"cards":[],"sections":[],"glossary":[],"rules":[]}` {
		t.Errorf("empty KB = %s", b)
	}
}
